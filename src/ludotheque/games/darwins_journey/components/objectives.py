"""Objective tiles (L942-L1003): a tier (silver or gold) and requirements drawn from the
eight types of L965-L1003. A requirement is `(type, what, n)`: `what` is a colour or kind
index where the type names one, else -1."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import COLOUR_INDEX, KIND_INDEX

TIERS = ("silver", "gold")
REQUIREMENTS = ("empty-stamps", "kind", "colour", "theory", "tents", "lenses", "beagle", "seals")


@dataclass(frozen=True)
class Objective:
    id: str
    tier: int  # 0 silver, 1 gold
    starting: bool
    requires: tuple[tuple[str, int, int], ...]


def _requirement(text, bad, label):
    words = text.split() if isinstance(text, str) else []
    if not words or words[0] not in REQUIREMENTS:
        bad(f"{label}: requirement {text!r}; types allowed: {', '.join(REQUIREMENTS)}")
        return None
    kind = words[0]
    if kind == "beagle":
        return ("beagle", -1, 1) if len(words) == 1 else bad(f"{label}: 'beagle' takes no number")
    named = kind in ("kind", "colour", "seals")
    if len(words) != (3 if named else 2) or not words[-1].isdigit() or int(words[-1]) < 1:
        bad(f"{label}: requirement {text!r} needs {'a name and ' if named else ''}a number")
        return None
    what = -1
    if named:
        table = KIND_INDEX if kind == "kind" else COLOUR_INDEX
        what = table.get(words[1], -1)
        if what < 0:
            bad(f"{label}: {kind} {words[1]!r}; allowed: {', '.join(table)}")
            return None
    return (kind, what, int(words[-1]))


# The Scenarios module's requirement types (L2339-L2351): an explorer on the Island of a
# symbol ("island circle": `what` is the Island's index), workers with a silver or gold
# distinction, explorers on an Island's final space (rules/scenarios/counts.py); and their
# readings on Fireland's side (ruling SC-R9): an explorer on a land track ("land-track
# FL2": `what` is the track's index on the Fireland map), explorers on a land track's end.
SCENARIO_REQUIREMENTS = (
    "island",
    "silver-workers",
    "gold-workers",
    "island-end",
    "land-track",
    "land-end",
)


def parse_requirement(text, bad, label, islands: tuple, lands: dict | None = None):
    """A requirement of the base types or the Scenarios module's; `islands` are the Island
    tracks' symbols, in track order, `lands` Fireland's land tracks by id (their indexes
    on its map)."""
    words = text.split() if isinstance(text, str) else []
    if not words or words[0] not in SCENARIO_REQUIREMENTS:
        return _requirement(text, bad, label)
    kind = words[0]
    if kind == "island":
        if len(words) != 2 or words[1] not in islands:
            symbols = ", ".join(x for x in islands if x)
            bad(f"{label}: 'island' needs an Island's symbol ({symbols}), got {text!r}")
            return None
        return ("island", islands.index(words[1]), 1)
    if kind == "land-track":
        lands = lands or {}
        if len(words) != 2 or words[1] not in lands:
            bad(f"{label}: 'land-track' needs a land track ({', '.join(lands)}), got {text!r}")
            return None
        return ("land-track", lands[words[1]], 1)
    if len(words) != 2 or not words[1].isdigit() or int(words[1]) < 1:
        bad(f"{label}: requirement {text!r} needs a number from 1")
        return None
    return (kind, -1, int(words[1]))


def build_objectives(data: dict) -> tuple[Objective, ...]:
    bad = Problems("objectives.json")
    out, seen = [], set()
    for key, starting in (("starting", True), ("tiles", False)):
        for t in data.get(key) or []:
            label = f"objective {t.get('id')}"
            bad.need_source(t, label)
            if t.get("id") in seen:
                bad(f"{label} is listed twice")
            seen.add(t.get("id"))
            if t.get("tier") not in TIERS:
                bad(f"{label}: tier {t.get('tier')!r}; allowed: silver, gold")
            reqs = [_requirement(r, bad, label) for r in t.get("requires") or []]
            if not reqs:
                bad(f"{label} has no requirement")
            out.append(
                Objective(
                    str(t.get("id")),
                    TIERS.index(t["tier"]) if t.get("tier") in TIERS else 0,
                    starting,
                    tuple(r for r in reqs if r),
                )
            )
    for starting, want, name in ((True, 4, "starting objectives"), (False, 10, "objectives")):
        for tier in (0, 1):
            n = sum(1 for o in out if o.starting == starting and o.tier == tier)
            if n != want:
                bad(f"{n} {TIERS[tier]} {name}, the box has {want} (L172-L178)")
    bad.check()
    return tuple(out)
