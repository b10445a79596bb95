"""Batches of moves written by threads of their own on plain psycopg connections
(PostgreSQL only).

psycopg's asyncio round trip costs the event loop about three times the CPU of the same
round trip on a plain connection (its generators, the reader callbacks, the wake-ups), and
the event loop's thread is what a busy server runs out of. Here a batch is handed to a
writer thread by a queue; the thread runs the statement on its own connection (waiting in
the socket with the GIL released) and hands the answer back with one
`loop.call_soon_threadsafe` a batch. The thread's connection is in autocommit, so the
statement's answer comes once its moves are committed: a move is acknowledged only after
its commit, as from the loop.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from typing import Any

_STOP = object()


class PgWriters:
    """`count` threads, each with one autocommit connection, taking batches from one
    queue. `write(conn, batch, now)` runs a batch on a connection (in the thread) and
    returns its per-move results. A connection idle for a while is checked before use (as
    SQLAlchemy's pool_pre_ping does); one that failed is closed, its batch fails, and the
    next batch opens another."""

    PING_AFTER = 30.0  # seconds idle

    def __init__(self, args, kwargs: dict, write, count: int = 1):
        self._args, self._kwargs = tuple(args), dict(kwargs)
        self._write = write
        self._count = max(1, count)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self.cpu_seconds = 0.0  # the writer threads' CPU time so far (for measurements)

    def resize(self, count: int) -> None:
        if not self._threads:
            self._count = max(1, count)

    def _open(self):
        import psycopg

        return psycopg.Connection.connect(*self._args, autocommit=True, **self._kwargs)

    def start(self, wait: bool = True) -> None:
        """Start the threads; with `wait`, once their connections are open, raising what
        the first failed opening raised (the threads stay up and open one on first use)."""
        if self._threads:
            return
        opened: list[queue.SimpleQueue] = []
        for i in range(self._count):
            ready: queue.SimpleQueue | None = queue.SimpleQueue() if wait else None
            thread = threading.Thread(
                target=self._run, args=(ready,), name=f"ludo-pg-moves-{i}", daemon=True
            )
            thread.start()
            self._threads.append(thread)
            if ready is not None:
                opened.append(ready)
        for failure in [r.get() for r in opened]:
            if failure is not None:
                raise failure

    def submit(self, loop, batch, now: float):
        """Queue a batch; return the event loop's future of its results (an exception if
        the database failed)."""
        if not self._threads:
            self.start(wait=False)
        fut = loop.create_future()
        self._queue.put((loop, fut, batch, now))
        return fut

    def close(self) -> None:
        """Stop the threads once the batches queued are written, and close their
        connections; return when they are gone. A batch submitted later starts them
        again."""
        threads, self._threads = self._threads, []
        for _ in threads:
            self._queue.put(_STOP)
        for thread in threads:
            thread.join()

    def _run(self, ready: queue.SimpleQueue | None) -> None:
        conn = None
        try:
            conn = self._open()
        except Exception as e:  # opened on first use instead
            if ready is not None:
                ready.put(e)
        else:
            if ready is not None:
                ready.put(None)
        used = time.monotonic()
        cpu = time.thread_time()
        while True:
            item = self._queue.get()
            if item is _STOP:
                break
            loop, fut, batch, now = item
            try:
                if conn is not None and (
                    conn.closed or time.monotonic() - used > self.PING_AFTER
                ):
                    conn = _checked(conn)
                if conn is None:
                    conn = self._open()
                result = self._write(conn, batch, now)
            except Exception as e:  # the database failed: every move of the batch did
                result = e
                # A refused statement leaves an autocommit connection ready; a lost one not.
                if conn is not None and (conn.broken or conn.closed):
                    _close_quietly(conn)
                    conn = None
            used = time.monotonic()
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits
                loop.call_soon_threadsafe(_settle, fut, result)
            now_cpu = time.thread_time()
            with self._lock:
                self.cpu_seconds += now_cpu - cpu
            cpu = now_cpu
        if conn is not None:
            _close_quietly(conn)


def _checked(conn):
    """The connection if it still answers, else None (closed)."""
    import psycopg

    if not conn.closed:
        try:
            conn.execute("SELECT 1")
            return conn
        except psycopg.Error:
            pass
    _close_quietly(conn)
    return None


def _settle(fut, result) -> None:
    if fut.done():
        return
    if isinstance(result, BaseException):
        fut.set_exception(result)
    else:
        fut.set_result(result)


def _close_quietly(conn) -> None:
    with contextlib.suppress(Exception):
        conn.close()
