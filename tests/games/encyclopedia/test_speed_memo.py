"""The evaluation keeps the parts of each person's last projection that read its cards and
cubes, with everything they read (`state.memo`, issue 22): at every decision of seeded random games, every option's outcome (a copy, as a
search's settling step makes them, sharing the memo of the position and of the options
tried before it) is projected exactly as `projection` works it out seat by seat, with no
memo at all."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia import evaluation

GAME = get_game("encyclopedia")
CONFIGS = (
    {"players": 2},
    {"players": 4},
    {"players": 3, "automas": {"1": "daubenton/astrolabe"}},
)


def _plain(s) -> list[float]:
    return [evaluation.projection(s, seat) for seat in range(s.ctx.n)]


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_projections_with_the_memo_are_the_plain_ones(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    checked = 0
    for seed in range(2):
        s = GAME.setup(config, 40 + seed)
        rng = Rng(seed)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            if step % 2 == 0:
                assert evaluation.projections(s) == _plain(s)
            for i in range(len(d.options)):
                child = GAME.copy(s)
                GAME.apply(child, i)
                assert evaluation.projections(child) == _plain(child)
                checked += 1
            GAME.apply(s, rng.below(len(d.options)))
            step += 1
    assert checked > 1000
