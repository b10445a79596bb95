"""One prepared statement's round trip on psycopg's libpq wrapper (`psycopg.pq`), driven from
the event loop by a reader callback (PostgreSQL only).

The moves' batch is the server's one hot statement. Run through an `AsyncConnection`'s
`execute`, psycopg's cursor machinery and its generator-based waiting cost the event loop
about 400 µs a batch on this machine under load; sent with `send_query_prepared` and read
by one `add_reader` callback, about 220 (session 23, docs/deploying.md). The connection
stays psycopg's (its pool checks, pings and closes it as before); nothing else uses it
while the statement runs, since the pool lends it to one batch at a time.
"""

from __future__ import annotations

import asyncio
import weakref

_prepared: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


async def run_prepared(conn, name: bytes, sql: bytes, params: list[str]):
    """Run `sql` (placeholders $1, $2...) prepared as `name` on the connection with text
    parameters; return its result (a `pq.PGresult`), or raise the psycopg error it ended
    with (an IntegrityError for a refused key, OperationalError for a lost connection)."""
    pgconn = conn.pgconn
    encoding = conn.info.encoding
    if name not in _prepared.get(conn, ()):
        pgconn.send_prepare(name, sql)
        await _result(conn, pgconn)
        _prepared.setdefault(conn, set()).add(name)
    pgconn.send_query_prepared(name, [p.encode(encoding) for p in params])
    try:
        return await _result(conn, pgconn)
    except Exception as e:
        from psycopg import errors

        if isinstance(e, errors.InvalidSqlStatementName):  # gone (DISCARD ALL): again
            _prepared.get(conn, set()).discard(name)
        raise


async def _result(conn, pgconn):
    from psycopg import errors, pq

    loop = asyncio.get_running_loop()
    fd = pgconn.socket
    if pgconn.flush():  # the rest of the query waits for room in the socket
        sent = loop.create_future()

        def writable() -> None:
            try:
                if pgconn.flush() == 0 and not sent.done():
                    sent.set_result(None)
            except Exception as e:  # lost connection
                if not sent.done():
                    sent.set_exception(e)

        loop.add_writer(fd, writable)
        try:
            await sent
        finally:
            loop.remove_writer(fd)
    done = loop.create_future()
    results: list = []

    def readable() -> None:
        try:
            pgconn.consume_input()
            while not pgconn.is_busy():
                result = pgconn.get_result()
                if result is None:
                    if not done.done():
                        done.set_result(None)
                    return
                results.append(result)
        except Exception as e:  # lost connection
            if not done.done():
                done.set_exception(e)

    loop.add_reader(fd, readable)
    try:
        await done
    finally:
        loop.remove_reader(fd)
    error = None
    for result in results:
        if result.status == pq.ExecStatus.FATAL_ERROR and error is None:
            error = errors.error_from_result(result, encoding=conn.info.encoding)
    if error is not None:
        raise error
    if not results:
        raise errors.OperationalError("the database sent no result")
    return results[-1]
