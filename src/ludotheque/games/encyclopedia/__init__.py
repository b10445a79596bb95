"""Encyclopedia (2021): 2-4 players, and the Automa for solo play or as an extra seat."""

from ludotheque.core.registry import register
from ludotheque.games.encyclopedia.game import EncyclopediaGame

GAME = register(EncyclopediaGame())

__all__ = ["GAME", "EncyclopediaGame"]
