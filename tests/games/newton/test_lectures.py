"""One test per Cours Magistraux special action (L889-L931), used from a card tucked under
the first desk column, on the first turn of a round."""

from __future__ import annotations

from .fixtures import (
    card,
    make_state,
    master,
    objective_tile,
    options,
    place_tile,
    play,
    set_desk,
    set_hand,
    set_row,
    set_tucked,
    tiny_board,
    tiny_map,
    with_parts,
)


def cm(special_card: str, hand=("s-works",), comp=None, coins=2):
    s = make_state(2, comp, modules=["ex-cathedra"])
    set_tucked(s, 0, [special_card])
    set_hand(s, 0, list(hand))
    s.coins[0] = coins
    return s


def test_sa1_take_a_level_one_card_for_1_coin():
    s = cm("c1-tech-sa1")
    set_row(s, 1, ["1-works-b"])
    set_row(s, 2, ["2-works-b"])
    play(s, "play s-works", "special")
    assert options(s) == ("take 1-works-b", "done")
    play(s, "take 1-works-b")
    assert s.coins[0] == 1 and card(s, "1-works-b") in s.hands[0]


def test_sa2_a_potion_after_works():
    s = cm("c1-studies-sa2")
    play(s, "play s-works")
    assert "special" not in options(s)  # not before WORKS was performed
    play(s, "action works", "works 1", "special")
    assert s.potions[0] == 1


def test_sa3_works_1_after_lessons():
    s = cm("c1-works-sa3", hand=("s-lessons",))
    set_row(s, 1, ["1-works-b", "1-tech-b"])
    play(s, "play s-lessons", "action lessons", "take 1-works-b", "special")
    assert s.tasks[-1] == ("works", 1, 0)  # a fixed value, no boost (L911)
    assert "boost" not in options(s)


def test_sa4_an_income_tiles_bonus_for_1_coin():
    s = cm("c1-lessons-sa4")
    s.income[0] = (0, 3)  # 2 VP tile and the Medicine tile
    s.medicine[0] = 2
    play(s, "play s-works", "special")
    assert options(s) == ("income vp", "income medicine", "done")
    play(s, "income medicine")
    assert (s.coins[0], s.vp[0]) == (1, 3)  # the Medicine tile counts (ruling A33)


def test_sa5_a_bonus_tokens_effect_again_for_1_coin():
    s = cm("c2-travel-sa5")
    tok = [t.id for t in s.ctx.comp.tiles.tokens].index("bonus-coins-4")
    s.tokens[0] = (tok,)
    play(s, "play s-works", "special", "token bonus-coins-4")
    assert s.coins[0] == 2 - 1 + 3


def test_sa6_lessons_2_and_1_vp_after_studies_of_2():
    board = tiny_board([("p", 1, 1, "printed"), ("a", 2, 1, "blue"), ("b", 1, 2, "blue")])
    s = cm("c2-lessons-sa6", hand=("1-studies-b",), comp=with_parts(boards=(board,)))
    set_desk(s, 0, ["s-studies"])
    s.tucked[0] = (card(s, "s-joker", 0), card(s, "c2-lessons-sa6"))  # under column 2
    set_row(s, 2, ["2-works-b"])
    play(s, "play 1-studies-b", "action studies", "book b")
    assert "special" not in options(s)  # value 1 used: not enough
    s = cm("c2-lessons-sa6", hand=("1-studies-b",), comp=with_parts(boards=(board,)))
    set_desk(s, 0, ["s-studies"])
    s.tucked[0] = (card(s, "s-joker", 0), card(s, "c2-lessons-sa6"))
    set_row(s, 2, ["2-works-b"])
    play(s, "play 1-studies-b", "action studies", "book a", "special")
    assert s.vp[0] == 1
    play(s, "take 2-works-b")
    assert card(s, "2-works-b") in s.hands[0]


def test_sa7_discard_any_card_to_take_any_card():
    s = cm("c2-works-sa7", hand=("s-works", "s-tech"))
    set_row(s, 3, ["3-works-b"])
    play(s, "play s-works", "special")
    # The only card in hand is discarded at once; then the card to take.
    assert kind_is(s, "sa-take")
    assert card(s, "s-tech", 0) in s.gone
    play(s, "take 3-works-b")
    assert card(s, "3-works-b") in s.hands[0]


