"""Coaching at a table (issue 20): a seat's hint, and the analysis of a finished game.

A hint is the search's best options for the seat asking, with their values, at the
table's budget (`hints`, seconds of search, set at creation: off by default, and at a
table with several people only when the creator confirms that every player agreed; see
tables.py). It never uses what the seat cannot see: the worker gets the state re-dealt
from the seat's point of view (`determinize`), and the search samples its own re-deals
from that seat's observation (agents/coach.py). How many hints each seat asked is shown
to everyone at the table.

An analysis is asked once the game is over (nothing is hidden any more): every decision
of one seat with a choice, the search's value of the move played and of its best option,
the largest losses marked (agents/coach.py `mark_losses`), as `ludo analyse` prints it.
It runs one decision at a time in the background, and the table's page polls it.

Both run in the agents' worker processes (pool.AgentPool.coach), queued with the agents'
decisions and under the same per-address cap: never on the event loop.

The hints asked are stored (`ludo_hints`, a row per seat and decision, so asking again
for the same decision counts once, whichever process answers): every process of a site
shows the same counts, and a restart keeps them. On PostgreSQL a new row tells the other
processes to read the counts again (cluster.py). The analyses are kept in memory, per
process: one asked of another process is computed again there.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from ludotheque.agents.coach import Assessment, OptionValue, best_of, mark_losses
from ludotheque.core.rng import Rng
from ludotheque.server import words
from ludotheque.server.agents import decision_seed
from ludotheque.server.errors import ApiError
from ludotheque.server.live import LiveTable
from ludotheque.server.pool import AgentFailed, AgentTimeout

log = logging.getLogger("ludotheque.server")
HINT_TOP = 3  # options a hint shows


def _percent(value: float | None) -> float | None:
    return None if value is None else round(100 * value, 1)


class CoachingMixin:
    async def hint(self, table: LiveTable, seat: int | None, seq: Any) -> dict:
        """The search's best options for the seat to play, best first."""
        if seat is None:
            raise ApiError(401, "no-seat", "a hint is for a seated player: send its token")
        if not table.hints:
            raise ApiError(403, "no-hints", "hints are off at this table (set at its creation)")
        if table.status == "over":
            raise ApiError(409, "game-over", "the game is over")
        d = table.decision
        if d.seat != seat:
            raise ApiError(409, "not-your-turn", "a hint is for your own decision: wait for it")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise ApiError(400, "bad-request", "seq must be the decision's sequence number")
        if seq != table.version:
            raise ApiError(409, "stale", "the table moved on: ask again for this decision")
        game = table.game
        ply = len(table.match.moves)
        seed = decision_seed(table.seed, seat, ply) ^ 0x4E17
        # What the worker gets holds nothing the seat cannot see: a re-deal of the rest.
        state = game.determinize(table.match.state, seat, Rng(seed))
        seconds = min(table.hints, self.settings.max_agent_seconds)
        try:
            raw = await self.pool.coach(table.creator or "-", game.id, state, seat, seconds, seed)
        except (AgentFailed, AgentTimeout) as e:
            log.error("hint at table %s seat %d failed: %s", table.id, seat, e)
            raise ApiError(
                503, "hint-failed", "the hint could not be computed: try again"
            ) from None
        if table.version != seq:
            raise ApiError(409, "stale", "the table moved on while the hint was computed")
        values = [OptionValue(*v) for v in raw]
        values.sort(key=lambda v: (-v.visits, -(v.value if v.value is not None else -1.0)))
        view = game.view(table.match.state, seat)
        labels = words.labels(game, view, [v.option for v in values[:HINT_TOP]])
        if await self.db(self.store.add_hint, table.id, seat, seq):
            # The stored counts, not our own increment: on PostgreSQL the row's notice
            # may have brought them here already (cluster.py), and counting again would
            # count this hint twice.
            counts = await self.db(self.store.hint_counts, table.id)
            if counts != table.hints_used:
                table.hints_used = counts
                self.changed(table)
        return {
            "seq": seq,
            "seconds": seconds,
            "options": [
                {
                    "option": v.option,
                    "index": d.options.index(v.option),
                    "label": labels.get(v.option, v.option),
                    "value": _percent(v.value),
                    "visits": v.visits,
                }
                for v in values[:HINT_TOP]
            ],
        }

    # ----- analysis of a finished game ---------------------------------------------------
    def analysis(self, table: LiveTable, seat: Any, start: bool, address: str) -> dict:
        """The analysis of one seat's decisions: started if asked (POST), else as it
        stands (GET): {"seat", "status": none|running|done|failed, "done", "total",
        "rows"}."""
        if table.status != "over":
            raise ApiError(409, "not-over", "a game is analysed once it is over")
        n = len(table.seats)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ApiError(
                400,
                "bad-request",
                f"seat must be a seat index from 0 to {n - 1} (index 0 is seat 1)",
            )
        job = table.analyses.get(seat)
        if start and job is not None and job["status"] == "failed":
            job = None  # asked again: try again
        if job is None and start:
            job = table.analyses[seat] = {"status": "running", "done": 0, "total": None, "rows": []}
            task = asyncio.get_running_loop().create_task(self._analyse(table, seat, job, address))
            job["task"] = task
        if job is None:
            return {"seat": seat, "status": "none", "done": 0, "total": None, "rows": []}
        return {k: v for k, v in job.items() if k != "task"} | {"seat": seat}

    async def _analyse(self, table: LiveTable, seat: int, job: dict, address: str) -> None:
        game, match = table.game, table.match
        try:
            states = await asyncio.to_thread(self._replay_states, table)
            todo = [
                i
                for i, s in enumerate(match.seats)
                if s == seat and len(game.pending(states[i]).options) > 1
            ]
            job["total"] = len(todo)
            seconds = min(
                table.hints or self.settings.analysis_seconds, self.settings.max_agent_seconds
            )
            found: list[Assessment] = []
            for i in todo:
                d = game.pending(states[i])
                raw = await self.pool.coach(
                    address, game.id, states[i], seat, seconds, decision_seed(table.seed, seat, i)
                )
                values = {v[0]: OptionValue(*v) for v in raw}
                best = best_of(list(values.values()))
                played = values.get(match.moves[i])
                found.append(
                    Assessment(
                        i,
                        d.kind,
                        match.moves[i],
                        played.value if played else None,
                        best.option,
                        best.value,
                        len(d.options),
                    )
                )
                job["rows"].append(self._row(table, states, found[-1]))
                job["done"] = len(found)
                for row, a in zip(job["rows"], mark_losses(found), strict=True):
                    row["marked"] = a.marked
            job["status"] = "done"
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - told to the page; the details to the log
            log.error("analysis at table %s seat %d failed: %s", table.id, seat, e)
            job["status"] = "failed"
        finally:
            job.pop("task", None)

    @staticmethod
    def _row(table: LiveTable, states: list, a: Assessment) -> dict:
        game = table.game
        view = game.view(states[a.index], table.match.seats[a.index])
        labels = words.labels(game, view, [a.played, a.best])
        return {
            "ply": a.index + 1,
            "kind": a.kind,
            "options": a.options,
            "played": a.played,
            "played_label": labels.get(a.played, a.played),
            "played_value": _percent(a.played_value),
            "best": a.best,
            "best_label": labels.get(a.best, a.best),
            "best_value": _percent(a.best_value),
            "loss": round(100 * a.loss, 1),
            "marked": a.marked,
        }

    @staticmethod
    def _replay_states(table: LiveTable) -> list:
        """The states after each move of a finished game (kept for replays too)."""
        if table.replay_states is None:
            game = table.game
            state = game.setup(table.match.config, table.seed)
            states = [game.copy(state)]
            for move in table.match.moves:
                game.apply(state, move)
                states.append(game.copy(state))
            table.replay_states = states
        return table.replay_states
