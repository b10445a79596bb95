"""The vocabulary and tensor invariants over 200 seeded random games per game: every legal
option is in the game's action vocabulary; the encoding has the declared length; re-dealing
what a seat cannot see (`determinize` for that seat) leaves its encoding unchanged."""

from __future__ import annotations

import pytest

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

from .cases import TABLES

GAMES_PER_GAME = 200
CHECK_EVERY = 23  # decisions between two encoding and determinize checks


def _sweep(game_id: str) -> dict:
    game = get_game(game_id)
    table = TABLES[game_id]
    vocab: dict[str, set] = {}
    sizes: dict[str, int] = {}
    counts = {"games": 0, "decisions": 0, "checks": 0}
    for i in range(GAMES_PER_GAME):
        players, extra = table[i % len(table)]
        config = game.configure({"players": players, **extra})
        key = repr(sorted(config.items()))
        if key not in vocab:
            texts = game.action_vocabulary(config)
            assert len(set(texts)) == len(texts), "the vocabulary repeats a text"
            vocab[key] = set(texts)
            sizes[key] = game.encoding_size(config)
        words, size = vocab[key], sizes[key]
        state = game.setup(config, 7_000 + i)
        rng = Rng(9_000 + i)
        k = 0
        while not game.is_over(state):
            d = game.pending(state)
            missing = [o for o in d.options if o not in words]
            assert not missing, f"{game_id} {config} seed {7_000 + i}: {missing} not in vocabulary"
            if k % CHECK_EVERY == i % CHECK_EVERY:
                seat = d.seat
                enc = game.encode(game.view(state, seat), seat)
                assert len(enc) == size
                assert all(isinstance(x, float) for x in enc)
                sample = game.determinize(state, seat, Rng(i * 7919 + k))
                assert game.encode(game.view(sample, seat), seat) == enc, (
                    f"{game_id} seed {7_000 + i} decision {k}: determinize changed "
                    f"seat {seat}'s encoding"
                )
                counts["checks"] += 1
            game.apply(state, rng.below(len(d.options)))
            k += 1
        counts["decisions"] += k
        counts["games"] += 1
    return counts


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_random_games_keep_vocabulary_and_encoding_invariants(game_id):
    counts = _sweep(game_id)
    assert counts["games"] == GAMES_PER_GAME
    assert counts["checks"] >= GAMES_PER_GAME  # at least one check a game on average


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_player_count_is_covered(game_id):
    game = get_game(game_id)
    counts = {p for p, _ in TABLES[game_id]}
    assert counts == set(range(game.min_players, game.max_players + 1))
