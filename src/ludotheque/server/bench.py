"""`ludo bench server`: simulated players over websockets on loopback, many games at once.

The benchmark starts a server in a subprocess (`python -m ludotheque.server`, a fresh
SQLite file unless `--database` names one, agents without delay, rate limits lifted) on a
free loopback port, or uses a running one (`--url`). A PostgreSQL `--database` gets a
schema of the run's own, dropped at the end: every run starts empty, as with SQLite (a
server resumes every running table it finds, so the games of earlier runs would otherwise
be replayed during this one), and leaves nothing behind.

It then keeps `--games` games going at once: each is an Iwari co-op game (two seats, the
shortest real configuration) whose two seats are two simulated players, each with its own
websocket, who wait for their decision, think for a random time (exponential, mean
`--think` seconds), and send a move; a finished game is replaced by a new one. Once every
seat has its first state (setting up, reported as `setup_s`, is not measured), and after
`--warmup` more seconds of play, it measures for `--seconds`: moves acknowledged per
second, and the latency of a move, from the moment the player sends it to the moment its
acknowledgement arrives (by then the move is stored in the database and the player has the
new state).

Target on a 2-core machine: 200 concurrent games with a 99th percentile under 100 ms.
Both the server and the players run on this machine: the figures include the players'
own share of the CPU, and `machine_cpu_percent` says how busy the whole machine was (other
processes at work make the figures worse than the server alone would).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

try:
    from orjson import loads
except ImportError:  # pragma: no cover
    loads = json.loads

TARGET_GAMES = 200
TARGET_P99_MS = 100.0
GAME = {"game": "iwari", "config": {"mode": "coop"}}


def _positive(kind):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be positive, got {text}")
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--games", type=_positive(int), default=TARGET_GAMES, help="games played at once"
    )
    parser.add_argument(
        "--seconds", type=_positive(float), default=20.0, help="measuring time (default 20)"
    )
    parser.add_argument(
        "--warmup", type=float, default=3.0, help="seconds played before measuring (default 3)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=0.5,
        help="mean thinking time of a simulated player before each move, s (default 0.5)",
    )
    parser.add_argument("--database", help="the server's database (default: a fresh SQLite file)")
    parser.add_argument(
        "--url", help="benchmark a running server instead, e.g. http://127.0.0.1:8000"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the games and think times")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


class Stats:
    def __init__(self):
        self.measuring = False
        self.seated = 0  # seats that received their first state
        self.latencies: list[float] = []
        self.moves = 0
        self.errors: dict[str, int] = {}
        self.games_done = 0
        self.games_started = 0

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1


async def _seat(url: str, tid: str, token: str, think: float, rng: random.Random, stats: Stats):
    from websockets.asyncio.client import connect

    async with connect(f"{url}/ws/tables/{tid}", max_size=2**22, open_timeout=30) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "svg": False}))
        state = None
        acted = -1
        n = 0
        first = True
        while True:
            if state is not None and state["over"]:
                return
            mine = state is not None and state["decision"]["options"] and state["seq"] > acted
            if not mine:
                msg = loads(await ws.recv())
                if msg["type"] == "state":
                    state = msg
                    if first:
                        first = False
                        stats.seated += 1
                continue
            if think > 0:
                await asyncio.sleep(rng.expovariate(1 / think))
            options = state["decision"]["options"]
            acted = state["seq"]
            n += 1
            sent = time.perf_counter()
            await ws.send(
                json.dumps(
                    {
                        "type": "move",
                        "seq": acted,
                        "option": rng.randrange(len(options)),
                        "id": n,
                    }
                )
            )
            msg = None
            while msg is None:
                got = loads(await ws.recv())
                if got["type"] == "state":
                    state = got
                for answer in [got, *got.get("acks", ())]:
                    if answer.get("id") == n and answer["type"] in ("ack", "error"):
                        msg = answer
            if msg["type"] == "ack":
                if stats.measuring:
                    stats.latencies.append(time.perf_counter() - sent)
                    stats.moves += 1
            else:
                stats.error(msg.get("code", "?"))


async def _games(http, url: str, think: float, rng: random.Random, stats: Stats, stop):
    while not stop.is_set():
        r = await http.post(
            "/api/tables",
            # A chosen seed (repeatable runs) with two people seated: an analysis table.
            json={
                **GAME,
                "seats": ["human", "human"],
                "seed": rng.randrange(2**31),
                "analysis": True,
            },
        )
        if r.status_code != 201:
            stats.error(f"create-{r.status_code}")
            await asyncio.sleep(1)
            continue
        data = r.json()
        stats.games_started += 1
        seats = [
            _seat(url.replace("http", "ws", 1), data["id"], s["token"], think,
                  random.Random(rng.random()), stats)
            for s in data["seats"]
        ]  # fmt: skip
        results = await asyncio.gather(*seats, return_exceptions=True)
        for result in results:
            if isinstance(result, Exception) and not stop.is_set():
                stats.error(type(result).__name__)
        stats.games_done += 1


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


@contextlib.contextmanager
def _fresh_schema(database: str):
    """A PostgreSQL database: a schema of the run's own in it, dropped afterwards, so that
    every run starts as empty as a fresh SQLite file (a server resumes every running table
    it finds: the games of earlier runs would be replayed during this one) and leaves
    nothing behind. Any other database is used as it is."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool

    from ludotheque.server.store import normalize_url

    url = make_url(normalize_url(database))
    if url.get_backend_name() != "postgresql":
        yield database
        return
    schema = f"ludo_bench_{os.getpid()}_{random.randrange(16**6):06x}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    with admin.connect() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    options = f"{url.query.get('options', '')} -csearch_path={schema}".strip()
    try:
        yield url.update_query_dict({"options": options}).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        admin.dispose()


