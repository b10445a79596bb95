"""The option code made faster for issue 22 against its reading before (`speed_reference.py`),
at every decision of seeded random games at 2-4 seats, with and without Automas: the
continents an expedition can go to (each way of recolouring), the dice to place and to
take, the die an option names."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.rules import dice, expedition, publication
from ludotheque.games.encyclopedia.state import ROLLED

from . import speed_reference as ref

GAME = get_game("encyclopedia")
CONFIGS = (
    {"players": 2},
    {"players": 3, "automas": {"2": "linne/boudeuse"}},
    {"players": 4},
    {"players": 4, "automas": {"1": "1/1", "3": "3/3"}},
)
GAMES = 6  # per configuration


def _check(s) -> None:
    n = s.ctx.n
    for seat in range(n):
        assert dice.slot_counts(s, seat) == ref.slot_counts(s, seat)
        order = ref.rolled(s, seat)
        assert dice.rolled(s, seat) == order
        assert dice.next_rolled(s, seat) == (len(order), order[0] if order else -1)
    assert dice.take_options(s) == ref.take_options(s)
    for d, loc in enumerate(s.dloc):
        if 0 <= loc < ROLLED:
            c, v = s.ctx.cat.die_colour[d], s.dval[d]
            assert dice.find(s, c, v, loc) == ref.find(s, c, v, loc)
    if s.held >= 0:
        every = range(len(s.ctx.cat.continents))
        # Also poorer: where the Experts' bonuses decide (1-2 coins, no boost, a low die),
        # elsewhere on the reputation track.
        for poor in (None, 0, 1, 2):
            t = s
            if poor is not None:
                t = s.copy()
                seat = t.active
                t.coins[seat], t.tokens[seat], t.seals[seat] = poor, poor % 2, poor // 2
                t.boost = 0
                t.dval[t.held] = 1 + poor
                t.rep[seat] = (t.rep[seat] + 1 + 3 * poor) % t.ctx.cat.track_length
            for how in (None, "token", "seal"):
                fast = expedition.feasible_continents(t, every, how)
                assert fast == ref.feasible_continents(t, every, how)
            cont = t.ctx.cat.animal_continent
            one_of = [cont.index(k) for k in every]  # a reference Animal of each continent
            assert publication.publishable(t) == [publication.feasible(t, a) for a in one_of]


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_options_match_the_reference(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    checked = 0
    for k in range(GAMES):
        s = GAME.setup(config, 700 + 10 * index + k)
        rng = Rng(k)
        while (d := GAME.pending(s)).seat is not None:
            _check(s)
            checked += 1
            GAME.apply(s, rng.below(len(d.options)))
    assert checked > 1000
