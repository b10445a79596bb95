"""How the search squashes Encyclopedia positions: at the scale of one settled turn's
gains among people, at the scale of random rollouts and whole games against an Automa."""

from __future__ import annotations

import math

import pytest

from ludotheque.agents.greedy import settle
from ludotheque.agents.mcts import PRIOR_VISITS, Search
from ludotheque.agents.observation import Observation
from ludotheque.core.outcome import MARGIN_PART
from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia import GAME

HARDEST = "automa:daubenton/astrolabe"


def _table(automa: bool, seed: int):
    config = {"players": 2}
    if automa:
        config = GAME.seat_config(config, ["x", HARDEST])
    state = GAME.setup(GAME.configure(config), seed)
    rng = Rng(seed)
    for _ in range(12):
        GAME.apply(state, rng.below(len(GAME.pending(state).options)))
    while len(GAME.pending(state).options) < 3:
        GAME.apply(state, rng.below(len(GAME.pending(state).options)))
    return state


def test_the_scale_depends_on_who_sits_at_the_table():
    assert GAME.search_scale(_table(False, 1)) == GAME.eval_scale == 6.0
    assert GAME.search_scale(_table(True, 1)) == GAME.automa_scale == 25.0


@pytest.mark.parametrize("automa", [False, True])
def test_the_search_squashes_with_the_tables_scale(automa):
    """The root's prior (greedy's value of each option) is squashed with the table's
    scale: a one-point edge weighs four times as much among people."""
    state = _table(automa, 2)
    seat = GAME.pending(state).seat
    obs = Observation(GAME, state, seat)
    search = Search(obs, Rng(5))
    search.sample(0)
    search.seed_root(obs.decision.options)
    sample = search.pool[0]
    base = GAME.evaluate(sample, seat)
    scale = 25.0 if automa else 6.0
    moved = 0
    for i, option in enumerate(obs.decision.options):
        child = GAME.copy(sample)
        GAME.apply(child, i)
        x = (settle(GAME, child, seat, GAME.checkpoint(sample)) - base) / scale
        node = search.root.children[option]
        assert node.total / PRIOR_VISITS == pytest.approx(1 / (1 + math.exp(-x)))
        moved += abs(x) > 0.05
    assert moved  # some option moves the evaluation: the scale is seen


def test_a_finished_game_against_an_automa_keeps_the_whole_game_scale():
    """A 60-point win is worth clearly more than a 20-point one: the margin part of a
    finished game is squashed at the scale of final scores, not of one turn's gains."""
    s = _table(True, 1)
    s.phase = "over"
    values = []
    for points in ([240, 180], [200, 180], [185, 180]):
        s.vp = list(points)
        values.append(GAME.outcome_value(s, 0))
    assert values[0] - values[1] > 0.15 * MARGIN_PART
    assert values[1] - values[2] > 0.1 * MARGIN_PART
