"""Live tables: the games in play, their seats, listeners and agents, and every change.

One `Hub` per server process. A table is loaded into memory on first use by replaying its
stored moves through the rules (`Match`), which also rebuilds what undo may take back, so a
restarted server continues exactly where the previous one stopped.

A move goes: check the seat's secret, the decision's sequence number (`seq`, the table's
version) and the option; write it to the database (committed); only then apply it in
memory, tell every listener, and acknowledge. Per table, one asyncio lock orders writers:
of two moves sent for the same decision, the second finds `seq` moved on and is told
"already decided". Seat changes (a seat link's first use, join, leave) are ordered by a
lock of their own, so that a move never waits for another seat's database write.

What a listener is sent is built only from `game.view(state, seat)` for its own seat (None
for spectators), the moves as `Match.redacted_moves(seat)` shows them, and public table
facts; the board picture is drawn from that same view. No other seat's hidden information
ever reaches this module's output.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import operator
import re
import secrets
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.agents.registry import known_agents, make_agent
from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError, IllegalOption, LudoError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import all_games, get_game
from ludotheque.core.rng import Rng
from ludotheque.server import boards
from ludotheque.server.settings import Settings
from ludotheque.server.store import SeatRow, Store, StoreConflict, TableRow

try:  # orjson encodes a state ten times faster than json: the hot path of the server
    import orjson

    def dumps(value: Any) -> str:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()

except ImportError:  # pragma: no cover - the server's dependencies include orjson

    def dumps(value: Any) -> str:
        return json.dumps(value, separators=(",", ":"))


try:  # agents take an Observation since the agents package grew one
    from ludotheque.agents.observation import Observation
except ImportError:  # pragma: no cover - the older (view, decision) interface
    Observation = None

log = logging.getLogger("ludotheque.server")

HUMAN = "human"
TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{6,32}$")
MAX_TITLE = 80
MAX_NAME = 24
# Agents cheap enough to run on the event loop; any other runs in a worker thread.
INLINE_AGENTS = {"random"}


class ApiError(Exception):
    """A refusal with an HTTP status, a short machine code and a sentence for people."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message

    def to_dict(self) -> dict:
        return {"status": self.status, "code": self.code, "message": self.message}


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def is_automa(spec: str) -> bool:
    return spec.split(":", 1)[0] == "automa"


def seat_kind(spec: str) -> str:
    if spec == HUMAN:
        return "human"
    return "automa" if is_automa(spec) else "agent"


def agent_seed(seed: int, seat: int) -> int:
    """A seat's own stream, apart from the game's (the same as the terminal front's)."""
    return Rng((seed * 0x9E3779B1 + 0x5EED + seat) & ((1 << 64) - 1)).next64()


def choose(agent, game: Game, state, seat: int) -> int:
    if Observation is not None:
        choice = agent.choose(Observation(game, state, seat))
    else:  # pragma: no cover
        choice = agent.choose(game.view(state, seat), game.pending(state))
    return operator.index(choice)


class Seat:
    __slots__ = ("seat", "spec", "token_hash", "name", "joined", "connected")

    def __init__(self, row: SeatRow):
        self.seat = row.seat
        self.spec = row.spec
        self.token_hash = row.token_hash
        self.name = row.name
        self.joined = row.joined
        self.connected = 0

    @property
    def human(self) -> bool:
        return self.spec == HUMAN

    def label(self) -> str:
        if self.human:
            return self.name or f"seat {self.seat}"
        return f"{self.spec} (seat {self.seat})"

    def public(self) -> dict:
        return {
            "seat": self.seat,
            "kind": seat_kind(self.spec),
            "spec": self.spec,
            "name": self.name,
            "label": self.label(),
            "joined": self.joined or not self.human,
            "connected": self.connected > 0 or not self.human,
        }


class Listener:
    """One websocket watching a table, as a seat or as a spectator. Messages go through
    one writer task so that they keep their order; pending state updates coalesce, so a
    slow client gets the latest state rather than a backlog. The answer to a request made
    while a state is on its way rides in that state (`acks`): it is sent after the change
    it answers, and one message costs less than two."""

    STATE = object()

    def __init__(self, send: Callable[[str], Any], seat: int | None, svg: bool):
        self.send_text = send
        self.seat = seat
        self.svg = svg
        self.queue: asyncio.Queue = asyncio.Queue()
        self.dirty = False
        self.table: LiveTable | None = None
        # Log entries the client has: a state carries only the entries after them.
        self.log_known = 0
        self.acks: list[dict] = []

    def notify(self) -> None:
        if not self.dirty:
            self.dirty = True
            self.queue.put_nowait(self.STATE)

    def send(self, message: dict) -> None:
        self.queue.put_nowait(dumps(message))

    def reply(self, message: dict) -> None:
        """An answer to this client's request: with the queued state if there is one."""
        if self.dirty:
            self.acks.append(message)
        else:
            self.send(message)

    async def run(self, hub: Hub) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            if item is self.STATE:
                if not self.dirty or self.table is None:
                    continue
                self.dirty = False
                item = hub.state_text(self.table, self.seat, self.svg, self.log_known)
                self.log_known = len(self.table.match.moves)
                if self.acks:
                    item = '{"acks":' + dumps(self.acks) + "," + item[1:]
                    self.acks = []
            await self.send_text(item)

    def close(self) -> None:
        self.queue.put_nowait(None)


