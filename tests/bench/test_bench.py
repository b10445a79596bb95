"""`ludo bench` with a tiny budget: the figures are all there and agree with each other.

Speed thresholds are not asserted: how fast the engine is, is what the bench reports.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import sys

import pytest

from ludotheque import bench

TINY = ["--seconds", "0.05", "--players", "4", "--seed", "7"]
PER_PLAYERS_KEYS = {"games_per_s", "decisions_per_s", "us_per_decision", "decisions_per_game"}
REFERENCE_FIGURES = ("us_per_step", "steps_per_s", "games_per_s", "clone_us")
HAS_OPEN_SPIEL = importlib.util.find_spec("pyspiel") is not None


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="ludo bench")
    bench.add_arguments(parser)
    code = bench.run(parser.parse_args(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def tiny_run() -> dict:
    """One tiny JSON run through `run`, shared by the tests that only read its figures."""
    parser = argparse.ArgumentParser(prog="ludo bench")
    bench.add_arguments(parser)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = bench.run(parser.parse_args(["iwari", "--json", *TINY]))
    return {"code": code, "result": json.loads(out.getvalue())}


def test_json_has_every_key_and_positive_figures(tiny_run):
    assert tiny_run["code"] == 0
    result = tiny_run["result"]
    assert {"game", "per_players", "reference", "ratio", "targets"} <= set(result)
    assert result["game"] == "iwari"
    assert list(result["per_players"]) == ["4"]
    figures = result["per_players"]["4"]
    assert PER_PLAYERS_KEYS | {"copy_us", "mcts_sims_per_s"} <= set(figures)
    for key in PER_PLAYERS_KEYS | {"copy_us", "mcts_sims_per_s"}:
        assert figures[key] > 0, key
    assert {"name", "us_per_step", "steps_per_s", "games_per_s", "clone_us"} <= set(
        result["reference"]
    )
    targets = result["targets"]
    assert {"ratio_ok", "games_per_s_4p_ok", "all_hold"} <= set(targets)
    assert isinstance(targets["games_per_s_4p_ok"], bool)


def test_figures_are_consistent(tiny_run):
    f = tiny_run["result"]["per_players"]["4"]
    assert f["decisions_per_s"] == pytest.approx(
        f["games_per_s"] * f["decisions_per_game"], rel=0.01
    )
    # Time per decision excludes setup, so it is at most the wall time per decision.
    assert f["us_per_decision"] <= 1e6 / f["decisions_per_s"] * 1.01
    assert f["decisions"] == pytest.approx(f["games"] * f["decisions_per_game"], abs=1)


@pytest.mark.skipif(not HAS_OPEN_SPIEL, reason="open_spiel is not installed")
def test_reference_is_measured_when_open_spiel_is_installed(tiny_run):
    result = tiny_run["result"]
    ref = result["reference"]
    assert ref["name"] == "python_tic_tac_toe"
    assert ref["available"] is True
    for key in REFERENCE_FIGURES:
        assert ref[key] > 0, key
    assert ref["steps_per_s"] == pytest.approx(ref["games_per_s"] * ref["steps_per_game"], rel=0.01)
    ours = result["per_players"]["4"]["us_per_decision"]
    assert result["ratio"]["4"] == pytest.approx(ours / ref["us_per_step"], rel=0.01)
    assert isinstance(result["targets"]["ratio_ok"]["4"], bool)


def test_without_open_spiel_our_figures_remain(capsys, monkeypatch):
    # A None entry in sys.modules makes `import pyspiel` raise ImportError.
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    code, out, err = _run(["iwari", "--json", *TINY], capsys)
    assert code == 0
    result = json.loads(out)
    assert result["per_players"]["4"]["games_per_s"] > 0
    ref = result["reference"]
    assert ref["available"] is False
    for key in REFERENCE_FIGURES:
        assert ref[key] is None
    assert result["ratio"]["4"] is None
    assert result["targets"]["ratio_ok"]["4"] is None
    assert "pip install -e '.[bench]'" in err

    code, out, _ = _run(["iwari", *TINY], capsys)
    assert code == 0
    assert "pip install -e '.[bench]'" in out


def test_table_output(capsys):
    code, out, _ = _run(["iwari", *TINY], capsys)
    assert code == 0
    assert "ludo bench iwari" in out
    assert "games/s" in out
    assert "4-player" in out


def test_same_seed_plays_the_same_games():
    from ludotheque.bench.games import play_random
    from ludotheque.core import Rng, get_game

    game = get_game("iwari")
    config = game.configure({"players": 3})
    first = [game.fingerprint(s) for s in play_random(game, config, 5, Rng(9))]
    again = [game.fingerprint(s) for s in play_random(game, config, 5, Rng(9))]
    assert first == again
    assert len(first) > 2


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
    assert "measuring" not in err  # refused before anything is measured


def test_default_counts_are_those_the_default_configuration_plays():
    from ludotheque.core import get_game

    game = get_game("iwari")
    counts = bench.default_counts(game)
    assert counts == sorted(counts)
    assert {2, 3, 4, 5} <= set(counts) <= set(range(game.min_players, game.max_players + 1))


@pytest.mark.parametrize("bad", [["--seconds", "0"], ["--players", "two"]])
def test_bad_arguments_are_refused_by_the_parser(bad, capsys):
    parser = argparse.ArgumentParser(prog="ludo bench")
    bench.add_arguments(parser)
    with pytest.raises(SystemExit) as exc:
        parser.parse_args(["iwari", *bad])
    assert exc.value.code == 2
