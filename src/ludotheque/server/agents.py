"""The agents' turns at a table: who plays next, and playing their decisions."""

from __future__ import annotations

import asyncio
import logging
import operator

from ludotheque.agents.registry import make_agent
from ludotheque.core.game import Game
from ludotheque.core.rng import Rng
from ludotheque.server.errors import ApiError
from ludotheque.server.live import (
    INLINE_AGENTS,
    LiveTable,
    is_automa,
)

log = logging.getLogger("ludotheque.server")


try:  # agents take an Observation since the agents package grew one
    from ludotheque.agents.observation import Observation
except ImportError:  # pragma: no cover - the older (view, decision) interface
    Observation = None


def agent_seed(seed: int, seat: int) -> int:
    """A seat's own stream, apart from the game's (the same as the terminal front's)."""
    return Rng((seed * 0x9E3779B1 + 0x5EED + seat) & ((1 << 64) - 1)).next64()


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

    async def _agents(self, table: LiveTable) -> None:
        """Play the agents' decisions while it is an agent's turn. An agent's move lands
        `agent_delay` seconds after the previous change at the soonest (its thinking time
        counts), so that people can follow."""
        delay = self.settings.agent_delay
        loop = asyncio.get_running_loop()
        while not self.closed:
            seat = self._agent_turn(table)
            if seat is None:
                return
            version = table.version
            started = loop.time()
            try:
                agent = self._agent(table, seat)
                game, state = table.game, table.match.state
                if table.seats[seat].spec.split(":", 1)[0] in INLINE_AGENTS:
                    index = choose(agent, game, state, seat)
                else:
                    index = await asyncio.to_thread(choose, agent, game, game.copy(state), seat)
            except Exception as e:
                self._agent_failed(table, seat, f"{type(e).__name__}: {e}")
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
                    self._agent_failed(table, seat, e.message)
                    return
            self.changed(table)
            if delay <= 0:
                await asyncio.sleep(0)  # let listeners and other tables run

    def _agent_failed(self, table: LiveTable, seat: int, why: str) -> None:
        log.error("agent at table %s seat %d failed: %s", table.id, seat, why)
        table.agent_error = f"the agent at seat {seat} failed: {why}"
        self._notice(table, "agent-error", seat, table.agent_error)
        self.changed(table)
