"""Issue 18's command-line findings: every bad input a one-line error with a non-zero exit
(records capped and checked, files checked, wrong game, seed and engine version named),
Ctrl-C exiting 130 wherever it comes, a stopped game resumed, and help that says more."""

from __future__ import annotations

import io
import json
import os
import re
import select
import signal
import subprocess
import sys
import time

import pytest

from ludotheque import ENGINE_VERSION
from ludotheque.cli import play as play_cli
from ludotheque.cli.main import main, resolve
from ludotheque.core import Decision, Record, get_game
from ludotheque.core.record import MAX_BYTES

HUMAN_2P = ["play", "iwari", "--seats", "human,random", "--seed", "1", "--option", "first_player=0"]
RANDOM_2P = ["play", "iwari", "--seats", "random,random", "--seed", "7"]


def run(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error(code: int, out: str, err: str, needle: str) -> None:
    assert code == 2, (out, err)
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert needle in err, err
    assert "Traceback" not in out + err


@pytest.fixture
def stopped(capsys, monkeypatch, tmp_path):
    """A two-player game stopped by its human after two moves, saved."""
    path = tmp_path / "stopped.json"
    code, out, _ = run(
        capsys, *HUMAN_2P, "--record", str(path), stdin="0\n0\nquit\n", monkeypatch=monkeypatch
    )
    assert code == 0, out
    assert len(Record.load(path).moves) == 2
    return path


@pytest.fixture
def finished(capsys, tmp_path):
    path = tmp_path / "finished.json"
    assert run(capsys, *RANDOM_2P, "--record", str(path))[0] == 0
    return path


# ----- records that are not records -----------------------------------------------------
def test_replay_dev_zero_is_refused_without_reading_it_whole(capsys):
    t0 = time.monotonic()
    code, out, err = run(capsys, "replay", "/dev/zero")
    one_error(code, out, err, "larger than 16 MB")
    assert time.monotonic() - t0 < 10


def test_replay_a_huge_file_is_refused(capsys, tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_BYTES + 1)
    one_error(*run(capsys, "replay", str(path)), "is not a record: it is larger than")


def test_replay_a_binary_file_says_it_is_not_text(capsys, tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(b'{"game": "iwari"\xff\xfe\x00\x01}')
    one_error(*run(capsys, "replay", str(path)), "is not a record: it is not UTF-8 text")


def test_replay_names_an_edited_seed(capsys, finished):
    data = json.loads(finished.read_text())
    data["seed"] += 1
    finished.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(finished), "--verify")
    one_error(code, out, err, "seed")
    assert "configuration" in err


def test_illegal_first_move_after_an_edit_hints_at_the_seed(capsys, finished):
    data = json.loads(finished.read_text())
    data["moves"][0] = "no such option"
    finished.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(finished))
    one_error(code, out, err, "move 1 ('no such option')")
    assert f"its seed ({data['seed']}) or configuration" in err


@pytest.mark.parametrize("keep_data", [True, False])
def test_replay_of_another_games_record_names_that_game(capsys, finished, keep_data):
    """An Iwari record whose 'game' says newton: its data hash (when kept) and its first
    moves are Iwari's, and the error says so rather than listing Newton's options."""
    data = json.loads(finished.read_text())
    data["game"] = "newton"
    if not keep_data:
        del data["data"]
    finished.write_text(json.dumps(data))
    for command in (["replay", str(finished)], ["play", "--resume", str(finished)]):
        code, out, err = run(capsys, *command)
        one_error(code, out, err, "this is a record of 'iwari' (Iwari), not of 'newton'")
        assert "legal options" not in err


def test_an_edited_record_of_the_right_game_is_not_called_another_games(capsys, finished):
    data = json.loads(finished.read_text())
    data["moves"][0] = "no such option"
    finished.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(finished))
    one_error(code, out, err, "move 1")
    assert "record of" not in err


