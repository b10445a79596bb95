"""The `ludo` command, driven in-process through `main(argv)`: listing, playing with agents
and with a human on stdin, records, replay and its refusal of corrupt records."""

from __future__ import annotations

import io
import json
import sys
import types

import pytest
from rich.console import Console

from ludotheque.agents.registry import make_agent
from ludotheque.cli.main import main, resolve
from ludotheque.cli.render import render, render_result
from ludotheque.core import ConfigError, Decision, Match, Record, get_game

FOUR_RANDOM = ["--players", "4", "--seats", "random,random,random,random", "--seed", "7"]


def run(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def record_file(tmp_path, capsys):
    """A finished 4-player game between random agents, recorded."""
    path = tmp_path / "game.json"
    code, out, _ = run(capsys, "play", "iwari", *FOUR_RANDOM, "--record", str(path))
    assert code == 0, out
    return path


def tamper(path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


# ----- ludo games --------------------------------------------------------------------
def test_games_lists_iwari(capsys):
    code, out, _ = run(capsys, "games")
    assert code == 0
    lo, hi = get_game("iwari").describe()["players"]
    assert "iwari" in out and "Iwari" in out
    assert f"Iwari, {lo}-{hi} players" in out  # the player range from describe()
    assert "modules: union, discovery, honour, respect" in out


# ----- ludo play with agents ---------------------------------------------------------
def test_play_all_agents_to_the_end_and_record(capsys, tmp_path):
    path = tmp_path / "game.json"
    code, out, err = run(capsys, "play", "iwari", *FOUR_RANDOM, "--record", str(path))
    assert code == 0, err
    assert "Final scores" in out
    record = Record.load(path)
    assert record.game == "iwari" and record.seed == 7 and record.moves
    assert record.result["over"] is True
    # The printed scores and winner are the recorded ones.
    for seat, score in enumerate(record.result["scores"]):
        assert f"seat {seat + 1} (random) │ {score:>5}" in out
    winners = record.result["winners"]
    assert winners, "a 4-player game always has a winner"
    if len(winners) == 1:
        assert f"winner: seat {winners[0] + 1} (random)" in out
    else:
        assert "winners (shared)" in out
    assert f"record saved to {path}" in out


def test_play_is_reproducible_from_the_seed(capsys, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert run(capsys, "play", "iwari", *FOUR_RANDOM, "--record", str(a))[0] == 0
    assert run(capsys, "play", "iwari", *FOUR_RANDOM, "--record", str(b))[0] == 0
    assert Record.load(a).to_dict() == Record.load(b).to_dict()


def test_two_player_game_names_winner_or_nobody(capsys):
    # Seat count taken from --seats; the neutral tribe may win, then nobody does.
    code, out, _ = run(capsys, "play", "iwari", "--seats", "random,random", "--seed", "11")
    assert code == 0
    assert "neutral" in out  # the neutral tribe is drawn and scored
    assert ("nobody wins" in out) != ("winner" in out.split("Final scores")[-1])


def test_play_options_and_modules_reach_the_configuration(capsys, tmp_path):
    path = tmp_path / "g.json"
    argv = ["play", "iwari", "--seats", "random,random,random", "--seed", "3"]
    argv += ["--module", "union", "--module", "honour", "--option", "first_player=2"]
    code, out, err = run(capsys, *argv, "--record", str(path))
    assert code == 0, err
    config = Record.load(path).config
    assert config["players"] == 3
    assert config["modules"] == ["union", "honour"]
    assert config["first_player"] == 2
    assert "Modules: union" in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["play", "nosuchgame"], "unknown game 'nosuchgame'"),
        (["play", "iwari", "--seats", "random,wizard"], "known agents: random"),
        (["play", "iwari", "--players", "3", "--seats", "random,random"], "names 2 seat(s)"),
        (["play", "iwari", "--option", "colour=red"], "unknown Iwari option"),
        (["play", "iwari", "--option", "nonsense"], "KEY=VALUE"),
        (["play", "iwari", "--config", "{bad json"], "--config is not valid JSON"),
        (["play", "iwari", "--players", "9"], "players=9"),
    ],
)
def test_play_bad_usage_exits_2_with_one_error_line(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert needle in err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert "Traceback" not in out + err


def test_argparse_usage_error_exits_2(capsys):
    code, _, err = run(capsys, "play")
    assert code == 2
    assert "GAME" in err or "game" in err


# ----- ludo play with a human ----------------------------------------------------------
HUMAN_2P = ["play", "iwari", "--seats", "human,random", "--seed", "1", "--option", "first_player=0"]


def test_human_illegal_entries_are_refused_then_quit(capsys, monkeypatch):
    code, out, err = run(capsys, *HUMAN_2P, stdin="999\nnonsense\nquit\n", monkeypatch=monkeypatch)
    assert code == 0, err
    assert "999 is not an option number: choose 0.." in out
    assert "'nonsense' is not a legal option for 'action'" in out
    assert out.count("seat 1 (you) > ") == 3  # prompted again after each refusal
    assert "game stopped after 0 moves" in out
    assert "nothing was saved" in out


def test_human_end_of_input_quits_cleanly(capsys, monkeypatch):
    code, out, _ = run(capsys, *HUMAN_2P, stdin="", monkeypatch=monkeypatch)
    assert code == 0
    assert "game stopped" in out


def test_human_plays_by_number_and_text_then_undoes(capsys, monkeypatch):
    game = get_game("iwari")
    match = Match(game, {"players": 2, "first_player": 0}, 1)
    first = match.decision.options[0]
    first_said = game.option_labels(game.view(match.state, 0), match.decision.options)[0]
    match.play(0)
    second = match.decision.options[-1]
    second_said = game.option_labels(game.view(match.state, 0), match.decision.options)[-1]
    stdin = f"0\n{second}\nundo all\nundo\nquit\n"
    code, out, _ = run(capsys, *HUMAN_2P, stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    # The move played is echoed in words, as it was shown (the label, not the option text).
    assert first_said != first
    assert f"→ {first_said}" in out and f"→ {second_said}" in out
    assert "undo (1 decision(s) can be taken back)" in out
    assert "took back" in out and first in out.split("took back")[1]
    assert "cannot undo: nothing has been played yet" in out


def test_human_help_and_quit_with_record_saves_partial_game(capsys, monkeypatch, tmp_path):
    path = tmp_path / "partial.json"
    code, out, _ = run(
        capsys, *HUMAN_2P, "--record", str(path), stdin="help\n0\nquit\n", monkeypatch=monkeypatch
    )
    assert code == 0
    assert "undo [N]" in out  # the help text
    record = Record.load(path)
    assert len(record.moves) >= 1 and record.result["over"] is False
    code, out, _ = run(capsys, "replay", str(path), "--verify")
    assert code == 0
    assert "the game is not over" in out


def test_resolve_entries():
    d = Decision(0, "action", ("build A1", "build A10", "exchange"))
    assert resolve("2", d) == 2
    assert resolve("EXCHANGE", d) == 2
    assert resolve("build A1", d) == 0  # exact text wins over the longer option
    assert resolve("ex", d) == 2  # a unique beginning
    assert "fits several options" in resolve("build", d)
    assert resolve("3", d) == "3 is not an option number: choose 0..2"
    assert "not a legal option for 'action'" in resolve("fly", d)


def test_what_is_shown_wins_over_the_option_text():
    """Encyclopedia's take options keep the owner's index in their text (records store
    it) while the screen counts seats from 1: typing what is shown takes the die shown."""
    d = Decision(0, "action", ("take red 4 from seat 1 (2 rep)", "take red 4 from seat 2 (3 VP)"))
    labels = ["take red 4 from seat 2 (2 rep)", "take red 4 from seat 3 (3 VP)"]
    assert resolve("take red 4 from seat 2", d, labels) == 0  # not the text of option 1
    assert resolve("take red 4 from seat 2 (2 rep)", d, labels) == 0  # a label in full
    assert resolve("take red 4 from seat 3", d, labels) == 1
    assert resolve("take red 4 from seat 1 (2 rep)", d, labels) == 0  # the text still works
    assert "fits several options (take red 4 from seat 2 (2 rep), take red 4 from seat 3" in (
        resolve("take red", d, labels)
    )


# ----- ludo replay -----------------------------------------------------------------------
def test_replay_verifies_a_record(capsys, record_file):
    moves = len(Record.load(record_file).moves)
    code, out, err = run(capsys, "replay", str(record_file), "--verify")
    assert code == 0, err
    assert f"verified: {moves} moves reproduce the recorded result" in out
    assert "Final scores" in out


def test_replay_show_lists_moves_and_board(capsys, record_file):
    first = Record.load(record_file).moves[0]
    code, out, _ = run(capsys, "replay", str(record_file), "--show")
    assert code == 0
    assert "1. s" in out and first in out
    assert "Territories" in out and "Final scoring" in out


def test_replay_tampered_move_names_the_move(capsys, record_file):
    tamper(record_file, lambda d: d["moves"].__setitem__(4, "build atlantis"))
    code, out, err = run(capsys, "replay", str(record_file), "--verify")
    assert code == 2
    assert err.startswith("error: move 5 ('build atlantis'):")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_replay_tampered_score_names_the_mismatch(capsys, record_file):
    def change(d):
        d["result"]["scores"][0] += 1

    tamper(record_file, change)
    code, _, err = run(capsys, "replay", str(record_file), "--verify")
    assert code == 2
    assert "does not reproduce the record: scores is" in err


def test_replay_without_verify_ignores_the_stored_result(capsys, record_file):
    tamper(record_file, lambda d: d["result"].__setitem__("winners", [3, 2, 1]))
    assert run(capsys, "replay", str(record_file))[0] == 0
    assert run(capsys, "replay", str(record_file), "--verify")[0] == 2


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"game": "iwari"}', "record lacks config, seed, moves"),
        ('{"game": "chess", "config": {}, "seed": 1, "moves": []}', "unknown game 'chess'"),
        ('{"game": "iwari", "config": {"players": 7}, "seed": 1, "moves": []}', "players=7"),
        ('{"game": "iwari", "config": {}, "seed": "x", "moves": []}', "'seed' must be"),
        ('{"game": "iwari", "config": {}, "seed": 1, "moves": [3]}', "'moves' must be"),
        ('{"game": "iwari", "config": {}, "seed": null, "moves": []}', "cannot be replayed"),
    ],
)
def test_replay_corrupt_files_exit_2(capsys, tmp_path, content, needle):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run(capsys, "replay", str(path), "--verify")
    assert code == 2
    assert needle in err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert "Traceback" not in out + err


