"""`ludo bench GAME`: what a decision of a game costs, side by side with three yardsticks.

Timed in alternating rounds in one process, on the thread's CPU time: random complete
games of the game at each player count, the plain-Python tic-tac-toe floor written for
the bench (`bench.floor`, played by the same loop), and OpenSpiel's tic-tac-toe in
Python and in C++. Each round gives every contestant the same budget, in turn (the order
reversed every other round), so load that comes and goes touches them all alike; each
ratio (our decision over one step of a yardstick) is taken within a round and reported
with its spread over the rounds (min, median, max). Then the costs of `copy`, `view`,
`determinize` and `evaluate`, and the MCTS iterations of a real 0.5 s decision (median
over positions of seeded random games). Each figure is checked against the targets the
game declares (`Game.bench_targets`). What exactly is timed is written in
`bench.games`, `bench.reference`, `bench.costs` and `bench.search`.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
from typing import Any

from ludotheque.bench import costs, reference, search, targets
from ludotheque.bench.floor import NAME as FLOOR_NAME
from ludotheque.bench.floor import FloorTicTacToe
from ludotheque.bench.games import Contestant
from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game

DEFAULT_SECONDS = 3.0
DEFAULT_ROUNDS = 5
DEFAULT_POSITIONS = 7
MCTS_SECONDS = 0.5
PREFERRED_COUNTS = (2, 4)


def _positive(kind: type, what: str):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"{what} must be positive, got {text}")
        return value

    return parse


_seconds = _positive(float, "a number of seconds")


def _player_counts(text: str) -> list[int]:
    try:
        counts = [int(p) for p in text.split(",") if p.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected player counts separated by commas (e.g. 2,4), got {text!r}"
        ) from None
    if not counts:
        raise argparse.ArgumentTypeError("expected at least one player count")
    return sorted(set(counts))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The `bench` subcommand's arguments (the CLI owns the parser)."""
    parser.add_argument("game", metavar="GAME", help="id of the game to measure, e.g. iwari")
    parser.add_argument(
        "--seconds",
        type=_seconds,
        default=DEFAULT_SECONDS,
        metavar="S",
        help=f"CPU seconds of random games per contestant, over all rounds (default "
        f"{DEFAULT_SECONDS:g}); also the budget of each cost",
    )
    parser.add_argument(
        "--rounds",
        type=_positive(int, "a number of rounds"),
        default=DEFAULT_ROUNDS,
        metavar="N",
        help=f"alternating rounds the time is split into (default {DEFAULT_ROUNDS})",
    )
    parser.add_argument(
        "--players",
        type=_player_counts,
        default=None,
        metavar="N,N",
        help="player counts to measure (default: 2 and 4, or every count the game plays "
        "when it plays neither)",
    )
    parser.add_argument(
        "--positions",
        type=_positive(int, "a number of positions"),
        default=DEFAULT_POSITIONS,
        metavar="N",
        help=f"positions searched by MCTS per player count (default {DEFAULT_POSITIONS})",
    )
    parser.add_argument(
        "--mcts-seconds",
        type=_seconds,
        default=MCTS_SECONDS,
        metavar="S",
        help=f"CPU budget of each MCTS decision (default {MCTS_SECONDS:g}; the targets "
        "are for 0.5)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the games and of the random choices"
    )


def _rounded(value: Any) -> Any:
    """Three decimals are below the noise of any of these figures."""
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


def _playable(game, n: int) -> bool:
    try:
        game.configure({"players": n})
    except ConfigError:
        return False
    return True


def default_counts(game) -> list[int]:
    """2 and 4 players where the game's default configuration plays them; otherwise
    every count it plays with only `players` set."""
    counts = [n for n in PREFERRED_COUNTS if _playable(game, n)]
    if not counts:
        counts = [n for n in range(game.min_players, game.max_players + 1) if _playable(game, n)]
    if not counts:
        raise ConfigError(f"{game.id}: no player count is playable with its default configuration")
    return counts


