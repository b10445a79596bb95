"""How moves and seats are written: PostgreSQL's batches from the event loop (one statement
each, several tables at once, refusals per move, connections that die), the same
statement from a worker thread, and the hub's guarantee that a move never waits for
another seat's database write (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import secrets
import time

import pytest
from server_support import create

from ludotheque.server.store import SeatRow, Store, StoreConflict, TableRow


def _row(table_id: str) -> TableRow:
    now = time.time()
    return TableRow(
        id=table_id,
        game="iwari",
        title="t",
        config={"mode": "coop", "players": 2},
        seed=1,
        engine_version="test",
        status="running",
        version=0,
        plies=0,
        listed=True,
        created=now,
        updated=now,
        seats=[SeatRow(0, "human", None, "", False), SeatRow(1, "human", None, "", False)],
    )


@pytest.fixture
def pg_store(postgres_url):
    store = Store(postgres_url)
    store.create_schema()
    yield store
    store.dispose()


def _tables(store: Store, n: int) -> list[str]:
    ids = [f"w{secrets.token_hex(6)}" for _ in range(n)]
    for table_id in ids:
        store.insert_table(_row(table_id))
    return ids


def _run(store: Store, coro_fn):
    """Run coro_fn() on a fresh event loop, the store's loop connections closed after; in
    a thread of its own (this one may run a loop already, as under Playwright)."""

    async def main():
        try:
            return await coro_fn()
        finally:
            await store.close_async()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main()).result()


def test_a_batch_is_stored_in_one_go_and_each_move_refused_on_its_own(pg_store):
    store = pg_store
    a, b, c, d = _tables(store, 4)
    store.append_move(d, 0, 0, "first", 0)  # d is at version 1, ply 1 taken

    async def go():
        await store.open_async(2)
        return await store.append_moves_async(
            [
                (a, 0, 0, "a0", 0),
                (b, 0, 0, "b0", None),
                (c, 5, 0, "stale", 1),  # c is not at version 5
                (d, 1, 1, "d1", 1),
            ]
        )

    results = _run(store, go)
    assert results[0] is None and results[1] is None and results[3] is None
    assert isinstance(results[2], StoreConflict)
    for table_id, moves, version in (
        (a, [("a0", 0)], 1),
        (b, [("b0", None)], 1),
        (c, [], 0),
        (d, [("first", 0), ("d1", 1)], 2),
    ):
        row = store.load_table(table_id)
        assert row.moves == moves and row.version == version and row.plies == len(moves)


def test_a_batch_keeps_every_character_of_its_options(pg_store):
    # The batch goes as one JSON parameter: quotes, braces, commas, backslashes, any script
    # and control characters come back as they were sent (as through the arrays before).
    store = pg_store
    texts = ['a "quoted" {brace}, comma\\back\\slash', "é ñ 漢字 😀 \t tab\nnewline", "NULL", ""]
    ids = _tables(store, len(texts))

    async def go():
        await store.open_async(1)
        return await store.append_moves_async(
            [
                (t, 0, 0, text, [0, None, 1, 0][i])
                for i, (t, text) in enumerate(zip(ids, texts, strict=True))
            ]
        )

    assert _run(store, go) == [None] * len(texts)
    for i, (table_id, text) in enumerate(zip(ids, texts, strict=True)):
        row = store.load_table(table_id)
        assert row.moves == [(text, [0, None, 1, 0][i])] and row.version == 1 and row.plies == 1


def test_a_batch_of_megabytes_is_stored_whole(pg_store):
    # Four megabytes of options in one statement (pgraw.py sends what libpq could not
    # send at once as the socket drains; on loopback that takes about forty).
    store = pg_store
    ids = _tables(store, 100)
    texts = [f"{i:03d}" + "x" * 40_000 for i in range(len(ids))]

    async def go():
        await store.open_async(1)
        return await store.append_moves_async(
            [(t, 0, 0, text, 1) for t, text in zip(ids, texts, strict=True)]
        )

    assert _run(store, go) == [None] * len(ids)
    for table_id, text in zip(ids, texts, strict=True):
        assert store.load_table(table_id).moves == [(text, 1)]


def test_a_prepared_statement_gone_from_the_connection_is_prepared_again(pg_store):
    store = pg_store
    a, b = _tables(store, 2)

    async def go():
        await store.open_async(1)
        assert await store.append_moves_async([(a, 0, 0, "a0", 0)]) == [None]
        async with store._move_pool.connection() as conn:
            await conn.execute("DEALLOCATE ALL")
        with pytest.raises(Exception, match="ludo_append_moves"):
            await store.append_moves_async([(b, 0, 0, "b0", 0)])
        assert await store.append_moves_async([(b, 0, 0, "b0", 0)]) == [None]

    _run(store, go)
    assert store.load_table(b).moves == [("b0", 0)]


def test_a_batch_cancelled_in_flight_gives_its_connection_up(pg_store):
    # The server stops while a batch waits for a row another transaction holds: the batch
    # ends at once, its connection is closed, and the next batch goes on a new one.
    import psycopg

    store = pg_store
    a, b = _tables(store, 2)
    holder = psycopg.connect(store.url.replace("+psycopg", ""))
    try:
        holder.execute("SELECT 1 FROM ludo_tables WHERE id = %s FOR UPDATE", (a,))

        async def go():
            await store.open_async(1)
            writing = asyncio.ensure_future(store.append_moves_async([(a, 0, 0, "a0", 0)]))
            await asyncio.sleep(0.3)
            assert not writing.done()  # waiting for the row
            writing.cancel()
            with pytest.raises(asyncio.CancelledError):
                await asyncio.wait_for(writing, 5)
            holder.rollback()
            return await asyncio.wait_for(store.append_moves_async([(b, 0, 0, "b0", 0)]), 10)

        assert _run(store, go) == [None]
    finally:
        holder.close()
    assert store.load_table(b).moves == [("b0", 0)]


def test_a_move_at_a_stored_place_is_refused_and_the_rest_of_its_batch_stored(pg_store):
    store = pg_store
    a, b = _tables(store, 2)
    store.append_move(a, 0, 0, "kept", 0)
    # A version that matches but a ply already stored (the moves' primary key refuses it):
    # the batch's statement fails as a whole and each move is tried on its own.
    with store.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE ludo_tables SET version = 7 WHERE id = %s", (a,))

    async def go():
        return await store.append_moves_async([(a, 7, 0, "clash", 1), (b, 0, 0, "b0", 0)])

    results = _run(store, go)
    assert isinstance(results[0], StoreConflict) and results[1] is None
    assert store.load_table(a).moves == [("kept", 0)]
    assert store.load_table(b).moves == [("b0", 0)]
    # The same statement from a worker thread, as `append_moves` runs it.
    c = _tables(store, 1)[0]
    results = store.append_moves([(a, 7, 0, "clash", 1), (c, 0, 0, "c0", 0), (b, 0, 1, "x", 0)])
    assert isinstance(results[0], StoreConflict)
    assert results[1] is None
    assert isinstance(results[2], StoreConflict)  # b moved on to version 1
    with pytest.raises(StoreConflict):
        store.append_move(b, 0, 1, "again", 1)


def test_batches_under_way_together_store_every_move_in_order(pg_store):
    store = pg_store
    ids = _tables(store, 12)

    async def play(table_id):
        for ply in range(10):
            [result] = await store.append_moves_async([(table_id, ply, ply, f"m{ply}", ply % 2)])
            assert result is None

    async def go():
        await store.open_async(3)
        await asyncio.gather(*(play(t) for t in ids))

    _run(store, go)
    for table_id in ids:
        row = store.load_table(table_id)
        assert [m for m, _ in row.moves] == [f"m{i}" for i in range(10)]
        assert row.version == 10 and row.plies == 10


def test_seats_are_written_from_the_event_loop(pg_store):
    store = pg_store
    (a,) = _tables(store, 1)

    async def go():
        await store.set_seat_async(a, 1, "h" * 64, "Ada", True)

    _run(store, go)
    seat = store.load_table(a).seats[1]
    assert (seat.token_hash, seat.name, seat.joined) == ("h" * 64, "Ada", True)


def _kill_loop_connections(store: Store) -> int:
    """Terminate the server side of every connection but this one (the loop's ones)."""
    with store.engine.begin() as conn:
        return conn.exec_driver_sql(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid() "
            "AND usename = current_user AND application_name = ''"
        ).scalar()


def test_a_dead_connection_fails_its_batch_and_is_replaced(pg_store, monkeypatch):
    store = pg_store
    a, b = _tables(store, 2)

    async def go():
        await store.open_async(1)
        assert await store.append_moves_async([(a, 0, 0, "a0", 0)]) == [None]
        await asyncio.to_thread(_kill_loop_connections, store)
        await asyncio.sleep(0.2)
        # The move in flight on the dead connection fails (it is not acknowledged)...
        with pytest.raises(Exception) as failed:
            await store.append_moves_async([(a, 1, 1, "a1", 1)])
        assert not isinstance(failed.value, StoreConflict)
        # ...and the next one goes through on a new connection.
        assert await store.append_moves_async([(a, 1, 1, "a1", 1)]) == [None]
        # A connection idle for a while is checked first: its death costs no move.
        from ludotheque.server.pgpool import AsyncPool

        monkeypatch.setattr(AsyncPool, "PING_AFTER", 0.0)
        await asyncio.to_thread(_kill_loop_connections, store)
        await asyncio.sleep(0.2)
        assert await store.append_moves_async([(b, 0, 0, "b0", 0)]) == [None]

    _run(store, go)
    assert store.load_table(a).moves == [("a0", 0), ("a1", 1)]
    assert store.load_table(b).moves == [("b0", 0)]


def test_a_move_does_not_wait_for_another_seats_database_write(client):
    """A seat link's first use writes the seat; meanwhile the other seat plays on."""
    tid, tokens = create(client, seats=("human", "human"), seed=3)
    hub = client.app.state.hub
    release = asyncio.Event()
    written = []
    real = hub._set_seat

    async def slow_seat_write(*args):
        await release.wait()
        await real(*args)
        written.append(args[1])

    async def race():
        table = await hub.get(tid)
        mover = table.decision.seat
        other = 1 - mover
        hub._set_seat = slow_seat_write
        try:
            touching = asyncio.ensure_future(hub.touch_seat(table, other))
            await asyncio.sleep(0.05)
            assert not touching.done()  # the seat write is held up
            option = table.decision.options[0]
            result = await asyncio.wait_for(hub.move(table, mover, table.version, option), 10)
            release.set()
            await asyncio.wait_for(touching, 10)
            return result, other
        finally:
            hub._set_seat = real

    result, other = client.portal.call(race)
    assert result["ply"] == 1
    assert written == [other]
    assert client.get(f"/api/tables/{tid}").json()["table"]["seats"][other]["joined"]
    assert hub.store.load_table(tid).seats[other].joined  # stored


@pytest.mark.parametrize(
    "backend, inline",
    [("sqlite", "no"), ("postgres", "yes"), ("postgres", "auto")],
    ids=["sqlite-thread", "postgres-inline", "postgres-loop"],
)
def test_every_way_of_writing_moves_refuses_a_double_submission(
    backend, inline, tmp_path, request, make_client
):
    url = (
        str(tmp_path / "ludo.db")
        if backend == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    client = make_client(url, db_inline=inline)
    tid, tokens = create(client, seats=("human", "human"), seed=4)
    hub = client.app.state.hub

    async def race():
        table = await hub.get(tid)
        for _ in range(6):
            seat = table.decision.seat
            option = table.decision.options[0]
            results = await asyncio.gather(
                *(hub.move(table, seat, table.version, option) for _ in range(4)),
                return_exceptions=True,
            )
            won = [r for r in results if isinstance(r, dict)]
            assert len(won) == 1, results
            assert all(
                getattr(r, "code", None) == "already-decided" for r in results if r not in won
            )
        return table.version

    version = client.portal.call(race)
    row = hub.store.load_table(tid)
    assert len(row.moves) == 6 and row.version == version == 6


def test_sqlite_moves_of_one_turn_of_the_loop_share_a_commit(tmp_path, monkeypatch):
    """SQLite on the event loop: moves sent together to different tables are stored in
    one transaction (group commit), each answered on its own: a stale one is refused
    and the others stored."""
    from ludotheque.server.hub import Hub
    from ludotheque.server.settings import Settings

    path = str(tmp_path / "group.db")
    store = Store(path)
    store.create_schema()
    a, b, c = _tables(store, 3)
    hub = Hub(store, Settings(database=path))
    assert hub.inline_db
    batches: list[int] = []
    real = store.append_moves
    monkeypatch.setattr(
        store, "append_moves", lambda batch: batches.append(len(batch)) or real(batch)
    )

    async def main():
        await hub.start()
        try:
            return await asyncio.gather(
                hub.append_move(a, 0, 0, "a0", 0),
                hub.append_move(b, 0, 0, "b0", 0),
                hub.append_move(c, 5, 0, "stale", 0),
                return_exceptions=True,
            )
        finally:
            await hub.stop()

    # In a thread of its own, as `_run` does: this one may run a loop already (Playwright).
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        results = pool.submit(asyncio.run, main()).result()
    assert batches == [3]
    assert results[:2] == [None, None] and isinstance(results[2], StoreConflict)
    store = Store(path)
    try:
        assert [store.load_table(t).moves for t in (a, b, c)] == [[("a0", 0)], [("b0", 0)], []]
    finally:
        store.dispose()


def _hub_batches(postgres_url, wait: float, gaps: list[float]):
    """Moves to different tables sent `gaps` seconds apart through a PostgreSQL hub whose
    batches wait `wait` seconds: the batches' sizes, each move's answer and how long it took."""
    from ludotheque.server.hub import Hub
    from ludotheque.server.settings import Settings

    store = Store(postgres_url)
    store.create_schema()
    ids = _tables(store, len(gaps) + 1)
    hub = Hub(store, Settings(database=postgres_url, move_batch_wait=wait))
    assert hub.async_writes
    batches: list[int] = []
    real = store.append_moves_async

    async def recorded(batch):
        batches.append(len(batch))
        return await real(batch)

    store.append_moves_async = recorded

    async def timed(table_id):
        t = time.perf_counter()
        await hub.append_move(table_id, 0, 0, "x", 0)
        return time.perf_counter() - t

    async def main():
        await hub.start()
        try:
            sent = [asyncio.ensure_future(timed(ids[0]))]
            for table_id, gap in zip(ids[1:], gaps, strict=True):
                await asyncio.sleep(gap)
                sent.append(asyncio.ensure_future(timed(table_id)))
            return await asyncio.gather(*sent)
        finally:
            await hub.stop()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        took = pool.submit(asyncio.run, main()).result()
    store = Store(postgres_url)
    try:
        stored = [store.load_table(t).moves for t in ids]
    finally:
        store.dispose()
    return batches, took, stored


def test_postgres_moves_wait_for_each_other_to_share_a_round_trip(postgres_url):
    # Moves 10 ms apart within the batch's 300 ms: one statement for all, each move
    # answered once the batch is committed (and so not before the batch's wait).
    batches, took, stored = _hub_batches(postgres_url, 0.3, [0.01, 0.01])
    assert batches == [3]
    assert stored == [[("x", 0)]] * 3
    assert took[0] >= 0.29 and min(took) >= 0.2
    # Without the wait, a move goes as soon as the writer is free: the first alone.
    batches, took, stored = _hub_batches(postgres_url, 0.0, [0.3, 0.3])
    assert batches == [1, 1, 1] and stored == [[("x", 0)]] * 3
    # A move that comes after the wait is over goes in a batch of its own.
    batches, took, stored = _hub_batches(postgres_url, 0.05, [0.01, 0.3])
    assert batches == [2, 1] and stored == [[("x", 0)]] * 3


def test_a_move_waiting_for_its_batch_when_the_hub_stops_is_not_left_hanging(postgres_url):
    from ludotheque.server.hub import Hub
    from ludotheque.server.settings import Settings

    store = Store(postgres_url)
    store.create_schema()
    (a,) = _tables(store, 1)
    hub = Hub(store, Settings(database=postgres_url, move_batch_wait=1.0))

    async def main():
        await hub.start()
        waiting = asyncio.ensure_future(hub.append_move(a, 0, 0, "x", 0))
        await asyncio.sleep(0.05)
        assert not waiting.done()  # held for its batch's wait
        await asyncio.wait_for(hub.stop(), 10)
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(waiting, 10)

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def test_a_batch_wait_out_of_range_is_refused():
    from ludotheque.server.settings import BadSetting, Settings

    Settings(move_batch_wait=0).check()
    for wait in (-0.001, 2.0):
        with pytest.raises(BadSetting, match="move_batch_wait"):
            Settings(move_batch_wait=wait).check()


def test_a_batch_cancelled_before_it_ran_still_answers_its_moves(tmp_path):
    # Moves written by a worker thread (SQLite off the loop): the hub stops in the very
    # turn of the loop that created the batch's task, so the task is cancelled before its
    # first step and its own handler never runs. Its move must still get an answer; a
    # move queued behind a busy writer too.
    from ludotheque.server.hub import Hub
    from ludotheque.server.settings import Settings

    path = str(tmp_path / "t.db")
    store = Store(path)
    store.create_schema()
    a, b = _tables(store, 2)
    hub = Hub(store, Settings(database=path, db_inline="no"))
    assert not hub.inline_db and not hub.async_writes

    async def main():
        await hub.start()
        first = asyncio.ensure_future(hub.append_move(a, 0, 0, "x", 0))
        queued = asyncio.ensure_future(hub.append_move(b, 0, 0, "y", 0))
        await asyncio.sleep(0)  # both moves are in; the first batch's task is not yet run
        assert hub._committing == 1 and len(hub._appends) == 1
        await asyncio.wait_for(hub.stop(), 10)
        for move in (first, queued):
            with pytest.raises(asyncio.CancelledError):
                await asyncio.wait_for(move, 5)

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()
