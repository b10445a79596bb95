"""The yardstick: OpenSpiel's pure-Python tic-tac-toe, played the same way as our games.

Why this game: it is the reference implementation of a Python game in a widely used
engine, so "N times slower than python_tic_tac_toe per step" is a figure others can check.

What is timed, with `time.perf_counter`, after a warm-up of untimed games:

- `pyspiel.load_game` runs once, before any timing.
- A *step* is one `state.is_terminal()`, one `state.legal_actions()`, one `Rng.below` to
  pick an action uniformly and one `state.apply_action(action)`, plus the loop around them:
  the same work per move as a decision of ours (`is_terminal` stands for the game-over
  test that our `pending` carries). `us_per_step` is the time in these loops divided by
  the number of steps; it does not include `game.new_initial_state()`.
- `games_per_s` and `steps_per_s` are counts over the whole wall time, new states
  included; `init_us` is the cost of `new_initial_state()` alone.
- `clone_us` is the mean time of one `state.clone()` over every state of a few real
  random games, cloned in turn until the time budget is spent.
"""

from __future__ import annotations

import time
from typing import Any

from ludotheque.bench.games import MIN_WARMUP_GAMES, time_copies, warmup_seconds
from ludotheque.core.rng import Rng

NAME = "python_tic_tac_toe"
INSTALL_HINT = "pip install -e '.[bench]'"
SAMPLE_GAMES = 30


class ReferenceUnavailable(Exception):
    """OpenSpiel cannot be imported or cannot load the reference game."""


def load():
    """The OpenSpiel game object (importing the module registers the Python game)."""
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401
    except ImportError as e:
        raise ReferenceUnavailable(
            f"open_spiel is not installed ({e.msg}); install it with: {INSTALL_HINT}"
        ) from None
    try:
        return pyspiel.load_game(NAME)
    except Exception as e:  # pyspiel.SpielError and friends
        raise ReferenceUnavailable(f"OpenSpiel cannot load {NAME}: {e}") from None


def version() -> str | None:
    try:
        from importlib.metadata import version as dist_version

        return dist_version("open_spiel")
    except Exception:
        return None


def _play_random(game, choices: Rng) -> list:
    """One untimed random game; returns clones of all its states."""
    state = game.new_initial_state()
    saved = [state.clone()]
    while not state.is_terminal():
        actions = state.legal_actions()
        state.apply_action(actions[choices.below(len(actions))])
        saved.append(state.clone())
    return saved


def _timed_games(game, seconds: float, choices: Rng) -> dict:
    """Random complete games until `seconds` have passed (at least one game)."""
    new_state, below = game.new_initial_state, choices.below
    perf = time.perf_counter
    games = steps = 0
    init_time = play_time = 0.0
    start = perf()
    deadline = start + seconds
    while True:
        t0 = perf()
        state = new_state()
        t1 = perf()
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
        t2 = perf()
        games += 1
        steps += n
        init_time += t1 - t0
        play_time += t2 - t1
        if t2 >= deadline:
            break
    wall = perf() - start
    return {
        "games": games,
        "steps": steps,
        "wall_s": wall,
        "init_s": init_time,
        "play_s": play_time,
    }


def measure(seconds: float, seed: int, game=None) -> dict[str, Any]:
    """The reference figures: about `seconds` of random games, then `seconds` of clones.

    Raises ReferenceUnavailable when OpenSpiel is missing.
    """
    if game is None:
        game = load()
    master = Rng(seed * 1_000_003 + 999)
    warm_choices, choices = master.fork(), master.fork()

    samples: list = []
    warm_games = 0
    deadline = time.perf_counter() + warmup_seconds(seconds)
    while warm_games < MIN_WARMUP_GAMES or time.perf_counter() < deadline:
        saved = _play_random(game, warm_choices)
        if warm_games < SAMPLE_GAMES:
            samples.extend(saved)
        warm_games += 1

    raw = _timed_games(game, seconds, choices)
    clone_us = time_copies(type(samples[0]).clone, samples, seconds)

    games, steps, wall = raw["games"], raw["steps"], raw["wall_s"]
    return {
        "name": NAME,
        "available": True,
        "open_spiel_version": version(),
        "us_per_step": raw["play_s"] / steps * 1e6,
        "steps_per_s": steps / wall,
        "games_per_s": games / wall,
        "steps_per_game": steps / games,
        "clone_us": clone_us,
        "init_us": raw["init_s"] / games * 1e6,
        "games": games,
        "steps": steps,
        "seconds": wall,
        "clone_samples": len(samples),
    }


def unavailable(reason: str) -> dict[str, Any]:
    """The reference section with every figure null, and why."""
    return {
        "name": NAME,
        "available": False,
        "note": reason,
        "open_spiel_version": None,
        "us_per_step": None,
        "steps_per_s": None,
        "games_per_s": None,
        "steps_per_game": None,
        "clone_us": None,
        "init_us": None,
        "games": None,
        "steps": None,
        "seconds": None,
        "clone_samples": None,
    }