def _start_server(database: str, log) -> tuple[subprocess.Popen, str]:
    import socket

    import httpx2 as httpx

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [
        sys.executable, "-m", "ludotheque.server", "--port", str(port), "--database", database,
        "--log-level", "warning", "--agent-delay", "0", "--http-rate", "1e9", "--http-burst", "1e9",
        "--create-rate", "1e9", "--create-burst", "1e9", "--ws-rate", "1e9", "--ws-burst", "1e9",
        "--max-listed-tables-per-address", "1000000000",
        "--max-listeners-per-table", "1000",
    ]  # fmt: skip
    proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("the server did not start (see its log above)")
        try:
            if httpx.get(url + "/api/health", timeout=1).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not answer within 30 s")


def _percentile(sorted_values: list[float], q: float) -> float | None:
    if not sorted_values:
        return None
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


async def _measure(url, games, seconds, warmup, think, seed, server_pid) -> dict:
    import httpx2 as httpx

    # The players' own garbage collections would show as server latency: as in the
    # server, collect seldom and never walk the objects that exist before the run.
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)
    stats = Stats()
    stop = asyncio.Event()
    rng = random.Random(seed)
    # One HTTP client for every game: a client costs tens of milliseconds to make (its TLS
    # context), which for 200 games would block the players' event loop for seconds.
    limits = httpx.Limits(max_connections=games, max_keepalive_connections=games)
    async with httpx.AsyncClient(base_url=url, timeout=60, limits=limits) as http:
        t_setup = time.perf_counter()
        tasks = [
            asyncio.create_task(_games(http, url, think, random.Random(rng.random()), stats, stop))
            for _ in range(games)
        ]
        # Setting up (creating the games, opening the websockets) is not what is measured:
        # the warmup starts once every seat has its first state (or after a minute).
        deadline = t_setup + 60
        while stats.seated < 2 * games and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)
        setup = time.perf_counter() - t_setup
        await asyncio.sleep(warmup)
        stats.measuring = True
        cpu0 = _cpu_seconds(server_pid) if server_pid else None
        own0 = time.process_time()
        machine0 = _machine_busy()
        t0 = time.perf_counter()
        await asyncio.sleep(seconds)
        elapsed = time.perf_counter() - t0
        stats.measuring = False
        cpu1 = _cpu_seconds(server_pid) if server_pid else None
        own1 = time.process_time()
        machine1 = _machine_busy()
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(stats.latencies)
    ms = [x * 1000 for x in lat]
    p99 = _percentile(ms, 0.99)
    return {
        "games": games,
        "connections": 2 * games,
        "seconds": round(elapsed, 2),
        "warmup": warmup,
        "setup_s": _r(setup),
        "think_s": think,
        "moves": stats.moves,
        "moves_per_s": round(stats.moves / elapsed, 1),
        "latency_ms": {
            "p50": _r(_percentile(ms, 0.50)),
            "p90": _r(_percentile(ms, 0.90)),
            "p99": _r(p99),
            "max": _r(ms[-1] if ms else None),
        },
        "games_started": stats.games_started,
        "games_finished": stats.games_done,
        "errors": stats.errors,
        "server_cpu_percent": _r(100 * (cpu1 - cpu0) / elapsed)
        if cpu0 is not None and cpu1 is not None
        else None,
        "server_cpu_ms_per_move": _r(1000 * (cpu1 - cpu0) / stats.moves)
        if cpu0 is not None and cpu1 is not None and stats.moves
        else None,
        "load_average": _loadavg(),
        # The whole machine's CPU in use while measuring, in cores' percent (200 = two
        # cores busy): beyond the server, the players and the database, other processes
        # at work make the figures worse than the server alone would.
        "machine_cpu_percent": _r(
            100
            * (os.cpu_count() or 1)
            * (machine1[0] - machine0[0])
            / max(1, machine1[1] - machine0[1])
        )
        if machine0 is not None and machine1 is not None
        else None,
        "players_cpu_percent": _r(100 * (own1 - own0) / elapsed),
        "target": {
            "games": TARGET_GAMES,
            "p99_ms": TARGET_P99_MS,
            "holds": None
            if p99 is None
            else bool(games >= TARGET_GAMES and p99 < TARGET_P99_MS and not stats.errors),
        },
    }


