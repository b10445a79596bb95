"""The Turn Order space (L775-L781) and the Turn Order phase (L1075-L1079)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy
from ludotheque.games.darwins_journey.rules.effects import runner
from ludotheque.games.darwins_journey.state import DarwinState, note


@runner("turn-order")
def _coins(s, seat, n, flags):
    """The worker stands on the leftmost free spot (its place in `s.at`); 2 coins, 3 with 2
    players (L781)."""
    economy.gain_coins(s, seat, s.ctx.turn_order_coins)


def space(s: DarwinState) -> int:
    return s.ctx.comp.diaries.index("turn-order")


def reorder(s: DarwinState) -> None:
    """Owners of the workers on the space take the first positions in their workers' order;
    the other markers shift right keeping theirs (L1077). A seat with two workers there
    moves by its leftmost one (ruling R21). Solo: Alfred keeps going first (L1589)."""
    spots = [seat for seat, _ in s.at[space(s)]]
    if not spots or s.ctx.solo:
        return
    first = list(dict.fromkeys(spots))
    s.order = (*first, *[p for p in s.order if p not in first])
    note(s, "turn order: " + ", ".join(f"seat {p + 1}" for p in s.order))
