"""One test per Invention (L529-L569, L983), Objective (L609-L655, L987), City tile
(L579-L599, L979), Specialization kind (L499), Development and Income tile (L503-L517)
and bonus-token kind (L488-L491)."""

from __future__ import annotations

import pytest

from ludotheque.games.newton import scoring
from ludotheque.games.newton.components.names import TRAVEL, WORKS
from ludotheque.games.newton.rules import objectives, rewards, upkeep
from ludotheque.games.newton.rules.values import symbols

from .fixtures import (
    fill,
    make_state,
    master,
    objective_tile,
    options,
    place_tile,
    play,
    set_desk,
    set_hand,
    set_row,
    tiny_board,
    tiny_map,
    with_parts,
)


def inv(s, tid: str) -> int:
    return [t.id for t in s.ctx.comp.tiles.inventions].index(tid)


def invent(s, tid: str, seat: int = 0):
    rewards.invention(s, seat, inv(s, tid))
    s.decision = None
    return s


# ----- Inventions ----------------------------------------------------------------------------
def test_invention_1_potion_and_6_vp():
    s = invent(make_state(2), "inv-potion-vp")
    assert (s.potions[0], s.vp[0]) == (1, 6)


def test_invention_2_potions_and_3_vp():
    s = invent(make_state(2), "inv-potions-vp")
    assert (s.potions[0], s.vp[0]) == (2, 3)


def test_invention_5_coins_and_a_student():
    s = invent(make_state(2), "inv-coins-student")
    assert s.coins[0] == 7 and s.students[0:4].count(-1) == 2


def test_invention_per_master_played():
    s = make_state(2)
    s.masters[0] = (master(s, "brahe"), master(s, "newton"))
    invent(s, "inv-masters")
    assert (s.vp[0], s.coins[0]) == (4, 2 + 4)


def _places_state():
    europe = tiny_map(
        [
            ("B", "start"),
            ("U1", "university"),
            ("U2", "university"),
            ("A1", "ancient"),
            ("A2", "ancient"),
        ],
        [("B", "U1", 0), ("B", "U2", 0), ("B", "A1", 0), ("B", "A2", 0)],
    )
    s = make_state(2, with_parts(europe=europe))
    for p, t in (("U1", "univ-I-1"), ("U2", "univ-II-1"), ("A1", "ancient-A"), ("A2", "ancient-B")):
        place_tile(s, p, t)
    return s


def test_invention_2_vp_per_university():
    s = _places_state()
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("U1"))
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("U2"))
    invent(s, "inv-universities")
    assert s.vp[0] == 4


def test_invention_ancient_lands_give_vp_and_one_tech_action():
    s = _places_state()
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("A1"))
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("A2"))
    invent(s, "inv-ancient-tech")
    assert s.vp[0] == 4
    assert s.tasks[-1][:3] == ("tech", 2, 0)  # one action of value 2 (ruling A8)


def test_invention_segments_give_vp_and_one_works_action():
    board = tiny_board(
        [("p", 1, 1, "printed"), ("a", 1, 2, "blue"), ("b", 2, 1, "blue")],
        [("r", ["p", "a"], 1), ("c", ["p", "b"], 1)],
    )
    s = make_state(2, with_parts(boards=(board,)))
    fill(s, 0, "a", "b")
    invent(s, "inv-segments-works")
    assert s.vp[0] == 2
    assert s.tasks[-1] == ("works", 2, 0)


def test_invention_studies_3():
    s = invent(make_state(2), "inv-studies")
    assert s.coins[0] == 4 and s.tasks[-1][:3] == ("studies", 3, 0)


def test_invention_lessons_3():
    s = invent(make_state(2), "inv-lessons")
    assert s.vp[0] == 2 and s.tasks[-1] == ("lessons", 3, 0)


def test_invention_travel_3():
    s = invent(make_state(2), "inv-travel")
    assert s.potions[0] == 1 and s.tasks[-1] == ("travel", 3, 0, 0)


def test_invention_great_discovery_for_free():
    s = make_state(2, modules=["great-discoveries"])
    s.display = (0, 1)
    s.coins[0] = 0
    invent(s, "inv-discovery")
    gds = s.ctx.comp.tiles.discoveries
    assert options(s) == (f"take {gds[0].id}", f"take {gds[1].id}", "done")
    play(s, f"take {gds[1].id}")
    assert s.gd_up[0] == (1,) and s.display == (0,) and s.coins[0] == 0


