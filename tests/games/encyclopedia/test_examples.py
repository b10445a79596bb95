"""The rulebook's worked examples T1-T11 and the derived cases D1-D8 (digest section 6),
with the rulebook's numbers. Seats stand for the people of the examples."""

from __future__ import annotations

import pytest

from ludotheque.games.encyclopedia import GAME, scoring
from ludotheque.games.encyclopedia.components import ROMAN
from ludotheque.games.encyclopedia.rules import dice, flow, publication
from ludotheque.games.encyclopedia.state import NCAT, ROLLED

from .fixtures import (
    CONTINENTS,
    NO_BONUS,
    aid,
    cubes,
    decision,
    expert_names,
    give,
    hire,
    hold,
    make_state,
    market,
    names,
    options,
    play,
    put_die,
    study,
)

TWO_SPACES = {
    "expedition_spaces": {
        "default": [{"stars": 3, "bonus": 0}, {"stars": 2, "bonus": 1}],
        "source": "test",
    }
}


def take_text(colour, value, seat, slot_label):
    return f"take {colour} {value} from seat {seat} ({slot_label})"


# ----- T1: taking an opponent's die ----------------------------------------------------------
@pytest.mark.parametrize(
    ("slot", "label", "gains"),
    [
        ("rep", "2 rep", {"rep": 2}),
        ("coins", "2 coins", {"coins": 2}),
        ("vp", "3 vp", {"vp": 3}),
        ("x", "x", {}),
    ],
)
def test_t1_the_owner_gets_the_slot_reward(slot, label, gains):
    """L250: Jeremie (0) takes Joelle's (1) red 4 from her reputation slot: +2 for her."""
    s = make_state(2)
    put_die(s, 1, slot, "red", 4)
    put_die(s, 1, "x" if slot != "x" else "vp", "blue", 2)
    before = [(s.coins[x], s.rep[x], s.vp[x]) for x in range(2)]
    play(s, take_text("red", 4, 1, label))
    assert (s.coins[1], s.rep[1], s.vp[1]) == (
        before[1][0] + gains.get("coins", 0),
        before[1][1] + gains.get("rep", 0),
        before[1][2] + gains.get("vp", 0),
    )
    assert (s.coins[0], s.rep[0], s.vp[0]) == before[0]
    assert decision(s) == (0, "action")
    assert GAME.view(s, 0)["turn"]["die"] == {"colour": "red", "value": 4}


def test_t1_taking_your_own_die_gives_nothing():
    s = make_state(2)
    put_die(s, 0, "vp", "red", 4)
    put_die(s, 1, "x", "blue", 2)
    play(s, take_text("red", 4, 0, "3 vp"))
    assert (s.vp[0], s.vp[1]) == (0, 0)


def test_t1_a_pick_earned_in_another_turn_waits_for_its_end():
    """L459, L467: Joelle's +2 passes the Animal bonus (space 7): she picks after
    Jeremie's action, before her own turn."""
    s = make_state(
        2,
        animals=[
            ("A1", "africa", ["mammal", "omnivore", "forest", "hot"]),
            ("A2", "asia", ["bird", "carnivore", "prairie", "cold"]),
        ],
    )
    market(s, animals=["A1", "A2"])
    give(s, 1, rep=5)
    put_die(s, 1, "rep", "red", 4)
    put_die(s, 1, "x", "blue", 2)
    play(s, take_text("red", 4, 1, "2 rep"))
    assert s.rep[1] == 7 and s.deferred == [("pick", 1, "animal")]
    assert decision(s) == (0, "action")
    play(s, "bank")
    assert decision(s) == (1, "pick-animal")
    assert set(options(s)) == {"study A1", "study A2"}
    play(s, "study A2")
    assert names(s, s.study[1]) == ["A2"]
    assert decision(s) == (1, "action")  # then her turn (her last die taken for her)


# ----- T2: Embassy ---------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "tokens"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_t2_embassy_bands(value, tokens):
    """L275-L278 with ruling A1 (5 and more give 3)."""
    s = make_state(2)
    hold(s, 0, "violet", value)
    play(s, "embassy")
    assert s.tokens[0] == tokens


