"""One test per Master card (L724-L800) and per way to play one (L711-L716)."""

from __future__ import annotations

from ludotheque.games.newton.components.names import STUDIES
from ludotheque.games.newton.rules import masters, rewards
from ludotheque.games.newton.rules.values import volumes

from .fixtures import (
    card,
    hold,
    make_state,
    master,
    options,
    place_tile,
    play,
    set_desk,
    set_row,
    tiny_board,
    tiny_map,
    tiny_tracks,
    with_parts,
)


def played(s, mid: str, seat: int = 0):
    """Seat plays Master `mid` (from its hand of Masters) in the middle of its turn."""
    hold(s, seat, mid)
    s.card = -1
    masters.play_master(s, seat, master(s, mid))
    s.decision = None
    return s


def blue_board():
    return tiny_board(
        [
            ("p", 1, 1, "printed"),
            ("a", 1, 2, "blue"),
            ("b", 1, 3, "green"),
            ("c", 2, 1, "orange"),
            ("d", 3, 1, "blue"),
            ("u", 1, 4, "U-I"),
        ]
    )


def test_boyle_studies_4_split():
    s = make_state(2, with_parts(boards=(blue_board(),)))
    set_desk(s, 0, ["s-tech", "s-travel", "s-works"])  # blue, green, orange
    played(s, "boyle")
    assert s.tasks[-1][:2] == ("studies", 4)
    play(s, "book d", "book a")
    assert s.tasks == [] and s.masters[0] == (master(s, "boyle"),)


def test_brahe_two_permanent_blue_volumes():
    s = make_state(2)
    assert volumes(s, 0) == (0, 0, 0, 0)
    played(s, "brahe")
    assert volumes(s, 0) == (2, 0, 0, 0)
    assert s.tasks == []  # no lightning effect


def test_browne_lessons_4_split():
    s = make_state(2)
    set_row(s, 1, ["1-works-b"])
    set_row(s, 3, ["3-works-b"])
    played(s, "browne")
    play(s, "take 1-works-b", "take 3-works-b")
    assert {card(s, "1-works-b"), card(s, "3-works-b")} <= set(s.hands[0])


def test_bruno_six_coins():
    s = played(make_state(2), "bruno")
    assert s.coins[0] == 2 + 6


def test_descartes_lessons_1_then_the_cards_action():
    s = make_state(2)
    set_row(s, 1, ["1-works-b"])
    set_desk(s, 0, ["s-works"])  # one WORKS symbol visible
    s.coins[0] = 0
    played(s, "descartes")
    play(s, "take 1-works-b")
    assert card(s, "1-works-b") in s.hands[0]  # the card stays in hand (ruling A28)
    play(s, "action works")
    assert s.tasks[-1] == ("works", 2, 0)  # visible symbols + 1, no boost
    play(s, "works 2")
    assert s.coins[0] == 2


def test_descartes_with_a_double_card_counts_both_symbols():
    """L740 "as if you had played this card", L857: a card with two WORKS symbols played
    on the desk would add 2 to the desk's symbols, so Descartes performs WORKS at 1 + 2
    (issue 21; ruling A28)."""
    s = make_state(2, modules=["ex-cathedra"])
    set_row(s, 1, ["c1-works-x2"])
    set_desk(s, 0, ["s-works"])  # one WORKS symbol visible
    played(s, "descartes")
    play(s, "take c1-works-x2")
    play(s, "action works")
    assert s.tasks[-1] == ("works", 3, 0)


def test_descartes_with_an_either_or_card_counts_one_symbol():
    s = make_state(2, modules=["ex-cathedra"])
    set_row(s, 1, ["c1-works-or-tech"])
    set_desk(s, 0, ["s-works"])
    played(s, "descartes")
    play(s, "take c1-works-or-tech")
    assert options(s)[:2] == ("action works", "action tech")
    play(s, "action works")
    assert s.tasks[-1] == ("works", 2, 0)


def test_cavendish_removes_the_two_highest_tiles():
    s = make_state(2)
    s.piles[0:4] = [1, 3, 3, 3]
    played(s, "cavendish")
    assert s.piles[0:4] == [0, 2, 3, 3] and s.removed[0] == 2
    assert s.potions[0] == 1  # the 3rd tile of pile 1 was taken (ruling A12)


def test_copernicus_studies_3_ignoring_prerequisites():
    s = make_state(2, with_parts(boards=(blue_board(),)))
    played(s, "copernicus")
    opts = options(s)
    assert {"book a", "book b", "book c", "book d", "book u"} <= set(opts)
    play(s, "book u")
    assert s.tasks == []


def test_cusano_three_potions():
    assert played(make_state(2), "cusano").potions[0] == 3


def test_fahrenheit_one_volume_of_any_colour():
    s = played(make_state(2), "fahrenheit")
    assert volumes(s, 0) == (0, 0, 0, 1)


