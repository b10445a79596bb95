"""`ludo bench server`: the server under a site's load, measured as it is felt by players.

What it plays. `--tables` tables at once, a mix of every registered game, each at 2, 3
or 4 seats (as the game allows), every seat a simulated person with a websocket of its
own, and one spectator per table. The tables start at every stage of their games (each
is imported from a random game cut at a random move), so that games end during the
measurement: end-of-game scoring and result writes are timed like any move, and every
finished table is replaced by a newly created one (creations are counted and timed).

How moves arrive. Open loop (the default): moves arrive at `--rate` per second in a
Poisson stream, whatever the server's answers; each goes to a table whose decision is
ready, and when none is, it waits in line and its latency counts from when it arrived
(so stalls show, instead of slowing the players down). Closed loop (`--closed`): each
table's player thinks for a random time (mean `--think`) after each state, then moves.

What is timed, from the moment the move arrives: its acknowledgement (stored in the
database and applied), and the arrival of the new state at each of the table's other
seats and at its spectator. Reported: p50/p99/p99.9 of each, errors, moves/s, CPU per move
of the server's processes, and how busy the whole machine was.

`--saturate`: steps of rising rate (each `--seconds` long) until the acknowledgement's p99
passes 100 ms; the saturation throughput is the highest rate whose p99 stayed under it.
`--processes N` runs N server processes on one port (`ludo serve --workers N`: PostgreSQL
only); `--processes 1,2` measures one then two, in one run. `--database` is a SQLite
file (default: a fresh one) or postgresql://...; a PostgreSQL database gets a schema of
the run's own, dropped afterwards, so every run starts empty and leaves nothing behind.

The players run in this process, on the same machine as the server: their CPU is
reported, and the figures include the competition for the cores.
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
import re
import signal
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

from ludotheque.server.benchsetup import (
    Corpus,
    cpu_seconds,
    fresh_schema,
    loadavg,
    machine_busy,
    run_async,
    start_server,
    stop_server,
)

try:
    from orjson import loads
except ImportError:  # pragma: no cover
    loads = json.loads

TARGET_P99_MS = 100.0
STEPS = (10, 20, 35, 50, 100, 200, 300, 400, 500, 700, 900, 1200, 1600, 2000, 2600, 3200)


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


def _process_counts(text: str) -> list[int]:
    try:
        counts = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected N or N,M,..., got {text!r}") from None
    if not counts or any(n < 1 for n in counts):
        raise argparse.ArgumentTypeError(f"process counts must be 1 or more, got {text!r}")
    return counts


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--tables", type=_positive(int), default=200, help="tables in play at once (default 200)"
    )
    parser.add_argument(
        "--rate", type=_positive(float), default=200.0, help="moves arriving per second (open loop)"
    )
    parser.add_argument(
        "--saturate", action="store_true", help="raise the rate step by step until p99 > 100 ms"
    )
    parser.add_argument(
        "--closed", action="store_true", help="closed loop: each player thinks, then moves"
    )
    parser.add_argument(
        "--think", type=float, default=0.5, help="closed loop: mean thinking time, s (0.5)"
    )
    parser.add_argument(
        "--seconds", type=_positive(float), default=10.0, help="measuring time (of each step)"
    )
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds played before measuring")
    parser.add_argument(
        "--processes",
        type=_process_counts,
        default=[1],
        help="server processes on one port (PostgreSQL for more than 1); 1,2 measures both",
    )
    parser.add_argument("--database", help="the server's database (default: a fresh SQLite file)")
    parser.add_argument("--url", help="benchmark a running server instead")
    parser.add_argument(
        "--games", help="only these games, comma-separated (default: every registered game)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the games and arrivals")
    parser.add_argument(
        "--profile",
        metavar="FILE",
        help="profile the server (one process, cProfile) over the measured windows only, "
        "into FILE (read it with python -m pstats FILE)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


# ----- the simulated tables ------------------------------------------------------------
class Samples:
    """Latencies (seconds) and counts of one measuring window."""

    def __init__(self):
        self.ack: list[float] = []
        self.others: list[float] = []
        self.spectator: list[float] = []
        self.create: list[float] = []
        self.errors: dict[str, int] = {}
        self.finished = 0
        self.created = 0

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1


class Conn:
    """One websocket of a table: a seat (`seat` >= 0) or the spectator (-1)."""

    __slots__ = ("ws", "seat", "seq", "options", "over")

    def __init__(self, ws, seat: int):
        self.ws, self.seat = ws, seat
        self.seq, self.options, self.over = -1, None, False


class Table:
    """One table as the bench sees it: its connections, the move in flight, and which
    connections have yet to see it."""

    def __init__(self, bench: Bench, tid: str, tokens: dict[int, str]):
        self.bench, self.id, self.tokens = bench, tid, tokens
        self.conns: list[Conn] = []
        self.in_flight: tuple[float, int] | None = None  # (arrived, id)
        self.arrived = 0.0
        self.waiting: set[int] = set()  # connections yet to see the move in flight
        self.target_seq = -1
        self.ready_conn: Conn | None = None
        self.n = 0

    async def open(self) -> None:
        from websockets.asyncio.client import connect

        url = self.bench.ws_url + f"/ws/tables/{self.id}"
        for seat, token in sorted(self.tokens.items()) + [(-1, None)]:
            ws = await connect(url, max_size=2**24, open_timeout=60)
            hello = {"type": "hello", "svg": False}
            if token is not None:
                hello["token"] = token
            await ws.send(json.dumps(hello))
            self.conns.append(Conn(ws, seat))
        for i in range(len(self.conns)):
            self.bench.spawn(self.reader(i))

    async def close(self) -> None:
        for c in self.conns:
            with contextlib.suppress(Exception):
                await c.ws.close()

    async def reader(self, i: int) -> None:
        conn = self.conns[i]
        try:
            async for raw in conn.ws:
                now = time.perf_counter()
                msg, acks = read_message(raw)
                if msg.get("type") == "state":
                    self.on_state(i, conn, msg, now)
                if self.in_flight is not None:
                    for answer in (msg, *acks):
                        if answer.get("id") == self.in_flight[1] and answer.get("type") in (
                            "ack",
                            "error",
                        ):
                            self.on_answer(answer, now)
                            break
        except Exception as e:  # the connection failed: the table is lost to the bench
            if not self.bench.stopping:
                self.bench.samples.error(type(e).__name__)

    def on_state(self, i: int, conn: Conn, msg: dict, now: float) -> None:
        conn.seq = msg["seq"]
        conn.over = msg["over"]
        d = msg["decision"]
        conn.options = d["options"] if d else None
        bench = self.bench
        if i in self.waiting and conn.seq >= self.target_seq:
            self.waiting.discard(i)
            if bench.measuring:
                s = bench.samples
                (s.spectator if conn.seat < 0 else s.others).append(now - self.arrived)
        if conn.over:
            if conn.seat < 0 and not bench.stopping:
                bench.finished(self)
            return
        if conn.options and self.in_flight is None and self.ready_conn is None:
            self.ready_conn = conn
            bench.ready(self)

    def on_answer(self, answer: dict, now: float) -> None:
        self.in_flight = None
        bench = self.bench
        if answer["type"] == "ack":
            if bench.measuring:
                bench.samples.ack.append(now - self.arrived)
                bench.moves += 1
        else:
            self.waiting.clear()
            bench.samples.error(answer.get("code", "?"))
        # The next decision may already be known (the same seat's, or another's).
        top = max(c.seq for c in self.conns)
        mover = next((c for c in self.conns if c.options and c.seq == top), None)
        if mover is not None and self.ready_conn is None and not mover.over:
            self.ready_conn = mover
            bench.ready(self)

    async def move(self, arrived: float) -> None:
        """Send the ready seat's move; its latencies count from `arrived`."""
        conn, self.ready_conn = self.ready_conn, None
        if conn is None or not conn.options or self.in_flight is not None:
            return
        self.n += 1
        self.in_flight = (arrived, self.n)
        self.arrived = arrived
        self.target_seq = conn.seq + 1
        self.waiting = {i for i, c in enumerate(self.conns) if c is not conn}
        option = self.bench.rng.randrange(len(conn.options))
        msg = {"type": "move", "seq": conn.seq, "option": option, "id": self.n}
        conn.options = None
        try:
            await conn.ws.send(json.dumps(msg))
        except Exception as e:
            self.in_flight = None
            if not self.bench.stopping:
                self.bench.samples.error(type(e).__name__)


