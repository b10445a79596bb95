"""The rulebook's worked examples (digest section 7, E1-E14) with the rulebook's numbers,
on hand-built positions (fixtures.py). Seat 0 plays unless said otherwise."""

from __future__ import annotations

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.newton import scoring
from ludotheque.games.newton.rules import masters, upkeep
from ludotheque.games.newton.rules.tasks import SPLIT
from ludotheque.games.newton.state import MEDICINE

from .fixtures import (
    card,
    fill,
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
    set_row,
    set_tucked,
    tiny_board,
    tiny_map,
    tiny_tracks,
    token_at,
    track_tile,
    visit,
    with_parts,
)


def value_left(s) -> int:
    return s.tasks[-1][1]


# ----- E1: the action value is the number of visible symbols (L217) ------------------------
def test_e1_value_counts_the_symbols_on_the_desk():
    s = make_state(2)
    set_desk(s, 0, ["s-works", "1-works-b"])
    set_hand(s, 0, ["2-works-o", "s-tech"])
    play(s, "play 2-works-o", "action works")
    assert value_left(s) == 3
    works = [o for o in options(s) if o.startswith("works")]
    assert works == ["works 1", "works 2", "works 3"]  # any value up to 3 (L211)
    assert s.desks[0][-1] == card(s, "2-works-o")  # the third slot from the left


