"""States travel to other processes (the server's agent and coaching workers pickle them):
a state must pickle after a search has filled the game's memos, and arrive as the same
position. Perseverance's memo once held functions that do not pickle, and the server's
hints failed with "no worker could run it" only after a search had run in that process."""

from __future__ import annotations

import pickle

import pytest

from ludotheque.agents.mcts import MctsAgent
from ludotheque.agents.observation import Observation
from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_state_pickles_after_a_search_and_arrives_the_same(game_id, players):
    game = get_game(game_id)
    state = game.setup({"players": players}, 5)
    rng = Rng(5)
    for _ in range(15):
        d = game.pending(state)
        if d.seat is None:
            break
        game.apply(state, rng.below(len(d.options)))
    d = game.pending(state)
    MctsAgent(iterations=40, seed=1).choose(Observation(game, state, d.seat))
    for s in (state, game.determinize(state, d.seat, Rng(9))):
        back = pickle.loads(pickle.dumps(s))
        assert game.fingerprint(back) == game.fingerprint(s)
        assert game.pending(back).options == game.pending(s).options
        assert game.evaluate(back, d.seat) == game.evaluate(s, d.seat)