class LiveTable:
    """A table in memory: the match, its seats, who listens, and the agents."""

    def __init__(self, row: TableRow, game: Game, match: Match, kinds: list[str]):
        self.id = row.id
        self.game = game
        self.title = row.title
        self.seed = row.seed
        self.engine_version = row.engine_version
        self.created = row.created
        self.updated = row.updated
        self.listed = row.listed
        self.version = row.version
        self.match = match
        self.kinds = kinds  # decision kind of each move, for the log
        self.seats = [Seat(s) for s in row.seats]
        self.lock = asyncio.Lock()  # moves and undos
        self.seat_lock = asyncio.Lock()  # seats taken and left
        self.listeners: set[Listener] = set()
        self.notices: deque[dict] = deque(maxlen=8)
        self.agents: dict[int, Any] = {}
        self.agent_task: asyncio.Task | None = None
        self.agent_error: str | None = None
        self.cache: dict[tuple, str] = {}
        self.replay_states: list | None = None

    @property
    def status(self) -> str:
        return "over" if self.match.is_over() else "running"

    @property
    def decision(self) -> Decision:
        return self.match.decision

    def seat_of(self, token: str | None) -> int | None:
        """The seat a secret belongs to; None for no secret (a spectator)."""
        if token is None:
            return None
        if not isinstance(token, str) or not 8 <= len(token) <= 128:
            raise ApiError(403, "bad-token", "this seat link is not valid for this table")
        digest = hash_token(token)
        for s in self.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return s.seat
        raise ApiError(
            403,
            "bad-token",
            "this seat link is not valid for this table (the seat may have been left)",
        )

    def free_seats(self) -> list[int]:
        return [s.seat for s in self.seats if s.human and not s.joined]

    def summary(self) -> dict:
        d = self.decision
        return {
            "id": self.id,
            "game": self.game.id,
            "game_title": self.game.title,
            "title": self.title,
            "status": self.status,
            "listed": self.listed,
            "open": self.listed and self.status == "running" and bool(self.free_seats()),
            "players": len(self.seats),
            "seats": [s.public() for s in self.seats],
            "to_move": d.seat,
            "plies": len(self.match.moves),
            "config": self.match.config,
            "created": self.created,
            "updated": self.updated,
        }

    def log_for(self, seat: int | None, start: int = 0, upto: int | None = None) -> list[dict]:
        """The moves as `seat` may see them (others' private choices as "?"), from
        `start` to `upto`."""
        m = self.match
        n = len(m.moves) if upto is None else upto
        out = []
        for i in range(start, n):
            text = m.moves[i]
            if m.private[i] and m.seats[i] != seat:
                text = "?"
            out.append({"ply": i + 1, "seat": m.seats[i], "kind": self.kinds[i], "text": text})
        return out

    def forget_log(self, keep: int) -> None:
        """Moves from `keep` on were taken back: clients must be sent them again."""
        for listener in self.listeners:
            listener.log_known = min(listener.log_known, keep)


