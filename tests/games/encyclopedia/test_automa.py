"""The Automa as a seat: configuration, seat specs, its setup, round and bonus behaviour,
its turns at a multiplayer table and with other Automas (L742-L881)."""

from __future__ import annotations

import pytest

from ludotheque.core import ConfigError, Match, Rng
from ludotheque.games.encyclopedia import GAME, flow

from .fixtures import decision, give, make_state, market, options, play, put_die


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
    market(s, animals=["AF-02", "AM-03"])
    give(s, 1, rep=5)
    put_die(s, 1, "rep", "red", 4)
    put_die(s, 1, "x", "blue", 2)
    put_die(s, 0, "x", "green", 1)
    play(s, "take red 4 from seat 1 (2 rep)")
    assert s.deferred == [("pick", 1, "animal")] and s.study[1] == ()
    play(s, "bank")
    # The Automa picked (America first) and played its turn (the blue 2: its Bank row).
    names = [s.ctx.cat.animal_names[a] for a in s.study[1]]
    assert names == ["AM-03"]
    assert s.coins[1] == 5 and decision(s) == (0, "action")


def test_automa_never_spends_and_ignores_colours():
    s = make_state(2, automas={"1": "trembley/boudeuse"}, first=1)
    s.prio[1] = (2, 0, 1, 3, 4)
    market(s, animals=["AF-02", "AS-03"])
    give(s, 1, tokens=2, coins=4, seals=1)
    put_die(s, 1, "x", "red", 5)  # row 5: Academy, an Animal, +3 reputation
    put_die(s, 0, "x", "blue", 1)
    s.active = 1
    s.phase = "turn-start"
    flow.advance(s)
    assert [s.ctx.cat.animal_names[a] for a in s.study[1]] == ["AS-03"]  # Asia first
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