def test_t2_embassy_with_a_value_above_six_and_a_coin_boost():
    s = make_state(2)
    hire(s, 0, "Rogério Luz")  # red +1: a red 6 is a 7
    hold(s, 0, "red", 6)
    play(s, "embassy")
    assert s.tokens[0] == 3
    s = make_state(2)
    give(s, 0, coins=1)
    hold(s, 0, "green", 4)
    play(s, "embassy")
    assert options(s) == ("coin +1", "done")
    play(s, "coin +1")
    assert (s.tokens[0], s.coins[0]) == (3, 0)


# ----- T3: Bank ------------------------------------------------------------------------------
def test_t3_bank_takes_the_first_player_token_for_the_next_round():
    """L312: Georgina (1) steals the token from Olivier (0); this round's order stays."""
    s = make_state(3, first=0)
    give(s, 1, coins=4)
    put_die(s, 2, "x", "red", 3)
    hold(s, 1, "blue", 2, spare=False)
    play(s, "bank")
    assert (s.coins[1], s.first, s.round_first) == (9, 1, 0)
    assert decision(s) == (2, "action")  # clockwise as before (its only die is taken)
    play(s, "bank")
    assert (s.coins[2], s.first) == (5, 1)  # a second Bank die: coins, no token
    # The round ends (no die left, no seal): round 2 starts with Georgina's dice.
    assert s.round == 2
    assert decision(s) == (1, "assign")


# ----- T4: University ------------------------------------------------------------------------
@pytest.mark.parametrize(("colour", "token"), [("green", 1), ("red", 0)])
def test_t4_university_colour_match_gives_a_token(colour, token):
    """L359: Jamie recruits Egbert Rensing (Oceania) with a green die: +1 token."""
    s = make_state(2)
    market(s, experts=["Egbert Rensing", "Alonso Rossette"])
    hold(s, 0, colour, 3)
    play(s, "university: Egbert Rensing")
    assert expert_names(s, s.experts[0]) == ["Egbert Rensing"]
    assert s.tokens[0] == token
    assert s.university[0] == -1  # not replaced this round (L330)


def test_t4_follow_up_egbert_pays_on_publication():
    s = make_state(2, animals=[("O1", "oceania", ["bird", "carnivore", "prairie", "hot"])])
    hire(s, 0, "Egbert Rensing")
    study(s, 0, "O1")
    hold(s, 0, "green", 3)
    play(s, "publish O1")
    assert s.coins[0] == 3  # L728: the die on the Publication pays at once (ruling A15)


# ----- T5: Academy ---------------------------------------------------------------------------
LEMUR = ("Lemur catta", "africa", ["mammal", "omnivore", "forest", "hot"])


def test_t5_academy_with_a_recolour_and_a_coin():
    """L378-L382: a violet 4 made yellow with a token, +1 coin: reputation +3."""
    s = make_state(2, animals=[LEMUR], board=NO_BONUS)
    market(s, animals=["Lemur catta"])
    give(s, 0, tokens=1, coins=1, rep=0)
    hold(s, 0, "violet", 4)
    play(s, "academy: Lemur catta")  # the only recolour (a token) is applied
    assert options(s) == ("coin +1", "done")
    play(s, "coin +1")
    assert names(s, s.study[0]) == ["Lemur catta"]
    assert (s.tokens[0], s.coins[0], s.rep[0]) == (0, 0, 3)
    assert s.academy[0] == -1


def test_t5_without_a_token_or_seal_the_violet_die_cannot_take_a_yellow_animal():
    s = make_state(2, animals=[LEMUR])
    market(s, animals=["Lemur catta"])
    give(s, 0, tokens=0, seals=0)
    hold(s, 0, "violet", 4)
    assert "academy: Lemur catta" not in options(s)


# ----- T6: Expedition ------------------------------------------------------------------------
AFRICANS = [
    ("A1", "africa", ["mammal", "omnivore", "forest", "hot"]),
    ("A2", "africa", ["bird", "carnivore", "prairie", "cold"]),
]


def _olivier(coins: int):
    s = make_state(2, animals=AFRICANS, board=TWO_SPACES)
    study(s, 0, "A1", "A2")
    give(s, 0, tokens=2, coins=coins, rep=0)
    start = s.ctx.space_start[CONTINENTS.index("africa")]
    s.exp[start] = put_die(s, 1, "x", "violet", 1)  # the first space is taken
    s.dloc[s.exp[start]] = 21 + 4  # on the central board
    hold(s, 0, "red", 5)
    play(s, "expedition africa")  # red -> yellow with his only recolour, a token
    return s


