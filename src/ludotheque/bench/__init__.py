"""`ludo bench GAME`: how fast random playouts of a game run, next to a known yardstick.

For each player count, complete games with uniformly random options are played for about
`--seconds` on one core (games/s, decisions/s, microseconds per decision, decisions per
game), then states saved from real games are copied for about `--seconds` (copy cost).
OpenSpiel's pure-Python tic-tac-toe is measured the same way in the same run, and our cost
per decision is divided by its cost per step. What exactly is timed is written in
`bench.games` and `bench.reference`.

Targets: that ratio at most 3 for every player count, and at least 50 complete random
games per second with 4 players.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from typing import Any

from ludotheque.bench import games as our_games
from ludotheque.bench import reference
from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game

MAX_RATIO = 3.0
MIN_GAMES_PER_S_4P = 50.0
DEFAULT_SECONDS = 3.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"seconds must be positive, got {text}")
    return value


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
        help=f"time budget of each measurement (default {DEFAULT_SECONDS:g})",
    )
    parser.add_argument(
        "--players",
        type=_player_counts,
        default=None,
        metavar="N,N",
        help="player counts to measure (default: every count its default configuration plays)",
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
    return value


def default_counts(game) -> list[int]:
    """The counts the game accepts with only `players` set: a count that needs other options
    to be playable is left out rather than failing the whole run."""
    counts = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.configure({"players": n})
        except ConfigError:
            continue
        counts.append(n)
    if not counts:
        raise ConfigError(f"{game.id}: no player count is playable with its default configuration")
    return counts


def collect(
    game_id: str, seconds: float, players: list[int] | None, seed: int, progress=None
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

    per_players = {}
    for n in counts:
        say(f"measuring {game.id} with {n} players")
        per_players[str(n)] = our_games.measure(game, n, seconds, seed)

    try:
        game_object = reference.load()
        say(f"measuring the reference, OpenSpiel {reference.NAME}")
        ref = reference.measure(seconds, seed, game_object)
    except reference.ReferenceUnavailable as e:
        ref = reference.unavailable(str(e))

    ref_us = ref["us_per_step"]
    ratio = {
        n: (f["us_per_decision"] / ref_us if ref_us and f["us_per_decision"] else None)
        for n, f in per_players.items()
    }
    ratio_ok = {n: (None if r is None else r <= MAX_RATIO) for n, r in ratio.items()}
    four = per_players.get("4")
    games_4p_ok = None if four is None else four["games_per_s"] >= MIN_GAMES_PER_S_4P
    checks = [*ratio_ok.values(), games_4p_ok]
    if any(c is False for c in checks):
        all_hold = False
    elif any(c is None for c in checks):
        all_hold = None
    else:
        all_hold = True

    return _rounded(
        {
            "game": game.id,
            "seconds": seconds,
            "seed": seed,
            "python": platform.python_version(),
            "per_players": per_players,
            "reference": ref,
            "ratio": ratio,
            "targets": {
                "max_ratio": MAX_RATIO,
                "ratio_ok": ratio_ok,
                "min_games_per_s_4p": MIN_GAMES_PER_S_4P,
                "games_per_s_4p_ok": games_4p_ok,
                "all_hold": all_hold,
            },
        }
    )


def _fmt(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def _verdict(ok: bool | None) -> str:
    return {True: "[green]holds[/]", False: "[red]fails[/]", None: "[dim]not measured[/]"}[ok]


def render(result: dict, console) -> None:
    """Our figures, the reference's, then one line per target (fits 80 columns)."""
    from rich import box
    from rich.markup import escape
    from rich.table import Table

    console.print(
        f"[bold]ludo bench {result['game']}[/]: {result['seconds']:g} s per measurement, "
        f"seed {result['seed']}, one core, Python {result['python']}"
    )
    ours = Table(box=box.SIMPLE_HEAD, caption_justify="left", padding=(0, 1), pad_edge=False)
    for header in (
        "players",
        "games/s",
        "dec/s",
        "µs/dec",
        "dec/game",
        "copy µs",
        "sims/s",
    ):
        ours.add_column(header, justify="right", min_width=len(header), no_wrap=True)
    ours.add_column("ratio", justify="right")
    ours.caption = (
        "dec = one decision (pending + apply); sims/s = MCTS iterations per second; "
        "setup time is in --json; "
        "ratio = µs/dec ÷ reference µs/step"
    )
    for n, f in result["per_players"].items():
        ok = result["targets"]["ratio_ok"][n]
        ratio = _fmt(result["ratio"][n], 2)
        if ok is not None:
            ratio = f"[{'green' if ok else 'red'}]{ratio}[/]"
        ours.add_row(
            n,
            _fmt(f["games_per_s"]),
            _fmt(f["decisions_per_s"], 0),
            _fmt(f["us_per_decision"], 2),
            _fmt(f["decisions_per_game"]),
            _fmt(f["copy_us"], 2),
            _fmt(f["mcts_sims_per_s"], 0),
            ratio,
        )
    console.print(ours)

    ref = result["reference"]
    if ref["available"]:
        console.print(
            f"[bold]reference[/]: OpenSpiel {ref['open_spiel_version'] or '?'} {ref['name']}"
        )
        theirs = Table(box=box.SIMPLE_HEAD)
        for header in ("games/s", "steps/s", "µs/step", "steps/game", "clone µs", "init µs"):
            theirs.add_column(header, justify="right")
        theirs.add_row(
            _fmt(ref["games_per_s"]),
            _fmt(ref["steps_per_s"], 0),
            _fmt(ref["us_per_step"], 2),
            _fmt(ref["steps_per_game"]),
            _fmt(ref["clone_us"], 2),
            _fmt(ref["init_us"]),
        )
        console.print(theirs)
    else:
        console.print(f"[yellow]reference not measured:[/] {escape(ref['note'])}", soft_wrap=True)

    t = result["targets"]
    oks = list(t["ratio_ok"].values())
    console.print(
        f"ratio ≤ {t['max_ratio']:g} for every player count: "
        + _verdict(None if None in oks else all(oks))
    )
    four = result["per_players"].get("4")
    shown = f" ({_fmt(four['games_per_s'])} games/s)" if four else ""
    console.print(
        f"≥ {t['min_games_per_s_4p']:g} complete random 4-player games/s on one core: "
        + _verdict(t["games_per_s_4p_ok"])
        + shown
    )


def run(args: argparse.Namespace) -> int:
    """Measure, print, return the exit code: 2 for a bad game or player count, else 0
    (a missed target is a finding of the benchmark, not a failure to run it)."""
    from rich.console import Console

    def progress(text: str) -> None:
        print(f"{text} (about {2 * args.seconds:g} s)...", file=sys.stderr, flush=True)

    try:
        result = collect(args.game, args.seconds, args.players, args.seed, progress)
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=1))
        if not result["reference"]["available"]:
            print(f"note: reference not measured: {result['reference']['note']}", file=sys.stderr)
    else:
        render(result, Console(highlight=False))
    return 0
