"""One test (or a few) per ruling of RULINGS.md that changes play: A1-A34, the
reconstructions M3-M20 that have behaviour, and the engine readings E1-E13."""

from __future__ import annotations

import pytest

from ludotheque.games.encyclopedia import GAME, scoring
from ludotheque.games.encyclopedia.components import load
from ludotheque.games.encyclopedia.rules import actions, automa, decisions, dice, flow, markets
from ludotheque.games.encyclopedia.state import AREA_LOC, ON_CARD, ROLLED

from .fixtures import (
    CONTINENTS,
    NO_BONUS,
    aid,
    cubes,
    decision,
    eid,
    expert_names,
    give,
    hire,
    hold,
    make_state,
    market,
    names,
    options,
    play,
    publish_done,
    put_die,
    study,
)

BIRDS = [
    ("E1", "europe", ["bird", "omnivore", "aquatic", "hot"]),
    ("E2", "europe", ["bird", "carnivore", "prairie", "cold"]),
    ("F1", "africa", ["bird", "herbivore", "forest", "cold"]),
    ("F2", "africa", ["mammal", "omnivore", "forest", "cold"]),
    ("AM1", "america", ["reptile", "omnivore", "forest", "hot"]),
]


def to_decision(s):
    flow.advance(s)
    return decision(s)


# ----- A1, A5: bands -------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "rep"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_a1_academy_bands(value, rep):
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    market(s, animals=["F1"])
    hold(s, 0, "yellow", value)
    play(s, "academy: F1")
    assert s.rep[0] == rep


def test_a5_academy_any_value_reputation_by_band():
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    market(s, animals=["F1", "F2", "E1"])
    give(s, 0, tokens=0, seals=0)
    hold(s, 0, "yellow", 1)
    academy = [o for o in options(s) if o.startswith("academy")]
    assert academy == ["academy: F1", "academy: F2"]  # colour decides, not value


# ----- A4: starting coins ------------------------------------------------------------------
def test_a4_starting_coins_by_position():
    s = GAME.setup({"players": 4, "first_player": 2}, 5)
    s.tokens_hidden[0] = "none"
    while decision(s)[1] == "setup-pick":
        play(s, options(s)[0])
    assert decision(s) == (2, "assign")
    assert s.coins == [3, 4, 1, 2]  # seat 2 first: 1, seat 3: 2, seat 0: 3, seat 1: 4
    assert s.tokens == [1, 1, 1, 1]


# ----- A6: seals raise an expedition -------------------------------------------------------
def test_a6_seal_and_expert_raise_an_expedition():
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(s, 0, "F1")
    give(s, 0, seals=1, coins=0, tokens=0)
    hold(s, 0, "yellow", 2)
    play(s, "expedition africa")
    assert s.pool == 2  # first space: +0
    play(s, "seal +5")
    assert (s.pool, s.seals[0]) == (7, 0)
    t = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(t, 0, "F1")
    hire(t, 0, "Girgis Al-Ghumari")
    give(t, 0, coins=1)
    hold(t, 0, "yellow", 2)
    play(t, "expedition africa")
    assert t.pool == 4


# ----- A7-A11: the Automa's cards and choices ----------------------------------------------
def test_a7_a8_three_behaviours_three_scorings():
    cat = load()
    assert [b.name for b in cat.behaviours] == [
        "Carl von Linné",
        "Abraham Trembley",
        "Louis Jean-Marie Daubenton",
    ]
    assert [x.name for x in cat.scorings] == ["La Boudeuse", "HMS Resolution", "L'Astrolabe"]
    assert [b.stars for b in cat.behaviours] == [1, 2, 3]


def test_a9_behaviour_rows():
    """Rows from 6 down to 1: Carl's 5 is the University (L788)."""
    linne = load().behaviours[0]
    first = [row[0][1] for row in linne.rows]  # values 1..6
    assert first == ["expedition", "bank", "embassy", "expedition", "university", "academy"]
    assert linne.rows[0][0][2] == 3 and linne.rows[3][0][2] == 4  # VP per token


def test_a10_cards_by_priority_then_reading_order():
    s = make_state(2, automas={"1": "linne/boudeuse"})
    s.prio[1] = (3, 1, 0, 2, 4)  # Europe first, then Africa
    market(s, experts=["Alonso Rossette", "Yaban Peker", "Safi Limbila", "Thao Trí Hùng"])
    assert expert_names(s, [automa.take_expert(s, 1)]) == ["Yaban Peker"]  # Africa, first
    assert expert_names(s, [automa.take_expert(s, 1)]) == ["Safi Limbila"]
    assert expert_names(s, [automa.take_expert(s, 1)]) == ["Alonso Rossette"]  # America


