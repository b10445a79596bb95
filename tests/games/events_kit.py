"""What every game's events test plays: a seeded random game to its end, narrated as one
seat (or a spectator) sees it (issue 17, "every event told"; docs/events-audit.md)."""

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
