"""A game that fails (an engine bug, an agent raising) is reported with its seed and the
record of its moves so far, the other games go on, and the summary counts it apart."""

from __future__ import annotations

import json

import pytest

from ludotheque.cli.main import main
from ludotheque.core.record import Record, replay
from ludotheque.tournament import TournamentSpec, run_tournament, runner, summarize
from ludotheque.tournament.stats import nobody

SPEC = TournamentSpec("newton", ("random", "greedy"), 3, 11, {"players": 2})
BROKEN_AFTER = 7  # moves played before the injected fault


@pytest.fixture
def broken_game_one(monkeypatch):
    """Game 1's engine raises on its 8th move; the other games are untouched."""
    bad_seed = SPEC.game_seed(1)

    class FaultyMatch(runner.Match):
        def play(self, option):
            if self.seed == bad_seed and len(self.moves) == BROKEN_AFTER:
                raise RuntimeError("injected engine fault")
            return super().play(option)

    monkeypatch.setattr(runner, "Match", FaultyMatch)
    return bad_seed


def test_a_failed_game_is_reported_and_the_others_go_on(broken_game_one, tmp_path):
    spec = TournamentSpec(SPEC.game, SPEC.agents, SPEC.games, SPEC.seed, SPEC.config, str(tmp_path))
    results = run_tournament(spec)
    assert [r.number for r in results] == [0, 1, 2]
    assert [r.error for r in results] == [None, "RuntimeError: injected engine fault", None]
    bad = results[1]
    assert bad.seed == broken_game_one and bad.record == str(tmp_path / "newton-11-00001.json")
    record = Record.load(bad.record)
    assert len(record.moves) == BROKEN_AFTER and record.seed == bad.seed
    assert record.result["error"] == "RuntimeError: injected engine fault"
    assert record.seats == ["greedy", "random"]  # game 1: seats rotated once
    replay(record)  # the moves up to the fault replay, to chase the bug
    summary = summarize(spec.agents, results)
    assert [s.games for s in summary] == [2, 2]  # the failed game is left out
    assert nobody(results).games == 2


def test_a_failure_without_a_records_folder_still_saves_the_record(broken_game_one):
    results = run_tournament(SPEC)
    assert results[0].record is None and results[2].record is None
    saved = results[1].record
    assert saved.endswith("newton-11-00001-random-greedy.json")
    assert runner.ERRORS_FOLDER in saved
    assert len(Record.load(saved).moves) == BROKEN_AFTER


def test_cli_names_the_failed_game_and_exits_non_zero(broken_game_one, tmp_path, capsys):
    args = ["tournament", "newton", "--agents", "random,greedy", "--games", "3"]
    args += ["--seed", "11", "--records", str(tmp_path)]
    assert main([*args, "--json"]) == 1
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["games"] == 2 and out["failed"] == 1 and out["requested"] == 3
    assert out["errors"] == [
        {
            "number": 1,
            "seed": broken_game_one,
            "record": str(tmp_path / "newton-11-00001.json"),
            "error": "RuntimeError: injected engine fault",
        }
    ]
    assert f"seed {broken_game_one}" in captured.err and "newton-11-00001.json" in captured.err
    assert main(args) == 1
    text = capsys.readouterr().out
    assert "2 game(s)" in text and "1 failed" in text and f"seed {broken_game_one}" in text
