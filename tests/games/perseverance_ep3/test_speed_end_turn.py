"""The end of a turn's cheaper readings (session 26, pe38) against the straightforward ones
kept here: the zones that trigger an assembly (one count per zone, the second only for a
zone with enough dice), the ranks (loops instead of a set and two comprehensions), the
officer's ranks read from the influence row itself, and a town zone's leader places
written once. Seeded random games at 2, 3 and 4 players and solo against the Dissidents
at each level, played once with the game's functions and once with the references below
in their place, give the same seats, kinds and options at every decision and the same
fingerprint every few decisions and at the end; at every decision each function answers
as its reference does."""

from __future__ import annotations

import pytest

from ludotheque.games.perseverance_ep3.rules import assemblies, turn, units
from ludotheque.games.perseverance_ep3.state import BLOCKED, EMPTY

from . import test_speed_decisions as played
from .fixtures import GAME
from .test_speed_decisions import CONFIGS


# ----- the straightforward readings ---------------------------------------------------------
def town_triggered_ref(s):
    """A zone holding as many dice as there are players (L1253-L1257)."""
    n = s.ctx.players
    return [
        z
        for z, row in enumerate(s.zone_dice)
        if len(row) - row.count(EMPTY) - row.count(BLOCKED) == n
    ]


def dense_ranks_ref(values):
    levels = sorted({v for v in values if v > 0}, reverse=True)
    return [levels.index(v) if v > 0 else -1 for v in values]


def score_officer_ref(s, o):
    if s.solo is not None:
        return assemblies.SOLO["officer"](s, o)
    ranks = dense_ranks_ref([s.influence[o][w] for w in assemblies.everyone(s)])
    cond = s.ctx.comp.players.officers[o].scoring
    gains = []
    for seat in range(len(s.players)):
        r = ranks[seat]
        full = assemblies.points(s, seat, cond) if r in (0, 1) else 0
        g = full if r == 0 else full // 2 if r == 1 else 0
        units.add_followers(s, seat, g)
        gains.append(g)
    return gains


HELD: list = []  # the assemblies held by each position checked


def _check_functions(s) -> None:
    HELD.append(s.assemblies)
    assert turn.town_triggered(s) == town_triggered_ref(s)
    for zone in range(len(s.zone_dice)):
        presence = [assemblies.counts.presence(s, w, zone) for w in assemblies.everyone(s)]
        assert assemblies.dense_ranks(presence) == dense_ranks_ref(presence)
    for row in s.influence:
        assert len(row) == len(assemblies.everyone(s))
        assert assemblies.dense_ranks(row) == dense_ranks_ref(row)


def test_the_ranks_of_the_rulebook_example():
    """L1243-L1247: 3, 3, 1 -> 1st, 1st, 2nd; no presence ranks nowhere."""
    assert assemblies.dense_ranks([3, 3, 1]) == [0, 0, 1]
    assert assemblies.dense_ranks([0, 2, 5, 2]) == [-1, 1, 0, 1]
    assert assemblies.dense_ranks([0, 0]) == [-1, -1]


def test_the_leader_places_of_each_zone():
    assert assemblies._HERE == tuple((f"zone:{z}", f"ts:{z}") for z in range(4))
    assert len(GAME.setup({"players": 2}, 0).zone_dice) == len(assemblies._HERE)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_games_match_the_straightforward_end_of_turn(config, monkeypatch):
    """test_speed_decisions.py's seeded games, checked at every decision here."""
    seeds = (0, 1)
    HELD.clear()
    monkeypatch.setattr(played, "_check_functions", _check_functions)
    ours = [played._trace(config, seed, True) for seed in seeds]
    assert max(HELD) > 0  # assemblies were held
    monkeypatch.setattr(turn, "town_triggered", town_triggered_ref)
    monkeypatch.setattr(assemblies, "dense_ranks", dense_ranks_ref)
    monkeypatch.setattr(assemblies, "score_officer", score_officer_ref)
    for seed, got in zip(seeds, ours, strict=True):
        assert got == played._trace(config, seed, False), seed