def test_replay_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2
    assert "cannot read" in err


# ----- crashes keep a bug report -----------------------------------------------------------
def test_a_crashing_game_saves_its_moves(capsys, tmp_path, monkeypatch):
    game = get_game("iwari")
    real_play = game._play  # a bound method, or the rules' own function (Iwari's)
    calls = {"n": 0}

    def flaky(state, option):
        calls["n"] += 1
        if calls["n"] == 6:
            raise RuntimeError("boom")
        real_play(state, option)

    monkeypatch.setattr(type(game), "_play", staticmethod(flaky))
    path = tmp_path / "crash.json"
    with pytest.raises(RuntimeError, match="boom"):
        main(["play", "iwari", *FOUR_RANDOM, "--record", str(path)])
    record = Record.load(path)
    assert len(record.moves) == 6 and record.result is None
    assert "the crashing one last" in capsys.readouterr().err


# ----- ludo bench wiring -------------------------------------------------------------------
def test_bench_delegates_to_the_bench_package(capsys, monkeypatch):
    fake = types.ModuleType("ludotheque.bench")
    fake.__doc__ = "Fake bench."
    seen = {}

    def add_arguments(parser):
        parser.add_argument("game")
        parser.add_argument("--seconds", type=float, default=1.0)

    def run_bench(args):
        seen["args"] = args
        return 0

    fake.add_arguments, fake.run = add_arguments, run_bench
    monkeypatch.setitem(sys.modules, "ludotheque.bench", fake)
    assert main(["bench", "iwari", "--seconds", "0.5"]) == 0
    assert seen["args"].game == "iwari" and seen["args"].seconds == 0.5
    assert main(["bench", "--nonsense"]) == 2  # the bench parser's own usage error


