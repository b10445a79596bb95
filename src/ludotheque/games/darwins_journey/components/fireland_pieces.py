"""Fireland's part-2 pieces, shuffled into the base piles when fireland=true (L1713): so far
its 3 HMS Beagle tiles (L1931-L1945, data/fireland.json's "beagles", ids F1-F3).

`with_fireland` appends them to the Components' Beagle tiles, as the Scenarios module does
with its own (components/scenarios.py), so the setup's draw and the goal's scoring read
them as they read the base ones; rules/rewards.py counts their conditions.
"""

from __future__ import annotations

import dataclasses

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import BeagleTile
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.datafiles import DATA

# The Beagle tiles' conditions (L1937-L1945): Land tokens taken, Ocean tokens taken, Time
# spent at the moment the goal is scored.
BEAGLE_CONDITIONS = ("land-tokens", "ocean-tokens", "time-spent")
BEAGLE_IDS = ("F1", "F2", "F3")


def build_fireland_beagles(data: dict) -> tuple[BeagleTile, ...]:
    """The 3 tiles from fireland.json, each with a condition, its VP and a source."""
    bad = Problems("fireland.json")
    tiles = []
    for label, t in entries(data.get("beagles"), "Fireland Beagle tile", bad):
        bad.need_source(t, label)
        cond = t.get("condition")
        if cond not in BEAGLE_CONDITIONS:
            bad(f"{label}: condition {cond!r}; allowed: {', '.join(BEAGLE_CONDITIONS)}")
        vp = t.get("vp")
        if not isinstance(vp, int) or isinstance(vp, bool) or vp <= 0:
            bad(f"{label}: vp must be a positive whole number, got {vp!r}")
            vp = 0
        tiles.append(BeagleTile(str(t.get("id")), str(cond), -1, vp))
    if [t.id for t in tiles] != list(BEAGLE_IDS):
        bad(f"Fireland has 3 Beagle tiles, F1 to F3 (L1931), got {[t.id for t in tiles]}")
    bad.check()
    return tuple(tiles)


@DATA.cached
def fireland_beagles() -> tuple[BeagleTile, ...]:
    """The tiles from the active data (shipped, or a pack's), once per source."""
    try:
        return build_fireland_beagles(DATA.json("fireland.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # Components (by identity) -> the same with Fireland's pieces


def with_fireland(comp):
    """`comp` with Fireland's Beagle tiles after the others (L1713), once per Components."""
    got = _WITH.get(id(comp))
    if got is None or got[0] is not comp:
        extended = dataclasses.replace(comp, beagles=comp.beagles + fireland_beagles())
        got = _WITH[id(comp)] = (comp, extended)
    return got[1]
