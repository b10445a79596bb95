"""The state: nine cells and whose turn it is. Plain data with slots, copied shallowly."""

from __future__ import annotations

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng

COLUMNS, ROWS = "abc", "123"
CELLS = tuple(c + r for r in ROWS for c in COLUMNS)  # "a1" .. "c3", row by row
LINES = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # rows
    (0, 3, 6), (1, 4, 7), (2, 5, 8),  # columns
    (0, 4, 8), (2, 4, 6),  # diagonals
)  # fmt: skip
MARKS = ("X", "O")


class TicTacToeState(GameState):
    __slots__ = ("cells", "to_move", "moves", "winner", "rng")

    def __init__(self, first: int, rng: Rng):
        self.decision = None
        self.cells: list[int | None] = [None] * 9  # the seat whose mark is there
        self.to_move = first
        self.moves = 0
        self.winner: int | None = None
        self.rng = rng  # unused by the rules; search agents re-seed it like any game's

    def copy(self) -> TicTacToeState:
        s = TicTacToeState.__new__(TicTacToeState)
        s.decision = self.decision
        s.cells = self.cells[:]
        s.to_move, s.moves, s.winner, s.rng = self.to_move, self.moves, self.winner, self.rng
        return s

    @property
    def over(self) -> bool:
        return self.winner is not None or self.moves == 9
