"""Stolen Time (Special Action tile F3, L1977-L1979): its 4 tokens lie by the board only when
the tile was drawn at setup. Its user takes one and ignores every Time penalty until
Cleanup, when all the tokens go back; every other seat, Alfred too, spends 1 Time at once
(ruling FL-R25). F4 (L1983) says the same of the others with its 2 Time: both tiles make
the others spend as part of their one action, never as an option the user may leave out
(ruling FL-R47).

The tokens held are the Fireland table's `stolen` (per seat, 1 holding; empty when nobody
holds one), read by burdens.py: a holder's penalties burden nothing.
"""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.components.fireland_specials import fireland_specials
from ludotheque.games.darwins_journey.rules.effects import run, runner, usable
from ludotheque.games.darwins_journey.rules.fireland.encounters import others_spend_time
from ludotheque.games.darwins_journey.state import DarwinState, note

VERB = "stolen-time"


def in_play(s: DarwinState) -> bool:
    """Whether the tile was drawn onto the Special Action Diary (the tokens by the board)."""
    if s.fire is None:
        return False
    specials = s.ctx.comp.specials
    return any(t >= 0 and specials[t].actions[0][0] == VERB for t in s.tile)


def holds(s: DarwinState, seat: int) -> bool:
    held = s.fire.stolen if s.fire is not None else ()
    return bool(held) and held[seat] > 0


def supply(s: DarwinState) -> int:
    """The tokens still by the board."""
    return fireland_specials().stolen_tokens - sum(s.fire.stolen)


def others(s: DarwinState, seat: int) -> list[int]:
    return [p for p in range(s.ctx.players) if p != seat]


def others_spend(s: DarwinState, seat: int, n: int, why: str) -> None:
    """Every seat but `seat` spends `n` Time at once, Alfred too (his Time is a player's,
    FL-R21), each losing VP where the track ends (L1779, FL-R23)."""
    others_spend_time(s, others(s, seat), n, why)


@runner(VERB, usable=lambda s, seat, n: s.fire is not None)
def _stolen_time(s, seat, n, flags):
    """Take a token (one is enough: a seat holding one leaves the rest by the board; none
    left, none taken), then the others spend 1 Time."""
    if not holds(s, seat) and supply(s) > 0:
        held = list(s.fire.stolen or (0,) * s.ctx.players)
        held[seat] = 1
        s.fire = replace(s.fire, stolen=tuple(held))
        note(s, f"seat {seat + 1} takes a Stolen Time token: no Time penalty until Cleanup")
    elif not holds(s, seat):
        note(s, f"seat {seat + 1} finds no Stolen Time token left by the board")
    others_spend(s, seat, OTHERS_SPEND, "Stolen Time")


OTHERS_SPEND = 1  # F3 and F4: "all the other players spend 1 Time at once" (L1979, L1983)


@runner("time-others", usable=lambda s, seat, n: s.fire is not None)
def _time_others(s, seat, n, flags):
    """F4: the seat receives `n` Time (nothing at the top of the track; the Great Ship's GS10
    adds its one) and every other seat spends 1 at once, in the same action (FL-R47)."""
    if usable(s, seat, ("time", n, ())):
        run(s, seat, ("time", n, ()), flags)
    others_spend(s, seat, OTHERS_SPEND, "Special Action tile")


def cleanup(s: DarwinState) -> None:
    """Every Stolen Time token goes back by the board (L1979)."""
    if s.fire is not None and s.fire.stolen:
        s.fire = replace(s.fire, stolen=())
