"""The view against the reference one (`reference_view.py`, the view before issue 22's
view pass): over seeded random games solo against Alfred, at 2, 3 and 4 players and in
the first-game setup, every seat's view, the spectator's and the snapshot are the same
JSON text (same keys in the same order) at every decision, and equal as Python data."""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.darwins_journey import view as fast

from . import reference_view as reference

GAME = get_game("darwins-journey")
CONFIGS = (
    {"players": 1, "automas": {"1": "alfred/blue"}},
    {"players": 1, "automas": {"0": "alfred/green"}, "first_game": True},
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4},
)


def _same(s) -> int:
    d = GAME.pending(s)
    for seat in (None, *range(s.ctx.players)):
        want, got = reference.view(s, seat, d), fast.view(s, seat, d)
        assert got == want, f"seat {seat}, phase {s.phase}"
        assert json.dumps(got) == json.dumps(want), f"seat {seat}, phase {s.phase}"
    assert json.dumps(fast.snapshot(s)) == json.dumps(reference.snapshot(s))
    return 1


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: json.dumps(c, sort_keys=True))
def test_view_matches_reference(config: dict) -> None:
    compared = 0
    for k in range(2):
        seed = 5200 + 13 * k + config["players"]
        s = GAME.setup(GAME.configure(dict(config)), seed)
        rng = Rng(seed + 1)
        while (d := GAME.pending(s)).seat is not None:
            compared += _same(s)
            GAME.apply(s, rng.below(len(d.options)))
        compared += _same(s)
    assert compared > 100
