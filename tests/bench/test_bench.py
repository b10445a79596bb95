"""`ludo bench` with a tiny budget: the figures are all there and agree with each other.

A smoke test only: speed thresholds are never asserted (how fast the engine is, is what
the bench reports), but the target checks' logic is, on figures made up for the test.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import statistics
import sys

import pytest

from ludotheque import bench
from ludotheque.bench import targets
from ludotheque.bench.floor import FloorTicTacToe
from ludotheque.bench.games import Contestant, play_games
from ludotheque.core import ConfigError, Rng, get_game
from ludotheque.core.game import Game

TINY = [
    "--seconds",
    "0.05",
    "--rounds",
    "2",
    "--players",
    "4",
    "--positions",
    "2",
    "--mcts-seconds",
    "0.02",
    "--seed",
    "7",
]
TOTALS = {"games_per_s", "decisions_per_s", "us_per_decision", "decisions_per_game", "setup_us"}
COSTS = {"copy_us", "view_us", "view_spectator_us", "determinize_us", "evaluate_us"}
RATIOS = ("ratio_floor", "ratio_openspiel_python", "ratio_openspiel_cpp")
HAS_OPEN_SPIEL = importlib.util.find_spec("pyspiel") is not None


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ludo bench")
    bench.add_arguments(parser)
    return parser.parse_args(argv)


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    code = bench.run(_parse(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def tiny_run() -> dict:
    """One tiny JSON run through `run`, shared by the tests that only read its figures."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = bench.run(_parse(["iwari", "--json", *TINY]))
    return {"code": code, "result": json.loads(out.getvalue()), "err": err.getvalue()}


def test_json_has_every_key_and_positive_figures(tiny_run):
    assert tiny_run["code"] == 0
    result = tiny_run["result"]
    assert {"game", "per_players", "yardsticks", "targets", "rounds", "clock"} <= set(result)
    assert result["game"] == "iwari"
    assert list(result["per_players"]) == ["4"]
    f = result["per_players"]["4"]
    assert TOTALS | COSTS | set(RATIOS) | {"mcts_iterations_0_5s", "mcts"} <= set(f)
    for key in TOTALS | COSTS | {"ratio_floor", "mcts_iterations_0_5s"}:
        assert f[key] > 0, key
    assert len(f["us_per_decision_rounds"]) == 2
    mcts = f["mcts"]
    assert mcts["seconds"] == 0.02 and mcts["positions"] == 2
    assert mcts["full_budget"] + mcts["early_stops"] == 2
    assert all(n > 0 for n in mcts["per_position"])
    floor = result["yardsticks"]["floor"]
    assert floor["us_per_step"] > 0 and len(floor["us_per_step_rounds"]) == 2
    assert 5 <= floor["steps_per_game"] <= 9  # tic-tac-toe ends after 5 to 9 marks


def test_ratios_are_taken_round_by_round(tiny_run):
    result = tiny_run["result"]
    f = result["per_players"]["4"]
    ours = f["us_per_decision_rounds"]
    floor = result["yardsticks"]["floor"]["us_per_step_rounds"]
    per_round = [a / b for a, b in zip(ours, floor, strict=True)]
    s = f["ratio_floor_spread"]
    assert s["min"] == pytest.approx(min(per_round), rel=0.01, abs=0.002)
    assert s["max"] == pytest.approx(max(per_round), rel=0.01, abs=0.002)
    assert f["ratio_floor"] == s["median"]
    assert s["median"] == pytest.approx(statistics.median(per_round), rel=0.01, abs=0.002)


def test_figures_are_consistent(tiny_run):
    f = tiny_run["result"]["per_players"]["4"]
    assert f["decisions_per_s"] == pytest.approx(
        f["games_per_s"] * f["decisions_per_game"], rel=0.01
    )
    # Time per decision excludes setup, so it is at most the CPU time per decision.
    assert f["us_per_decision"] <= 1e6 / f["decisions_per_s"] * 1.01
    assert f["decisions"] == pytest.approx(f["games"] * f["decisions_per_game"], abs=1)


