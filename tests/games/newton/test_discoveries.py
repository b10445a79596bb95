"""Great Discoveries (L933-L1021): buying and turning the tiles, their permanent effects,
their 8 VP effects, and the extra City, Invention and Objective tiles at setup."""

from __future__ import annotations

import pytest

from ludotheque.games.newton import GAME
from ludotheque.games.newton.rules import discoveries, upkeep
from ludotheque.games.newton.rules.values import volumes

from .fixtures import (
    hold,
    make_state,
    master,
    objective_tile,
    options,
    play,
    set_desk,
    set_hand,
)


def gd(s, gid: str) -> int:
    return [d.id for d in s.ctx.comp.tiles.discoveries].index(gid)


def state_with(*gids: str, coins: int = 20):
    s = make_state(2, modules=["great-discoveries"])
    s.display = tuple(sorted(gd(s, g) for g in gids))
    s.coins[0] = coins
    return s


def test_buy_as_a_quick_action_and_turn_for_vp():
    s = state_with("gd-cubes", "gd-students")
    assert "buy gd-cubes" in options(s) and "buy gd-students" in options(s)
    play(s, "buy gd-cubes")
    assert s.coins[0] == 15 and s.display == (gd(s, "gd-students"),)  # not refilled
    assert "activate gd-cubes" in options(s)
    s.cubes[0] = 5
    play(s, "activate gd-cubes")
    assert s.vp[0] == 7  # 1 VP per cube still on the board (L1013)
    assert s.gd_down[0] == (gd(s, "gd-cubes"),) and s.gd_up[0] == ()
    assert "activate gd-cubes" not in options(s)


def test_unaffordable_tile_not_offered():
    s = state_with("gd-masters", coins=5)
    assert "buy gd-masters" not in options(s)


def test_permanent_volume_while_face_up():
    s = state_with("gd-objectives")
    play(s, "buy gd-objectives")
    assert volumes(s, 0) == (1, 0, 0, 0)
    play(s, "activate gd-objectives")
    assert volumes(s, 0) == (0, 0, 0, 0)


def test_permanent_income_while_face_up():
    s = state_with("gd-work-spaces")
    play(s, "buy gd-work-spaces")
    coins = s.coins[0]
    upkeep.income(s)
    assert s.coins[0] == coins + 2


def _vp(gid: str, setup) -> int:
    s = state_with(gid)
    s.gd_up[0] = (gd(s, gid),)
    s.display = ()
    setup(s)
    return discoveries.vp_now(s, 0, gd(s, gid))


def test_vp_objectives_not_occupied():
    def setup(s):
        objective_tile(s, 0, "obj-coins")
        s.work[0] = s.ctx.comp.tracks.work_last
        for x in range(1, 6):
            objective_tile(s, x, "obj-potions")

    assert _vp("gd-objectives", setup) == 5  # 6 tiles, 1 occupied


def test_vp_students_in_reserve():
    assert _vp("gd-students", lambda s: None) == 9


def test_vp_universities_not_visited():
    def setup(s):
        s.visited[0] |= 1 << s.ctx.universities[0]
        s.scientist[0] = s.ctx.universities[1]  # the Scientist counts as a visit here

    assert _vp("gd-universities", setup) == 4


def test_vp_masters_not_played():
    assert _vp("gd-masters", lambda s: hold(s, 0, "bruno", "brahe")) == 6


def test_vp_empty_income_slots():
    assert _vp("gd-income-slots", lambda s: s.income.__setitem__(0, (0, 1))) == 3


def test_vp_cubes_not_placed():
    assert _vp("gd-cubes", lambda s: s.cubes.__setitem__(0, 4)) == 8


def test_vp_work_special_spaces_not_reached():
    def setup(s):
        s.work[0] = s.ctx.comp.tracks.work_special[1]  # on the 2nd: 2 reached (ruling A24)

    assert _vp("gd-work-spaces", setup) == 4


def test_vp_shelf_tiles_not_placed():
    assert _vp("gd-shelf-tiles", lambda s: s.piles.__setitem__(slice(0, 4), [0, 1, 3, 3])) == 7


@pytest.mark.parametrize(("players", "shown"), [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_display_size_by_player_count(players, shown):
    s = GAME.setup({"players": players, "modules": ["great-discoveries"]}, 2)
    assert len(s.display) == shown


def test_extra_tiles_join_the_setup():
    tiles = make_state(2).ctx.comp.tiles
    seen_city = seen_inv = seen_obj = False
    for seed in range(40):
        s = GAME.setup({"players": 2, "modules": ["great-discoveries"], "first_game": True}, seed)
        cities = {tiles.cities[s.place_tile[p]].id for p in s.ctx.cities}
        assert len(cities) == 7  # 8 City tiles for 7 City spaces
        seen_city |= "city-discovery" in cities
        seen_inv |= any(
            s.ctx.comp.tracks.work_kind[w] == 3 and tiles.inventions[t].id == "inv-discovery"
            for w, t in enumerate(s.work_tile)
            if t >= 0
        ) or any(
            s.ctx.comp.tracks.tech_kind[x] == 3 and tiles.inventions[t].id == "inv-discovery"
            for x, t in enumerate(s.tech_tile)
            if t >= 0
        )
        seen_obj |= "obj-discoveries" in {tiles.objectives[t].id for t in s.objective_tile}
    assert seen_city and seen_inv and seen_obj
    s = GAME.setup({"players": 2, "first_game": True}, 1)
    assert "city-discovery" not in {tiles.cities[s.place_tile[p]].id for p in s.ctx.cities}
    assert s.display == ()


def test_master_not_played_counts_drafted_masters():
    s = state_with("gd-masters")
    hold(s, 0, "bruno")
    s.masters[0] = (master(s, "brahe"),)
    assert discoveries.vp_now(s, 0, gd(s, "gd-masters")) == 3


def test_face_up_volumes_count_for_the_three_different_volumes_objective():
    """Ruling B25: a face-up Great Discovery's Volume (L971) is an available Volume for the
    card effects (L671, L697) and for Objective 8 (L639-L641) alike; face down it is gone."""
    from ludotheque.games.newton.rules import objectives

    s = state_with()
    set_hand(s, 0, ["s-tech"])  # blue
    set_desk(s, 0, ["s-travel"])  # green
    assert objectives.three_different(s, 0) == 0
    b, g, o, w = volumes(s, 0)
    s.gd_up[0] = (gd(s, "gd-students"),)  # an orange Volume
    assert volumes(s, 0) == (b, g, o + 1, w)  # the card effects' count includes it
    assert objectives.three_different(s, 0) == 1
    s.gd_down[0], s.gd_up[0] = s.gd_up[0], ()
    assert objectives.three_different(s, 0) == 0
