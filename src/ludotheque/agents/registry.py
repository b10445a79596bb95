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


def _no_argument(name: str, arg: str | None) -> None:
    if arg is not None:
        raise ConfigError(f"agent {name!r} takes no argument, got {name}:{arg}")


def _random(arg: str | None, seed: int) -> Agent:
    from ludotheque.agents.random_agent import RandomAgent

    _no_argument("random", arg)
    return RandomAgent(seed)


AGENTS: dict[str, AgentKind] = {
    "random": AgentKind("random", "uniform choice among the legal options", _random),
}


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
