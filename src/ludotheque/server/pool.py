"""The agents as a bounded service: worker processes, a queue, caps, and what they cost.

Agents think in worker processes, never on the event loop (nor in its threads, where the
GIL would take the loop's time): a flood of agent tables then costs the other tables only
what the operating system's scheduler gives the workers, and the event loop stays quick.

- `workers` processes (default: one per core less one, at least one), started when first
  needed and started again after one is stopped.
- A decision that takes longer than `seconds` (plus a second for its state to travel) is
  stopped by killing its worker; the caller is told (`AgentTimeout`) and decides what to
  play instead (the hub plays a random legal option, see `agents`).
- Decisions wait in one queue, first come first served, except that the tables created
  from one client address have at most `per_address` decisions computing at once: one
  client's flood of tables waits behind itself, not in front of everyone.
- `stats()` tells the workers, the queue's depth and the recent waits (GET /api/health).

A worker gets (game id, state, seat, agent spec, seed): the state of the game as the
server holds it, from which the agent sees only `Observation(game, state, seat)`, as in
the terminal front. Worker processes are trusted server code; nothing of theirs reaches a
client but the option index.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import operator
import os
import signal
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger("ludotheque.server")
GRACE = 1.0  # seconds past the cap for the state's journey and the answer's
COACH_SLACK = 5.0  # seconds past a hint's budget and the cap, for a busy machine
# A worker is replaced after this many decisions, so that whatever an agent leaks (a
# cache, a fragmented heap) cannot grow without end.
RECYCLE_AFTER = 500


class AgentTimeout(Exception):
    """The decision took longer than the cap: its worker was stopped."""


class AgentFailed(Exception):
    """The agent raised: the text is for the server's log, not for clients."""


def _work(conn) -> None:  # pragma: no cover - runs in the worker processes
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    from ludotheque.agents.observation import Observation
    from ludotheque.agents.registry import make_agent
    from ludotheque.core.registry import get_game

    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            if job[0] == "coach":
                conn.send(("ok", _coach(*job[1:])))
                continue
            game_id, state, seat, spec, seed = job
            game = get_game(game_id)
            agent = make_agent(spec, seed)
            conn.send(("ok", operator.index(agent.choose(Observation(game, state, seat)))))
        except Exception as e:  # noqa: BLE001 - reported to the server, which logs it
            conn.send(("error", f"{type(e).__name__}: {e}"))


def _coach(game_id: str, state, seat: int, seconds: float, seed: int) -> list[tuple]:
    """The search's value of every option of the seat's decision (agents/coach.py), as
    (option, value or None, visits): a hint or one decision of an analysis."""
    from ludotheque.agents.coach import option_values
    from ludotheque.core.registry import get_game

    values = option_values(get_game(game_id), state, seat, seconds, seed=seed)
    return [(v.option, v.value, v.visits) for v in values]


class _Worker:
    def __init__(self, ctx) -> None:
        self.decisions = 0
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_work, args=(child,), daemon=True, name="ludo-agent")
        self.proc.start()
        child.close()

    def stop(self, kill: bool = False) -> None:
        with contextlib.suppress(Exception):
            if kill:
                self.proc.kill()
            else:
                self.conn.send(None)
        with contextlib.suppress(Exception):
            self.conn.close()
        self.proc.join(2)
        if self.proc.is_alive():  # pragma: no cover - a worker that would not stop
            self.proc.kill()
            self.proc.join(2)


@dataclass(eq=False)
class _Job:
    key: str
    payload: tuple
    future: asyncio.Future
    on_wait: Any = None
    on_start: Any = None
    queued: float = field(default_factory=time.monotonic)
    waited: bool = False
    timeout: float | None = None  # seconds before the worker is stopped (None: the cap)


