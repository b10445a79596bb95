"""The games the engine knows, by id. Games register themselves when their package loads."""

from __future__ import annotations

import importlib
import threading

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game

# Game packages that register themselves on import. A new game adds its package name here.
_GAME_PACKAGES = (
    "ludotheque.games.iwari",
    "ludotheque.games.encyclopedia",
    "ludotheque.games.newton",
)

_games: dict[str, Game] = {}
_loaded = False
_lock = threading.Lock()


def register(game: Game) -> Game:
    _games[game.id] = game
    return game


def _load() -> None:
    """Import every game package once; safe when several threads ask at the same time."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if not _loaded:
            for name in _GAME_PACKAGES:
                importlib.import_module(name)
            _loaded = True


def all_games() -> list[Game]:
    _load()
    return [_games[k] for k in sorted(_games)]


def get_game(game_id: str) -> Game:
    _load()
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(sorted(_games)) or "none"
        raise ConfigError(f"unknown game {game_id!r}; known games: {known}") from None