_JSON = json.JSONDecoder()
# The head of a state message, as the server writes it (views.state): what the players read.
_STATE_HEAD = re.compile(
    r'"type":"state","seq":(\d+),"you":(?:-?\d+|null),"over":(true|false),"decision":'
)


def read_message(raw: str) -> tuple[dict, list]:
    """(the message, the answers it carries) as far as the players need them: of a state,
    its head only (type, seq, over, decision; the answers before it), read without
    decoding the view, the log and the words after it, which are most of a message and
    would cost the players, who share the machine with the server, more CPU than the
    rest of their work. Anything else, or a state written otherwise, is decoded whole."""
    try:
        at, acks = 1, []
        if raw.startswith('{"acks":'):
            acks, at = _JSON.raw_decode(raw, 8)
            at += 1  # the comma before the state's own keys
        head = _STATE_HEAD.match(raw, at)
        if head is None or not isinstance(acks, list):
            raise ValueError("not a state's head")
        decision = _JSON.raw_decode(raw, head.end())[0]
    except ValueError:
        msg = loads(raw)
        return msg, msg.get("acks", [])
    return {
        "type": "state",
        "seq": int(head[1]),
        "over": head[2] == "true",
        "decision": decision,
    }, acks


class Bench:
    def __init__(self, url: str, corpus: Corpus, rng: random.Random, closed: bool, think: float):
        self.url, self.ws_url = url, url.replace("http", "ws", 1)
        self.corpus, self.rng = corpus, rng
        self.closed, self.think = closed, think
        self.tables: dict[str, Table] = {}
        self.ready_list: list[Table] = []
        self.backlog: deque[float] = deque()
        self.samples = Samples()
        self.moves = 0
        self.measuring = False
        self.stopping = False
        self.tasks: set[asyncio.Task] = set()
        self.http = None

    def spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # ----- tables ----------------------------------------------------------------------
    async def add_table(self, fresh: bool) -> None:
        body, path = self.corpus.table_request(self.rng, fresh)
        t0 = time.perf_counter()
        for attempt in range(3):
            try:
                r = await self.http.post(path, json=body)
                break
            except Exception as e:  # a connection closed under load: counted, tried again
                self.samples.error(type(e).__name__)
                if attempt == 2:
                    return
        if r.status_code != 201:
            self.samples.error(f"create-{r.status_code}")
            return
        if fresh and self.measuring:
            self.samples.create.append(time.perf_counter() - t0)
            self.samples.created += 1
        data = r.json()
        tokens = {s["seat"]: s["token"] for s in data["seats"] if "token" in s}
        table = Table(self, data["id"], tokens)
        self.tables[table.id] = table
        try:
            await table.open()
        except Exception as e:
            self.samples.error(type(e).__name__)
            self.tables.pop(table.id, None)

    def finished(self, table: Table) -> None:
        if self.tables.pop(table.id, None) is None:
            return
        if self.measuring:
            self.samples.finished += 1
        self.spawn(table.close())
        self.spawn(self.add_table(fresh=True))

    def ready(self, table: Table) -> None:
        if self.closed:
            self.spawn(self._think_then_move(table))
        elif self.backlog:
            self.spawn(table.move(self.backlog.popleft()))
        else:
            self.ready_list.append(table)

    async def _think_then_move(self, table: Table) -> None:
        await asyncio.sleep(self.rng.expovariate(1 / self.think) if self.think > 0 else 0)
        if not self.stopping:
            await table.move(time.perf_counter())

    async def arrivals(self, rate: float, until: float) -> None:
        """Open loop: moves arrive at `rate`, each to a random ready table, or in line."""
        rng = self.rng
        t = time.perf_counter()
        while t < until and not self.stopping:
            t += rng.expovariate(rate)
            delay = t - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            while self.ready_list:
                i = rng.randrange(len(self.ready_list))
                table = self.ready_list[i]
                self.ready_list[i] = self.ready_list[-1]
                self.ready_list.pop()
                if table.id in self.tables and table.ready_conn is not None:
                    self.spawn(table.move(t))
                    break
            else:
                self.backlog.append(t)

    # ----- one window ------------------------------------------------------------------
    async def window(self, rate: float | None, seconds: float, server_pids) -> dict:
        self.samples = Samples()
        self.moves = 0
        self.backlog.clear()
        # The players' own collector stays off while a window runs, and collects between
        # windows: its pauses (up to 0.4 s with a thousand tables' sockets) would be
        # counted as the server's latency. The players are one process standing in for
        # thousands of browsers, each of which pauses on its own.
        gc.collect()
        gc.freeze()
        gc.disable()
        cpu0 = cpu_seconds(server_pids())
        own0 = time.process_time()
        busy0 = machine_busy()
        t0 = time.perf_counter()
        self.measuring = True
        if rate is not None:
            await self.arrivals(rate, t0 + seconds)
        rest = t0 + seconds - time.perf_counter()
        if rest > 0:
            await asyncio.sleep(rest)
        self.measuring = False
        elapsed = time.perf_counter() - t0
        gc.enable()
        cpu1 = cpu_seconds(server_pids())
        own1 = time.process_time()
        busy1 = machine_busy()
        s = self.samples
        server_cpu = None if cpu0 is None or cpu1 is None else cpu1 - cpu0
        return {
            "rate": rate,
            "seconds": round(elapsed, 2),
            "moves": self.moves,
            "moves_per_s": round(self.moves / elapsed, 1),
            "ack_ms": _percentiles(s.ack),
            "others_ms": _percentiles(s.others),
            "spectator_ms": _percentiles(s.spectator),
            "create_ms": _percentiles(s.create),
            "backlog_at_end": len(self.backlog),
            "tables_finished": s.finished,
            "tables_created": s.created,
            "errors": s.errors,
            "server_cpu_ms_per_move": _r(1000 * server_cpu / self.moves)
            if server_cpu is not None and self.moves
            else None,
            "server_cpu_percent": _r(100 * server_cpu / elapsed) if server_cpu else None,
            "players_cpu_percent": _r(100 * (own1 - own0) / elapsed),
            "machine_cpu_percent": _r(
                100 * (os.cpu_count() or 1) * (busy1[0] - busy0[0]) / max(1, busy1[1] - busy0[1])
            )
            if busy0 and busy1
            else None,
            "load_average": loadavg(),
        }


