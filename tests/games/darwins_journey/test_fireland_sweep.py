"""Seeded random play of Fireland's table at 2-4 players (Time spent and gained, pawns
walked along the tracks, Adventures drawn and resolved at random, Viewpoints reached):
what must always hold (tokens and cards neither made nor lost, markers on the track,
each Viewpoint taken once, the end scoring from the tables), exact replay from the seed,
and the decks' order invisible in what seats see. Cheap: a few hundred steps a game."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.rules.fireland import (
    adventure,
    pawns,
    scoring,
    table,
    time_track,
    viewpoints,
)

FIRE = fireland_data()
MAP = FIRE.map


def _purse(rng):
    return adventure.Purse(rng.below(6), rng.below(6), rng.below(6), rng.below(3), rng.below(6))


def _game(players: int, seed: int) -> tuple[table.FireTable, pawns.Pawns, list]:
    rng = Rng(seed)
    t = table.setup(FIRE, players, rng)
    p = pawns.start(MAP, players)
    trail = []
    initial = len(t.tokens)
    for turn in range(120):
        seat = turn % players
        roll = rng.below(4)
        if roll == 0:
            pos, _ = time_track.spend(FIRE.time, t.time[seat], 1 + rng.below(4))
            t = _set_time(t, seat, pos)
        elif roll == 1:
            t = _set_time(t, seat, time_track.gain(t.time[seat], 1 + rng.below(3)))
        else:
            kind = "ocean" if roll == 2 else "land"
            tracks = pawns.movable(MAP, p, seat, kind)
            if not tracks:
                continue
            i = tracks[rng.below(len(tracks))]  # one pawn for the whole move (L1882)
            for _ in range(1 + rng.below(3)):
                ways = pawns.steps(MAP, p, seat, i)
                if not ways:
                    break
                y, _ = ways[rng.below(len(ways))]
                p, e = pawns.enter(MAP, p, t, seat, i, y)
                if e.adventure:
                    kind_of = MAP.tracks[i].kind
                    t = adventure.draw(t, seat, kind_of, e.adventure)
                    ok = adventure.choices(FIRE, t, _purse(rng))
                    t, _, _ = adventure.choose(FIRE, t, ok[rng.below(len(ok))] if ok else None)
                if e.viewpoint:
                    t, _, _ = viewpoints.reach(FIRE, t, seat, MAP.tracks[i].id, y, _purse(rng))
        trail.append((t, p))
        _check(t, p, players, initial)
    return t, p, trail


def _set_time(t, seat, pos):
    return replace(t, time=table.with_seat(t.time, seat, pos))


def _check(t, p, players, initial):
    assert all(0 <= x <= FIRE.time.last for x in t.time)
    assert len(t.tokens) + sum(sum(h) for h in t.held) == initial  # tokens kept
    for k, kind in enumerate(table.KINDS):
        cards = sorted(t.decks[k] + t.discards[k])
        assert cards == list(range(len(FIRE.adventures[kind])))  # cards kept
    taken = [v for vs in t.views for v in vs]
    assert len(taken) == len(set(taken))  # each Viewpoint once
    assert sorted(taken + [v for _, v in t.slots if v >= 0]) == list(range(6))
    assert t.resolving is None
    for seat in range(players):
        assert pawns.left(MAP, p, seat, "land") >= 0 and pawns.left(MAP, p, seat, "ocean") >= 0
        b = scoring.breakdown(FIRE, t, seat)
        assert b["time"] == (0 if t.time[seat] <= 2 else -t.time[seat])
        assert b["adventures"] == FIRE.score[min(9, sum(t.held[seat]))]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 7])
def test_random_tables_keep_their_invariants_and_replay(players, seed):
    t, p, trail = _game(players, seed)
    assert _game(players, seed)[2] == trail  # the same seed, the same game
    assert any(sum(h) for h in t.held) or any(t.views)  # something happened


def test_what_seats_see_never_shows_the_decks_order():
    t, _, _ = _game(3, 2)
    other = table.redeal(t, Rng(99))
    assert json.dumps(table.public(t)) == json.dumps(table.public(other))
