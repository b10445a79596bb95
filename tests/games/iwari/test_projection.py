"""The search's one-pass projection (games/iwari/projection.py) against the scoring's own
(`scoring.projected_points`, the reference): the same numbers, of the same types, on every
position of seeded random games, in configurations where the fast path applies and where
it must step aside (module pawns, exploits, storms, locked connections, the Void)."""

from __future__ import annotations

import pytest

from ludotheque.core import get_game
from ludotheque.core.rng import Rng
from ludotheque.games.iwari import projection, scoring

GAME = get_game("iwari")
CONFIGS = [
    {"players": 2},
    {"players": 4},
    {"map": "face-b", "modules": "all", "players": 3},
    {"exploits": ["veneration", "courage"], "players": 3, "storms": True},
    {"expeditions": True, "map": "ile-oubliee", "players": 3},
    {"map": "chemins-inexplores", "players": 5},
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(sorted(c.items())))
def test_the_one_pass_projection_is_the_scorings(config):
    config = GAME.configure(config)
    rng = Rng(11)
    plain = 0
    for seed in range(4):
        state = GAME.setup(config, seed)
        while True:
            want, got = scoring.projected_points(state), projection.projected_points(state)
            assert got == want
            assert [type(v) for v in got] == [type(v) for v in want]
            plain += projection.plain(state)
            if GAME.is_over(state):
                break
            GAME.apply(state, rng.below(len(GAME.pending(state).options)))
    if config["players"] in (2, 4) and config["map"] == "face-a":
        assert plain  # the fast path was taken, not only the reference
