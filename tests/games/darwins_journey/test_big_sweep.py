"""The wide random sweep (issue 13): 2,000 seeded random games over 1 to 4 players (solo
against Alfred at every level), each to the end of round 5, checking after every decision
that no coins or TK go negative, that seals, stamps, lenses, tents, explorers and workers
are conserved, and at spaced points that views leak nothing (a view of the position with
everything hidden from that seat re-dealt is the same view) and that illegal options are
refused with the state unchanged. Every game is replayed from its record to the same
fingerprint.

Sized by measurement: about 25 ms a game, so the sweep is about 50 s on one core and is
split into shards that `pytest -n 2` spreads over both.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.state import FIFTH, explorers_left

from .test_sweep import _choose

GAMES = 2000
SHARDS = 20  # per player count
COUNTS = (1, 2, 3, 4)
PER_SHARD = GAMES // (len(COUNTS) * SHARDS)  # 25
LEVELS = ("white", "blue", "yellow", "green")
PROBE_EVERY = 97  # decisions between leak and illegal-option probes


def config_for(players: int, seed: int) -> dict:
    if players == 1:
        seat = seed % 2
        return {"players": 2, "automas": {str(seat): f"alfred/{LEVELS[seed % 4]}"}}
    return {"players": players, "first_game": seed % 3 == 0}


def standard_seals(s) -> int:
    """Standard seals still in play: the face-down pile, the Academy and those added to the
    seal rows after setup (the baseline is taken at the first Action decision)."""
    return len(s.pile) + sum(1 for c in s.academy if c >= 0)


def added_seals(s, base) -> Counter:
    out = Counter()
    for p in range(s.ctx.players):
        for w, row in enumerate(s.rows[p]):
            for c in row[len(base[p][w]) :]:
                out["special" if c == SPECIAL else "standard"] += 1
    return out


def pieces(s) -> None:
    n = s.ctx.players
    assert all(c >= 0 for c in s.coins), s.coins
    assert all(t >= 0 for t in s.tk) and all(v >= 0 for v in s.vp)
    placed = Counter(seat for spot in s.at for seat, _w in spot)
    for p in range(n):
        assert s.lenses[p] + sum(1 for o in s.lens if o == p) == 6
        assert sum(s.stacks[p]) + s.cup[p] + sum(s.stamps_on[e * n + p] for e in range(3)) == 12
        assert 0 <= len(s.tents[p]) <= 5
        assert 0 <= explorers_left(s, p) <= 3
        own = 4 + (1 if s.fifth[p] else 0)
        if s.phase == "action" and p != s.ctx.alfred:
            assert bin(s.free[p]).count("1") + placed[p] == own, (p, s.free[p], placed[p])
            assert not (s.free[p] >> FIFTH & 1) or s.fifth[p]
        assert len(s.reserve[p]) <= 2
    assert sum(1 for c in s.camps for x in c if x >= 0) == sum(len(t) for t in s.tents)
    for i, sp in enumerate(s.ctx.comp.diaries.spaces):
        if sp.shape == "lens":
            assert len(s.at[i]) <= 1  # L480
    for t in range(3):  # one explorer per space but the first and last (L658)
        final = s.ctx.comp.geo.track(t + 1).final
        xs = [s.explorers[p][t] for p in range(n) if s.explorers[p][t] > 0]
        xs = [x for x in xs if x != final]
        assert len(xs) == len(set(xs)), (t, xs)


def probe(s, seat_to_move, r) -> None:
    """No seat or spectator sees hidden information; an illegal option changes nothing."""
    seats = [p for p in range(s.ctx.players) if p != s.ctx.alfred]
    for p in seats:
        t = GAME.determinize(s, p, Rng(r.randrange(1 << 30)))
        assert json.dumps(GAME.view(t, p), sort_keys=True) == json.dumps(
            GAME.view(s, p), sort_keys=True
        ), f"seat {p}'s view shows something determinize re-deals"
        assert json.dumps(GAME.view(t, None), sort_keys=True) == json.dumps(
            GAME.view(s, None), sort_keys=True
        ), "the spectator's view shows something hidden"
    fp = GAME.fingerprint(s)
    d = GAME.pending(s)
    for bad in ("no such option", len(d.options), -1, True):
        with pytest.raises(IllegalOption):
            GAME.apply(s, bad)
    assert GAME.fingerprint(s) == fp and GAME.pending(s) == d


def one_game(players: int, seed: int) -> None:
    config = config_for(players, seed)
    s = GAME.setup(config, seed)
    r = random.Random(seed * 7919 + players)
    moves, base, seals_in_play, specials = [], None, None, None
    rnd = 0
    while not GAME.is_over(s):
        d = GAME.pending(s)
        assert d.options and len(set(d.options)) == len(d.options), d
        if d.seat is not None and len(moves) % PROBE_EVERY == 0:
            probe(s, d.seat, r)
        if base is None and s.phase == "action":
            base = [tuple(s.rows[p]) for p in range(s.ctx.players)]
            seals_in_play, specials = standard_seals(s), s.specials
        i = _choose(r, d.options)
        moves.append(d.options[i])
        GAME.apply(s, i)
        pieces(s)
        if base is not None:
            added = added_seals(s, base)
            assert s.specials + added["special"] == specials  # the 12 Special seals
            now = standard_seals(s) + added["standard"]
            if s.round == rnd:
                assert now == seals_in_play, "a standard seal appeared or vanished"
            else:  # Cleanup discarded the top scroll: at most its 3 seals leave (L1161)
                assert 0 <= seals_in_play - now <= s.ctx.comp.tracks.scroll_spaces
            seals_in_play, rnd = now, s.round
        assert len(moves) < 4000
    assert s.round == 5 and s.phase == "over" and s.final is not None
    assert GAME.winners(s) and len(GAME.scores(s)) == s.ctx.players
    replay = GAME.setup(config, seed)
    for m in moves:
        GAME.apply(replay, m)
    assert GAME.fingerprint(replay) == GAME.fingerprint(s)


@pytest.mark.parametrize("shard", range(SHARDS))
@pytest.mark.parametrize("players", COUNTS)
def test_random_games(players, shard):
    for k in range(PER_SHARD):
        one_game(players, 10_000 + shard * PER_SHARD + k)


def test_the_sweep_covers_2000_games():
    assert PER_SHARD * SHARDS * len(COUNTS) >= 2000