def test_targets_are_checked_with_the_game_declared_limits(tiny_run):
    t = tiny_run["result"]["targets"]
    assert t["declared"] == targets.declared(get_game("iwari"))
    assert set(t["declared"]) == set(Game.bench_targets)
    keys = {c["target"] for c in t["checks"]}
    assert keys == set(Game.bench_targets)
    for c in t["checks"]:
        if c["target"] == "mcts_iterations_0_5s":
            assert c["ok"] is None  # measured with 0.02 s, not 0.5
        elif c["target"] in ("random_games_per_s_4p", "decision_vs_floor", "view_us"):
            assert isinstance(c["ok"], bool)
            assert c["ok"] == (
                c["figure"] >= c["limit"] if c["sense"] == "min" else c["figure"] <= c["limit"]
            )
    assert t["all_hold"] in (None, False)


@pytest.mark.skipif(not HAS_OPEN_SPIEL, reason="open_spiel is not installed")
def test_openspiel_python_and_cpp_are_measured(tiny_run):
    result = tiny_run["result"]
    y = result["yardsticks"]
    assert y["openspiel_python"]["name"] == "python_tic_tac_toe"
    assert y["openspiel_cpp"]["name"] == "tic_tac_toe"
    for which in ("openspiel_python", "openspiel_cpp"):
        assert y[which]["available"] is True
        assert y[which]["us_per_step"] > 0
        assert 5 <= y[which]["steps_per_game"] <= 9
    f = result["per_players"]["4"]
    assert f["ratio_openspiel_python"] > 0 and f["ratio_openspiel_cpp"] > 0


def test_without_open_spiel_our_figures_remain(capsys, monkeypatch):
    # A None entry in sys.modules makes `import pyspiel` raise ImportError.
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    code, out, err = _run(["iwari", "--json", *TINY], capsys)
    assert code == 0
    result = json.loads(out)
    f = result["per_players"]["4"]
    assert f["games_per_s"] > 0 and f["ratio_floor"] > 0
    for which in ("openspiel_python", "openspiel_cpp"):
        assert result["yardsticks"][which]["available"] is False
        assert result["yardsticks"][which]["us_per_step"] is None
    assert f["ratio_openspiel_python"] is None
    checks = [c for c in result["targets"]["checks"] if c["target"] == "decision_vs_openspiel"]
    assert [c["ok"] for c in checks] == [None]
    assert "pip install -e '.[bench]'" in err

    code, out, _ = _run(["iwari", *TINY], capsys)
    assert code == 0
    assert "pip install -e '.[bench]'" in out


def test_table_output(capsys):
    code, out, _ = _run(["iwari", *TINY], capsys)
    assert code == 0
    assert "ludo bench iwari" in out
    assert "× floor" in out and "games/s" in out and "determinize" in out
    assert "targets" in out and "at 4p" in out


# ----- pieces -----------------------------------------------------------------------------
def test_the_floor_plays_tic_tac_toe():
    game = FloorTicTacToe()
    board = game.setup()
    # X takes the top row while O plays below it: cells 0, 3, 1, 4, 2.
    for cell in (0, 3, 1, 4, 2):
        step = game.pending(board)
        game.apply(board, step.options.index(cell))
    assert game.pending(board).seat is None
    assert board.cells[:3] == [1, 1, 1]
    with pytest.raises(ValueError, match="out of range"):
        game.apply(board, 0)

    draw = game.setup()
    for cell in (0, 1, 2, 4, 3, 5, 7, 6, 8):  # X O X / X O O / O X X: nobody has a line
        game.apply(draw, game.pending(draw).options.index(cell))
    assert game.pending(draw).seat is None and 0 not in draw.cells


def test_the_floor_is_played_by_our_loop():
    raw = play_games(FloorTicTacToe(), None, 0.01, Rng(1), Rng(2))
    assert raw["games"] >= 1
    assert 5 * raw["games"] <= raw["decisions"] <= 9 * raw["games"]


