"""Perseverance's effect language (`components/effects.py`) in plain words, for the
glossary: "gain gb=2 food=1 | cube 1 target=any" -> "gain 2 glowberries and 1 food, or
place 1 influence cube (anywhere)". Unknown steps stay as they are, made readable."""

from __future__ import annotations

SPECIES = {"sh": "Shieldhead", "r": "Raptor", "th": "Thunderhorn", "ij": "Ironjaw"}
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


def thing(key: str) -> str:
    return THINGS.get(key, key.replace("-", " ").replace("_", " "))


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


def step(text: str) -> str:
    words = text.split()
    if not words:
        return ""
    verb, (n, bare, keys) = words[0], _args(words[1:])
    upto = "up to " if "upto" in bare else ""
    if verb in ("gain", "spend"):
        items = " and ".join(f"{v} {thing(k)}" for k, v in keys.items())
        return f"{verb} {items}"
    if verb == "gainmix":
        kinds = " / ".join(thing(k) for k in keys.get("kinds", "").split("/"))
        return f"gain {n} among {kinds}"
    if verb == "gainper":
        return f"gain {keys.get('gb', 1)} glowberries per {thing(keys.get('per', '?'))}"
    if verb == "score":
        return f"score {n} follower(s) per {thing(keys.get('per', '?'))}"
    if verb == "train":
        sp = f" {SPECIES.get(keys['species'], keys['species'])}" if "species" in keys else ""
        return f"train {upto}{n}{sp} dinosaur(s)" + (" for free" if "free" in bare else "")
    if verb == "cube":
        where = keys.get("target", "").replace("zone:", "zone ").replace("-", " ")
        return f"place {n} influence cube(s)" + (f" ({where})" if where else "")
    if verb == "crate":
        return f"place {n} crate(s)"
    if verb == "shelter":
        return "build a shelter" + (f" ({keys['where'].replace('-', ' ')})" if keys else "")
    if verb == "harvest":
        region = f" in the {keys['region']}" if "region" in keys else ""
        return f"harvest {upto}{n} time(s){region}"
    if verb in ("heal", "healper"):
        per = f" per {thing(keys['per'])}" if "per" in keys else ""
        return f"heal {n} wounded{per}"
    if verb == "artefact":
        return f"take the {keys.get('name', '?')} artefact"
    if verb == "if":
        cond = " and ".join(f"{thing(k)} at least {v}" for k, v in keys.items())
        return f"if {cond or ' '.join(bare)}:"
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
