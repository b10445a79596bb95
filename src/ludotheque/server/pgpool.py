"""A small pool of psycopg asyncio connections for one event loop (PostgreSQL only).

The server's hot writes (moves, seats) and the cluster's notifications and leases use
their own few connections from the event loop itself, in autocommit, rather than
SQLAlchemy's threads (server/store.py says why).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any


class AsyncPool:
    """A few psycopg asyncio connections in autocommit, for one event loop: at most `size`
    in use at once (the others wait their turn); one idle for a while is checked before
    use, as SQLAlchemy's pool_pre_ping does; one that failed is closed."""

    PING_AFTER = 30.0  # seconds idle

    def __init__(self, args, kwargs: dict, size: int):
        self._args, self._kwargs = tuple(args), dict(kwargs)
        self._size = size
        self._idle: list[tuple[Any, float]] = []
        self._slots: asyncio.Semaphore | None = None

    def resize(self, size: int) -> None:
        if self._slots is None:
            self._size = max(1, size)

    async def _open(self):
        import psycopg

        return await psycopg.AsyncConnection.connect(*self._args, autocommit=True, **self._kwargs)

    async def fill(self) -> None:
        missing = self._size - len(self._idle)
        if missing <= 0:
            return
        opened = await asyncio.gather(
            *(self._open() for _ in range(missing)), return_exceptions=True
        )
        self._idle += [(c, time.monotonic()) for c in opened if not isinstance(c, BaseException)]
        for failed in opened:
            if isinstance(failed, BaseException):
                raise failed

    async def _take(self):
        import psycopg

        while self._idle:
            conn, used = self._idle.pop()
            if conn.closed:
                continue
            if time.monotonic() - used > self.PING_AFTER:
                try:
                    await conn.execute("SELECT 1")
                except psycopg.Error:
                    await _close_quietly(conn)
                    continue
            return conn
        return await self._open()

    @contextlib.asynccontextmanager
    async def connection(self):
        import psycopg

        if self._slots is None:
            self._slots = asyncio.Semaphore(self._size)
        async with self._slots:
            conn = await self._take()
            healthy = False
            try:
                yield conn
                healthy = True
            except psycopg.Error:
                # A refused statement leaves an autocommit connection ready; a lost one not.
                healthy = not conn.broken and not conn.closed
                raise
            finally:
                if healthy and not conn.closed:
                    self._idle.append((conn, time.monotonic()))
                else:  # failed, or cancelled in the middle of a statement
                    await _close_quietly(conn)

    async def close(self) -> None:
        idle, self._idle = self._idle, []
        for conn, _ in idle:
            await _close_quietly(conn)


async def _close_quietly(conn) -> None:
    with contextlib.suppress(Exception):
        await conn.close()
