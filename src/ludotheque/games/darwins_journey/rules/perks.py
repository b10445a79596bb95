"""Permanent effects of completed objective slots (L1013, L1021, L1046, L1050): whether a
seat has one. A slot's effect holds once an objective lies completed on it."""

from __future__ import annotations

from ludotheque.games.darwins_journey.state import DarwinState


def has(s: DarwinState, seat: int, action: str) -> bool:
    slots = s.ctx.comp.board.slots
    done = s.done[seat]
    return any(done >> k & 1 and slots[k].action == action for k in range(len(slots)))
