"""Fireland's part of a game's state (L1705-L1741): with `fireland` on, the state holds the
Fireland table (`fire`: a `FireTable`) and every seat's ships and explorers on its eight
tracks (`pawns`: a `Pawns`), in place of the base map's one ship and explorers per Island;
without it both are None and nothing here runs.

Both are immutable and replaced on change, so a state's copy shares them; `redeal`
reshuffles the Adventure decks (face down, L1737) for a seat's determinization. What the
seats see is show.py.
"""

from __future__ import annotations

from dataclasses import replace

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL, fireland_data
from ludotheque.games.darwins_journey.rules.fireland import pawns, table
from ludotheque.games.darwins_journey.state import DarwinState


def time_seals() -> list[int]:
    """The Time seals shuffled into the standard seal pile (L1713, L1854): on a worker
    each counts as a Special seal, so its printed colour plays no part (ruling FL-R15)."""
    return [TIME_SEAL] * len(fireland_data().time_seals)


def place_specimens(tokens: list, count: int) -> tuple[tuple[int, ...], ...]:
    """The shuffled specimens onto the Fireland side's flags used at `count` players, in the
    map's order (popped from `tokens`, the leftovers go to the Museum as in the base game)."""
    out = []
    for track in fireland_data().map.tracks:
        out.append(tuple(tokens.pop() if 0 < m <= count else -1 for m in track.flag))
    return tuple(out)


def start(s: DarwinState, rng: Rng, flags: tuple) -> None:
    """Steps 4-9 of Fireland's setup (L1719-L1741): the table, then a ship and an explorer
    per seat on the first tracks, in place of the base map's (nobody's explorer or ship is
    read there: `s.ship` mirrors the fleet, ruling FL-R12). Draws from the game's generator
    only with `fireland` on."""
    fire = fireland_data()
    n = s.ctx.players
    s.fire = replace(table.setup(fire, n, rng), flags=flags)
    s.pawns = pawns.start(fire.map, n)
    s.explorers = [(-1, -1, -1)] * n


def redeal(s: DarwinState, rng: Rng) -> None:
    """The Adventure decks in an order no seat knows (game.determinize)."""
    s.fire = table.redeal(s.fire, rng)
