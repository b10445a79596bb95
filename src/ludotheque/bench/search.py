"""MCTS iterations in a real timed decision, as the `mcts:0.5s` agent plays it.

From each of a few positions reached by seeded random play (states of the warm-up games
where the seat to move has a real choice, spread from the start to the end of a game),
an `MctsAgent(seconds=...)` decides once and its `last_iterations` is read. The budget
is CPU time of the thinking thread (agents/mcts.py), so the figure holds on a loaded
machine.

The agent stops early once the time left could not change its choice; such a decision
searched less than its budget, so it says nothing about how many iterations the budget
buys. The figure (`iterations`) is the median over the decisions that used their whole
budget; when every decision stopped early it is the median of the iterations scaled to
the budget (`scaled`), which under-counts a little (a search's first iterations, each on
a fresh determinization, cost the most).
"""

from __future__ import annotations

import statistics
from typing import Any

from ludotheque.bench.games import clock

FULL = 0.98  # a decision that used this share of its budget ran to the deadline


def positions(game, samples: list, count: int) -> list:
    """`count` states with a real choice, evenly spread over `samples` (in game order)."""
    live = [s for s in samples if len(game.pending(s).options) > 1]
    if len(live) <= count:
        return live
    step = len(live) / count
    return [live[int(i * step)] for i in range(count)]


def measure(game, samples: list, count: int, seconds: float, seed: int) -> dict[str, Any]:
    from ludotheque.agents.mcts import MctsAgent
    from ludotheque.agents.observation import Observation

    runs = []
    for i, state in enumerate(positions(game, samples, count)):
        state = game.copy(state)
        agent = MctsAgent(seed * 1_000 + i, iterations=None, seconds=seconds)
        obs = Observation(game, state, game.pending(state).seat)
        start = clock()
        agent.choose(obs)
        used = clock() - start
        runs.append((agent.last_iterations, used))
    full = [n for n, used in runs if used >= FULL * seconds]
    scaled = [n * seconds / used for n, used in runs if used > 0]
    if full:
        figure = statistics.median(full)
    elif scaled:
        figure = statistics.median(scaled)
    else:
        figure = None
    return {
        "seconds": seconds,
        "positions": len(runs),
        "iterations": figure,
        "full_budget": len(full),
        "early_stops": len(runs) - len(full),
        "per_position": [n for n, _ in runs],
        "scaled_median": statistics.median(scaled) if scaled else None,
    }
