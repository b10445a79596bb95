"""`ludo analyse RECORD --seat N`: a table of a seat's decisions with the search's values,
and clear errors for a bad seat, budget or record."""

from __future__ import annotations

import io
import sys

import pytest

from ludotheque.cli import hint as hint_cli
from ludotheque.cli.main import main
from ludotheque.core import Match, get_game
from ludotheque.core.rng import Rng


@pytest.fixture
def short_record(tmp_path):
    """The first 25 moves of a 2-player Iwari game between random players."""
    match = Match(get_game("iwari"), {"players": 2}, 4)
    rng = Rng(1)
    for _ in range(25):
        match.play(rng.below(len(match.decision.options)))
    path = tmp_path / "short.json"
    match.record().save(path)
    return path, match


def test_analyse_prints_a_row_per_decision_with_a_choice(capsys, short_record):
    path, match = short_record
    code = main(["analyse", str(path), "--seat", "2", "--iterations", "12"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "seat 2" in out and "best" in out and "loss" in out
    assert "total loss" in out
    assert err == ""


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--seat", "3"], "--seat counts from 1; this game has seats 1 to 2"),
        (["--seat", "0"], "--seat counts from 1; this game has seats 1 to 2"),
        (["--seat", "1", "--iterations", "0"], "--iterations must be at least 1"),
        (["--seat", "1", "--seconds", "-1"], "--seconds must be more than 0"),
    ],
)
def test_analyse_refuses_bad_requests_with_one_error_line(capsys, short_record, argv, needle):
    path, _ = short_record
    code = main(["analyse", str(path), *argv])
    out, err = capsys.readouterr()
    assert code == 2 and needle in err and "Traceback" not in err + out


def test_analyse_refuses_a_missing_record(capsys, tmp_path):
    code = main(["analyse", str(tmp_path / "nothing.json"), "--seat", "1"])
    _, err = capsys.readouterr()
    assert code == 2 and "nothing.json" in err


def _play(capsys, monkeypatch, seats: str, stdin: str):
    monkeypatch.setattr(hint_cli, "HINT_SECONDS", 0.05)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(["play", "iwari", "--players", "2", "--seats", seats, "--seed", "3"])
    out, err = capsys.readouterr()
    return code, out, err


def test_hint_at_the_prompt_lists_the_searchs_best_options(capsys, monkeypatch):
    code, out, _ = _play(capsys, monkeypatch, "human,random", "hint\nquit\n")
    assert code == 0
    listed = out.split("the search suggests")[1].splitlines()[1:4]
    assert len(listed) == 3 and all(line.startswith("  ") for line in listed)


def test_hint_is_off_with_several_people_at_the_table(capsys, monkeypatch):
    code, out, _ = _play(capsys, monkeypatch, "human,human", "hint\nquit\n")
    assert code == 0
    assert "hints are off at a table with several people" in out
    assert "the search suggests" not in out
