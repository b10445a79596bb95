"""Fireland in the research interop (brief fl34 step 5): its options are words after the
base and modules' vocabularies (their ids unchanged) and its fields follow theirs in the
observation tensor (the base size unchanged); seeded games offer only vocabulary words and
encode to the declared size."""

from __future__ import annotations

import math

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME

ALL = ["great_ship", "pirates", "animal_companion"]


def _config(players, modules, fireland):
    config = GAME.configure({"players": players, "modules": modules})
    config["fireland"] = fireland
    return config


@pytest.mark.parametrize("modules", [[], ALL], ids=["base", "modules"])
def test_fireland_words_and_fields_come_after_the_others(modules):
    plain, fire = _config(3, modules, False), _config(3, modules, True)
    a, b = GAME.action_vocabulary(plain), GAME.action_vocabulary(fire)
    assert b[: len(a)] == a and len(b) > len(a)
    assert {"option A", "ship on FO2", "explorer to FL3", "take time from scroll 1"} <= set(
        b[len(a) :]
    )
    size, more = GAME.encoding_size(plain), GAME.encoding_size(fire)
    assert more > size
    s = GAME._setup(fire, Rng(1))
    vec = GAME.encode(GAME.view(s, 0), 0)
    base = GAME.encode(GAME.view(GAME._setup(plain, Rng(1)), 0), 0)
    assert len(vec) == more and len(base) == size


@pytest.mark.parametrize(("players", "modules"), [(2, ALL), (4, [])])
def test_a_fireland_game_offers_only_vocabulary_words_and_encodes_to_its_size(players, modules):
    config = _config(players, modules, True)
    words = set(GAME.action_vocabulary(config))
    size = GAME.encoding_size(config)
    s = GAME._setup(config, Rng(players))
    rng = Rng(7)
    step = 0
    while not GAME.is_over(s):
        d = GAME.pending(s)
        missing = [o for o in d.options if o not in words]
        assert not missing, (d.kind, missing)
        if step % 25 == 0:
            for seat in range(players):
                vec = GAME.encode(GAME.view(s, seat), seat)
                assert len(vec) == size and all(math.isfinite(x) for x in vec)
        GAME.apply(s, d.options[rng.below(len(d.options))])
        step += 1
