"""The fast MCTS loop (agents.mcts) searches exactly as the plain one it replaced
(tests/agents/reference_mcts.py): from seeded positions of every game, a seeded search of
a fixed number of iterations grows the same tree (every node's visits, rewards,
availability and seat) and leaves the random stream where the plain one leaves it."""

from __future__ import annotations

import pytest

from ludotheque.agents.mcts import Search
from ludotheque.agents.observation import Observation
from ludotheque.core import Rng, all_games
from ludotheque.core.errors import ConfigError

from . import reference_mcts

ITERATIONS = 60
POSITIONS = 3  # per game and player count
STEPS = 23  # random decisions between two searched positions


def _tree(node) -> tuple:
    return (
        node.visits,
        node.total,
        node.avail,
        node.seat,
        tuple((o, _tree(c)) for o, c in node.children.items()),
    )


def _positions(game, config, count, seed):
    """`count` positions with a real choice, from one seeded random game (or more)."""
    rng = Rng(seed)
    found = []
    while len(found) < count:
        state = game.setup(config, rng.next64())
        while (d := game.pending(state)).seat is not None and len(found) < count:
            for _ in range(STEPS):
                d = game.pending(state)
                if d.seat is None:
                    break
                game.apply(state, rng.below(len(d.options)))
            d = game.pending(state)
            if d.seat is not None and len(d.options) > 1:
                found.append(game.copy(state))
    return found


def _configs(game):
    out = []
    for n in (2, 4):
        try:
            out.append(game.configure({"players": n}))
        except ConfigError:
            continue
    return out


CASES = [
    pytest.param(game, config, id=f"{game.id}-{config['players']}p")
    for game in all_games()
    for config in _configs(game)
]


def check_same_search(game, state, seed: int, iterations: int) -> str:
    """Search `state` with both loops; assert the same tree and stream; return the most
    visited root option."""
    seat = game.pending(state).seat
    new_rng, old_rng = Rng(seed), Rng(seed)
    new = Search(Observation(game, game.copy(state), seat), new_rng)
    for n in range(iterations):
        new.iterate(n)
    old = reference_mcts.search(Observation(game, game.copy(state), seat), old_rng, iterations)
    assert _tree(new.root) == _tree(old.root)
    assert new_rng.state == old_rng.state
    children = new.root.children
    return max(children, key=lambda o: children[o].visits)


@pytest.mark.parametrize("game,config", CASES)
def test_fast_search_grows_the_plain_searchs_tree(game, config):
    for k, state in enumerate(_positions(game, config, POSITIONS, seed=22)):
        check_same_search(game, state, seed=k, iterations=ITERATIONS)


@pytest.mark.parametrize("game,config", CASES)
def test_evaluate_seats_is_evaluate_for_each_seat(game, config):
    """A game's `evaluate_seats` (its projection worked out once) gives what `evaluate`
    gives seat by seat, over positions from the start to the end of random games."""
    rng = Rng(5)
    checked = 0
    for _ in range(3):
        state = game.setup(config, rng.next64())
        while True:
            seats = list(range(game.num_seats(state)))
            assert game.evaluate_seats(state, seats) == [game.evaluate(state, s) for s in seats]
            assert game.evaluate_seats(state, seats[::-1]) == [
                game.evaluate(state, s) for s in seats[::-1]
            ]
            checked += 1
            if game.random_steps(state, rng, 9) < 9:
                break
    seats = list(range(game.num_seats(state)))
    assert game.evaluate_seats(state, seats) == [game.evaluate(state, s) for s in seats]
    assert checked > 10
