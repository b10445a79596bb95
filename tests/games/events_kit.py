"""Seeded random games the games' tests walk through: narrated as one seat (or a
spectator) sees them, for the events tests (issue 17, "every event told";
docs/events-audit.md), or stopped at every n-th decision, for the view differentials."""

from __future__ import annotations

from ludotheque.core.rng import Rng


def narrated_moves(game, config: dict, seed: int, watcher: int | None):
    """(seat, option, lines, before, after) for each move of a seeded random game to its
    end: the mover, the option played, the log lines `watcher` reads, and its views."""
    state = game.setup(game.configure(config), seed)
    rng = Rng(seed + 7)
    before = game.view(state, watcher)
    while not game.is_over(state):
        decision = game.pending(state)
        option = decision.options[rng.next64() % len(decision.options)]
        game.apply(state, option)
        after = game.view(state, watcher)
        yield decision.seat, option, game.narrate(before, after, watcher), before, after
        before = after


def every_nth_position(game, config: dict, seed: int, stride: int):
    """The state of a seeded random game (moves drawn from `Rng(seed + 1)`) at every
    `stride`-th decision and at its end; the same object, played on between yields."""
    state = game.setup(config, seed)
    rng = Rng(seed + 1)
    step = 0
    while True:
        decision = game.pending(state)
        if step % stride == 0 or decision.seat is None:
            yield state
        if decision.seat is None:
            return
        game.apply(state, rng.below(len(decision.options)))
        step += 1
