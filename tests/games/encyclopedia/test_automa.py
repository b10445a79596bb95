"""The Automa as a seat: configuration, seat specs, its setup, round and bonus behaviour,
its turns at a multiplayer table and with other Automas (L742-L881)."""

from __future__ import annotations

import pytest

from ludotheque.core import ConfigError, Match, Rng
from ludotheque.games.encyclopedia import GAME, scoring
from ludotheque.games.encyclopedia.rules import automa, flow

from .fixtures import (
    CONTINENTS,
    decision,
    give,
    hire,
    make_state,
    market,
    options,
    play,
    put_die,
    study,
)


# ----- configuration ---------------------------------------------------------------------
def test_seat_specs_become_automas():
    config = GAME.seat_config({}, ["human", "automa", "random", "automa:daubenton/astrolabe"])
    assert GAME.configure(config)["automas"] == {
        "1": "linne/boudeuse",
        "3": "daubenton/astrolabe",
    }
    assert config["players"] == 4
    stars = GAME.configure(GAME.seat_config({}, ["human", "automa:2/3"]))
    assert stars["automas"] == {"1": "trembley/astrolabe"}


@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"players": 2, "automas": {"1": "nobody/boudeuse"}}, ["linne", "trembley"]),
        ({"players": 2, "automas": {"1": "linne"}}, ["behaviour/scoring"]),
        ({"players": 2, "automas": {"0": "linne/boudeuse", "1": "linne/boudeuse"}}, ["person"]),
        ({"players": 2, "automas": {"2": "linne/boudeuse"}}, ["seat"]),
        ({"players": 5}, ["2 to 4"]),
        ({"players": 2, "colour": "red"}, ["unknown"]),
    ],
)
def test_bad_configurations_are_refused_with_the_allowed_values(config, words):
    with pytest.raises(ConfigError) as e:
        GAME.configure(config)
    for w in words:
        assert w in str(e.value)


def test_automas_as_a_list_per_seat():
    c = GAME.configure({"players": 3, "automas": [None, "linne/boudeuse", None]})
    assert c["automas"] == {"1": "linne/boudeuse"}


# ----- play ------------------------------------------------------------------------------
def test_solo_setup_and_first_decisions():
    """L750-L760: a 2-seat table (6 Animals), priorities, the Automa's two Animals."""
    s = GAME.setup({"players": 2, "automas": {"1": "linne/boudeuse"}, "first_player": 0}, 4)
    assert len(s.academy) == 6
    assert sorted(s.prio[1]) == [0, 1, 2, 3, 4] and s.prio[0] == ()
    # The Automa (last seat) picked first, by its priorities.
    assert len(s.study[1]) == 2 and decision(s) == (0, "setup-pick")
    cont = s.ctx.cat.animal_continent
    picked = [cont[a] for a in s.study[1]]
    available = picked + [cont[a] for a in s.academy if a >= 0]
    assert picked[0] == min(available, key=s.prio[1].index)  # its first priority there


def test_automa_drafts_and_round_gains():
    """L772: the Automa gets the round token's effect; in a draft it picks by priority."""
    config = {"players": 2, "automas": {"0": "linne/boudeuse"}, "first_player": 0}
    s = GAME.setup(config, 8)
    s.tokens_hidden[0] = "expert-draft"
    while decision(s)[1] == "setup-pick":
        play(s, options(s)[0])
    assert len(s.experts[0]) == 1  # the Automa drafted first, without a decision
    assert decision(s) == (1, "draft")
    s = GAME.setup(config, 8)
    s.tokens_hidden[0] = "coins"
    while decision(s)[1] == "setup-pick":
        play(s, options(s)[0])
    assert s.coins == [1 + 3, 2 + 3]  # starting coins by position, then the round token


def test_automa_bonus_pick_waits_for_the_turn_to_end():
    """L774-L778: a person takes the Automa's reputation die; its Animal pick comes when
    that turn ends, by priority."""
    s = make_state(2, automas={"1": "linne/boudeuse"})
    s.prio[1] = (0, 1, 2, 3, 4)
    market(s, animals=["Chacma baboon", "Jaguar"])
    give(s, 1, rep=5)
    put_die(s, 1, "rep", "red", 4)
    put_die(s, 1, "x", "blue", 2)
    put_die(s, 0, "x", "green", 1)
    play(s, "take red 4 from seat 1 (2 rep)")
    assert s.deferred == [("pick", 1, "animal")] and s.study[1] == ()
    play(s, "bank")
    # The Automa picked (America first) and played its turn (the blue 2: its Bank row).
    names = [s.ctx.cat.animal_names[a] for a in s.study[1]]
    assert names == ["Jaguar"]
    assert s.coins[1] == 5 and decision(s) == (0, "action")


