"""The hot path's JSON: views and messages encoded without orjson's OPT_NON_STR_KEYS when
their keys are all texts (twice as fast) must read byte for byte as with it."""

from __future__ import annotations

import dataclasses
import random

import orjson
import pytest

from ludotheque.core.match import Match
from ludotheque.core.registry import all_games
from ludotheque.server import words
from ludotheque.server.live import dumps

_REFERENCE = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS


def _positions(game, every: int = 7, limit: int = 300):
    """Views of every seat and a spectator along a random game (seeded)."""
    rng = random.Random(11)
    config = game.seat_config({}, ["human"] * game.min_players)
    config.setdefault("players", game.min_players)
    match = Match(game, config, 5)
    seats = [*range(game.num_seats(match.state)), None]
    while not match.is_over() and len(match.moves) < limit:
        if len(match.moves) % every == 0:
            for seat in seats:
                yield game.view(match.state, seat)
        match.play(rng.randrange(len(match.decision.options)))


@pytest.mark.parametrize("game", list(all_games()), ids=lambda g: g.id)
def test_every_games_views_encode_as_with_non_text_keys_allowed(game):
    n = 0
    for view in _positions(game):
        assert words.snapshot(view) == orjson.dumps(view, default=str, option=_REFERENCE)
        n += 1
    assert n > 10


@dataclasses.dataclass
class _Piece:
    name: str


def test_views_with_number_keys_dataclasses_or_huge_numbers_still_encode_as_before():
    with_int_keys = {"board": {1: "a", 2: ["b"]}, "piece": _Piece("x")}
    assert words.snapshot(with_int_keys) == orjson.dumps(
        with_int_keys, default=str, option=_REFERENCE
    )
    assert orjson.loads(words.snapshot(with_int_keys)) == {
        "board": {"1": "a", "2": ["b"]},
        "piece": "_Piece(name='x')",  # a dataclass is told as its text, not its fields
    }
    huge = {"n": 2**70}  # beyond orjson: json's encoding
    assert orjson.loads(words.snapshot(huge)) == {"n": 2**70}


def test_messages_with_or_without_number_keys_encode_as_before():
    plain = {"type": "state", "seq": 3, "labels": {"take A": "take the A card"}}
    assert dumps(plain) == orjson.dumps(plain, option=orjson.OPT_NON_STR_KEYS).decode()
    keyed = {"type": "state", "hints_used": {0: 1}, "view": orjson.Fragment(b'{"a":1}')}
    assert dumps(keyed) == orjson.dumps(keyed, option=orjson.OPT_NON_STR_KEYS).decode()
    assert orjson.loads(dumps(keyed))["hints_used"] == {"0": 1}