def test_t6_olivier_expedition():
    """L516-L524: red 5 recoloured; space 2 (**, +1); +2 token, +3 coins: 11 = 2+2+7."""
    s = _olivier(coins=3)
    assert s.rep[0] == 2 and s.pool == 6
    play(s, "token +2", "coin +1", "coin +1", "coin +1")
    assert s.pool == 11
    play(s, "research A1 type III", "research A1 type I", "research A2 type I")
    assert (s.tokens[0], s.coins[0], s.rep[0], s.vp[0]) == (0, 0, 2, 3)
    a1, a2 = aid(s, "A1"), aid(s, "A2")
    assert (s.marks[a1], s.marks[a2]) == (0b101, 0b001)
    assert s.cubes[0] == 27
    assert decision(s) == (1, "action")  # nothing left to spend: the action ended


def test_t6_a_value_of_ten_cannot_pay_for_eleven():
    s = _olivier(coins=2)
    play(s, "token +2", "coin +1", "coin +1")
    assert s.pool == 10
    play(s, "research A1 type III", "research A1 type I")
    # 1 point left, nothing to raise it: the action ends without the second Type I.
    assert (s.marks[aid(s, "A1")], s.marks[aid(s, "A2")]) == (0b101, 0)
    assert decision(s) == (1, "action")


# ----- T7: Publication -----------------------------------------------------------------------
ERIC = [
    ("Aix galericulata", "europe", ["bird", "omnivore", "aquatic", "temperate"]),
    ("E2", "europe", ["bird", "omnivore", "aquatic", "hot"]),
    ("E3", "europe", ["bird", "carnivore", "aquatic", "cold"]),
    ("N1", "asia", ["bird", "herbivore", "forest", "hot"]),
    ("N2", "africa", ["bird", "carnivore", "prairie", "cold"]),
]


def _eric():
    s = make_state(2, animals=ERIC)
    study(s, 0, "Aix galericulata", "E2", "E3", "N1", "N2")
    cubes(s, 0, "Aix galericulata", 1, 2, 3)
    cubes(s, 0, "E2", 1, 2, 3)
    cubes(s, 0, "E3", 1, 3)
    cubes(s, 0, "N1", 1, 3)
    cubes(s, 0, "N2", 1)
    give(s, 0, coins=1, seals=0)
    hold(s, 0, "blue", 4)
    play(s, "publish Aix galericulata")
    return s


def _pub(s, seat, category):
    k = s.ctx.cat.categories.index(category)
    return s.pub[seat * NCAT + k] + 5 * s.pub5[seat * NCAT + k]


def test_t7_eric_publishes_up_to_type_three_for_34():
    """L548-L606: Aquatic 3x5, Omnivore 2x3, Birds 5x2, Europe 3x1 = 34, and a seal."""
    s = _eric()
    assert options(s)[-1] == "publish up to type II"
    play(s, "coin +1", "publish up to type III")
    assert s.coins[0] == 0
    play(s, "include E2", "include E3", "include N1", "include N2")
    assert s.vp[0] == 34
    assert (_pub(s, 0, "aquatic"), _pub(s, 0, "omnivore"), _pub(s, 0, "bird")) == (3, 2, 5)
    assert names(s, s.published[0]) == ["Aix galericulata", "E2", "E3"]
    assert names(s, s.removed) == ["N1", "N2"] and s.study[0] == ()
    assert s.seals[0] == 1
    # 11 cubes placed; 10 published (5 Birds became a "5 cubes" token); N1's Forest cube
    # came back to the reserve.
    assert s.cubes[0] == 30 - 11 + 1 + 5
    assert s.fives[0] == 6


def test_t7_variant_type_two_and_n2_left_out():
    s = _eric()
    play(s, "publish up to type II", "include E2", "include E3", "include N1", "leave N2")
    assert s.vp[0] == 2 * 3 + 4 * 2 + 3 * 1  # Omnivore 2, Birds 4, Europe 3
    assert _pub(s, 0, "aquatic") == 0
    assert names(s, s.study[0]) == ["N2"] and s.marks[aid(s, "N2")] == 0b0001
    # The Type III cubes of E1-E3 and N1's Forest cube are lost to the reserve.
    assert s.cubes[0] == 30 - 11 + 4


