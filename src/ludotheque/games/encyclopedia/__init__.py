"""Encyclopedia (2021): 2-4 players, and the Automa for solo play or as an extra seat."""

from ludotheque.games.encyclopedia.game import EncyclopediaGame

GAME = EncyclopediaGame()  # the plugin: pyproject.toml names it under "ludotheque.games"

__all__ = ["GAME", "EncyclopediaGame"]
