"""CPU-time figures of a game's random playouts, copy and view, robust to a loaded machine.

`ludo bench` times wall clock; on a shared machine that measures the load. This counts the
process's CPU time instead, so two code trees can be compared side by side by running it
alternately on each (PYTHONPATH=OTHER/src for the other tree):

    .venv/bin/python tools/cpu_speed.py darwins-journey --players 2,4 --games 40
    PYTHONPATH=/tmp/base/src .venv/bin/python tools/cpu_speed.py darwins-journey ...

Per player count: complete random games per CPU second (setup included), CPU µs per
decision (pending + a uniform choice + apply), and the best-of-3 mean CPU µs of `copy` and
of `view` (for the seat to move and for a spectator) over states saved along the games.
"""

from __future__ import annotations

import argparse
import json
import time

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng


def measure(game_id: str, players: int, games: int) -> dict:
    g = get_game(game_id)
    cfg = {"players": players}
    choices = Rng(5)
    for seed in range(2):  # warm-up: caches, memos
        s = g.setup(cfg, 10_000 + seed)
        while (d := g.pending(s)).seat is not None:
            g.apply(s, choices.below(len(d.options)))
    decisions, samples = 0, []
    t0 = time.process_time()
    for seed in range(games):
        s = g.setup(cfg, seed)
        while (d := g.pending(s)).seat is not None:
            g.apply(s, choices.below(len(d.options)))
            decisions += 1
            if decisions % 23 == 0 and len(samples) < 400:
                samples.append(g.copy(s))
    cpu = time.process_time() - t0
    for x in samples:
        g.pending(x)

    def per(f) -> float:
        best = float("inf")
        for _ in range(3):
            t = time.process_time()
            for x in samples:
                f(x)
            best = min(best, (time.process_time() - t) / len(samples) * 1e6)
        return best

    return {
        "players": players,
        "games_per_cpu_s": round(games / cpu, 1),
        "cpu_us_per_decision": round(cpu / decisions * 1e6, 1),
        "copy_us": round(per(g.copy), 1),
        "view_seat_us": round(per(lambda x: g.view(x, g.pending(x).seat)), 1),
        "view_spectator_us": round(per(lambda x: g.view(x, None)), 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--games", type=int, default=40)
    a = ap.parse_args()
    for n in (int(x) for x in a.players.split(",")):
        print(json.dumps(measure(a.game, n, a.games)))


if __name__ == "__main__":
    main()
