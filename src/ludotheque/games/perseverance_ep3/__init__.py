"""Perseverance: Castaway Chronicles, Episode 3 (issue 14): the multiplayer game for 2-4
players with the 2-player dissident and both optional rules. Episode 4 is not built: its
multiplayer rules are not in the text (STATUS.md)."""

from ludotheque.games.perseverance_ep3.game import PerseveranceEp3Game

GAME = PerseveranceEp3Game()  # the plugin: pyproject.toml names it under "ludotheque.games"

__all__ = ["GAME", "PerseveranceEp3Game"]