def spread(values: list[float]) -> dict[str, float | None]:
    if not values:
        return {"min": None, "median": None, "max": None}
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def collect(
    game_id: str,
    seconds: float,
    players: list[int] | None,
    seed: int,
    progress=None,
    rounds: int = DEFAULT_ROUNDS,
    positions: int = DEFAULT_POSITIONS,
    mcts_seconds: float = MCTS_SECONDS,
) -> dict:
    """Measure the game's default configuration with each player count and return every
    figure as JSON-ready data. Raises ConfigError for an unknown game or a player count
    the game does not allow. `progress(text)` is told what is being measured (a plain
    callback: a spinner thread would steal time from the measurement)."""
    game = get_game(game_id)
    if players:
        counts = list(players)
        for n in counts:  # all checked before anything is measured; the game's own message
            game.configure({"players": n})
    else:
        counts = default_counts(game)

    def say(text: str) -> None:
        if progress is not None:
            progress(text)

    floor = Contestant(FloorTicTacToe(), None, seed, key=0)
    ours = {n: Contestant(game, game.configure({"players": n}), seed, key=n) for n in counts}
    refs: dict[str, reference.Reference] = {}
    notes: dict[str, str] = {}
    for which in reference.GAMES:
        try:
            refs[which] = reference.Reference(which, seed)
        except reference.ReferenceUnavailable as e:
            notes[which] = str(e)

    warm = min(0.5, seconds / 4)
    say("warming up")
    floor.warm_up(warm, keep_games=0)
    samples = {n: c.warm_up(warm) for n, c in ours.items()}
    for ref in refs.values():
        ref.warm_up(warm)

    lineup: list[tuple[str, Any]] = [("floor", floor)]
    lineup += [(str(n), c) for n, c in ours.items()]
    lineup += list(refs.items())
    us: dict[str, list[float]] = {name: [] for name, _ in lineup}
    share = seconds / rounds
    for r in range(rounds):
        say(f"round {r + 1} of {rounds}: floor, {game.id} at {counts} players, OpenSpiel")
        for name, contestant in lineup if r % 2 == 0 else reversed(lineup):
            us[name].append(contestant.round(share))

    def ratios(name: str, yardstick: str) -> dict:
        if yardstick not in us:
            return spread([])
        return spread([a / b for a, b in zip(us[name], us[yardstick], strict=True)])

    per_players = {}
    for n, contestant in ours.items():
        key = str(n)
        f = contestant.totals()
        f["us_per_decision_rounds"] = us[key]
        for field, yardstick in (
            ("ratio_floor", "floor"),
            ("ratio_openspiel_python", "python"),
            ("ratio_openspiel_cpp", "cpp"),
        ):
            s = ratios(key, yardstick)
            f[field] = s["median"]
            f[f"{field}_spread"] = s
        say(f"costs of copy, view, determinize, evaluate at {n} players")
        f.update(costs.measure(game, samples[n], seconds / 5, seed))
        say(f"MCTS, {positions} decisions of {mcts_seconds:g} CPU s at {n} players")
        mcts = search.measure(game, samples[n], positions, mcts_seconds, seed)
        f["mcts_iterations_0_5s"] = mcts["iterations"]
        f["mcts"] = mcts
        per_players[key] = f

    floor_figures = floor.totals()
    yardsticks = {
        "floor": {
            "name": FLOOR_NAME,
            "us_per_step": floor_figures["us_per_decision"],
            "us_per_step_rounds": us["floor"],
            "steps_per_game": floor_figures["decisions_per_game"],
            "steps": floor_figures["decisions"],
        },
        "openspiel_version": reference.version() if refs else None,
    }
    for which in reference.GAMES:
        if which in refs:
            yardsticks[f"openspiel_{which}"] = {
                **refs[which].totals(),
                "us_per_step_rounds": us[which],
            }
        else:
            yardsticks[f"openspiel_{which}"] = reference.unavailable(which, notes[which])

    return _rounded(
        {
            "game": game.id,
            "seconds": seconds,
            "rounds": rounds,
            "seed": seed,
            "clock": "CPU time of the measuring thread (time.thread_time)",
            "python": platform.python_version(),
            "per_players": per_players,
            "yardsticks": yardsticks,
            "targets": targets.check(game, per_players),
        }
    )


def run(args: argparse.Namespace) -> int:
    """Measure, print, return the exit code: 2 for a bad game or player count, else 0
    (a missed target is a finding of the benchmark, not a failure to run it)."""
    from rich.console import Console

    from ludotheque.bench.render import render

    def progress(text: str) -> None:
        print(f"{text}...", file=sys.stderr, flush=True)

    try:
        result = collect(
            args.game,
            args.seconds,
            args.players,
            args.seed,
            progress,
            rounds=args.rounds,
            positions=args.positions,
            mcts_seconds=args.mcts_seconds,
        )
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=1))
        for which in reference.GAMES:
            ref = result["yardsticks"][f"openspiel_{which}"]
            if not ref["available"]:
                print(f"note: {ref['name']} not measured: {ref['note']}", file=sys.stderr)
    else:
        render(result, Console(highlight=False))
    return 0
