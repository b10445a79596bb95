"""MCTS starts each decision from the evaluation's opinion of every option (progressive
bias): each root option gets `PRIOR_VISITS` virtual visits worth what `greedy` makes of
it, so a search too short to learn anything plays as `greedy` would, and real visits
must outweigh the prior to overturn it."""

from __future__ import annotations

import math

import pytest

from ludotheque.agents import mcts
from ludotheque.agents.greedy import settle
from ludotheque.agents.observation import Observation
from ludotheque.core import Rng, get_game

POSITIONS = {  # game: (config, decisions played from the start)
    "iwari": ({"players": 2}, 6),
    "newton": ({"players": 1}, 9),
    "encyclopedia": ({"players": 2}, 4),
}


def _position(game_id: str):
    game = get_game(game_id)
    config, steps = POSITIONS[game_id]
    state = game.setup(config, 4)
    rng = Rng(8)
    for _ in range(steps):
        game.apply(state, rng.below(len(game.pending(state).options)))
    while len(game.pending(state).options) < 2:
        game.apply(state, 0)
    return game, state


def _greedy_values(game, sample, seat, options) -> list[float]:
    checkpoint = game.checkpoint(sample)
    out = []
    for o in options:
        child = game.copy(sample)
        game.apply(child, o)
        out.append(settle(game, child, seat, checkpoint))
    return out


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_root_options_start_from_greedys_values(game_id):
    game, state = _position(game_id)
    seat = game.pending(state).seat
    obs = Observation(game, state, seat)
    search = mcts.Search(obs, Rng(3))
    search.sample(0)  # the first sample, on which the prior is computed
    search.seed_root(obs.decision.options)
    sample = search.pool[0]
    values = _greedy_values(game, sample, seat, obs.decision.options)
    base = game.evaluate(sample, seat)
    for o, v in zip(obs.decision.options, values, strict=True):
        node = search.root.children[o]
        assert node.visits == node.avail == mcts.PRIOR_VISITS
        want = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, (v - base) / game.eval_scale))))
        assert node.total / node.visits == pytest.approx(want)
    # the most valued option is the one the prior ranks first
    best = max(range(len(values)), key=values.__getitem__)
    means = [search.root.children[o].total for o in obs.decision.options]
    assert means.index(max(means)) == best


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_a_one_iteration_search_plays_a_best_greedy_option(game_id):
    """One real iteration goes to the option the prior ranks best (equal exploration
    terms), so the most visited option is one greedy would play on that sample."""
    game, state = _position(game_id)
    seat = game.pending(state).seat
    obs = Observation(game, state, seat)
    agent = mcts.MctsAgent(seed=5, iterations=1)
    choice = agent.choose(obs)
    search = mcts.Search(obs, Rng(5))  # the same generator: the same first sample
    search.sample(0)
    values = _greedy_values(game, search.pool[0], seat, obs.decision.options)
    assert values[choice] == max(values)


def test_an_option_that_ends_the_game_is_worth_its_outcome():
    """A root option after which the game is over gets the game's outcome_value, not
    the evaluation: Newton alone, the last decision of a game."""
    game = get_game("newton")
    state = game.setup({"players": 1}, 2)
    rng = Rng(2)
    last = None
    while (d := game.pending(state)).seat is not None:
        if len(d.options) > 1:
            last = game.copy(state)
        game.apply(state, rng.below(len(d.options)))
    obs = Observation(game, last, game.pending(last).seat)
    search = mcts.Search(obs, Rng(1))
    search.sample(0)
    search.seed_root(obs.decision.options)
    ended = 0
    for o in obs.decision.options:
        child = game.copy(search.pool[0])
        game.apply(child, o)
        if game.is_over(child):
            ended += 1
            node = search.root.children[o]
            assert node.total / node.visits == pytest.approx(game.outcome_value(child, 0))
    if not ended:
        pytest.fail("no option of the last decision ends the game: pick another position")
