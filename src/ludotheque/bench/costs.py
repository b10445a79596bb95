"""What search and the server pay per call: `copy`, `view`, `determinize`, `evaluate`.

Each cost is the mean CPU time of one call over states saved from real random games
(start, middle and end alike), called in turn until the budget is spent, after one
untimed pass. The seat is the one to move (seat 0 once the game is over); `view` is
measured for that seat (`view_us`) and for a spectator (`view_spectator_us`).
"""

from __future__ import annotations

from typing import Any

from ludotheque.bench.games import clock
from ludotheque.core.rng import Rng


def mean_us(call, args: list[tuple], seconds: float) -> float:
    """Mean microseconds of `call(*a)` over `args`, cycled until `seconds` have passed."""
    for a in args:
        call(*a)
    passes = 0
    start = clock()
    deadline = start + seconds
    while True:
        for a in args:
            call(*a)
        passes += 1
        end = clock()
        if end >= deadline:
            break
    return (end - start) / (passes * len(args)) * 1e6


def measure(game, samples: list, seconds: float, seed: int) -> dict[str, Any]:
    """The four costs (µs), `seconds` of CPU time each."""
    seats = []
    for s in samples:
        seat = game.pending(s).seat
        seats.append(0 if seat is None else seat)
    rng = Rng(seed)
    return {
        "copy_us": mean_us(game.copy, [(s,) for s in samples], seconds),
        "view_us": mean_us(game.view, list(zip(samples, seats, strict=True)), seconds),
        "view_spectator_us": mean_us(game.view, [(s, None) for s in samples], seconds),
        "determinize_us": mean_us(
            game.determinize,
            [(s, seat, rng) for s, seat in zip(samples, seats, strict=True)],
            seconds,
        ),
        "evaluate_us": mean_us(game.evaluate, list(zip(samples, seats, strict=True)), seconds),
    }