def test_replay_from_another_engine_version_warns(capsys, finished):
    data = json.loads(finished.read_text())
    data["engine_version"] = "0.0.1"
    finished.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(finished), "--verify")
    assert code == 0, err
    assert f"warning: this record was made by engine 0.0.1, this is {ENGINE_VERSION}" in err
    assert "verified" in out


def test_replay_from_this_engine_does_not_warn(capsys, finished):
    code, _, err = run(capsys, "replay", str(finished), "--verify")
    assert code == 0 and err == ""


# ----- files named on the command line ------------------------------------------------
def test_config_naming_a_missing_file_says_so(capsys):
    code, out, err = run(capsys, "play", "iwari", "--config", "/nonexistent.json")
    one_error(code, out, err, "--config /nonexistent.json: no such file")
    assert "JSON" not in err


def test_config_naming_a_record_says_it_is_a_record(capsys, finished):
    code, out, err = run(capsys, "play", "newton", "--config", str(finished))
    one_error(code, out, err, "is a game record (of 'iwari'), not a configuration")
    assert "unknown" not in err


def test_config_naming_a_directory_or_a_binary(capsys, tmp_path):
    one_error(*run(capsys, "play", "iwari", "--config", str(tmp_path)), "is a directory")
    binary = tmp_path / "c.bin"
    binary.write_bytes(b"\xff\xfe\x00")
    one_error(*run(capsys, "play", "iwari", "--config", str(binary)), "not UTF-8 text")


TOURNAMENT = ["tournament", "iwari", "--agents", "random,random", "--games", "1"]


def test_tournament_records_naming_a_file_is_refused(capsys, tmp_path):
    existing = tmp_path / "file.json"
    existing.write_text("{}")
    code, out, err = run(capsys, *TOURNAMENT, "--records", str(existing))
    one_error(code, out, err, "exists and is not a directory")
    assert existing.read_text() == "{}"