def _machine_busy() -> tuple[int, int] | None:
    """(busy, total) clock ticks of the whole machine since boot, from /proc/stat."""
    try:
        ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)  # idle + iowait
    return sum(ticks[:8]) - idle, sum(ticks[:8])


def _loadavg() -> float | None:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _r(x):
    return None if x is None else round(x, 2)


def _run_async(fn, *args):
    """asyncio.run(fn(*args)), in a thread of its own when this one already runs a loop
    (as under Playwright's sync API in the tests)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(fn(*args))
    out: dict = {}

    def target():
        try:
            out["value"] = asyncio.run(fn(*args))
        except BaseException as e:  # handed to the caller's thread
            out["error"] = e

    thread = threading.Thread(target=target, name="ludo-bench")
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def collect(args: argparse.Namespace) -> dict:
    server = None
    log = None
    with contextlib.ExitStack() as stack:
        try:
            if args.url:
                url = args.url.rstrip("/")
                database = "(the running server's)"
            else:
                if args.database:
                    database = args.database
                    served = stack.enter_context(_fresh_schema(database))
                else:
                    tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="ludo-bench-"))
                    database = served = str(Path(tmp) / "bench.db")
                log = tempfile.TemporaryFile(mode="w+")
                server, url = _start_server(served, log)
            result = _run_async(
                _measure,
                url,
                args.games,
                args.seconds,
                args.warmup,
                args.think,
                args.seed,
                server.pid if server else None,
            )
            result["database"] = database if "://" not in database else database.split("://")[0]
            result["python"] = platform.python_version()
            result["cores"] = os.cpu_count()
            return result
        finally:
            if server is not None:
                server.terminate()
                try:
                    server.wait(10)
                except subprocess.TimeoutExpired:
                    server.kill()
            if log is not None:
                log.close()


def render(result: dict) -> str:
    lat = result["latency_ms"]
    t = result["target"]
    verdict = {True: "holds", False: "fails", None: "not measured"}[t["holds"]]
    lines = [
        f"ludo bench server: {result['games']} concurrent Iwari co-op games, "
        f"{result['connections']} websockets on loopback, think time {result['think_s']:g} s "
        f"(mean), database {result['database']}, {result['cores']} cores",
        f"  moves acknowledged: {result['moves']} in {result['seconds']:g} s = "
        f"{result['moves_per_s']:,.1f} moves/s",
        f"  move latency (send -> stored and acknowledged): p50 {lat['p50']} ms, "
        f"p90 {lat['p90']} ms, p99 {lat['p99']} ms, max {lat['max']} ms",
        f"  games started {result['games_started']}, finished {result['games_finished']}; "
        f"errors {result['errors'] or 'none'}",
        f"  CPU: server {result['server_cpu_percent']}% of a core "
        f"({result['server_cpu_ms_per_move']} ms per move), simulated players "
        f"{result['players_cpu_percent']}%; whole machine {result['machine_cpu_percent']}% "
        f"(load average {result['load_average']}); setting up took {result['setup_s']} s",
        f"target: {t['games']} concurrent games with p99 < {t['p99_ms']:g} ms: {verdict}",
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    print(
        f"starting {args.games} games, warming up {args.warmup:g} s, measuring {args.seconds:g} s...",
        file=sys.stderr,
        flush=True,
    )
    try:
        result = collect(args)
    except RuntimeError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=1) if args.json else render(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ludo bench server", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
