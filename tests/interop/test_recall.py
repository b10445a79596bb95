"""OpenSpiel's information state has perfect recall (interop/recall.py): it is made of the
seat's own observations and actions, so histories that differ only in what the seat cannot
see give it the same information state, and different own actions give different ones."""

from __future__ import annotations

import json

import pytest

pyspiel = pytest.importorskip("pyspiel")

from ludotheque.core.rng import Rng  # noqa: E402
from ludotheque.interop import openspiel as adapter  # noqa: E402
from ludotheque.interop.recall import OWN_ACTIONS, digest  # noqa: E402

from .cases import TABLES  # noqa: E402

GAMES = sorted(TABLES)


def _load(gid: str, seed: int = 0):
    return pyspiel.load_game(adapter.short_name(gid), {"players": 2, "seed": seed})


def _walk(state, moves: int, seed: int):
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_action(legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("gid", GAMES)
def test_hidden_information_re_dealt_leaves_the_information_state(gid):
    """A state and its re-deal for a seat (`resample_from_infostate`, the game's
    `determinize`) differ only in what that seat cannot see: same information state."""
    game = _load(gid, seed=5)
    state = _walk(game.new_initial_state(), 37, 5)
    for _ in range(3):
        seat = state.current_player()
        sample = state.resample_from_infostate(seat, None)
        assert sample.information_state_string(seat) == state.information_state_string(seat)
        assert sample.information_state_tensor(seat) == state.information_state_tensor(seat)
        state = _walk(state, 11, 6)
        if state.is_terminal():
            break


@pytest.mark.parametrize("gid", GAMES)
def test_different_own_actions_give_different_information_states(gid):
    game = _load(gid, seed=2)
    state = _walk(game.new_initial_state(), 9, 2)
    while len(state.legal_actions()) < 2:
        state = _walk(state, 1, 3)
    seat = state.current_player()
    a, b = state.legal_actions()[:2]
    one, two = state.clone(), state.clone()
    one.apply_action(a)
    two.apply_action(b)
    assert one.information_state_string(seat) != two.information_state_string(seat)
    assert one.information_state_tensor(seat) != two.information_state_tensor(seat)


def test_the_information_state_is_the_seats_own_past_and_its_view():
    game = pyspiel.load_game("ludo_newton", {"players": 2, "seed": 4})
    state = game.new_initial_state()
    table = state.table
    mine, seen = [], []
    rng = Rng(8)
    for _ in range(80):
        seat = state.current_player()
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        if seat == 0:
            mine.append(action)
            seen.append(digest(table.view_text(state.state, 0)))
        state.apply_action(action)
    text = state.information_state_string(0)
    past, view = text.split("|", 1)
    assert past.split() == [f"{d}:{a}" for d, a in zip(seen, mine, strict=True)]
    assert json.loads(view) == table.game.view(state.state, 0)
    info = state.information_state_tensor(0)
    n = table.size
    assert info[:n] == pytest.approx(table.observe(state.state, 0))
    recent = [(a + 1) / table.num_actions for a in reversed(mine)][:OWN_ACTIONS]
    assert info[n : n + len(recent)] == pytest.approx(recent)
    assert info[-1] == pytest.approx(len(mine) / 100)
    assert game.information_state_tensor_size() == n + OWN_ACTIONS + 1


def test_recall_off_keeps_the_actions_only():
    game = pyspiel.load_game("ludo_newton", {"players": 2, "seed": 4, "recall": 0})
    state = _walk(game.new_initial_state(), 10, 1)
    past = state.information_state_string(0).split("|", 1)[0].split()
    assert past and all(step.startswith(":") for step in past)
