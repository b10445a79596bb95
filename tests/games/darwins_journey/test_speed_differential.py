"""Differential test of the speed work (issue 22): seeded random games at every player
count and option combination give, move by move, the same seats, kinds and option lists,
the same views (seat and spectator) now and then, and the same final fingerprint, scores
and winners as the code had before it was optimised. The digests were recorded with the
code of main on 2026-11-26 (commit e16c5d6), before any change for speed, and recorded
again after the one text change since (the "move" decision's prompt, which views carry,
reworded for the terminal; with the old prompt the old digests still held); a copy is taken
every 16 decisions and play goes on from the copy after the original moves, so a copy
that shares what it should not shows here too.

If a rules fix changes these traces on purpose, record the digests again and say so in the
commit: this test is about doing the same work faster, never about freezing the rules.
"""

import hashlib
import json

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME

# (configuration, seed, digest of the trace)
DIGESTS = [
    ('{"automas": {"0": "alfred/green"}, "first_game": true, "players": 1}', 0, "00bd08357e2d25c0"),
    ('{"automas": {"0": "alfred/green"}, "first_game": true, "players": 1}', 1, "df330611fe832463"),
    ('{"automas": {"1": "alfred/blue"}, "players": 1}', 0, "3731f1cf56d7455c"),
    ('{"automas": {"1": "alfred/blue"}, "players": 1}', 1, "286ff19e98298b93"),
    ('{"automas": {"1": "alfred/green"}, "players": 1}', 0, "bf9d8f5108a161c9"),
    ('{"automas": {"1": "alfred/green"}, "players": 1}', 1, "c343dd3fff9789e3"),
    ('{"automas": {"1": "alfred/white"}, "players": 1}', 0, "ef4aa5f37b05e0b3"),
    ('{"automas": {"1": "alfred/white"}, "players": 1}', 1, "385277ff82939987"),
    ('{"automas": {"1": "alfred/yellow"}, "players": 1}', 0, "3ec418dc988b900c"),
    ('{"automas": {"1": "alfred/yellow"}, "players": 1}', 1, "b860f03771b9f3cd"),
    ('{"first_game": false, "players": 2}', 0, "7d733e0518fb54cd"),
    ('{"first_game": false, "players": 2}', 1, "2332b60eaff0e0b9"),
    ('{"first_game": false, "players": 3}', 0, "d89339413057c487"),
    ('{"first_game": false, "players": 3}', 1, "4562367723b02d65"),
    ('{"first_game": false, "players": 4}', 0, "33bc6b3885971ce0"),
    ('{"first_game": false, "players": 4}', 1, "bb8c13754bb8c97a"),
    ('{"first_game": true, "players": 2}', 0, "b25b5d55d7e272d1"),
    ('{"first_game": true, "players": 2}', 1, "db2a149d59ae090b"),
    ('{"first_game": true, "players": 3}', 0, "e8494af3f32e7de9"),
    ('{"first_game": true, "players": 3}', 1, "d08fa1ec5549ee21"),
    ('{"first_game": true, "players": 4}', 0, "92256e154ed5aafd"),
    ('{"first_game": true, "players": 4}', 1, "25d16e672e7f5f32"),
]


def trace(config: dict, seed: int) -> str:
    h = hashlib.sha256()
    s = GAME.setup(config, seed)
    r = Rng(seed * 7919 + 1)
    n = 0
    while True:
        d = GAME.pending(s)
        if d.seat is None:
            break
        h.update(f"{d.seat}|{d.kind}|{'|'.join(d.options)}\n".encode())
        if n % 37 == 5:
            for seat in (d.seat, None):
                h.update(json.dumps(GAME.view(s, seat), sort_keys=True).encode())
        if n % 16 == 3:
            c = GAME.copy(s)
            GAME.apply(s, 0)
            s = c
        i = r.below(len(d.options))
        h.update(f"{i}\n".encode())
        GAME.apply(s, i)
        n += 1
    h.update(GAME.fingerprint(s).encode())
    h.update(repr(GAME.scores(s)).encode())
    h.update(repr(GAME.winners(s)).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize(("config", "seed", "digest"), DIGESTS)
def test_same_options_views_and_outcome_as_before_the_speed_work(config, seed, digest):
    assert trace(json.loads(config), seed) == digest