def test_a11_automa_die_choice():
    s = make_state(2, automas={"1": "linne/boudeuse"})
    s.prio[1] = (0, 1, 2, 3, 4)  # red first
    d_yellow = put_die(s, 0, "x", "yellow", 5)
    d_red_vp = put_die(s, 0, "vp", "red", 5)
    assert automa.choose_die(s, 1) == d_red_vp  # the higher-priority colour first
    d_red_coins = put_die(s, 0, "coins", "red", 5)
    assert automa.choose_die(s, 1) == d_red_coins  # then what gives the owner least
    d_own = put_die(s, 1, "vp", "red", 5)
    assert automa.choose_die(s, 1) == d_own  # its own die gives nobody anything
    d_six = put_die(s, 0, "vp", "green", 6)
    assert automa.choose_die(s, 1) == d_six  # but the highest value comes first
    assert d_yellow != d_six


# ----- A12: seal phase order after a Bank steal --------------------------------------------
def test_a12_seal_phase_starts_with_the_new_first_player():
    s = make_state(3, first=0)
    give(s, 0, seals=1)
    give(s, 1, seals=1)
    put_die(s, 2, "x", "red", 3)
    hold(s, 1, "blue", 2, spare=False)
    play(s, "bank")
    play(s, "bank")  # seat 2's last die (taken for it)
    assert decision(s) == (1, "seal-offer")  # seat 1 holds the token now
    play(s, "pass")
    assert decision(s) == (0, "seal-offer")


# ----- A15-A18: publication ----------------------------------------------------------------
def test_a15_publication_coins_can_raise_the_same_die():
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(s, 0, "E1")
    hire(s, 0, "Gao Zhelan")
    give(s, 0, coins=0, seals=0)
    hold(s, 0, "blue", 1)
    assert "publish E1" in options(s)  # 1 + the 3 coins the die will earn
    play(s, "publish E1")  # +3 coins; one is spent at once, the only way to reach 2
    assert s.coins[0] == 2
    play(s, "publish type 0 only")
    assert names(s, s.published[0]) == ["E1"]


def test_a16_reference_without_the_cube():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "E1", "F1")
    cubes(s, 0, "F1", 1)  # a Bird cube on another Animal; none on the reference
    hold(s, 0, "blue", 3)
    play(s, "publish E1", "publish up to type I", "include F1")
    bird = s.ctx.cat.categories.index("bird")
    assert s.pub[bird] == 1
    assert s.vp[0] == 2 + 1  # one Type I cube, one card collected
    assert names(s, s.removed) == ["F1"]


def test_a17_same_continent_animal_left_out():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "E1", "E2")
    cubes(s, 0, "E2", 1, 4)
    hold(s, 0, "blue", 3)
    play(s, "publish E1", "publish up to type I")
    assert options(s) == ("include E2", "leave E2")
    play(s, "leave E2")
    assert names(s, s.study[0]) == ["E2"] and s.marks[aid(s, "E2")] == 0b1001
    assert names(s, s.published[0]) == ["E1"]


def test_a18_only_contributors_can_be_included():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "E1", "F1", "F2", "AM1")
    cubes(s, 0, "F1", 1)  # Bird: matches E1's Type I
    cubes(s, 0, "F2", 1, 2)  # Mammal, Omnivore: matches only E1's Type II
    cubes(s, 0, "AM1", 3)  # Forest: E1 is Aquatic
    hold(s, 0, "blue", 3)
    play(s, "publish E1", "publish up to type I")
    assert options(s) == ("include F1", "leave F1")  # F2's Omnivore is not published at I
    play(s, "include F1")
    assert names(s, s.removed) == ["F1"]
    assert names(s, s.study[0]) == ["F2", "AM1"]
    assert (s.marks[aid(s, "F2")], s.marks[aid(s, "AM1")]) == (0b11, 0b100)


