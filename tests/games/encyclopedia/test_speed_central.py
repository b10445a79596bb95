"""`decisions.any_central_die`, the end-of-round seal offer's quick test (issue 22), says
what `central_dice` says, at every decision of seeded random games: before each seat's
offer, dice on the expedition spaces, on the other areas, or none at all."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.rules import decisions

GAME = get_game("encyclopedia")
CONFIGS = ({"players": 2}, {"players": 4}, {"players": 3, "automas": {"1": "linne/boudeuse"}})


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_any_central_die_is_whether_central_dice_lists_one(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    seen = set()
    for seed in range(3):
        s = GAME.setup(config, 70 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            listed = bool(decisions.central_dice(s))
            assert decisions.any_central_die(s) is listed
            seen.add(listed)
            GAME.apply(s, rng.below(len(d.options)))
        assert decisions.any_central_die(s) is bool(decisions.central_dice(s))
    assert seen == {True, False}  # both answers were met
