"""The view against the reference one (`reference_view.py`, the view before issue 22's
view pass): over seeded random games at 2, 3 and 4 players, with the optional rules and
the solo mode, every seat's view, the spectator's and the snapshot are the same JSON text
(same keys in the same order) at every decision, and equal as Python data."""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3 import view as fast

from . import reference_view as reference

CONFIGS = (
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
    {"players": 4, "deterministic_combat": True},
    {"players": 2, "dissidents": "citizen"},
)
DECISIONS = 260  # per game: the first ones, then the end


def _same(s) -> int:
    d = GAME.pending(s)
    for seat in (None, *range(len(s.players))):
        want, got = reference.view(s, seat, d), fast.view(s, seat, d)
        assert got == want, f"seat {seat}, phase {s.phase}"
        assert json.dumps(got) == json.dumps(want), f"seat {seat}, phase {s.phase}"
    assert json.dumps(fast.snapshot(s)) == json.dumps(reference.snapshot(s))
    return 1


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_view_matches_reference(config: dict) -> None:
    compared = 0
    for k in range(2):
        seed = 4100 + 17 * k + config["players"]
        s = GAME.setup(GAME.configure(dict(config)), seed)
        rng = Rng(seed + 1)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            if step < DECISIONS or step % 7 == 0:
                compared += _same(s)
            GAME.apply(s, rng.below(len(d.options)))
            step += 1
        compared += _same(s)
    assert compared > 100
