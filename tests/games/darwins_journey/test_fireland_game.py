"""Fireland in the game's state (brief fl34 step 1): with `fireland` on, the state holds the
Fireland table and every seat's pawns on its tracks; copy shares them, the view shows them
less the Adventure decks' order, the snapshot (and so the fingerprint) holds everything,
and determinize re-deals the decks. Without it the state carries None and views say
nothing of Fireland. These tests set the game up from a configured dict with `fireland`
turned on."""

from __future__ import annotations

import json
import pickle
from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.game import GAME

FIRE = fireland_data()


def fire_game(players: int, seed: int, **extra):
    """A game set up with Fireland on."""
    config = GAME.configure({"players": players, **extra})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_state_holds_the_table_and_every_seats_pawns(players):
    s = fire_game(players, 5)
    assert len(s.fire.time) == players and set(s.fire.time) == {0}
    assert len(s.fire.drawn) == len(FIRE.time.rows)
    assert len(s.pawns.at) == players
    first = {FIRE.map.tracks.index(FIRE.map.ocean[0]), FIRE.map.tracks.index(FIRE.map.land[0])}
    for row in s.pawns.at:
        assert {i for i, x in enumerate(row) if x >= 0} == first  # a ship and an explorer
        assert all(row[i] == 0 for i in first)


def test_without_fireland_nothing_of_it_is_held_or_shown():
    s = GAME.setup({"players": 3}, 5)
    assert s.fire is None and s.pawns is None
    assert "fireland" not in GAME.view(s, 0) and "fireland" not in GAME.snapshot(s)


def test_the_base_setup_draws_the_same_before_fireland():
    """Fireland's setup adds to the base one: its Time seals join the seal pile (L1854),
    the specimens lie on the Fireland side's flags (ruling FL-R1), the base map is empty."""
    from collections import Counter

    from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL

    a = GAME.setup({"players": 3}, 9)
    b = fire_game(3, 9)
    seals_a = (
        Counter(a.pile) + Counter(a.academy) + Counter(c for r in a.rows for w in r for c in w)
    )
    seals_b = (
        Counter(b.pile) + Counter(b.academy) + Counter(c for r in b.rows for w in r for c in w)
    )
    assert seals_b - seals_a == Counter({TIME_SEAL: len(FIRE.time_seals)})
    assert all(x < 0 for f in b.flags for x in f)
    on = sorted(x for f in b.fire.flags for x in f if x >= 0)
    assert len(on) == sum(1 for f in a.flags for x in f if x >= 0)
    assert sorted(on + [c for c, m in enumerate(b.museum) if m]) == list(range(len(b.museum)))
    assert b.explorers == [(-1, -1, -1)] * 3


def test_a_copy_shares_the_table_and_a_change_does_not_reach_the_original():
    s = fire_game(3, 1)
    c = GAME.copy(s)
    assert c.fire is s.fire and c.pawns is s.pawns
    before = GAME.fingerprint(s)
    c.fire = replace(c.fire, time=(2, 0, 0))
    assert s.fire.time == (0, 0, 0)
    assert GAME.fingerprint(s) == before != GAME.fingerprint(c)


def test_the_view_hides_the_decks_order_and_the_snapshot_keeps_it():
    s = fire_game(3, 2)
    shown = GAME.view(s, 1)["fireland"]
    assert shown["deck_sizes"] == [len(d) for d in s.fire.decks]
    assert "decks" not in shown
    full = GAME.snapshot(s)["fireland"]
    assert full["decks"] == [list(d) for d in s.fire.decks]
    ocean = FIRE.map.ocean[0].id
    assert shown["pawns"][ocean] == [0, 0, 0]
    # Another deck order, same table otherwise: the same view for every seat, another print.
    t = GAME.copy(s)
    t.fire = replace(s.fire, decks=(s.fire.decks[0][::-1], s.fire.decks[1]))
    for seat in range(3):
        assert json.dumps(GAME.view(t, seat)) == json.dumps(GAME.view(s, seat))
    assert GAME.fingerprint(t) != GAME.fingerprint(s)


def test_determinize_redeals_the_decks_and_keeps_the_rest():
    s = fire_game(4, 3)
    orders = set()
    for k in range(6):
        d = GAME.determinize(s, 0, Rng(k))
        assert [sorted(x) for x in d.fire.decks] == [sorted(x) for x in s.fire.decks]
        assert replace(d.fire, decks=s.fire.decks) == s.fire and d.pawns == s.pawns
        orders.add(d.fire.decks)
    assert len(orders) > 1  # the order is drawn, not kept


def test_a_fireland_state_pickles_and_replays_exactly():
    a, b = fire_game(2, 7), fire_game(2, 7)
    assert GAME.fingerprint(a) == GAME.fingerprint(b)
    c = pickle.loads(pickle.dumps(a))
    assert GAME.fingerprint(c) == GAME.fingerprint(a) and c.fire == a.fire
