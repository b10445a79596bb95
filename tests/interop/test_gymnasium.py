"""Every solo mode as a Gymnasium environment under `ludotheque/`, passing Gymnasium's
environment checker and playing to the end with the action mask."""

from __future__ import annotations

import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from ludotheque.interop import gymnasium as adapter  # noqa: E402

EXPECTED = {
    "ludotheque/Newton-solo-v0",
    "ludotheque/Iwari-solo-v0",
    "ludotheque/Encyclopedia-automa-v0",
    "ludotheque/DarwinsJourney-alfred-v0",
    "ludotheque/PerseveranceEp3-dissidents-v0",
}


def test_every_solo_mode_is_registered():
    assert set(adapter.ENV_IDS) == EXPECTED
    assert EXPECTED <= set(gymnasium.registry)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_env_passes(name):
    e = gymnasium.make(name, render_mode="ansi")
    check_env(e.unwrapped)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_masked_episode_ends_with_the_games_own_value(name):
    e = gymnasium.make(name)
    obs, _ = e.reset(seed=11)
    e.action_space.seed(11)
    done, steps, reward = False, 0, 0.0
    while not done:
        action = e.action_space.sample(mask=obs["action_mask"])
        obs, reward, term, trunc, info = e.step(action)
        assert not info.get("illegal")
        done = term or trunc
        steps += 1
    assert steps > 10
    assert 0.0 <= reward <= 1.0  # Game.outcome_value


def test_an_illegal_action_changes_nothing_and_costs_the_penalty():
    e = gymnasium.make("ludotheque/Newton-solo-v0").unwrapped
    obs, _ = e.reset(seed=3)
    illegal = int((obs["action_mask"] == 0).nonzero()[0][0])
    before = e.table.game.fingerprint(e.state)
    obs2, reward, term, trunc, info = e.step(illegal)
    assert info["illegal"] and reward == -1.0 and not term
    assert e.table.game.fingerprint(e.state) == before


def test_the_module_prefix_loads_the_registrations():
    e = gymnasium.make("ludotheque.interop.gymnasium:ludotheque/Iwari-solo-v0")
    obs, _ = e.reset(seed=0)
    assert obs["action_mask"].sum() >= 1
