"""One site, many processes: PostgreSQL tells every process of every change.

On PostgreSQL the database is the single source of truth and any process may serve any
table. A process keeps the tables it serves in memory (a cache), and learns of the
changes made by the others from PostgreSQL itself:

- Every version bump of a table (a move, an undo), every seat written and every hint
  counted (coaching.py) fires a trigger that sends `NOTIFY ludo_changes` with the table
  id, its version and its move count (`m <id> <version> <plies>`), or `s <id>` for seats
  and hints (both read again). The notification is sent when the
  writing transaction commits, so whoever hears it can read the change.
- A process that has the table loaded and is behind catches up under the table's lock:
  one statement reads the version, the move count and the moves it lacks (one snapshot).
  Moves only (as many new versions as new moves): they are played on the loaded match;
  anything else (an undo happened): the table is rebuilt from the database.
- Two moves for one decision sent to two processes are applied once: a move is stored
  only if the table's row is still at the version it was decided on (the same statement
  bumps it), and (table, ply) is the moves' primary key. The loser is told
  "already decided" and catches up.

Agents. An agent seat is played by one process at a time: the one holding the table's
row in `ludo_leases` (owner, expiry on the database's clock). The holder renews its leases
every second; a lease not renewed for `LEASE_SECONDS` (its process died or hangs) is taken
over by another process's sweep, which loads the table and plays on. Running tables with
agent seats and no lease get one the same way (a process died between a person's move and
its agents' turn). Even two processes that both think they hold a lease cannot play an
agent's decision twice: the version check above stores one move.

The listening connection reconnects by itself; after a reconnection every loaded table
catches up, since notifications sent meanwhile are lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from typing import Any

from ludotheque.core.errors import LudoError
from ludotheque.server import metrics
from ludotheque.server.errors import ApiError
from ludotheque.server.live import LiveTable
from ludotheque.server.pgpool import AsyncPool

log = logging.getLogger("ludotheque.server")

CHANNEL = "ludo_changes"
LEASE_SECONDS = 3.0
RENEW_EVERY = 1.0
SWEEP_BATCH = 20
_NOW = "extract(epoch from clock_timestamp())"
_LOCK_KEY = 0x1D0_7ABE  # advisory lock: one process at a time creates the schema

SCHEMA = [
    """
    CREATE TABLE IF NOT EXISTS ludo_leases (
        table_id VARCHAR(32) PRIMARY KEY REFERENCES ludo_tables(id) ON DELETE CASCADE,
        owner VARCHAR(64) NOT NULL,
        expires DOUBLE PRECISION NOT NULL
    )""",
    f"""
    CREATE OR REPLACE FUNCTION ludo_notify_table() RETURNS trigger AS $$
    BEGIN
        PERFORM pg_notify('{CHANNEL}', 'm ' || NEW.id || ' ' || NEW.version || ' ' || NEW.plies);
        RETURN NULL;
    END $$ LANGUAGE plpgsql""",
    f"""
    CREATE OR REPLACE FUNCTION ludo_notify_seat() RETURNS trigger AS $$
    BEGIN
        PERFORM pg_notify('{CHANNEL}', 's ' || NEW.table_id);
        RETURN NULL;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS ludo_tables_changed ON ludo_tables",
    """CREATE TRIGGER ludo_tables_changed AFTER UPDATE OF version ON ludo_tables
       FOR EACH ROW EXECUTE FUNCTION ludo_notify_table()""",
    "DROP TRIGGER IF EXISTS ludo_seats_changed ON ludo_seats",
    """CREATE TRIGGER ludo_seats_changed AFTER UPDATE ON ludo_seats
       FOR EACH ROW EXECUTE FUNCTION ludo_notify_seat()""",
    "DROP TRIGGER IF EXISTS ludo_hints_changed ON ludo_hints",
    """CREATE TRIGGER ludo_hints_changed AFTER INSERT ON ludo_hints
       FOR EACH ROW EXECUTE FUNCTION ludo_notify_seat()""",
]
_TRIGGERS = ("ludo_tables_changed", "ludo_seats_changed", "ludo_hints_changed")

