"""Solo positions against Alfred for rules tests.

`solo(level)` sets up a seeded solo game (the player on seat 0, Alfred on seat 1), plays the
player's crew and pair choices with the first option, and returns the state at the
player's first placement (Alfred has already played his first turn). `fresh(s)` then
empties the board of workers and resets Alfred's side so that a test sets what it needs.
`with_board(s, **changes)` swaps in an altered copy of Alfred's board (reconstructed data:
tests that depend on it say so).
"""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import placement
from ludotheque.games.darwins_journey.state import DarwinState

P, A = 0, 1  # the player's seat and Alfred's


def solo(level: str = "white", seed: int = 1) -> DarwinState:
    s = GAME.setup({"players": 1, "automas": {"1": f"alfred/{level}"}}, seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def fresh(s: DarwinState, coins: int = 0) -> DarwinState:
    """No worker anywhere, every worker home, Alfred with `coins`, his pawn on space 1,
    his printed seals only, a full display of one objective per colour."""
    s.at = [()] * len(s.at)
    placement.reclose_all(s)
    s.free = [0b01111, 0b01111]
    s.a_rest = ()
    s.coins[A] = coins
    s.a_bonus = 1
    b = s.ctx.automa.boards[s.ctx.level]
    s.rows[A] = tuple(r.seals for r in b.rows)
    s.log = []
    s.decision = None
    return s


def with_board(s: DarwinState, **changes) -> None:
    data = s.ctx.automa
    boards = list(data.boards)
    boards[s.ctx.level] = replace(boards[s.ctx.level], **changes)
    s.ctx = replace(s.ctx, automa=replace(data, boards=tuple(boards)))


def with_data(s: DarwinState, **changes) -> None:
    s.ctx = replace(s.ctx, automa=replace(s.ctx.automa, **changes))


def space(s: DarwinState, sid: str) -> int:
    return s.ctx.comp.diaries.index(sid)


def open_space(s: DarwinState, *sids: str) -> None:
    for sid in sids:
        s.lens[space(s, sid)] = -2
    placement.reclose_all(s)


def lock_space(s: DarwinState, *sids: str) -> None:
    for sid in sids:
        s.lens[space(s, sid)] = -1
    placement.reclose_all(s)
