"""A new game's solo modes reach Gymnasium with no change to the adapters: Pebbles
(tests/interop/solo_plugin), a third-party game found only through its entry point, that
declares `solo_configs()` and the research hooks, gets `ludotheque/Pebbles-solo-v0`, which
passes Gymnasium's checker and plays to the end."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from ludotheque.core import registry  # noqa: E402
from ludotheque.interop import gymnasium as adapter  # noqa: E402

PLUGIN = Path(__file__).parent / "solo_plugin"
NAME = "ludotheque/Pebbles-solo-v0"


@pytest.fixture
def pebbles(tmp_path, monkeypatch):
    """Pebbles laid out as pip would install it (package + dist-info with its entry
    points) in a temporary folder on sys.path, for one test."""
    project = tomllib.loads((PLUGIN / "pyproject.toml").read_text())["project"]
    site = tmp_path / "site"
    shutil.copytree(
        PLUGIN / "ludo_pebbles", site / "ludo_pebbles", ignore=shutil.ignore_patterns("__pycache__")
    )
    info = site / "ludo_pebbles-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ludo-pebbles\nVersion: 0.1\n")
    lines = []
    for group, entries in project["entry-points"].items():
        lines += [f"[{group}]", *(f"{k} = {v}" for k, v in entries.items()), ""]
    (info / "entry_points.txt").write_text("\n".join(lines))
    monkeypatch.syspath_prepend(str(site))
    registry.refresh()
    yield "pebbles"
    gymnasium.registry.pop(NAME, None)
    for name in [m for m in sys.modules if m.split(".")[0] == "ludo_pebbles"]:
        del sys.modules[name]
    registry.refresh()


def test_a_plugin_games_solo_mode_is_registered_generically(pebbles):
    assert NAME not in adapter.ENV_IDS  # not there when the adapter was first imported
    names = adapter.register_all()  # the adapter's own loop over every game's solo_configs
    assert NAME in names and NAME in gymnasium.registry
    assert set(adapter.ENV_IDS) <= set(names)  # our own games' modes are still there
    spec = gymnasium.spec(NAME)
    assert spec.kwargs == {"game_id": "pebbles", "config": {"players": 1}}


def test_the_plugin_environment_passes_check_env_and_plays_to_the_end(pebbles):
    adapter.register_all()
    env = gymnasium.make(NAME)
    check_env(env.unwrapped)
    obs, _ = env.reset(seed=3)
    assert obs["observation"].shape == (4,) and obs["action_mask"].tolist() == [1, 1]
    env.action_space.seed(3)
    done, steps = False, 0
    while not done:
        obs, reward, term, trunc, _ = env.step(env.action_space.sample(mask=obs["action_mask"]))
        done, steps = term or trunc, steps + 1
    assert 5 <= steps <= 10  # five rounds, each kept at once or after one reroll
    assert 5 / 30 <= reward <= 1.0  # the game's outcome_value: the kept dice over 30
