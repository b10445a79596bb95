"""Iwari (2019): the base game, its modules and the 2-player neutral tribe."""

from ludotheque.games.iwari.game import IwariGame

GAME = IwariGame()  # the plugin: pyproject.toml names it under "ludotheque.games"

__all__ = ["GAME", "IwariGame"]
