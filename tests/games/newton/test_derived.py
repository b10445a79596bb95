"""Rules the rulebook states without a worked example (digest section 7, T1-T12)."""

from __future__ import annotations

import pytest

from ludotheque.games.newton import GAME, scoring
from ludotheque.games.newton.components import components
from ludotheque.games.newton.rules import masters, objectives, rewards
from ludotheque.games.newton.rules.tasks import IGNORE_OBJ
from ludotheque.games.newton.state import MEDICINE

from .fixtures import (
    hold,
    make_state,
    master,
    objective_tile,
    options,
    place_tile,
    play,
    push,
    set_desk,
    set_hand,
    tiny_board,
    tiny_map,
    tiny_tracks,
    with_parts,
)


def test_t1_cubes_9_to_12_give_1_2_4_8():
    s = make_state(2)
    gains = []
    for p in range(12):
        before = s.vp[0]
        s.place_tile = tuple(-1 for _ in s.place_tile)
        # any place: cube VP does not depend on the place (villages excepted by travel)
        rewards.place_cube(s, 0, p)
        gains.append(s.vp[0] - before)
    assert gains == [0] * 8 + [1, 2, 4, 8]
    assert s.cubes[0] == 12
    rewards.place_cube(s, 0, 20)
    assert s.cubes[0] == 12  # no 13th cube


def test_t2_the_third_tile_of_each_pile():
    s = make_state(2)
    hold(s, 0, "bruno")
    gains = []
    for _ in range(12):
        before = (s.potions[0], s.coins[0], len(s.tasks), s.vp[0])
        assert rewards.take_shelf_tile(s, 0)
        gains.append(
            (
                s.potions[0] - before[0],
                s.coins[0] - before[1],
                len(s.tasks) - before[2],
                s.vp[0] - before[3],
            )
        )
    bonus = {i: g for i, g in enumerate(gains) if any(g)}
    assert bonus == {2: (1, 0, 0, 0), 5: (0, 4, 0, 0), 8: (0, 0, 1, 0), 11: (0, 0, 0, 8)}
    assert s.tasks[-1] == ("master",)  # the 9th tile plays a Master (L716)
    assert not rewards.take_shelf_tile(s, 0)  # none left: no STUDIES (L317)


def _objective_state(tile: str):
    s = make_state(2, modules=["great-discoveries"])
    objective_tile(s, 1, tile)
    s.work[0] = s.ctx.comp.tracks.work_last
    return s


@pytest.mark.parametrize(
    ("tile", "setter", "vp"),
    [
        ("obj-coins", lambda s: s.coins.__setitem__(0, 20), 14),
        ("obj-potions", lambda s: s.potions.__setitem__(0, 9), 14),
        ("obj-bonus", lambda s: s.tokens.__setitem__(0, tuple(range(8))), 14),
        ("obj-discoveries", lambda s: s.gd_up.__setitem__(0, (0, 1, 2, 3)), 12),
    ],
)
def test_t3_objective_caps(tile, setter, vp):
    s = _objective_state(tile)
    setter(s)
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {tile: vp}


def test_t3_universities_cap_at_15():
    s = _objective_state("obj-universities")
    for i, p in enumerate(s.ctx.universities):
        s.place_tile = s.place_tile[:p] + (i,) + s.place_tile[p + 1 :]
        s.visited[0] |= 1 << p
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {"obj-universities": 15}


def test_t3_three_different_volumes_cap_at_15():
    s = _objective_state("obj-three-volumes")
    set_hand(s, 0, [f"{lv}-works-{c}" for lv in (1, 2, 3) for c in "bgo"] + ["s-tech", "s-travel"])
    # blue: 1-works-b, 2-works-b, 3-works-b, s-tech; green: 3 + s-travel; orange 3
    # 1-works-b is a wild Volume too; 4 full sets -> 20, capped at 15.
    assert objectives.three_different(s, 0) >= 4
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {"obj-three-volumes": 15}


