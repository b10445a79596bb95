"""The fast view against the reference one (`reference_view.py`, the view as it was
before it was made faster): over seeded random games at 2-4 seats, with and without
Automas (solo: one person and Automas), every seat's view and the spectator's are equal
(as Python data and as JSON text, keys in the same order) at every sampled decision and
at the end. And a view is a fresh copy: editing it changes neither the state nor the
next view."""

from __future__ import annotations

import copy
import json

import pytest
from events_kit import every_nth_position

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia import view as fast

from . import reference_view as reference

GAME = get_game("encyclopedia")
CONFIGS = (
    {"players": 2},
    {"players": 2, "automas": {"0": "linne/boudeuse"}},
    {"players": 3, "automas": {"2": "linne/boudeuse"}},
    {"players": 4},
    {"players": 4, "automas": {"1": "linne/boudeuse", "3": "daubenton/astrolabe"}},
    {"players": 4, "automas": {"0": "linne/boudeuse", "1": "1/1", "2": "3/3"}},
)
GAMES = 6  # per configuration
STRIDE = 3  # decisions between compared views


def _same_views(s) -> None:
    d = GAME.pending(s)
    for seat in (None, *range(s.ctx.n)):
        want = reference.view(s, seat, d)
        got = fast.view(s, seat, d)
        assert got == want, f"seat {seat}, phase {s.phase}"
        assert json.dumps(got) == json.dumps(want), f"seat {seat}, phase {s.phase}"


@pytest.mark.parametrize(
    "config", CONFIGS, ids=lambda c: f"{c['players']}p-{len(c.get('automas', {}))}a"
)
def test_view_matches_reference(config: dict) -> None:
    compared = 0
    for k in range(GAMES):
        seed = 7000 + 31 * k + config["players"]
        for s in every_nth_position(GAME, config, seed, STRIDE):
            _same_views(s)
            compared += 1
    assert compared > 20 * GAMES


def test_view_is_a_fresh_copy() -> None:
    """Editing every list and dict of a view changes neither the state nor the next view."""
    s = GAME.setup({"players": 3}, 5)
    rng = Rng(5)
    for _ in range(60):
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    first = GAME.view(s, 0)
    kept = copy.deepcopy(first)
    fingerprint = GAME.fingerprint(s)

    def scribble(x) -> None:
        if isinstance(x, dict):
            for v in list(x.values()):
                scribble(v)
            x["edited"] = True
        elif isinstance(x, list):
            for v in x:
                scribble(v)
            x.append("edited")

    scribble(first)
    assert GAME.view(s, 0) == kept
    assert GAME.fingerprint(s) == fingerprint
