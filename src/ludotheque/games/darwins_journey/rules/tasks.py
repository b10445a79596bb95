"""The pieces of a turn that wait for a decision: task tuples on the state's stack.

A task is `(kind, seat, ...)`; its module registers how to list its options and play one.
A handler pops its task before acting and pushes it back (updated) when it goes on, before
any task it triggers: what an action triggers resolves first, then the action continues.
Effects (effects.py) push tasks; flow.py asks the top task first, then the turn's hub.
"""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.darwins_journey.state import DarwinState

# Per task kind: (options(s, task) -> list[str], play(s, task, option), prompt).
HANDLERS: dict[str, tuple[Callable, Callable, str]] = {}


def register(kind: str, options: Callable, play: Callable, prompt: str) -> None:
    HANDLERS[kind] = (options, play, prompt)


def push(s: DarwinState, task: tuple) -> None:
    s.tasks.append(task)


def pop(s: DarwinState) -> tuple:
    return s.tasks.pop()
