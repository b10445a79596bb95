"""Iwari (2019): the base game, its modules and the 2-player neutral tribe."""

from ludotheque.core.registry import register
from ludotheque.games.iwari.game import IwariGame

GAME = register(IwariGame())

__all__ = ["GAME", "IwariGame"]