_CATCH_UP = """
SELECT t.version, t.plies, m.ply, m.option, m.seat
FROM ludo_tables t LEFT JOIN ludo_moves m ON m.table_id = t.id AND m.ply >= %s
WHERE t.id = %s ORDER BY m.ply
"""
_SEATS = (
    "SELECT seat, token_hash, name, joined, open FROM ludo_seats WHERE table_id = %s ORDER BY seat"
)
_HINTS = "SELECT seat, count(*) FROM ludo_hints WHERE table_id = %s GROUP BY seat"
_HOLD = f"""
INSERT INTO ludo_leases (table_id, owner, expires) VALUES (%(id)s, %(me)s, {_NOW} + %(ttl)s)
ON CONFLICT (table_id) DO UPDATE SET owner = EXCLUDED.owner, expires = EXCLUDED.expires
WHERE ludo_leases.owner = EXCLUDED.owner OR ludo_leases.expires < {_NOW}
RETURNING table_id
"""
_RENEW = (
    f"UPDATE ludo_leases SET expires = {_NOW} + %(ttl)s WHERE owner = %(me)s RETURNING table_id"
)
_DROP_OVER = """
DELETE FROM ludo_leases l USING ludo_tables t
WHERE l.table_id = t.id AND t.status <> 'running'
"""
_TAKE_EXPIRED = f"""
UPDATE ludo_leases SET owner = %(me)s, expires = {_NOW} + %(ttl)s
WHERE table_id IN (
    SELECT table_id FROM ludo_leases WHERE expires < {_NOW}
    LIMIT %(n)s FOR UPDATE SKIP LOCKED
)
RETURNING table_id
"""
_TAKE_UNLEASED = f"""
INSERT INTO ludo_leases (table_id, owner, expires)
SELECT t.id, %(me)s, {_NOW} + %(ttl)s FROM ludo_tables t
WHERE t.status = 'running'
  AND NOT EXISTS (SELECT 1 FROM ludo_leases l WHERE l.table_id = t.id)
  AND EXISTS (SELECT 1 FROM ludo_seats s WHERE s.table_id = t.id
              AND s.spec <> 'human' AND s.spec NOT LIKE 'automa%%')
LIMIT %(n)s
ON CONFLICT (table_id) DO NOTHING
RETURNING table_id
"""


def create_schema(store) -> None:
    """The leases table and the triggers, once (several processes may start together:
    an advisory lock lets one at a time create the schema)."""
    from sqlalchemy import text

    with store.engine.connect() as lock_conn:
        lock_conn.execute(text(f"SELECT pg_advisory_lock({_LOCK_KEY})"))
        try:
            store.create_schema()
            with store.engine.begin() as conn:
                # Triggers are made once: making one locks its table against every
                # move of the processes already serving.
                have = conn.execute(
                    text(
                        "SELECT count(*) FROM pg_trigger WHERE tgname IN "
                        f"{_TRIGGERS!r} AND tgrelid IN (to_regclass('ludo_tables'), "
                        "to_regclass('ludo_seats'), to_regclass('ludo_hints'))"
                    )
                ).scalar_one()
                if (
                    have < len(_TRIGGERS)
                    or conn.execute(text("SELECT to_regclass('ludo_leases')")).scalar() is None
                ):
                    for statement in SCHEMA:
                        conn.execute(text(statement))
        finally:
            lock_conn.execute(text(f"SELECT pg_advisory_unlock({_LOCK_KEY})"))
            lock_conn.commit()


