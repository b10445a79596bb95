"""One site, two server processes on loopback sharing one PostgreSQL database: each sees
the other's moves live, a decision sent to both is applied once, an agent table and the
clients of a process killed with kill -9 carry on at the other, and the operations
endpoints answer."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import httpx2 as httpx
import pytest
from server_support import ServerProcess, auth
from websockets.sync.client import connect

from ludotheque.core import Match, Record, get_game

FAST = {"http_rate": 10_000.0, "http_burst": 10_000.0, "agent_delay": 0.0}


class Seat:
    """One websocket at a table (a seat, or a spectator without a token); keeps the latest
    state and every acknowledged move."""

    def __init__(self, server: ServerProcess, tid: str, token: str | None):
        self.ws = connect(
            f"ws://127.0.0.1:{server.port}/ws/tables/{tid}", open_timeout=10
        ).__enter__()
        hello = {"type": "hello", "svg": False}
        if token:
            hello["token"] = token
        self.ws.send(json.dumps(hello))
        self.state: dict | None = None
        self.acked: list[tuple[int, str]] = []
        self.n = 0

    def recv(self, timeout: float = 15.0) -> dict:
        msg = json.loads(self.ws.recv(timeout=timeout))
        if msg["type"] == "state":
            self.state = msg
        return msg

    def wait(self, predicate, timeout: float = 15.0) -> dict:
        deadline = time.monotonic() + timeout
        while self.state is None or not predicate(self.state):
            left = deadline - time.monotonic()
            assert left > 0, f"timed out; last state at seq {self.state and self.state['seq']}"
            self.recv(left)
        return self.state

    def my_turn(self, timeout: float = 15.0) -> dict:
        return self.wait(lambda s: s["over"] or bool(s["decision"]["options"]), timeout)

    def play(self, pick: int = 0) -> dict:
        s = self.state
        options = s["decision"]["options"]
        option = options[pick % len(options)]
        self.n += 1
        self.ws.send(json.dumps({"type": "move", "seq": s["seq"], "option": option, "id": self.n}))
        self.state = None
        while True:
            msg = self.recv()
            for answer in [msg, *msg.get("acks", [])]:
                if answer.get("id") == self.n and answer["type"] in ("ack", "error"):
                    assert answer["type"] == "ack", answer
                    self.acked.append((answer["ply"], option))
                    return answer

    def close(self) -> None:
        self.ws.close()


def play_rounds(seats: dict[int, Seat], observer: Seat, rounds: int, seq: int = 0) -> int:
    """Each seat plays its turns from its own websocket (it learns that it is its turn
    only from its own process); returns the table's last decision number."""
    for _ in range(rounds):
        s = observer.wait(lambda s, q=seq: s["seq"] >= q)
        if s["over"]:
            break
        mover = seats[s["decision"]["seat"]]
        mover.my_turn()
        seq = mover.play(pick=len(mover.acked))["seq"]
    return seq


def new_table(server: ServerProcess, seats: list, seed: int = 11) -> tuple[str, dict]:
    humans = sum(1 for s in seats if s == "human")
    body = {"game": "iwari", "config": {"mode": "coop"}, "seats": seats, "seed": seed}
    if humans > 1:
        body["analysis"] = True  # a chosen seed with two people seated
    r = httpx.post(server.url + "/api/tables", json=body)
    assert r.status_code == 201, r.text
    data = r.json()
    return data["id"], {s["seat"]: s["token"] for s in data["seats"] if "token" in s}


def record(server: ServerProcess, tid: str) -> dict:
    return httpx.get(f"{server.url}/api/tables/{tid}/record").json()


def metric(server: ServerProcess, name: str) -> float:
    for line in httpx.get(server.url + "/metrics").text.splitlines():
        if line.startswith(name + " ") or line.startswith(name + "{"):
            return float(line.split()[-1])
    raise AssertionError(f"no metric {name}")


