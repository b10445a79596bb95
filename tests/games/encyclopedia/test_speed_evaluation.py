"""The search evaluation (`evaluation.projections`, its memo kept by the seats' stamps)
against the one it replaced, kept in evaluation_reference.py, as a search asks for it:
over seeded random games with and without Automas, at every decision the position and
the outcome of each of its options (copies sharing the position's memo, as a search's
settling step makes them) give the same floats; and whenever a rule leaves a seat's stamp
as it was (`state.changed`), the cards and cubes the memo reads are as they were."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia import evaluation
from ludotheque.games.encyclopedia.state import NCAT

from . import evaluation_reference

GAME = get_game("encyclopedia")
CONFIGS = (
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "automas": {"1": "linne/boudeuse"}},
    {"players": 4, "automas": {"0": "2/2", "2": "3/1"}},
)


def cards(s, seat: int) -> tuple:
    """Everything `evaluation._worth` reads of the seat."""
    base = seat * NCAT
    return (
        s.experts[seat],
        s.covered[seat],
        s.published[seat],
        s.study[seat],
        s.pub[base : base + NCAT],
        s.pub5[base : base + NCAT],
        [s.marks[a] for a in s.study[seat]],
    )


@pytest.mark.parametrize("config", CONFIGS, ids=repr)
def test_projections_are_the_reference_ones(config: dict) -> None:
    config = GAME.configure(config)
    checked = 0
    for seed in range(2):
        s = GAME.setup(config, 70 + seed)
        reference_memo = [None] * s.ctx.n
        rng = Rng(seed + 3)
        while (d := GAME.pending(s)).seat is not None:
            assert evaluation.projections(s) == evaluation_reference.projections(s, reference_memo)
            for i in range(len(d.options)):
                child = GAME.copy(s)
                GAME.apply(child, i)
                if child.phase == "over":
                    continue
                got = evaluation.projections(child)
                assert got == evaluation_reference.projections(child, reference_memo)
                assert [type(x) for x in got] == [type(x) for x in evaluation.projections(child)]
                checked += 1
            GAME.apply(s, rng.below(len(d.options)))
    assert checked > 500


@pytest.mark.parametrize("config", CONFIGS, ids=repr)
def test_a_stamp_left_as_it_was_means_the_same_cards(config: dict) -> None:
    config = GAME.configure(config)
    checked = 0
    for seed in range(6):
        s = GAME.setup(config, 200 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            before = [(s.stamp[x], cards(s, x)) for x in range(s.ctx.n)]
            for i in range(len(d.options)):
                child = GAME.copy(s)
                GAME.apply(child, i)
                for x, (stamp, seen) in enumerate(before):
                    if child.stamp[x] is stamp:
                        assert cards(child, x) == seen, (x, d.kind, d.options[i])
                        checked += 1
            GAME.apply(s, rng.below(len(d.options)))
    assert checked > 1000
