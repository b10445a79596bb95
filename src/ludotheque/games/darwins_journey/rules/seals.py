"""Wax seals on worker rows: requirements with Special seals as wild (L500) and Temporary
Knowledge (L510-L518), distinctions (L887-L940), and adding a seal to a row (L636)."""

from __future__ import annotations

from functools import lru_cache

from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.state import FIFTH, READ_ROWS, DarwinState


def row(s: DarwinState, seat: int, worker: int) -> tuple[int, ...]:
    return () if worker == FIFTH else s.rows[seat][worker]


@lru_cache(maxsize=1 << 16)  # bounded: a server runs for weeks
def shortfall(seals: tuple[int, ...], need: tuple[int, int, int, int]) -> int:
    """Seals missing from a row for a requirement once each Special seal stands in for one
    missing seal of any colour (L500). Cached: a pure function of two short tuples, asked
    for every worker at every space and crew card of every decision, over a few hundred
    distinct rows a game (profile: a fifth of a random game before)."""
    missing = 0
    for c, k in enumerate(need):
        if k:  # most requirements name one or two colours: skip the others (hot path)
            k -= seals.count(c)
            if k > 0:
                missing += k
    return max(0, missing - seals.count(SPECIAL)) if missing else 0


def tk_needed(s: DarwinState, seat: int, worker: int, need) -> int:
    """Temporary Knowledge a placement must spend: one token per seal still missing
    (L510, several may combine: ruling R6). The 5th worker meets requirements only so
    (L1042)."""
    return shortfall(row(s, seat, worker), need)


def standard(s: DarwinState, seat: int, colour: int) -> int:
    """Standard seals of a colour on all rows: what objectives and Beagle goals count;
    Special seals do not (L1003, L1107)."""
    a, b, c, d = s.rows[seat]  # the four rows, unrolled (asked at every decision)
    return a.count(colour) + b.count(colour) + c.count(colour) + d.count(colour)


def silver(s: DarwinState, seat: int, worker: int) -> bool:
    return len(row(s, seat, worker)) >= s.ctx.comp.board.silver_at


def gold(s: DarwinState, seat: int, worker: int) -> bool:
    return len(row(s, seat, worker)) >= s.ctx.comp.board.gold_at


def open_rows(s: DarwinState, seat: int) -> list[int]:
    """Rows with a free seal space: the three lower rows (L496) until they hold 6."""
    cap = 1 + s.ctx.comp.board.free_spaces
    return [w for w in (1, 2, 3) if len(s.rows[seat][w]) < cap]


def space_cost(s: DarwinState, seat: int, worker: int) -> int:
    """The red coin cost of the row's leftmost free space (L636)."""
    return s.ctx.comp.board.space_costs[len(s.rows[seat][worker]) - 1]


def add_seal(s: DarwinState, seat: int, worker: int, colour: int) -> None:
    rows = list(s.rows[seat])
    rows[worker] = (*rows[worker], colour)
    s.rows[seat] = tuple(rows)
    if s.watch[seat][2] & READ_ROWS:
        s.kept[seat] = None