class AgentPool:
    def __init__(
        self,
        workers: int = 0,
        seconds: float = 5.0,
        per_address: int = 1,
        start_method: str = "forkserver",
    ) -> None:
        self.size = workers if workers > 0 else max(1, (os.cpu_count() or 2) - 1)
        self.seconds = seconds
        self.per_address = max(1, per_address)
        self.ctx = multiprocessing.get_context(start_method)
        if start_method == "forkserver":
            # Loaded once in the fork server: each worker starts with them.
            self.ctx.set_forkserver_preload(
                ["ludotheque.agents.registry", "ludotheque.core.registry"]
            )
        self.idle: list[_Worker] = []
        self.workers = 0  # started, idle or busy
        self.busy = 0
        self.queue: deque[_Job] = deque()
        self.running: Counter[str] = Counter()
        self.waits: deque[float] = deque(maxlen=500)
        self.decisions = 0
        self.timeouts = 0
        self.failures = 0
        self.closed = False
        self._tasks: set[asyncio.Task] = set()

    async def decide(
        self,
        key: str,
        game_id: str,
        state,
        seat: int,
        spec: str,
        seed: int,
        on_wait=None,
        on_start=None,
    ) -> int:
        """The option index the agent `spec` picks for `seat`. `on_wait(ahead)` is called
        if the decision has to wait for a worker, `on_start()` when it then starts."""
        if self.closed:
            raise asyncio.CancelledError
        job = _Job(
            key, (game_id, state, seat, spec, seed), asyncio.get_running_loop().create_future()
        )
        job.on_wait, job.on_start = on_wait, on_start
        self.queue.append(job)
        self._dispatch()
        if not job.future.done() and job in self.queue:
            job.waited = True
            if on_wait is not None:
                on_wait(self.queue.index(job))
        try:
            return await job.future
        finally:
            if job in self.queue:  # cancelled while waiting
                self.queue.remove(job)

    async def coach(
        self, key: str, game_id: str, state, seat: int, seconds: float, seed: int
    ) -> list[tuple]:
        """The search's values of the seat's options (a hint, or one decision of an
        analysis), computed by a worker like an agent's decision and queued with them."""
        if self.closed:
            raise asyncio.CancelledError
        job = _Job(
            key,
            ("coach", game_id, state, seat, seconds, seed),
            asyncio.get_running_loop().create_future(),
            # Its budget is the search thread's CPU time: on a busy machine, or for a cold
            # worker loading the game first, the wall time is longer.
            timeout=self.seconds + seconds + COACH_SLACK,
        )
        self.queue.append(job)
        self._dispatch()
        try:
            return await job.future
        finally:
            if job in self.queue:
                self.queue.remove(job)

    def _dispatch(self) -> None:
        while self.queue and self.busy < self.size and not self.closed:
            job = next((j for j in self.queue if self.running[j.key] < self.per_address), None)
            if job is None:
                return
            self.queue.remove(job)
            self.busy += 1
            self.running[job.key] += 1
            self.waits.append(time.monotonic() - job.queued)
            if job.waited and job.on_start is not None:
                job.on_start()
            task = asyncio.get_running_loop().create_task(self._run(job))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _worker(self) -> _Worker:
        if self.idle:
            return self.idle.pop()
        self.workers += 1
        try:
            return await asyncio.to_thread(_Worker, self.ctx)
        except BaseException:
            self.workers -= 1
            raise

    async def _run(self, job: _Job) -> None:
        loop = asyncio.get_running_loop()
        worker = None
        fd = None
        try:
            worker = await self._worker()
            if job.future.done():  # cancelled meanwhile
                self.idle.append(worker)
                return
            answer = loop.create_future()
            fd = worker.conn.fileno()

            def readable() -> None:
                loop.remove_reader(fd)
                if answer.done():
                    return
                try:
                    answer.set_result(worker.conn.recv())
                except Exception as e:  # noqa: BLE001 - the worker died
                    answer.set_exception(e)

            loop.add_reader(fd, readable)
            try:
                worker.conn.send(job.payload)
                kind, value = await asyncio.wait_for(answer, job.timeout or self.seconds + GRACE)
            except TimeoutError:
                loop.remove_reader(fd)
                self.timeouts += 1
                await self._discard(worker)
                worker = None
                _settle(job.future, exc=AgentTimeout(f"over {self.seconds:g} s"))
                return
            except (EOFError, OSError, asyncio.CancelledError) as e:
                loop.remove_reader(fd)
                await self._discard(worker)
                worker = None
                if isinstance(e, asyncio.CancelledError):
                    _settle(job.future, exc=AgentFailed("the server is stopping"))
                    raise
                self.failures += 1
                _settle(job.future, exc=AgentFailed(f"the worker process died ({e!r})"))
                return
            self.decisions += 1
            if kind == "ok":
                _settle(job.future, result=value)
            else:
                self.failures += 1
                _settle(job.future, exc=AgentFailed(value))
            worker.decisions += 1
            spent, worker = worker, None
            if spent.decisions >= RECYCLE_AFTER:
                await self._discard(spent, kill=False)
            else:
                self.idle.append(spent)
        except BaseException as e:
            if worker is not None:
                # A job that could not be sent (a state that does not pickle) leaves its
                # reader on the pipe: removed before the pipe closes, or the next worker's
                # pipe, given the same descriptor, would never be heard (its job then
                # timed out: seen in CI after such a failure).
                if fd is not None:
                    loop.remove_reader(fd)
                await self._discard(worker)
            _settle(job.future, exc=AgentFailed(f"no worker could run it ({e!r})"))
            if isinstance(e, asyncio.CancelledError):
                raise
        finally:
            self.busy -= 1
            self.running[job.key] -= 1
            if self.running[job.key] <= 0:
                del self.running[job.key]
            self._dispatch()

    async def _discard(self, worker: _Worker, kill: bool = True) -> None:
        self.workers -= 1
        await asyncio.to_thread(worker.stop, kill)

    def stats(self) -> dict:
        waits = sorted(self.waits)

        def at(q: float) -> float:
            return round(waits[min(len(waits) - 1, int(q * len(waits)))], 4) if waits else 0.0

        return {
            "workers": self.size,
            "started": self.workers,
            "busy": self.busy,
            "queued": len(self.queue),
            "wait_p50": at(0.5),
            "wait_p99": at(0.99),
            "wait_max": round(waits[-1], 4) if waits else 0.0,
            "decisions": self.decisions,
            "timeouts": self.timeouts,
            "failures": self.failures,
            "max_seconds": self.seconds,
            "per_address": self.per_address,
        }

    async def close(self) -> None:
        self.closed = True
        for job in self.queue:
            _settle(job.future, exc=AgentFailed("the server is stopping"))
        self.queue.clear()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        idle, self.idle = self.idle, []
        for worker in idle:
            await asyncio.to_thread(worker.stop)


def _settle(future: asyncio.Future, result: Any = None, exc: BaseException | None = None) -> None:
    if future.done():
        return
    if exc is not None:
        future.set_exception(exc)
    else:
        future.set_result(result)
