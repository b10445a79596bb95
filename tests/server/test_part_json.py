"""A view's JSON with its shared parts encoded once (`server/part_json.py`) is byte for
byte the view encoded whole, for every seat and a spectator of every position of seeded
random games of every game at 2 to 4 players, with one memory kept across the listeners
of a position (as the server keeps it) and even across positions; and the state messages
the server sends (`Hub.state_text`) are the messages encoded without it."""

from __future__ import annotations

import asyncio
import dataclasses
import random

import orjson
import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.match import Match
from ludotheque.core.registry import all_games
from ludotheque.fronts import position_parts
from ludotheque.server import part_json, words
from ludotheque.server.hub import Hub
from ludotheque.server.live import dumps
from ludotheque.server.settings import Settings
from ludotheque.server.store import Store


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game", list(all_games()), ids=lambda g: g.id)
def test_views_encoded_by_parts_are_the_views_encoded_whole(game, players):
    if not game.min_players <= players <= game.max_players:
        pytest.skip(f"{game.id} is not played at {players}")
    config = game.seat_config({}, ["human"] * players)
    config.setdefault("players", players)
    try:
        match = Match(game, config, 7)
    except ConfigError:
        pytest.skip(f"{game.id} has no default configuration at {players}")
    rng = random.Random(players)
    watchers = [*range(game.num_seats(match.state)), None]
    long_memo: dict = {}  # never emptied: parts of earlier positions stay in it
    spliced = 0
    while not match.is_over() and len(match.moves) < 150:
        memo: dict = {}
        for w in watchers:
            view = position_parts.view(game, match.state, w)
            whole = words.snapshot(view)
            kept = position_parts.kept(match.state)
            assert part_json.snapshot(view, memo, kept) == whole
            assert part_json.snapshot(view, long_memo, kept) == whole
        spliced += sum(1 for v in memo.values() if type(v) is orjson.Fragment)
        match.play(rng.randrange(len(match.decision.options)))
    assert spliced > 0


@dataclasses.dataclass
class _Piece:
    name: str


def test_what_orjson_refuses_is_encoded_whole_as_before():
    memo: dict = {}
    board = {"spaces": [1, 2]}
    for view in (
        {"board": board, "n": 2**70},  # beyond 64 bits: json's encoding
        {"board": board, "odd": {1: "a"}},  # a key that is no text
    ):
        assert part_json.snapshot(view, memo, {"board": board}) == words.snapshot(view)
    seats = [{"a": 1}, {"a": 1}]
    piece = {"board": board, "piece": _Piece("x"), "seats": seats}
    kept = {"board": board, 0: seats[0]}
    assert part_json.snapshot(piece, {}, kept) == words.snapshot(piece)


def test_kept_parts_and_a_kept_dicts_values_are_spliced_and_read_the_same():
    board, entry = {"x": [1, {"y": None}]}, {"coins": 3}
    public = {"market": {"a": [1, 2]}, "deck": [5, 6], "round": 2}
    kept = {"board": board, 1: entry, position_parts.TOP: public}
    memo: dict = {}
    for seat in (0, 1, None):
        mine = {"cards": [seat]}
        view = {"seat": seat, "seats": [mine, entry], "board": board, **public, "e": {}}
        assert part_json.snapshot(view, memo, kept) == orjson.dumps(view)
    spliced = [k for k, v in memo.items() if type(v) is orjson.Fragment]
    assert sorted(spliced) == sorted(map(id, (board, entry, public["market"], public["deck"])))


def test_state_messages_read_as_without_shared_parts(tmp_path):
    """Every listener's message after every move, as the server sends it (the view and
    the summary spliced in), against the same message encoded whole afterwards."""
    asyncio.run(_messages(str(tmp_path / "t.db")))


async def _messages(path: str) -> None:
    store = Store(path)
    store.create_schema()
    settings = Settings(database=path, agent_delay=0.0, create_rate=1e6, create_burst=1e6)
    hub = Hub(store, settings)
    await hub.start()
    try:
        for game in all_games():
            n = min(3, game.max_players)
            table, _tokens = await hub.create(
                {"game": game.id, "seats": ["human"] * n, "seed": 3, "analysis": True}
            )
            listeners = [*range(game.num_seats(table.match.state)), None]
            rng = random.Random(n)
            while not table.match.is_over() and len(table.match.moves) < 40:
                for seat in listeners:
                    known = max(0, len(table.match.moves) - 1)
                    text = hub.state_text(table, seat, False, known)
                    assert text == dumps(hub.state(table, seat, False, known))
                d = table.match.decision
                await hub.move(table, d.seat, table.version, rng.randrange(len(d.options)))
    finally:
        await hub.stop()