def test_bench_server_takes_every_option_of_the_server_benchmark(monkeypatch):
    """`ludo bench server --database ...` reaches the server bench's own parser."""
    from ludotheque.server import bench as server_bench

    seen = {}
    monkeypatch.setattr(server_bench, "run", lambda args: seen.setdefault("args", args) and 0)
    url = "postgresql://u:p@127.0.0.1/db"
    assert main(["bench", "server", "--database", url, "--tables", "7", "--json"]) == 0
    args = seen["args"]
    assert (args.database, args.tables, args.json) == (url, 7, True)
    assert main(["bench", "server", "--tables", "0"]) == 2  # refused with the usage text


def test_bench_without_hooks_says_so(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ludotheque.bench", types.ModuleType("ludotheque.bench"))
    assert main(["bench", "iwari"]) == 2
    assert "bench command is not available" in capsys.readouterr().err


# ----- agents ------------------------------------------------------------------------------
def test_make_agent_specs():
    assert make_agent("random", 1).name == "random"
    assert make_agent(" Random ", 1).name == "random"
    with pytest.raises(ConfigError, match="known agents: random, greedy"):
        make_agent("alphazero", 1)
    with pytest.raises(ConfigError, match=r"mcts takes a number of iterations"):
        make_agent("mcts:2000x", 1)
    with pytest.raises(ConfigError, match="takes no argument"):
        make_agent("random:3", 1)


# ----- rendering ---------------------------------------------------------------------------
def _text(renderable) -> str:
    console = Console(file=io.StringIO(), width=120, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def test_iwari_render_shows_board_hand_and_turn():
    game = get_game("iwari")
    match = Match(game, {"players": 3, "first_player": 1}, 5)
    match.play(0)  # index 1 (seat 2) starts building
    text = _text(render("iwari", game.view(match.state, 1)))
    for needle in ("Territories", "Connections", "Glacier 10", "River", "Your hand", "Draw pile"):
        assert needle in text
    assert "seat 2 (you)" in text and "phase: place" in text
    assert "Building in" in text
    compact = _text(render("iwari", game.view(match.state, 1), compact=True))
    assert "Connections" not in compact and "Your hand" in compact


def test_iwari_render_hides_nothing_it_is_not_given():
    game = get_game("iwari")
    match = Match(game, {"players": 3}, 5)
    text = _text(render("iwari", game.view(match.state, None)))
    assert "Your hand" not in text  # a spectator has no hand
    assert render_result("iwari", game.view(match.state, None)) is None  # not over yet


def test_unknown_game_renders_as_json():
    text = _text(render("nogame", {"game": "nogame", "pieces": [1, 2]}))
    assert '"pieces"' in text and "nogame" in text


def test_iwari_render_solo_marks_the_void():
    game = get_game("iwari")
    match = Match(game, {"mode": "solo"}, 3)
    while not match.is_over() and len(match.moves) < 40:
        match.play(0)
    text = _text(render("iwari", game.view(match.state, 0)))
    assert "The Void (solo)" in text and "claimed by" in text
    assert " V" in text  # Void pieces are marked V, not as if they were seat 1


def test_an_agents_move_is_logged_in_words(capsys, monkeypatch):
    """The log line of an agent's public move reads as the options read (issue 17)."""
    argv = ["play", "iwari", "--seats", "random,human", "--seed", "1", "--option", "first_player=0"]
    code, out, _ = run(capsys, *argv, stdin="quit\ny\n", monkeypatch=monkeypatch)
    assert code == 0
    line = next(x for x in out.splitlines() if x.strip().startswith("1. seat 1 (random)"))
    said = line.split(": ", 1)[1].strip()
    assert said.startswith("build in "), line  # a territory by name, not its id ("A10")
    assert not any(w[:1] == "A" and w[1:].isdigit() for w in said.split()), line