def _clean_text(value: Any, what: str, limit: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ApiError(400, "bad-request", f"{what} must be a string")
    text = " ".join(value.split())
    if len(text) > limit:
        raise ApiError(400, "bad-request", f"{what} is longer than {limit} characters")
    if any(not ch.isprintable() for ch in text):
        raise ApiError(400, "bad-request", f"{what} has characters that cannot be shown")
    return text


class Hub:
    def __init__(self, store: Store, settings: Settings):
        self.store = store
        self.settings = settings
        self.tables: dict[str, LiveTable] = {}
        self._loading: dict[str, asyncio.Future] = {}
        self._executor = ThreadPoolExecutor(
            max_workers=1 if store.is_sqlite else settings.db_threads,
            thread_name_prefix="ludo-db",
        )
        self._tasks: set[asyncio.Task] = set()
        self.closed = False
        # SQLite writes take a tenth of a millisecond: running them on the event loop costs
        # less than handing them to a thread (whose return waits for the GIL). A database
        # over the network runs in worker threads, so that its round trips block nothing.
        mode = settings.db_inline
        self.inline_db = store.is_sqlite if mode == "auto" else mode == "yes"
        # Moves waiting for a group commit, and how many group commits are under way. On
        # PostgreSQL they run on the event loop (async connections, see Store), several at
        # once; otherwise in a worker thread of their own, one at a time.
        self._appends: list[tuple[tuple, asyncio.Future]] = []
        self._committing = 0
        self.async_writes = store.async_writes and not self.inline_db
        self._max_committing = max(1, settings.move_writers) if self.async_writes else 1
        # Moves never queue behind the other database calls (a table's creation, a seat).
        self._writer = (
            None
            if self.async_writes or self.inline_db
            else ThreadPoolExecutor(max_workers=1, thread_name_prefix="ludo-moves")
        )

    # ----- lifecycle -----------------------------------------------------------------
    async def start(self) -> None:
        # Load every game now, on this thread: the registry loads lazily and is not safe
        # to load from two threads at once (tables are rebuilt in worker threads).
        all_games()
        await self.db(self.store.create_schema)
        if self.async_writes:
            try:
                await self.store.open_async(self.settings.move_writers)
            except Exception as e:  # they open on first use instead
                log.warning("cannot open the database's connections yet: %s", e)
        # Games in progress are loaded again in the background (requests load the table
        # they need at once), so that agents whose turn it is play on.
        task = asyncio.get_running_loop().create_task(self._resume())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resume(self) -> None:
        ids = await self.db(self.store.table_ids, "running")
        for table_id in ids:
            try:
                table = await self.get(table_id)
            except ApiError as e:
                log.error("table %s cannot be resumed: %s", table_id, e.message)
                continue
            self.kick_agents(table)
        if ids:
            log.info("resumed %d running table(s)", len(ids))

    async def stop(self) -> None:
        self.closed = True
        for table in self.tables.values():
            if table.agent_task is not None:
                table.agent_task.cancel()
            for listener in list(table.listeners):
                listener.close()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        self._executor.shutdown(wait=True)
        if self._writer is not None:
            self._writer.shutdown(wait=True)
        if self.async_writes:
            await self.store.close_async()
        self.store.dispose()

    async def db(self, fn, *args):
        if self.inline_db:
            return fn(*args)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, fn, *args)

    async def append_move(self, *move) -> None:
        """Store one move (table, version, ply, option, seat); raise StoreConflict if the
        table moved on. Off the event loop, moves that arrive together share a commit:
        a move waits only while every writer is busy, and then goes with all the moves that
        came meanwhile (group commit). The caller holds the table's lock, so the moves of a
        batch, and of batches under way together, are of different tables."""
        if self.inline_db:
            return self.store.append_move(*move)
        fut = asyncio.get_running_loop().create_future()
        self._appends.append((move, fut))
        self._start_commits()
        return await fut

    def _start_commits(self) -> None:
        loop = asyncio.get_running_loop()
        while self._appends and self._committing < self._max_committing:
            batch, self._appends = self._appends[:256], self._appends[256:]
            self._committing += 1
            task = loop.create_task(self._commit_batch(batch))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _commit_batch(self, batch: list[tuple[tuple, asyncio.Future]]) -> None:
        moves = [m for m, _ in batch]
        try:
            if self.async_writes:
                results = await self.store.append_moves_async(moves)
            else:
                loop = asyncio.get_running_loop()
                results = await loop.run_in_executor(self._writer, self.store.append_moves, moves)
        except Exception as e:  # the database failed: every move of the batch did
            results = [e] * len(batch)
        except BaseException:  # cancelled (the server stops): nobody waits for an answer
            for _, fut in batch:
                fut.cancel()
            raise
        finally:
            self._committing -= 1
        for (_, fut), result in zip(batch, results, strict=True):
            if fut.done():
                continue
            if result is None:
                fut.set_result(None)
            else:
                fut.set_exception(result)
        if not self.closed:
            self._start_commits()

    async def _set_seat(self, *args) -> None:
        """Store a seat's (table, seat, token hash, name, joined)."""
        if self.async_writes:
            await self.store.set_seat_async(*args)
        else:
            await self.db(self.store.set_seat, *args)

    # ----- loading -------------------------------------------------------------------
    async def get(self, table_id: str) -> LiveTable:
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if not isinstance(table_id, str) or not TABLE_ID.match(table_id):
            raise ApiError(404, "not-found", f"no table {table_id!r}")
        pending = self._loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut = asyncio.get_running_loop().create_future()
        self._loading[table_id] = fut
        try:
            row = await self.db(self.store.load_table, table_id)
            if row is None:
                raise ApiError(404, "not-found", f"no table {table_id!r}")
            table = await asyncio.to_thread(self._rebuild, row)
            self._evict()
            self.tables[table_id] = table
            fut.set_result(table)
            return table
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no "never retrieved" warning when nobody waits
            raise
        finally:
            del self._loading[table_id]

    def _evict(self) -> None:
        """Keep at most `max_tables_loaded` tables in memory: forget the least recently
        changed ones that nobody watches and no agent plays (they load again on demand)."""
        excess = len(self.tables) + 1 - self.settings.max_tables_loaded
        if excess <= 0:
            return
        idle = [
            t
            for t in self.tables.values()
            if not t.listeners
            and not t.lock.locked()
            and not t.seat_lock.locked()
            and (t.agent_task is None or t.agent_task.done())
        ]
        idle.sort(key=lambda t: t.updated)
        for t in idle[:excess]:
            del self.tables[t.id]

    def _rebuild(self, row: TableRow) -> LiveTable:
        """Replay the stored moves (a worker thread: replay is CPU work)."""
        try:
            game = get_game(row.game)
            match = Match(game, row.config, row.seed)
            kinds: list[str] = []
            for i, (option, _seat) in enumerate(row.moves):
                kinds.append(match.decision.kind)
                try:
                    match.play(option)
                except LudoError as e:
                    raise RecordError(str(e), i, option) from None
        except LudoError as e:
            raise ApiError(
                500,
                "unreplayable",
                f"table {row.id} no longer replays with engine {ENGINE_VERSION}: {e}",
            ) from None
        return LiveTable(row, game, match, kinds)

    # ----- creating ------------------------------------------------------------------
    def _parse_seats(self, game: Game, raw: Any) -> list[tuple[str, str]]:
        """Seat entries: "human", an agent spec, or {"spec": ..., "name": ...}."""
        if not isinstance(raw, list) or not raw:
            raise ApiError(400, "bad-request", "seats must be a non-empty list of seat kinds")
        if len(raw) > 16:
            raise ApiError(400, "bad-request", "too many seats")
        out = []
        for i, entry in enumerate(raw):
            name: Any = ""
            if isinstance(entry, dict):
                extra = set(entry) - {"spec", "name"}
                if extra:
                    raise ApiError(
                        400, "bad-request", f"seat {i}: unknown field(s) {', '.join(sorted(extra))}"
                    )
                spec, name = entry.get("spec"), entry.get("name")
            else:
                spec = entry
            if not isinstance(spec, str) or not spec.strip() or len(spec) > 64:
                raise ApiError(
                    400, "bad-request", f"seat {i}: expected {HUMAN} or an agent spec, got {spec!r}"
                )
            spec = spec.strip().lower()
            if spec != HUMAN and not is_automa(spec):
                try:
                    make_agent(spec, 0)
                except ConfigError as e:
                    raise ApiError(400, "bad-seat", f"seat {i}: {e} (or {HUMAN})") from None
            out.append((spec, _clean_text(name, f"seat {i} name", MAX_NAME)))
        return out

    def _new_seats(self, pairs: list[tuple[str, str]]) -> tuple[list[SeatRow], dict[int, str]]:
        rows, tokens = [], {}
        for seat, (spec, name) in enumerate(pairs):
            token = None
            if spec == HUMAN:
                token = secrets.token_urlsafe(18)
                tokens[seat] = token
            rows.append(
                SeatRow(seat, spec, hash_token(token) if token else None, name, joined=False)
            )
        return rows, tokens

    async def create(self, body: dict) -> tuple[LiveTable, dict[int, str]]:
        check_fields(
            body, {"game", "config", "seats", "title", "listed", "seed"}, {"game", "seats"}
        )
        game_id = body["game"]
        if not isinstance(game_id, str):
            raise ApiError(400, "bad-request", "game must be a game id string")
        try:
            game = get_game(game_id)
        except ConfigError as e:
            raise ApiError(400, "unknown-game", str(e)) from None
        config = body.get("config", {})
        if not isinstance(config, dict):
            raise ApiError(400, "bad-config", "config must be an object")
        pairs = self._parse_seats(game, body["seats"])
        specs = [s for s, _ in pairs]
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        elif not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**62:
            raise ApiError(400, "bad-request", "seed must be a whole number from 0 to 2**62")
        listed = body.get("listed", True)
        if not isinstance(listed, bool):
            raise ApiError(400, "bad-request", "listed must be true or false")
        title = _clean_text(body.get("title"), "title", MAX_TITLE)
        try:
            config = dict(config)
            config = game.seat_config(config, specs)
            if "players" not in config:
                config["players"] = len(specs)
            match = Match(game, config, seed)
        except ConfigError as e:
            raise ApiError(400, "bad-config", str(e)) from None
        except Exception as e:  # a game must refuse bad input with ConfigError; be safe
            raise ApiError(400, "bad-config", f"{type(e).__name__}: {e}") from None
        n = game.num_seats(match.state)
        if len(specs) != n:
            raise ApiError(
                400, "bad-seats", f"seats names {len(specs)} seat(s) but this game has {n}"
            )
        seat_rows, tokens = self._new_seats(pairs)
        now = time.time()
        row = TableRow(
            id=secrets.token_urlsafe(8),
            game=game.id,
            title=title or f"{game.title}, {n} player{'s' if n != 1 else ''}",
            config=match.config,
            seed=seed,
            engine_version=ENGINE_VERSION,
            status="running",
            version=0,
            plies=0,
            listed=listed,
            created=now,
            updated=now,
            seats=seat_rows,
        )
        if match.is_over():  # pragma: no cover - no game is over before its first move
            row.status = "over"
        await self.db(self.store.insert_table, row)
        table = LiveTable(row, game, match, [])
        self._evict()
        self.tables[row.id] = table
        self.kick_agents(table)
        return table, tokens

    async def import_record(self, body: dict) -> tuple[LiveTable, dict[int, str]]:
        check_fields(body, {"record", "seats", "title", "listed"}, {"record"})
        data = body["record"]
        try:
            record = Record.from_dict(data)
        except RecordError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        if record.seed is None:
            raise ApiError(
                400,
                "bad-record",
                "this record was redacted for one seat (no seed): download the full record "
                "once the game is over to import it",
            )
        if not -(2**63) <= record.seed < 2**63:
            raise ApiError(400, "bad-record", "the record's seed is out of range")
        if len(record.moves) > self.settings.max_record_moves:
            raise ApiError(413, "too-large", "the record has too many moves")
        if any(len(m) > 200 for m in record.moves):
            raise ApiError(400, "bad-record", "a move of the record is longer than any option")
        try:
            game = get_game(record.game)
        except ConfigError as e:
            raise ApiError(400, "unknown-game", str(e)) from None

        def rebuild() -> tuple[Match, list[str]]:
            replay(record, verify=True)  # raises RecordError naming the first bad move
            match = Match(game, record.config, record.seed)
            kinds = []
            for move in record.moves:
                kinds.append(match.decision.kind)
                match.play(move)
            return match, kinds

        try:
            match, kinds = await asyncio.to_thread(rebuild)
        except RecordError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        except LudoError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        n = game.num_seats(match.state)
        raw = body.get("seats")
        if raw is None:
            pairs = [(HUMAN, "")] * n
        else:
            pairs = self._parse_seats(game, raw)
            if len(pairs) != n:
                raise ApiError(
                    400, "bad-seats", f"seats names {len(pairs)} seat(s) but this game has {n}"
                )
        listed = body.get("listed", True)
        if not isinstance(listed, bool):
            raise ApiError(400, "bad-request", "listed must be true or false")
        over = match.is_over()
        seat_rows, tokens = self._new_seats(pairs)
        if over:  # nobody plays a finished game: no seat links
            tokens = {}
            for s in seat_rows:
                s.token_hash = None
        now = time.time()
        title = _clean_text(body.get("title"), "title", MAX_TITLE)
        row = TableRow(
            id=secrets.token_urlsafe(8),
            game=game.id,
            title=title or f"{game.title} (imported record)",
            config=match.config,
            seed=record.seed,
            engine_version=ENGINE_VERSION,
            status="over" if over else "running",
            version=len(record.moves),
            plies=len(record.moves),
            listed=listed,
            created=now,
            updated=now,
            result=_result(match) if over else None,
            seats=seat_rows,
            moves=list(zip(match.moves, match.seats, strict=True)),
        )
        await self.db(self.store.insert_table, row)
        table = LiveTable(row, game, match, kinds)
        self._evict()
        self.tables[row.id] = table
        self.kick_agents(table)
        return table, tokens

    # ----- seats ---------------------------------------------------------------------
    async def touch_seat(self, table: LiveTable, seat: int | None) -> None:
        """The first use of a seat's link marks the seat as taken."""
        if seat is None:
            return
        s = table.seats[seat]
        if not s.joined:
            async with table.seat_lock:
                if not s.joined:
                    await self._set_seat(table.id, seat, s.token_hash, s.name, True)
                    s.joined = True
            self.changed(table)

    async def join(self, table: LiveTable, body: dict, token: str | None) -> tuple[int, str]:
        check_fields(body, {"seat", "name"}, set())
        if token is not None and table.seat_of(token) is not None:
            raise ApiError(409, "already-seated", "you already hold a seat at this table")
        if table.status == "over":
            raise ApiError(409, "game-over", "the game is over: there is no seat to join")
        if not table.listed:
            raise ApiError(
                403, "not-listed", "seats of this table are given by link only, not in the lobby"
            )
        name = _clean_text(body.get("name"), "name", MAX_NAME)
        want = body.get("seat")
        async with table.seat_lock:
            free = table.free_seats()
            if want is None:
                if not free:
                    raise ApiError(409, "no-free-seat", "every human seat of this table is taken")
                seat = free[0]
            else:
                if not isinstance(want, int) or isinstance(want, bool):
                    raise ApiError(400, "bad-request", "seat must be a seat number")
                if not 0 <= want < len(table.seats):
                    raise ApiError(
                        400, "bad-request", f"seat must be 0 to {len(table.seats) - 1}, got {want}"
                    )
                if not table.seats[want].human:
                    raise ApiError(409, "not-human", f"seat {want} is played by an agent")
                if want not in free:
                    raise ApiError(409, "seat-taken", f"seat {want} is already taken")
                seat = want
            new = secrets.token_urlsafe(18)
            s = table.seats[seat]
            await self._set_seat(table.id, seat, hash_token(new), name, True)
            s.token_hash, s.name, s.joined = hash_token(new), name, True
            self._notice(table, "join", seat, f"{s.label()} sat down at seat {seat}")
        self.changed(table)
        return seat, new

    async def leave(self, table: LiveTable, seat: int) -> None:
        async with table.seat_lock:
            s = table.seats[seat]
            label = s.label()
            await self._set_seat(table.id, seat, None, "", False)
            s.token_hash, s.name, s.joined = None, "", False
            self._notice(table, "leave", seat, f"{label} left seat {seat}; it is free to join")
        # The leaver's own connections lose their seat: they become spectators.
        for listener in list(table.listeners):
            if listener.seat == seat:
                listener.seat = None
                listener.log_known = 0
                s.connected = max(0, s.connected - 1)
        self.changed(table)

    # ----- moves ---------------------------------------------------------------------
    @staticmethod
    def _check_seq(table: LiveTable, seq: Any) -> None:
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise ApiError(
                400, "bad-request", "seq must be the decision's sequence number (an integer)"
            )
        if seq < table.version:
            raise ApiError(
                409,
                "already-decided",
                f"already decided: decision {seq} was already decided; the table is now at "
                f"decision {table.version}",
            )
        if seq > table.version:
            raise ApiError(
                400, "bad-seq", f"there is no decision {seq} yet; the table is at {table.version}"
            )

    async def move(self, table: LiveTable, seat: int | None, seq: Any, option: Any) -> dict:
        if seat is None:
            raise ApiError(401, "no-seat", "only a seated player can move: open your seat link")
        if isinstance(option, bool) or not isinstance(option, str | int):
            raise ApiError(400, "bad-request", "option must be an option text or its index")
        if isinstance(option, str) and len(option) > 200:
            raise ApiError(400, "bad-request", "option is longer than any option")
        async with table.lock:
            self._check_seq(table, seq)
            d = table.decision
            if d.seat is None:
                raise ApiError(409, "game-over", "the game is over")
            if d.seat != seat:
                raise ApiError(
                    409,
                    "not-your-turn",
                    f"it is {table.seats[d.seat].label()}'s decision, not yours",
                )
            if isinstance(option, int):
                if not 0 <= option < len(d.options):
                    raise ApiError(
                        400,
                        "illegal-option",
                        str(IllegalOption(option, d.kind, d.options)),
                    )
                text = d.options[option]
            elif option in d.options:
                text = option
            else:
                raise ApiError(400, "illegal-option", str(IllegalOption(option, d.kind, d.options)))
            await self._commit(table, d, text)
            result = {"seq": table.version, "option": text, "ply": len(table.match.moves)}
        self.changed(table)
        self.kick_agents(table)
        return result

    async def _commit(self, table: LiveTable, d: Decision, text: str) -> None:
        """Store, then apply. Called with the table's lock held."""
        match = table.match
        ply = len(match.moves)
        try:
            await self.append_move(table.id, table.version, ply, text, d.seat)
        except StoreConflict:
            await self._reload(table)
            raise ApiError(
                409, "already-decided", "already decided: another move was stored first"
            ) from None
        except Exception as e:  # the database failed: nothing was stored, nothing played
            log.exception("cannot store a move of table %s", table.id)
            raise ApiError(
                503, "storage-failed", f"the move could not be stored, try again ({e})"
            ) from None
        try:
            match.play(text)
        except Exception as e:  # an engine fault on a legal option: unstore the move
            log.exception("engine fault at table %s on %r", table.id, text)
            await self.db(self.store.truncate_moves, table.id, table.version + 1, ply)
            table.version += 2
            table.forget_log(ply)
            raise ApiError(
                500, "engine-fault", f"the engine failed on {text!r}: {type(e).__name__}: {e}"
            ) from None
        table.kinds.append(d.kind)
        table.version += 1
        table.updated = time.time()
        if match.is_over():
            await self.db(self.store.set_status, table.id, "over", _result(match))

    async def _reload(self, table: LiveTable) -> None:
        row = await self.db(self.store.load_table, table.id)
        fresh = await asyncio.to_thread(self._rebuild, row)
        table.match, table.kinds, table.version = fresh.match, fresh.kinds, fresh.version
        table.forget_log(0)

    async def undo(self, table: LiveTable, seat: int | None, seq: Any, count: Any) -> dict:
        if seat is None:
            raise ApiError(401, "no-seat", "only a seated player can undo")
        if count == "all":
            count = 10**6
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise ApiError(400, "bad-request", "count must be a positive whole number or 'all'")
        async with table.lock:
            self._check_seq(table, seq)
            match = table.match
            available = match.undoable(seat)
            if available == 0:
                if not match.moves:
                    why = "nothing has been played yet"
                elif match.seats[-1] != seat:
                    who = match.seats[-1]
                    who = table.seats[who].label() if who is not None else "nobody"
                    why = f"the last decision was {who}'s, not yours"
                else:
                    why = (
                        "something was revealed or a new turn began since your last decision, "
                        "so it stands"
                    )
                raise ApiError(409, "cannot-undo", f"cannot undo: {why}")
            n = min(count, available)
            keep = len(match.moves) - n
            try:
                await self.db(self.store.truncate_moves, table.id, table.version, keep)
            except StoreConflict:
                await self._reload(table)
                raise ApiError(409, "already-decided", "the table moved on meanwhile") from None
            match.undo(seat, n)
            del table.kinds[keep:]
            table.forget_log(keep)
            table.version += 1
            table.updated = time.time()
            self._notice(
                table,
                "undo",
                seat,
                f"{table.seats[seat].label()} took back {n} decision{'s' if n != 1 else ''}",
            )
            result = {"seq": table.version, "undone": n, "undoable": match.undoable(seat)}
        self.changed(table)
        return result

    def _notice(self, table: LiveTable, kind: str, seat: int | None, text: str) -> None:
        table.notices.append(
            {"kind": kind, "seat": seat, "text": text, "seq": table.version, "at": time.time()}
        )

    # ----- agents --------------------------------------------------------------------
    def _agent(self, table: LiveTable, seat: int):
        agent = table.agents.get(seat)
        if agent is None:
            spec = table.seats[seat].spec
            agent = table.agents[seat] = make_agent(spec, agent_seed(table.seed, seat))
        return agent

    def _agent_turn(self, table: LiveTable) -> int | None:
        d = table.decision
        if d.seat is None or not 0 <= d.seat < len(table.seats):
            return None
        s = table.seats[d.seat]
        if s.human or is_automa(s.spec):
            return None
        return d.seat

    def kick_agents(self, table: LiveTable) -> None:
        if self.closed or table.agent_error is not None:
            return
        if table.agent_task is not None and not table.agent_task.done():
            return
        if self._agent_turn(table) is None:
            return
        table.agent_task = asyncio.get_running_loop().create_task(self._agents(table))

    async def _agents(self, table: LiveTable) -> None:
        """Play the agents' decisions while it is an agent's turn. An agent's move lands
        `agent_delay` seconds after the previous change at the soonest (its thinking time
        counts), so that people can follow."""
        delay = self.settings.agent_delay
        loop = asyncio.get_running_loop()
        while not self.closed:
            seat = self._agent_turn(table)
            if seat is None:
                return
            version = table.version
            started = loop.time()
            try:
                agent = self._agent(table, seat)
                game, state = table.game, table.match.state
                if table.seats[seat].spec.split(":", 1)[0] in INLINE_AGENTS:
                    index = choose(agent, game, state, seat)
                else:
                    index = await asyncio.to_thread(choose, agent, game, game.copy(state), seat)
            except Exception as e:
                self._agent_failed(table, seat, f"{type(e).__name__}: {e}")
                return
            wait = delay - (loop.time() - started)
            if wait > 0:
                await asyncio.sleep(wait)
            async with table.lock:
                if table.version != version:
                    continue  # the table changed meanwhile (an undo): decide again
                d = table.decision
                if not 0 <= index < len(d.options):
                    self._agent_failed(table, seat, f"chose option {index} of {len(d.options)}")
                    return
                try:
                    await self._commit(table, d, d.options[index])
                except ApiError as e:
                    self._agent_failed(table, seat, e.message)
                    return
            self.changed(table)
            if delay <= 0:
                await asyncio.sleep(0)  # let listeners and other tables run

    def _agent_failed(self, table: LiveTable, seat: int, why: str) -> None:
        log.error("agent at table %s seat %d failed: %s", table.id, seat, why)
        table.agent_error = f"the agent at seat {seat} failed: {why}"
        self._notice(table, "agent-error", seat, table.agent_error)
        self.changed(table)

    # ----- what listeners see --------------------------------------------------------
    def changed(self, table: LiveTable) -> None:
        table.cache.clear()
        for listener in table.listeners:
            listener.notify()

    def subscribe(self, table: LiveTable, listener: Listener) -> None:
        if len(table.listeners) >= self.settings.max_listeners_per_table:
            raise ApiError(429, "too-many-listeners", "too many people are watching this table")
        listener.table = table
        table.listeners.add(listener)
        if listener.seat is not None:
            table.seats[listener.seat].connected += 1
            self.changed(table)
        else:
            listener.notify()

    def unsubscribe(self, table: LiveTable, listener: Listener) -> None:
        if listener in table.listeners:
            table.listeners.discard(listener)
            if listener.seat is not None:
                s = table.seats[listener.seat]
                s.connected = max(0, s.connected - 1)
                self.changed(table)
        listener.close()

    def state(
        self, table: LiveTable, seat: int | None, svg: bool = True, log_from: int = 0
    ) -> dict:
        """Everything one seat (or a spectator, seat None) may see of the table now. The
        log is sent from entry `log_from` on (the client has the ones before)."""
        match, game = table.match, table.game
        d = match.decision
        view = game.view(match.state, seat)
        mine = seat is not None and d.seat == seat
        over = d.seat is None
        out = {
            "type": "state",
            "table": table.summary(),
            "seq": table.version,
            "you": seat,
            "view": view,
            "decision": None
            if over
            else {
                "seat": d.seat,
                "kind": d.kind,
                "prompt": d.prompt,
                "options": list(d.options) if mine else None,
            },
            "log_from": log_from,
            "log": table.log_for(seat, log_from),
            "undoable": match.undoable(seat) if seat is not None else 0,
            "over": over,
            "result": _result(match) if over else None,
            "notices": list(table.notices),
            "agent_error": table.agent_error,
        }
        if svg:
            out["board_svg"] = boards.render(
                game.id, view, list(d.options) if mine else [], seat, match.config
            )
        return out

    def state_text(self, table: LiveTable, seat: int | None, svg: bool, log_from: int) -> str:
        """The state message as text, shared by listeners that would get the same one
        (the cache is emptied by every change: see `changed`)."""
        key = (seat, svg, log_from)
        text = table.cache.get(key)
        if text is None:
            if len(table.cache) > 64:
                table.cache.clear()
            text = dumps(self.state(table, seat, svg, log_from))
            table.cache[key] = text
        return text

    def replay_at(self, table: LiveTable, ply: Any) -> dict:
        if table.status != "over":
            raise ApiError(409, "not-over", "a game can be replayed move by move once it is over")
        n = len(table.match.moves)
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= n:
            raise ApiError(400, "bad-request", f"ply must be a move number from 0 to {n}")
        if table.replay_states is None:
            game = table.game
            state = game.setup(table.match.config, table.seed)
            states = [game.copy(state)]
            for move in table.match.moves:
                game.apply(state, move)
                states.append(game.copy(state))
            table.replay_states = states
        state = table.replay_states[ply]
        game = table.game
        view = game.view(state, None)
        d = game.pending(state)
        return {
            "type": "replay",
            "table": table.summary(),
            "ply": ply,
            "plies": n,
            "view": view,
            "decision": None if d.seat is None else {"seat": d.seat, "kind": d.kind},
            "log": table.log_for(None, 0, ply),
            "board_svg": boards.render(game.id, view, [], None, table.match.config),
        }

    def record_for(self, table: LiveTable, seat: int | None) -> dict:
        """The full record once the game is over; before, the requester's redacted one."""
        if table.status == "over":
            return table.match.record().to_dict()
        return table.match.redacted_record(seat)

    # ----- lobby ---------------------------------------------------------------------
    async def list_tables(self, status: str | None) -> list[dict]:
        # Unlisted tables are reached by their link only.
        rows = await self.db(self.store.list_tables, None, 300, True)
        out = []
        for row in rows:
            live = self.tables.get(row.id)
            if live is not None:
                s = live.summary()
            else:
                free = [x.seat for x in row.seats if x.spec == HUMAN and not x.joined]
                seats = [Seat(x).public() for x in row.seats]
                s = {
                    "id": row.id,
                    "game": row.game,
                    "game_title": _game_title(row.game),
                    "title": row.title,
                    "status": row.status,
                    "listed": row.listed,
                    "open": row.listed and row.status == "running" and bool(free),
                    "players": len(row.seats),
                    "seats": seats,
                    "to_move": None,
                    "plies": row.plies,
                    "config": row.config,
                    "created": row.created,
                    "updated": row.updated,
                }
            if status == "open" and not s["open"]:
                continue
            if status == "running" and (s["status"] != "running" or s["open"]):
                continue
            if status == "over" and s["status"] != "over":
                continue
            out.append(s)
        return out

    @staticmethod
    def games() -> list[dict]:
        out = []
        for game in all_games():
            d = game.describe()
            try:
                d["defaults"] = game.configure({})
            except ConfigError:  # pragma: no cover - a game without a default configuration
                d["defaults"] = {}
            d["choices"] = boards.config_choices(game.id)
            d["has_board"] = boards.has_board(game.id)
            out.append(d)
        return out

    @staticmethod
    def agents() -> list[str]:
        return known_agents()


def _game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except ConfigError:
        return game_id


def _result(match: Match) -> dict:
    game, state = match.game, match.state
    return {"scores": game.scores(state), "winners": game.winners(state)}


def check_fields(body: Any, allowed: set[str], required: set[str]) -> None:
    if not isinstance(body, dict):
        raise ApiError(400, "bad-request", "the request body must be a JSON object")
    unknown = set(body) - allowed
    if unknown:
        raise ApiError(
            400,
            "bad-request",
            f"unknown field(s) {', '.join(sorted(unknown))}; allowed: {', '.join(sorted(allowed))}",
        )
    missing = required - set(body)
    if missing:
        raise ApiError(400, "bad-request", f"missing field(s): {', '.join(sorted(missing))}")
