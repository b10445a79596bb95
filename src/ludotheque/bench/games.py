"""Measuring one of our games: complete random games, and the cost of copying a state.

What is timed, with `time.perf_counter`, after a warm-up of untimed games:

- A *decision* is one `game.pending(state)`, one `Rng.below(len(options))` to pick an option
  uniformly, and one `game.apply(state, index)`, plus the loop around them. That is the
  cost a random playout pays per move; `us_per_decision` is the time spent in these loops
  divided by the number of decisions. It does not include `game.setup`.
- `games_per_s` and `decisions_per_s` are counts over the whole wall time of the run,
  setup of each game included, so `decisions_per_s == games_per_s * decisions_per_game`.
  The setup cost is reported on its own as `setup_us`.
- `copy_us` is the mean time of one `game.copy(state)` over states saved every few
  decisions of real random games (start, middle and end of the game alike), copied in
  turn until the time budget is spent.

The garbage collector stays on: its cost is part of what a playout really pays.
"""

from __future__ import annotations

import time
from typing import Any

from ludotheque.core.game import Game, GameState
from ludotheque.core.rng import Rng

# A game that has not ended after this many decisions is a bug in the game, not a long game.
MAX_DECISIONS = 100_000
# Copies are measured on a state saved every SAMPLE_EVERY decisions of the first
# SAMPLE_GAMES warm-up games.
SAMPLE_EVERY = 7
SAMPLE_GAMES = 8
MIN_WARMUP_GAMES = 2


def warmup_seconds(seconds: float) -> float:
    """Long enough to fill caches and settle the interpreter, short next to the budget."""
    return min(0.5, seconds / 4)


def _streams(seed: int, players: int) -> tuple[Rng, Rng, Rng, Rng]:
    """Independent streams per player count, so a count's games do not depend on which
    other counts are measured, nor on how many warm-up games fit in the warm-up time."""
    master = Rng(seed * 1_000_003 + players)
    return master.fork(), master.fork(), master.fork(), master.fork()


def play_random(game: Game, config: dict[str, Any], seed: int, choices: Rng) -> list[GameState]:
    """One untimed random game; returns copies of states every SAMPLE_EVERY decisions."""
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


def _timed_games(game: Game, config: dict, seconds: float, seeds: Rng, choices: Rng) -> dict:
    """Random complete games until `seconds` have passed (at least one game)."""
    setup, pending, apply, below = game.setup, game.pending, game.apply, choices.below
    perf = time.perf_counter
    games = decisions = 0
    setup_time = play_time = 0.0
    start = perf()
    deadline = start + seconds
    while True:
        t0 = perf()
        state = setup(config, seeds.next64())
        t1 = perf()
        n = 0
        while True:
            d = pending(state)
            if d.seat is None:
                break
            apply(state, below(len(d.options)))
            n += 1
            if n > MAX_DECISIONS:
                raise RuntimeError(f"{game.id}: a game did not end after {MAX_DECISIONS} decisions")
        t2 = perf()
        games += 1
        decisions += n
        setup_time += t1 - t0
        play_time += t2 - t1
        if t2 >= deadline:
            break
    wall = perf() - start
    return {
        "games": games,
        "decisions": decisions,
        "wall_s": wall,
        "setup_s": setup_time,
        "play_s": play_time,
    }


def time_copies(copy, samples: list, seconds: float) -> float:
    """Mean microseconds of one `copy(sample)`, cycling through the samples (one untimed
    pass first). Shared with the reference, whose `copy` is `State.clone`."""
    for s in samples:
        copy(s)
    perf = time.perf_counter
    passes = 0
    start = perf()
    deadline = start + seconds
    while True:
        for s in samples:
            copy(s)
        passes += 1
        end = perf()
        if end >= deadline:
            break
    return (end - start) / (passes * len(samples)) * 1e6


SEARCH = 200  # iterations per decision when timing MCTS


def time_mcts(game: Game, samples: list, seconds: float, seed: int) -> float:
    """MCTS simulations (iterations: sample, descend, expand, rollout, back up) per second,
    searching from states of real games for the seat to move, `SEARCH` iterations a
    decision as an agent would (its pooled determinizations included)."""
    from ludotheque.agents.mcts import MctsAgent
    from ludotheque.agents.observation import Observation

    live = [s for s in samples if len(game.pending(s).options) > 1]
    if not live:
        return 0.0
    agent = MctsAgent(seed, iterations=SEARCH)
    sims = 0
    start = time.perf_counter()
    deadline = start + seconds
    i = 0
    while True:
        state = live[i % len(live)]
        agent.choose(Observation(game, state, game.pending(state).seat))
        sims += agent.last_iterations
        i += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    return sims / (now - start)


def measure(game: Game, players: int, seconds: float, seed: int) -> dict[str, Any]:
    """The figures for one player count: about `seconds` of games, then `seconds` of copies."""
    config = game.configure({"players": players})
    warm_seeds, warm_choices, seeds, choices = _streams(seed, players)

    samples: list[GameState] = []
    warm_games = 0
    deadline = time.perf_counter() + warmup_seconds(seconds)
    while warm_games < MIN_WARMUP_GAMES or time.perf_counter() < deadline:
        saved = play_random(game, config, warm_seeds.next64(), warm_choices)
        if warm_games < SAMPLE_GAMES:
            samples.extend(saved)
        warm_games += 1

    raw = _timed_games(game, config, seconds, seeds, choices)
    copy_us = time_copies(game.copy, samples, seconds)
    mcts_sims = time_mcts(game, samples, seconds, seed)

    games, decisions, wall = raw["games"], raw["decisions"], raw["wall_s"]
    return {
        "games_per_s": games / wall,
        "decisions_per_s": decisions / wall,
        "us_per_decision": raw["play_s"] / decisions * 1e6 if decisions else None,
        "decisions_per_game": decisions / games,
        "copy_us": copy_us,
        "mcts_sims_per_s": mcts_sims,
        "setup_us": raw["setup_s"] / games * 1e6,
        "games": games,
        "decisions": decisions,
        "seconds": wall,
        "copy_samples": len(samples),
    }
