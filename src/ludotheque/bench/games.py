"""The loop that plays random games, for our games and for the floor alike.

A *decision* is one `pending(state)`, one `Rng.below(len(options))` to pick an option
uniformly, and one `apply(state, index)`, plus the loop around them: what a random
playout pays per move. `play_games` plays complete games until a budget of the thread's
CPU time is spent and reports the decisions, the time spent in them (`play_s`) and apart
the time spent setting games up (`setup_s`), so the cost of a decision never includes
`setup`.

CPU time of this thread (`time.thread_time`), not wall time: on a loaded machine a
process waits for a core, and waiting is not the engine's cost. The garbage collector
stays on: its cost is part of what a playout really pays.
"""

from __future__ import annotations

import time
from typing import Any

from ludotheque.core.rng import Rng

clock = time.thread_time
# A game that has not ended after this many decisions is a bug in the game, not a long game.
MAX_DECISIONS = 100_000
# States are saved every SAMPLE_EVERY decisions of the warm-up games, for the costs of
# `copy`, `view`... and the positions searched by MCTS.
SAMPLE_EVERY = 7


def streams(seed: int, key: int) -> tuple[Rng, Rng, Rng, Rng]:
    """Independent streams per contestant (a player count, or the floor), so its games do
    not depend on which others are measured: warm-up seeds and choices, timed ones."""
    master = Rng(seed * 1_000_003 + key)
    return master.fork(), master.fork(), master.fork(), master.fork()


def play_random(game, config: Any, seed: int, choices: Rng) -> list:
    """One untimed random game; returns copies of its states every SAMPLE_EVERY decisions
    (the first and the last included)."""
    state = game.setup(config, seed)
    saved = [game.copy(state)]
    n = 0
    while (d := game.pending(state)).seat is not None:
        game.apply(state, choices.below(len(d.options)))
        n += 1
        if n % SAMPLE_EVERY == 0:
            saved.append(game.copy(state))
        if n > MAX_DECISIONS:
            raise RuntimeError(f"{game.id}: a game did not end after {MAX_DECISIONS} decisions")
    saved.append(game.copy(state))
    return saved


def play_games(game, config: Any, seconds: float, seeds: Rng, choices: Rng) -> dict:
    """Random complete games until `seconds` of CPU time have passed (at least one game).
    `game` needs only `setup`, `pending` and `apply`: the floor is played by this loop."""
    setup, pending, apply, below = game.setup, game.pending, game.apply, choices.below
    games = decisions = 0
    setup_time = play_time = 0.0
    start = clock()
    deadline = start + seconds
    while True:
        t0 = clock()
        state = setup(config, seeds.next64())
        t1 = clock()
        n = 0
        while True:
            d = pending(state)
            if d.seat is None:
                break
            apply(state, below(len(d.options)))
            n += 1
            if n > MAX_DECISIONS:
                raise RuntimeError(f"{game.id}: a game did not end after {MAX_DECISIONS} decisions")
        t2 = clock()
        games += 1
        decisions += n
        setup_time += t1 - t0
        play_time += t2 - t1
        if t2 >= deadline:
            break
    return {
        "games": games,
        "decisions": decisions,
        "cpu_s": clock() - start,
        "setup_s": setup_time,
        "play_s": play_time,
    }


class Contestant:
    """One thing timed in the rounds: a game at a player count, or the floor. Keeps its
    streams across rounds, so each round plays new games."""

    def __init__(self, game, config: Any, seed: int, key: int):
        self.game, self.config = game, config
        self.warm_seeds, self.warm_choices, self.seeds, self.choices = streams(seed, key)
        self.rounds: list[dict] = []

    def warm_up(self, seconds: float, min_games: int = 2, keep_games: int = 8) -> list:
        """Untimed games (fill caches, settle the interpreter); returns the states saved
        in the first `keep_games` of them (none, and no copies made, when it is 0)."""
        if not keep_games:
            play_games(self.game, self.config, seconds, self.warm_seeds, self.warm_choices)
            return []
        samples: list = []
        played = 0
        deadline = clock() + seconds
        while played < min_games or clock() < deadline:
            saved = play_random(self.game, self.config, self.warm_seeds.next64(), self.warm_choices)
            if played < keep_games:
                samples.extend(saved)
            played += 1
        return samples

    def round(self, seconds: float) -> float:
        """Play one round; returns its µs per decision."""
        raw = play_games(self.game, self.config, seconds, self.seeds, self.choices)
        self.rounds.append(raw)
        return raw["play_s"] / raw["decisions"] * 1e6 if raw["decisions"] else float("nan")

    def totals(self) -> dict[str, Any]:
        """Figures over every round: counts over CPU time, setup included."""
        games = sum(r["games"] for r in self.rounds)
        decisions = sum(r["decisions"] for r in self.rounds)
        cpu = sum(r["cpu_s"] for r in self.rounds)
        play = sum(r["play_s"] for r in self.rounds)
        setup = sum(r["setup_s"] for r in self.rounds)
        return {
            "games_per_s": games / cpu,
            "decisions_per_s": decisions / cpu,
            "us_per_decision": play / decisions * 1e6 if decisions else None,
            "decisions_per_game": decisions / games,
            "setup_us": setup / games * 1e6,
            "games": games,
            "decisions": decisions,
            "seconds": cpu,
        }
