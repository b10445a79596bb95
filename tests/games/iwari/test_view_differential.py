"""The fast view against the reference one (`reference_view.py`, the view as it was
before it was made faster): one seeded random game in every combination the sweep covers
(each map, mode - standard, 2-player with the neutral tribe, solo and co-op against the
Void - player count and extra: `test_sweep.COMBINATIONS`). At every decision and
at the end, every seat's view and the spectator's are equal (as Python data and as JSON
text, keys in the same order). And what a view does not share with other views is its
own: editing it changes neither the state nor the next view."""

from __future__ import annotations

import copy
import json

import pytest
from events_kit import every_nth_position

from ludotheque.core import Rng, get_game
from ludotheque.games.iwari import view as fast

from . import reference_view as reference
from .test_sweep import COMBINATIONS, _everything

GAME = get_game("iwari")
STRIDE = 1  # every decision


def _config(index: int) -> tuple[dict, int]:
    seed = 91_000 + index
    config = dict(COMBINATIONS[index][1])
    if config.pop("everything", False):
        config = _everything(config, seed)
    return config, seed


def _same_views(s) -> None:
    d = GAME.pending(s)
    for seat in (None, *range(s.ctx.players)):
        want = reference.view(s, seat, d)
        got = fast.view(s, seat, d)
        assert got == want, f"seat {seat}, phase {s.phase}"
        assert json.dumps(got) == json.dumps(want), f"seat {seat}, phase {s.phase}"


@pytest.mark.parametrize("index", range(len(COMBINATIONS)), ids=[n for n, _ in COMBINATIONS])
def test_view_matches_reference(index: int) -> None:
    config, seed = _config(index)
    compared = 0
    for s in every_nth_position(GAME, config, seed, STRIDE):
        _same_views(s)
        compared += 1
    assert compared > 5


def _containers(x, out: list) -> list:
    """Every list and dict inside `x`."""
    if isinstance(x, (dict, list)):
        out.append(x)
        for v in x.values() if isinstance(x, dict) else x:
            _containers(v, out)
    return out


@pytest.mark.parametrize("index", [i for i, (n, _) in enumerate(COMBINATIONS) if "-all" in n][:8])
def test_view_is_a_fresh_copy(index: int) -> None:
    config, seed = _config(index)
    s = GAME.setup(config, seed)
    rng = Rng(seed)
    for _ in range(40):
        if GAME.pending(s).seat is None:
            break
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    for seat in (None, 0):
        first = GAME.view(s, seat)
        kept = copy.deepcopy(first)
        fingerprint = GAME.fingerprint(s)
        # Entries that never change (a connection without pawns) are shared by every
        # view (read-only for their readers: tests/core/test_fresh_views.py); the rest
        # is the view's own.
        shared = {id(x) for x in _containers(GAME.view(s, seat), [])}
        owned = [x for x in _containers(first, []) if id(x) not in shared]
        assert len(owned) > 20
        for x in owned:
            if isinstance(x, dict):
                x["edited"] = True
            else:
                x.append("edited")
        assert GAME.view(s, seat) == kept
        assert GAME.fingerprint(s) == fingerprint
