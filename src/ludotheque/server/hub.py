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
ever reaches this module's output (`views`).

The Hub is one object made of parts, a file per concern: `tables` (creating tables and
their seats), `agents` (the agents' turns), `views` (what listeners see, the lobby); this
file keeps loading, the database calls and moves.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.core.decision import Decision
from ludotheque.core.errors import IllegalOption, LudoError, RecordError
from ludotheque.core.match import Match
from ludotheque.core.registry import all_games, get_game
from ludotheque.server import metrics
from ludotheque.server.agents import AgentsMixin
from ludotheque.server.coaching import CoachingMixin
from ludotheque.server.errors import ApiError
from ludotheque.server.live import (
    TABLE_ID,
    LiveTable,
    match_result,
)
from ludotheque.server.pool import AgentPool
from ludotheque.server.settings import Settings
from ludotheque.server.store import Store, StoreConflict, TableRow
from ludotheque.server.tables import TablesMixin
from ludotheque.server.views import ViewsMixin

log = logging.getLogger("ludotheque.server")


class Hub(TablesMixin, AgentsMixin, ViewsMixin, CoachingMixin):
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
        # PostgreSQL: this process's part of a site of several (see cluster.py).
        self.cluster = None
        self.pool = AgentPool(
            settings.agent_workers,
            settings.max_agent_seconds,
            settings.agent_jobs_per_address,
            settings.agent_start_method,
        )
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
        self._flush_soon = False  # SQLite on the loop: a group commit is due (_flush_inline)
        self.async_writes = store.async_writes and not self.inline_db
        self._max_committing = max(1, settings.move_writers) if self.async_writes else 1
        # PostgreSQL: a batch goes `move_batch_wait` seconds after its first move at the
        # soonest, so that a round trip (most of a batch's cost) carries more moves.
        self._batch_wait = settings.move_batch_wait if self.async_writes else 0.0
        self._batch_since = 0.0  # when the oldest move waiting came (loop time)
        self._batch_timer: asyncio.TimerHandle | None = None
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
        if self.store.is_postgres:
            from ludotheque.server import cluster

            await self.db(cluster.create_schema, self.store)
            self.cluster = cluster.Cluster(self)
        else:
            await self.db(self.store.create_schema)
        if self.async_writes:
            try:
                await self.store.open_async(self.settings.move_writers)
            except Exception as e:  # they open on first use instead
                log.warning("cannot open the database's connections yet: %s", e)
        if self.cluster is not None:
            # The agents' leases say which process plays which table: the sweep of
            # expired and missing leases resumes the games of a process gone.
            self.cluster.start()
            return
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
        if self.cluster is not None:
            await self.cluster.stop()
        if self._batch_timer is not None:
            self._batch_timer.cancel()
            self._batch_timer = None
        # Moves waiting for their batch, or for a writer: never stored, answered now.
        waiting, self._appends = self._appends, []
        for _, fut in waiting:
            fut.cancel()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.pool.close()
        self._executor.shutdown(wait=True)
        if self._writer is not None:
            self._writer.shutdown(wait=True)
        if self.async_writes:
            await self.store.close_async()
        self.store.dispose()

    async def ready(self) -> tuple[bool, str]:
        """Whether this process can serve: the database answers (and, on PostgreSQL, the
        other processes' changes are heard)."""
        if self.closed:
            return False, "stopping"
        if self.cluster is not None:
            if await self.cluster.ready():
                return True, "ok"
            return False, "the database does not answer, or its notifications are not heard"
        try:
            await asyncio.wait_for(self.db(_ping, self.store), 2.0)
        except Exception as e:
            metrics.DB_ERRORS.inc()
            return False, f"the database does not answer: {type(e).__name__}"
        return True, "ok"

    async def db(self, fn, *args):
        if self.inline_db:
            return fn(*args)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, fn, *args)

    async def append_move(self, *move) -> None:
        """Store one move (table, version, ply, option, seat); raise StoreConflict if the
        table moved on. Moves that arrive together share a commit (group commit): off the
        event loop, a move waits only while every writer is busy, and then goes with all
        the moves that came meanwhile; SQLite on the loop commits the moves of one turn of
        the loop together (`_flush_inline`); on PostgreSQL a batch also waits
        `move_batch_wait` after its first move for company. The caller holds the table's
        lock, so the moves of a batch, and of batches under way together, are of different
        tables."""
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        if not self._appends:
            self._batch_since = loop.time()
        self._appends.append((move, fut))
        if not self.inline_db:
            self._start_commits()
        elif not self._flush_soon:  # after the moves this turn of the loop brings
            self._flush_soon = True
            loop.call_soon(self._flush_inline)
        return await fut

    def _flush_inline(self) -> None:
        """SQLite on the event loop: the moves that came during one turn of the loop
        share a commit (a commit costs more than its moves' statements: about 0.1 ms of
        CPU a move saved from batches of five); a move waits only for the loop's next
        turn. Each gets its own answer, as from `_commit_batch`."""
        self._flush_soon = False
        while self._appends:
            batch, self._appends = self._appends[:256], self._appends[256:]
            try:
                results = self.store.append_moves([m for m, _ in batch])
            except Exception as e:  # the database failed: every move of the batch did
                results = [e] * len(batch)
            for (_, fut), result in zip(batch, results, strict=True):
                if fut.done():
                    continue
                if result is None:
                    fut.set_result(None)
                else:
                    fut.set_exception(result)

    def _start_commits(self, due: bool = False) -> None:
        loop = asyncio.get_running_loop()
        if self._batch_wait and not due and self._appends and len(self._appends) < 256:
            if self._batch_timer is None and self._committing < self._max_committing:
                when = self._batch_since + self._batch_wait
                if loop.time() < when:
                    self._batch_timer = loop.call_at(when, self._batch_due)
                    return
            elif self._batch_timer is not None:
                return
        while self._appends and self._committing < self._max_committing:
            batch, self._appends = self._appends[:256], self._appends[256:]
            self._batch_since = loop.time()
            self._committing += 1
            task = loop.create_task(self._commit_batch(batch))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            task.add_done_callback(functools.partial(_unanswered, batch))

    def _batch_due(self) -> None:
        self._batch_timer = None
        self._start_commits(due=True)

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
            metrics.LIVE_TABLES.set(len(self.tables))
            if self.cluster is not None:
                self.cluster.loaded(table)
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
        if self.cluster is not None:  # tables whose agents we play stay
            idle = [t for t in idle if t.id not in self.cluster.leased]
        idle.sort(key=lambda t: t.updated)
        for t in idle[:excess]:
            del self.tables[t.id]
        metrics.LIVE_TABLES.set(len(self.tables))

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
        started = time.perf_counter()
        async with table.lock:
            await self._fresh(table, seq)
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
        metrics.MOVES.labels("person").inc()
        metrics.MOVE_SECONDS.observe(time.perf_counter() - started)
        return result

    async def _fresh(self, table: LiveTable, seq: Any) -> None:
        """A decision number beyond ours may have been reached on another process: catch
        up before judging it (the caller holds the table's lock)."""
        if self.cluster is not None and isinstance(seq, int) and seq > table.version:
            try:
                if await self.cluster.catch_up_locked(table):
                    self.changed(table)
            except Exception:  # judged on what we have; the database decides anyway
                log.warning("cannot catch up with table %s", table.id)

    async def _commit(self, table: LiveTable, d: Decision, text: str) -> None:
        """Store, then apply. Called with the table's lock held."""
        match = table.match
        ply = len(match.moves)
        table.committing = table.version + 1
        try:
            await self.append_move(table.id, table.version, ply, text, d.seat)
        except StoreConflict:  # another process stored first: show everyone here its move
            await self._reload(table)  # (its notice may come after this, and find no change)
            self.changed(table)
            self.kick_agents(table)
            raise ApiError(
                409, "already-decided", "already decided: another move was stored first"
            ) from None
        except Exception:  # the database failed: nothing was stored, nothing played
            metrics.DB_ERRORS.inc()
            log.exception("cannot store a move of table %s", table.id)
            raise ApiError(
                503, "storage-failed", "the move could not be stored, try again"
            ) from None
        finally:
            table.committing = 0
        try:
            match.play(text)
        except Exception:  # an engine fault on a legal option: unstore the move
            log.exception("engine fault at table %s on %r", table.id, text)
            await self.db(self.store.truncate_moves, table.id, table.version + 1, ply)
            table.version += 2
            table.forget_log(ply)
            raise ApiError(
                500,
                "engine-fault",
                f"the engine failed on {text!r}; the move was taken back (the server's log "
                "has the details)",
            ) from None
        table.kinds.append(d.kind)
        table.version += 1
        table.updated = time.time()
        if match.is_over():
            await self.db(self.store.set_status, table.id, "over", match_result(match))
            if self.cluster is not None:
                self.cluster.leased.discard(table.id)

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
            await self._fresh(table, seq)
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
            table.committing = table.version + 1
            try:
                await self.db(self.store.truncate_moves, table.id, table.version, keep)
            except StoreConflict:
                await self._reload(table)
                raise ApiError(409, "already-decided", "the table moved on meanwhile") from None
            finally:
                table.committing = 0
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


def _unanswered(batch: list[tuple[tuple, asyncio.Future]], task: asyncio.Task) -> None:
    """A batch's task is over: any move it left without an answer gets one. A task
    cancelled before it ever ran (the server stopping) never reaches its own handler."""
    for _, fut in batch:
        if not fut.done():
            fut.cancel()


def _ping(store: Store) -> None:
    with store.engine.connect() as conn:
        conn.exec_driver_sql("SELECT 1")
