"""A seat's stamp names its cards and cubes (`state.changed`, `changed_by`): the
evaluation keeps what they are worth by stamp. At every decision of seeded random games
and for every option's outcome (as a search's settling step makes them, settled two steps
deep), one stamp never stands for two different sets of cards and cubes; and a cube
researched the same way from the same stamp gives the same stamp again (`changed_by`)."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.state import NCAT

from .fixtures import SPEED_CONFIGS

GAME = get_game("encyclopedia")
CONFIGS = SPEED_CONFIGS


def _cards(s, seat: int) -> tuple:
    base = seat * NCAT
    study = s.study[seat]
    return (
        s.experts[seat],
        s.covered[seat],
        s.published[seat],
        study,
        s.pub[base : base + NCAT],
        s.pub5[base : base + NCAT],
        tuple(s.marks[a] for a in study),
    )


def _check(s, named: dict) -> None:
    for seat in range(s.ctx.n):
        stamp = s.stamp[seat]
        cards = _cards(s, seat)
        seen = named.setdefault(stamp, (stamp, cards))[1]  # the stamp kept alive with it
        assert seen == cards, seat


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_a_stamp_names_one_set_of_cards(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    named: dict = {}
    for seed in range(2):
        s = GAME.setup(config, 60 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            _check(s, named)
            for i in range(len(d.options)):
                for _again in range(2):  # the same option twice: the same cards
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    _check(child, named)
                    e = GAME.pending(child)
                    if e.seat is not None:
                        for j in range(len(e.options)):
                            grandchild = GAME.copy(child)
                            GAME.apply(grandchild, j)
                            _check(grandchild, named)
            GAME.apply(s, rng.below(len(d.options)))
    assert len(named) > 200
