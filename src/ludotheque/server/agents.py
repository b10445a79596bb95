"""The agents' turns at a table: who plays next, and playing their decisions.

`random` takes microseconds and plays on the event loop; every other agent is computed by
the worker processes of `pool.AgentPool`, with a cap on each decision's time. A decision
past the cap is stopped and a random legal option (from the seat's own seeded stream) is
played instead, with a notice on the table: the game goes on, and the record stays
exactly replayable since it holds the options played, not how they were found. An agent
that fails (raises) stops its table's agents with a notice; what it raised is in the
server's log, not shown to players.
"""

from __future__ import annotations

import asyncio
import logging
import operator
import time

from ludotheque.agents.registry import make_agent
from ludotheque.core.game import Game
from ludotheque.core.rng import Rng
from ludotheque.server import logs, metrics
from ludotheque.server.errors import ApiError
from ludotheque.server.live import INLINE_AGENTS, LiveTable, is_automa
from ludotheque.server.pool import AgentFailed, AgentTimeout

log = logging.getLogger("ludotheque.server")

_MASK = (1 << 64) - 1

try:  # agents take an Observation since the agents package grew one
    from ludotheque.agents.observation import Observation
except ImportError:  # pragma: no cover - the older (view, decision) interface
    Observation = None


def agent_seed(seed: int, seat: int) -> int:
    """A seat's own stream, apart from the game's (the same as the terminal front's)."""
    return Rng((seed * 0x9E3779B1 + 0x5EED + seat) & _MASK).next64()


def decision_seed(seed: int, seat: int, ply: int) -> int:
    """The seed of one decision of a seat's agent (a worker makes the agent afresh)."""
    return Rng((agent_seed(seed, seat) + ply * 0x9E3779B97F4A7C15) & _MASK).next64()


def choose(agent, game: Game, state, seat: int) -> int:
    if Observation is not None:
        choice = agent.choose(Observation(game, state, seat))
    else:  # pragma: no cover
        choice = agent.choose(game.view(state, seat), game.pending(state))
    return operator.index(choice)


class AgentsMixin:
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

    def agent_stats(self) -> dict:
        return self.pool.stats()

    async def _think(self, table: LiveTable, seat: int) -> int:
        """The option index the seat's agent picks now."""
        spec = table.seats[seat].spec
        game, state = table.game, table.match.state
        if spec.split(":", 1)[0] in INLINE_AGENTS:
            return choose(self._agent(table, seat), game, state, seat)
        ply = len(table.match.moves)

        asked = time.perf_counter()

        def waiting(ahead: int) -> None:
            table.agent_waiting = {"since": time.time(), "ahead": ahead}
            metrics.AGENT_QUEUE.set(len(self.pool.queue))
            self.changed(table)

        def started() -> None:
            table.agent_waiting = None
            metrics.AGENT_QUEUE.set(len(self.pool.queue))
            metrics.AGENT_WAIT_SECONDS.observe(time.perf_counter() - asked)
            self.changed(table)

        try:
            return await self.pool.decide(
                table.creator or "-",
                game.id,
                state,
                seat,
                spec,
                decision_seed(table.seed, seat, ply),
                on_wait=waiting,
                on_start=started,
            )
        except AgentTimeout:
            n = len(table.decision.options)
            cap = self.settings.max_agent_seconds
            self._notice(
                table,
                "agent-timeout",
                seat,
                f"{table.seats[seat].label()} thought longer than the server's {cap:g} s "
                "cap and played a random option instead",
            )
            return Rng(decision_seed(table.seed, seat, ply) ^ 0x7173).below(n)
        finally:
            table.agent_waiting = None

    async def _agents(self, table: LiveTable) -> None:
        """Play the agents' decisions while it is an agent's turn. An agent's move lands
        `agent_delay` seconds after the previous change at the soonest (its thinking time
        counts), so that people can follow."""
        logs.TABLE_ID.set(table.id)
        loop = asyncio.get_running_loop()
        while not self.closed:
            delay = self.pace_of(table)  # set per table (views.set_pace)
            seat = self._agent_turn(table)
            if seat is None:
                return
            # Several processes: only the holder of the table's lease plays its agents
            # (the others hear its moves).
            if self.cluster is not None and not await self.cluster.hold(table.id):
                return
            version = table.version
            started = loop.time()
            try:
                index = await self._think(table, seat)
            except AgentFailed as e:
                log.error("agent at table %s seat %d failed: %s", table.id, seat, e)
                self._agent_failed(table, seat, "see the server's log")
                return
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("agent at table %s seat %d failed", table.id, seat)
                self._agent_failed(table, seat, "see the server's log")
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
                    if e.code == "already-decided":
                        self.changed(table)
                        continue  # decided on another process meanwhile: look again
                    self._agent_failed(table, seat, e.message)
                    return
            metrics.MOVES.labels("agent").inc()
            self.changed(table)
            if delay <= 0:
                await asyncio.sleep(0)  # let listeners and other tables run

    def _agent_failed(self, table: LiveTable, seat: int, why: str) -> None:
        log.error("agent at table %s seat %d failed: %s", table.id, seat, why)
        table.agent_error = f"the agent at seat {seat + 1} failed: {why}"
        self._notice(table, "agent-error", seat, table.agent_error)
        self.changed(table)
