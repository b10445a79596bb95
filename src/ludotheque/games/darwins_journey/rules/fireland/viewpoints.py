"""Viewpoints (L1858-L1862): the first seat to reach a track's end takes the Viewpoint token
of its slot and executes it at once, paying its cost; if it cannot pay, the action is lost
but the token is kept. A slot shared by two track ends gives its token once."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.components.fireland import Fireland, Viewpoint
from ludotheque.games.darwins_journey.rules.fireland import time_track
from ludotheque.games.darwins_journey.rules.fireland.adventure import Purse, payable
from ludotheque.games.darwins_journey.rules.fireland.table import FireTable, with_seat


def reach(
    fire: Fireland, t: FireTable, seat: int, track: str, space: int, purse: Purse
) -> tuple[FireTable, Viewpoint | None, int]:
    """A seat's pawn lands on `space` of `track`. Returns the table, the Viewpoint whose gains
    and other costs the caller applies (None: no token left there, or not payable) and the
    VP its Time spend lost."""
    slot = fire.map.track(track).viewpoint[space]
    k = next((i for i, (s, _) in enumerate(t.slots) if s == slot), -1)
    if k < 0 or t.slots[k][1] < 0:
        return t, None, 0
    token = t.slots[k][1]
    t = replace(
        t,
        slots=with_seat(t.slots, k, (slot, -1)),
        views=with_seat(t.views, seat, (*t.views[seat], token)),
    )
    view = fire.viewpoints[token]
    if not payable(view.cost, purse):
        return t, None, 0
    pos, lost = time_track.spend(fire.time, t.time[seat], view.cost.time)
    return replace(t, time=with_seat(t.time, seat, pos)), view, lost
