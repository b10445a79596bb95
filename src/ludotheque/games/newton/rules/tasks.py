"""The pieces of a turn that wait for a decision: task tuples on the state's stack.

A task is `(kind, ...)`; its module lists the options (`options(s, task)`) and plays one
(`play(s, task, option)`). A handler pops its task before acting and pushes it back
(updated) when it continues, before any task it triggers: what a move triggers resolves
first, then the interrupted action goes on (a Master played by the 9th shelf tile during
Boyle's split placement, a City tile's choice during Galileo's move).
"""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.newton.state import NewtonState

# Flags of action tasks.
CARD = 1  # performed with the card played: boostable, the card's effect can join in
X2 = 2  # bonus tokens doubled (card effect, L681)
IGNORE_OBJ = 4  # Huygens, Torricelli (L776, L780)
NO_COINS = 8  # Kepler (L784)
FREE_ROUTES = 16  # Pascal (L772)
CUBE_EACH = 32  # Galileo (L760)
SPLIT = 64  # Boyle, Browne, Halley (L724, L732, L768)
IGNORE_REQ = 128  # Copernicus (L748)
DESCARTES = 256  # then the taken card's basic action (L740)
CUBE_PAID = 512  # travel: the extra cube was paid on this place, which must be crossed (L705)

# Task kinds whose decisions also offer the quick actions (L363): the steps of a basic
# action. Small choices inside an effect (which Master, which slot...) do not.
WITH_QUICK = frozenset(("works", "tech", "travel", "lessons", "studies"))

# Per basic action: a function (s, value, flags) that pushes its task. Filled by the
# action modules on import (flow.py imports them all).
STARTERS: dict[int, Callable[[NewtonState, int, int], None]] = {}
# Per task kind: (options, play, prompt).
HANDLERS: dict[str, tuple[Callable, Callable, str]] = {}


def register(kind: str, options: Callable, play: Callable, prompt: str) -> None:
    HANDLERS[kind] = (options, play, prompt)


def push(s: NewtonState, task: tuple) -> None:
    s.tasks.append(task)


def push_action(s: NewtonState, a: int, value: int, flags: int = 0) -> None:
    """A basic action of a fixed value (Masters, Inventions, special actions: L383, L720)
    or the card's (flag CARD). A value of 0 is no action."""
    if value > 0:
        STARTERS[a](s, value, flags)


def top_is(s: NewtonState, kind: str) -> bool:
    return bool(s.tasks) and s.tasks[-1][0] == kind


def paying(potions: int) -> str:
    """The suffix of an option that costs potions: " paying 2 potions"."""
    return f" paying {potions} potion" + ("" if potions == 1 else "s")


ACTION_OPT = tuple(f"action {a}" for a in ("works", "tech", "travel", "lessons", "studies"))
ACTION_OF = {text: a for a, text in enumerate(ACTION_OPT)}