def kind_is(s, k: str) -> bool:
    return s.tasks and s.tasks[-1][0] == k


def test_sa8_a_city_tile_again_for_2_coins():
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("M", "city")], [("B", "C", 0), ("C", "M", 0)]
    )
    s = cm("c2-tech-sa8", comp=with_parts(europe=europe), coins=4)
    place_tile(s, "C", "city-coins")
    place_tile(s, "M", "city-medicine-1")
    s.visited[0] = (1 << s.ctx.comp.europe.place("C")) | (1 << s.ctx.comp.europe.place("M"))
    s.medicine[0] = 1
    s.income[0] = (3,)
    play(s, "play s-works", "special")
    assert options(s) == ("city C", "city M", "done")
    play(s, "city M")
    assert s.medicine[0] == 2 and s.coins[0] == 2  # one Medicine City: flipped (L919)


def test_sa8_not_offered_on_a_city_whose_effect_gives_nothing():
    """L919: 2 coins for a City's effect. A Medicine tile already at 3 VP (B16), a cube
    City with no coins left to pay its cube: nothing to gain, so not offered (ruling B27;
    issue 21)."""
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("M", "city"), ("U", "university")],
        [("B", "C", 0), ("C", "M", 0), ("M", "U", 0)],
    )
    s = cm("c2-tech-sa8", comp=with_parts(europe=europe), coins=4)
    place_tile(s, "C", "city-university")
    place_tile(s, "M", "city-medicine-1")
    s.visited[0] = (1 << s.ctx.comp.europe.place("C")) | (1 << s.ctx.comp.europe.place("M"))
    s.medicine[0] = 2  # already flipped to 3 VP
    s.income[0] = (3,)
    play(s, "play s-works", "special")
    assert options(s) == ("city C", "done")  # 2 coins left: the University cube
    s = cm("c2-tech-sa8", comp=with_parts(europe=europe), coins=3)
    place_tile(s, "C", "city-university")
    place_tile(s, "M", "city-medicine-1")
    s.visited[0] = (1 << s.ctx.comp.europe.place("C")) | (1 << s.ctx.comp.europe.place("M"))
    s.medicine[0] = 2
    s.income[0] = (3,)
    play(s, "play s-works")
    assert "special" not in options(s)  # 1 coin left would pay no cube: nothing to gain


def test_sa9_any_card_after_travel_of_3():
    europe = tiny_map(
        [("B", "start"), ("V1", "village"), ("V2", "village"), ("V3", "village")],
        [("B", "V1", 0), ("V1", "V2", 0), ("V2", "V3", 0)],
    )
    s = cm("c3-studies-sa9", hand=("1-travel-o",), comp=with_parts(europe=europe))
    s.tucked[0] = (card(s, "s-joker", 0), card(s, "s-lessons", 0), card(s, "c3-studies-sa9"))
    set_desk(s, 0, ["s-travel", "2-travel-b"])
    set_row(s, 3, ["3-works-b"])
    s.coins[0] = 0
    play(s, "play 1-travel-o", "action travel", "to V1", "to V2", "to V3")
    play(s, "special", "take 3-works-b")
    assert card(s, "3-works-b") in s.hands[0]


def test_sa10_a_played_masters_lightning_power_for_3_coins():
    s = cm("c3-travel-sa10", coins=3)
    s.masters[0] = (master(s, "bruno"), master(s, "brahe"))
    play(s, "play s-works", "special")
    assert options(s) == ("master bruno", "done")  # Brahe has no lightning effect
    play(s, "master bruno")
    assert s.coins[0] == 6


def test_sa11_an_occupied_objective_scores_now_for_4_coins():
    s = cm("c3-tech-sa11", coins=9)
    objective_tile(s, 0, "obj-coins")
    s.scientist[0] = s.ctx.comp.europe.objective  # the Scientist counts here (A7)
    play(s, "play s-works", "special", "objective obj-coins")
    assert s.coins[0] == 5 and s.vp[0] == 5  # 1 VP per coin left, after paying 4


def test_special_action_unusable_without_a_card_played():
    s = cm("c3-travel-sa10", hand=(), coins=3)
    s.masters[0] = (master(s, "bruno"),)
    assert "special" not in options(s)  # ruling A13
