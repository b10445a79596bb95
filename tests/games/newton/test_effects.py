"""One test per special effect of the action cards (L663-L705)."""

from __future__ import annotations

from ludotheque.games.newton.rules.effects import best_triples
from ludotheque.games.newton.rules.values import volumes

from .fixtures import (
    card,
    make_state,
    master,
    options,
    place_tile,
    play,
    set_desk,
    set_hand,
    tiny_board,
    tiny_map,
    tiny_tracks,
    token_at,
    with_parts,
)


def test_exchange_pay_and_receive():
    s = make_state(2)
    set_hand(s, 0, ["1-works-g"])  # 2 coins -> 1 potion
    play(s, "play 1-works-g", "effect")
    assert (s.coins[0], s.potions[0]) == (0, 1)


def test_exchange_not_offered_when_unaffordable():
    s = make_state(2)
    set_hand(s, 0, ["1-tech-o"])  # 1 potion -> 3 VP
    play(s, "play 1-tech-o")
    assert "effect" not in options(s)


def test_wild_volume_while_on_the_desk():
    s = make_state(2)
    set_hand(s, 0, ["1-works-b", "s-tech"])
    play(s, "play 1-works-b")
    assert volumes(s, 0) == (1, 0, 0, 1)
    assert "effect" not in options(s)  # nothing to resolve: it is a Volume


def test_vp_per_volume_of_a_colour_without_potions():
    s = make_state(2)
    set_desk(s, 0, ["s-works", "s-lessons"])  # two orange
    s.masters[0] = (master(s, "leibniz"),)  # two orange more
    s.potions[0] = 5
    set_hand(s, 0, ["1-works-o"])  # orange itself
    play(s, "play 1-works-o", "effect")
    assert s.vp[0] == 5 and s.potions[0] == 5


def _bookshelf():
    return tiny_board(
        [("p", 1, 1, "printed"), ("a", 1, 2, "blue"), ("b", 1, 3, "blue"), ("g", 1, 4, "green")]
    )


def test_second_tile_for_3_coins():
    s = make_state(2, with_parts(boards=(_bookshelf(),)))
    set_desk(s, 0, ["s-studies"])
    s.coins[0] = 3
    set_hand(s, 0, ["1-studies-b"])
    play(s, "play 1-studies-b", "action studies", "book a", "second tile", "book b")
    assert s.coins[0] == 0 and s.piles[0] == 1


def test_double_bonus_tokens_on_the_cards_tech_action():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["A"], None), ("A", "plain", [], "U")],
    )
    s = make_state(2, with_parts(tracks=tracks))
    token_at(s, "tech", "A", "bonus-vp-4")  # 3 VP
    set_hand(s, 0, ["1-tech-b"])
    play(s, "play 1-tech-b", "action tech", "to A")
    assert s.vp[0] == 6


def test_village_jump_to_a_free_village():
    europe = tiny_map(
        [
            ("B", "start"),
            ("S1", "village", "silver"),
            ("G1", "village", "gold", "U"),
            ("G2", "village", "gold", "U"),
        ],
        [("B", "S1", 0), ("S1", "G1", 0), ("G1", "G2", 0)],
    )
    s = make_state(2, with_parts(europe=europe))
    token_at(s, "map", "G1", "bonus-vp-1")
    set_hand(s, 0, ["1-travel-b"])
    play(s, "play 1-travel-b", "effect")
    assert options(s) == ("jump S1", "jump G2", "done")  # G1 holds a token (L685)
    play(s, "jump G2")
    assert s.scientist[0] == s.ctx.comp.europe.place("G2") and s.coins[0] == 0
    assert "action travel" in options(s)  # before or after the TRAVEL action


def test_copy_a_lightning_effect_of_the_desk():
    s = make_state(2)
    s.coins[0] = 4
    set_desk(s, 0, ["1-works-g"])  # 2 coins -> 1 potion, used on an earlier turn
    set_hand(s, 0, ["1-lessons-o"])
    play(s, "play 1-lessons-o", "effect")  # the only target: copied at once
    assert (s.coins[0], s.potions[0]) == (2, 1)
    assert "effect" not in options(s)  # once per card


def test_copy_ignores_effects_without_lightning():
    s = make_state(2)
    set_desk(s, 0, ["1-works-b"])  # a wild Volume: no lightning
    set_hand(s, 0, ["1-lessons-o"])
    play(s, "play 1-lessons-o")
    assert "effect" not in options(s)


