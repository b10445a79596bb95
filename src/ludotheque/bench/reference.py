"""The yardsticks others can check: OpenSpiel's tic-tac-toe in Python and in C++.

`python_tic_tac_toe` is the reference implementation of a Python game in a widely used
engine; `tic_tac_toe` is the same game in C++, reached through pybind11 (what a compiled
engine costs from Python). Both are played the same way:

- `pyspiel.load_game` runs once, before any timing.
- A *step* is one `state.is_terminal()`, one `state.legal_actions()`, one `Rng.below` to
  pick an action uniformly and one `state.apply_action(action)`, plus the loop around them:
  the same work per move as a decision of ours (`is_terminal` stands for the game-over
  test that our `pending` carries). The time per step excludes `new_initial_state()`.
- CPU time of this thread, as for our games (see `bench.games`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.bench.games import clock, streams
from ludotheque.core.rng import Rng

GAMES = {"python": "python_tic_tac_toe", "cpp": "tic_tac_toe"}
KEYS = {"python": 999, "cpp": 998}  # stream keys (ours are the player counts)
INSTALL_HINT = "pip install -e '.[bench]'"


class ReferenceUnavailable(Exception):
    """OpenSpiel cannot be imported or cannot load the reference game."""


def load(name: str):
    """The OpenSpiel game object (importing the module registers the Python game)."""
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401
    except ImportError as e:
        raise ReferenceUnavailable(
            f"open_spiel is not installed ({e.msg}); install it with: {INSTALL_HINT}"
        ) from None
    try:
        return pyspiel.load_game(name)
    except Exception as e:  # pyspiel.SpielError and friends
        raise ReferenceUnavailable(f"OpenSpiel cannot load {name}: {e}") from None


def version() -> str | None:
    try:
        from importlib.metadata import version as dist_version

        return dist_version("open_spiel")
    except Exception:
        return None


def _play_games(game, seconds: float, choices: Rng) -> dict:
    """Random complete games until `seconds` of CPU time have passed (at least one)."""
    new_state, below = game.new_initial_state, choices.below
    games = steps = 0
    init_time = play_time = 0.0
    start = clock()
    deadline = start + seconds
    while True:
        t0 = clock()
        state = new_state()
        t1 = clock()
        is_terminal, legal_actions, apply_action = (
            state.is_terminal,
            state.legal_actions,
            state.apply_action,
        )
        n = 0
        while not is_terminal():
            actions = legal_actions()
            apply_action(actions[below(len(actions))])
            n += 1
        t2 = clock()
        games += 1
        steps += n
        init_time += t1 - t0
        play_time += t2 - t1
        if t2 >= deadline:
            break
    return {
        "games": games,
        "decisions": steps,
        "cpu_s": clock() - start,
        "setup_s": init_time,
        "play_s": play_time,
    }


class Reference:
    """One OpenSpiel game as a contestant of the rounds (see `bench.games.Contestant`)."""

    def __init__(self, which: str, seed: int):
        self.which, self.name = which, GAMES[which]
        self.game = load(self.name)
        _, self.warm_choices, _, self.choices = streams(seed, KEYS[which])
        self.rounds: list[dict] = []

    def warm_up(self, seconds: float) -> None:
        _play_games(self.game, seconds, self.warm_choices)

    def round(self, seconds: float) -> float:
        raw = _play_games(self.game, seconds, self.choices)
        self.rounds.append(raw)
        return raw["play_s"] / raw["decisions"] * 1e6

    def totals(self) -> dict[str, Any]:
        steps = sum(r["decisions"] for r in self.rounds)
        games = sum(r["games"] for r in self.rounds)
        return {
            "name": self.name,
            "available": True,
            "us_per_step": sum(r["play_s"] for r in self.rounds) / steps * 1e6,
            "steps_per_game": steps / games,
            "init_us": sum(r["setup_s"] for r in self.rounds) / games * 1e6,
            "steps": steps,
        }


def unavailable(which: str, reason: str) -> dict[str, Any]:
    """A reference's section with every figure null, and why."""
    return {
        "name": GAMES[which],
        "available": False,
        "note": reason,
        "us_per_step": None,
        "steps_per_game": None,
        "init_us": None,
        "steps": None,
    }