def test_t3_pairs_of_cards_cap_at_15():
    s = _objective_state("obj-card-pairs")
    set_hand(
        s,
        0,
        [f"{lv}-works-{c}" for lv in (1, 2, 3) for c in "bgo"]
        + ["1-tech-b", "1-tech-g", "1-tech-o"],
    )
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {"obj-card-pairs": 15}


def test_t4_three_potions_for_a_university_on_a_book_space_only():
    board = tiny_board([("p", 1, 1, "printed"), ("u", 1, 2, "U-II")])
    s = make_state(2, with_parts(boards=(board,)))
    s.potions[0] = 3
    push(s, ("studies", 1, 0, 0, 1))
    assert "book u paying 3 potions" in options(s)
    play(s, "book u paying 3 potions")
    assert s.potions[0] == 0 and s.shelf[0] >> board.space("u") & 1
    s = make_state(2, with_parts(boards=(board,)))
    s.potions[0] = 2
    push(s, ("studies", 1, 0, 0, 1))
    assert not any(o.startswith("book") for o in options(s))


def test_t4_objective_one_potion_per_missing_volume():
    tracks = tiny_tracks(["start", "plain", "objective"], [("S", "start", [], None)])
    s = make_state(2, with_parts(tracks=tracks))  # Work Objective: orange, orange, blue, green
    set_desk(s, 0, ["s-works"])  # one orange
    s.work[0] = 1
    s.potions[0] = 3
    push(s, ("works", 1, 0))
    assert options(s) == ("works 1", "works 1 paying 3 potions", "done")
    play(s, "works 1 paying 3 potions")
    assert s.work[0] == 2 and s.potions[0] == 0


@pytest.mark.parametrize(("players", "tokens"), [(1, 7), (2, 11), (3, 15), (4, 18)])
def test_t5_bonus_tokens_by_player_count(players, tokens):
    s = GAME.setup({"players": players}, 5)
    assert sum(1 for t in s.tokens_at if t >= 0) == tokens
    assert len({t for t in s.tokens_at if t >= 0}) == tokens


@pytest.mark.parametrize(("players", "row"), [(1, 2), (2, 3), (4, 3)])
def test_t6_market_rows_after_setup_and_upkeep(players, row):
    s = GAME.setup({"players": players, "first_game": True}, 3)
    assert [len(r) for r in s.rows] == [row] * 3
    old = [list(r) for r in s.rows]
    from ludotheque.games.newton.rules import upkeep

    upkeep.refresh_rows(s)
    assert [len(r) for r in s.rows] == [row] * 3
    for level in range(3):
        assert s.decks[level][: len(old[level])] == old[level]  # to the bottom, in order
        assert s.known[level] == len(old[level])
    s.decks = [[], [], []]
    s.known = [0, 0, 0]
    s.rows = [[], [], []]
    upkeep.refresh_rows(s)
    assert s.rows == [[], [], []]  # rows stay short when a deck is out (L431)


def test_t7_one_card_tucked_per_round_and_none_in_round_6():
    from ludotheque.core.rng import Rng

    s = GAME.setup({"players": 2, "first_game": True}, 11)
    rng = Rng(4)
    tucked_at_round = {}
    while not GAME.is_over(s):
        tucked_at_round[s.round] = [len(t) for t in s.tucked]
        d = GAME.pending(s)
        GAME.apply(s, rng.below(len(d.options)))
    assert tucked_at_round[6] == [5, 5] or all(x <= 5 for x in tucked_at_round[6])
    assert [len(t) for t in s.tucked] == tucked_at_round[6]  # nothing tucked in round 6
    for r in range(1, 7):
        assert all(x <= r - 1 for x in tucked_at_round[r])


@pytest.mark.parametrize(
    ("vp", "rank"),
    [
        (0, "Illettré"),
        (40, "Illettré"),
        (41, "Scribe"),
        (90, "Doyen"),
        (120, "Génie"),
        (121, "Légende des sciences"),
        (300, "Légende des sciences"),
    ],
)
def test_t8_solo_ladder(vp, rank):
    assert components().tiles.rank(vp)[0] == rank


