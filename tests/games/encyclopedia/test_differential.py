"""The optimised scoring counts against the reference ones (`reference.py`, the code as
first written), over seeded random games at 2-4 seats with and without Automas (solo: one
person and an Automa; up to three Automas).

At sampled decisions and at the end: every person's category and continent counts,
collection points and final-scoring parts are the reference's, and so are the collection
points of counts past the end of the table. And a game played with the reference code
patched in goes through the same decisions to the same fingerprint.
"""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia import scoring

from . import reference

GAME = get_game("encyclopedia")
CONFIGS = (
    {"players": 2, "automas": {"0": "linne/boudeuse"}},
    {"players": 2},
    {"players": 2, "automas": {"1": "daubenton/astrolabe"}},
    {"players": 3},
    {"players": 3, "automas": {"2": "linne/boudeuse"}},
    {"players": 4},
    {"players": 4, "automas": {"1": "linne/boudeuse", "3": "daubenton/astrolabe"}},
    {"players": 4, "automas": {"0": "linne/boudeuse", "1": "1/1", "2": "3/3"}},
)
GAMES = 60  # per configuration: 480 games in all
STRIDE = 4


def _same_scores(s) -> None:
    cat = s.ctx.cat
    for seat in range(s.ctx.n):
        cats = scoring.category_counts(s, seat)
        assert cats == reference.category_counts(s, seat)
        conts = scoring.continent_counts(s, seat)
        assert conts == reference.continent_counts(s, seat)
        assert cat.collections(cats) == reference.collections(cat, cats)
        if not s.ctx.is_automa(seat):
            assert scoring.person(s, seat) == reference.person(s, seat)


def _play(config: dict, seed: int, check: bool) -> tuple[list[tuple[str, ...]], str]:
    s = GAME.setup(config, seed)
    rng = Rng(seed + 3)
    seen = []
    step = 0
    while True:
        d = GAME.pending(s)
        seen.append(d.options)
        if check and (step % STRIDE == 0 or d.seat is None):
            _same_scores(s)
        if d.seat is None:
            return seen, GAME.fingerprint(s)
        GAME.apply(s, rng.below(len(d.options)))
        step += 1


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_scoring_matches_the_reference(index: int) -> None:
    for k in range(GAMES):
        _play(GAME.configure(CONFIGS[index]), 5_000 + 100 * index + k, check=True)


def test_collections_past_the_table() -> None:
    cat = GAME.setup({"players": 2}, 1).ctx.cat
    top = len(cat.collection_vp) + 3
    for counts in ([], [0], [top], [top, 1, 0], list(range(top + 1)), [2] * 12):
        assert cat.collections(counts) == reference.collections(cat, counts)


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_games_with_the_reference_patched_in_are_the_same(index: int, monkeypatch) -> None:
    config = GAME.configure(CONFIGS[index])
    fast = _play(config, 9_000 + index, check=False)
    for name in ("category_counts", "continent_counts", "person"):
        monkeypatch.setattr(scoring, name, getattr(reference, name))
    slow = _play(config, 9_000 + index, check=False)
    assert slow == fast