# ----- A19: completion ---------------------------------------------------------------------
def test_a19_each_action_needs_what_completes_it():
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    market(s)  # both markets empty
    study(s, 0, "E1", "F1")
    give(s, 0, tokens=0, seals=0, coins=0)
    hold(s, 0, "blue", 1)
    opts = options(s)
    assert opts[:2] == ("embassy", "bank")
    assert not any(o.startswith(("university", "academy")) for o in opts)
    assert "publish E1" not in opts  # a 1 cannot publish
    assert "expedition africa" not in opts  # blue die, no recolour
    assert "expedition europe" not in opts  # E1 is European, but 1 buys no cube (2)
    give(s, 0, cubes=0)
    hold(s, 0, "blue", 6)
    assert "expedition europe" not in options(s)  # no cube left in reserve (M14)
    give(s, 0, cubes=30)
    s.decision = None
    assert "expedition europe" in options(s)


# ----- A20: final window -------------------------------------------------------------------
@pytest.mark.parametrize("pora", [True, False])
def test_a20_final_seal_window_only_with_pora(pora):
    s = make_state(2)
    s.round = 6
    give(s, 0, seals=2, coins=1)
    if pora:
        hire(s, 0, "Pora Paniu")
    s.phase = "end-round"
    if not pora:
        assert to_decision(s) == (None, "game-over")
        assert s.final["seals"][0] == 8
        return
    assert to_decision(s) == (0, "final-seal")
    assert options(s) == ("seal: 5 coins", "keep seals")
    play(s, "seal: 5 coins", "seal: 5 coins")  # the last seal: the window closes itself
    assert GAME.is_over(s)
    assert (s.seals[0], s.coins[0]) == (0, 11)
    assert s.final["experts"][0] == 10 and s.final["coins"][0] == 5


# ----- A21, E11: empty markets -------------------------------------------------------------
def test_a21_bonus_pick_from_the_deck_top():
    s = make_state(2, animals=BIRDS)
    market(s)
    top = s.animal_deck[-1]
    hold(s, 0, "red", 3)
    s.queue.append(("pick", 0, "animal"))
    flow.advance(s)
    assert s.study[0] == (top,)
    assert all(a < 0 for a in s.academy)  # the market is not refilled
    assert decision(s) == (0, "action")


def test_e11_empty_markets():
    s = make_state(2, animals=BIRDS)
    market(s)
    s.animal_deck = []
    s.queue.append(("pick", 1, "animal"))
    s.phase = "end-turn"
    s.turn_open = False
    flow.advance(s)
    assert s.study[1] == () and not s.queue  # nothing left: the bonus is lost
    t = GAME.setup({"players": 3, "first_player": 0}, 3)
    t.tokens_hidden[0] = "animal-draft"
    while decision(t)[1] == "setup-pick":
        play(t, options(t)[0])
    assert decision(t) == (0, "draft")
    t.academy = [-1] * len(t.academy)
    t.academy[0] = t.animal_deck.pop()
    t.decision = None
    play(t, options(t)[0])  # seat 0 takes the last Animal; 1 and 2 get nothing
    assert len(t.study[1]) == 2 and len(t.study[2]) == 2
    assert decision(t) == (0, "assign")


# ----- A22-A24: setup and dice -------------------------------------------------------------
def test_a22_setup_pick_order():
    s = GAME.setup({"players": 4, "first_player": 1}, 9)
    seen = []
    while decision(s)[1] == "setup-pick":
        seen.append(decision(s)[0])
        play(s, options(s)[0])
    assert seen == [0, 0, 3, 3, 2, 2, 1]  # seat 1's second card is the only one left
    assert all(len(s.study[x]) == 2 for x in range(4))
    assert all(a >= 0 for a in s.academy)  # refilled


def test_a23_doubled_slot_rewards_twice():
    s = make_state(2)
    put_die(s, 1, "coins", "red", 4)
    put_die(s, 1, "coins", "blue", 4)
    put_die(s, 1, "x", "green", 1)
    play(s, "take red 4 from seat 1 (2 coins)", "bank")
    assert s.coins[1] == 2
    s.active = 0
    s.phase = "take"
    s.decision = None
    play(s, "take blue 4 from seat 1 (2 coins)")
    assert s.coins[1] == 4


def test_a24_later_seats_roll_after_earlier_ones_place():
    s = GAME.setup({"players": 3, "first_player": 0}, 2)
    while decision(s)[1] != "assign":
        play(s, options(s)[0])
    assert decision(s)[0] == 0
    rolled = [loc for loc in s.dloc if loc >= ROLLED and loc < ROLLED + 4]
    assert set(rolled) == {ROLLED}  # only seat 0's dice are out of the bag
    cp = GAME.checkpoint(s)
    while decision(s)[0] == 0:
        play(s, options(s)[0])
    assert decision(s) == (1, "assign") and GAME.checkpoint(s) > cp  # a reveal


