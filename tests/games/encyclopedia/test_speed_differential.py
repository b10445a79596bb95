"""Differential test of the speed work (issue 22): seeded random games at 2-4 seats, with
and without Automas, give move by move the same seats, kinds and option lists, the same
views (seat and spectator) and evaluations now and then, the same determinized samples,
and the same final fingerprint, scores and winners as the code had before it was
optimised. The digests were recorded with the code of main on 2026-11-27 (commit
53bbeee), before the speed work of branch enc22; a copy is taken every 16 decisions and
play goes on from the copy after the original moves, so a copy that shares what it should
not (a cache of options, say) shows here too.

If a rules fix changes these traces on purpose, record the digests again and say so in the
commit: this test is about doing the same work faster, never about freezing the rules.
"""

import hashlib
import json

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia.game import EncyclopediaGame

GAME = EncyclopediaGame()

# (configuration, seed, digest of the trace)
DIGESTS = [
    ('{"players": 2}', 0, "42af368294b8af3e"),
    ('{"players": 2}', 1, "9deba0ab7fcd74eb"),
    ('{"players": 3}', 0, "08d7091bc69f6460"),
    ('{"players": 4}', 0, "e49a0ed38098e3df"),
    ('{"players": 4}', 1, "c5236f98fea4cecb"),
    ('{"automas": {"1": "linne/boudeuse"}, "players": 2}', 0, "95df91a726caf8e1"),
    ('{"automas": {"0": "daubenton/astrolabe"}, "players": 2}', 1, "916b843b5e711247"),
    ('{"automas": {"2": "trembley/resolution"}, "players": 3}', 0, "93fda4531a131a5e"),
    ('{"automas": {"1": "1/1", "3": "3/3"}, "players": 4}', 0, "1497bb2a69d10fe2"),
    ('{"automas": {"0": "2/2", "1": "1/3", "2": "3/1"}, "players": 4}', 1, "af4737218c00a457"),
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
        if n % 11 == 2:
            h.update(repr(GAME.evaluate_seats(s, range(s.ctx.n))).encode())
        if n % 29 == 7:
            sample = GAME.determinize(s, d.seat, Rng(n))
            GAME.reseed(sample, Rng(n + 1))
            k = GAME.random_steps(sample, Rng(n + 2), 12)
            h.update(f"{k}|{GAME.fingerprint(sample)}\n".encode())
        if n % 16 == 3:
            c = GAME.copy(s)
            GAME.apply(s, 0)
            s = c
        i = r.below(len(d.options))
        h.update(f"{i}\n".encode())
        GAME.apply(s, i if n % 3 else d.options[i])
        n += 1
    h.update(GAME.fingerprint(s).encode())
    h.update(repr(GAME.scores(s)).encode())
    h.update(repr(GAME.winners(s)).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize(("config", "seed", "digest"), DIGESTS)
def test_same_options_views_and_outcome_as_before_the_speed_work(config, seed, digest):
    assert trace(json.loads(config), seed) == digest
