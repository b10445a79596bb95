"""The database: tables, their seats and their moves, through SQLAlchemy Core.

A game is stored as its record (game id, configuration, seed, the moves in order), never as
a serialized state: the server rebuilds a game by replaying its moves through the rules, so
what is stored is exactly the save format and survives engine refactors that keep records
valid. Every write is one short transaction; `append_move` commits before it returns, and
the server acknowledges a move only after it returned.

Two guards make a move count once: the table row carries a `version` (the decision's
sequence number, bumped by every move and undo) that a write must match, and the moves'
primary key (table, ply) refuses a second move at the same place.

SQLite (the default, zero setup) runs in WAL mode with `synchronous=NORMAL`: a commit is
in the database file's write-ahead log before `append_move` returns, so a server killed
with kill -9 loses nothing (only a power cut could lose the last commits; pass
`sqlite_synchronous="FULL"` to pay an fsync per move against that). PostgreSQL is used
through psycopg 3 with its default durable commits.

On PostgreSQL the moves, the server's hot path, are written by `append_moves_async` from
the event loop itself (psycopg's asyncio connections, in autocommit, the statement sent and
read through psycopg's libpq wrapper: server/pgraw.py): a batch of moves is one statement,
so one round trip whose answer comes once the commit is durable, and no worker thread has
to hand its result back through the GIL (a writer thread was tried: docs/deploying.md). Seats taken and left are
written the same way (`set_seat_async`), on other connections. Everything else goes
through SQLAlchemy in worker threads.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    func,
    select,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError

from ludotheque.server.jsontext import dumps
from ludotheque.server.pgpool import AsyncPool
from ludotheque.server.pgraw import run_prepared

metadata = MetaData()

tables = Table(
    "ludo_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("title", String(120), nullable=False),
    Column("config", Text, nullable=False),  # JSON, complete with the game's defaults
    Column("seed", BigInteger, nullable=False),
    Column("engine_version", String(32), nullable=False),
    Column("status", String(16), nullable=False, index=True),  # running | over
    Column("version", Integer, nullable=False),  # decision sequence number
    Column("plies", Integer, nullable=False),  # moves stored
    Column("listed", Boolean, nullable=False),  # shown in the lobby, free seats joinable
    Column("result", Text, nullable=True),  # JSON once over: scores and winners
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    # Added later (create_schema adds them to an older database; NULL reads as the default):
    Column("analysis", Boolean, nullable=True),  # a chosen seed or deal: an analysis table
    Column("owner_hash", String(64), nullable=True),  # sha256 of the creator's secret
    Column("creator", String(64), nullable=True),  # a hash of the creator's address
    Column("hints", Float, nullable=True),  # seconds of search a hint (NULL: no hints)
    Column("pace", Float, nullable=True),  # the agents' seconds a move (NULL: the server's)
)

seats = Table(
    "ludo_seats",
    metadata,
    Column("table_id", String(32), ForeignKey("ludo_tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("spec", String(64), nullable=False),  # human, an agent spec, or automa:...
    Column("token_hash", String(64), nullable=True),  # sha256 of the seat's secret
    Column("name", String(40), nullable=False),
    Column("joined", Boolean, nullable=False),
    Column("open", Boolean, nullable=True),  # anyone may sit (else: its link's holder only)
)

# One row per decision a seat asked a hint for, by the decision's sequence number (the
# table's version then): asking again for the same decision counts once, whichever
# process answers it.
hints_asked = Table(
    "ludo_hints",
    metadata,
    Column("table_id", String(32), ForeignKey("ludo_tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("created", Float, nullable=False),
)

moves = Table(
    "ludo_moves",
    metadata,
    Column("table_id", String(32), ForeignKey("ludo_tables.id"), primary_key=True),
    Column("ply", Integer, primary_key=True),
    Column("option", Text, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("created", Float, nullable=False),
)


# PostgreSQL: a batch of moves (of different tables) in one statement, run in autocommit so
# that its one round trip is also its commit. The tables still at the version each move
# expects are bumped; only their moves are stored; the stored ones come back. The batch is
# one JSON parameter (encoded by orjson in C: psycopg's dumping of five Python lists as
# arrays cost about a third of a batch's CPU), so the text is the same whatever the batch's
# size and psycopg prepares it once.
_PG_APPEND = """
WITH v AS (
    SELECT * FROM json_to_recordset(%s::json)
        AS v(id text, version int, ply int, option text, seat int)
), bumped AS (
    UPDATE ludo_tables AS t
    SET version = v.version + 1, plies = v.ply + 1, updated = %s::float8
    FROM v WHERE t.id = v.id AND t.version = v.version
    RETURNING t.id
)
INSERT INTO ludo_moves (table_id, ply, option, seat, created)
SELECT v.id, v.ply, v.option, v.seat, %s::float8 FROM v JOIN bumped ON bumped.id = v.id
RETURNING table_id
"""
# The same for the event loop's connections, prepared by name (server/pgraw.py).
_PG_APPEND_PREPARED = (_PG_APPEND % ("$1", "$2", "$3")).encode()


def _pg_append_params(batch, now: float) -> tuple:
    moves = [
        {"id": m[0], "version": m[1], "ply": m[2], "option": m[3], "seat": m[4]} for m in batch
    ]
    return (dumps(moves), now, now)


# The statements of the hot path, built once (building one costs more than running it).
_BUMP = (
    tables.update()
    .where(tables.c.id == bindparam("t_id"), tables.c.version == bindparam("t_expected"))
    .values(version=bindparam("t_version"), plies=bindparam("t_plies"), updated=bindparam("t_now"))
)
_TRUNCATE = moves.delete().where(
    moves.c.table_id == bindparam("t_id"), moves.c.ply >= bindparam("t_plies")
)


class StoreConflict(Exception):
    """The table moved on since the caller looked (another write won the race)."""


class BadDatabaseURL(ValueError):
    """A --database value that names no usable database."""


@dataclass
class SeatRow:
    seat: int
    spec: str
    token_hash: str | None
    name: str
    joined: bool
    open: bool = False


@dataclass
class TableRow:
    id: str
    game: str
    title: str
    config: dict[str, Any]
    seed: int
    engine_version: str
    status: str
    version: int
    plies: int
    listed: bool
    created: float
    updated: float
    result: dict[str, Any] | None = None
    analysis: bool = False
    owner_hash: str | None = None
    creator: str | None = None
    hints: float | None = None  # seconds of search a hint, None: hints are off
    pace: float | None = None  # the agents' seconds a move, None: the server's setting
    seats: list[SeatRow] = field(default_factory=list)
    moves: list[tuple[str, int | None]] = field(default_factory=list)
    hints_used: dict[int, int] = field(default_factory=dict)  # seat -> decisions hinted


def normalize_url(url: str) -> str:
    """`postgresql://` and `postgres://` mean psycopg 3; a bare path means a SQLite file."""
    url = url.strip()
    if not url:
        raise BadDatabaseURL("the database URL is empty")
    if "://" not in url:
        return f"sqlite:///{url}"
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def make_engine(url: str, sqlite_synchronous: str = "NORMAL") -> Engine:
    url = normalize_url(url)
    try:
        parsed = make_url(url)
    except ArgumentError as e:
        raise BadDatabaseURL(f"cannot read the database URL {url!r}: {e}") from None
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        engine = create_engine(
            parsed, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=4
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):  # pragma: no cover - exercised through SQLite
            cur = dbapi_conn.cursor()
            if parsed.database not in (None, "", ":memory:"):
                cur.execute("PRAGMA journal_mode=WAL")
                # Checkpoints (and their fsyncs) run in the Store's own thread instead.
                cur.execute("PRAGMA wal_autocheckpoint=0")
            cur.execute(f"PRAGMA synchronous={sqlite_synchronous}")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    if backend == "postgresql":
        return create_engine(parsed, pool_size=8, max_overflow=4, pool_pre_ping=True)
    raise BadDatabaseURL(f"unsupported database {backend!r}: use a SQLite file or postgresql://")


class Store:
    """Synchronous database operations; the server calls them from a worker thread."""

    def __init__(self, url: str, sqlite_synchronous: str = "NORMAL"):
        self.url = normalize_url(url)
        self.engine = make_engine(self.url, sqlite_synchronous)
        self.is_sqlite = self.engine.dialect.name == "sqlite"
        # The hot path's SQL in the driver's own parameter style.
        mark = "?" if self.engine.dialect.paramstyle == "qmark" else "%s"
        self._sql_bump = (
            f"UPDATE ludo_tables SET version = {mark}, plies = {mark}, updated = {mark} "
            f"WHERE id = {mark} AND version = {mark}"
        )
        self._sql_insert = (
            f"INSERT INTO ludo_moves (table_id, ply, option, seat, created) "
            f"VALUES ({mark}, {mark}, {mark}, {mark}, {mark})"
        )
        self._integrity_errors = (self.engine.dialect.loaded_dbapi.IntegrityError,)
        self.is_postgres = self.engine.dialect.name == "postgresql"
        # PostgreSQL: moves and seats can be written from the event loop (the `*_async`
        # methods), on connections of their own, opened as SQLAlchemy would open them: the
        # moves on `move_writers` connections, seats on others (never in the moves' way).
        self.async_writes = self.is_postgres
        self._move_pool: AsyncPool | None = None
        self._seat_pool: AsyncPool | None = None
        if self.is_postgres:
            cargs, ckwargs = self.engine.dialect.create_connect_args(self.engine.url)
            ckwargs.pop("context", None)  # SQLAlchemy's adapters: plain psycopg needs none
            self._move_pool = AsyncPool(cargs, ckwargs, 1)
            self._seat_pool = AsyncPool(cargs, ckwargs, 2)
        # SQLite has one writer at a time: serializing here avoids its busy waits.
        self._write_lock = threading.Lock() if self.is_sqlite else None
        self._stop = threading.Event()
        self._checkpointer: threading.Thread | None = None
        database = self.engine.url.database
        if self.is_sqlite and database not in (None, "", ":memory:"):
            self._checkpointer = threading.Thread(
                target=self._checkpoints, args=(database,), name="ludo-wal", daemon=True
            )
            self._checkpointer.start()

    def _checkpoints(self, path: str, every: float = 1.0) -> None:
        """Copy the write-ahead log into the database file now and then, away from the
        threads that write (a checkpoint waits for the disk)."""
        import sqlite3

        conn = None
        while not self._stop.wait(every):
            try:
                if conn is None:
                    conn = sqlite3.connect(path, timeout=5, check_same_thread=False)
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
            except sqlite3.Error:
                pass  # the next round tries again
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
            conn.close()

    def create_schema(self) -> None:
        metadata.create_all(self.engine)
        self._add_missing_columns()

    def _add_missing_columns(self) -> None:
        """A database made by an older version lacks the columns added since: add them
        (nullable, so existing rows read as the defaults)."""
        from sqlalchemy import inspect, text

        inspector = inspect(self.engine)
        with self._writing(), self.engine.begin() as conn:
            for table in (tables, seats):
                have = {c["name"] for c in inspector.get_columns(table.name)}
                for column in table.columns:
                    if column.name not in have:
                        kind = column.type.compile(dialect=self.engine.dialect)
                        conn.execute(
                            text(f'ALTER TABLE {table.name} ADD COLUMN "{column.name}" {kind}')
                        )

    def dispose(self) -> None:
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(10)
        self.engine.dispose()

    def _writing(self):
        return self._write_lock if self._write_lock is not None else _NoLock()

    # ----- writes --------------------------------------------------------------------
    def insert_table(self, row: TableRow) -> None:
        with self._writing(), self.engine.begin() as conn:
            conn.execute(
                tables.insert().values(
                    id=row.id,
                    game=row.game,
                    title=row.title,
                    config=json.dumps(row.config, sort_keys=True),
                    seed=row.seed,
                    engine_version=row.engine_version,
                    status=row.status,
                    version=row.version,
                    plies=len(row.moves),
                    listed=row.listed,
                    result=json.dumps(row.result) if row.result is not None else None,
                    created=row.created,
                    updated=row.updated,
                    analysis=row.analysis,
                    owner_hash=row.owner_hash,
                    creator=row.creator,
                    hints=row.hints,
                )
            )
            conn.execute(
                seats.insert(),
                [
                    {
                        "table_id": row.id,
                        "seat": s.seat,
                        "spec": s.spec,
                        "token_hash": s.token_hash,
                        "name": s.name,
                        "joined": s.joined,
                        "open": s.open,
                    }
                    for s in row.seats
                ],
            )
            if row.moves:
                now = time.time()
                conn.execute(
                    moves.insert(),
                    [
                        {"table_id": row.id, "ply": i, "option": o, "seat": s, "created": now}
                        for i, (o, s) in enumerate(row.moves)
                    ],
                )

    def append_move(
        self, table_id: str, version: int, ply: int, option: str, seat: int | None
    ) -> None:
        """Store move number `ply` if the table is still at `version`; commit; else raise
        StoreConflict and store nothing.

        The hot path of the server, so it talks to the driver directly, without
        SQLAlchemy's statement machinery (a third of the cost): on SQLite two statements
        and a commit, on PostgreSQL one statement (see `_PG_APPEND`) and a commit."""
        now = time.time()
        if self.is_postgres:
            result = self._append_moves_pg([(table_id, version, ply, option, seat)], now)[0]
            if result is not None:
                raise result
            return
        with self._writing():
            conn = self.engine.raw_connection()
            try:
                cur = conn.cursor()
                cur.execute(self._sql_bump, (version + 1, ply + 1, now, table_id, version))
                if cur.rowcount != 1:
                    conn.rollback()
                    raise StoreConflict(table_id)
                try:
                    cur.execute(self._sql_insert, (table_id, ply, option, seat, now))
                except self._integrity_errors:
                    conn.rollback()
                    raise StoreConflict(table_id) from None
                conn.commit()
            except BaseException:
                conn.rollback()
                raise
            finally:
                conn.close()

    def append_moves(
        self, batch: list[tuple[str, int, int, str, int | None]]
    ) -> list[Exception | None]:
        """Store several moves (of different tables) in one transaction: one commit for
        all, which is what makes a database over the network keep up (group commit).
        Returns, per move, None when stored or the StoreConflict that refused it.
        The moves must be of different tables."""
        if self.is_postgres:
            return self._append_moves_pg(batch, time.time())
        if len(batch) == 1:
            try:
                self.append_move(*batch[0])
                return [None]
            except StoreConflict as e:
                return [e]
        now = time.time()
        results: list[Exception | None] = []
        with self._writing():
            conn = self.engine.raw_connection()
            try:
                cur = conn.cursor()
                for table_id, version, ply, option, seat in batch:
                    cur.execute(self._sql_bump, (version + 1, ply + 1, now, table_id, version))
                    if cur.rowcount != 1:
                        results.append(StoreConflict(table_id))
                        continue
                    cur.execute(self._sql_insert, (table_id, ply, option, seat, now))
                    results.append(None)
                conn.commit()
            except self._integrity_errors:
                # A move clashed with a stored one: store each on its own instead.
                conn.rollback()
                conn.close()
                conn = None
                return [r for move in batch for r in self.append_moves([move])]
            except BaseException:
                conn.rollback()
                raise
            finally:
                if conn is not None:
                    conn.close()
        return results

    def _append_moves_pg(self, batch, now: float) -> list[Exception | None]:
        """The batch in one statement and a commit, in a worker thread."""
        conn = self.engine.raw_connection()
        try:
            cur = conn.cursor()
            cur.execute(_PG_APPEND, _pg_append_params(batch, now))
            stored = {r[0] for r in cur.fetchall()}
            conn.commit()
        except self._integrity_errors:
            # A move clashed with a stored one: store each on its own instead.
            conn.rollback()
            conn.close()
            conn = None
            if len(batch) == 1:
                return [StoreConflict(batch[0][0])]
            return [r for move in batch for r in self._append_moves_pg([move], now)]
        except BaseException:
            conn.rollback()
            raise
        finally:
            if conn is not None:
                conn.close()
        return [None if m[0] in stored else StoreConflict(m[0]) for m in batch]

    async def open_async(self, move_writers: int) -> None:
        """Open the event loop's connections now (PostgreSQL), so that the first moves do
        not wait for them: `move_writers` for moves (the most batches written at once)."""
        assert self._move_pool is not None and self._seat_pool is not None
        self._move_pool.resize(move_writers)
        await self._move_pool.fill()
        await self._seat_pool.fill()

    async def close_async(self) -> None:
        """Close the event loop's connections (from that loop, before `dispose`)."""
        for pool in (self._move_pool, self._seat_pool):
            if pool is not None:
                await pool.close()

    async def append_moves_async(
        self, batch: list[tuple[str, int, int, str, int | None]]
    ) -> list[Exception | None]:
        """`append_moves` from the event loop, PostgreSQL only (see `async_writes`): one
        statement in autocommit, so one round trip that returns once the moves are
        committed, and no thread in between. Batches may run at once, each on a
        connection of its own (their moves are of different tables)."""
        assert self._move_pool is not None
        now = time.time()
        async with self._move_pool.connection() as conn:
            return await self._append_on(conn, batch, now)

    async def _append_on(self, conn, batch, now: float) -> list[Exception | None]:
        moves, _, _ = _pg_append_params(batch, now)
        try:
            res = await run_prepared(
                conn, b"ludo_append_moves", _PG_APPEND_PREPARED, [moves, repr(now), repr(now)]
            )
            encoding = conn.info.encoding
            stored = {res.get_value(i, 0).decode(encoding) for i in range(res.ntuples)}
        except self._integrity_errors:
            # Autocommit: the statement is rolled back, the connection is ready again.
            if len(batch) == 1:
                return [StoreConflict(batch[0][0])]
            return [r for move in batch for r in await self._append_on(conn, [move], now)]
        return [None if m[0] in stored else StoreConflict(m[0]) for m in batch]

    async def set_seat_async(
        self,
        table_id: str,
        seat: int,
        token_hash: str | None,
        name: str,
        joined: bool,
        is_open: bool = False,
    ) -> None:
        """`set_seat` from the event loop, PostgreSQL only: one statement in autocommit."""
        assert self._seat_pool is not None
        async with self._seat_pool.connection() as conn:
            await conn.execute(
                "UPDATE ludo_seats SET token_hash = %s, name = %s, joined = %s, open = %s "
                "WHERE table_id = %s AND seat = %s",
                (token_hash, name, joined, is_open, table_id, seat),
            )

    def truncate_moves(self, table_id: str, version: int, plies: int) -> None:
        """Undo: keep the first `plies` moves, if the table is still at `version`."""
        with self._writing(), self.engine.begin() as conn:
            done = conn.execute(
                _BUMP,
                {
                    "t_id": table_id,
                    "t_expected": version,
                    "t_version": version + 1,
                    "t_plies": plies,
                    "t_now": time.time(),
                },
            )
            if done.rowcount != 1:
                raise StoreConflict(table_id)
            conn.execute(_TRUNCATE, {"t_id": table_id, "t_plies": plies})

    def set_status(self, table_id: str, status: str, result: dict | None) -> None:
        with self._writing(), self.engine.begin() as conn:
            conn.execute(
                tables.update()
                .where(tables.c.id == table_id)
                .values(status=status, result=json.dumps(result) if result else None)
            )

    def set_seat(
        self,
        table_id: str,
        seat: int,
        token_hash: str | None,
        name: str,
        joined: bool,
        is_open: bool = False,
    ) -> None:
        with self._writing(), self.engine.begin() as conn:
            conn.execute(
                seats.update()
                .where(seats.c.table_id == table_id, seats.c.seat == seat)
                .values(token_hash=token_hash, name=name, joined=joined, open=is_open)
            )

    # ----- reads ---------------------------------------------------------------------
    def load_table(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            if r is None:
                return None
            row = _table_row(r)
            row.seats = [
                SeatRow(s.seat, s.spec, s.token_hash, s.name, bool(s.joined), bool(s.open))
                for s in conn.execute(
                    select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
                )
            ]
            row.moves = [
                (m.option, m.seat)
                for m in conn.execute(
                    select(moves.c.option, moves.c.seat)
                    .where(moves.c.table_id == table_id)
                    .order_by(moves.c.ply)
                )
            ]
            row.hints_used = self._hint_counts(conn, table_id)
            return row

    def hint_counts(self, table_id: str) -> dict[int, int]:
        """How many decisions each seat of the table asked a hint for."""
        with self.engine.connect() as conn:
            return self._hint_counts(conn, table_id)

    @staticmethod
    def _hint_counts(conn, table_id: str) -> dict[int, int]:
        query = (
            select(hints_asked.c.seat, func.count())
            .where(hints_asked.c.table_id == table_id)
            .group_by(hints_asked.c.seat)
        )
        return {int(seat): int(n) for seat, n in conn.execute(query)}

    def list_tables(
        self,
        status: str | None = None,
        limit: int = 100,
        listed_only: bool = False,
        before: float | None = None,
    ) -> list[TableRow]:
        """Tables newest first (last changed before `before`, if given), with their seats
        (not their moves)."""
        query = select(tables).order_by(tables.c.updated.desc()).limit(limit)
        if status is not None:
            query = query.where(tables.c.status == status)
        if before is not None:
            query = query.where(tables.c.updated < before)
        if listed_only:
            query = query.where(tables.c.listed.is_(True))
        with self.engine.connect() as conn:
            rows = [_table_row(r) for r in conn.execute(query).mappings()]
            if rows:
                by_id = {r.id: r for r in rows}
                for s in conn.execute(
                    select(seats)
                    .where(seats.c.table_id.in_(list(by_id)))
                    .order_by(seats.c.table_id, seats.c.seat)
                ):
                    by_id[s.table_id].seats.append(
                        SeatRow(s.seat, s.spec, s.token_hash, s.name, bool(s.joined), bool(s.open))
                    )
        return rows

    def table_ids(self, status: str) -> list[str]:
        with self.engine.connect() as conn:
            return [
                r.id for r in conn.execute(select(tables.c.id).where(tables.c.status == status))
            ]

    def count_listed_running(self, creator: str) -> int:
        """Running listed tables created from one (hashed) address."""
        query = (
            select(func.count())
            .select_from(tables)
            .where(
                tables.c.creator == creator,
                tables.c.status == "running",
                tables.c.listed.is_(True),
            )
        )
        with self.engine.connect() as conn:
            return conn.execute(query).scalar_one()

    def add_hint(self, table_id: str, seat: int, seq: int) -> bool:
        """Count a hint for the seat's decision `seq`; False if it was counted already."""
        try:
            with self._writing(), self.engine.begin() as conn:
                conn.execute(
                    hints_asked.insert().values(
                        table_id=table_id, seat=seat, seq=seq, created=time.time()
                    )
                )
        except IntegrityError:
            return False
        return True

    def set_pace(self, table_id: str, pace: float) -> None:
        """A table's agents' pace, kept across restarts."""
        with self._writing(), self.engine.begin() as conn:
            conn.execute(tables.update().where(tables.c.id == table_id).values(pace=pace))

    def set_seat_open(
        self, table_id: str, seat: int, token_hash: str | None, is_open: bool
    ) -> None:
        """The creator reopened or reassigned a seat nobody has taken yet."""
        with self._writing(), self.engine.begin() as conn:
            conn.execute(
                seats.update()
                .where(seats.c.table_id == table_id, seats.c.seat == seat)
                .values(token_hash=token_hash, open=is_open, joined=False)
            )

    def count_tables(self) -> int:
        with self.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(tables)).scalar_one()


class _NoLock:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _table_row(r) -> TableRow:
    return TableRow(
        id=r["id"],
        game=r["game"],
        title=r["title"],
        config=json.loads(r["config"]),
        seed=int(r["seed"]),
        engine_version=r["engine_version"],
        status=r["status"],
        version=int(r["version"]),
        plies=int(r["plies"]),
        listed=bool(r["listed"]),
        created=float(r["created"]),
        updated=float(r["updated"]),
        result=json.loads(r["result"]) if r["result"] else None,
        analysis=bool(r["analysis"]),
        owner_hash=r["owner_hash"],
        creator=r["creator"],
        hints=float(r["hints"]) if r["hints"] else None,
        pace=float(r["pace"]) if r["pace"] is not None else None,
    )
