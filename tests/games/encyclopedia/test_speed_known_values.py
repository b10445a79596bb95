"""`Game.known_values` (known_values.py): options valued without their children. Over
seeded random games, at states and every option's outcome (as a search's settling step
meets them): each value given is the evaluation of the child the option builds, bit for
bit (the raises of a research or boost decision, a research decision's cubes, a die's
placements); asking leaves the state as it was; and the settling step
(`greedy.settle_segment`) ends where it ends when no value is known and every child is
built."""

from __future__ import annotations

from collections import Counter

import pytest

from known_values_kit import (  # tests/known_values_kit.py (on the path)
    assert_same_settling,
    checked_known_values,
    without_known_values,
)
from ludotheque.core import Rng, get_game

from .fixtures import SPEED_CONFIGS

GAME = get_game("encyclopedia")


PLAIN = without_known_values(GAME)


def _check(s, seen: Counter) -> None:
    lists = (s.coins, s.tokens, s.seals, s.pool)
    options = GAME.pending(s).options
    if (checked := checked_known_values(GAME, s)) is None:
        return
    seat, known, _children = checked
    assert (s.coins, s.tokens, s.seals, s.pool) == lists
    assert s.coins is lists[0] and s.tokens is lists[1] and s.seals is lists[2]
    if known is None:
        seen["none", s.phase] += 1
    else:
        seen["built"] += known.count(None)
        for i, value in enumerate(known):
            if value is not None:
                seen["known", s.phase] += 1
                if s.ctx.tx.parse.get(options[i], ("",))[0] == "research":
                    seen["known", "cube"] += 1
    assert_same_settling(GAME, PLAIN, s, seat)
    if s.phase == "research" and s.cubes[seat] > 1 and not s.queue:
        _check(_last_cube(s), seen)


def _last_cube(s):
    """The same research decision with one cube left in reserve: after a cube, "done"
    alone may be left, a decision that plays itself (a cube then has no known value)."""
    c = s.copy()
    cubes = list(c.cubes)
    cubes[c.active] = 1
    c.cubes = cubes
    c.decision = None
    return c


@pytest.mark.parametrize("index", range(len(SPEED_CONFIGS)))
def test_known_values_are_the_childrens_and_the_settling_step_is_the_same(index: int) -> None:
    config = GAME.configure(SPEED_CONFIGS[index])
    seen: Counter = Counter()
    for seed in range(2):
        s = GAME.setup(config, 70 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            if s.phase in ("research", "assign", "boost") or rng.below(4) == 0:
                _check(s, seen)
                for i in range(len(d.options)):
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    if child.phase in ("research", "assign", "boost"):
                        _check(child, seen)
            GAME.apply(s, rng.below(len(d.options)))
    assert seen["built"] > 0, seen
    assert seen["known", "research"] > 20 and seen["known", "boost"] > 20, seen
    if "automas" not in SPEED_CONFIGS[index]:
        assert seen["known", "assign"] > 20, seen
        assert seen["known", "cube"] > 5, seen
