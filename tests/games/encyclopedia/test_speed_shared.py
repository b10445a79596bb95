"""A state's copies share its decks, discard piles, round tokens and the Automas'
priorities (issue 22: a search copies the state at every option it tries), so the rules
must replace those lists, never change them in place: playing a copy to the end of the
game, through deck draws, reshuffled discards and round tokens, leaves the original as it
was."""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Rng, get_game

GAME = get_game("encyclopedia")


def _frozen(s) -> str:
    """The snapshot as text (the snapshot holds the state's own lists)."""
    return json.dumps(GAME.snapshot(s), sort_keys=True)


CONFIGS = ({"players": 2}, {"players": 4}, {"players": 3, "automas": {"1": "linne/boudeuse"}})


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_playing_a_copy_leaves_the_original(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    for seed in range(2):
        s = GAME.setup(config, 110 + seed)
        rng = Rng(seed)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            if step % 40 == 0:
                before = _frozen(s)
                c = GAME.copy(s)
                while (e := GAME.pending(c)).seat is not None:
                    GAME.apply(c, rng.below(len(e.options)))
                assert _frozen(s) == before
                t = GAME.determinize(s, d.seat, rng)
                GAME.apply(t, rng.below(len(d.options)))
                assert _frozen(s) == before
            GAME.apply(s, rng.below(len(d.options)))
            step += 1
