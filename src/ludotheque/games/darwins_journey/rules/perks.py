"""Permanent effects of completed objective slots (L1013, L1021, L1046, L1050): whether a
seat has one. A slot's effect holds once an objective lies completed on it."""

from __future__ import annotations

from ludotheque.games.darwins_journey.state import DarwinState, remember


def has(s: DarwinState, seat: int, action: str) -> bool:
    """Asked at every placement decision: the slots with the action, as a bitmask of the
    board's slots, come from the context's memo."""
    done = s.done[seat]
    if not done:
        return False
    mask = s.ctx.memo.get(("perk", action))
    if mask is None:
        slots = s.ctx.comp.board.slots
        mask = sum(1 << k for k in range(len(slots)) if slots[k].action == action)
        remember(s.ctx, ("perk", action), mask)
    return bool(done & mask)
