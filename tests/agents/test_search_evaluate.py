"""A game may give its search an evaluation of its own (`Game.search_evaluate`), which
`greedy` does not use: the search's starting point, root prior, settling steps and
rewards all judge by it, while `greedy` keeps the game's `evaluate`."""

from __future__ import annotations

import math

from ludotheque.agents import mcts
from ludotheque.agents.greedy import GreedyAgent, settle, settle_segment
from ludotheque.agents.observation import Observation
from ludotheque.core import Rng, get_game


def _reversed(game_id: str):
    """The game, but its search judges by the opposite of `evaluate`."""
    base = type(get_game(game_id))

    class Reversed(base):
        def search_evaluate(self, state, seat):
            return -self.evaluate(state, seat)

        def search_evaluate_seats(self, state, seats):
            return [-v for v in self.evaluate_seats(state, seats)]

        def search_known_values(self, state, seat):
            return None

    return base(), Reversed()


def _position(game):
    state = game.setup({"players": 2}, 4)
    rng = Rng(8)
    for _ in range(6):
        game.apply(state, rng.below(len(game.pending(state).options)))
    while len(game.pending(state).options) < 2:
        game.apply(state, 0)
    return state


def test_greedy_keeps_the_games_evaluation():
    plain, rev = _reversed("iwari")
    state = _position(plain)
    seat = plain.pending(state).seat
    chosen = [GreedyAgent(seed=5).choose(Observation(g, g.copy(state), seat)) for g in (plain, rev)]
    assert chosen[0] == chosen[1]


def _settle_by_lowest(game, state, seat, checkpoint):
    """The straightforward reading: each of the seat's steps the option whose child the
    game's own evaluation likes least (the first of equals)."""
    for _ in range(8):
        d = game.pending(state)
        if d.seat != seat or game.checkpoint(state) != checkpoint:
            break
        children = []
        for i in range(len(d.options)):
            child = game.copy(state)
            game.apply(child, i)
            children.append((game.evaluate(child, seat), i, child))
        state = min(children, key=lambda c: (c[0], c[1]))[2]
    return state


def test_the_search_settles_and_judges_by_its_own_evaluation():
    plain, rev = _reversed("iwari")
    state = _position(plain)
    seat = plain.pending(state).seat
    checkpoint = rev.checkpoint(state)
    differs = 0
    for i in range(len(plain.pending(state).options)):
        child = rev.copy(state)
        rev.apply(child, i)
        by_search = settle_segment(rev, rev.copy(child), seat, checkpoint, True)
        want = _settle_by_lowest(plain, rev.copy(child), seat, checkpoint)
        assert rev.fingerprint(by_search) == plain.fingerprint(want)
        assert settle(rev, rev.copy(child), seat, checkpoint, True) == -plain.evaluate(want, seat)
        by_game = settle_segment(rev, rev.copy(child), seat, checkpoint)
        differs += rev.fingerprint(by_game) != rev.fingerprint(by_search)
    assert differs  # the position has a segment where the two evaluations part ways


def test_the_root_prior_and_baseline_use_the_search_evaluation():
    plain, rev = _reversed("iwari")
    state = _position(plain)
    seat = plain.pending(state).seat
    obs = Observation(rev, state, seat)
    search = mcts.Search(obs, Rng(3))
    search.sample(0)
    search.seed_root(obs.decision.options)
    sample = search.pool[0]
    assert search.baseline(seat) == -plain.evaluate(sample, seat)
    checkpoint = rev.checkpoint(sample)
    for i, option in enumerate(obs.decision.options):
        child = rev.copy(sample)
        rev.apply(child, i)
        if rev.is_over(child):
            continue
        x = (settle(rev, child, seat, checkpoint, True) - search.baseline(seat)) / search.scale
        want = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
        node = search.root.children[option]
        assert math.isclose(node.total / node.visits, want)


def test_rewards_use_the_search_evaluation():
    plain, rev = _reversed("iwari")
    state = _position(plain)
    seats = [0, 1]
    values = mcts._rewards(rev, state, seats, lambda seat: 0.0, 10.0)
    for v, seat in zip(values, seats, strict=True):
        want = 1.0 / (1.0 + math.exp(plain.evaluate(state, seat) / 10.0))
        assert math.isclose(v, want)
