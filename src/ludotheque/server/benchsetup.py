"""What `ludo bench server` needs around the measurement: the games it deals, the server
it starts, and the machine's counters."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

SEEDS_PER_KIND = 3  # random games per (game, seats): tables are cut from them
MAX_PLIES = 5000


class Corpus:
    """Random games of every game at 2 to 4 seats, played here once; a table is one of
    them cut at a random move (imported), or a new game (created)."""

    def __init__(self, rng: random.Random, only: list[str] | None = None):
        from ludotheque.core.errors import ConfigError
        from ludotheque.core.match import Match
        from ludotheque.core.registry import all_games, get_game

        games = [get_game(g) for g in only] if only else list(all_games())
        self.kinds: list[tuple[str, dict, list[dict]]] = []  # (game, config, records)
        for game in games:
            for n in (2, 3, 4):
                if not game.min_players <= n <= game.max_players:
                    continue
                try:
                    config = game.seat_config({}, ["human"] * n)
                    config.setdefault("players", n)
                    records = []
                    for _ in range(SEEDS_PER_KIND):
                        match = Match(game, config, rng.randrange(2**62))
                        while not match.is_over() and len(match.moves) < MAX_PLIES:
                            match.play(rng.randrange(len(match.decision.options)))
                        if match.is_over():
                            records.append(match.record().to_dict())
                except ConfigError:
                    continue
                if records:
                    self.kinds.append((game.id, dict(config), records))
        if not self.kinds:
            raise RuntimeError("no game can be played at 2 to 4 seats")
        self.by_game: dict[str, list[tuple[str, dict, list[dict]]]] = {}
        for kind in self.kinds:
            self.by_game.setdefault(kind[0], []).append(kind)

    def describe(self) -> str:
        return ", ".join(
            f"{g} at {'/'.join(str(k[1]['players']) for k in kinds)}"
            for g, kinds in self.by_game.items()
        )

    def table_request(self, rng: random.Random, fresh: bool) -> tuple[dict, str]:
        """(body, path) of a request for a table: every game equally often, then its seat
        counts equally often."""
        game = rng.choice(list(self.by_game))
        game_id, config, records = rng.choice(self.by_game[game])
        n = config["players"]
        seats = ["human"] * n
        if fresh:
            return {
                "game": game_id,
                "config": config,
                "seats": seats,
                "seed": rng.randrange(2**62),
                "analysis": True,  # a chosen seed with people seated: an analysis table
            }, "/api/tables"
        full = rng.choice(records)
        cut = rng.randrange(len(full["moves"]))
        record = {k: v for k, v in full.items() if k != "result"}
        record["moves"] = full["moves"][:cut]
        return {"record": record, "seats": seats, "analysis": True}, "/api/records"


def cpu_seconds(pids: list[int]) -> float | None:
    """User and system CPU of the processes (those that ended meanwhile are missed)."""
    if not pids:
        return None
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            continue
    return total


def machine_busy() -> tuple[int, int] | None:
    """(busy, total) clock ticks of the whole machine since boot, from /proc/stat."""
    try:
        ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)  # idle + iowait
    return sum(ticks[:8]) - idle, sum(ticks[:8])


def loadavg() -> float | None:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


@contextlib.contextmanager
def fresh_schema(database: str):
    """A PostgreSQL database: a schema of the run's own in it, dropped afterwards, so that
    every run starts as empty as a fresh SQLite file and leaves nothing behind. Any other
    database is used as it is."""
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


def start_server(
    database: str, log, processes: int = 1, profile: str | None = None
) -> tuple[subprocess.Popen, str]:
    """The server on a free loopback port, limits lifted, agents without delay; `profile`:
    the file its profile goes to (server/profiling.py)."""
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
        "--max-listeners-per-table", "1000", "--workers", str(processes),
        "--max-record-moves", "100000", "--max-record", "67108864",
        "--header-timeout", "600", "--body-timeout", "600",
    ]  # fmt: skip
    env = None
    if profile:
        from ludotheque.server.profiling import ENV

        env = {**os.environ, ENV: str(Path(profile).resolve())}
    proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180  # a loaded machine starts processes slowly
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"the server did not start: {log.read()[-2000:]}")
        try:
            if httpx.get(url + "/readyz", timeout=1).status_code == 200:
                time.sleep(3 if processes > 1 else 0)  # the other processes get ready too
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    stop_server(proc)
    raise RuntimeError("the server did not answer within 180 s")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def run_async(fn, *args):
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
