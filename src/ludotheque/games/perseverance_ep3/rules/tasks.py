"""The stack of pending steps a turn is made of, and the loop that runs them.

A task is a tuple (kind, seat, *data). Each kind registers a handler: either automatic
(no options: it runs as soon as it is on top) or a decision (its options, and what each
does). Tasks are popped before they run, so a handler pushes whatever comes next. A
decision with a single option plays itself, so a seat is only asked when it has a choice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ludotheque.core.decision import Decision
from ludotheque.games.perseverance_ep3.state import PState


@dataclass(frozen=True, slots=True)
class Handler:
    options: Callable | None  # (s, task) -> list[str]; None: automatic
    play: Callable  # (s, task, option or None) -> None
    prompt: str
    private: bool = False


HANDLERS: dict[str, Handler] = {}


def register(
    kind: str,
    play: Callable,
    options: Callable | None = None,
    prompt: str = "",
    private: bool = False,
) -> None:
    HANDLERS[kind] = Handler(options, play, prompt, private)


def push(s: PState, *task) -> None:
    s.tasks.append(task)


def push_all(s: PState, tasks) -> None:
    """Push tasks so that the first given runs first."""
    s.tasks.extend(reversed(list(tasks)))


def decision(s: PState) -> Decision | None:
    """The decision on top of the stack (settle() has run the automatic tasks)."""
    if not s.tasks:
        return None
    t = s.tasks[-1]
    h = HANDLERS[t[0]]
    return Decision(t[1], t[0], tuple(h.options(s, t)), h.prompt, h.private)


def play(s: PState, option: str) -> None:
    t = s.tasks.pop()
    HANDLERS[t[0]].play(s, t, option)


def settle(s: PState) -> list | None:
    """Run automatic tasks and single-option decisions until a real choice (or nothing).
    Returns the options of the choice it stops at (None when the stack is empty), so the
    caller need not compute them again."""
    tasks = s.tasks
    while tasks:
        t = tasks[-1]
        h = HANDLERS[t[0]]
        if h.options is None:
            tasks.pop()
            h.play(s, t, None)
            continue
        opts = h.options(s, t)
        if len(opts) == 1:
            tasks.pop()
            h.play(s, t, opts[0])
            continue
        if not opts:  # nothing can be chosen: the step is skipped
            tasks.pop()
            continue
        return opts
    return None
