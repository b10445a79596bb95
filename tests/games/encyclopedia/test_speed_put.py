"""`dice.put_options` keeps the placement options by the die, the dice on each slot and the
dice left (issue 22): at every decision of seeded random games, for every seat, and for
every option's outcome, they are the plain reading (the next rolled die on each free slot)."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.rules import dice

GAME = get_game("encyclopedia")
CONFIGS = ({"players": 2}, {"players": 4}, {"players": 3, "automas": {"2": "linne/boudeuse"}})


def _plain(s, seat: int) -> tuple[str, ...]:
    left, d = dice.next_rolled(s, seat)
    if not left:
        return ()
    put, c, v = s.ctx.tx.put, s.ctx.cat.die_colour[d], s.dval[d]
    return tuple(put[(c, v, slot)] for slot in dice.free_slots(s, seat, left))


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_put_options_are_the_plain_ones(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    placed = 0
    for seed in range(3):
        s = GAME.setup(config, 130 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            for seat in range(s.ctx.n):
                assert dice.put_options(s, seat) == _plain(s, seat)
            if d.kind == "assign":
                placed += 1
                for i in range(len(d.options)):
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    assert dice.put_options(child, child.active) == _plain(child, child.active)
            GAME.apply(s, rng.below(len(d.options)))
    assert placed > 50
