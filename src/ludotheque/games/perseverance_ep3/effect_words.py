"""Perseverance's effect language (`components/effects.py`) in plain words, for the
glossary and the option labels: "gain gb=2 food=1 | cube 1 target=any" -> "gain 2
glowberries and 1 food; or place 1 influence cube (any officer)". Every key the data
uses has its words here (units, resources, counts, targets, shelter places); an unknown
step stays as it is, made readable."""

from __future__ import annotations

SPECIES = {"sh": "Shieldhead", "r": "Raptor", "th": "Thunderhorn", "ij": "Ironjaw"}
ZONE_NAMES = {
    "sustenance": "Sustenance",
    "military": "Military",
    "expansion": "Expansion",
    "construction": "Construction",
}
THINGS = {
    "food": "food",
    "debris": "debris",
    "ir": "island resource",
    "gb": "glowberries",
    "follower": "followers",
    "crate": "crates",
    "ranger": "rangers",
    "dino": "dinosaur of your choice",
    "templedino": "dinosaur of an explored temple's species",
}
for _k, _v in SPECIES.items():
    THINGS[_k] = f"untrained {_v}"
    THINGS["t" + _k] = f"trained {_v}"
    THINGS["wt" + _k] = f"trained {_v} (wounded)"

# The counts that scoring, `if` and goals name (components/effects.py COUNTS), as what is
# counted, one of them ("score 1 per structure").
COUNTS = {
    "adventures": "adventure",
    "wild-adventures": "wilderness adventure",
    "temple-adventures": "temple adventure",
    "artefacts": "artefact",
    "crates": "crate",
    "cubes": "influence cube",
    "food": "food",
    "debris": "debris",
    "ir": "island resource",
    "gb": "glowberry",
    "gb-pairs": "2 glowberries",
    "ir-debris": "island resource and debris pair",
    "fullrows": "full ranch row",
    "fullcols": "full ranch column",
    "officers2": "officer with 2 or more of your cubes",
    "officers-exactly2": "officer with exactly 2 of your cubes",
    "officers3": "officer with 3 or more of your cubes",
    "ranchtiles": "ranch tile",
    "ranchtile-pairs": "2 ranch tiles",
    "rangers": "ranger",
    "ranger-pairs": "2 rangers",
    "home-ranger-pairs": "2 rangers at home",
    "structures": "structure",
    "thunderhorns": "Thunderhorn",
    "town-shelters": "town shelter",
    "wild-shelters": "wilderness shelter",
    "town-zones-2": "town zone with exactly 2 of your shelters",
    "town-zones-3": "town zone with 3 or more of your shelters",
    "trained-wild": "trained dinosaur in the wilderness",
    "tsh-pairs": "2 trained Shieldheads",
    "untrained": "untrained dinosaur",
    "untrained-sh-r": "untrained Shieldhead or Raptor",
    "untrained-th-ij": "untrained Thunderhorn or Ironjaw",
    "mounted-leader-wild": "mounted leader in the wilderness",
    "leader-town": "leader in the town",
}
for _k, _v in SPECIES.items():
    COUNTS["t" + _k] = f"trained {_v}"
    COUNTS["home-t" + _k] = f"trained {_v} at home"
for _r in ("swamp", "jungle", "hills"):
    COUNTS["shelters-" + _r] = f"shelter in the {_r}"
for _z, _n in ZONE_NAMES.items():
    COUNTS["buildings-" + _z] = f"shelter or structure in {_n}"

# Where an influence cube goes (rules/placements.py targets).
TARGETS = {
    "any": "any officer",
    "wild": "the wilderness's officer",
    "zone": "this zone's officer",
    "leaderzone": "the officer of your leader's zone",
    "other-zone": "an officer other than your starting zone's",
    "different": "different officers",
    "empty": "officers without your cube",
    "presence": "officers of zones where you are present",
    "shelters2": "officers of zones with 2 of your shelters",
}
for _z, _n in ZONE_NAMES.items():
    TARGETS["zone:" + _z] = f"{_n}'s officer"

# Where a shelter goes (rules/placements.py).
WHERE = {
    "wild": "in the wilderness",
    "wild-harvest": "in the wilderness, then harvest there",
    "tile": "on this tile",
    "town-lowest": "in the town, lowest space",
    "town-lowest-other": "in another town zone, lowest space",
    "town-any-bonus": "on any town space, with its bonus",
    "outpost-b": "on outpost B",
}


