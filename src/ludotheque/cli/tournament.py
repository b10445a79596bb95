"""`ludo tournament`: seeded games between agents, in parallel, with a results table.

Arguments are declared here and wired into the main parser by `add_parser`; the runner
and the statistics live in `ludotheque.tournament`, which knows no terminal.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from ludotheque.agents.registry import known_agents, make_agent
from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.runner import is_automa


def add_parser(sub) -> None:
    p = sub.add_parser("tournament", help="play seeded games between agents and compare them")
    p.add_argument("game", help="game id (see `ludo games`)")
    p.add_argument(
        "--agents",
        required=True,
        help=f"comma-separated agents, one per seat, rotated between games ({', '.join(known_agents())})",
    )
    p.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    p.add_argument("--seed", type=int, default=0, help="tournament seed (default 0)")
    p.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--backend", choices=("local", "ray"), default="local")
    p.add_argument("--records", metavar="DIR", help="write every game's record into DIR")
    p.add_argument("--config", metavar="JSON", help="game configuration as JSON")
    p.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="configuration key"
    )
    p.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace, console: Console) -> int:
    spec = _spec(args)
    err = Console(stderr=True, highlight=False)
    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=args.json or not err.is_terminal,
    )
    with progress:
        task = progress.add_task(f"{spec.game}: {' vs '.join(spec.agents)}", total=spec.games)
        results = run_tournament(
            spec,
            workers=args.workers,
            backend=args.backend,
            on_result=lambda r: progress.advance(task),
        )
    summary = summarize(spec.agents, results)
    stopped = len(results) < spec.games
    if args.json:
        out = {
            "game": spec.game,
            "games": len(results),
            "requested": spec.games,
            "seed": spec.seed,
            "agents": [s.to_dict() for s in summary],
        }
        print(json.dumps(out, indent=1))
        return 130 if stopped else 0
    table = Table(title=f"{spec.game}: {len(results)} game(s), seed {spec.seed}")
    for col in ("agent", "wins", "win rate (95% CI)", "mean score", "sd", "ms/decision"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for s in summary:
        table.add_row(
            s.agent,
            f"{s.wins:g}",
            f"{100 * s.win_rate:.0f}% ({100 * s.win_low:.0f}-{100 * s.win_high:.0f}%)",
            f"{s.mean_score:.1f}",
            f"{s.score_sd:.1f}",
            f"{s.mean_decision_ms:.2f}",
        )
    console.print(table)
    if args.records:
        console.print(f"records in {args.records}/")
    if stopped:
        console.print(f"stopped after {len(results)} of {spec.games} games")
        return 130
    return 0


def _spec(args: argparse.Namespace) -> TournamentSpec:
    game = get_game(args.game)
    agents = tuple(a.strip().lower() for a in args.agents.split(",") if a.strip())
    if not agents:
        raise ConfigError("--agents needs at least one agent")
    for a in agents:
        if not is_automa(a):
            make_agent(a, 0)  # refuses unknown specs with the known ones
    if args.games < 1:
        raise ConfigError(f"--games must be at least 1, got {args.games}")
    if args.workers < 1:
        raise ConfigError(f"--workers must be at least 1, got {args.workers}")
    config: dict = {}
    if args.config:
        try:
            config = json.loads(args.config)
        except json.JSONDecodeError as e:
            raise ConfigError(f"--config is not valid JSON: {e}") from None
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            raise ConfigError(f"--option expects KEY=VALUE, got {item!r}")
        try:
            config[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            config[key.strip()] = value
    config.setdefault("players", len(agents))
    game.configure(game.seat_config(dict(config), list(agents)))  # refuse bad ones early
    return TournamentSpec(
        game=game.id,
        agents=agents,
        games=args.games,
        seed=args.seed,
        config=config,
        records=args.records,
        data=str(Path(args.data).resolve()) if getattr(args, "data", None) else None,
    )
