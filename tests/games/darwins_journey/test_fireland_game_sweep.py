"""Seeded random Fireland games through the game's turn (brief fl34 step 7), at 2-4 players
without and with the modules: every game ends; after every move the Adventure tokens and
cards are neither made nor lost, Time markers stay on the track, pawns stay within each
seat's 3 ships and 4 explorers, the base Ocean mirrors each fleet (FL-R12); a replay from
the seed gives the same fingerprints; and no seat's view changes when the Adventure decks
are put in another order. Cheap: one game per line, some 250 moves each."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules.fireland.fleet import fleet_steps

from .fixtures import assert_adventures_kept

FIRE = fireland_data()
MAP = FIRE.map
ALL = ["great_ship", "pirates", "animal_companion"]


def fire_game(players, seed, modules):
    config = GAME.configure({"players": players, "modules": modules})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


def _check(s, tokens0):
    f = s.fire
    n = s.ctx.players
    assert_adventures_kept(s, tokens0)
    assert all(0 <= x <= FIRE.time.last for x in f.time)
    taken = [t for _, t in f.slots if t < 0]
    assert sum(len(v) for v in f.views) == len(taken)
    ocean = s.ctx.comp.geo.ocean
    for p in range(n):
        row = s.pawns.at[p]
        land = sum(1 for i, t in enumerate(MAP.tracks) if t.kind == LAND and row[i] >= 0)
        assert land <= MAP.explorers and sum(1 for x in row if x >= 0) - land <= MAP.ships
        assert ocean.step[s.ship[p]] == min(fleet_steps(s, p), ocean.step[-1])


def _play(players, seed, modules, check=True):
    s = fire_game(players, seed, modules)
    tokens0 = len(s.fire.tokens)
    rng = Rng(seed * 31 + players)
    prints = []
    for _ in range(3000):
        if GAME.is_over(s):
            break
        d = GAME.pending(s)
        GAME.apply(s, d.options[rng.below(len(d.options))])
        if check:
            _check(s, tokens0)
        prints.append(GAME.fingerprint(s))
    return s, prints


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("modules", [[], ALL], ids=["base", "modules"])
def test_random_fireland_games_end_and_keep_their_pieces(players, modules):
    s, _ = _play(players, 11 + players, modules)
    assert GAME.is_over(s)
    final = s.final["seats"]
    for p in range(players):
        lines = final[p]["fireland"]
        assert lines["time"] == (0 if s.fire.time[p] <= FIRE.time.free else -s.fire.time[p])
        assert lines["adventures"] == FIRE.score[min(sum(s.fire.held[p]), len(FIRE.score) - 1)]


def test_a_fireland_game_replays_exactly_from_its_seed():
    _, a = _play(3, 5, ALL, check=False)
    _, b = _play(3, 5, ALL, check=False)
    assert a == b


def test_no_seat_sees_the_adventure_decks_order_during_a_game():
    s = fire_game(3, 8, [])
    rng = Rng(1)
    for step in range(400):
        if GAME.is_over(s):
            break
        if step % 40 == 0:
            t = GAME.copy(s)
            t.fire = replace(s.fire, decks=tuple(d[::-1] for d in s.fire.decks))
            t.decision = None
            for seat in range(3):
                assert json.dumps(GAME.view(t, seat), sort_keys=True) == json.dumps(
                    GAME.view(s, seat), sort_keys=True
                )
        d = GAME.pending(s)
        GAME.apply(s, d.options[rng.below(len(d.options))])
