"""Tournaments: seeded, seats rotated, the same with one worker or several."""

from __future__ import annotations

import json
import signal

from ludotheque.cli.main import main
from ludotheque.core.record import Record, replay
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.stats import wilson


def test_same_results_with_one_and_two_workers(tmp_path):
    spec = TournamentSpec("iwari", ("random", "mcts:3"), 6, 42, {"players": 2})
    one = run_tournament(spec, workers=1)
    two = run_tournament(spec, workers=2)
    assert [(r.number, r.seed, r.seating, r.scores, r.winners) for r in one] == [
        (r.number, r.seed, r.seating, r.scores, r.winners) for r in two
    ]
    assert [s.to_dict()["wins"] for s in summarize(spec.agents, one)] == [
        s.to_dict()["wins"] for s in summarize(spec.agents, two)
    ]


def test_seats_rotate_and_records_replay(tmp_path):
    spec = TournamentSpec("iwari", ("random", "greedy", "random"), 3, 7, {}, str(tmp_path))
    results = run_tournament(spec)
    assert [r.seating for r in results] == [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    for r in results:
        game, state = replay(Record.load(r.record))
        assert game.scores(state) == [int(x) for x in r.scores]


def test_wilson_interval():
    low, high = wilson(19, 20)
    assert 0.76 < low < 0.77 and 0.99 < high <= 1.0
    assert wilson(0, 10)[0] < 1e-9 and wilson(10, 10)[1] > 1 - 1e-9


def test_summary_counts_shared_wins_as_fractions():
    spec = TournamentSpec("iwari", ("random", "random"), 8, 3, {"players": 2})
    results = run_tournament(spec)
    summary = summarize(spec.agents, results)
    total = sum(s.wins for s in summary)
    decided = sum(1 for r in results if r.winners)
    assert abs(total - decided) < 1e-9
    assert all(s.games == 8 for s in summary)


def test_cli_json(capsys, tmp_path):
    code = main(
        [
            "tournament",
            "iwari",
            "--agents",
            "greedy,random",
            "--games",
            "4",
            "--seed",
            "2",
            "--workers",
            "2",
            "--json",
            "--records",
            str(tmp_path),
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4 and [a["agent"] for a in out["agents"]] == ["greedy", "random"]
    assert sum(a["games"] for a in out["agents"]) == 8
    assert len(list(tmp_path.glob("*.json"))) == 4


def test_cli_refuses_bad_input(capsys):
    assert main(["tournament", "iwari", "--agents", "alphago,random"]) == 2
    assert "known agents" in capsys.readouterr().err
    assert main(["tournament", "iwari", "--agents", "random,random", "--games", "0"]) == 2
    assert main(["tournament", "nope", "--agents", "random"]) == 2
    assert main(["tournament", "iwari", "--agents", "random", "--option", "players=7"]) == 2


def test_rulebook_automa_seats_rotate_too():
    """An automa seat is folded into each game's configuration by the game itself."""
    spec = TournamentSpec("encyclopedia", ("random", "automa:linne/boudeuse"), 2, 4, {})
    results = run_tournament(spec)
    assert [r.seating for r in results] == [[0, 1], [1, 0]]
    for r in results:
        automa_seat = r.seating.index(1)
        assert r.decisions[automa_seat] == 0  # the game played it; nobody was asked
        assert r.decisions[1 - automa_seat] > 0
    summary = summarize(spec.agents, results)
    assert summary[1].agent == "automa:linne/boudeuse" and summary[1].games == 2


def _interruptible() -> None:
    """In the child, before it starts: take Ctrl-C as a terminal's foreground process does.
    A child inherits an ignored SIGINT, and a test worker may have been left with one by
    an earlier test's library; Python then never installs its KeyboardInterrupt handler."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_cleanly_and_prints_the_results_so_far(tmp_path):
    """Ctrl-C in a terminal interrupts the whole process group, workers included: the
    command still prints the games that finished, with no traceback, and exits 130."""
    import os
    import signal
    import subprocess
    import sys
    import time

    script = "import sys; from ludotheque.cli.main import main; sys.exit(main(sys.argv[1:]))"
    args = ["tournament", "iwari", "--agents", "random,random", "--games", "5000"]
    args += ["--workers", "2", "--json", "--records", str(tmp_path)]
    proc = subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=_interruptible,
    )
    try:
        deadline = time.monotonic() + 120
        while len(list(tmp_path.glob("*.json"))) < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert proc.poll() is None, proc.communicate()
        time.sleep(2)  # a worker writes a game's record just before the parent gets its result
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    result = json.loads(out)
    assert 1 <= result["games"] < 5000 and result["requested"] == 5000
    assert sum(a["games"] for a in result["agents"]) == 2 * result["games"]
    assert len(list(tmp_path.glob("*.json"))) >= result["games"]
