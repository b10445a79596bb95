"""Differential test of the speed work (issue 22): seeded random games at every player
count and option combination give, move by move, the same seats, kinds and option lists,
the same views (seat and spectator) now and then, and the same final fingerprint, scores
and winners as the code had before it was optimised. The digests were recorded with the
code of main on 2026-11-26 (commit e16c5d6), before any change for speed, and recorded
again after the one text change since (the "move" decision's prompt, which views carry,
reworded for the terminal; with the old prompt the old digests still held), and again on
2026-11-27 when the log's envelope, HMS Beagle and Alfred's Bonus card lines were reworded
(issue 17; with the log and fingerprint left out, the traces were the same); a copy is taken
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
    ('{"automas": {"0": "alfred/green"}, "first_game": true, "players": 1}', 0, "72c59c972cad0a08"),
    ('{"automas": {"0": "alfred/green"}, "first_game": true, "players": 1}', 1, "5e69bc3f3ca95fa0"),
    ('{"automas": {"1": "alfred/blue"}, "players": 1}', 0, "a4072c9d4af43d65"),
    ('{"automas": {"1": "alfred/blue"}, "players": 1}', 1, "724f4dd04475d230"),
    ('{"automas": {"1": "alfred/green"}, "players": 1}', 0, "1177c6a2f153659a"),
    ('{"automas": {"1": "alfred/green"}, "players": 1}', 1, "3aada7c5879e1c68"),
    ('{"automas": {"1": "alfred/white"}, "players": 1}', 0, "4f2bf4e9a58e93ba"),
    ('{"automas": {"1": "alfred/white"}, "players": 1}', 1, "4adfc2b7eb65da2b"),
    ('{"automas": {"1": "alfred/yellow"}, "players": 1}', 0, "32c68f066c06e633"),
    ('{"automas": {"1": "alfred/yellow"}, "players": 1}', 1, "51b0c42f4fe2d1f1"),
    ('{"first_game": false, "players": 2}', 0, "482cc3275bbc68de"),
    ('{"first_game": false, "players": 2}', 1, "22b169c08501b90a"),
    ('{"first_game": false, "players": 3}', 0, "5f5f0a36adc59c98"),
    ('{"first_game": false, "players": 3}', 1, "8c6a3f52398f6952"),
    ('{"first_game": false, "players": 4}', 0, "28e01cce7d1e9e67"),
    ('{"first_game": false, "players": 4}', 1, "192b8806749b7e48"),
    ('{"first_game": true, "players": 2}', 0, "2c042da4a2b777a1"),
    ('{"first_game": true, "players": 2}', 1, "e2f00be65e0f0219"),
    ('{"first_game": true, "players": 3}', 0, "d6a50cc6c06e656b"),
    ('{"first_game": true, "players": 3}', 1, "00581ab1ffd4ebfd"),
    ('{"first_game": true, "players": 4}', 0, "2441698bcfdf7906"),
    ('{"first_game": true, "players": 4}', 1, "9d6c68c62a01512a"),
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
