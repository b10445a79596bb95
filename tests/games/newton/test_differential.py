"""The optimised view against the reference one (`reference_view.py`, the view as first
written): over seeded random games solo and at 2-4 players, with each module, both
modules and the first-game deal, every seat's view and the spectator's are the same JSON
text (same keys in the same order, same values) at every decision and at the end.
The Objective occupation test is the reference's (`reference.py`) for every seat and
space at those decisions, and a game played with the reference patched in reaches the same
fingerprint through the same decisions.
"""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.newton import view as fast
from ludotheque.games.newton.rules import objectives

from . import reference_view as reference
from .reference import occupied, occupies

GAME = get_game("newton")
MODULE_SETS = ([], ["ex-cathedra"], ["great-discoveries"], ["ex-cathedra", "great-discoveries"])
GAMES = 4  # per player count: one per module set
STRIDE = 1  # every decision


def _config(players: int, k: int) -> dict:
    config: dict = {"players": players, "modules": MODULE_SETS[k % len(MODULE_SETS)]}
    if k == 1:
        config["first_game"] = True
    if k == 2:
        config["invention_actions"] = "separate"
    return config


def _same_views(s) -> int:
    d = GAME.pending(s)
    for seat in (None, *range(s.ctx.players)):
        want = json.dumps(reference.view(s, seat, d))
        got = json.dumps(fast.view(s, seat, d))
        assert got == want, f"seat {seat}, phase {s.phase}"
    for seat in range(s.ctx.players):
        for sci in (False, True):
            assert objectives.occupied(s, seat, sci) == occupied(s, seat, sci)
            for x in range(len(s.ctx.objective_spaces)):
                assert objectives.occupies(s, seat, x, sci) == occupies(s, seat, x, sci)
    return 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_view_matches_reference(players: int) -> None:
    compared = 0
    for k in range(GAMES):
        seed = 1000 * players + k
        s = GAME.setup(_config(players, k), seed)
        rng = Rng(seed + 7)
        step = 0
        while True:
            d = GAME.pending(s)
            if step % STRIDE == 0 or d.seat is None:
                compared += _same_views(s)
            if d.seat is None:
                break
            GAME.apply(s, rng.below(len(d.options)))
            step += 1
    assert compared > 20 * GAMES


def test_views_share_the_card_descriptions_only() -> None:
    """A card's description is the same object in every view (views are read-only for
    their readers: tests/core/test_fresh_views.py); the map and the seats are built anew,
    so editing them changes neither the state nor the next view."""
    s = GAME.setup({"players": 2}, 5)
    d = GAME.pending(s)
    first, second = fast.view(s, 0, d), fast.view(s, None, d)
    assert first["seats"][0]["hand"][0] is second["seats"][0]["hand"][0]
    assert first["market"]["I"][0] is second["market"]["I"][0]
    assert first["seats"][0] is not second["seats"][0]
    text = json.dumps(first)
    first["seats"][0]["hand"].clear()
    first["map"]["places"].clear()
    assert json.dumps(fast.view(s, 0, d)) == text


def _fingerprint(config: dict, seed: int) -> tuple[list, str]:
    s = GAME.setup(config, seed)
    rng = Rng(seed)
    seen = []
    while (d := GAME.pending(s)).seat is not None:
        seen.append(d.options)
        GAME.apply(s, rng.below(len(d.options)))
    return seen, GAME.fingerprint(s)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_games_with_the_reference_patched_in_are_the_same(players: int, monkeypatch) -> None:
    for k in range(len(MODULE_SETS)):
        config = _config(players, k)
        fast_run = _fingerprint(config, 50 + k)
        with monkeypatch.context() as m:
            m.setattr(objectives, "occupies", occupies)
            m.setattr(objectives, "occupied", occupied)
            assert _fingerprint(config, 50 + k) == fast_run
