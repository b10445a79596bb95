"""The floor: tic-tac-toe in plain Python, written for the bench, played by our games' loop.

Why a floor: a step of OpenSpiel's Python tic-tac-toe costs 15-30 µs, most of it numpy
and pybind11 crossings, so "N times OpenSpiel" flatters any pure-Python engine. This
game is what one step of a board game costs in plain Python at the least: a list board,
options listed when asked and kept until the next move, an index checked and played, the
win tested on the lines through the new mark. It answers the same three calls as a game
of ours (`setup`, `pending` returning something with `seat` and `options`, `apply` with
an index), so `bench.games.play_games` drives it with exactly the loop it drives our
games with, `Rng.below` included: "our decision over one floor step" then measures what
our engine adds to a plain-Python step, not what the loop costs.
"""

from __future__ import annotations

from typing import Any

NAME = "plain-Python tic-tac-toe (ludotheque.bench.floor)"

# The lines through each cell.
_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
_THROUGH = tuple(tuple(line for line in _LINES if cell in line) for cell in range(9))


class Step:
    """The pending step: who moves (None once the game is over) and the free cells."""

    __slots__ = ("seat", "options")

    def __init__(self, seat: int | None, options: tuple[int, ...]):
        self.seat = seat
        self.options = options


OVER = Step(None, ())


class Board:
    __slots__ = ("cells", "turn", "step")

    def __init__(self) -> None:
        self.cells = [0] * 9  # 0 empty, 1 and 2 the players' marks
        self.turn = 0
        self.step: Step | None = None


class FloorTicTacToe:
    """Two players alternate marks on a 3x3 list board; three in a line wins."""

    id = "floor-tic-tac-toe"

    def setup(self, config: Any = None, seed: int = 0) -> Board:
        return Board()

    def pending(self, board: Board) -> Step:
        step = board.step
        if step is None:
            cells = board.cells
            step = board.step = Step(board.turn, tuple(i for i in range(9) if not cells[i]))
        return step

    def apply(self, board: Board, index: int) -> None:
        options = self.pending(board).options
        if not 0 <= index < len(options):
            raise ValueError(f"step index {index} is out of range: choose 0 to {len(options) - 1}")
        cell = options[index]
        cells = board.cells
        mark = cells[cell] = board.turn + 1
        for a, b, c in _THROUGH[cell]:
            if cells[a] == mark and cells[b] == mark and cells[c] == mark:
                board.step = OVER
                return
        if len(options) == 1:
            board.step = OVER  # the board is full: a draw
            return
        board.turn ^= 1
        board.step = None