def test_inventions_used_with_the_expansion_only():
    s = make_state(2)
    tiles = s.ctx.comp.tiles
    assert "inv-discovery" not in [
        tiles.inventions[i].id for i in tiles.in_play(tiles.inventions, False)
    ]
    assert len(tiles.in_play(tiles.inventions, True)) == 11


# ----- Objectives ----------------------------------------------------------------------------
def _obj(tile: str):
    s = make_state(2, modules=["great-discoveries"])
    objective_tile(s, 1, tile)
    s.work[0] = s.ctx.comp.tracks.work_last  # occupy the Work Objective
    return s


def _score(s) -> dict:
    return scoring.breakdown(s)["seats"][0]["objectives"]


def test_objective_coins():
    s = _obj("obj-coins")
    s.coins[0] = 9
    assert _score(s) == {"obj-coins": 9}


def test_objective_potions():
    s = _obj("obj-potions")
    s.potions[0] = 5
    assert _score(s) == {"obj-potions": 10}


def test_objective_bonus_tokens():
    s = _obj("obj-bonus")
    s.tokens[0] = (3, 4, 5)
    assert _score(s) == {"obj-bonus": 6}


def test_objective_universities():
    s = _obj("obj-universities")
    p = s.ctx.universities[:2]
    for x in p:
        s.visited[0] |= 1 << x
    assert _score(s) == {"obj-universities": 6}


def test_objective_ancient_lands():
    s = _obj("obj-ancient")
    for x in s.ctx.ancients:
        s.visited[0] |= 1 << x
    assert _score(s) == {"obj-ancient": 15}


def test_objective_students_at_branch_ends():
    s = _obj("obj-students")
    finals = s.ctx.comp.tracks.tech_finals
    s.students[0:4] = [finals[0], finals[1], 3, -1]
    assert _score(s) == {"obj-students": 8}


def test_objective_masters_played():
    s = _obj("obj-masters")
    s.masters[0] = (master(s, "bruno"), master(s, "gilbert"))
    assert _score(s) == {"obj-masters": 8}


def test_objective_three_different_volumes_hand_desk_and_masters_not_tucked():
    s = _obj("obj-three-volumes")
    set_hand(s, 0, ["s-tech"])  # blue
    set_desk(s, 0, ["s-travel"])  # green
    s.masters[0] = (master(s, "leibniz"),)  # 2 orange
    s.tucked[0] = (s.hands[0][0],)  # tucked cards do not count (L641); s-tech also in hand
    s.potions[0] = 9  # no potions (L643)
    assert objectives.three_different(s, 0) == 1
    assert _score(s) == {"obj-three-volumes": 5}


def test_objective_sets_of_three_shelf_tiles():
    s = _obj("obj-shelf-sets")
    s.piles[0:4] = [0, 0, 2, 3]  # 7 tiles placed
    assert _score(s) == {"obj-shelf-sets": 8}


def test_objective_pairs_of_non_starting_cards():
    s = _obj("obj-card-pairs")
    set_hand(s, 0, ["s-tech", "1-works-b", "2-works-b", "3-works-b"])
    set_desk(s, 0, ["s-works"])
    assert _score(s) == {"obj-card-pairs": 3}


def test_objective_great_discoveries_owned():
    s = _obj("obj-discoveries")
    s.gd_up[0] = (0,)
    s.gd_down[0] = (1, 2)
    assert _score(s) == {"obj-discoveries": 12}


def test_objective_not_occupied_scores_nothing():
    s = _obj("obj-coins")
    s.work[0] = 3
    s.coins[0] = 9
    assert _score(s) == {}


# ----- City tiles ----------------------------------------------------------------------------
def _city(tile: str, extra=()):
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("C2", "city"), ("U", "university"), ("A", "ancient")],
        [("B", "C", 0), ("C", "C2", 0), ("C", "U", 0), ("C", "A", 0)],
    )
    s = make_state(2, with_parts(europe=europe), **dict(extra))
    place_tile(s, "C", tile)
    place_tile(s, "U", "univ-I-1")
    place_tile(s, "A", "ancient-A")
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("C"))
    s.decision = None
    return s


def test_city_4_coins():
    assert _city("city-coins").coins[0] == 6


def test_city_2_potions():
    assert _city("city-potions").potions[0] == 2


