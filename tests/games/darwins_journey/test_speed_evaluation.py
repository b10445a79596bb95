"""The search evaluation's fast projection (evaluation.projection, tables per context)
against the straightforward one it replaced, kept here: `final_now` plus `under_way` per
seat (in solo, the player's Beagle goals in reach too), equal to the last bit, and the
Museum's complete rows (the modifier) against their first reading, over every position
of seeded random games at each player count and Alfred level."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import evaluation, scoring
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import museum

CONFIGS = [
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4},
    {"players": 1, "automas": {"1": "alfred/green"}},
    {"players": 1, "automas": {"0": "alfred/white"}},
]


def complete_rows_ref(s):
    cols = s.ctx.comp.geo.columns
    m = s.museum
    return sum(1 for r in range(s.ctx.comp.geo.rows) if all(m[r * cols : r * cols + cols]))


def projection_ref(s):
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    mod = scoring.modifier(s)
    return [
        evaluation.final_now(s, p, mod)
        + evaluation.under_way(s, p)
        + (evaluation.beagle_in_reach(s, p) if s.ctx.solo and p != s.ctx.alfred else 0)
        for p in range(s.ctx.players)
    ]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_fast_projection_matches_the_reference(config):
    for seed in range(3):
        s = GAME.setup(config, seed)
        r = Rng(seed + 5)
        while (d := GAME.pending(s)).seat is not None:
            assert museum.complete_rows(s) == complete_rows_ref(s)
            got = evaluation.projection(s)
            assert got == projection_ref(s)
            assert [type(x) for x in got] == [type(x) for x in projection_ref(s)]
            GAME.apply(s, r.below(len(d.options)))
        assert evaluation.projection(s) == projection_ref(s)
