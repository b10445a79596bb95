"""A finished game against a rulebook automa is worth its result with a margin part
(core.outcome): any win beats any loss, a wide win beats a narrow one, a narrow loss beats
a rout. Hand-built final positions: the scores set, the game marked over."""

from __future__ import annotations

import pytest

from ludotheque.core import get_game
from ludotheque.core.outcome import with_margin


def _final(game_id: str, config: dict, points: list[int]):
    game = get_game(game_id)
    state = game.setup(game.configure(config), 1)
    state.vp = list(points)
    state.phase = "over"
    return game, state


CASES = [
    ("encyclopedia", {"players": 2, "automas": {"1": "linne/boudeuse"}}),
    ("darwins-journey", {"players": 1}),
]


@pytest.mark.parametrize(("game_id", "config"), CASES)
def test_results_against_the_automa_are_ordered_by_result_then_margin(game_id, config):
    values = []
    for points in ([90, 40], [60, 55], [55, 60], [20, 90]):
        game, state = _final(game_id, config, points)
        assert game.winners(state) == ([0] if points[0] > points[1] else [1])
        values.append(game.outcome_value(state, 0))
    assert values == sorted(values, reverse=True) and len(set(values)) == 4
    assert values[1] > 0.6 > 0.4 > values[2]


def test_among_people_the_default_stays():
    game, state = _final("encyclopedia", {"players": 2}, [60, 55])
    assert game.outcome_value(state, 0) == 1.0 and game.outcome_value(state, 1) == 0.0


def test_with_margin_bounds():
    assert with_margin(1.0, 1e9, 10.0) == pytest.approx(1.0)
    assert with_margin(0.0, -1e9, 10.0) == pytest.approx(0.0)
    assert with_margin(0.5, 0.0, 10.0) == pytest.approx(0.5)