def test_city_new_student():
    assert _city("city-student").students[0:4].count(-1) == 2


def test_city_pay_2_for_a_university_cube():
    s = _city("city-university")
    assert options(s) == ("cube U", "done")
    play(s, "cube U")
    assert s.coins[0] == 0 and s.cubes[0] == 2


def test_city_pay_2_for_an_ancient_land_cube():
    s = _city("city-ancient")
    assert options(s) == ("cube A", "done")
    play(s, "done")
    assert s.coins[0] == 2 and s.cubes[0] == 1


def test_city_medicine():
    s = _city("city-medicine-1")
    assert s.medicine[0] == 1 and s.income[0] == (3,)


def test_city_great_discovery_half_price():
    s = _city("city-discovery", {"modules": ["great-discoveries"]})
    assert s.tasks == []  # no display in this hand-built position
    s.display = (2, 6)  # costs 4 and 6: half = 2 and 3
    s.coins[0] = 2
    rewards.city_effect(s, 0, [c.id for c in s.ctx.comp.tiles.cities].index("city-discovery"))
    s.decision = None
    gds = s.ctx.comp.tiles.discoveries
    assert options(s) == (f"take {gds[2].id}", "done")
    play(s, f"take {gds[2].id}")
    assert s.coins[0] == 0 and s.gd_up[0] == (2,)


# ----- Specializations, Development and Income tiles -----------------------------------------
def spec(s, sid: str) -> int:
    return [t.id for t in s.ctx.comp.tiles.specializations].index(sid)


def test_specialization_development_adds_a_symbol():
    s = make_state(2)
    rewards.specialization(s, 0, spec(s, "spec-travel"))
    assert s.drawers[0] == (TRAVEL,) and symbols(s, 0, TRAVEL) == 1
    assert s.supply_dev[TRAVEL] == 3


def test_specialization_income_pays_at_upkeep():
    s = make_state(2)
    rewards.specialization(s, 0, spec(s, "spec-income-coins"))
    upkeep.income(s)
    assert s.coins[0] == 4


def test_specialization_any_kind_chosen():
    s = make_state(2)
    rewards.specialization(s, 0, spec(s, "spec-any-1"))
    s.decision = None
    assert "development works" in options(s) and "income potion" in options(s)
    play(s, "income potion")
    assert s.income[0] == (2,)


def test_specialization_from_an_empty_supply_gives_nothing():
    s = make_state(2)
    s.supply_dev[WORKS] = 0
    rewards.specialization(s, 0, spec(s, "spec-works"))
    assert s.drawers[0] == ()


def test_full_drawers_swap_or_keep():
    s = make_state(2)
    s.drawers[0] = (0, 0, 1, 1, 2)
    rewards.development(s, 0, TRAVEL)
    s.decision = None
    assert options(s) == ("replace works", "replace tech", "keep")
    play(s, "replace works")
    assert s.drawers[0] == (0, 1, 1, 2, 2) and s.supply_dev[0] == 5


def test_full_income_slots_swap_or_keep():
    s = make_state(2)
    s.income[0] = (0, 0, 0, 1, 1)
    rewards.income_tile(s, 0, 2)
    s.decision = None
    assert options(s) == ("replace vp", "replace coins", "keep")
    play(s, "keep")
    assert s.income[0] == (0, 0, 0, 1, 1)


# ----- bonus tokens --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("token", "field", "gain"),
    [("bonus-coins-4", "coins", 3), ("bonus-vp-1", "vp", 2), ("bonus-potions-5", "potions", 2)],
)
def test_bonus_token_gains(token, field, gain):
    s = make_state(2)
    before = getattr(s, field)[0]
    rewards.apply_token(s, 0, [t.id for t in s.ctx.comp.tiles.tokens].index(token))
    assert getattr(s, field)[0] == before + gain


def test_bonus_token_new_student():
    s = make_state(2)
    rewards.apply_token(s, 0, [t.id for t in s.ctx.comp.tiles.tokens].index("bonus-student-1"))
    assert s.students[0:4].count(-1) == 2


def test_reserve_empty_no_student():
    s = make_state(2)
    s.students[0:4] = [0, 0, 0, 0]
    assert rewards.new_student(s, 0) == 0


def test_lessons_row_helper():
    s = make_state(2)
    set_row(s, 1, ["1-works-b"])
    assert s.rows[0]