def test_same_seed_plays_the_same_games():
    from ludotheque.bench.games import play_random

    game = get_game("iwari")
    config = game.configure({"players": 3})
    first = [game.fingerprint(s) for s in play_random(game, config, 5, Rng(9))]
    again = [game.fingerprint(s) for s in play_random(game, config, 5, Rng(9))]
    assert first == again
    assert len(first) > 2


def test_mcts_positions_have_a_choice_and_spread_over_the_game():
    from ludotheque.bench import search

    game = get_game("iwari")
    samples = Contestant(game, game.configure({"players": 2}), 3, 2).warm_up(0.0, 1, 1)
    chosen = search.positions(game, samples, 4)
    assert len(chosen) == 4
    assert all(len(game.pending(s).options) > 1 for s in chosen)
    live = [s for s in samples if len(game.pending(s).options) > 1]
    assert chosen[0] is live[0] and chosen[-1] in live[len(live) // 2 :]


class _Declares(Game):
    """Only `bench_targets` matters here: the rest of the contract is never called."""

    bench_targets = {"random_games_per_s_4p": 20}
    configure = scores = winners = view = determinize = snapshot = None  # type: ignore
    _setup = _decide = _play = None  # type: ignore


def _figures(**kw) -> dict:
    f = {
        "games_per_s": 30.0,
        "ratio_openspiel_python": 0.5,
        "ratio_floor": 6.0,
        "mcts_iterations_0_5s": 2500,
        "mcts": {"seconds": 0.5},
        "view_us": 40.0,
        "view_spectator_us": 60.0,
    }
    return f | kw


def test_a_game_overrides_some_targets_and_keeps_the_defaults():
    declared = targets.declared(_Declares())
    assert declared["random_games_per_s_4p"] == 20
    assert declared["decision_vs_floor"] == Game.bench_targets["decision_vs_floor"] == 5.0
    result = targets.check(_Declares(), {"2": _figures(), "4": _figures()})
    ok = {(c["target"], c["players"]): c["ok"] for c in result["checks"]}
    assert ok[("random_games_per_s_4p", 4)] is True  # 30 >= 20 (the default 50 would fail)
    assert ok[("decision_vs_openspiel", 2)] is True
    assert ok[("decision_vs_floor", 2)] is False  # 6 > 5
    assert ok[("mcts_iterations_0_5s", 4)] is True
    assert ok[("view_us", 2)] is False  # the spectator's view costs 60 > 50
    assert result["all_hold"] is False


def test_a_target_without_its_figure_is_not_measured():
    figures = _figures(ratio_openspiel_python=None, ratio_floor=4.0, view_spectator_us=30.0)
    result = targets.check(_Declares(), {"2": figures})
    ok = {(c["target"], c["players"]): c["ok"] for c in result["checks"]}
    assert ok[("random_games_per_s_4p", 4)] is None  # no 4-player count measured
    assert ok[("decision_vs_openspiel", 2)] is None
    assert result["all_hold"] is None


def test_default_counts_are_two_and_four_where_the_game_plays_them():
    assert bench.default_counts(get_game("iwari")) == [2, 4]

    class ThreeOnly:
        id, min_players, max_players = "three", 3, 3

        def configure(self, config):
            if config.get("players") != 3:
                raise ConfigError("three players only")
            return config

    assert bench.default_counts(ThreeOnly()) == [3]


def test_unknown_game_is_an_error(capsys):
    code, out, err = _run(["no-such-game", "--seconds", "0.05"], capsys)
    assert code == 2
    assert out == ""
    assert err.startswith("error: unknown game")


def test_player_count_outside_the_game_range_is_an_error(capsys):
    code, out, err = _run(["iwari", "--seconds", "0.05", "--players", "4,9"], capsys)
    assert code == 2
    assert out == ""
    assert "error:" in err and "9" in err
    assert "round" not in err and "warming" not in err  # refused before anything is measured


@pytest.mark.parametrize(
    "bad",
    [["--seconds", "0"], ["--players", "two"], ["--rounds", "0"], ["--positions", "x"]],
)
def test_bad_arguments_are_refused_by_the_parser(bad, capsys):
    with pytest.raises(SystemExit) as exc:
        _parse(["iwari", *bad])
    assert exc.value.code == 2
