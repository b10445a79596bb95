"""The views of one position built for the server (`fronts.position_parts.view`) share
the parts every seat sees alike, and are exactly the views built afresh: as data and as
JSON text, for every seat and a spectator, at every move of seeded random games of
every game at 2 to 4 players; they stay as they were made while the game goes on and
their readers run; and their narration (whose words of shared parts are told once for
all listeners: `fronts.narration.by_parts`) is the fresh views' word for word."""

from __future__ import annotations

import copy
import json

import pytest

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng
from ludotheque.fronts import position_parts
from view_kit import containers, random_moves, seeded_table  # tests/view_kit.py (on the path)

GAMES = ["darwins-journey", "encyclopedia", "iwari", "newton", "perseverance-ep3"]
PLIES = 120


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_shared_views_are_the_fresh_views(game_id: str, players: int) -> None:
    game, state, watchers = seeded_table(game_id, players, 40 + players)
    rng = Rng(players)
    shared_before = {w: position_parts.view(game, state, w) for w in watchers}
    fresh_before = {w: game.view(state, w) for w in watchers}
    kept: list = []
    sharing = told = 0
    for _ in random_moves(game, state, rng, PLIES):
        shared = {w: position_parts.view(game, state, w) for w in watchers}
        fresh = {w: game.view(state, w) for w in watchers}
        for w in watchers:
            assert shared[w] == fresh[w], (game_id, w, len(kept))
            assert json.dumps(shared[w]) == json.dumps(fresh[w]), (game_id, w)
            want = game.narrate(fresh_before[w], fresh[w], w)
            assert game.narrate(shared_before[w], shared[w], w) == want, (game_id, w)
            told += len(want)
            for option in game.pending(state).options[:3]:
                assert game.option_label(shared[w], option) == game.option_label(fresh[w], option)
            kept.append((shared[w], copy.deepcopy(shared[w])))
        seen = containers(shared[watchers[-1]]).keys()
        sharing += len(seen & containers(shared[0]).keys())
        for view, made in kept:
            assert view == made, f"{game_id}: a shared view changed"
        kept = kept[-4 * len(watchers) :]
        shared_before, fresh_before = shared, fresh
    assert sharing and told


def test_views_are_built_afresh_outside_the_server():
    """A state edited by hand (as tests do) keeps its decision: only a caller that
    changes states by `apply` alone shares parts (`position_parts.view`)."""
    game = get_game("encyclopedia")
    state = game.setup(game.configure({"players": 2}), 3)
    first = game.view(state, 0)
    assert game.view(state, None)["central"] is not first["central"]
    assert position_parts.parts(state) is None
    shared = position_parts.view(game, state, 0)
    assert position_parts.view(game, state, None)["central"] is shared["central"]
    state.vp[0] += 5  # by hand: the decision stays, the views built afresh see it
    assert game.view(state, 0)["seats"][0]["vp"] == first["seats"][0]["vp"] + 5


def test_a_value_set_once_is_copied_once_for_every_view():
    """A final scoring is copied once and that copy given to every view of it: a view
    never holds the state's own object, and a new final scoring gets its own copy."""
    final = {"scores": [3, 4], "rows": [{"seat": 0, "vp": 3}]}
    copied = position_parts.set_once_copy(final)
    assert copied == final and copied is not final
    assert copied["rows"][0] is not final["rows"][0]
    assert position_parts.set_once_copy(final) is copied
    other = {"scores": [3, 4], "rows": [{"seat": 0, "vp": 3}]}
    assert position_parts.set_once_copy(other) is not copied