# ----- T8, T9: the Automa --------------------------------------------------------------------
def test_t8_automa_dice_layout():
    """L770: increasing values; the yellow 2 (lower priority) left of the red 2."""
    s = make_state(2, automas={"1": "linne/boudeuse"})
    s.prio[1] = (0, 3, 2, 4, 1)  # America (red) first, Africa (yellow) last
    for colour, value in (("blue", 5), ("red", 2), ("yellow", 2), ("green", 1)):
        d = put_die(s, 1, "x", colour, value)
        s.dloc[d] = ROLLED + 1
    dice.automa_layout(s, 1)
    board = GAME.view(s, None)["seats"][1]["board"]
    assert board == {
        "x": [{"colour": "green", "value": 1}],
        "2 coins": [{"colour": "yellow", "value": 2}],
        "2 rep": [{"colour": "red", "value": 2}],
        "3 vp": [{"colour": "blue", "value": 5}],
    }


def test_t9_automa_card_overrides_the_colour_rule():
    """L788: Carl von Linne with a 5 goes to the University and gains a token anyway."""
    s = make_state(2, automas={"1": "linne/boudeuse"}, first=1)
    s.prio[1] = (0, 1, 2, 3, 4)
    market(s, experts=["Piaar Jhari", "Katie MacSweeney"])  # Asia, Europe; die is red
    give(s, 1, tokens=2)
    put_die(s, 0, "vp", "red", 5)
    put_die(s, 1, "x", "blue", 3)
    put_die(s, 0, "x", "green", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    assert expert_names(s, s.experts[1]) == ["Piaar Jhari"]  # Asia before Europe
    assert s.tokens[1] == 3
    assert s.vp[0] == 3  # it took seat 0's die from the 3 VP slot
    assert decision(s) == (0, "take")


# ----- T10: completing an action through an effect during it ---------------------------------
QUENTIN = [
    ("AM1", "america", ["mammal", "omnivore", "forest", "hot"]),
    ("AM2", "america", ["bird", "herbivore", "forest", "cold"]),
    ("EU1", "europe", ["bird", "carnivore", "prairie", "cold"]),
]


def test_t10_quentin_expedition_completed_by_a_bonus_animal():
    """L891: no American Animal, but the space's 3 stars pass the Animal bonus (space 7)."""
    s = make_state(2, animals=QUENTIN)
    market(s, animals=["EU1", "AM1", "AM2"])
    give(s, 0, rep=4)
    hold(s, 0, "red", 3)
    assert "expedition america" in options(s)
    play(s, "expedition america")
    assert s.rep[0] == 7 and s.coins[0] == 3  # space 5 paid 3 coins on the way
    assert decision(s) == (0, "pick-animal")
    assert options(s) == ("study AM1", "study AM2")  # only picks that complete it
    play(s, "study AM1")
    assert options(s)[0] == "research AM1 type I"
    play(s, "research AM1 type I")
    assert s.marks[aid(s, "AM1")] == 1


@pytest.mark.parametrize("why", ["no bonus reached", "no American animal"])
def test_t10_otherwise_the_expedition_is_not_legal(why):
    s = make_state(2, animals=QUENTIN)
    market(s, animals=["EU1"] if why == "no American animal" else ["EU1", "AM1"])
    give(s, 0, rep=4 if why == "no American animal" else 0)
    hold(s, 0, "red", 3)
    assert "expedition america" not in options(s)


# ----- T11: drawing dice ---------------------------------------------------------------------
def _to_first_assign(s):
    while decision(s)[1] != "assign":
        play(s, options(s)[0])


@pytest.mark.parametrize(("token", "per_seat"), [("none", 4), ("extra-die", 5)])
def test_t11_dice_are_drawn_in_seat_order_and_placed(token, per_seat):
    s = GAME.setup({"players": 3, "first_player": 1}, 7)
    s.tokens_hidden[0] = token
    _to_first_assign(s)
    order = []
    while decision(s)[1] == "assign":
        seat = decision(s)[0]
        if not order or order[-1] != seat:
            order.append(seat)
        play(s, options(s)[-1])
    assert order == [1, 2, 0]
    for seat in range(3):
        counts = dice.slot_counts(s, seat)
        assert sum(counts) == per_seat
        assert sorted(counts) == ([1, 1, 1, 1] if per_seat == 4 else [1, 1, 1, 2])


# ----- D1-D8 ---------------------------------------------------------------------------------
NINE = {"expedition_spaces": {"default": [{"stars": 0, "bonus": 3}], "source": "test"}}
TWINS = [
    ("X1", "asia", ["mammal", "omnivore", "forest", "hot"]),
    ("X2", "asia", ["bird", "carnivore", "prairie", "cold"]),
]


def _nine():
    s = make_state(2, animals=TWINS, board=NINE)
    study(s, 0, "X1", "X2")
    give(s, 0, coins=0, tokens=0, seals=0)
    hold(s, 0, "violet", 6)
    play(s, "expedition asia")
    assert s.pool == 9
    return s


def test_d1_research_costs():
    """L504-L506: with 9, I + III or II + II, never IV (10)."""
    s = _nine()
    assert "research X1 type IV" not in options(s)
    play(s, "research X1 type III", "research X2 type I")
    assert (s.marks[aid(s, "X1")], s.marks[aid(s, "X2")], s.vp[0]) == (0b100, 0b001, 3)
    s = _nine()
    play(s, "research X1 type II", "research X2 type II")
    assert (s.marks[aid(s, "X1")], s.marks[aid(s, "X2")], s.vp[0]) == (0b010, 0b010, 2)
    assert decision(s) == (1, "action")  # 1 point left buys nothing: the action ended


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_d2_publication_thresholds(value):
    """L544, ruling A2: 2+ Type 0, 3+ I, 4+ II, 5+ III, 6+ IV; 1 cannot publish."""
    s = make_state(2, animals=[("E1", "europe", ["bird", "omnivore", "aquatic", "hot"])])
    study(s, 0, "E1")
    give(s, 0, coins=0, seals=0)
    hold(s, 0, "blue", value)
    assert publication.highest_type(s, value) == value - 2
    if value == 1:
        assert "publish E1" not in options(s)
        return
    play(s, "publish E1")
    if value == 2:  # the only choice is made: Type 0 alone
        assert s.vp[0] == 1 and s.seals[0] == 1
        return
    assert options(s) == tuple(
        "publish type 0 only" if t == 0 else f"publish up to type {ROMAN[t]}"
        for t in range(value - 1)
    )


def test_d3_royal_seal_uses():
    """L612: 5 coins; or +5 and a colour: a violet 1 publishes Type IV on a blue Animal."""
    s = make_state(2, animals=[("E1", "europe", ["bird", "omnivore", "aquatic", "hot"])])
    study(s, 0, "E1")
    cubes(s, 0, "E1", 4)
    give(s, 0, seals=2, tokens=0, coins=0)
    hold(s, 0, "violet", 1)
    play(s, "seal: 5 coins")
    assert (s.seals[0], s.coins[0]) == (1, 5)
    play(s, "publish E1")  # the seal recolour is the only way: violet 1 -> blue 6
    assert options(s)[-1] == "publish up to type IV"
    play(s, "publish up to type IV")
    assert s.vp[0] == 8 + 1  # Type IV cube (8, reconstructed M7) and the card


def test_d4_final_base_scoring():
    """L1008-L1010: 3 seals, 7 coins, 2 tokens = 12 + 3 + 2; Vlad +3, Nargiz +2, Pora +6."""
    s = make_state(2)
    give(s, 0, seals=3, coins=7, tokens=2)
    parts = scoring.person(s, 0)
    assert parts["seals"] + parts["coins"] + parts["tokens"] == 17
    for expert, extra in (("Vlad Koulechov", 3), ("Nargiz Tatilian", 2), ("Pora Paniu", 6)):
        t = make_state(2)
        give(t, 0, seals=3, coins=7, tokens=2)
        hire(t, 0, expert)
        assert scoring.person(t, 0)["experts"] == extra


def test_d5_a_fifth_expert_covers_one_that_still_counts():
    s = make_state(2)
    hire(s, 0, "Alonso Rossette", "Audrey Morton", "Cristian Miller", "Salvador Ortíz")
    market(s, experts=["Yaban Peker", "Rogério Luz"])
    hold(s, 0, "red", 3)
    play(s, "university: Yaban Peker")
    assert decision(s) == (0, "place-expert")
    assert options(s) == (
        "cover Alonso Rossette",
        "cover Audrey Morton",
        "cover Cristian Miller",
        "cover Salvador Ortíz",
        "set Yaban Peker face down",
    )
    play(s, "cover Salvador Ortíz")
    assert expert_names(s, s.covered[0]) == ["Salvador Ortíz"]
    assert len(s.experts[0]) == 4
    america = CONTINENTS.index("america")
    assert scoring.continent_counts(s, 0)[america] == 4  # the covered card still counts
    omnivore = s.ctx.cat.categories.index("omnivore")
    assert scoring.category_counts(s, 0)[omnivore] == 0  # a covered end card does not


def test_d6_expert_draft_round_token():
    """L199: a 3-player Expert draft from the first player, then the market refills."""
    s = GAME.setup({"players": 3, "first_player": 2}, 11)
    s.tokens_hidden[0] = "expert-draft"
    while decision(s)[1] == "setup-pick":
        play(s, options(s)[0])
    seats = []
    while decision(s)[1] in ("draft", "place-expert"):
        if decision(s)[1] == "draft":
            seats.append(decision(s)[0])
        play(s, options(s)[0])
    assert seats == [2, 0, 1]
    assert all(len(s.experts[x]) == 1 for x in range(3))
    assert all(e >= 0 for e in s.university) and len(s.university) == 6
    assert decision(s) == (2, "assign")


AUTOMA_D7 = [
    ("F1", "africa", ["mammal", "omnivore", "forest", "hot"]),
    ("F2", "africa", ["bird", "omnivore", "forest", "hot"]),
    ("F3", "africa", ["reptile", "omnivore", "forest", "hot"]),
    ("S1", "asia", ["mammal", "omnivore", "forest", "hot"]),
]


@pytest.mark.parametrize(
    ("card", "total"), [("boudeuse", 43), ("resolution", 42), ("astrolabe", 53)]
)
def test_d7_automa_scoring_cards(card, total):
    """L840-L865: Animals Africa 3, Asia 1; Experts Africa 2, Europe 1, Asia 1; 7 coins,
    2 tokens, 1 seal."""
    s = make_state(2, automas={"1": f"linne/{card}"}, animals=AUTOMA_D7)
    study(s, 1, "F1", "F2", "F3", "S1")
    hire(s, 1, "Safi Limbila", "Rabiah Assaf", "Mathias Hass", "Gao Zhelan")
    give(s, 1, coins=7, tokens=2, seals=1, vp=0)
    assert sum(scoring.automa(s, 1).values()) == total


def test_d8_automa_expedition():
    """L811: Carl with a 4 and 3 tokens: where it has most Animals, the space's stars,
    +12 VP."""
    no_bonus = {"reputation_track": {"length": 16, "bonuses": {}, "source": "test"}}
    s = make_state(2, automas={"1": "linne/boudeuse"}, animals=AUTOMA_D7, board=no_bonus, first=1)
    s.prio[1] = (0, 2, 1, 3, 4)
    study(s, 1, "F1", "F2", "S1")
    give(s, 1, tokens=3, rep=0)
    put_die(s, 1, "x", "blue", 4)
    put_die(s, 0, "x", "red", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    africa = s.ctx.space_start[CONTINENTS.index("africa")]
    assert s.exp[africa] >= 0  # Africa (2 Animals) before Asia (1), whatever the priority
    assert (s.vp[1], s.tokens[1], s.rep[1]) == (12, 0, 3)
    assert decision(s) == (0, "action")


def test_d8_automa_expedition_discards_the_token_its_reputation_brings():
    """L811-L815 in their order: the space's reputation first, then every token is
    discarded and scored. The 3 stars carry Carl from 1 to 4 past the token space 3
    (L453), so that token is among the 4 discarded: 16 VP, none kept (issue 21)."""
    s = make_state(2, automas={"1": "linne/boudeuse"}, animals=AUTOMA_D7, first=1)
    s.prio[1] = (0, 2, 1, 3, 4)
    study(s, 1, "F1", "F2", "S1")
    give(s, 1, tokens=3, rep=1, coins=0, seals=0, vp=0)
    assert s.ctx.cat.track_gain[3][1] == 1  # the shipped track: a token on space 3
    put_die(s, 1, "x", "blue", 4)
    put_die(s, 0, "x", "red", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    assert (s.vp[1], s.tokens[1], s.rep[1]) == (16, 0, 4)