def test_tournament_records_in_an_impossible_place_is_refused(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    code, out, err = run(capsys, *TOURNAMENT, "--records", str(blocker / "sub"))
    one_error(code, out, err, "cannot create the directory")


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_tournament_records_in_an_unwritable_directory_is_refused(capsys, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    one_error(*run(capsys, *TOURNAMENT, "--records", str(locked)), "not writable")


def test_tournament_records_directory_is_created(capsys, tmp_path):
    folder = tmp_path / "new" / "runs"
    code, _, err = run(capsys, *TOURNAMENT, "--records", str(folder), "--json")
    assert code == 0, err
    assert len(list(folder.glob("*.json"))) == 1


def test_record_naming_a_directory_is_refused(capsys, tmp_path):
    code, out, err = run(capsys, *RANDOM_2P, "--record", str(tmp_path))
    one_error(code, out, err, "is a directory")


# ----- resume -----------------------------------------------------------------------------
def test_a_stopped_game_is_resumed_and_finished(capsys, stopped):
    saved = Record.load(stopped)
    code, out, err = run(capsys, "play", "--resume", str(stopped), "--seats", "random,random")
    assert code == 0, err
    assert f"resumed {stopped}: 2 moves replayed" in out
    assert "Final scores" in out
    done = Record.load(stopped)  # saved back to the file it came from
    assert done.moves[:2] == saved.moves and len(done.moves) > 2
    assert done.result["over"] is True and done.seed == saved.seed
    assert run(capsys, "replay", str(stopped), "--verify")[0] == 0


@pytest.mark.parametrize(
    ("game_id", "seats", "resumed"),
    [
        ("iwari", "human,random", "random,random"),
        ("encyclopedia", "human,automa", "random,automa"),
        ("newton", "human", "random"),  # solo: the rulebook's ladder gives the result
        ("darwins-journey", "human", "random"),  # solo: Alfred keeps his seat
        ("perseverance-ep3", "human,random", "random,random"),
        ("perseverance-ep3", "human,automa:dissidents/leader", "random,automa"),  # solo
    ],
)
def test_every_game_stopped_by_its_person_is_resumed_to_the_end(
    capsys, monkeypatch, tmp_path, game_id, seats, resumed
):
    """Issue 18: `ludo play --resume RECORD` continues a stopped game, in every game;
    a solo game (or one against an automa) ends with the rulebook's result."""
    path = tmp_path / f"{game_id}.json"
    argv = ["play", game_id, "--seats", seats, "--seed", "3", "--record", str(path)]
    code, out, err = run(capsys, *argv, stdin="0\n0\nquit\n", monkeypatch=monkeypatch)
    assert code == 0, err
    assert f"continue it with `ludo play --resume {path}`" in " ".join(out.split())
    stopped = Record.load(path)
    assert len(stopped.moves) >= 2 and stopped.result["over"] is False
    code, out, err = run(capsys, "play", "--resume", str(path), "--seats", resumed)
    assert code == 0, err
    assert f"resumed {path}: {len(stopped.moves)} moves replayed" in out
    done = Record.load(path)
    assert done.moves[: len(stopped.moves)] == stopped.moves and done.result["over"] is True
    if "automa" in resumed or "," not in resumed:
        assert re.search(r"^result: .+", out, re.M), out[-400:]
        assert "winner: seat 1" not in out
    assert run(capsys, "replay", str(path), "--verify")[0] == 0


def test_seats_may_leave_out_the_seats_the_game_plays(capsys):
    """`--players 1 --seats random` in Darwin's Journey: Alfred keeps his seat; a count
    that fits neither says how many seats there are without his."""
    argv = ["play", "darwins-journey", "--players", "1", "--seed", "2"]
    code, out, _ = run(capsys, *argv, "--seats", "random")
    assert code == 0 and "seats: seat 1 (random), seat 2 (automa:alfred/white)" in out
    code, out, err = run(capsys, *argv, "--seats", "random,random,random")
    one_error(code, out, err, "but this game has 2, 1 without the seats the game plays")


def test_resume_with_a_person_continues_where_it_stopped(capsys, monkeypatch, stopped, tmp_path):
    again = tmp_path / "again.json"
    code, out, _ = run(
        capsys,
        "play",
        "iwari",
        "--resume",
        str(stopped),
        "--record",
        str(again),
        stdin="0\nquit\n",
        monkeypatch=monkeypatch,
    )
    assert code == 0
    assert "seat 1 (you)" in out
    assert Record.load(again).moves[:2] == Record.load(stopped).moves
    assert len(Record.load(again).moves) > 2


def test_resume_of_another_games_record_names_the_game(capsys, stopped):
    code, out, err = run(capsys, "play", "newton", "--resume", str(stopped))
    one_error(code, out, err, "is a record of 'iwari', not of 'newton'")


@pytest.mark.parametrize("flag", [["--seed", "3"], ["--players", "3"], ["--option", "x=1"]])
def test_resume_refuses_what_the_record_fixes(capsys, stopped, flag):
    one_error(
        *run(capsys, "play", "--resume", str(stopped), *flag), "cannot be given with --resume"
    )


def test_resume_of_a_finished_game_says_so(capsys, finished):
    one_error(*run(capsys, "play", "--resume", str(finished)), "is over")


def test_play_without_a_game_or_resume(capsys):
    one_error(*run(capsys, "play"), "give a game id")


# ----- Ctrl-C -----------------------------------------------------------------------------
def test_ctrl_c_at_the_prompt_exits_130_and_saves(capsys, monkeypatch, tmp_path):
    def interrupted(prompt=""):
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    path = tmp_path / "g.json"
    code, out, _ = run(capsys, *HUMAN_2P, "--record", str(path))
    assert code == 130
    assert "game stopped after 0 moves" in out and path.exists()


def test_ctrl_c_while_an_agent_thinks_exits_130(capsys, monkeypatch):
    from ludotheque.agents.random_agent import RandomAgent

    def interrupted(self, observation):
        raise KeyboardInterrupt

    monkeypatch.setattr(RandomAgent, "choose", interrupted)
    code, out, _ = run(capsys, *RANDOM_2P)
    assert code == 130
    assert "game stopped after 0 moves" in out


def test_quit_and_end_of_input_exit_0(capsys, monkeypatch):
    assert run(capsys, *HUMAN_2P, stdin="quit\n", monkeypatch=monkeypatch)[0] == 0
    assert run(capsys, *HUMAN_2P, stdin="", monkeypatch=monkeypatch)[0] == 0


@pytest.mark.parametrize("command", ["replay", "analyse", "games", "data"])
def test_ctrl_c_in_any_other_command_exits_130(capsys, monkeypatch, finished, command):
    """Ctrl-C while a record replays, a search analyses, a listing or a data check runs:
    exit 130 with no traceback (the game and the tournament have tests of their own)."""
    from ludotheque.cli import analyse as analyse_cli
    from ludotheque.cli import data as data_cli
    from ludotheque.cli import games as games_cli
    from ludotheque.cli import replay as replay_cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    module, name, argv = {
        "replay": (replay_cli, "replay", ["replay", str(finished)]),
        "analyse": (analyse_cli, "analyse", ["analyse", str(finished), "--seat", "1"]),
        "games": (games_cli, "all_games", ["games"]),
        "data": (data_cli, "run", ["data", "check", str(finished.parent)]),
    }[command]
    monkeypatch.setattr(module, name, interrupted)
    code, out, err = run(capsys, *argv)
    assert code == 130, (out, err)
    assert "Traceback" not in out + err


def _interruptible() -> None:
    """In the child, before it starts: take Ctrl-C as a terminal's foreground process does.
    A child inherits an ignored SIGINT, and a test worker may have been left with one by
    an earlier test's library; Python then never installs its KeyboardInterrupt handler."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _interrupt_when(argv: list[str], ready: str) -> subprocess.CompletedProcess:
    """Run `ludo ARGV` in its own process group; once `ready` is on its output, send the
    group SIGINT as a terminal's Ctrl-C does."""
    script = "import sys; from ludotheque.cli.main import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.Popen(
        [sys.executable, "-u", "-c", script, *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=_interruptible,
    )
    seen = b""
    try:
        deadline = time.monotonic() + 60
        while ready.encode() not in seen and time.monotonic() < deadline:
            if select.select([proc.stdout], [], [], 0.1)[0]:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    break
                seen += chunk
        assert ready.encode() in seen, seen.decode(errors="replace")
        time.sleep(0.3)
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    return subprocess.CompletedProcess(argv, proc.returncode, seen + out, err)


def test_real_ctrl_c_at_the_prompt_exits_130():
    done = _interrupt_when(HUMAN_2P, "seat 1 (you) > ")
    assert done.returncode == 130, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"game stopped" in done.stdout


def test_real_ctrl_c_while_an_agent_thinks_exits_130():
    argv = ["play", "iwari", "--seats", "mcts:60s,random", "--seed", "1"]
    done = _interrupt_when(argv, "seats: ")
    assert done.returncode == 130, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"game stopped after 0 moves" in done.stdout


# ----- the prompt -------------------------------------------------------------------------
def test_a_beginning_fitting_many_options_says_how_many_more():
    d = Decision(0, "action", tuple(f"build A{i}" for i in range(10)) + ("exchange",))
    message = resolve("build", d)
    assert "build A7, … (2 more)" in message and "build A8" not in message


def test_an_over_long_line_is_refused_not_echoed(capsys, monkeypatch):
    long_line = "x" * 5000
    code, out, _ = run(capsys, *HUMAN_2P, stdin=f"{long_line}\nquit\n", monkeypatch=monkeypatch)
    assert code == 0
    assert "that line is 5000 characters long; an entry is at most 200" in out
    assert "x" * 100 not in out


def test_a_long_unknown_entry_is_shortened_when_quoted(capsys, monkeypatch):
    entry = "z" * 150
    code, out, _ = run(capsys, *HUMAN_2P, stdin=f"{entry}\nquit\n", monkeypatch=monkeypatch)
    assert code == 0
    assert "not a legal option" in out and "z" * 60 not in out


def test_a_non_utf8_line_is_refused(capsys, monkeypatch):
    raw = io.TextIOWrapper(io.BytesIO(b"\xff\xfe\nquit\n"), errors="surrogateescape")
    monkeypatch.setattr(sys, "stdin", raw)
    code, out, _ = run(capsys, *HUMAN_2P)
    assert code == 0
    assert "that line is not UTF-8 text" in out


def test_one_move_is_singular(capsys, monkeypatch, tmp_path):
    path = tmp_path / "one.json"
    code, out, _ = run(
        capsys, *HUMAN_2P, "--record", str(path), stdin="0\nquit\n", monkeypatch=monkeypatch
    )
    assert code == 0
    assert "game stopped after 1 move\n" in out and "(1 move)" in out
    assert "1 moves" not in out


def test_help_adds_the_games_own_text(capsys, monkeypatch):
    code, out, _ = run(capsys, *HUMAN_2P, stdin="help\nquit\n", monkeypatch=monkeypatch)
    assert code == 0
    assert "undo [N]" in out and "A turn is BUILD or EXCHANGE" in out


def test_help_without_a_games_text_says_so(capsys, monkeypatch):
    from ludotheque.cli import declared

    monkeypatch.setattr(declared, "help_text", lambda game: None)
    code, out, _ = run(capsys, *HUMAN_2P, stdin="help\nquit\n", monkeypatch=monkeypatch)
    assert code == 0 and "gives no help of its own" in out


def test_fresh_seeds_have_64_bits(capsys, monkeypatch):
    asked = []

    def randbits(k):
        asked.append(k)
        return 2**64 - 5

    monkeypatch.setattr(play_cli.secrets, "randbits", randbits)
    code, out, _ = run(capsys, "play", "iwari", "--seats", "random,random")
    assert code == 0 and asked == [64]
    assert f"--seed {2**64 - 5}" in out


def test_seats_the_game_plays_are_not_labelled_random(capsys, monkeypatch):
    argv = ["play", "encyclopedia", "--players", "2", "--seed", "1"]
    argv += ["--option", 'automas={"1": "linne/boudeuse"}']
    code, out, _ = run(capsys, *argv, stdin="quit\n", monkeypatch=monkeypatch)
    assert code == 0
    assert "seats: seat 1 (you), seat 2 (automa:linne/boudeuse)" in out
    assert "random" not in out.split("seats:")[1].splitlines()[0]


# ----- help and listings ------------------------------------------------------------------
def _subcommands():
    from ludotheque.cli import helptext
    from ludotheque.cli.main import build_parser

    names = helptext.subcommands(build_parser())
    assert {"analyse", "data export", "data check"} <= set(names)
    return [n for n in names if n != "bench"]  # bench: its own parser, tested below


@pytest.mark.parametrize("command", _subcommands())
def test_every_subcommand_has_a_description_and_examples(capsys, command):
    code, out, _ = run(capsys, *command.split(), "-h")
    assert code == 0
    assert "examples" in out and f"ludo {command}" in out.split("examples")[1]
    usage_end = out.index("\n\n")
    assert len(out[usage_end:].split("options:")[0].strip()) > 40  # a description


def test_play_help_names_automa_seats_and_resume(capsys):
    _, out, _ = run(capsys, "play", "-h")
    assert "automa[:SPEC]" in out and "--resume" in out


def test_bench_help_mentions_the_server_benchmark(capsys):
    code, out, _ = run(capsys, "bench", "-h")
    assert code == 0 and "ludo bench server" in out
    code, out, _ = run(capsys, "bench", "server", "-h")
    assert code == 0 and "examples" in out and "ludo bench server --" in out.split("examples")[1]
    _, top, _ = run(capsys, "-h")
    assert "ludo bench server" in " ".join(top.split())


def test_games_lists_maps_choices_and_automas(capsys, monkeypatch):
    from ludotheque.games.iwari.fronts.board import available_maps

    enc = get_game("encyclopedia")
    monkeypatch.setattr(enc, "automa_specs", lambda: ["automa:a/b", "automa:c/d"], raising=False)
    code, out, _ = run(capsys, "games")
    assert code == 0
    iwari = out.split("\niwari ")[1].split("\nnewton ")[0]
    maps = " ".join(iwari.split("map (--option map=): ")[1].split("\n  mode")[0].split())
    assert maps == ", ".join(available_maps())
    assert "mode (--option mode=): standard, solo, coop" in iwari
    assert "automas" not in iwari  # Iwari's Void is a mode, not a seat spec
    encyclopedia = out.split("encyclopedia ")[1].split("\niwari ")[0]
    assert "automas: automa:a/b, automa:c/d (a bare `automa` is automa:linne/boudeuse)" in (
        " ".join(encyclopedia.split())
    )


def test_games_lists_each_games_opponents_and_their_difficulty(capsys):
    """Issue 18: the automas and their difficulties, and what of them is reconstructed."""
    code, out, _ = run(capsys, "games")
    assert code == 0
    text = " ".join(out.split())
    assert "difficulty is the stars of its two cards, 2 (easiest, linne/boudeuse) to 6" in text
    assert "daubenton *** (Louis Jean-Marie Daubenton)" in text
    assert "astrolabe *** (L'Astrolabe)" in text
    assert "die-value column is blank in the rulebook, so which row a die value" in text
    assert "levels white easy, blue medium, yellow advanced, green expert" in text
    assert "all their values are reconstructed" in text
    assert "--option void_threshold=N" in text
    assert "solo ladder, whose rank is the result" in text
    for game_id in ("darwins-journey", "encyclopedia", "iwari", "newton", "perseverance-ep3"):
        block = out.split(f"\n{game_id} " if game_id != "darwins-journey" else game_id)[1]
        assert "modes: " in block.split("reconstructed")[0]
        assert re.search(r"data: \d+ of \d+ items reconstructed", block)


def test_the_seat_alfred_plays_is_his_not_random():
    """Darwin's Journey solo (players=1): the game seats Alfred; `ludo play` asks it which
    seat, rather than guessing from --players (the game is not registered yet, so its
    object is used directly)."""
    from ludotheque.core import Match
    from ludotheque.games.darwins_journey.game import GAME

    match = Match(GAME, {"players": 1}, 1)
    specs = play_cli._seat_specs(GAME, match, None)
    assert specs[0] == "human" and specs[1].startswith("automa:alfred/")
    assert play_cli._seat_specs(GAME, match, ["random", "human"])[1] == specs[1]


def test_an_automa_seat_the_game_does_not_play_is_refused(capsys, stopped):
    code, out, err = run(capsys, "play", "--resume", str(stopped), "--seats", "human,automa")
    assert code == 2 and "seat 2: automa is not a seat" in err


def test_real_ctrl_c_stops_the_server_with_130(tmp_path):
    """The server shuts down cleanly on Ctrl-C and absorbs the signal; `ludo serve` still
    says it was interrupted."""
    pytest.importorskip("uvicorn")
    db = str(tmp_path / "ludo.db")
    done = _interrupt_when(["serve", "--port", "0", "--database", db], "server on")
    assert done.returncode == 130, done.stderr
    assert b"Traceback" not in done.stderr
