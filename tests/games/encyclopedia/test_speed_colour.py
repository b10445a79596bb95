"""`actions.begin` plays the colour decision at once where it has one option (a token and
no seal, or a seal and no token): at every action decision of seeded random games and of
every option's outcome (as a search's settling step makes them), each action that needs
another colour is checked against the colour decision `colour_options` lists for it."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.rules import actions

from .fixtures import SPEED_CONFIGS

GAME = get_game("encyclopedia")
CONFIGS = SPEED_CONFIGS


def _check(s, seen: Counter) -> None:
    """Each action option needing a recolour: one listed way, the one `begin` plays, when
    the seat lacks a seal or a token; else two (a token and a seal)."""
    if s.phase != "action" or s.queue:
        return
    seat, tx = s.active, s.ctx.tx
    for opt in GAME.pending(s).options:
        parsed = tx.parse.get(opt)
        if parsed is None or parsed[0] not in actions.ACTS:
            continue
        c = s.copy()
        c.act, c.target = actions.ACTS[parsed[0]], parsed[1]
        need = actions.needed_colour(c)
        if need < 0 or c.col == need:
            continue
        listed = actions.colour_options(c)
        if not s.seals[seat]:
            assert listed == (tx.recolour_token[need],), (opt, listed)
            seen["token"] += 1
        elif not s.tokens[seat]:
            assert listed == (tx.recolour_seal[need],), (opt, listed)
            seen["seal"] += 1
        else:
            assert len(listed) >= 1, (opt, listed)
            seen["asked", len(listed)] += 1


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_the_colour_played_at_once_is_the_one_listed(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    seen: Counter = Counter()
    for seed in range(3):
        s = GAME.setup(config, 50 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            _check(s, seen)
            for i in range(len(d.options)):
                child = GAME.copy(s)
                GAME.apply(child, i)
                _check(child, seen)
            GAME.apply(s, rng.below(len(d.options)))
    assert seen["token"] > 10, seen