def _percentiles(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "p50": None, "p99": None, "p99.9": None, "max": None}
    v = sorted(values)

    def at(q: float) -> float:
        return _r(1000 * v[min(len(v) - 1, int(q * len(v)))])

    return {
        "n": len(v),
        "p50": at(0.5),
        "p99": at(0.99),
        "p99.9": at(0.999),
        "max": _r(1000 * v[-1]),
    }


def _r(x):
    return None if x is None else round(x, 2)


async def _run(url: str, args, server_pids, profiled: int | None = None) -> dict:
    import httpx2 as httpx

    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)
    rng = random.Random(args.seed)
    games = [g.strip() for g in args.games.split(",")] if args.games else None
    corpus = Corpus(rng, games)
    bench = Bench(url, corpus, rng, args.closed, args.think)
    limits = httpx.Limits(max_connections=64, max_keepalive_connections=64)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as http:
        bench.http = http
        t_setup = time.perf_counter()
        sem = asyncio.Semaphore(32)

        async def one():
            async with sem:
                await bench.add_table(fresh=False)

        await asyncio.gather(*(one() for _ in range(args.tables)))
        setup = time.perf_counter() - t_setup
        if args.closed:
            rates: list[float | None] = [None]
        elif args.saturate:
            rates = list(STEPS)
        else:
            rates = [args.rate]
        warm_rate = rates[0]
        await bench.window(warm_rate, args.warmup, server_pids)  # warming up: not reported
        if profiled is not None:  # the measured windows only (server/profiling.py)
            os.kill(profiled, signal.SIGUSR1)
        steps = []
        for rate in rates:
            step = await bench.window(rate, args.seconds, server_pids)
            steps.append(step)
            if args.saturate and (
                step["ack_ms"]["p99"] is None
                or step["ack_ms"]["p99"] >= TARGET_P99_MS
                or step["backlog_at_end"] > rate
            ):
                break
        if profiled is not None:
            os.kill(profiled, signal.SIGUSR2)
        bench.stopping = True
        for table in list(bench.tables.values()):
            await table.close()
        for task in list(bench.tasks):
            task.cancel()
        await asyncio.gather(*bench.tasks, return_exceptions=True)
    good = [
        s
        for s in steps
        if s["rate"] is not None
        and s["ack_ms"]["p99"] is not None
        and s["ack_ms"]["p99"] < TARGET_P99_MS
        and not s["errors"]
        and s["backlog_at_end"] <= (s["rate"] or 0) * 0.1
    ]
    return {
        "tables": args.tables,
        "games": corpus.describe(),
        "mode": "closed" if args.closed else "open",
        "setup_s": _r(setup),
        "steps": steps,
        "saturation_moves_per_s": max((s["moves_per_s"] for s in good), default=None)
        if args.saturate
        else None,
    }


