"""A game from another package, found only through its entry points, plays everywhere: the
`ludo` command lists it, plays it with agents and with a human, replays its records, benches
it, runs tournaments of it; a fresh interpreter finds it; pip installs it from its
pyproject.toml. The game is tests/plugin_game (tic-tac-toe), installed by the `plugin_game`
fixture (tests/conftest.py) into a temporary folder."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.cli.main import main
from ludotheque.core import Match, Record, all_games, get_game
from ludotheque.tournament import TournamentSpec, run_tournament, summarize

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_installed_game_is_found(plugin_game):
    assert plugin_game in [g.id for g in all_games()]
    assert get_game(plugin_game).title == "Tic-tac-toe"


def test_ludo_games_lists_it(capsys, plugin_game):
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert "tic-tac-toe  Tic-tac-toe, 2 players" in out
    assert "variants: first" in out
    assert "iwari" in out  # our own games are found the same way, next to it


def test_ludo_play_with_agents_draws_it_with_its_own_renderer(capsys, plugin_game, tmp_path):
    path = tmp_path / "ttt.json"
    argv = ["play", plugin_game, "--seats", "greedy,mcts:30", "--seed", "4", "--record", str(path)]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    assert "a   b   c" in out  # the plugin's terminal picture, not the JSON fallback
    assert "three in a row for seat" in out or "a draw: the grid is full" in out
    record = Record.load(path)
    assert record.game == plugin_game and record.result["over"] is True
    assert 5 <= len(record.moves) <= 9
    code, out, err = run(capsys, "replay", str(path), "--verify")
    assert code == 0, err


def test_ludo_play_with_a_human(capsys, plugin_game, monkeypatch):
    # The human marks the centre, mistypes a cell, then stops.
    monkeypatch.setattr(sys, "stdin", io.StringIO("b2\nzz\nquit\n"))
    code, out, _ = run(capsys, "play", plugin_game, "--seats", "human,random", "--seed", "2")
    assert code == 0
    assert "→ b2" in out
    assert "'zz' is not a legal option for 'mark'" in out
    assert "game stopped after" in out


def test_ludo_play_refuses_a_bad_configuration_with_the_games_words(capsys, plugin_game):
    code, _, err = run(capsys, "play", plugin_game, "--seats", "random,random", "--option", "x=1")
    assert code == 2
    assert err.strip() == "error: unknown configuration keys ['x']; allowed: players, first"


def test_agents_play_it_to_the_end(plugin_game):
    game = get_game(plugin_game)
    for spec in ("random", "greedy", "mcts:40"):
        match = Match(game, {"first": "random"}, 11)
        agents = [make_agent(spec, 1), make_agent("random", 2)]
        while not match.is_over():
            seat = match.decision.seat
            match.play(agents[seat].choose(Observation(game, match.state, seat)))
        assert sum(game.scores(match.state)) <= 1


def test_mcts_wins_or_draws_against_random(plugin_game):
    """Search works through the plugin's contract alone: with 200 simulations a move it
    never loses a handful of games to random play."""
    spec = TournamentSpec(plugin_game, ("mcts:200", "random"), 6, 5, {})
    results = run_tournament(spec, workers=1)
    assert all(r.winners != [r.seating.index(1)] for r in results)


def test_tournament_in_worker_processes(capsys, plugin_game, tmp_path):
    spec = TournamentSpec(plugin_game, ("greedy", "random"), 4, 9, {}, str(tmp_path))
    one = run_tournament(spec, workers=1)
    two = run_tournament(spec, workers=2)
    assert [(r.seed, r.scores) for r in one] == [(r.seed, r.scores) for r in two]
    assert sum(s.games for s in summarize(spec.agents, one)) == 8
    argv = ["tournament", plugin_game, "--agents", "random,random", "--games", "2", "--json"]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    result = json.loads(out)
    assert result["games"] == 2 and sum(a["games"] for a in result["agents"]) == 4


def test_ludo_bench_measures_it(capsys, plugin_game):
    code, out, err = run(capsys, "bench", plugin_game, "--seconds", "0.05", "--json")
    assert code == 0, err
    figures = json.loads(out)
    assert figures["game"] == plugin_game
    assert figures["per_players"]["2"]["decisions_per_game"] >= 5


def _ludo(*argv: str, env: dict) -> subprocess.CompletedProcess:
    code = f"import sys; from ludotheque.cli.main import main; sys.exit(main({list(argv)!r}))"
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )


def test_a_fresh_interpreter_finds_it_through_the_metadata_alone(plugin_game):
    r = _ludo("games", env=dict(os.environ))  # the fixture put its folder on PYTHONPATH
    assert r.returncode == 0, r.stderr
    assert "tic-tac-toe  Tic-tac-toe" in r.stdout


def test_pip_installs_it_from_its_pyproject(tmp_path):
    """The worked example of docs/adding-a-game.md is a real package: pip builds it from its
    pyproject.toml (offline, with the setuptools and wheel of the dev extras) and the game
    appears."""
    project = tmp_path / "project"
    shutil.copytree(ROOT / "tests" / "plugin_game", project)
    target = tmp_path / "site"
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index"]
    r = subprocess.run(
        [*pip, "--no-build-isolation", "--target", str(target), str(project)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    assert list(target.glob("ludo_tictactoe-*.dist-info/entry_points.txt"))
    env = dict(os.environ, PYTHONPATH=str(target))
    r = _ludo("play", "tic-tac-toe", "--seats", "random,random", "--seed", "1", env=env)
    assert r.returncode == 0, r.stderr
    assert "a   b   c" in r.stdout
