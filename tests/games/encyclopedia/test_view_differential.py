"""The fast view against the reference one (`reference_view.py`, the view as it was
before it was made faster): over seeded random games at 2-4 seats, with and without
Automas (solo: one person and Automas), every seat's view and the spectator's are equal
(as Python data and as JSON text, keys in the same order) at every decision and at the
end. And what a view does not share with other views (catalogue entries) is its own:
editing it changes neither the state nor the next view."""

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
GAMES = 2  # per configuration
STRIDE = 1  # every decision


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


def test_a_view_shares_only_catalogue_entries() -> None:
    """Cards, dice and empty expedition spaces are entries shared by every view (views
    are read-only for their readers: tests/core/test_fresh_views.py); editing every other
    list and dict of a view changes neither the state nor the next view."""
    s = GAME.setup({"players": 3}, 5)
    rng = Rng(5)
    for _ in range(60):
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    first, other = GAME.view(s, 0), GAME.view(s, None)
    assert first["central"]["expeditions"] is not other["central"]["expeditions"]
    assert first["academy"][1] is other["academy"][1]
    kept = copy.deepcopy(first)
    fingerprint = GAME.fingerprint(s)

    def walk(x, out: list) -> list:
        if isinstance(x, (dict, list)):
            out.append(x)
            for v in x.values() if isinstance(x, dict) else x:
                walk(v, out)
        return out

    shared = {id(x) for x in walk(other, [])}
    owned = [x for x in walk(first, []) if id(x) not in shared]
    assert len(owned) > 30
    for x in owned:
        if isinstance(x, dict):
            x["edited"] = True
        else:
            x.append("edited")
    assert GAME.view(s, 0) == kept
    assert GAME.fingerprint(s) == fingerprint
