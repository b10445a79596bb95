"""Seat specs (`random`, later `greedy`, `mcts:2000`, `automa:x/y`) to agents.

A spec is `name` or `name:argument`. Each kind is one entry of `AGENTS`: its usage text
and a builder taking (argument or None, seed). Builders import their module lazily, so a
slow or optional agent costs nothing until a seat asks for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ludotheque.agents.base import Agent
from ludotheque.core.errors import ConfigError


@dataclass(frozen=True)
class AgentKind:
    usage: str  # e.g. "mcts:N|Ns"
    summary: str
    build: Callable[[str | None, int], Agent]
    label: str = ""  # a few words for a seat chooser (the lobby)
    timed: bool = False  # takes seconds a decision (`name:0.5s`)


def _no_argument(name: str, arg: str | None) -> None:
    if arg is not None:
        raise ConfigError(f"agent {name!r} takes no argument, got {name}:{arg}")


def _random(arg: str | None, seed: int) -> Agent:
    from ludotheque.agents.random_agent import RandomAgent

    _no_argument("random", arg)
    return RandomAgent(seed)


def _greedy(arg: str | None, seed: int) -> Agent:
    from ludotheque.agents.greedy import GreedyAgent

    _no_argument("greedy", arg)
    return GreedyAgent(seed)


MAX_PROCESSES = 64  # `mcts:0.5s/N`: more processes than that is a typing error


def _mcts(arg: str | None, seed: int) -> Agent:
    """`mcts` (1000 iterations), `mcts:2000` (iterations) or `mcts:0.5s` (seconds), each
    optionally `/N`: searched by N processes at once (root parallelism, root_parallel.py)."""
    from ludotheque.agents.mcts import MctsAgent

    if arg is None:
        return MctsAgent(seed, iterations=1000)
    text, _, procs = arg.strip().lower().partition("/")
    try:
        processes = int(procs) if procs else 1
        if not 1 <= processes <= MAX_PROCESSES:
            raise ValueError
        if text.endswith("s"):
            seconds = float(text[:-1])
            if not 0 < seconds <= 3600:
                raise ValueError
            return MctsAgent(seed, iterations=None, seconds=seconds, processes=processes)
        iterations = int(text)
        if not 1 <= iterations <= 10_000_000:
            raise ValueError
        return MctsAgent(seed, iterations=iterations, processes=processes)
    except ValueError:
        raise ConfigError(
            f"mcts takes a number of iterations (mcts:2000) or seconds per decision "
            f"(mcts:0.5s), optionally /N to search in N processes at once, N from 1 to "
            f"{MAX_PROCESSES} (mcts:0.5s/2), got mcts:{arg}"
        ) from None


AGENTS: dict[str, AgentKind] = {
    "random": AgentKind(
        "random", "uniform choice among the legal options", _random, "random moves"
    ),
    "greedy": AgentKind(
        "greedy",
        "best option by the game's evaluation, one turn ahead",
        _greedy,
        "greedy: the best option one turn ahead",
    ),
    "mcts": AgentKind(
        "mcts[:N|:Ns][/P]",
        "determinized Monte Carlo tree search (iterations or seconds; /P: P processes)",
        _mcts,
        "search (MCTS)",
        timed=True,
    ),
}


def seat_choices(max_seconds: float) -> list[tuple[str, str]]:
    """(spec, words) of each agent a seat chooser offers: searching ones at a few
    thinking times up to `max_seconds` a decision."""
    out = []
    for name, kind in AGENTS.items():
        if kind.timed:
            for t in (0.2, 1, 3):
                if t <= max_seconds:
                    out.append((f"{name}:{t:g}s", f"{kind.label or name}, {t:g} s a move"))
        else:
            out.append((name, kind.label or name))
    return out


def known_agents() -> list[str]:
    """Usage forms of every agent kind, for help and error texts."""
    return [kind.usage for kind in AGENTS.values()]


def make_agent(spec: str, seed: int) -> Agent:
    """The agent a seat spec names, seeded with `seed`. Raises ConfigError for an unknown
    spec or a bad argument, listing what is known."""
    name, sep, arg = spec.strip().partition(":")
    kind = AGENTS.get(name.lower())
    if kind is None:
        raise ConfigError(f"unknown agent {spec!r}; known agents: {', '.join(known_agents())}")
    return kind.build(arg if sep else None, seed)
