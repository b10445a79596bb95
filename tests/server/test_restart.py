"""A real server in a subprocess, killed with kill -9 mid-game and started again on the
same database: every acknowledged move is there, agents resume by themselves, and the games
play on to their end. Against SQLite and PostgreSQL."""

from __future__ import annotations

import json
import threading
import time

import httpx2 as httpx
import pytest
from server_support import ServerProcess, auth
from websockets.sync.client import connect

from ludotheque.core import Match, Record, get_game


class Player:
    """A seat over a real websocket; records every acknowledged move."""

    def __init__(self, server: ServerProcess, tid: str, token: str):
        url = f"ws://127.0.0.1:{server.port}/ws/tables/{tid}"
        self.ws = connect(url, open_timeout=10).__enter__()
        self.ws.send(json.dumps({"type": "hello", "token": token, "svg": False}))
        self.state = None
        self.acked: list[tuple[int, str]] = []  # (ply, option)
        self.n = 0

    def recv(self, timeout=20.0):
        msg = json.loads(self.ws.recv(timeout=timeout))
        if msg["type"] == "state":
            self.state = msg
        return msg

    def wait_turn(self, timeout=20.0):
        deadline = time.monotonic() + timeout
        while True:
            s = self.state
            if s is not None and (s["over"] or s["decision"]["options"]):
                return s
            self.recv(max(0.1, deadline - time.monotonic()))

    def play_one(self):
        s = self.state
        self.n += 1
        options = s["decision"]["options"]
        option = options[self.n % len(options)]
        self.ws.send(json.dumps({"type": "move", "seq": s["seq"], "option": option, "id": self.n}))
        self.state = None
        while True:
            msg = self.recv()
            for answer in [msg, *msg.get("acks", [])]:
                if answer["type"] == "ack" and answer["id"] == self.n:
                    self.acked.append((answer["ply"], option))
                    return answer
                assert answer["type"] != "error", answer

    def play_out(self):
        while not self.wait_turn()["over"]:
            self.play_one()

    def close(self):
        self.ws.close()


def http_play_out(server: ServerProcess, tid: str, tokens: dict[int, str]) -> dict:
    with httpx.Client(base_url=server.url) as http:
        return _http_play_out(http, tid, tokens)


def _http_play_out(http, tid: str, tokens: dict[int, str]) -> dict:
    for _ in range(2000):
        s = _polite(http.get, f"/api/tables/{tid}").json()
        if s["over"]:
            return _polite(http.get, f"/api/tables/{tid}/record").json()
        seat = s["decision"]["seat"]
        if seat not in tokens:
            time.sleep(0.05)  # an agent's turn (it may wait 5 s: poll within the rate limit)
            continue
        r = _polite(
            http.post,
            f"/api/tables/{tid}/moves",
            json={"seq": s["seq"], "option": 0},
            headers=auth(tokens[seat]),
        )
        assert r.status_code in (200, 409), r.text
    raise AssertionError("the game did not end")


def _polite(send, url: str, **kwargs):
    """A request sent again, a little later, while the server's rate limit refuses it (a
    client polling through an agent's 5 s wait may pass 50 requests a second: seen once
    under load), as a well-behaved client does; any other answer is returned as it is."""
    for _ in range(50):
        r = send(url, **kwargs)
        if r.status_code != 429:
            return r
        time.sleep(0.2)
    return r


def _agent_to_move_record(seed: int) -> dict:
    """A co-op record cut where the agent's seat (1) is to decide."""
    game = get_game("iwari")
    match = Match(game, {"mode": "coop"}, seed)
    while not (len(match.moves) > 10 and match.decision.seat == 1):
        match.play(0)
    record = match.record().to_dict()
    del record["result"]
    return record


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_kill_9_loses_no_acknowledged_move(backend, tmp_path, request):
    db = (
        str(tmp_path / "ludo.db")
        if backend == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    # Agents wait 5 s before moving: the one below is still waiting when the server dies.
    server = ServerProcess(db, tmp_path / "server.log", agent_delay=5.0).start()
    try:
        r = httpx.post(
            server.url + "/api/records",
            json={"record": _agent_to_move_record(4), "seats": ["human", "random"]},
        )
        assert r.status_code == 201, r.text
        waiting, waiting_token = r.json()["id"], r.json()["seats"][0]["token"]
        plies = len(_agent_to_move_record(4)["moves"])
        # Two players play another table as fast as they can, and the server dies under
        # them: a move in flight may be stored or not; none that was acknowledged may be lost.
        r = httpx.post(
            server.url + "/api/tables",
            json={
                "game": "iwari",
                "config": {"players": 2},
                "seats": ["human", "human"],
                "seed": 6,
                "analysis": True,  # a chosen seed with two people seated
            },
        )
        assert r.status_code == 201, r.text
        busy = r.json()["id"]
        busy_tokens = [s["token"] for s in r.json()["seats"]]
        players: list[Player] = []

        def hammer(token):
            try:
                p = Player(server, busy, token)
                players.append(p)
                while True:
                    p.wait_turn(timeout=5)
                    p.play_one()
            except Exception:  # noqa: BLE001 - the server is killed under it
                pass

        threads = [threading.Thread(target=hammer, args=(t,)) for t in busy_tokens]
        for t in threads:
            t.start()
        time.sleep(1.5)
        server.kill9()
        for t in threads:
            t.join(10)
        acked = sorted(a for p in players for a in p.acked)
        assert len(acked) > 5, acked

        again = ServerProcess(db, tmp_path / "server2.log", agent_delay=0.0).start()
        try:
            stored = httpx.get(again.url + f"/api/tables/{busy}/record").json()["moves"]
            for ply, option in acked:
                assert stored[ply - 1] == option, (ply, option)
            assert len(stored) in (len(acked), len(acked) + 1), (
                len(stored),
                acked,
            )  # one in flight
            # The waiting agent plays by itself once the server is back.
            deadline = time.monotonic() + 10
            while True:
                s = httpx.get(again.url + f"/api/tables/{waiting}", headers=auth(waiting_token))
                s = s.json()
                if len(s["log"]) > plies and (s["over"] or s["decision"]["seat"] == 0):
                    break
                assert time.monotonic() < deadline, "the agent did not resume"
                time.sleep(0.05)
            # Both games play on to their end; their records replay.
            for tid, tokens in (
                (waiting, {0: waiting_token}),
                (busy, dict(enumerate(busy_tokens))),
            ):
                full = http_play_out(again, tid, tokens)
                assert Match.from_record(get_game("iwari"), Record.from_dict(full)).is_over()
            assert full["moves"][: len(stored)] == stored
        finally:
            again.stop()
    finally:
        server.stop()