def collect(args: argparse.Namespace) -> dict:
    runs = []
    for processes in args.processes:
        with contextlib.ExitStack() as stack:
            server = None
            if args.url:
                url, database = args.url.rstrip("/"), "(the running server's)"
            else:
                if args.database:
                    database = args.database
                    served = stack.enter_context(fresh_schema(database))
                else:
                    tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="ludo-bench-"))
                    database = served = str(Path(tmp) / "bench.db")
                log = stack.enter_context(tempfile.TemporaryFile(mode="w+"))
                server, url = start_server(served, log, processes, args.profile)
                stack.callback(stop_server, server)
            root = server.pid if server else None
            pids = (lambda root=root: _tree(root)) if root else (lambda: [])
            profiled = root if args.profile else None
            result = run_async(_run, url, args, pids, profiled)
            if server is not None and args.profile:
                stop_server(server)  # the profile is written by then
            result["processes"] = processes
            result["database"] = (
                "postgresql"
                if database.startswith("postgres")
                else "sqlite"
                if "://" not in database or database.startswith("sqlite")
                else database.split("://")[0]
            )
            runs.append(result)
    return {
        "runs": runs,
        "python": platform.python_version(),
        "cores": os.cpu_count(),
        "target_p99_ms": TARGET_P99_MS,
    }