class Cluster:
    """This process's part of the site: hears the others' changes, holds agent leases."""

    def __init__(self, hub: Any):
        self.hub = hub  # the Hub (which imports this module)
        self.owner = f"{uuid.uuid4().hex[:12]}"
        store = hub.store
        cargs, ckwargs = store.engine.dialect.create_connect_args(store.engine.url)
        ckwargs.pop("context", None)
        self._cargs, self._ckwargs = tuple(cargs), dict(ckwargs)
        self._pool = AsyncPool(cargs, ckwargs, 2)
        self.leased: set[str] = set()
        self.listening = False
        self._pending: set[str] = set()  # tables with a catch-up scheduled
        self._late: set[str] = set()  # changed while loading: catch up once loaded
        self._tasks: set[asyncio.Task] = set()
        self._closed = False

    # ----- lifecycle -----------------------------------------------------------------
    def start(self) -> None:
        for coro in (self._listen(), self._leases()):
            self._spawn(coro)

    async def stop(self) -> None:
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        with contextlib.suppress(Exception):
            async with self._pool.connection() as conn:
                await conn.execute("DELETE FROM ludo_leases WHERE owner = %s", (self.owner,))
        await self._pool.close()

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _rows(self, sql: str, params) -> list[tuple]:
        try:
            async with self._pool.connection() as conn:
                cur = await conn.execute(sql, params)
                return await cur.fetchall() if cur.description else []
        except Exception:
            metrics.DB_ERRORS.inc()
            raise

    # ----- hearing the others --------------------------------------------------------
    async def _listen(self) -> None:
        import psycopg

        backoff = 0.2
        first = True
        while not self._closed:
            conn = None
            try:
                conn = await psycopg.AsyncConnection.connect(
                    *self._cargs, autocommit=True, **self._ckwargs
                )
                await conn.execute(f"LISTEN {CHANNEL}")
                self.listening = True
                backoff = 0.2
                if not first:  # notifications were lost meanwhile
                    for table_id in list(self.hub.tables):
                        self.schedule(table_id)
                first = False
                async for note in conn.notifies():
                    self.heard(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as e:
                metrics.DB_ERRORS.inc()
                log.warning("lost the database's notifications (%s); reconnecting", e)
            finally:
                self.listening = False
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await conn.close()
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, 5.0)

    def heard(self, payload: str) -> None:
        """A notification: catch up if the table is loaded here and behind."""
        parts = payload.split(" ")
        table_id = parts[1] if len(parts) > 1 else ""
        hub = self.hub
        table = hub.tables.get(table_id)
        if table is None:
            if table_id in hub._loading:
                self._late.add(table_id)
            elif table_id in self.leased:
                self._spawn(self._take_over(table_id))
            return
        if parts[0] == "m" and len(parts) == 4:
            try:
                if int(parts[2]) <= max(table.version, table.committing):
                    return  # one we have already, or our own (being applied)
            except ValueError:
                return
        self.schedule(table_id, seats=parts[0] == "s")

    def loaded(self, table: LiveTable) -> None:
        """A table just loaded: if it changed while it was being read, catch up."""
        if table.id in self._late:
            self._late.discard(table.id)
            self.schedule(table.id, seats=True)

    def schedule(self, table_id: str, seats: bool = False) -> None:
        key = table_id + (" s" if seats else "")
        if key in self._pending:
            return
        self._pending.add(key)
        self._spawn(self._sync(table_id, seats, key))

    async def _sync(self, table_id: str, seats: bool, key: str) -> None:
        try:
            table = self.hub.tables.get(table_id)
            if table is None:
                return
            self._pending.discard(key)  # a change heard from now on needs another look
            changed = await self._sync_seats(table) if seats else await self.catch_up(table)
            if changed:
                self.hub.changed(table)
                self.hub.kick_agents(table)
        except Exception:
            log.exception("cannot catch up with table %s", table_id)
        finally:
            self._pending.discard(key)

    async def catch_up(self, table: LiveTable) -> bool:
        async with table.lock:
            return await self.catch_up_locked(table)

    async def catch_up_locked(self, table: LiveTable) -> bool:
        """Bring a loaded table to the database's version (the caller holds its lock)."""
        match = table.match
        have = len(match.moves)
        rows = await self._rows(_CATCH_UP, (have, table.id))
        if not rows:
            return False
        version, plies = rows[0][0], rows[0][1]
        if version == table.version:
            return False
        new = [(r[3], r[4]) for r in rows if r[2] is not None]
        if version - table.version == plies - have == len(new) > 0:
            try:
                for option, _seat in new:
                    kind = match.decision.kind
                    match.play(option)
                    table.kinds.append(kind)
                table.version = version
            except LudoError:
                log.warning("table %s: stored moves do not play on; rebuilding", table.id)
                await self.hub._reload(table)
        else:  # an undo (or moves taken back): rebuild from the record
            await self.hub._reload(table)
        table.updated = time.time()
        metrics.CATCH_UPS.inc()
        if table.match.is_over():
            self.leased.discard(table.id)
        return True

    async def _sync_seats(self, table: LiveTable) -> bool:
        rows = await self._rows(_SEATS, (table.id,))
        changed = False
        for seat, token_hash, name, joined, is_open in rows:
            if not 0 <= seat < len(table.seats):
                continue
            s = table.seats[seat]
            new = (token_hash, name, bool(joined), bool(is_open))
            if (s.token_hash, s.name, s.joined, s.open) == new:
                continue
            if s.token_hash is not None and token_hash != s.token_hash:
                # The seat was left or re-invited elsewhere: its link here no longer holds.
                for listener in list(table.listeners):
                    if listener.seat == seat:
                        listener.seat = None
                        listener.log_known = 0
                        s.connected = max(0, s.connected - 1)
            s.token_hash, s.name, s.joined, s.open = new
            changed = True
        hints = {int(seat): int(n) for seat, n in await self._rows(_HINTS, (table.id,))}
        if hints != table.hints_used:
            table.hints_used = hints
            changed = True
        return changed

    # ----- agents' leases ------------------------------------------------------------
    async def hold(self, table_id: str) -> bool:
        """Whether this process plays the table's agents (taking the lease if free)."""
        if table_id in self.leased:
            return True
        try:
            rows = await self._rows(_HOLD, {"id": table_id, "me": self.owner, "ttl": LEASE_SECONDS})
        except Exception as e:
            log.warning("cannot take the agents' lease of table %s: %s", table_id, e)
            return False
        if rows:
            self.leased.add(table_id)
            metrics.LEASES.set(len(self.leased))
        return bool(rows)

    async def _leases(self) -> None:
        """Renew ours, drop those of finished games, take over the dead ones'."""
        params = {"me": self.owner, "ttl": LEASE_SECONDS, "n": SWEEP_BATCH}
        while not self._closed:
            try:
                await self._rows(_DROP_OVER, None)
                held = {r[0] for r in await self._rows(_RENEW, params)}
                lost = self.leased - held
                if lost:
                    log.warning(
                        "lost the agents' lease of %d table(s) to other processes", len(lost)
                    )
                self.leased = held | (self.leased - lost)
                taken = [r[0] for r in await self._rows(_TAKE_EXPIRED, params)]
                taken += [r[0] for r in await self._rows(_TAKE_UNLEASED, params)]
                for table_id in taken:
                    self.leased.add(table_id)
                    self._spawn(self._take_over(table_id))
                metrics.LEASES.set(len(self.leased))
            except asyncio.CancelledError:
                raise
            except Exception as e:
                log.warning("cannot renew the agents' leases: %s", e)
            await asyncio.sleep(RENEW_EVERY)

    async def _take_over(self, table_id: str) -> None:
        """A table whose agents are now ours: load it (or catch up) and play on."""
        try:
            fresh = table_id not in self.hub.tables
            table = await self.hub.get(table_id)
            if not fresh:
                await self.catch_up(table)
            log.info("playing the agents of table %s", table_id)
            self.hub.kick_agents(table)
        except ApiError as e:
            log.error("table %s cannot be taken over: %s", table_id, e.message)
        except Exception:
            log.exception("table %s cannot be taken over", table_id)

    async def ready(self) -> bool:
        """The database answers (and, here, the notifications are heard)."""
        try:
            await asyncio.wait_for(self._rows("SELECT 1", None), 2.0)
        except Exception:
            return False
        return self.listening
