"""Every game's configuration is an object of the game's own options: anything else, or an
option the game does not have, is refused with ConfigError naming what is wrong and what
is allowed (`core.game.with_defaults`), and nothing is set up."""

from __future__ import annotations

import pytest

from ludotheque.core import ConfigError, all_games

GAMES = all_games()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("config", ["players=2", [2], 2, None])
def test_a_configuration_that_is_not_an_object_is_refused(game, config):
    with pytest.raises(ConfigError, match=r"configuration must be an object .* got \w+"):
        game.configure(config)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_an_unknown_option_is_named_with_the_allowed_ones(game):
    with pytest.raises(ConfigError) as refused:
        game.configure({"players": game.min_players, "colour": "blue", "zz": 1})
    text = str(refused.value)
    assert "unknown" in text and "colour, zz" in text
    allowed = text.split("allowed: ", 1)[1].split(", ")
    assert "players" in allowed
    assert set(allowed) <= set(game.configure({}))  # every allowed option has a default
    with pytest.raises(ConfigError):
        game.setup({"colour": "blue"}, 1)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_defaults_complete_an_empty_configuration(game):
    config = game.configure({})
    assert config == game.configure(config)  # complete and stable
    assert "players" in config
