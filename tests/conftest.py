"""What every test folder shares: a clear stop when the installed metadata declares no
game, `plugin_game`, a throwaway third-party game installed for one test, and property
tests without a time limit."""

from __future__ import annotations

import os
import shutil
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from ludotheque.core import registry

# Property tests check what holds, never how long it takes: Hypothesis's default 200 ms
# deadline per example and its "input generation is slow" health check both failed a
# correct property on a loaded machine (tests/cli/test_narration.py while other work
# ran), so neither applies anywhere.
settings.register_profile("ludotheque", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ludotheque")

PLUGIN_GAME = Path(__file__).parent / "plugin_game"  # its own pyproject.toml and package
PLUGIN_ID = "tic-tac-toe"


def pytest_sessionstart(session):
    """Stop at once, with the fix, when no game can be found (a stale install): otherwise
    every test would fail on its own with the same message."""
    try:
        registry.all_games()
    except registry.PluginError as e:
        pytest.exit(f"ludotheque's games cannot be found: {e}", returncode=4)


def install_plugin_game(site: Path) -> Path:
    """Install tests/plugin_game into the folder `site` the way pip lays out a wheel: the
    package, and a dist-info whose entry_points.txt is read from its pyproject.toml."""
    project = tomllib.loads((PLUGIN_GAME / "pyproject.toml").read_text())["project"]
    shutil.copytree(
        PLUGIN_GAME / "ludo_tictactoe",
        site / "ludo_tictactoe",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
    )
    lines = []
    for group, entries in project["entry-points"].items():
        lines += [f"[{group}]", *(f"{name} = {value}" for name, value in entries.items()), ""]
    (info / "entry_points.txt").write_text("\n".join(lines))
    return site


@pytest.fixture
def plugin_game(tmp_path, monkeypatch):
    """Tic-tac-toe installed in a temporary folder on sys.path (and on PYTHONPATH, for the
    processes a test starts) for the length of one test; yields its game id."""
    site = install_plugin_game(tmp_path / "site")
    monkeypatch.syspath_prepend(str(site))
    paths = [str(site), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    registry.refresh()
    yield PLUGIN_ID
    for name in [m for m in sys.modules if m.split(".")[0] == "ludo_tictactoe"]:
        del sys.modules[name]
    registry.refresh()  # sys.path is restored right after; games load again lazily