def _tree(pid: int) -> list[int]:
    """A process and its descendants (the server's processes and agent workers)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children.get(p, [])
    return out


def render(result: dict) -> str:
    lines = []
    for run in result["runs"]:
        lines.append(
            f"ludo bench server: {run['tables']} tables ({run['games']}), {run['mode']} loop, "
            f"{run['processes']} server process(es), database {run['database']}, "
            f"{result['cores']} cores; setting up took {run['setup_s']} s"
        )
        for s in run["steps"]:
            a, o, sp = s["ack_ms"], s["others_ms"], s["spectator_ms"]
            rate = "closed loop" if s["rate"] is None else f"offered {s['rate']:g}/s"
            lines.append(
                f"  {rate}: {s['moves_per_s']:,.1f} moves/s; ack p50/p99/p99.9 "
                f"{a['p50']}/{a['p99']}/{a['p99.9']} ms; other seats "
                f"{o['p50']}/{o['p99']}/{o['p99.9']} ms; spectator "
                f"{sp['p50']}/{sp['p99']}/{sp['p99.9']} ms"
            )
            lines.append(
                f"    tables finished {s['tables_finished']}, created {s['tables_created']} "
                f"(create p99 {s['create_ms']['p99']} ms); errors {s['errors'] or 'none'}; "
                f"backlog {s['backlog_at_end']}; server CPU {s['server_cpu_ms_per_move']} ms/move "
                f"({s['server_cpu_percent']}% of a core), players {s['players_cpu_percent']}%, "
                f"machine {s['machine_cpu_percent']}% (load {s['load_average']})"
            )
        if run["saturation_moves_per_s"] is not None or run["steps"] and run["steps"][0]["rate"]:
            sat = run["saturation_moves_per_s"]
            if sat is not None or len(run["steps"]) > 1:
                lines.append(
                    f"  saturation (highest throughput with ack p99 < "
                    f"{result['target_p99_ms']:g} ms): {sat} moves/s"
                )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.profile and (args.url or args.processes != [1]):
        print(
            "error: --profile profiles a server this command starts, of one process "
            "(leave out --url, and --processes or give it 1)",
            file=sys.stderr,
        )
        return 2
    if len(args.processes) > 1 or args.processes[0] > 1:
        if args.url or not (args.database or "").startswith("postgres"):
            print(
                "error: --processes above 1 needs a PostgreSQL --database (the processes "
                "share the tables through it)",
                file=sys.stderr,
            )
            return 2
    try:
        result = collect(args)
    except RuntimeError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=1) if args.json else render(result))
    return 0


EXAMPLES = """examples:
  ludo bench server                                 200 tables of the mix, open loop
  ludo bench server --tables 1000 --rate 500        the target load on one process
  ludo bench server --saturate --json               the highest rate with p99 under 100 ms
  ludo bench server --processes 1,2 --database postgresql://USER@HOST/DB --saturate
                                                    one and two processes side by side
  ludo bench server --url http://HOST:8000 --closed a running server, players thinking"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="ludo bench server",
        description=__doc__.splitlines()[0],
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