def thing(key: str) -> str:
    return THINGS.get(key, key.replace("-", " ").replace("_", " "))


def counted(key: str) -> str:
    """One of what a count counts: "structure", "shelter in the hills"."""
    return COUNTS.get(key) or THINGS.get(key) or key.replace("-", " ")


def many(n: int, key: str) -> str:
    """ "5 wilderness shelters", "1 leader in the town": a count of what `key` counts."""
    what = counted(key)
    if n == 1:
        return f"1 {what}"
    head, sep, tail = what, "", ""
    for cut in (" in ", " with ", " at ", " or "):
        if cut in what:
            head, tail = what.split(cut, 1)
            sep = cut
            break
    if not head.endswith(("s", "food", "debris")):
        head = head[:-1] + "ies" if head.endswith("y") else head + "s"
    return f"{n} {head}{sep}{tail}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def _args(words: list[str]) -> tuple[int | None, list[str], dict[str, str]]:
    count, bare, keys = None, [], {}
    for w in words:
        if "=" in w:
            k, v = w.split("=", 1)
            keys[k] = v
        elif w.isdigit() and count is None:
            count = int(w)
        else:
            bare.append(w)
    return count, bare, keys


def amount(key: str, v: str) -> str:
    n = int(v) if v.isdigit() else 0
    if key == "gb" and n == 1:
        return "1 glowberry"
    if key in ("follower", "crate", "ranger") and n == 1:
        return f"1 {thing(key)[:-1]}"
    return f"{v} {thing(key)}"


def step(text: str) -> str:
    words = text.split()
    if not words:
        return ""
    verb, (n, bare, keys) = words[0], _args(words[1:])
    upto = "up to " if "upto" in bare else ""
    if verb in ("gain", "spend"):
        items = " and ".join(amount(k, v) for k, v in keys.items())
        return f"gain {items}" if verb == "gain" else f"pay {items}:"
    if verb == "gainmix":
        kinds = " / ".join(thing(k) for k in keys.get("kinds", "").split("/"))
        return f"gain {n} among {kinds}"
    if verb == "gainper":
        return f"gain {amount('gb', keys.get('gb', '1'))} per {counted(keys.get('per', '?'))}"
    if verb == "score":
        return f"score {plural(n or 1, 'follower')} per {counted(keys.get('per', '?'))}"
    if verb == "train":
        sp = SPECIES.get(keys.get("species", ""), "")
        what = plural(n or 1, sp) if sp else plural(n or 1, "dinosaur")
        return f"train {upto}{what}" + (" for free" if "free" in bare else "")
    if verb == "cube":
        where = TARGETS.get(keys.get("target", ""), keys.get("target", "").replace("-", " "))
        return f"place {plural(n or 1, 'influence cube')}" + (f" ({where})" if where else "")
    if verb == "crate":
        return f"place {plural(n or 1, 'crate')}" + (
            " on another row" if keys.get("row") == "other" else ""
        )
    if verb == "shelter":
        where = keys.get("where")
        return "build a shelter" + (
            f" {WHERE.get(where, where.replace('-', ' '))}" if where else ""
        )
    if verb == "harvest":
        region = f" in the {keys['region']}" if "region" in keys else ""
        whose = " (any location)" if keys.get("whose") == "any" else ""
        return f"harvest {upto}{plural(n or 1, 'time')}{region}{whose}"
    if verb in ("heal", "healper"):
        per = f" per {counted(keys['per'])}" if "per" in keys else ""
        return f"heal {n or 1} wounded{per}"
    if verb == "artefact":
        names = keys.get("name", "?").replace("/", " or ")
        return f"take the {names} artefact"
    if verb == "if":
        cond = " and ".join(f"at least {many(int(v), k)}" for k, v in keys.items())
        return f"if {cond or ' '.join(bare)}:"
    if verb == "discovery":
        return "a discovery" + (f" in the {keys['region']}" if "region" in keys else "")
    return text.replace("-", " ").replace("=", " ")


def effect(text: str) -> str:
    """A whole effect: alternatives (" | "), clauses (" + "), steps ("; ")."""
    alts = []
    for alt in str(text).split(" | "):
        clauses = []
        for clause in alt.split(" + "):
            clauses.append(" ".join(step(s.strip()) for s in clause.split(";") if s.strip()))
        alts.append(", then ".join(clauses))
    return "; or ".join(alts)
