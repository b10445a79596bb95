"""CPU time the server spends on a move, in-process (no sockets), split by kind of work.

`ludo bench server` counts a whole server's CPU over sockets; this isolates what a move
costs the hub itself: a `Hub` on a fresh SQLite file plays seeded random games of every
game at 2 to 4 seats through `Hub.move`, and after each move builds the state message of
every listener of the table (each seat and one spectator, without the board picture, as
the bench's clients ask), as `Listener.run` does (`Hub.state_text`). Two code trees are
compared by running this on each in turn (PYTHONPATH=OTHER/src for the other):

    PYTHONPATH=src .venv/bin/python tools/server_move_cost.py --rounds 3
    PYTHONPATH=/tmp/base/src .venv/bin/python tools/server_move_cost.py --rounds 3

Per game and in all: CPU ms per move, best of the rounds (a round is the same games), and
from a separate timed pass the share of views, narration, option and log labels, and JSON
(the message's and the view's encodings) in ms per move (timing each call adds a little).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path

PARTS = {
    "view": ("game", "view"),
    "narration": ("game", "narrate"),
    "labels": ("game", "option_labels"),
    "log_labels": ("game", "move_label"),
}


def _timed(fn, bucket: dict, key: str):
    def wrapper(*args, **kwargs):
        t = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            bucket[key] = bucket.get(key, 0.0) + time.process_time() - t

    return wrapper


async def _play(
    game_ids: list[str],
    players: list[int],
    seeds: int,
    plies: int,
    split: dict | None,
    interleave: bool = False,
):
    from ludotheque.core.registry import get_game
    from ludotheque.server import views, words
    from ludotheque.server.hub import Hub
    from ludotheque.server.settings import Settings
    from ludotheque.server.store import Store

    restore = []
    if split is not None:
        for gid in game_ids:
            game = get_game(gid)
            for key, (_, name) in PARTS.items():
                restore.append((game, name, game.__dict__.get(name)))
                setattr(game, name, _timed(getattr(game, name), split, key))
        for mod, name in ((views, "dumps"), (words, "snapshot")):
            restore.append((mod, name, getattr(mod, name)))
            setattr(mod, name, _timed(getattr(mod, name), split, "json"))
    out: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(str(Path(tmp) / "cost.db"))
        store.create_schema()
        settings = Settings(
            database=str(Path(tmp) / "cost.db"),
            agent_delay=0.0,
            create_rate=1e6,
            create_burst=1e6,
            max_listed_tables_per_address=1_000_000,
        )
        hub = Hub(store, settings)
        await hub.start()
        try:
            for gid in game_ids:
                game = get_game(gid)
                for n in players:
                    if not game.min_players <= n <= game.max_players:
                        continue
                    cpu, moves = 0.0, 0
                    games = []
                    for seed in range(seeds):
                        rng = random.Random(seed * 1000 + n)
                        body = {"game": gid, "seats": ["human"] * n, "seed": seed, "analysis": True}
                        table, _tokens = await hub.create(body)
                        listeners = [*range(game.num_seats(table.match.state)), None]
                        known = dict.fromkeys(listeners, 0)
                        for s in listeners:  # the first message of each: not a move's
                            hub.state_text(table, s, False, 0)
                            known[s] = len(table.match.moves)
                        games.append((table, rng, listeners, known))
                    # One table at a time, or (interleaved) a move at every table, then
                    # each table's first listener, each table's second, and so on.
                    for group in [games] if interleave else [[g] for g in games]:
                        while True:
                            live = [
                                g
                                for g in group
                                if not g[0].match.is_over() and len(g[0].match.moves) < plies
                            ]
                            if not live:
                                break
                            t = time.process_time()
                            for table, rng, _, _ in live:
                                d = table.match.decision
                                option = rng.randrange(len(d.options))
                                await hub.move(table, d.seat, table.version, option)
                            for i in range(max(len(g[2]) for g in live)):
                                for table, _, listeners, known in live:
                                    if i < len(listeners):
                                        s = listeners[i]
                                        hub.state_text(table, s, False, known[s])
                                        known[s] = len(table.match.moves)
                            cpu += time.process_time() - t
                            moves += len(live)
                    out[f"{gid} {n}p"] = [cpu, moves]
        finally:
            await hub.stop()
            for obj, name, old in restore:
                if old is None and not isinstance(obj, type(json)):
                    delattr(obj, name)
                else:
                    setattr(obj, name, old)
    return out


def main() -> None:
    from ludotheque.core.registry import all_games

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--seeds", type=int, default=2, help="games per game and player count")
    ap.add_argument("--plies", type=int, default=150, help="moves played per game at most")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument(
        "--interleave",
        action="store_true",
        help="play the seeds' tables at once, their listeners' messages interleaved (as a "
        "busy server serves them): what the words' memories must hold across tables",
    )
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    ids = [g for g in a.games.split(",") if g] or [g.id for g in all_games()]
    players = [int(x) for x in a.players.split(",")]
    best: dict[str, list[float]] = {}
    for _ in range(a.rounds):
        got = asyncio.run(_play(ids, players, a.seeds, a.plies, None, a.interleave))
        for k, (cpu, moves) in got.items():
            if k not in best or cpu < best[k][0]:
                best[k] = [cpu, moves]
    split: dict[str, float] = {}
    timed = asyncio.run(_play(ids, players, a.seeds, a.plies, split, a.interleave))
    moves = sum(m for _, m in best.values())
    result = {
        "ms_per_move": {k: round(c / m * 1e3, 3) for k, (c, m) in best.items() if m},
        "all_ms_per_move": round(sum(c for c, _ in best.values()) / moves * 1e3, 3),
        "moves": moves,
        "split_ms_per_move": {k: round(v / moves * 1e3, 3) for k, v in sorted(split.items())},
        "split_pass_ms_per_move": round(sum(c for c, _ in timed.values()) / moves * 1e3, 3),
    }
    if a.json:
        print(json.dumps(result, indent=1))
        return
    for k, v in result["ms_per_move"].items():
        print(f"{k:24} {v:7.3f} ms/move")
    print(f"{'all':24} {result['all_ms_per_move']:7.3f} ms/move over {moves} moves")
    print(
        "split (timed pass):", result["split_ms_per_move"], "of", result["split_pass_ms_per_move"]
    )


if __name__ == "__main__":
    main()
