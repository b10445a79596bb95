"""The default worth of a finished game to a seat, and MCTS scoring finished rollouts
with the game's `outcome_value`."""

from __future__ import annotations

from ludotheque.agents.mcts import _rollout
from ludotheque.core.game import Game
from ludotheque.core.rng import Rng


class Table(Game):
    """A finished game whose winners a test sets: only what `outcome_value` reads."""

    id = "table"

    def __init__(self, winners: list[int], seats: int):
        self._winners, self._seats = winners, seats

    def winners(self, state):
        return self._winners

    def num_seats(self, state):
        return self._seats

    def is_over(self, state):
        return True

    def rollout_plan(self, state):
        return False, 0

    configure = scores = view = determinize = snapshot = _setup = _decide = _play = None


def test_a_sole_win_is_worth_one_and_a_loss_nothing():
    game = Table([2], 4)
    assert [game.outcome_value(None, p) for p in range(4)] == [0.0, 0.0, 1.0, 0.0]


def test_a_victory_shared_by_k_rivals_is_worth_one_kth():
    game = Table([0, 3], 4)
    assert [game.outcome_value(None, p) for p in range(4)] == [0.5, 0.0, 0.0, 0.5]


def test_a_win_of_the_whole_table_is_worth_one():
    """A co-operative win, or a lone seat: nobody to share the victory with."""
    assert Table([0, 1], 2).outcome_value(None, 1) == 1.0
    assert Table([0], 1).outcome_value(None, 0) == 1.0
    assert Table([], 2).outcome_value(None, 0) == 0.0


def test_a_finished_rollout_is_worth_the_games_outcome_value():
    class Scored(Table):
        def outcome_value(self, state, seat):
            return 0.25 + 0.5 * seat

    reward = _rollout(Scored([0], 2), None, Rng(1), baseline=None)
    assert (reward(0), reward(1)) == (0.25, 0.75)
