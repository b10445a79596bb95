"""Root parallelism (`mcts:N/P`, `mcts:Ns/P`): P processes search one decision and their
root statistics are added up; the result is reproducible for a seed, and a failed fork
leaves the parent's own search to decide."""

from __future__ import annotations

import os

import pytest

from ludotheque.agents import root_parallel
from ludotheque.agents.mcts import PRIOR_VISITS
from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.core import ConfigError, Rng, get_game

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="root parallelism forks")


def _position(game_id: str = "iwari", config=None, steps: int = 6):
    game = get_game(game_id)
    state = game.setup(config or {"players": 2}, 4)
    rng = Rng(8)
    for _ in range(steps):
        game.apply(state, rng.below(len(game.pending(state).options)))
    while len(game.pending(state).options) < 2:
        game.apply(state, 0)
    return game, state


@pytest.mark.parametrize("processes", [2, 3])
def test_every_process_adds_its_visits_to_the_root(processes):
    """With an iteration budget each process visits the root's children exactly its
    iterations plus the prior's virtual visits, so the sum says every child reported."""
    game, state = _position()
    obs = Observation(game, state, game.pending(state).seat)
    agent = make_agent(f"mcts:40/{processes}", 3)
    assert agent.name == f"mcts:40/{processes}"
    stats = root_parallel.root_statistics(agent, obs)
    one_tree = 40 + PRIOR_VISITS * len(obs.decision.options)
    assert sum(v for v, _ in stats.values()) == processes * one_tree
    assert set(stats) <= set(obs.decision.options)
    assert all(0.0 <= total <= visits for visits, total in stats.values())


def test_the_same_seed_makes_the_same_choices():
    game, state = _position("encyclopedia", steps=4)
    seat = game.pending(state).seat
    picks = []
    for _ in range(2):
        agent = make_agent("mcts:30/2", 11)
        picks.append([agent.choose(Observation(game, state, seat)) for _ in range(3)])
    assert picks[0] == picks[1]


def test_a_failed_fork_leaves_the_parents_search(monkeypatch):
    def no_fork():
        raise OSError("no more processes")

    monkeypatch.setattr(root_parallel.os, "fork", no_fork)
    game, state = _position()
    obs = Observation(game, state, game.pending(state).seat)
    agent = make_agent("mcts:25/2", 3)
    stats = root_parallel.root_statistics(agent, obs)
    assert sum(v for v, _ in stats.values()) == 25 + PRIOR_VISITS * len(obs.decision.options)
    assert 0 <= agent.choose(obs) < len(obs.decision.options)


def test_a_root_parallel_agent_plays_a_game_to_the_end():
    game = get_game("iwari")
    state = game.setup({"players": 2}, 1)
    agents = [make_agent("mcts:8/2", 1), make_agent("random", 2)]
    while (d := game.pending(state)).seat is not None:
        game.apply(state, agents[d.seat].choose(Observation(game, state, d.seat)))
    assert game.is_over(state)


@pytest.mark.parametrize("spec", ["mcts:0.5s/0", "mcts:0.5s/x", "mcts:100/65", "mcts:/2"])
def test_a_bad_process_count_says_what_is_allowed(spec):
    with pytest.raises(ConfigError, match=r"/N to search in N processes at once, N from 1 to 64"):
        make_agent(spec, 0)


def test_the_children_are_waited_for_when_the_parents_search_fails(monkeypatch):
    game, state = _position()
    obs = Observation(game, state, game.pending(state).seat)
    agent = make_agent("mcts:10/3", 3)
    started = []
    fork = root_parallel._fork

    def tracked(*args):
        child = fork(*args)
        started.append(child[0])
        return child

    def broken(*args, **kwargs):
        raise RuntimeError("the search failed")

    monkeypatch.setattr(root_parallel, "_fork", tracked)
    monkeypatch.setattr(agent, "search", broken)  # in the children too: they report nothing
    with pytest.raises(RuntimeError, match="the search failed"):
        root_parallel.root_statistics(agent, obs)
    assert len(started) == 2
    for pid in started:  # each one was reaped: no zombie left behind
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
