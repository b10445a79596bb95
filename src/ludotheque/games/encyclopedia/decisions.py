"""A re-export for importers outside the game (server/boards/encyclopedia.py): the deck-top
option texts live in texts.py, the decisions in rules/decisions.py. Remove once no one
imports `ludotheque.games.encyclopedia.decisions`."""

from ludotheque.games.encyclopedia.texts import DECK_TOP

__all__ = ["DECK_TOP"]
