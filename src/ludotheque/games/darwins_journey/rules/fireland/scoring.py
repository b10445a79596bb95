"""Fireland's end scoring (L1886-L1907), added to the base game's: the Time marker's space
in VP unless on 0 to 2, and the Adventure score card for the seat's Land and Ocean tokens
together."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import Fireland, fireland_data
from ludotheque.games.darwins_journey.rules.fireland import time_track
from ludotheque.games.darwins_journey.rules.fireland.table import FireTable


def breakdown(fire: Fireland, t: FireTable, seat: int) -> dict[str, int]:
    """The seat's two Fireland lines of the final scoring, by name."""
    return {
        "time": time_track.final_vp(fire.time, t.time[seat]),
        "adventures": time_track.adventure_vp(fire.score, sum(t.held[seat])),
    }


def total(fire: Fireland, t: FireTable, seat: int) -> int:
    return sum(breakdown(fire, t, seat).values())


def fireland_lines(s, seat: int) -> dict[str, int]:
    """The seat's Fireland lines of a game's final breakdown (scoring.breakdown)."""
    return breakdown(fireland_data(), s.fire, seat)