def test_t8_solo_rank_in_the_view_and_breakdown():
    s = make_state(1)
    s.vp[0] = 61
    assert GAME.view(s, 0)["solo"]["rank"] == "Savant"
    scoring.finish(s)
    assert s.final["seats"][0]["rank"] == "Savant"
    assert GAME.view(s, 0)["final_scoring"]["seats"][0]["rank_en"] == "Scholar"


def test_t9_ties_share_the_victory():
    s = make_state(3)
    s.vp[:] = [30, 30, 12]
    scoring.finish(s)
    assert GAME.winners(s) == [0, 1]


def test_t10_medicine_cities():
    europe = tiny_map(
        [("B", "start"), ("M1", "city"), ("M2", "city")], [("B", "M1", 0), ("M1", "M2", 0)]
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "M1", "city-medicine-1")
    place_tile(s, "M2", "city-medicine-2")
    left = s.medicine_left
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("M1"))
    assert s.income[0] == (MEDICINE,) and s.medicine[0] == 1 and s.medicine_left == left - 1
    rewards.place_cube(s, 0, s.ctx.comp.europe.place("M2"))
    assert s.medicine[0] == 2  # flipped to 3 VP
    from ludotheque.games.newton.rules import upkeep

    upkeep.income(s)
    assert s.vp[0] == 3


def test_t11_one_student_of_a_colour_on_a_final_space():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["A"], None), ("A", "plain", ["F"], None), ("F", "plain", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    t = s.ctx.comp.tracks
    s.students[0:4] = [t.tech("F"), t.tech("A"), -1, -1]
    s.students[4:8] = [t.tech("F"), -1, -1, -1]
    push(s, ("tech", 1, 0, 0, 1, 0))
    assert options(s) == ("done",)
    s.students[0] = t.tech("S")
    s.decision = None
    assert options(s)[0] == "to F"  # another colour may share it


def test_t12_objective_prerequisites_and_the_masters_that_ignore_them():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["O"], None), ("O", "objective", [], None)],
    )
    europe = tiny_map(
        [("B", "start"), ("Obj", "objective"), ("U", "university")],
        [("B", "Obj", 0), ("B", "U", 0)],
    )
    s = make_state(2, with_parts(tracks=tracks, europe=europe))
    push(s, ("tech", 1, 0, 0, 0, 0))
    assert options(s) == ("done",)
    s.tasks.clear()
    push(s, ("travel", 1, 0, 0))
    assert "to Obj" not in options(s)
    s.tasks.clear()
    push(s, ("works", 2, 0))
    play(s, "works 2")
    assert s.work[0] == 1  # stopped before the Objective space
    # Torricelli and Huygens ignore it for their own move.
    s.tasks.clear()
    push(s, ("tech", 3, IGNORE_OBJ, 0, 0, 0))
    play(s, "to O")
    assert s.students[0] == s.ctx.comp.tracks.tech("O")
    s.tasks.clear()
    push(s, ("works", 3, IGNORE_OBJ))
    play(s, "works 3")
    assert s.work[0] == 2
    # Winkelmann may not pick the Master or Objective spaces.
    hold(s, 0, "winkelmann")
    s.tasks.clear()
    masters.play_master(s, 0, master(s, "winkelmann"))
    s.decision = None
    assert options(s) == ("cube U",)


@pytest.mark.parametrize(("players", "first"), [(3, 0), (3, 2), (4, 1), (4, 3)])
def test_first_player_token_passes_clockwise(players, first):
    """L199, L433: each round's turns go clockwise (seat + 1) from the first player, and
    the token passes to the next seat clockwise at upkeep."""
    from ludotheque.core.rng import Rng

    s = GAME.setup({"players": players, "first_game": True, "first_player": first}, 7)
    rng = Rng(players * 10 + first)
    seen = set()
    while not GAME.is_over(s):
        if s.phase == "turn":
            start = (first + s.round - 1) % players
            assert s.first == start, s.round
            assert s.active == (start + s.step) % players, (s.round, s.step)
            seen.add((s.round, s.active))
        d = GAME.pending(s)
        GAME.apply(s, rng.below(len(d.options)))
    assert len(seen) >= 6 * (players - 1)  # nearly every seat seen in every round
