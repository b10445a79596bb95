"""Agents as a bounded service (issue 15): they think in worker processes, so a flood of
agent tables leaves people's moves at other tables quick; a decision has a time cap; one
address has a bounded number of agent seats; waits are visible."""

from __future__ import annotations

import statistics
import time

from server_support import auth, error_code

COOP = {"mode": "coop"}


def _post(client, seats, **extra):
    return client.post(
        "/api/tables", json={"game": "iwari", "config": COOP, "seats": seats, **extra}
    )


def test_a_flood_of_agent_tables_leaves_human_moves_quick(tmp_path, make_client):
    """Before, agents ran in threads of the server's process: six tables of long-thinking
    agents took the event loop's time (moves at other tables went from 1 ms to 36 ms at
    p50). The bound here is loose, for a busy machine; the README's target is 100 ms p99."""
    client = make_client(
        str(tmp_path / "ludo.db"), agent_workers=2, agent_jobs_per_address=2, max_agent_seconds=5
    )
    flood = []
    for _ in range(6):
        r = _post(client, ["mcts:2s", "mcts:2s"], listed=False)
        assert r.status_code == 201, r.text
        flood.append(r.json()["id"])
    time.sleep(1.0)  # the workers are busy
    hub = client.app.state.hub
    assert hub.pool.busy == 2 and hub.pool.workers == 2
    latencies = []
    tid = tokens = None
    while len(latencies) < 60:
        if tid is None:
            # A people's table dealt from a secret seed: a co-operative game may end
            # after 42 moves, so a new one starts when it does.
            r = _post(client, ["human", "human"])
            tid, tokens = r.json()["id"], [s["token"] for s in r.json()["seats"]]
        for token in tokens:
            s = client.get(f"/api/tables/{tid}", headers=auth(token)).json()
            if s["decision"] and s["decision"]["options"]:
                started = time.perf_counter()
                r = client.post(
                    f"/api/tables/{tid}/moves",
                    json={"seq": s["seq"], "option": 0},
                    headers=auth(token),
                )
                latencies.append(time.perf_counter() - started)
                assert r.status_code == 200, r.text
                break
        else:
            assert s["over"], s
            tid = None
    latencies.sort()
    p50 = statistics.median(latencies)
    p99 = latencies[int(0.99 * (len(latencies) - 1))]
    print(f"human moves under the flood: p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    assert p50 < 0.030 and p99 < 0.300, (p50, p99)
    # The queue is visible: in the health check, and on a waiting table's page.
    stats = client.get("/api/health").json()["agents"]
    assert stats["workers"] == 2 and stats["queued"] >= 1, stats
    waiting = [client.get(f"/api/tables/{t}").json()["agent_waiting"] for t in flood]
    assert any(w is not None and w["ahead"] >= 0 for w in waiting), waiting


def test_agents_thinking_past_the_cap_are_refused_or_stopped(tmp_path, make_client):
    client = make_client(str(tmp_path / "ludo.db"), max_agent_seconds=0.5, agent_workers=1)
    r = _post(client, ["human", "mcts:3600s"])
    assert r.status_code == 400 and error_code(r) == "bad-seat"
    assert "0.5 s" in r.json()["error"]["message"]
    # Ten million iterations: stopped at the cap, a random option played instead.
    r = _post(client, ["mcts:10000000", "human"], seed=1)
    assert r.status_code == 201, r.text
    tid, token = r.json()["id"], r.json()["seats"][1]["token"]
    deadline = time.monotonic() + 30
    notices = []
    while time.monotonic() < deadline:
        s = client.get(f"/api/tables/{tid}", headers=auth(token)).json()
        notices = [n for n in s["notices"] if n["kind"] == "agent-timeout"]
        if notices:
            break
        if s["decision"]["options"]:
            client.post(
                f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(token)
            )
        time.sleep(0.05)
    assert notices and "0.5 s" in notices[0]["text"]
    assert s["agent_error"] is None
    assert client.get("/api/health").json()["agents"]["timeouts"] >= 1


def test_one_address_has_a_bounded_number_of_agent_seats(tmp_path, make_client):
    client = make_client(str(tmp_path / "ludo.db"), max_agent_seats_per_address=3)
    assert _post(client, ["mcts:50", "mcts:50"], listed=False).status_code == 201
    r = _post(client, ["mcts:50", "mcts:50"], listed=False)
    assert r.status_code == 429 and error_code(r) == "too-many-agents"
    # random plays on the event loop in microseconds: it is not counted.
    assert _post(client, ["human", "random"]).status_code == 201


def test_the_pool_serves_addresses_fairly_and_recycles_workers(monkeypatch):
    """Address A's four decisions queued first do not hold back address B's one (A has
    one decision computing at a time); a worker is replaced after RECYCLE_AFTER decisions."""
    import asyncio

    from ludotheque.core import Match, get_game
    from ludotheque.server import pool as pool_module

    monkeypatch.setattr(pool_module, "RECYCLE_AFTER", 2)
    started = []

    class Counted(pool_module._Worker):
        def __init__(self, ctx):
            started.append(1)
            super().__init__(ctx)

    monkeypatch.setattr(pool_module, "_Worker", Counted)
    # The order jobs are handed to workers (their completion order also depends on how
    # fast each worker process starts, which a loaded machine makes uneven).
    dispatched = []
    run = pool_module.AgentPool._run

    async def logged(self, job):
        dispatched.append(job.key)
        await run(self, job)

    monkeypatch.setattr(pool_module.AgentPool, "_run", logged)
    match = Match(get_game("iwari"), COOP, 1)
    seat = match.decision.seat
    n = len(match.decision.options)

    async def main():
        pool = pool_module.AgentPool(workers=2, seconds=5, per_address=1, start_method="fork")
        done = []

        async def one(name):
            index = await pool.decide(name[0], "iwari", match.state, seat, "greedy", 3)
            assert 0 <= index < n
            done.append(name)

        try:
            await asyncio.gather(*(one(name) for name in ("A0", "A1", "A2", "A3", "B0")))
        finally:
            await pool.close()
        return done, pool.stats()

    done, stats = asyncio.run(main())
    assert dispatched == ["A", "B", "A", "A", "A"], dispatched
    assert sorted(done) == ["A0", "A1", "A2", "A3", "B0"]
    assert stats["decisions"] == 5 and stats["queued"] == 0 and stats["busy"] == 0
    assert len(started) >= 3  # two workers, and at least one replaced after two decisions


def test_a_job_that_cannot_be_sent_fails_alone_and_the_next_is_answered():
    """A state that does not pickle fails its own job ("no worker could run it"); the pool
    then answers the next job at once. Before, the failed job's reader stayed on the
    closed pipe and the next worker, given the same descriptor, was never heard: its job
    waited for the timeout (a hint, then a whole analysis, failed in CI that way)."""
    import asyncio

    from ludotheque.core import Match, get_game
    from ludotheque.server import pool as pool_module

    match = Match(get_game("iwari"), COOP, 1)
    seat = match.decision.seat
    n = len(match.decision.options)

    class Unpicklable:
        def __reduce__(self):
            raise TypeError("this state cannot travel")

    async def main():
        pool = pool_module.AgentPool(workers=1, seconds=5, per_address=1, start_method="fork")
        try:
            index = await pool.decide("a", "iwari", match.state, seat, "greedy", 3)
            assert 0 <= index < n  # the worker is warm
            try:
                await pool.decide("a", "iwari", Unpicklable(), seat, "greedy", 3)
            except pool_module.AgentFailed as e:
                assert "no worker could run it" in str(e) and "cannot travel" in str(e)
            else:
                raise AssertionError("an unpicklable state must fail its job")
            started = time.monotonic()
            index = await asyncio.wait_for(
                pool.decide("a", "iwari", match.state, seat, "greedy", 3), timeout=4
            )
            assert 0 <= index < n and time.monotonic() - started < 4
        finally:
            await pool.close()
        return pool.stats()

    stats = asyncio.run(main())
    assert stats["timeouts"] == 0