@pytest.fixture(scope="module")
def pair(postgres_url, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("pair")
    a = ServerProcess(postgres_url, tmp / "a.log", **FAST).start(timeout=90)
    b = ServerProcess(postgres_url, tmp / "b.log", **FAST).start(timeout=90)
    yield a, b
    a.stop()
    b.stop()


def test_a_seat_on_each_process_sees_the_others_moves_live(pair):
    a, b = pair
    tid, tokens = new_table(a, ["human", "human"])
    one, two = Seat(a, tid, tokens[0]), Seat(b, tid, tokens[1])
    watcher = Seat(b, tid, None)
    try:
        seats = {0: one, 1: two}
        seq = 0
        for _ in range(24):
            seq = play_rounds(seats, one, 1, seq)
            for other in (two, watcher):  # and the other process shows it at once
                other.wait(lambda s, q=seq: s["seq"] >= q, timeout=5)
        # An undo made at the other process reaches this one too (a decision that
        # reveals nothing can be taken back: play until one can).
        undone = False
        for _ in range(30):
            s = one.wait(lambda s, q=seq: s["seq"] >= q)
            mover = seats[s["decision"]["seat"]]
            mover.my_turn()
            seq = mover.play()["seq"]
            undoer = Seat(b if mover is one else a, tid, tokens[0 if mover is one else 1])
            s = undoer.wait(lambda s, q=seq: s["seq"] >= q)
            if s["undoable"]:
                plies = len(record(a, tid)["moves"])
                undoer.ws.send(json.dumps({"type": "undo", "seq": s["seq"], "id": "u"}))
                for other in (mover, watcher):
                    got = other.wait(lambda s, q=seq: s["seq"] > q, timeout=5)
                    assert got["table"]["plies"] == plies - 1
                assert len(record(b, tid)["moves"]) == plies - 1
                mover.acked = [(p, o) for p, o in mover.acked if p < plies]
                undone = True
            undoer.close()
            if undone:
                break
        assert undone, "no decision could be taken back"
        moves = record(b, tid)["moves"]
        assert moves == record(a, tid)["moves"]
        for ply, option in one.acked + two.acked:
            if ply <= len(moves):
                assert moves[ply - 1] == option
    finally:
        for s in (one, two, watcher):
            s.close()


def test_a_decision_sent_to_both_processes_is_applied_once(pair):
    a, b = pair
    tid, tokens = new_table(a, ["human", "human"], seed=12)
    for server in (a, b):  # both have the table loaded: the race is between processes
        assert httpx.get(f"{server.url}/api/tables/{tid}").status_code == 200
    applied = 0
    watchers = [Seat(a, tid, None), Seat(b, tid, None)]  # a spectator on each process
    with httpx.Client(base_url=a.url) as ha, httpx.Client(base_url=b.url) as hb:
        for _ in range(12):
            s = ha.get(f"/api/tables/{tid}").json()
            seq, seat = s["seq"], s["decision"]["seat"]
            # Different options, so a move applied twice would show in the record.
            gate = threading.Barrier(2)
            results: dict[str, httpx.Response] = {}

            def send(name, client, option, seq=seq, seat=seat, gate=gate, results=results):
                gate.wait()
                results[name] = client.post(
                    f"/api/tables/{tid}/moves",
                    json={"seq": seq, "option": option},
                    headers=auth(tokens[seat]),
                )

            threads = [
                threading.Thread(target=send, args=("a", ha, 0)),
                threading.Thread(target=send, args=("b", hb, -1 % 2)),
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join(15)
            codes = sorted(r.status_code for r in results.values())
            assert codes == [200, 409], [r.text for r in results.values()]
            loser = next(r for r in results.values() if r.status_code == 409)
            assert loser.json()["error"]["code"] == "already-decided"
            applied += 1
            # Both processes agree on the one move stored, and tell their spectators (the
            # loser's process learns it from its conflict, or from the other's notice).
            for client in (ha, hb):
                deadline = time.monotonic() + 5
                while client.get(f"/api/tables/{tid}").json()["seq"] != seq + 1:
                    assert time.monotonic() < deadline
                    time.sleep(0.02)
            for watcher in watchers:
                watcher.wait(lambda s, seq=seq: s["seq"] >= seq + 1, timeout=5)
    for watcher in watchers:
        watcher.close()
    moves = record(a, tid)["moves"]
    assert len(moves) == applied
    replayed = Match(get_game("iwari"), {"mode": "coop"}, 12)
    for move in moves:  # every stored move was legal where it stands
        replayed.play(move)


def test_a_hint_asked_at_one_process_is_counted_once_and_shown_by_the_other(pair):
    a, b = pair
    body = {
        "game": "iwari",
        "config": {"mode": "coop"},
        "seats": ["human", "human"],
        "seed": 13,
        "analysis": True,
        "hints": {"seconds": 0.1, "agreed": True},
    }
    r = httpx.post(a.url + "/api/tables", json=body)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tokens = {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}
    assert httpx.get(f"{b.url}/api/tables/{tid}").json()["table"]["hints_used"] == {}
    s = httpx.get(f"{a.url}/api/tables/{tid}").json()
    seat, seq = s["decision"]["seat"], s["seq"]
    for server in (a, b, a):  # the same decision asked of both processes counts once
        r = httpx.post(
            f"{server.url}/api/tables/{tid}/hint",
            json={"seq": seq},
            headers=auth(tokens[seat]),
            timeout=30,
        )
        assert r.status_code == 200, r.text
    for server in (a, b):
        deadline = time.monotonic() + 5
        while httpx.get(f"{server.url}/api/tables/{tid}").json()["table"]["hints_used"] != {
            str(seat): 1
        }:
            assert time.monotonic() < deadline, server.url
            time.sleep(0.05)


def test_health_readiness_and_metrics_answer(pair):
    a, b = pair
    for server in (a, b):
        assert httpx.get(server.url + "/healthz").json()["ok"] is True
        r = httpx.get(server.url + "/readyz")
        assert r.status_code == 200 and r.json()["ready"] is True, r.text
        text = httpx.get(server.url + "/metrics").text
        for name in (
            "ludo_moves_total",
            "ludo_move_seconds_bucket",
            "ludo_broadcast_seconds_bucket",
            "ludo_open_websockets",
            "ludo_live_tables",
            "ludo_agent_queue_depth",
            "ludo_agent_wait_seconds_bucket",
            "ludo_database_errors_total",
        ):
            assert name in text, name
    # A move is counted by the process that stored it (made here, so that the test does
    # not depend on the others running in the same worker).
    tid, tokens = new_table(a, ["human", "human"], seed=14)
    s = httpx.get(f"{a.url}/api/tables/{tid}").json()
    r = httpx.post(
        f"{a.url}/api/tables/{tid}/moves",
        json={"seq": s["seq"], "option": 0},
        headers=auth(tokens[s["decision"]["seat"]]),
    )
    assert r.status_code == 200, r.text
    counted = [
        float(line.split()[-1])
        for server in (a, b)
        for line in httpx.get(server.url + "/metrics").text.splitlines()
        if line.startswith('ludo_moves_total{by="person"}')
    ]
    assert sum(counted) > 0, counted


def test_kill_9_the_clients_and_the_agents_carry_on_at_the_other(postgres_url, tmp_path):
    a = ServerProcess(postgres_url, tmp_path / "a.log", **FAST).start(timeout=90)
    b = None
    try:
        # A table with an agent (its lease taken by the only process there is), and one
        # with two people, one at each process.
        agent_tid, agent_tokens = new_table(a, ["human", "random"], seed=21)
        duo_tid, duo_tokens = new_table(a, ["human", "human"], seed=22)
        # The person moves first, so the lease is taken by `a`'s sweep (every second), not
        # at creation: `b` started before it would take the lease itself at its first sweep.
        deadline = time.monotonic() + 20
        while metric(a, "ludo_agent_leases") != 1:
            assert time.monotonic() < deadline, "process a never took the agent's lease"
            time.sleep(0.1)
        b = ServerProcess(postgres_url, tmp_path / "b.log", **FAST).start(timeout=90)
        solo = Seat(b, agent_tid, agent_tokens[0])  # the agent answers from the other process
        left, right = Seat(a, duo_tid, duo_tokens[0]), Seat(b, duo_tid, duo_tokens[1])
        for _ in range(6):
            solo.my_turn()
            solo.play()
        seq = play_rounds({0: left, 1: right}, right, 10)
        # The agent's lease is the killed process's (its metrics say so).
        assert metric(a, "ludo_agent_leases") == 1
        assert metric(b, "ludo_agent_leases") == 0
        a.kill9()
        # The agent's seat is taken over by the surviving process within seconds.
        t0 = time.monotonic()
        s = solo.my_turn(timeout=30)
        if not s["over"]:
            solo.play()
            solo.my_turn(timeout=15)
        assert time.monotonic() - t0 < 20  # 3 s lease, 1 s sweep; a loaded machine
        while not solo.my_turn()["over"]:
            solo.play()
        # The client of the killed process reconnects to the other and finishes the game.
        left.close()
        left2 = Seat(b, duo_tid, duo_tokens[0])
        left2.acked = left.acked
        play_rounds({0: left2, 1: right}, right, 1000, seq)
        assert right.wait(lambda s: s["over"])["over"]
        for tid, acked in ((agent_tid, solo.acked), (duo_tid, left2.acked + right.acked)):
            full = record(b, tid)
            assert Match.from_record(get_game("iwari"), Record.from_dict(full)).is_over()
            for ply, option in acked:  # no acknowledged move lost
                assert full["moves"][ply - 1] == option
        for s in (solo, left2, right):
            s.close()
    finally:
        a.stop()
        if b is not None:
            b.stop()


def test_several_workers_on_sqlite_are_refused_with_the_reason(tmp_path):
    argv = ["serve", "--database", str(tmp_path / "x.db"), "--workers", "2"]
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            f"from ludotheque.cli.main import main; raise SystemExit(main({argv!r}))",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode != 0
    assert "need PostgreSQL" in r.stderr, r.stderr


def test_workers_share_one_port_on_postgres(postgres_url, tmp_path):
    server = ServerProcess(postgres_url, tmp_path / "w.log", workers=2, **FAST)
    try:
        server.start(timeout=120)  # two processes start at once: slow on a busy machine
        tid, tokens = new_table(server, ["human", "random"], seed=5)
        seat = Seat(server, tid, tokens[0])
        for _ in range(4):
            seat.my_turn()
            seat.play()
        seat.close()
        assert httpx.get(server.url + "/readyz").status_code == 200
    finally:
        server.stop()
