"""Fireland's part-2 pieces, shuffled into the base piles when fireland=true (L1713): so far
its 3 HMS Beagle tiles (L1931-L1945, ids F1-F3) and 2 Correspondence tiles (L1947-L1959,
ids F1-F2), from data/fireland.json's "beagles" and "letters".

`with_fireland` appends them to the Components' piles, as the Scenarios module does with
its own (components/scenarios.py), so the setup's draws, the goal's scoring and the
envelopes' rewards read them as they read the base ones; rules/rewards.py counts the Beagle
conditions and makes the other seats spend Time for F1.
"""

from __future__ import annotations

import dataclasses

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import BeagleTile, Letter, module_beagle
from ludotheque.games.darwins_journey.components.extend import once_per
from ludotheque.games.darwins_journey.components.fireland import parse_gain
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.datafiles import DATA

# The Beagle tiles' conditions (L1937-L1945): Land tokens taken, Ocean tokens taken, Time
# spent at the moment the goal is scored.
BEAGLE_CONDITIONS = ("land-tokens", "ocean-tokens", "time-spent")
BEAGLE_IDS = ("F1", "F2", "F3")
LETTER_IDS = ("F1", "F2")


def build_fireland_beagles(data: dict) -> tuple[BeagleTile, ...]:
    """The 3 tiles from fireland.json, each with a condition, its VP and a source."""
    bad = Problems("fireland.json")
    tiles = []
    for label, t in entries(data.get("beagles"), "Fireland Beagle tile", bad):
        bad.need_source(t, label)
        tiles.append(module_beagle(t, label, bad, BEAGLE_CONDITIONS))
    if [t.id for t in tiles] != list(BEAGLE_IDS):
        bad(f"Fireland has 3 Beagle tiles, F1 to F3 (L1931), got {[t.id for t in tiles]}")
    bad.check()
    return tuple(tiles)


def build_fireland_letters(data: dict) -> tuple[Letter, ...]:
    """The 2 Correspondence tiles: the first and second places' rewards (base verbs and
    "time N"), and the Time every seat not first spends (L1951)."""
    bad = Problems("fireland.json")
    tiles = []
    for label, t in entries(data.get("letters"), "Fireland Correspondence tile", bad):
        bad.need_source(t, label)
        first = parse_gain(t.get("first") or [], bad, label)
        second = parse_gain(t.get("second") or [], bad, label)
        if not first or not second:
            bad(f"{label} needs a first and a second reward (L1087)")
        others = t.get("others_spend_time", 0)
        if not isinstance(others, int) or isinstance(others, bool) or others < 0:
            bad(f"{label}: others_spend_time must be a whole number from 0, got {others!r}")
            others = 0
        tiles.append(Letter(str(t.get("id")), first, second, others))
    if [t.id for t in tiles] != list(LETTER_IDS):
        bad(f"Fireland has 2 Correspondence tiles, F1 and F2 (L1947), got {[t.id for t in tiles]}")
    bad.check()
    return tuple(tiles)


def _pieces(data: dict) -> tuple[tuple[BeagleTile, ...], tuple[Letter, ...]]:
    return build_fireland_beagles(data), build_fireland_letters(data)


@DATA.cached
def fireland_pieces() -> tuple[tuple[BeagleTile, ...], tuple[Letter, ...]]:
    """The Beagle and Correspondence tiles from the active data, once per source."""
    try:
        return _pieces(DATA.json("fireland.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # Components (by identity) -> the same with Fireland's pieces


def with_fireland(comp):
    """`comp` with Fireland's Beagle and Correspondence tiles after the others (L1713), once
    per Components."""
    return once_per(_WITH, comp, _extended)


def _extended(comp):
    beagles, letters = fireland_pieces()
    return dataclasses.replace(comp, beagles=comp.beagles + beagles, letters=comp.letters + letters)
