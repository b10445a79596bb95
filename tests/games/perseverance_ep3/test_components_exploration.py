"""Each of the 26 exploration tiles (annex L1604-L1632): its harvest and its discovery
(which also brings the tile's artefact, L908)."""

import pytest

from ludotheque.games.perseverance_ep3.rules import tasks
from ludotheque.games.perseverance_ep3.rules.placements import harvest_of
from ludotheque.games.perseverance_ep3.rules.wilderness import discover

from .components_kit import check, rich, run, run_fn


def _with(code):
    def f(s):
        s.players[0].home[code] += 1

    return f


def _nothing(s):
    pass


H = {  # tile number: (set-up, harvest change)
    1: (_nothing, {"gb": 3}),
    2: (_nothing, {"ir": 1}),
    3: (_nothing, {"crates": 1}),
    4: (_nothing, {"inf": -1, "rng": 1, "trained": 1}),
    5: (_nothing, {"u_sh": 1, "gb": 1}),
    6: (_nothing, {"food": 1}),
    7: (_nothing, {"inf": -1, "rng": 1}),
    8: (_nothing, {"t_sh": 1, "u_sh": -1, "gb": 0}),
    9: (_nothing, {"gb": -1, "cubes": 1}),
    10: (_nothing, {"debris": 1}),
    11: (_nothing, {"inf": -1, "rng": 1, "ir": 1}),
    12: (_nothing, {"inf": -1, "rng": 1}),
    13: (_nothing, {"gb": 1, "food": 1}),
    14: (_nothing, {"crates": 1, "fol": 1}),
    15: (_nothing, {"gb": -2, "fol": 3}),
    16: (_nothing, {"debris": 1, "crates": 1}),
    17: (_nothing, {"debris": 1, "crates": 1}),
    18: (_nothing, {"gb": -2, "t_r": 1}),
    19: (_nothing, {"gb": 1, "cubes": 1}),
    20: (_with(2), {"fol": 2}),  # 1 shieldhead + 1 raptor trained
    21: (_nothing, {"t_sh": 1}),
    22: (_with(3), {"fol": 2}),
    23: (_nothing, {"inf": -1, "rng": 1, "crates": 1}),
    24: (_nothing, {"inf": -1, "rng": 1, "trained": 2}),
    25: (_nothing, {"ir": 1, "food": 1}),
    26: (_with(4), {"fol": 2}),
}
D = {  # tile number: discovery change, the artefact included
    1: {"t_sh": 1, "inf": 1, "art": 1},
    2: {"gb": 1, "u_r": 1, "art": 1},
    3: {"ranch": 1, "fol": 0, "art": 1},  # no placement bonus (row 1 column 1: 2 followers)
    4: {"rng": 2, "art": 1},
    5: {"art": 1},
    6: {"cubes": 1, "art": 1},
    7: {"gb": 1, "crates": 1, "art": 1},
    8: {"shelters": 1, "art": 1},
    9: {"art": 1},
    10: {"cubes": 1, "art": 1},
    11: {"gb": 2, "crates": 1, "art": 1},
    12: {"u_sh": 2, "t_sh": 1, "inf": 1, "art": 1},  # Adelita's hexagon: a temple dino
    13: {"crates": 1, "rng": 1, "art": 1},
    14: {"gb": -1, "ranch": 1, "art": 1},
    15: {"inf": -1, "rng": 3, "art": 1},
    16: {"inf": -1, "rng": 1, "art": 1},
    17: {"ranch": 1, "art": 1},
    18: {"u_ij": 1, "art": 1},
    19: {"shelters": 1, "art": 1},
    20: {"gb": 2, "u_th": 1, "art": 1},
    21: {"inf": -1, "rng": 1, "art": 1},
    22: {"shelters": 1, "fol": 1, "art": 1},
    23: {"t_r": 1, "inf": 1, "art": 1},
    24: {"rng": 2, "art": 1},
    25: {"trained": 2, "art": 1},
    26: {"crates": 2, "art": 1},
}


def _placed(s, number):
    """The tile on the first location of its region."""
    comp = s.ctx.comp
    tile = next(t for t in comp.exploration if t.id == number)
    i = next(x.index for x in comp.board.locations if x.region == tile.region and x.number)
    s.loc_tile[i], s.loc_wild[i] = tile.index, -1
    return i


def test_every_tile_has_both_cases():
    s = rich()
    ids = sorted(t.id for t in s.ctx.comp.exploration)
    assert ids == sorted(H) == sorted(D) == list(range(1, 27))


@pytest.mark.parametrize("number", sorted(H))
def test_exploration_harvest(number):
    prepare, expected = H[number]
    s = rich()
    prepare(s)
    i = _placed(s, number)
    check(run(s, harvest_of(s, ("loc", i)), ("loc", i)), expected)


@pytest.mark.parametrize("number", sorted(D))
def test_exploration_discovery(number):
    s = rich()
    i = _placed(s, number)
    check(run_fn(s, discover, s, 0, i), D[number])


def test_marshland_encampment_may_build_on_its_own_tile():
    """#5's discovery: an adventure OR a shelter on this very tile (L1609)."""
    s = rich()
    i = _placed(s, 5)
    s.players[0].home = [0, 0, 0, 0, 0]  # no units: no adventure can start
    s.tasks = []
    discover(s, 0, i)
    tasks.settle(s)
    while (d := tasks.decision(s)) is not None:
        tasks.play(s, next((o for o in d.options if o.startswith("shelter")), d.options[0]))
        tasks.settle(s)
    assert s.loc_shelters[i] == (0,)
