"""A turn's start (L199-L213): the active seat, clockwise from the first player, and the
turn's flags reset. Below both flow.py (the turns of a round) and upkeep.py (which starts
the next round's first turn), so neither has to call the other back."""

from __future__ import annotations

from ludotheque.games.newton.state import NewtonState


def begin_turn(s: NewtonState) -> None:
    s.active = (s.first + s.step) % s.ctx.players
    s.turns[s.active] += 1
    s.card = -1
    s.acted = s.effected = s.boosted = s.specialed = False
    s.done_action = -1
    s.done_value = 0
    s.cp += 1
