"""Tic-tac-toe as a `core.Game`: the contract's glue, in the layout of the real games
(state in state.py, pictures in fronts/), only smaller: one action, no hidden information."""

from __future__ import annotations

from typing import Any

from ludo_tictactoe.state import CELLS, LINES, MARKS, TicTacToeState
from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game
from ludotheque.core.rng import Rng

FIRST = ("X", "O", "random")


class TicTacToe(Game):
    id = "tic-tac-toe"
    title = "Tic-tac-toe"
    min_players = 2
    max_players = 2
    variants = ("first",)
    eval_scale = 1.0
    rollout_decisions = 9

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(config) - {"players", "first"})
        if unknown:
            raise ConfigError(f"unknown configuration keys {unknown}; allowed: players, first")
        if config.get("players", 2) != 2:
            raise ConfigError(f"tic-tac-toe is for 2 players, not {config['players']!r}")
        first = config.get("first", "X")
        if first not in FIRST:
            raise ConfigError(f"first must be one of {', '.join(FIRST)}, not {first!r}")
        return {"players": 2, "first": first}

    def _setup(self, config: dict[str, Any], rng: Rng) -> TicTacToeState:
        first = rng.below(2) if config["first"] == "random" else MARKS.index(config["first"])
        return TicTacToeState(first, rng)

    def _decide(self, s: TicTacToeState) -> Decision:
        if s.over:
            return GAME_OVER
        free = tuple(CELLS[i] for i, c in enumerate(s.cells) if c is None)
        return Decision(s.to_move, "mark", free, f"{MARKS[s.to_move]}: mark a free cell.")

    def _play(self, s: TicTacToeState, option: str) -> None:
        i = CELLS.index(option)
        s.cells[i] = s.to_move
        s.moves += 1
        if any(i in line and all(s.cells[j] == s.to_move for j in line) for line in LINES):
            s.winner = s.to_move
        s.to_move = 1 - s.to_move

    def scores(self, s: TicTacToeState) -> list[int]:
        return [int(s.winner == seat) for seat in (0, 1)]

    def winners(self, s: TicTacToeState) -> list[int]:
        return [] if s.winner is None else [s.winner]

    def checkpoint(self, s: TicTacToeState) -> int:
        return s.moves  # every move starts the other seat's turn: undo never crosses it

    def view(self, s: TicTacToeState, seat: int | None) -> dict:
        d = self.pending(s)
        return {
            "game": self.id,
            "seat": seat,
            "cells": [None if c is None else MARKS[c] for c in s.cells],
            "to_move": None if s.over else s.to_move,
            "over": s.over,
            "winners": self.winners(s),
            "scores": self.scores(s),
            "decision": d.to_dict(include_options=False),
        }

    def snapshot(self, s: TicTacToeState) -> dict:
        return {"cells": list(s.cells), "to_move": s.to_move, "moves": s.moves}

    def determinize(self, s: TicTacToeState, seat: int, rng: Rng) -> TicTacToeState:
        c = s.copy()  # nothing is hidden: only the future randomness is new
        c.rng = Rng(rng.next64())
        return c
