"""The small language the data files write effects in, parsed and checked once.

An effect is alternatives separated by " | " (the player picks one); an alternative is
clauses separated by " + " (all are resolved, each as far as it goes); a clause is steps
separated by "; " (a `spend` or an `if` step gates the steps after it in its clause:
"spend 1 GB to gain ..." gives nothing when the GB is missing). A step is a verb, then an
optional count, then bare words and key=value arguments, e.g. "gain gb=2 food=1",
"train 2 upto", "cube 1 target=any", "harvest 1 whose=any region=swamp".

Parsing here only checks the vocabulary; what each step does is the rules' business.
"""

from __future__ import annotations

from dataclasses import dataclass

RESOURCES = ("food", "debris", "ir", "gb")
SPECIES = ("sh", "r", "th", "ij")
# What `gain` may give: resources, followers, crates, rangers, untrained dinos (sh...),
# trained ones (tsh...), trained ones that arrive wounded (wtsh...), a dino of one's
# choice, or a dino of a species whose temple is explored.
GAINS = frozenset(
    RESOURCES
    + ("follower", "crate", "ranger", "dino", "templedino")
    + SPECIES
    + tuple("t" + s for s in SPECIES)
    + tuple("wt" + s for s in SPECIES)
)
SPENDS = frozenset(RESOURCES + ("crate", "ranger") + SPECIES + tuple("t" + s for s in SPECIES))
ARTEFACTS = ("hourglass", "hexagon", "crown", "jewel", "sapling", "arrow", "acorn", "shield")
REGIONS = ("swamp", "jungle", "hills")
ZONES = ("sustenance", "military", "expansion", "construction")
# Counts that `score`, `gainper`, `healper`, `if` and goal conditions may name.
COUNTS = frozenset(
    RESOURCES
    + ARTEFACTS[:0]
    + (
        "tsh",
        "tr",
        "tth",
        "tij",
        "tsh-pairs",
        "trained-wild",
        "adventures",
        "wild-adventures",
        "temple-adventures",
        "structures",
        "wild-shelters",
        "town-shelters",
        "crates",
        "ranger-pairs",
        "rangers",
        "ranchtiles",
        "ranchtile-pairs",
        "fullrows",
        "fullcols",
        "untrained",
        "untrained-sh-r",
        "untrained-th-ij",
        "officers2",
        "officers-exactly2",
        "officers3",
        "thunderhorns",
        "ir-debris",
        "gb-pairs",
        "artefacts",
        "cubes",
        "town-zones-2",
        "town-zones-3",
        "home-ranger-pairs",
        "home-tsh",
        "home-tr",
        "home-tth",
        "home-tij",
        "mounted-leader-wild",
        "leader-town",
    )
    + tuple("shelters-" + r for r in REGIONS)
    + tuple("buildings-" + z for z in ZONES)
)
CUBE_TARGETS = frozenset(
    (
        "any",
        "wild",
        "zone",
        "leaderzone",
        "other-zone",
        "different",
        "empty",
        "presence",
        "shelters2",
    )
    + tuple("zone:" + z for z in ZONES)
)
SHELTER_WHERE = frozenset(
    (
        "town-lowest",
        "town-any-bonus",
        "town-lowest-other",
        "wild",
        "wild-harvest",
        "tile",
        "outpost-b",
    )
)

