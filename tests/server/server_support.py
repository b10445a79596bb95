"""Helpers of the server tests (imported by name: pytest puts this folder on sys.path)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx2 as httpx

from ludotheque.server.settings import Settings

SERVICES_DIR = Path(os.environ.get("LUDO_SERVICES_DIR", "/tmp/ludotheque-test-services"))
ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM = os.environ.get("LUDO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]
COOP = {"mode": "coop"}  # Iwari's shortest game with two seats: about 45 decisions each


def test_settings(database: str, **overrides) -> Settings:
    """Settings for tests: agents without delay, limits far above what tests send."""
    values = {
        "database": database,
        "agent_delay": 0.0,
        "http_rate": 10_000.0,
        "http_burst": 10_000.0,
        "create_rate": 10_000.0,
        "create_burst": 10_000.0,
        "ws_rate": 10_000.0,
        "ws_burst": 10_000.0,
        "allowed_hosts": "testserver,127.0.0.1,localhost",
        "max_listed_tables_per_address": 10_000,
        "max_agent_seats_per_address": 10_000,
    }
    values.update(overrides)
    return Settings(**values)


test_settings.__test__ = False  # not a test, whatever its name


def with_hub(path: str, play) -> None:
    """`await play(hub)` with a started `Hub` on a fresh SQLite file at `path`, in a loop
    of its own thread (another test of the session may have left a running loop)."""
    from ludotheque.server.hub import Hub
    from ludotheque.server.store import Store

    async def main() -> None:
        store = Store(path)
        store.create_schema()
        hub = Hub(store, test_settings(path))
        await hub.start()
        try:
            await play(hub)
        finally:
            await hub.stop()

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client, seats=("human", "random"), config=None, seed=7, **extra) -> tuple[str, dict]:
    """Create a table; return its id and {seat: token} for its human seats."""
    body = {"game": "iwari", "config": COOP if config is None else config, "seats": list(seats)}
    if seed is not None:
        body["seed"] = seed
        # Tests choose seeds to repeat; with two people seated a known seed shows one the
        # other's cards, so the server takes it only for an analysis table.
        humans = sum(
            1 for s in seats if s == "human" or (isinstance(s, dict) and s["spec"] == "human")
        )
        if humans > 1:
            body["analysis"] = True
    body.update(extra)
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    data = r.json()
    return data["id"], {s["seat"]: s["token"] for s in data["seats"] if "token" in s}


def error_code(response) -> str:
    return response.json()["error"]["code"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """`python -m ludotheque.server` on a free loopback port, for tests that need a real
    server (browser, kill -9)."""

    def __init__(self, database: str, log_path: Path, **settings):
        self.database = database
        self.log_path = log_path
        self.settings = settings
        self.port = 0
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 20.0) -> ServerProcess:
        self.port = free_port()
        args = [
            sys.executable,
            "-m",
            "ludotheque.server",
            "--port",
            str(self.port),
            "--database",
            self.database,
            "--log-level",
            "warning",
        ]
        for key, value in self.settings.items():
            args += ["--" + key.replace("_", "-"), str(value)]
        self.log = open(self.log_path, "a")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log_path.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the server did not start: {self.log_path.read_text()[-2000:]}")

    def kill9(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        self.log.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        if self.proc is not None:
            self.log.close()


def dumps(value) -> str:
    return json.dumps(value, sort_keys=True)


class SeatSocket:
    """A websocket seen as one seat: keeps the latest state, and plays a decision only once
    (states for the same decision may repeat, e.g. when someone connects)."""

    def __init__(self, session):
        self.ws = session
        self.state: dict | None = None
        self.acted = -1
        self.counter = 0
        self.log: list[dict] = []
        self.events: list[dict] = []

    def recv(self) -> dict:
        msg = self.ws.receive_json()
        if msg["type"] == "state":
            # A state carries the log from entry log_from on: keep the whole log in it.
            self.log = self.log[: msg["log_from"]] + msg["log"]
            msg["log"] = self.log
            # So do its events (told with the moves after log_from), as the page keeps them.
            assert all(e["ply"] > msg["log_from"] for e in msg["events"]), msg["events"]
            kept = [e for e in self.events if e["ply"] <= msg["log_from"]]
            self.events = (kept + msg["events"])[-200:]
            msg["events"] = self.events
            self.state = msg
        return msg

    def wait(self, predicate) -> dict:
        while self.state is None or not predicate(self.state):
            self.recv()
        return self.state

    def wait_seq(self, seq: int) -> dict:
        return self.wait(lambda s: s["seq"] >= seq)

    def to_play(self, s: dict) -> bool:
        return not s["over"] and bool(s["decision"]["options"]) and s["seq"] > self.acted

    def send(self, message: dict) -> dict:
        """Send a move or undo and return its ack or error (states are kept meanwhile)."""
        self.counter += 1
        message["id"] = f"m{self.counter}"
        self.ws.send_json(message)
        while True:
            msg = self.recv()
            for answer in [msg, *msg.get("acks", [])]:
                if answer["type"] in ("ack", "error") and answer.get("id") == message["id"]:
                    return answer

    def move(self, option=0) -> dict:
        seq = self.state["seq"]
        self.acted = seq
        return self.send({"type": "move", "seq": seq, "option": option})

    def play_out(self, pick=lambda options: 0, limit=1000) -> dict:
        for _ in range(limit):
            s = self.wait(lambda s: s["over"] or self.to_play(s))
            if s["over"]:
                return s
            reply = self.move(pick(s["decision"]["options"]))
            assert reply["type"] == "ack", reply
        raise AssertionError("the game did not end")

    def close(self) -> None:
        self.ws.__exit__(None, None, None)


def new_table(
    server, game: str, config=None, seats=("human", "random"), seed: int = 3, listed: bool = True
) -> tuple[str, dict]:
    """A table on a running `server` (ServerProcess): its id and each person's token by seat."""
    body = {"game": game, "config": config or {"players": 2}, "seats": list(seats), "seed": seed}
    if not listed:
        body["listed"] = False
    r = httpx.post(server.url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    data = r.json()
    return data["id"], {s["seat"]: s["token"] for s in data["seats"] if "token" in s}


def open_table(page, server, tid: str, token: str | None = None) -> None:
    """The table's page in Chromium, as a seat (with its token) or a spectator, drawn."""
    page.goto(server.url + f"/table/{tid}" + (f"#token={token}" if token else ""))
    page.wait_for_selector("#board svg")
    page.wait_for_function("() => document.querySelector('#status .turn') !== null")
