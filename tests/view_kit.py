"""What tests of views share (tests/games and tests/core): finding the parts a view owns.

A view may share what never changes during a game with every other view (`Game.fresh_views`;
those parts are read-only for every reader, tests/core/test_fresh_views.py). A test that
edits a view to check it is detached from the state edits only what the view owns: the
containers no other view of the same position holds.
"""

from __future__ import annotations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game


def seeded_table(game_id: str, players: int, seed: int, options: dict | None = None):
    """(game, its starting state, every seat and a spectator (None)) of a game at
    `players` seats with its default configuration (and `options`); skips where it is
    not played so."""
    game = get_game(game_id)
    if not game.min_players <= players <= game.max_players:
        pytest.skip(f"{game_id} is not played at {players}")
    config = game.seat_config(dict(options or {}), ["human"] * players)
    config.setdefault("players", players)
    try:
        state = game.setup(game.configure(config), seed)
    except ConfigError:
        pytest.skip(f"{game_id} has no default configuration at {players}")
    return game, state, [*range(game.num_seats(state)), None]


def random_moves(game, state, rng, plies: int):
    """Plays up to `plies` random moves of `state` by `rng`, yielding after each."""
    for _ in range(plies):
        if game.is_over(state):
            return
        d = game.pending(state)
        game.apply(state, d.options[rng.next64() % len(d.options)])
        yield


def containers(value, out: dict | None = None) -> dict:
    """Every dict and list reachable from `value`, by id."""
    out = {} if out is None else out
    if isinstance(value, dict):
        out[id(value)] = value
        for item in value.values():
            containers(item, out)
    elif isinstance(value, list):
        out[id(value)] = value
        for item in value:
            containers(item, out)
    return out