def test_automa_never_spends_and_ignores_colours():
    s = make_state(2, automas={"1": "trembley/boudeuse"}, first=1)
    s.prio[1] = (2, 0, 1, 3, 4)
    market(s, animals=["Chacma baboon", "Yellow-throated marten"])
    give(s, 1, tokens=2, coins=4, seals=1)
    put_die(s, 1, "x", "red", 5)  # row 5: Academy, an Animal, +3 reputation
    put_die(s, 0, "x", "blue", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    assert [s.ctx.cat.animal_names[a] for a in s.study[1]] == [
        "Yellow-throated marten"
    ]  # Asia first
    assert (s.tokens[1], s.coins[1], s.seals[1], s.rep[1]) == (3, 4, 1, 3)  # 3: a token


@pytest.mark.parametrize("automas", [{"1": "linne/boudeuse", "2": "daubenton/astrolabe"}])
def test_several_automas_with_their_own_priorities(automas):
    s = GAME.setup({"players": 3, "automas": automas}, 21)
    assert s.prio[1] != () and s.prio[2] != () and s.prio[0] == ()
    rng = Rng(3)
    while not GAME.is_over(s):
        d = GAME.pending(s)
        assert d.seat == 0
        GAME.apply(s, rng.below(len(d.options)))
    assert s.final["categories"][1] == s.final["categories"][2] == 0
    assert all(len(s.study[x]) > 0 for x in (1, 2))


def test_an_automa_at_a_multiplayer_table_plays_through_match():
    match = Match(GAME, {"players": 4, "automas": {"2": "trembley/resolution"}}, 12)
    rng = Rng(12)
    seats = set()
    while not match.is_over():
        d = match.decision
        seats.add(d.seat)
        match.play(rng.below(len(d.options)))
    assert seats == {0, 1, 3}
    assert match.record().result["over"] is True


# ----- readings of the Automa's turn (RULINGS.md E16-E19) ----------------------------------
def test_e17_automa_takes_from_its_own_board_and_the_peoples():
    """L784: "sur son plateau ou le plateau du joueur": another Automa's board only when
    no die is left on those."""
    s = make_state(3, automas={"1": "linne/boudeuse", "2": "trembley/boudeuse"})
    other = put_die(s, 2, "x", "red", 6)
    person = put_die(s, 0, "vp", "blue", 2)
    own = put_die(s, 1, "x", "green", 1)
    assert automa.choose_die(s, 1) == person  # the person's 2, not the other Automa's 6
    s.dloc[person] = -1
    assert automa.choose_die(s, 1) == own
    s.dloc[own] = -1
    assert automa.choose_die(s, 1) == other  # nothing else left: it still takes a die
    assert automa.choose_die(s, 2) == other  # its own 6 for the other Automa


def test_e18_equal_dice_on_two_opponents_boards_go_by_seat_order():
    """Same value, colour and slot on two people's boards: the owner nearest after the
    Automa clockwise (not the die's number)."""
    s = make_state(4, automas={"1": "linne/boudeuse"})
    far = put_die(s, 0, "coins", "red", 5)  # seat 0 is three places after seat 1
    near = put_die(s, 3, "coins", "red", 5)  # seat 3 two places
    assert far < near  # the die numbers would pick seat 0's
    assert automa.choose_die(s, 1) == near
    nearest = put_die(s, 2, "coins", "red", 5)
    assert automa.choose_die(s, 1) == nearest
    cheaper = put_die(s, 0, "x", "red", 5)  # what gives the owner least comes first (A11)
    assert automa.choose_die(s, 1) == cheaper


@pytest.mark.parametrize(
    ("prio", "continent"),
    [((2, 1, 0, 3, 4), "asia"), ((1, 2, 0, 3, 4), "africa"), ((4, 0, 1, 2, 3), "america")],
)
def test_e16_expedition_continent_ties_by_priority(prio, continent):
    """L811: the continent with most Animals; equal counts by its priorities (A10); a
    continent with more Animals beats any priority."""
    s = make_state(2, automas={"1": "linne/boudeuse"})
    s.prio[1] = prio
    cat = s.ctx.cat
    by = {
        c: [a for a in range(len(cat.animal_ids)) if cat.animal_continent[a] == c]
        for c in (0, 1, 2)
    }
    study(s, 1, cat.animal_names[by[1][0]], cat.animal_names[by[2][0]])  # Africa 1, Asia 1
    if continent == "america":
        study(s, 1, *(cat.animal_names[a] for a in by[0][:2]))  # America 2
    assert automa._expedition_continent(s, 1) == CONTINENTS.index(continent)


def test_e19_automa_score_is_its_play_points_plus_its_scoring_card():
    """L794, L802: the VP of its Expeditions (in play) stay; the Scoring card adds to them."""
    s = make_state(2, automas={"1": "linne/boudeuse"})
    cat = s.ctx.cat
    africa = [a for a in range(len(cat.animal_ids)) if cat.animal_continent[a] == 1]
    study(s, 1, *(cat.animal_names[a] for a in africa[:2]))
    hire(s, 1, "Safi Limbila")  # an African Expert: Africa (2 + 1) x 2 = 6; group 4 x 1
    give(s, 1, vp=17, coins=5, tokens=1, seals=1)
    s.phase = "over"
    scoring.final(s)
    parts = {p: s.final[p][1] for p in scoring.PARTS}
    assert parts["play"] == 17
    assert parts == {
        "play": 17,
        "categories": 0,
        "continents": 6,
        "experts": 4,
        "seals": 4,
        "coins": 2,
        "tokens": 3,
    }
    assert s.vp[1] == 17 + 6 + 4 + 4 + 2 + 3


# ----- big swings that are the rules as written (issue: "-14 reputation", ~300 VP) --------
def test_a_die_taken_from_the_automas_reputation_slot_moves_its_token_round_the_track():
    """L236-L250: the owner of a die taken from its 2 reputation slot gains 2 reputation;
    L777: the Automa's token moves as a player's; L449: after the last space the next
    point goes back to the start; L445: bonuses of the spaces passed are paid. From space
    14 of the 16-space track (M5): space 15 pays a Royal Seal, then space 0. Nothing is
    lost: the token's position drops by 14 only because it went round."""
    s = make_state(2, automas={"1": "linne/boudeuse"})
    give(s, 1, rep=14)
    put_die(s, 1, "rep", "yellow", 4)
    assert options(s) == ("take yellow 4 from seat 1 (2 rep)",)
    play(s, "take yellow 4 from seat 1 (2 rep)")
    assert s.rep == [0, 0]
    assert s.seals == [0, 1]
    assert (s.coins, s.tokens, s.vp) == ([0, 0], [0, 0], [0, 0])


def test_an_automa_with_one_big_continent_scores_hundreds_as_its_card_says():
    """L840 (every Scoring card): per continent, cards of that continent (Animals and
    Experts) x its Animals; L862 (L'Astrolabe): largest Expert group 5 VP each. The
    Automa takes cards by its priorities (L778), so one continent grows: 11 Asian Animals
    and 3 Asian Experts give (11 + 3) x 11 = 154 for Asia alone, as in the seeded game
    (linne/astrolabe, 4 players, seed 2) where the Automa ended with 384."""
    s = make_state(2, automas={"1": "linne/astrolabe"})
    cat = s.ctx.cat
    asia = CONTINENTS.index("asia")
    animals = [a for a in range(len(cat.animal_ids)) if cat.animal_continent[a] == asia]
    experts = [e for e in range(len(cat.expert_names)) if cat.expert_continent[e] == asia]
    study(s, 1, *(cat.animal_names[a] for a in animals[:11]))
    hire(s, 1, *(cat.expert_names[e] for e in experts[:3]))
    s.phase = "over"
    scoring.final(s)
    parts = {p: s.final[p][1] for p in scoring.PARTS}
    assert parts["continents"] == 154
    assert parts["experts"] == 15
    assert s.vp[1] == 154 + 15
