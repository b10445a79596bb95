"""Tic-tac-toe: two seats take turns marking a 3x3 grid; three in a row wins."""

from ludo_tictactoe.game import TicTacToe

GAME = TicTacToe()  # the plugin: pyproject.toml names it under "ludotheque.games"

__all__ = ["GAME", "TicTacToe"]