# ----- A25-A29 -----------------------------------------------------------------------------
def test_a25_aix_galericulata_is_european():
    cat = load()
    a = cat.animal_names.index("Aix galericulata")
    assert cat.continents[cat.animal_continent[a]] == "europe"
    assert [cat.categories[k] for k in cat.animal_cats[a][:3]] == ["bird", "omnivore", "aquatic"]


def test_a26_animals_in_study_do_not_count():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "E1", "E2")
    publish_done(s, 0, "F1")
    counts = scoring.continent_counts(s, 0)
    assert counts[CONTINENTS.index("europe")] == 0
    assert counts[CONTINENTS.index("africa")] == 1


def test_a28_cube_coins_feed_the_same_expedition():
    for alonso, marks in ((True, (1, 1)), (False, (1, 0))):
        s = make_state(2, animals=BIRDS, board=NO_BONUS)
        study(s, 0, "F1", "F2")
        if alonso:
            hire(s, 0, "Alonso Rossette")
        give(s, 0, coins=0, tokens=0, seals=0)
        hold(s, 0, "yellow", 3)
        play(s, "expedition africa", "research F1 type I")
        if alonso:
            play(s, "coin +1", "research F2 type I")
        assert (s.marks[aid(s, "F1")], s.marks[aid(s, "F2")]) == marks


def test_a29_recruited_expert_does_not_trigger_on_itself():
    s = make_state(2, board=NO_BONUS)
    market(s, experts=["Leonardas Vaikutis", "Nargiz Tatilian"])
    hold(s, 0, "red", 2)
    play(s, "university: Leonardas Vaikutis")
    assert s.rep[0] == 0
    hold(s, 0, "red", 2)
    play(s, "university: Nargiz Tatilian")
    assert s.rep[0] == 2


# ----- A30: the seal action ----------------------------------------------------------------
def test_a30_seal_action():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "F1")
    give(s, 0, seals=1)
    give(s, 1, seals=0)
    america = s.ctx.space_start[CONTINENTS.index("america")]
    d_exp = put_die(s, 1, "x", "red", 6)
    s.dloc[d_exp] = AREA_LOC + 4
    s.exp[america] = d_exp
    d_bank = put_die(s, 1, "x", "blue", 2)
    s.dloc[d_bank] = AREA_LOC + 1
    d_card = put_die(s, 1, "x", "green", 3)
    s.dloc[d_card] = ON_CARD
    s.order = [0, 1]
    s.phase = "seal-next"
    assert to_decision(s) == (0, "seal-offer")
    play(s, "seal action")
    assert options(s) == ("retake blue from bank", "retake red from expedition america 1")
    cp = GAME.checkpoint(s)
    play(s, "retake red from expedition america 1")
    assert s.exp[america] == -1 and s.held == d_exp  # the space is free again
    assert GAME.checkpoint(s) > cp and s.seals[0] == 0
    assert decision(s) == (0, "action")
    play(s, "bank")
    assert s.round == 2  # seat 1 had no seal: the round ended


def test_a34_one_score_per_seat():
    s = make_state(3)
    assert len(GAME.view(s, 0)["scores"]) == 3 == len(GAME.scores(s))


# ----- reconstructions ---------------------------------------------------------------------
def test_m5_track_bonuses_and_wrap_around():
    s = make_state(2)
    give(s, 0, rep=14)
    from ludotheque.games.encyclopedia.rules.reputation import gain_rep

    gain_rep(s, 0, 3)  # 15 (seal), 0, 1
    assert (s.rep[0], s.seals[0]) == (1, 1)
    gain_rep(s, 0, 4)  # 2, 3 (token), 4, 5 (3 coins)
    assert (s.tokens[0], s.coins[0]) == (1, 3)
    gain_rep(s, 0, 2)  # 6, 7 (Animal)
    assert s.queue == [("pick", 0, "animal")]


def test_m13_deck_rebuilt_from_discards():
    s = make_state(2)
    s.expert_deck = []
    s.expert_discard = [5, 9]
    cp = GAME.checkpoint(s)
    e = markets.draw_expert(s)
    assert e in (5, 9) and len(s.expert_deck) == 1 and s.expert_discard == []
    assert GAME.checkpoint(s) > cp
    s.removed = (3,)
    s.animal_deck, s.animal_discard = [], []
    assert markets.draw_animal(s) == -1  # removed Animals never come back


