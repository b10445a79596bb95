"""Each of the 32 ranch tiles (annex L1546-L1603) resolved as its effect says."""

import pytest

from ludotheque.games.perseverance_ep3.rules.placements import put_town_shelter

from .components_kit import check, rich, run


def _cells(*cells):
    def f(s):
        p = s.players[0]
        for c in cells:
            p.ranch[c] = 0

    return f


def _count(n):
    def f(s):
        s.players[0].ranch_count = n

    return f


def _structure(s):
    s.own("structure_owner")[0][0] = 0


def _outpost(s):
    s.outpost[0] = (0,)


def _two_in_sustenance(s):
    put_town_shelter(s, 0, 0, 0, bonus=False)
    put_town_shelter(s, 0, 0, 1, bonus=False)


def _dinos_in_wild(s):
    for i in (1, 2):
        s.loc_dino[i], s.loc_dino_kind[i] = 0, 0


def _die_in_sustenance(s):
    s.zone_dice[0] = ((0, 0),) + s.zone_dice[0][1:]


def _no_gb(s):
    s.players[0].res[3] = 0


def _nothing(s):
    pass


CASES = {  # tile number: (set-up, expected change, rulebook line)
    1: (_cells(0, 1, 2, 3, 6), {"food": 1, "ir": 1, "gb": 2, "fol": 1}, "L1553"),
    2: (_count(5), {"debris": 1, "fol": 3}, "L1554"),
    3: (_cells(0, 3, 6, 1, 4, 7), {"trained": 1, "fol": 4}, "L1555"),
    4: (_cells(0, 1, 2, 3, 4, 5), {"rng": 1, "fol": 5}, "L1556"),
    5: (_structure, {"gb": -1, "fol": 2}, "L1557"),
    6: (_outpost, {"fol": 1}, "L1558"),
    7: (_two_in_sustenance, {"fol": 2}, "L1559"),
    8: (_dinos_in_wild, {"fol": 2}, "L1560"),
    9: (_nothing, {"gb": -1, "rng": 1, "cubes": 1}, "L1566"),
    10: (_nothing, {"gb": -2, "cubes": 2}, "L1567"),
    11: (_nothing, {"debris": -1, "cubes": 1, "shelters": 1}, "L1568"),
    12: (_die_in_sustenance, {"gb": -2, "cubes": 2}, "L1569"),
    13: (_outpost, {"inf": -1, "rng": 1}, "L1570"),
    14: (_two_in_sustenance, {"gb": 2, "inf": -1, "rng": 1}, "L1571"),
    15: (_nothing, {"rng": 3, "inf": -1}, "L1575"),
    16: (_nothing, {"rng": 1, "inf": -1}, "L1577"),
    17: (_nothing, {"food": 2}, "L1583"),
    18: (_nothing, {"ir": 2}, "L1584"),
    19: (_nothing, {"gb": 4, "fol": 1}, "L1585"),
    20: (_nothing, {"debris": 1, "crates": 1}, "L1586"),
    21: (_nothing, {"ir": 1}, "L1587"),
    22: (_nothing, {"gb": 1}, "L1588"),
    23: (_nothing, {"food": 1}, "L1589"),
    24: (_nothing, {"inf": -1, "rng": 1}, "L1590"),
    25: (_two_in_sustenance, {"u_sh": 1, "cubes": 1}, "L1596"),
    26: (_nothing, {"u_r": 1, "ir": 1}, "L1597"),
    27: (_nothing, {"t_sh": 1}, "L1598"),
    28: (_nothing, {"u_sh": 1, "food": 1, "gb": 1}, "L1599"),
    29: (_nothing, {"trained": 1}, "L1600"),
    30: (_nothing, {"trained": 2}, "L1601"),
    31: (_nothing, {"trained": 1, "food": 0, "ir": 0, "debris": 0}, "L1602"),
    32: (_nothing, {"trained": 3}, "L1603"),
}


def _tile(s, number):
    return next(t for t in s.ctx.comp.ranch if t.id == number)


@pytest.mark.parametrize("number", sorted(CASES))
def test_ranch_tile(number):
    prepare, expected, _line = CASES[number]
    s = rich()
    prepare(s)
    tile = _tile(s, number)
    check(run(s, tile.effect, ("row", 0)), expected)


def test_every_ranch_tile_has_a_case():
    s = rich()
    assert sorted(t.id for t in s.ctx.comp.ranch) == sorted(CASES) == list(range(1, 33))


def test_conditions_unmet_give_nothing():
    """Land Registry, Operations Office and Recruitment Office ask for full lines (L1553,
    L1555, L1556); Recycling Center's followers ask for 5 tiles (L1554)."""
    for number, expected in ((1, {}), (2, {"debris": 1}), (3, {}), (4, {})):
        s = rich()
        assert run(s, _tile(s, number).effect, ("row", 0)) == expected


def test_planning_room_cube_comes_without_the_glowberry():
    """ "Spend 1 glowberry to gain 1 ranger AND place 1 cube" (L1566): the cube is its own
    part (ruling R3), so a player without glowberries still places it."""
    s = rich()
    _no_gb(s)
    check(run(s, _tile(s, 9).effect, ("row", 0)), {"gb": 0, "rng": 0, "cubes": 1})


def test_scrap_yard_crate_goes_on_another_row():
    """L1586: the crate goes on a row other than the tile's."""
    s = rich()
    s.players[0].crates = [1, 2, 2]
    check(run(s, _tile(s, 20).effect, ("row", 0)), {"crates": 0, "debris": 1})
    s = rich()
    s.players[0].crates = [1, 1, 2]
    run(s, _tile(s, 20).effect, ("row", 0))
    assert s.players[0].crates == [1, 2, 2]
