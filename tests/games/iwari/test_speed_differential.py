"""Differential test of the second MCTS speed pass on Iwari (issue 22): seeded random
games in every mode give, move by move, the same seats, kinds and option lists, the same
views now and then, the same evaluations (every seat at once and one by one), the same
states after runs of `random_steps`, copies that share nothing they should not (play goes
on from a copy after the original moves), and the same final fingerprint, scores and
winners as the code had before this pass; and seeded searches grow the same trees (every
node's visits, rewards and availability), which also covers `determinize` and `reseed`.

The digests were recorded with main's code at 53bbeee (2026-11-27), before the pass. If a
rules fix changes these traces on purpose, record them again and say so in the commit:
this test is about doing the same work faster, never about freezing the rules.
"""

from __future__ import annotations

import json

import pytest
from speed_trace import search_digest, trace  # tests/games/speed_trace.py (on the path)

from ludotheque.core import get_game

GAME = get_game("iwari")

# (configuration, seed, digest of the trace)
DIGESTS = [
    ('{"players": 2}', 0, "4bdbb3120b19c570"),
    ('{"players": 2}', 1, "0cfc2509dff4af4e"),
    ('{"players": 4}', 0, "ca1e1370075499a5"),
    ('{"players": 4}', 1, "69dd4e55e8b260c6"),
    ('{"map": "face-b", "modules": "all", "players": 3}', 0, "ee70d2ccd9141474"),
    ('{"map": "face-b", "modules": "all", "players": 3}', 1, "aa17dc1a8426b90f"),
    ('{"draft": true, "map": "chemins-inexplores", "players": 5}', 0, "cef7a7fbf564b46a"),
    ('{"draft": true, "map": "chemins-inexplores", "players": 5}', 1, "bd2542a72707c79f"),
    ('{"mode": "solo"}', 0, "9e5860d218065775"),
    ('{"mode": "solo"}', 1, "e67081a0383b5adf"),
    ('{"map": "ile-oubliee", "mode": "coop"}', 0, "0754b4eaf8042bf8"),
    ('{"map": "ile-oubliee", "mode": "coop"}', 1, "788bffe85fdf3c04"),
    (
        '{"expeditions": true, "exploits": ["courage"], "map": "ile-oubliee", "players": 3}',
        0,
        "4345efa387f6f232",
    ),
    (
        '{"expeditions": true, "exploits": ["courage"], "map": "ile-oubliee", "players": 3}',
        1,
        "48fff09c88747556",
    ),
    (
        '{"exploits": ["veneration"], "map": "face-a", "players": 3, "storms": true}',
        0,
        "4b69dfba2cd6f848",
    ),
    (
        '{"exploits": ["veneration"], "map": "face-a", "players": 3, "storms": true}',
        1,
        "8c16a1dd211724fe",
    ),
    ('{"map": "face-b", "players": 3, "walking_totem": true}', 0, "2dd6afbe99b8d285"),
    ('{"map": "face-b", "players": 3, "walking_totem": true}', 1, "e0b18d1828998d10"),
    (
        '{"exploits": ["veneration"], "map": "le-neant", "players": 6, "veneration_card": "contested"}',
        0,
        "8a97f32fa492ce52",
    ),
    (
        '{"exploits": ["veneration"], "map": "le-neant", "players": 6, "veneration_card": "contested"}',
        1,
        "74b125f065146f0a",
    ),
    ('{"map": "massif-glacier", "players": 4}', 0, "1fe1bc919ad954e4"),
    ('{"map": "massif-glacier", "players": 4}', 1, "310d6167cb1cbdf1"),
    ('{"map": "terres-flottantes", "players": 2}', 0, "8d07d6fcc385c7a8"),
    ('{"map": "terres-flottantes", "players": 2}', 1, "deb049572ed6234c"),
    ('{"map": "longue-route", "players": 3}', 0, "eca9d39c4951cff2"),
    ('{"map": "longue-route", "players": 3}', 1, "0cf4e0c7acea6595"),
]

# (players, seed, digest of the tree of a 120-iteration search)
SEARCHES = [
    (2, 3, "1611912e3eecda1f"),
    (2, 4, "d47f295b73ce3136"),
    (4, 3, "8468b3113123bcd9"),
    (4, 4, "08513bdce252be49"),
]


@pytest.mark.parametrize(("config", "seed", "digest"), DIGESTS)
def test_same_options_views_evaluations_and_outcome_as_before(config, seed, digest):
    assert trace(GAME, json.loads(config), seed) == digest


@pytest.mark.parametrize(("players", "seed", "digest"), SEARCHES)
def test_same_search_trees_as_before(players, seed, digest):
    assert search_digest(GAME, {"players": players}, seed) == digest
