"""The game-agnostic core: decisions, randomness, records, the game contract and the registry.

Nothing in this package knows any particular game.
"""

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError, IllegalOption, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import all_games, get_game
from ludotheque.core.rng import Rng

__all__ = [
    "ConfigError",
    "Decision",
    "Game",
    "IllegalOption",
    "Match",
    "Record",
    "RecordError",
    "Rng",
    "all_games",
    "get_game",
    "replay",
]