# verb -> (takes a count, allowed bare words, allowed keys -> allowed values or None for counts)
VERBS: dict[str, tuple[bool, frozenset, dict]] = {
    "gain": (False, frozenset(), {k: None for k in GAINS}),
    "spend": (False, frozenset(), {k: None for k in SPENDS}),
    "gainmix": (True, frozenset(), {"kinds": None}),
    "gainper": (False, frozenset(), {"gb": None, "per": COUNTS}),
    "heal": (True, frozenset(), {}),
    "healper": (True, frozenset(), {"per": COUNTS}),
    "heal-ranger": (False, frozenset(), {}),
    "saddle": (False, frozenset(), {}),
    "train": (True, frozenset(("upto", "free")), {"species": frozenset(SPECIES)}),
    "cube": (True, frozenset(), {"target": CUBE_TARGETS}),
    "crate": (True, frozenset(), {"row": frozenset(("other", "choice"))}),
    "shelter": (False, frozenset(), {"where": SHELTER_WHERE}),
    "harvest": (
        True,
        frozenset(("upto",)),
        {"whose": frozenset(("own", "any")), "region": frozenset(REGIONS)},
    ),
    "discovery": (False, frozenset(), {"region": frozenset(REGIONS)}),
    "ranchtile": (False, frozenset(("nobonus", "resolve")), {}),
    "ranch": (True, frozenset(), {}),
    "adventure": (False, frozenset(), {}),
    "artefact": (False, frozenset(), {"name": None}),
    "structure": (False, frozenset(), {}),
    "score": (True, frozenset(), {"per": COUNTS}),
    "option": (False, frozenset(), {}),
    "leader": (False, frozenset(("back", "town")), {}),
    "cover": (False, frozenset(), {}),
    "mount": (False, frozenset(), {}),
    "die": (False, frozenset(), {}),
    "if": (False, frozenset(), {k: None for k in COUNTS}),
}
NEEDS_COUNT = frozenset(("gain", "spend", "if"))  # their keys carry numbers


@dataclass(frozen=True, slots=True)
class Step:
    verb: str
    n: int
    words: tuple[str, ...]
    args: tuple[tuple[str, str], ...]

    def arg(self, key: str, default: str = "") -> str:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def amounts(self) -> tuple[tuple[str, int], ...]:
        """The key=number pairs of `gain`, `spend` and `if`."""
        return tuple((k, int(v)) for k, v in self.args)


Clause = tuple[Step, ...]
Alternative = tuple[Clause, ...]
Effect = tuple[Alternative, ...]
NOTHING: Effect = ()


def _artefact_ok(value: str) -> bool:
    return value == "choice" or all(a in ARTEFACTS for a in value.split("/"))


def parse_step(text: str) -> Step:
    """One step; raises ValueError naming what is wrong and what is allowed."""
    words = text.split()
    if not words:
        raise ValueError("an empty step")
    verb, rest = words[0], words[1:]
    if verb not in VERBS:
        raise ValueError(f"unknown verb {verb!r} (known: {', '.join(sorted(VERBS))})")
    counted, bare, keys = VERBS[verb]
    n = 1
    if counted and rest and rest[0].isdigit():
        n = int(rest.pop(0))
    flags, args = [], []
    for w in rest:
        if "=" in w:
            k, v = w.split("=", 1)
            if k not in keys:
                raise ValueError(
                    f"{verb}: unknown argument {k!r} (allowed: {', '.join(sorted(keys)) or 'none'})"
                )
            allowed = keys[k]
            if verb in NEEDS_COUNT:
                if not v.isdigit() or int(v) <= 0:
                    raise ValueError(f"{verb}: {k}={v!r} is not a positive count")
            elif k == "name" and not _artefact_ok(v):
                raise ValueError(
                    f"artefact: unknown artefact {v!r} (allowed: {', '.join(ARTEFACTS)}, choice)"
                )
            elif k == "kinds" and not all(x in RESOURCES for x in v.split("/")):
                raise ValueError(f"gainmix: kinds {v!r} are not resources")
            elif allowed is not None and v not in allowed:
                raise ValueError(
                    f"{verb}: {k}={v!r} not allowed (allowed: {', '.join(sorted(allowed))})"
                )
            args.append((k, v))
        elif w in bare:
            flags.append(w)
        else:
            raise ValueError(f"{verb}: unexpected word {w!r}")
    if verb in NEEDS_COUNT and not args:
        raise ValueError(f"{verb} names nothing")
    return Step(verb, n, tuple(flags), tuple(args))


def parse(text: str) -> Effect:
    """A whole effect; the empty string is no effect."""
    text = (text or "").strip()
    if not text:
        return NOTHING
    return tuple(
        tuple(tuple(parse_step(s) for s in clause.split(";")) for clause in alt.split(" + "))
        for alt in text.split(" | ")
    )


def check(text, label: str, bad) -> Effect:
    """Parse `text`, reporting a problem to `bad` (a Problems) instead of raising."""
    if not isinstance(text, str):
        bad(f"{label}: effect must be text, got {text!r}")
        return NOTHING
    try:
        return parse(text)
    except ValueError as e:
        bad(f"{label}: {e}")
        return NOTHING