# ----- E2: WORKS stopping on a special space (L239, L233) -----------------------------------
def _works_state(pos: int):
    tracks = tiny_tracks(
        ["start", "plain", "plain", "invention", "plain", "plain", "plain", "objective"],
        [("S", "start", ["E"], None), ("E", "plain", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    track_tile(s, "W3", "inv-potion-vp")  # 1 potion and 6 VP (L529)
    s.work[0] = pos
    set_desk(s, 0, ["s-works", "1-works-b"])
    set_hand(s, 0, ["2-works-o"])
    play(s, "play 2-works-o", "action works")
    return s


def test_e2_stopping_short_on_a_special_space_gains_the_spaces_moved():
    s = _works_state(1)
    play(s, "works 2")
    assert s.work[0] == 3
    assert s.coins[0] == 2 + 2  # not 2 + 3
    assert (s.potions[0], s.vp[0]) == (1, 6)  # the Invention triggered


def test_e2_passing_over_a_special_space_does_not_trigger_it():
    s = _works_state(1)
    play(s, "works 3")
    assert s.work[0] == 4
    assert s.coins[0] == 2 + 3
    assert (s.potions[0], s.vp[0]) == (0, 0)


def test_e2_on_the_last_space_works_still_pays():
    s = _works_state(7)
    play(s, "works 3")
    assert s.work[0] == 7
    assert s.coins[0] == 2 + 3


# ----- E3: TECH from the start, a bonus token on the way, a fork (L261) ---------------------
def _tech_state():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [
            ("S", "start", ["A"], None),
            ("A", "plain", ["L1", "R1"], "U"),
            ("L1", "plain", [], None),
            ("R1", "plain", ["R2"], None),
            ("R2", "invention", ["R3"], None),
            ("R3", "plain", [], None),
        ],
    )
    s = make_state(2, with_parts(tracks=tracks))
    track_tile(s, "R2", "inv-potion-vp")
    token_at(s, "tech", "A", "bonus-coins-1")  # 2 coins
    set_desk(s, 0, ["s-tech", "1-tech-g"])
    set_hand(s, 0, ["2-tech-b"])
    play(s, "play 2-tech-b", "action tech")
    return s


def test_e3_tech_takes_the_token_on_the_way_and_triggers_where_it_stops():
    s = _tech_state()
    assert value_left(s) == 3
    assert options(s)[:2] == ("to A", "done")
    play(s, "to A")
    assert s.coins[0] == 2 + 2
    assert len(s.tokens[0]) == 1 and s.tokens_at == [-1] * len(s.tokens_at)
    assert {"to L1", "to R1"} <= set(options(s))  # the fork: choose the branch (L247)
    play(s, "to R1", "to R2")
    assert not any(o.startswith("to ") for o in options(s))  # the value is spent
    assert "boost" in options(s)  # ... but a boost could add a step
    play(s, "done")
    assert (s.potions[0], s.vp[0]) == (1, 6)
    assert s.students[0] == s.ctx.comp.tracks.tech("R2")


def test_e3_stopping_before_the_special_space_triggers_nothing():
    s = _tech_state()
    play(s, "to A", "to R1", "done")
    assert (s.potions[0], s.vp[0]) == (0, 0)
    # A later Student passing the emptied bonus space gains nothing.
    coins = s.coins[0]
    s.tasks.clear()
    push(s, ("tech", 2, 0, 0, 1, 0))
    s.students[1] = s.ctx.comp.tracks.tech_start
    play(s, "to A", "to L1")
    assert s.coins[0] == coins


# ----- E4: TRAVEL to a City, a bonus token on the 2nd step (L285) ---------------------------
def _travel_state(cubes_before: int):
    europe = tiny_map(
        [
            ("W", "start"),
            ("V1", "village", "silver"),
            ("V2", "village", "gold", "U"),
            ("Istanbul", "city"),
            ("Far", "university"),
        ],
        [("W", "V1", 0), ("V1", "V2", 0), ("V2", "Istanbul", 0), ("Istanbul", "Far", 2)],
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "Istanbul", "city-coins")  # 4 coins (L579)
    token_at(s, "map", "V2", "bonus-vp-1")  # 2 VP
    s.cubes[0] = cubes_before
    set_desk(s, 0, ["s-travel", "1-travel-b", "2-travel-b"])
    set_hand(s, 0, ["3-travel-b"])
    play(s, "play 3-travel-b", "action travel")
    return s


def test_e4_travel_ends_on_a_city_after_a_bonus_on_the_second_step():
    s = _travel_state(0)
    assert value_left(s) == 4
    play(s, "to V1", "to V2")
    assert s.vp[0] == 2  # the token, after the 2nd step
    play(s, "to Istanbul", "done")  # 3 of the 4 steps; the 4th is lost
    ist = s.ctx.comp.europe.place("Istanbul")
    assert s.visited[0] >> ist & 1 and s.cubes[0] == 1
    assert s.coins[0] == 2 + 4
    assert s.vp[0] == 2  # the 1st cube gives no VP


@pytest.mark.parametrize(("before", "vp"), [(7, 0), (8, 1), (9, 2), (10, 4), (11, 8)])
def test_e4_the_9th_to_12th_cubes_give_vp(before, vp):
    s = _travel_state(before)
    play(s, "to V1", "to V2", "to Istanbul", "done")
    assert s.vp[0] == 2 + vp


def test_e4_a_route_you_cannot_pay_is_closed():
    s = _travel_state(0)
    play(s, "to V1", "to V2", "to Istanbul")
    s.coins[0] = 1
    s.decision = None
    assert "to Far" not in options(s)  # the route costs 2 (L269)
    s.coins[0] = 2
    s.decision = None
    play(s, "to Far")
    assert s.coins[0] == 0


# ----- E5: LESSONS, a level up to the value (L301) -----------------------------------------
def test_e5_lessons_takes_one_card_of_level_up_to_the_value():
    s = make_state(2)
    set_row(s, 1, ["1-works-b"])
    set_row(s, 2, ["2-tech-b"])
    set_row(s, 3, ["3-travel-b"])
    set_desk(s, 0, ["s-lessons"])
    set_hand(s, 0, ["1-lessons-g"])
    play(s, "play 1-lessons-g", "action lessons")
    assert value_left(s) == 2
    assert [o for o in options(s) if o.startswith("take")] == [
        "take 1-works-b",
        "take 2-tech-b",
    ]
    play(s, "take 2-tech-b")
    assert card(s, "2-tech-b") in s.hands[0]
    assert s.rows == [[card(s, "1-works-b")], [], [card(s, "3-travel-b")]]  # not replaced
    assert not s.tasks  # one card only
    assert s.active == 1  # nothing else to do: the turn ended by itself


# ----- E6: STUDIES with a pile bonus, prerequisites and a column (L323-L327) -----------------
def _studies_state():
    board = tiny_board(
        [
            ("s1c1", 1, 1, "printed"),
            ("s2c1", 2, 1, "blue"),
            ("s3c1", 3, 1, "green"),
            ("s2c2", 2, 2, "U-II"),
            ("s3c2", 3, 2, "blue"),
        ],
        [("col1", ["s1c1", "s2c1", "s3c1"], 2)],
    )
    europe = tiny_map([("Basel", "start"), ("Bologna", "university")], [("Basel", "Bologna", 0)])
    s = make_state(2, with_parts(boards=(board,), europe=europe))
    place_tile(s, "Bologna", "univ-II-1")
    visit(s, 0, "Bologna")
    fill(s, 0, "s3c1")
    s.piles[0] = 1  # two tiles of the first pile already placed
    set_desk(s, 0, ["s-studies"])  # a blue Volume on the desk
    set_hand(s, 0, ["3-studies-g"])
    play(s, "play 3-studies-g", "action studies")
    return s


def test_e6_studies_places_a_tile_with_its_pile_bonus_and_completes_a_column():
    s = _studies_state()
    assert value_left(s) == 2
    books = [o for o in options(s) if o.startswith("book")]
    assert "book s2c1" in books and "book s2c2" in books  # both prerequisites met
    assert not any("s3" in b for b in books)  # shelf 3 needs value 3
    play(s, "book s2c1")
    assert s.potions[0] == 1  # the 3rd tile of pile 1 (L313)
    assert s.vp[0] == 0  # a completed column is income, not an immediate gain (A5)
    upkeep.income(s)
    assert s.vp[0] == 2
    upkeep.income(s)
    assert s.vp[0] == 4  # and at every later upkeep


# ----- E7, E8: Joker and boost (L341, L403) -------------------------------------------------
def _joker_state():
    s = make_state(2)
    set_tucked(s, 0, ["1-travel-b", "1-travel-g", "s-joker"])
    set_desk(s, 0, ["s-travel"])
    s.coins[0] = 5
    set_hand(s, 0, ["s-joker"])
    play(s, "play s-joker")
    return s


def test_e7_joker_adds_one_to_the_visible_symbols():
    s = _joker_state()
    play(s, "action travel")
    assert value_left(s) == 4  # 3 TRAVEL symbols + 1; the tucked Joker counts nothing


def test_e8_boost_adds_one_once_per_turn():
    s = _joker_state()
    play(s, "boost", "action travel")
    assert value_left(s) == 5
    assert s.coins[0] == 3
    assert "boost" not in options(s)  # once per turn (L383)


def test_e8_no_boost_for_an_invention_or_master_action():
    s = make_state(2)
    s.coins[0] = 9
    push(s, ("works", 1, 0))  # an Invention's WORKS action (no CARD flag)
    assert "boost" not in options(s)


# ----- E9: upkeep income (L427) ---------------------------------------------------------------
def test_e9_upkeep_income():
    board = tiny_board(
        [
            ("a", 1, 1, "printed"),
            ("b", 1, 2, "blue"),
            ("c", 2, 1, "blue"),
            ("d", 3, 1, "blue"),
            ("e", 2, 2, "blue"),
        ],
        [("row1", ["a", "b"], 2), ("col1", ["a", "c", "d"], 4), ("row2", ["c", "e"], 3)],
    )
    s = make_state(2, with_parts(boards=(board,)))
    fill(s, 0, "b", "c", "d")  # row1 and col1 complete, row2 not
    s.income[0] = (2, MEDICINE)  # an Income tile "1 potion" and the Medicine tile
    s.medicine[0] = 1
    upkeep.income(s)
    assert s.vp[0] == 2 + 4 + 1
    assert s.potions[0] == 1
    assert (s.vp[1], s.potions[1]) == (0, 0)


# ----- E10: the 84-VP end of game (L465-L476) -------------------------------------------------
def test_e10_end_of_game_scoring_84():
    s = make_state(4)
    comp = s.ctx.comp
    for place, tile in (
        ("Bologna", "univ-II-1"),
        ("Paris", "univ-I-1"),
        ("Leipzig", "univ-III-1"),
        ("Krakow", "univ-I-2"),
        ("Oxford", "univ-II-2"),
        ("Salamanca", "univ-III-2"),
        ("Athenai", "ancient-A"),
        ("Roma", "ancient-B"),
        ("Alexandria", "ancient-C"),
        ("Amsterdam", "city-coins"),
        ("Napoli", "city-potions"),
        ("Istanbul", "city-student"),
    ):
        place_tile(s, place, tile)
    v = 2  # Valérie
    visit(s, v, "Bologna", "Paris", "Leipzig", "Amsterdam", "Napoli", "Athenai", "Istanbul")
    visit(s, v, "Krakow", "Objective")
    tracks = comp.tracks
    ends = [n for n in tracks.tech_finals if tracks.tech_kind[n] == 5]  # Objective ends
    s.students[4 * v : 4 * v + 4] = [ends[0], ends[1], ends[2], -1]
    s.work[v] = tracks.work_last
    # Objective spaces: 0 Map, 1 Work, 2-5 Technology ends.
    objective_tile(s, 0, "obj-universities")
    objective_tile(s, 1, "obj-bonus")
    objective_tile(s, 2, "obj-masters")
    objective_tile(s, 3, "obj-ancient")
    objective_tile(s, 4, "obj-coins")  # the fifth occupied tile, worth 0 (ruling A2)
    objective_tile(s, 5, "obj-potions")  # not occupied
    s.tokens[v] = (0, 1, 2, 3, 4)  # 5 bonus tokens (ruling A1)
    s.masters[v] = (master(s, "brahe"), master(s, "bruno"), master(s, "paracelsus"))
    assert sum(comp.masters.masters[m].vp for m in s.masters[v]) == 11
    s.vp[v] = 34
    s.coins[v] = 0
    s.potions[v] = 3
    parts = scoring.breakdown(s)["seats"][v]
    assert parts["objectives"] == {
        "obj-universities": 12,
        "obj-bonus": 10,
        "obj-masters": 12,
        "obj-ancient": 5,
        "obj-coins": 0,
    }
    assert sum(parts["masters"].values()) == 11
    assert parts["total"] == 84


# ----- E11: the second shelf tile (L675-L677) ----------------------------------------------------
def _second_tile_state():
    board = tiny_board(
        [
            ("p", 1, 1, "printed"),
            ("a1", 1, 2, "blue"),
            ("b1", 1, 3, "blue"),
            ("a2", 2, 1, "blue"),
            ("b2", 2, 2, "blue"),
            ("a3", 3, 1, "blue"),
        ]
    )
    s = make_state(2, with_parts(boards=(board,)))
    s.coins[0] = 5
    set_desk(s, 0, ["s-studies", "2-studies-o"])
    set_hand(s, 0, ["1-studies-b"])  # the second-tile card
    play(s, "play 1-studies-b", "action studies")
    return s


def test_e11_second_tile_splits_the_value_one_and_one():
    s = _second_tile_state()
    play(s, "book a1")
    assert "second tile" in options(s)
    play(s, "second tile")
    assert s.coins[0] == 2
    books = [o for o in options(s) if o.startswith("book")]
    assert set(books) == {"book b1", "book a2", "book b2"}  # shelf 1 or 2: 2 value left
    play(s, "book a2")
    assert s.piles[0:4] == [1, 3, 3, 3]


def test_e11_second_tile_after_shelf_two_goes_on_shelf_one():
    s = _second_tile_state()
    play(s, "book a2", "second tile")
    books = {o for o in options(s) if o.startswith("book")}
    assert books == {"book a1", "book b1"}  # {2, 2} and {2, 3} are too much


def test_e11_no_second_tile_after_shelf_three():
    s = _second_tile_state()
    play(s, "book a3")
    assert "second tile" not in options(s)
    assert not s.tasks


# ----- E12: Masters that split their value (L724, L732, L768) ------------------------------------
def _boyle_state():
    board = tiny_board(
        [("p", 1, 1, "printed")]
        + [(f"x{i}", 1, 1 + i, "blue") for i in range(1, 5)]
        + [("y1", 2, 1, "blue"), ("z1", 3, 1, "blue")]
    )
    s = make_state(2, with_parts(boards=(board,)))
    set_desk(s, 0, ["s-tech"])  # a blue Volume
    s.card = s.desks[0][0]
    s.acted = True
    hold(s, 0, "boyle")
    masters.play_master(s, 0, master(s, "boyle"))
    s.decision = None
    return s


def test_e12_boyle_one_and_three():
    s = _boyle_state()
    assert "boost" not in options(s)
    play(s, "book z1")
    books = {o for o in options(s) if o.startswith("book")}
    assert books == {"book x1", "book x2", "book x3", "book x4"}
    play(s, "book x1")
    assert not s.tasks


def test_e12_boyle_four_on_shelf_one_but_not_three_and_two():
    s = _boyle_state()
    play(s, "book x1", "book x2", "book x3", "book x4")
    assert not s.tasks
    s = _boyle_state()
    play(s, "book z1")
    with pytest.raises(IllegalOption):
        play(s, "book y1")


def test_e12_browne_splits_over_levels():
    s = make_state(2)
    set_row(s, 1, ["1-works-b", "1-tech-b", "1-travel-b", "1-lessons-b"])
    set_row(s, 2, ["2-works-b"])
    set_row(s, 3, ["3-works-b"])
    push(s, ("lessons", 4, SPLIT))
    play(s, "take 3-works-b")
    assert [o for o in options(s) if o.startswith("take")] == [
        "take 1-works-b",
        "take 1-tech-b",
        "take 1-travel-b",
        "take 1-lessons-b",
    ]
    s = make_state(2)
    set_row(s, 1, ["1-works-b", "1-tech-b", "1-travel-b", "1-lessons-b"])
    set_row(s, 2, ["2-works-b"])
    set_row(s, 3, ["3-works-b"])
    push(s, ("lessons", 4, SPLIT))
    play(s, "take 1-works-b", "take 1-tech-b", "take 1-travel-b", "take 1-lessons-b")
    assert len(s.hands[0]) == 6 + 4
    s = make_state(2)
    set_row(s, 2, ["2-works-b"])
    set_row(s, 3, ["3-works-b"])
    push(s, ("lessons", 4, SPLIT))
    play(s, "take 2-works-b")
    assert "take 3-works-b" not in options(s)  # {II, III} is 5


def test_e12_halley_moves_several_students():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [
            ("S", "start", ["A"], None),
            ("A", "plain", ["B"], None),
            ("B", "plain", ["C"], None),
            ("C", "plain", ["D"], None),
            ("D", "plain", ["E"], None),
            ("E", "plain", [], None),
        ],
    )
    s = make_state(2, with_parts(tracks=tracks))
    t = s.ctx.comp.tracks
    s.students[0:4] = [t.tech("S"), t.tech("A"), -1, -1]
    hold(s, 0, "halley")
    masters.play_master(s, 0, master(s, "halley"))
    s.decision = None
    assert set(options(s)) >= {"student S", "student A", "done"}
    assert "boost" not in options(s)
    play(s, "student S", "to A", "done")
    # The other Student is the only one left to move: chosen at once.
    play(s, "to B", "to C", "to D")
    assert sorted(s.students[0:2]) == [t.tech("A"), t.tech("D")]
    assert not s.tasks  # 1 + 3 = 4 used


# ----- E13, E14: Cours Magistraux (L857-L883) --------------------------------------------------
def test_e13_special_action_only_in_its_column():
    s = make_state(2, modules=["ex-cathedra"])
    set_row(s, 1, ["1-works-b"])
    set_tucked(s, 0, ["s-works", "c1-tech-sa1"])  # special action 1 under column 2
    set_hand(s, 0, ["s-travel", "s-lessons", "s-studies"])
    play(s, "play s-travel")
    assert "special" not in options(s)  # turn 1
    play(s, "end turn")
    play(s, "play s-works", "end turn")  # seat 1
    play(s, "play s-lessons")
    assert "special" in options(s)  # turn 2: the column of the tucked card
    play(s, "special", "take 1-works-b")
    assert s.coins[0] == 1 and card(s, "1-works-b") in s.hands[0]
    assert "special" not in options(s)  # once
    # The reversed card shows no basic symbol any more (L877).
    from ludotheque.games.newton.rules.values import symbols

    assert symbols(s, 0, 1) == 0


def test_e13_a_special_action_card_played_from_hand_has_no_special_action():
    s = make_state(2, modules=["ex-cathedra"])
    set_row(s, 1, ["1-works-b"])
    set_hand(s, 0, ["c1-tech-sa1"])
    play(s, "play c1-tech-sa1")
    assert "special" not in options(s)
    assert "action tech" in options(s)


def test_e14_double_identical_counts_two():
    s = make_state(2, modules=["ex-cathedra"])
    set_desk(s, 0, ["s-works"])
    set_hand(s, 0, ["c1-works-x2"])
    play(s, "play c1-works-x2", "action works")
    assert value_left(s) == 3
    s = make_state(2, modules=["ex-cathedra"])
    set_tucked(s, 0, ["c1-works-x2"])
    set_hand(s, 0, ["s-works"])
    play(s, "play s-works", "action works")
    assert value_left(s) == 3  # both tucked symbols count (L859-L861)


def test_e14_double_different_plays_one_of_its_two_actions():
    s = make_state(2, modules=["ex-cathedra"])
    set_desk(s, 0, ["s-travel", "1-travel-b", "s-lessons"])
    set_hand(s, 0, ["c1-travel-or-lessons"])
    play(s, "play c1-travel-or-lessons")
    assert {"action travel", "action lessons"} <= set(options(s))
    play(s, "action travel")
    assert value_left(s) == 3
    assert "action lessons" not in options(s)  # not both
    s = make_state(2, modules=["ex-cathedra"])
    set_desk(s, 0, ["s-travel", "1-travel-b", "s-lessons"])
    set_hand(s, 0, ["c1-travel-or-lessons"])
    play(s, "play c1-travel-or-lessons", "action lessons")
    assert value_left(s) == 2
    s = make_state(2, modules=["ex-cathedra"])
    set_tucked(s, 0, ["c1-travel-or-lessons"])
    set_hand(s, 0, ["s-lessons"])
    play(s, "play s-lessons", "action lessons")
    assert value_left(s) == 2  # tucked: +1 for each of its symbols (L869)
