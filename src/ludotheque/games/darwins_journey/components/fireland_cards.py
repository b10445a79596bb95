"""Fireland's part-2 objective tiles (L1917-L1929, data/fireland_objectives.json: 6 silver
and 6 gold, ids F1-F12) with their 3 new requirement types, and its 4 crew cards (L1909-
L1915, data/fireland_crew.json, ids F1-F4), each starting an Adventure of its kind.

`with_fireland_cards` appends them to the Components' objectives and crew cards when
fireland=true (L1713), as the Scenarios module does with its own (components/scenarios.py),
so the setup's piles, the draft, gaining and completing read them as they read the base
ones; the new types are counted by rules/fireland/requirements.py, the Adventures run by
rules/fireland/crew.py.
"""

from __future__ import annotations

import dataclasses

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import Crew, module_crew
from ludotheque.games.darwins_journey.components.extend import once_per
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.objectives import (
    TIERS,
    Objective,
    parse_requirement,
)
from ludotheque.games.darwins_journey.datafiles import DATA

# The 3 requirement types (L1921, L1925, L1929): "time N" (the Time marker on space N or
# below), "tokens land|ocean N", "crew-theory N" (a crew card completed and the Evolution
# marker on space N or past it). A requirement is (type, what, n); `what` is the token kind's
# index in TOKEN_KINDS (the order of the Fireland table's `held`), else -1.
FIRELAND_REQUIREMENTS = ("time", "tokens", "crew-theory")
TOKEN_KINDS = (OCEAN, LAND)
OBJECTIVE_IDS = tuple(f"F{k}" for k in range(1, 13))
# The crew cards' verbs (rules/fireland/crew.py): an Adventure of the kind (L1911).
CREW_PLAIN = frozenset(("land-adventure", "ocean-adventure"))
CREW_IDS = ("F1", "F2", "F3", "F4")


def parse_fireland_requirement(text, bad, label: str, islands: tuple = ()):
    """A requirement of the base types or Fireland's."""
    words = text.split() if isinstance(text, str) else []
    if not words or words[0] not in FIRELAND_REQUIREMENTS:
        return parse_requirement(text, bad, label, islands)
    kind = words[0]
    named = kind == "tokens"
    if len(words) != (3 if named else 2) or not words[-1].isdigit() or int(words[-1]) < 1:
        what = "a token kind (land, ocean) and " if named else ""
        bad(f"{label}: requirement {text!r} needs {what}a number from 1")
        return None
    what = -1
    if named:
        if words[1] not in TOKEN_KINDS:
            bad(f"{label}: tokens {words[1]!r}; allowed: {', '.join(TOKEN_KINDS)}")
            return None
        what = TOKEN_KINDS.index(words[1])
    return (kind, what, int(words[-1]))


def build_fireland_objectives(data: dict) -> tuple[Objective, ...]:
    """The 12 tiles, 6 of each tier, each with its requirements, its words and a source."""
    bad = Problems("fireland_objectives.json")
    bad.need_source(data, "the file")
    out = []
    for label, t in entries(data.get("tiles"), "Fireland objective", bad):
        if t.get("tier") not in TIERS:
            bad(f"{label}: tier {t.get('tier')!r}; allowed: silver, gold")
        if not isinstance(t.get("text"), str) or not t["text"]:
            bad(f"{label}: text must say its requirements in our words")
        reqs = [parse_fireland_requirement(r, bad, label) for r in t.get("requires") or []]
        if not reqs:
            bad(f"{label} has no requirement")
        tier = TIERS.index(t["tier"]) if t.get("tier") in TIERS else 0
        out.append(Objective(str(t.get("id")), tier, False, tuple(r for r in reqs if r)))
    if tuple(o.id for o in out) != OBJECTIVE_IDS:
        bad(f"Fireland has 12 objective tiles, F1 to F12 (digest 2.4), got {[o.id for o in out]}")
    tiers = [sum(1 for o in out if o.tier == k) for k in (0, 1)]
    if tiers != [6, 6]:
        bad(f"Fireland's objective tiles are 6 silver and 6 gold (digest 2.4), got {tiers}")
    bad.check()
    return tuple(out)


@DATA.cached
def fireland_objectives() -> tuple[Objective, ...]:
    """The tiles from the active data, once per source."""
    try:
        return build_fireland_objectives(DATA.json("fireland_objectives.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


def build_fireland_crew(data: dict) -> tuple[tuple[Crew, ...], tuple[str, ...]]:
    """The 4 crew cards (starting seal, requirement, Adventure) and their words."""
    bad = Problems("fireland_crew.json")
    bad.need_source(data, "the file")
    crew, texts = [], []
    for label, c in entries(data.get("cards"), "Fireland crew card", bad):
        card, text = module_crew(c, label, bad, CREW_PLAIN)
        if not any(a[0] in CREW_PLAIN for a in card.actions):
            bad(f"{label}: its action is an Adventure (L1911): {', '.join(sorted(CREW_PLAIN))}")
        crew.append(card)
        texts.append(text)
    if tuple(c.id for c in crew) != CREW_IDS:
        bad(f"Fireland has 4 crew cards, F1 to F4 (digest 2.4), got {[c.id for c in crew]}")
    bad.check()
    return tuple(crew), tuple(texts)


@DATA.cached
def fireland_crew() -> tuple[tuple[Crew, ...], tuple[str, ...]]:
    """The crew cards and their words from the active data, once per source."""
    try:
        return build_fireland_crew(DATA.json("fireland_crew.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # Components (by identity) -> the same with Fireland's cards


def with_fireland_cards(comp):
    """`comp` with Fireland's objective tiles and crew cards after the others (L1713), once
    per Components."""
    return once_per(_WITH, comp, _extended)


def _extended(comp):
    return dataclasses.replace(
        comp,
        objectives=comp.objectives + fireland_objectives(),
        crew=comp.crew + fireland_crew()[0],
    )
