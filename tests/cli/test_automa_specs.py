"""Every automa a game lists (`ludo games`, `--seats`) can take a seat and play a game."""

from __future__ import annotations

import pytest

from ludotheque.cli import declared
from ludotheque.core import all_games
from ludotheque.core.rng import Rng

WITH_AUTOMAS = [g for g in all_games() if declared.automa_specs(g)[0]]


def test_some_game_declares_its_automas():
    assert WITH_AUTOMAS, "no registered game lists its automas"


@pytest.mark.parametrize("game", WITH_AUTOMAS, ids=lambda g: g.id)
def test_each_listed_automa_takes_a_seat_the_game_plays(game):
    specs, default = declared.automa_specs(game)
    assert len(set(specs)) == len(specs)
    assert f"automa:{default}" in specs or default in specs
    for spec in specs:
        config = game.configure(game.seat_config({"players": 2}, ["human", spec]))
        assert list(declared.automa_seats(game, config)) == [1], spec


@pytest.mark.parametrize("game", WITH_AUTOMAS, ids=lambda g: g.id)
def test_the_easiest_and_hardest_automas_play_to_the_end(game):
    specs, _ = declared.automa_specs(game)
    rng = Rng(7)
    for spec in (specs[0], specs[-1]):
        config = game.configure(game.seat_config({"players": 2}, ["random", spec]))
        state = game.setup(config, 3)
        for _ in range(20_000):
            d = game.pending(state)
            if d.seat is None:
                break
            assert d.seat == 0, f"{spec}: the game asked its own automa's seat"
            game.apply(state, rng.below(len(d.options)))
        assert game.is_over(state), spec
