"""Every game as a PettingZoo AEC environment: the library's API test and seed test, the
action mask, and the terminal picture in render_mode "ansi"."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from ludotheque.core import registry  # noqa: E402
from ludotheque.interop.pettingzoo import env  # noqa: E402

from .cases import TABLES  # noqa: E402

# One multi-seat table per game (the solo modes are the Gymnasium tests' business).
CASES = {
    "iwari": 3,
    "encyclopedia": 2,
    "newton": 2,
    "darwins-journey": 2,
    "perseverance-ep3": 2,
}


@pytest.mark.parametrize("gid", sorted(CASES))
def test_api_test_passes(gid):
    api_test(env(gid, players=CASES[gid]), num_cycles=150, verbose_progress=False)


@pytest.mark.parametrize("gid", sorted(CASES))
def test_seed_test_passes(gid):
    seed_test(lambda: env(gid, players=CASES[gid]), num_cycles=40)


def test_mask_marks_exactly_the_legal_options_of_the_agent_to_move():
    e = env("iwari", players=2)
    e.reset(seed=4)
    for _ in range(30):
        agent = e.agent_selection
        obs = e.observe(agent)
        seat = int(agent.split("_")[1])
        decision = e.table.game.pending(e.state)
        assert decision.seat == seat
        legal = set(e.table.vocabulary.ids(decision.options))
        assert set(np.flatnonzero(obs["action_mask"])) == legal
        for other in e.agents:
            if other != agent:
                assert not e.observe(other)["action_mask"].any()
        e.step(min(legal))


def test_a_game_ends_with_win_loss_rewards_and_every_agent_done():
    e = env("newton", players=2)
    e.reset(seed=1)
    total = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
        else:
            e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert not e.agents
    assert sorted(total.values()) in ([-1.0, 1.0], [0.0, 0.0], [1.0, 1.0], [-1.0, -1.0])


@pytest.mark.parametrize("gid", sorted(CASES))
def test_ansi_render_is_the_terminal_board(gid):
    e = env(gid, players=CASES[gid], render_mode="ansi")
    e.reset(seed=2)
    text = e.render()
    assert registry.front("terminal", gid) is not None  # the game's own picture...
    assert isinstance(text, str) and not text.lstrip().startswith("{")  # ...not JSON
    assert e.table.game.title.split()[0].rstrip(":'s") in text
    assert env(gid, players=CASES[gid]).render() is None  # no render_mode, no picture


def test_every_game_in_the_cases_has_an_environment():
    assert set(CASES) == set(TABLES)
