"""The placement decision's options (`placement.legal_spaces` with names: a tuple kept by
the mask of the spaces the seat may take, the occupied Sections masked out for a seat
short of the penalty) against the per-space test, for every seat at every position of
seeded random games at 1-4 players, with the modules and Fireland; each seat also with
no coins on a copy, so that the Sections it cannot pay for are left out."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import flow, placement

CONFIGS = [
    {"players": 2},
    {"players": 3, "modules": ["great_ship", "pirates"]},
    {"players": 4, "modules": ["animal_companion", "scenarios"]},
    {"players": 1, "automas": {"1": "alfred/blue"}},
    {"players": 3, "fireland": True},
]


def named_ref(s, seat, names):
    """The names of the spaces some worker of the seat may go to, space by space."""
    return tuple(names[i] for i in range(len(s.lens)) if placement.workers_for(s, seat, i))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_named_legal_spaces_match_the_per_space_reading(config):
    s = GAME.setup(config, 5)
    names = flow._place_texts(s.ctx)
    r = Rng(13)
    short = 0  # seats checked that could not pay the penalty with some Section busy
    while (d := GAME.pending(s)).seat is not None:
        for seat in range(s.ctx.players):
            if seat == s.ctx.alfred:
                continue
            assert tuple(placement.legal_spaces(s, seat, names)) == named_ref(s, seat, names)
            poor = s.copy()
            poor.coins[seat] = 0
            got = tuple(placement.legal_spaces(poor, seat, names))
            assert got == named_ref(poor, seat, names)
            short += len(got) < len(named_ref(s, seat, names))
        GAME.apply(s, r.below(len(d.options)))
    assert short  # the occupied Sections were left out for a seat with no coins
