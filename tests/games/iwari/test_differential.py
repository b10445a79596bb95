"""The optimised build options and scoring against the reference ones (`reference.py`, the
code as first written), over seeded random games in every combination the sweep covers
(each map, mode, player count and extra: `test_sweep.COMBINATIONS`).

At every decision: each tribe's build options (its own hand paying, and the neutral tribe
paid from the active hand) and the active hand's payment options are the reference's. At sampled decisions: hut scoring (mid-game
and final), totem scoring, colonies and colony points are the reference's. And a game
played with the reference code patched in goes through the same decisions to the same
fingerprint as the game played with the optimised code.
"""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.rules import build, payment, turn

from . import reference
from .test_sweep import COMBINATIONS, _everything

GAME = get_game("iwari")
SEEDS = 8  # per combination: about 1,200 games in all
SCORE_STRIDE = 5  # decisions between scoring comparisons


def _config(index: int, k: int) -> tuple[dict, int]:
    seed = 77_000 + 100 * index + k
    config = dict(COMBINATIONS[index][1])
    if config.pop("everything", False):
        config = _everything(config, seed)
    return config, seed


def _same_options(s) -> None:
    ctx = s.ctx
    payers = range(ctx.players)
    for tribe in range(ctx.tribes):
        for seat in payers if tribe >= ctx.players else (tribe,):
            got = build.build_options(s, tribe, seat)
            assert got == reference.build_options(s, tribe, seat), (tribe, seat)
    o, nb = CK * s.active, ctx.biomes
    for b in range(nb):
        for n in (1, 2):
            got = payment.pay_options(s.hands, o, b, n, nb)
            assert got == reference.pay_options(s.hands, o, b, n, nb), (b, n)


def _same_scores(s) -> None:
    for final in (False, True):
        assert scoring.hut_scores(s, final) == reference.hut_scores(s, final), final
    assert scoring.totem_scores(s) == reference.totem_scores(s)
    assert scoring.colony_scores(s) == reference.colony_scores(s)
    assert scoring.colonies(s) == reference.colonies(s)


def _play(config: dict, seed: int, check: bool) -> tuple[list[tuple[str, ...]], str]:
    s = GAME.setup(config, seed)
    rng = Rng(seed + 1)
    seen = []
    step = 0
    while True:
        d = GAME.pending(s)
        seen.append(d.options)
        if check:
            _same_options(s)
            if step % SCORE_STRIDE == 0 or d.seat is None:
                _same_scores(s)
        if d.seat is None:
            return seen, GAME.fingerprint(s)
        GAME.apply(s, rng.below(len(d.options)))
        step += 1


@pytest.mark.parametrize("index", range(len(COMBINATIONS)), ids=[c[0] for c in COMBINATIONS])
def test_optimised_paths_match_the_reference(index: int) -> None:
    for k in range(SEEDS):
        _play(*_config(index, k), check=True)


@pytest.mark.parametrize("index", range(0, len(COMBINATIONS), 7))
def test_games_with_the_reference_patched_in_are_the_same(index: int, monkeypatch) -> None:
    config, seed = _config(index, 0)
    fast = _play(config, seed, check=False)
    for name in ("hut_scores", "totem_scores", "colony_scores", "colonies", "colony_of"):
        monkeypatch.setattr(scoring, name, getattr(reference, name))
    monkeypatch.setattr(build, "build_options", reference.build_options)
    monkeypatch.setattr(build, "pay_options", reference.pay_options)
    monkeypatch.setattr(payment, "pay_options", reference.pay_options)
    monkeypatch.setattr(turn, "pay_options", reference.pay_options)
    slow = _play(config, seed, check=False)
    assert slow == fast