def test_m19_waiting_picks_clockwise_from_the_left():
    s = make_state(4, first=0)
    s.active = 2
    s.deferred = [("pick", 1, "expert"), ("pick", 3, "animal"), ("pick", 0, "animal")]
    s.phase = "end-turn"
    flow._end_turn(s)
    assert [item[1] for item in s.queue] == [3, 0, 1]


def test_m20_automa_full_continents_and_seals():
    s = make_state(2, automas={"1": "linne/boudeuse"}, first=1)
    for i in range(len(s.exp)):
        s.exp[i] = 99  # every space taken
    give(s, 1, seals=3, coins=0)
    put_die(s, 1, "x", "red", 4)  # row 4: an expedition, impossible
    put_die(s, 0, "x", "blue", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    assert s.coins[1] == 5  # its Bank row instead
    assert s.first == 1
    s.exp = [-1] * len(s.exp)
    s.order = [1, 0]
    s.phase = "seal-next"
    give(s, 0, seals=0)
    flow.advance(s)
    assert s.seals[1] == 3  # it never takes the seal action


# ----- engine readings ---------------------------------------------------------------------
def test_e1_free_options():
    s = make_state(2, animals=BIRDS)
    hire(s, 0, "Safi Limbila")
    give(s, 0, seals=1, coins=1)
    hold(s, 0, "blue", 3)
    assert options(s)[-2:] == ("use Safi Limbila", "seal: 5 coins")
    play(s, "embassy")
    assert options(s) == ("coin +1", "seal +5", "use Safi Limbila", "seal: 5 coins", "done")
    s.phase = "take"
    s.decision = None
    put_die(s, 0, "vp", "red", 2)
    assert not any(o.startswith(("use", "seal")) for o in options(s))


def test_e2_a_recolour_that_breaks_the_expedition_is_not_offered():
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(s, 0, "F1")
    cubes(s, 0, "F1", 1, 2)  # the cheapest research left costs 7
    give(s, 0, tokens=1, seals=1, coins=0)
    hold(s, 0, "red", 1)
    # A token recolour would leave 1 + 5 (the seal) = 6 < 7: the seal recolours (6), the
    # token adds 2, Type III is bought; every step was forced.
    play(s, "expedition africa")
    assert (s.seals[0], s.tokens[0], s.marks[aid(s, "F1")]) == (0, 0, 0b111)


def test_e4_expert_gained_mid_expedition():
    s = make_state(2, animals=BIRDS)
    study(s, 0, "AM1")
    market(s, experts=["Renell Victorie", "Nargiz Tatilian"])
    give(s, 0, rep=8)
    hold(s, 0, "red", 2)
    play(s, "expedition america")  # 3 stars: 9 (token), 10, 11 (Expert)
    assert decision(s) == (0, "pick-expert")
    play(s, "recruit Renell Victorie")
    assert s.pool == 2  # the America bonus counts from the next expedition on


def test_e5_boosts_stop_when_useless():
    s = make_state(2)
    give(s, 0, coins=5, seals=1)
    hold(s, 0, "red", 5)
    play(s, "embassy")  # already 5: nothing to raise, done at once
    assert s.tokens[0] == 3 and s.coins[0] == 5
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(s, 0, "F1")
    give(s, 0, coins=5)
    hold(s, 0, "yellow", 6)
    play(s, "expedition africa", "research F1 type I", "research F1 type II")
    assert "coin +1" in options(s)  # 0 left, Type III (7) and IV (10) still free
    s = make_state(2, animals=BIRDS, board=NO_BONUS)
    study(s, 0, "F1")
    cubes(s, 0, "F1", 2, 3, 4)
    give(s, 0, coins=5)
    hold(s, 0, "yellow", 6)
    play(s, "expedition africa")  # 6 pays for the only free slot (2): nothing to raise
    assert s.marks[aid(s, "F1")] == 0b1111 and s.coins[0] == 5


def test_e6_no_recolour_at_the_university():
    s = make_state(2)
    market(s, experts=["Egbert Rensing", "Nargiz Tatilian"])
    give(s, 0, tokens=2, seals=1)
    hold(s, 0, "red", 3)
    play(s, "university: Egbert Rensing")
    assert s.tokens[0] == 2 and s.seals[0] == 1  # no colour step, no token gained
    assert expert_names(s, s.experts[0]) == ["Egbert Rensing"]


def test_e9_new_expert_face_down():
    s = make_state(2)
    hire(s, 0, "Alonso Rossette", "Audrey Morton", "Cristian Miller", "Elena Lewis")
    market(s, experts=["Pora Paniu", "Nargiz Tatilian"])
    hold(s, 0, "red", 3)
    play(s, "university: Pora Paniu", "set Pora Paniu face down")
    assert expert_names(s, s.covered[0]) == ["Pora Paniu"] and len(s.experts[0]) == 4
    hold(s, 0, "red", 3)
    market(s, experts=["Safi Limbila", "Nargiz Tatilian"])
    play(s, "university: Safi Limbila")
    assert "set Safi Limbila face down" not in options(s)
    assert options(s)[0] == "use Safi Limbila now"


def test_e15_a_cover_may_not_strand_a_publication():
    """A blue 1 publishing with Mathieu Aubert's +1 reaches 2, the Type 0 threshold; a new
    Expert may not cover him then, unless a coin is left to make up the lost point."""
    s = make_state(2, animals=BIRDS)
    hire(s, 0, "Mathieu Aubert", "Audrey Morton", "Cristian Miller", "Elena Lewis")
    study(s, 0, "E1")
    give(s, 0, coins=0, seals=0, tokens=0)
    hold(s, 0, "blue", 1)
    s.act, s.target, s.phase = actions.ACT_PUBLISH, aid(s, "E1"), "boost"
    assert dice.value(s) == 2
    new = ("place", 0, eid(s, "Pora Paniu"))
    cover = s.ctx.tx.cover
    offered = decisions.place_options(s, new)
    assert cover[eid(s, "Mathieu Aubert")] not in offered
    assert cover[eid(s, "Audrey Morton")] in offered
    give(s, 0, coins=1)
    assert cover[eid(s, "Mathieu Aubert")] in decisions.place_options(s, new)
    give(s, 0, coins=0)
    s.phase = "include"  # the Type is chosen: the die's value no longer matters
    assert cover[eid(s, "Mathieu Aubert")] in decisions.place_options(s, new)


def test_e10_forced_choices_are_made():
    s = make_state(2)
    put_die(s, 1, "vp", "red", 4)
    s.phase = "take"
    s.turn_open = True
    flow.advance(s)  # one die on the boards: it is taken for seat 0
    assert decision(s) == (0, "action") and s.vp[1] == 3


def test_e13_tie_break():
    s = make_state(3, automas={"2": "linne/boudeuse"}, animals=BIRDS)
    s.vp = [50, 50, 50]
    s.phase = "over"
    publish_done(s, 0, "E1", "E2")
    publish_done(s, 1, "F1")
    study(s, 2, "F2", "AM1")  # an Automa's Animals count, published or not
    assert GAME.winners(s) == [0, 2]
    s.vp = [50, 51, 50]
    assert GAME.winners(s) == [1]


@pytest.mark.parametrize(
    ("players", "vp", "published", "winners"),
    [
        (2, [40, 40], [2, 1], [0]),  # exactly two tied: the Animals decide
        (2, [40, 40], [1, 2], [1]),
        (2, [40, 40], [1, 1], [0, 1]),  # still tied: shared
        (2, [41, 40], [0, 3], [0]),  # the points first
        (3, [40, 40, 39], [1, 2, 4], [1]),  # two of three tied
        (3, [40, 40, 40], [1, 3, 2], [1]),
        (4, [40, 40, 40, 40], [2, 0, 2, 1], [0, 2]),
        (4, [40, 38, 40, 40], [0, 4, 0, 0], [0, 2, 3]),
    ],
)
def test_e13_tie_break_by_table_size(players, vp, published, winners):
    s = make_state(players, animals=[(f"A{i}", "europe", BIRDS[0][2]) for i in range(12)])
    s.phase = "over"
    s.vp = list(vp)
    k = 0
    for seat, n in enumerate(published):
        publish_done(s, seat, *(f"A{i}" for i in range(k, k + n)))
        k += n
    assert GAME.winners(s) == winners


def test_seat_helpers():
    s = make_state(2)
    assert eid(s, "Pora Paniu") >= 0
    assert dice.on_boards(s) is False