def test_galileo_travel_3_with_a_cube_on_each_place_crossed():
    europe = tiny_map(
        [("B", "start"), ("C1", "city"), ("U1", "university"), ("V", "village", "silver")],
        [("B", "C1", 0), ("C1", "U1", 0), ("U1", "V", 0)],
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C1", "city-coins")
    played(s, "galileo")
    play(s, "to C1")
    assert "cube here" in options(s)
    play(s, "cube here")
    assert s.coins[0] == 2 + 4  # the City tile triggered
    play(s, "to U1", "cube here", "to V")
    assert s.cubes[0] == 2 and s.tasks == []


def test_gilbert_a_new_student():
    s = played(make_state(2), "gilbert")
    assert s.students[0:4].count(s.ctx.comp.tracks.tech_start) == 2


def test_halley_tech_4_split():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [
            ("S", "start", ["A"], None),
            ("A", "plain", ["B", "C"], None),
            ("B", "plain", [], None),
            ("C", "plain", [], None),
        ],
    )
    s = make_state(2, with_parts(tracks=tracks))
    t = s.ctx.comp.tracks
    s.students[0:2] = [0, 0]
    played(s, "halley")
    play(s, "to A", "to B")  # two Students on S are alike: one is chosen at once
    play(s, "to A")
    assert options(s) == ("to C", "done")  # B holds a Student of this colour (L257)
    play(s, "to C")
    assert sorted(s.students[0:2]) == [t.tech("B"), t.tech("C")]
    assert s.tasks == []


def test_pascal_travel_5_without_route_costs():
    europe = tiny_map([("B", "start"), ("C", "city")], [("B", "C", 3)])
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C", "city-potions")
    s.coins[0] = 0
    played(s, "pascal")
    play(s, "to C", "done")
    assert s.coins[0] == 0 and s.potions[0] == 2


def test_huygens_works_3_ignoring_the_objective_prerequisite():
    tracks = tiny_tracks(["start", "plain", "objective"], [("S", "start", [], None)])
    s = make_state(2, with_parts(tracks=tracks))
    played(s, "huygens")
    play(s, "works 3")
    assert s.work[0] == 2 and s.coins[0] == 2 + 3


def test_torricelli_tech_3_ignoring_the_objective_prerequisite():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["O"], None), ("O", "objective", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    played(s, "torricelli")
    play(s, "to O")
    assert s.students[0] == 1


def test_kepler_works_6_without_coins():
    s = played(make_state(2), "kepler")
    play(s, "works 6")
    assert s.work[0] == 6 and s.coins[0] == 2


def test_winkelmann_a_cube_anywhere_with_its_city_bonus():
    europe = tiny_map([("B", "start"), ("C", "city")], [("B", "C", 0)])
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C", "city-coins")
    played(s, "winkelmann")
    assert options(s) == ("cube C",)
    play(s, "cube C")
    assert s.cubes[0] == 1 and s.coins[0] == 2 + 4


def test_leibniz_two_permanent_orange_volumes():
    assert volumes(played(make_state(2), "leibniz"), 0) == (0, 0, 2, 0)


def test_newton_two_permanent_green_volumes():
    assert volumes(played(make_state(2), "newton"), 0) == (0, 2, 0, 0)


def test_paracelsus_any_basic_action_at_3():
    s = played(make_state(2), "paracelsus")
    assert {"action works", "action tech", "action travel", "action lessons", "action studies"} == {
        o for o in options(s) if o.startswith("action")
    }
    play(s, "action works")
    assert s.tasks[-1] == ("works", 3, 0)


# ----- the four ways to play a Master --------------------------------------------------------
def test_master_from_the_master_end_of_a_branch():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["M"], None), ("M", "master", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    hold(s, 0, "bruno", "cusano")
    s.tasks.append(("tech", 1, 0, 0, 0, 0))
    play(s, "to M")
    assert options(s) == ("master bruno", "master cusano")
    play(s, "master cusano")
    assert s.potions[0] == 3 and s.held[0] == (master(s, "bruno"),)


def test_master_from_the_master_space_of_the_work_track():
    tracks = tiny_tracks(["start", "master", "objective"], [("S", "start", [], None)])
    s = make_state(2, with_parts(tracks=tracks))
    hold(s, 0, "bruno")
    s.tasks.append(("works", 1, 0))
    play(s, "works 1")
    assert s.masters[0] == (master(s, "bruno"),)  # the only one: played at once
    assert s.coins[0] == 2 + 1 + 6


def test_master_from_a_cube_on_the_master_space_of_the_map():
    europe = tiny_map([("B", "start"), ("M", "master")], [("B", "M", 0)])
    s = make_state(2, with_parts(europe=europe))
    hold(s, 0, "cusano")
    s.tasks.append(("travel", 1, 0, 0))
    play(s, "to M")
    assert s.masters[0] == (master(s, "cusano"),) and s.cubes[0] == 1


def test_master_from_the_ninth_shelf_tile():
    s = make_state(2)
    hold(s, 0, "cusano")
    s.piles[0:4] = [0, 0, 1, 3]
    rewards.take_shelf_tile(s, 0)
    assert s.tasks[-1] == ("master",)
    s.decision = None
    play(s, "master cusano")
    assert s.potions[0] == 3


def test_no_master_left_does_nothing():
    s = make_state(2)
    s.piles[0:4] = [0, 0, 1, 3]
    rewards.take_shelf_tile(s, 0)
    assert s.tasks == []


def test_master_actions_take_no_desk_symbols():
    s = make_state(2)
    set_desk(s, 0, ["s-studies", "1-studies-b"])
    played(s, "copernicus")
    assert s.tasks[-1][1] == 3  # not 3 + 2
    assert STUDIES == 4