def test_discard_a_card_for_4_vp_and_2_coins():
    s = make_state(2)
    set_hand(s, 0, ["2-works-b", "s-tech", "s-travel"])
    play(s, "play 2-works-b", "effect")
    assert set(options(s)) == {"discard s-tech", "discard s-travel"}
    play(s, "discard s-travel")
    assert (s.vp[0], s.coins[0]) == (4, 4)
    assert card(s, "s-travel", 0) in s.gone and card(s, "s-travel", 0) not in s.hands[0]


def test_triples_4_vp_per_3_identical_volumes():
    s = make_state(2)
    set_desk(s, 0, ["s-works", "s-lessons"])  # orange, orange
    set_hand(s, 0, ["2-tech-o"])  # orange
    play(s, "play 2-tech-o", "effect")
    assert s.vp[0] == 4
    assert best_triples(2, 2, 0, 2) == 2 and best_triples(3, 3, 3, 0) == 3
    assert best_triples(2, 1, 0, 1) == 1
    assert best_triples(2, 2, 2, 3) == 3 and best_triples(1, 1, 1, 1) == 0


def test_ignore_requirement_for_4_coins():
    s = make_state(2, with_parts(boards=(_bookshelf(),)))
    s.coins[0] = 4
    set_hand(s, 0, ["1-studies-g"])  # a green Volume: "g" is met, "a" and "b" are not
    play(s, "play 1-studies-g", "action studies")
    assert {"book g", "book a ignoring", "book b ignoring"} <= set(options(s))
    play(s, "book a ignoring")
    board = s.ctx.comp.boards[0]
    assert s.coins[0] == 0 and s.shelf[0] >> board.space("a") & 1


def test_extra_cube_on_a_place_crossed_for_2_coins():
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("U", "university")], [("B", "C", 0), ("C", "U", 0)]
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C", "city-potions")
    set_desk(s, 0, ["s-travel"])
    set_hand(s, 0, ["1-travel-g"])
    play(s, "play 1-travel-g", "action travel", "to C", "cube here")
    assert s.coins[0] == 0 and s.potions[0] == 2
    play(s, "to U")
    assert s.cubes[0] == 2
    assert s.tasks == [] or "cube here" not in options(s)  # one extra cube only (A14)


def _crossing(coins: int, onward_cost: int = 0, desk=("s-travel",)):
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("U", "university")],
        [("B", "C", onward_cost), ("C", "U", onward_cost)],
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C", "city-potions")
    set_desk(s, 0, list(desk))
    set_hand(s, 0, ["1-travel-g"])
    s.coins[0] = coins
    return s


def test_extra_cube_not_offered_where_the_move_ends():
    """L705: the extra cube goes on a place crossed. With 1 step and no boost left after
    paying, C is where the move ends and gets its cube free: paying 2 coins for it would
    buy nothing (ruling B26; issue 21)."""
    s = _crossing(coins=2, desk=())
    play(s, "play 1-travel-g", "action travel", "to C")
    assert "cube here" not in options(s)  # 2 coins: the cube or the boost, not both
    assert "boost" in options(s)
    play(s, "done")
    assert s.coins[0] == 2 and s.cubes[0] == 1 and s.tasks == []
    s = _crossing(coins=4, desk=())
    play(s, "play 1-travel-g", "action travel", "to C")
    assert "cube here" in options(s)  # 4 coins: the cube here, then the boost to go on


def test_extra_cube_not_offered_when_paying_it_closes_the_way_on():
    s = _crossing(coins=5, onward_cost=2)
    play(s, "play 1-travel-g", "action travel", "to C")
    assert "cube here" not in options(s)  # 3 coins left: the cube (2) or a route on (2)
    s = _crossing(coins=6, onward_cost=2)
    play(s, "play 1-travel-g", "action travel", "to C")
    assert "cube here" in options(s)


def test_after_the_extra_cube_the_move_goes_on():
    """The place that got the paid cube must be crossed: the move cannot stop there while
    a way on is open."""
    s = _crossing(coins=2)
    play(s, "play 1-travel-g", "action travel", "to C", "cube here")
    assert "done" not in options(s) and "to U" in options(s)
    play(s, "to U")
    assert s.cubes[0] == 2 and s.tasks == []
