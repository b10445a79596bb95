"""Quick actions (L361-L399), Objective entries paid with potions, and the configuration."""

from __future__ import annotations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.newton import GAME
from ludotheque.games.newton.rules import rewards

from .fixtures import (
    card,
    make_state,
    master,
    options,
    play,
    push,
    set_desk,
    set_hand,
    tiny_map,
    tiny_tracks,
    with_parts,
)


def test_quick_actions_and_their_costs():
    s = make_state(2)
    s.decks[1] = [card(s, "2-works-b"), card(s, "2-tech-b"), card(s, "2-travel-b")]
    s.coins[0] = 11
    opts = options(s)
    assert {"reveal II", "buy potion", "hire student"} <= set(opts)
    assert "reveal I" not in opts and "boost" not in opts  # empty deck; no card played yet
    play(s, "reveal II")
    assert s.rows[1] == [card(s, "2-travel-b"), card(s, "2-tech-b")] and s.coins[0] == 10
    play(s, "reveal II")
    assert len(s.rows[1]) == 3 and s.decks[1] == []  # earlier cards stay; no row limit
    play(s, "buy potion", "hire student")
    assert (s.coins[0], s.potions[0]) == (11 - 1 - 1 - 3 - 5, 1)
    assert s.students[0:4].count(s.ctx.comp.tracks.tech_start) == 2


def test_hire_needs_a_student_in_reserve():
    s = make_state(2)
    s.coins[0] = 9
    s.students[0:4] = [0, 0, 0, 0]
    assert "hire student" not in options(s)


def test_reveal_is_a_checkpoint():
    s = make_state(2)
    s.decks[0] = [card(s, "1-works-b")]
    cp = GAME.checkpoint(s)
    play(s, "reveal I")
    assert GAME.checkpoint(s) == cp + 1


def test_tech_objective_entry_paying_potions():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["O"], None), ("O", "objective", [], None)],
        tech_req=["blue", "blue", "green", "green"],
    )
    s = make_state(2, with_parts(tracks=tracks))
    set_desk(s, 0, ["s-tech", "s-travel"])  # blue, green: 2 missing
    s.potions[0] = 2
    push(s, ("tech", 1, 0, 0, -1, 0))
    assert options(s) == ("to O paying 2 potions", "done")
    play(s, "to O paying 2 potions")
    assert s.potions[0] == 0 and s.students[0] == 1


def test_travel_objective_entry_with_its_volumes():
    europe = tiny_map([("B", "start"), ("O", "objective")], [("B", "O", 0)])
    s = make_state(2, with_parts(europe=europe))
    s.masters[0] = (master(s, "brahe"), master(s, "fahrenheit"))  # blue, blue, any
    set_desk(s, 0, ["s-works"])  # orange; Objective: blue, blue, green, orange
    push(s, ("travel", 1, 0, 0))
    assert options(s)[0] == "to O"
    play(s, "to O")
    assert s.visited[0] >> s.ctx.comp.europe.place("O") & 1


def test_full_income_slots_replace_an_income_tile():
    s = make_state(2)
    s.income[0] = (0, 0, 0, 0, 1)
    s.supply_income = [0, 3, 4]
    rewards.income_tile(s, 0, 2)
    s.decision = None
    play(s, "replace vp")
    assert s.income[0] == (0, 0, 0, 1, 2) and s.supply_income == [1, 3, 3]


def test_a_hand_card_plays_to_the_leftmost_free_slot():
    s = make_state(2)
    set_desk(s, 0, ["s-works", "s-tech"])
    set_hand(s, 0, ["s-travel"])
    play(s, "play s-travel")
    assert s.desks[0][2] == card(s, "s-travel", 0)


@pytest.mark.parametrize(
    "config",
    [
        {"players": 0},
        {"players": 5},
        {"players": "2"},
        {"modules": ["expansion"]},
        {"first_game": "yes"},
        {"invention_actions": "both"},
        {"first_player": 4, "players": 4},
        {"colour": "red"},
    ],
)
def test_bad_configurations_are_refused(config):
    with pytest.raises(ConfigError):
        GAME.configure(config)


def test_module_names_and_aliases():
    c = GAME.configure({"players": 2, "modules": "gd,cm"})
    assert c["modules"] == ["ex-cathedra", "great-discoveries"]
    assert GAME.configure({"modules": "all"})["modules"] == ["ex-cathedra", "great-discoveries"]
    assert GAME.configure({"modules": ["cours-magistraux"]})["modules"] == ["ex-cathedra"]


def test_copies_and_snapshots_are_independent():
    s = GAME.setup({"players": 3, "modules": "all"}, 5)
    c = GAME.copy(s)
    assert GAME.fingerprint(c) == GAME.fingerprint(s)
    snap = GAME.snapshot(s)
    snap["hands"][0].append(999)
    snap["coins"][0] = -5
    assert GAME.snapshot(s) != snap
    GAME.apply(c, 0)
    assert GAME.fingerprint(c) != GAME.fingerprint(s)
