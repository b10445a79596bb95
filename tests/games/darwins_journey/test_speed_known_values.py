"""`Game.known_values` (known_values.py): options valued without their children. Over
seeded random games (2, 3, 4 players, a first game, solo, the Great Ship module on and
off), at every decision and every option's outcome (as a search's settling step meets
them): each value given is the evaluation of the child the option builds, bit for bit (a
stamp with more to send, a first research with a second offered), and the child's next
decision is the same one going on, open, the turn's other tasks untouched; asking leaves the state
as it was; and the settling step (`greedy.settle_segment`) ends where it ends when no value
is known and every child is built."""

from __future__ import annotations

from collections import Counter

import pytest

from known_values_kit import (  # tests/known_values_kit.py (on the path)
    assert_same_settling,
    checked_known_values,
    without_known_values,
)
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import refresh

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 4, "first_game": True},
    {"players": 2, "modules": ["great_ship"]},
    {"players": 4, "modules": ["great_ship"]},
    {"players": 1, "automas": {"1": "alfred/white"}},
]
SEEDS = 4
VARIANTS = 6  # decisions per configuration checked with their variants
KINDS = ("stamps", "museum-research")  # the decisions with values known


PLAIN = without_known_values(GAME)


def _check(s, seen: Counter) -> None:
    checked = checked_known_values(GAME, s)
    if checked is None:
        return
    seat, known, children = checked
    kind = s.tasks[-1][0] if s.tasks else s.phase
    if known is None:
        seen["none"] += 1
    else:
        seen["built"] += known.count(None)
        for child in children.values():
            # why it is known: the same decision goes on, open, with nothing else played
            assert GAME.pending(child).seat == seat and len(child.decision.options) > 1
            assert child.tasks[:-1] == s.tasks[:-1] and child.tasks[-1][0] == kind
            seen["known", kind] += 1
    assert_same_settling(GAME, PLAIN, s, seat)


def _variants(s):
    """The same decision with what its known values hang on changed, as random play seldom
    leaves it: stamps left to send, stamps on the stacks and in the cup; a research with
    one specimen left to research, or the coins of a second one short by one."""
    seat, task = s.tasks[-1][1], s.tasks[-1]
    if task[0] == "stamps":
        for left in (1, 2, 3):
            for stacks in ((1, 0, 0), (0, 1, 0), (1, 1, 0), (2, 0, 0), (0, 0, 0)):
                for cup in (0, 1, 2):
                    v = GAME.copy(s)
                    v.tasks[-1] = (task[0], seat, left, *task[3:])
                    v.stacks[seat] = stacks
                    v.cup = replaced(v.cup, seat, cup)
                    yield v
    elif task[0] == "museum-research":
        shown = [c for c, m in enumerate(s.museum) if m and not s.research[seat] >> c & 1]
        v = GAME.copy(s)
        for c in shown[1:]:
            v.research[seat] |= 1 << c
        yield v
        for short in (0, 1):
            v = GAME.copy(s)
            v.coins[seat] = s.ctx.comp.tracks.second_cost - short
            yield v


def _check_variants(s, seen: Counter) -> None:
    for v in _variants(s):
        refresh(v)
        if GAME.pending(v).options:
            _check(v, seen)


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_known_values_are_the_childrens_and_the_settling_step_is_the_same(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    seen: Counter = Counter()
    for seed in range(SEEDS):
        s = GAME.setup(config, 40 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            kind = s.tasks[-1][0] if s.tasks else s.phase
            if kind in KINDS or rng.below(8) == 0:
                _check(s, seen)
                for i in range(len(d.options)):  # the decisions a settling step meets
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    if child.tasks and child.tasks[-1][0] in KINDS:
                        _check(child, seen)
                if kind in KINDS and seen["variants"] < VARIANTS:
                    seen["variants"] += 1
                    _check_variants(s, seen)
            GAME.apply(s, rng.below(len(d.options)))
    assert seen["none"] > 0, seen
    if CONFIGS[index]["players"] == 1:  # solo: the projection reads stamps and research
        assert not any(k[0] == "known" for k in seen), seen
        return
    assert seen["known", "stamps"] > 5, seen
    if CONFIGS[index] in ({"players": 2}, {"players": 3}):
        assert seen["known", "museum-research"] > 5, seen
