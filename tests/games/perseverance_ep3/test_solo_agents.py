"""Agents against the Dissidents: their choices never depend on the action deck's hidden
order (a determinized twin gets the same choice), and a searching agent's rollouts are
worth the rulebook's result (outcome_value)."""

from __future__ import annotations

import pytest

from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.core.rng import Rng

from .fixtures import GAME
from .solo_kit import solo_started


@pytest.mark.parametrize("spec", ["greedy", "mcts:20"])
def test_choices_do_not_depend_on_the_decks_order(spec):
    checked = 0
    for seed in range(4):
        s = solo_started(seed, "tamer")
        rng = Rng(seed)
        for _ in range(20 + 9 * seed):
            d = GAME.pending(s)
            GAME.apply(s, rng.below(len(d.options)))
        d = GAME.pending(s)
        if len(d.options) < 2:
            continue
        twin = GAME.determinize(s, 0, Rng(777 + seed))
        assert GAME.view(twin, 0) == GAME.view(s, 0)
        a = make_agent(spec, 9).choose(Observation(GAME, s, 0))
        b = make_agent(spec, 9).choose(Observation(GAME, twin, 0))
        assert a == b
        checked += twin.solo.deck != s.solo.deck
    assert checked >= 2  # the twins really had another deck order


def test_outcome_value_is_the_result_with_a_margin():
    s = solo_started(1, "citizen")
    rng = Rng(3)
    while not GAME.is_over(s):
        d = GAME.pending(s)
        GAME.apply(s, rng.below(len(d.options)))
    you, them = GAME.scores(s)
    v0 = GAME.outcome_value(s, 0)
    assert 0.0 <= v0 <= 1.0
    assert (v0 > 0.5) == (you > them)
    assert GAME.evaluate(s, 0) == you - them


def test_the_solo_mode_is_declared():
    desc = GAME.describe()
    assert any("Dissidents" in m for m in desc["modes"])
    assert "automa:dissidents/citizen" in desc["automas"]
    assert GAME.solo_configs() == {"dissidents": {"players": 2, "dissidents": "citizen"}}
    config = GAME.seat_config({}, ["human", "automa:dissidents/leader"])
    assert GAME.configure(config)["dissidents"] == "leader"
    assert GAME.automa_seats(GAME.configure(config)) == {1: "automa:dissidents/leader"}
    words = set(GAME.action_vocabulary(GAME.configure(config)))
    assert "score goal card 13" in words and "take Narek's innovator die" in words


def test_the_dissidents_may_sit_first_as_a_tournament_rotates_seats():
    config = GAME.configure(GAME.seat_config({}, ["automa:dissidents/ranger", "random"]))
    assert config["dissidents_seat"] == 0
    assert GAME.automa_seats(config) == {0: "automa:dissidents/ranger"}
    s = GAME.setup(config, 9)
    rng = Rng(9)
    while not GAME.is_over(s):
        d = GAME.pending(s)
        assert d.seat == 1  # you, on seat 1
        v = GAME.view(s, 1)
        assert v["decision"]["options"] == list(d.options)
        assert (
            "options" not in GAME.view(s, 0)["decision"]
            or not GAME.view(s, 0)["decision"]["options"]
        )
        GAME.apply(s, rng.below(len(d.options)))
    them, you = GAME.scores(s)
    assert you == s.players[0].followers and them == s.solo.followers
    assert GAME.winners(s) == ([1] if you > them else [0])
    rows = GAME.report(s)["seats"]
    assert rows[1]["total"] == you and rows[0]["total"] == them
