"""Root parallelism: one decision searched by several processes at once (`mcts:0.5s/2`).

Each extra process is a fork of this one taken at the decision, so it shares the position
without pickling anything; it runs its own search (its own samples, its own random
stream, drawn from the agent's) on the same budget and sends back only each root option's
visits and total reward. The parent searches too, then adds the children's statistics to
its own: the option most visited over all the trees is played. With N free cores a
decision gets about N times the simulations in the same time, and the trees need no
locks (Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search", 2008, found
it the most effective of the simple schemes).

Forks are POSIX-only and must not happen in a process with other threads running Python
code; where `os.fork` is missing or fails, or a child dies, the decision is made with the
statistics that did arrive (at worst the parent's alone), so play goes on.
"""

from __future__ import annotations

import os
import pickle

from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng

Stats = dict[str, tuple[int, float]]  # option -> (visits, total reward) at the root


def root_statistics(agent, obs: Observation) -> Stats:
    """Search `obs` in `agent.processes` processes and return the summed root statistics."""
    seeds = [agent.rng.next64() for _ in range(agent.processes - 1)]
    children = [_fork(agent, obs, seed) for seed in seeds] if hasattr(os, "fork") else []
    total: Stats = {}
    try:
        total = _stats(agent.search(obs, agent.rng))
    finally:  # the children are always waited for, even when the parent's search fails
        for child in children:
            if child is None:
                continue
            for option, (visits, reward) in _collect(*child).items():
                v, r = total.get(option, (0, 0.0))
                total[option] = (v + visits, r + reward)
    return total


def _stats(search) -> Stats:
    return {o: (c.visits, c.total) for o, c in search.root.children.items()}


def _fork(agent, obs: Observation, seed: int) -> tuple[int, int] | None:
    """Start a child searching with its own seed; (pid, read end of its pipe), or None."""
    try:
        read, write = os.pipe()
        pid = os.fork()
    except OSError:
        return None
    if pid == 0:  # the child: search, report, leave without running the parent's cleanup
        code = 1
        try:
            os.close(read)
            data = pickle.dumps(_stats(agent.search(obs, Rng(seed))))
            with os.fdopen(write, "wb") as out:
                out.write(data)
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _collect(pid: int, read: int) -> Stats:
    """The child's statistics (empty if it failed), once it has exited."""
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    try:
        stats = pickle.loads(data) if data else {}
    except (pickle.UnpicklingError, EOFError):
        return {}
    return stats if isinstance(stats, dict) else {}
