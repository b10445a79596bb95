"""`ludo tournament`: seeded games between agents, in parallel, with a results table.

Arguments are declared here and wired into the main parser by `add_parser`; the runner
and the statistics live in `ludotheque.tournament`, which knows no terminal.
"""

from __future__ import annotations

import argparse
import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from ludotheque.agents.registry import known_agents, make_agent
from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.ratings import Rating
from ludotheque.tournament.roundrobin import pair_summary, ratings, run_round_robin
from ludotheque.tournament.runner import GameResult, is_automa
from ludotheque.tournament.stats import (
    AgentSummary,
    error_report,
    failed,
    finished,
    nobody,
    rulebook_results,
)


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
    p.add_argument(
        "--round-robin",
        action="store_true",
        help="every pair of the agents (three or more) plays --games two-seat games; "
        "each agent gets a rating with a 95%% interval",
    )
    p.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace, console: Console) -> int:
    spec = _spec(args)
    err = Console(stderr=True, highlight=False)
    pairs = len(spec.agents) * (len(spec.agents) - 1) // 2 if args.round_robin else 1
    title = f"{spec.game}: {' vs '.join(spec.agents)}"
    failures: list[GameResult] = []

    def on_result(result: GameResult) -> None:
        progress.advance()
        if result.error is not None:
            failures.append(result)
            progress.console.print(
                f"game {result.number} (seed {result.seed}) failed: {result.error}; "
                f"its record so far: {result.record}",
                markup=False,
                soft_wrap=True,  # a path cut across lines cannot be pasted
            )

    total = spec.games * pairs
    with DelayedProgress(err, title, total, enabled=not args.json) as progress:
        if args.round_robin:
            pairings = run_round_robin(spec, args.workers, args.backend, on_result)
            results = [r for p in pairings for r in p.results]
        else:
            results = run_tournament(spec, args.workers, args.backend, on_result)
    stopped = len(results) < spec.games * pairs
    status = 130 if stopped else 1 if failures else 0
    done = finished(results)
    none = nobody(results)
    errors = [error_report(r) for r in failed(results)]
    if args.round_robin:
        rated = ratings(spec, pairings)
    if args.json:
        out = {
            "game": spec.game,
            "games": len(done),
            "failed": len(errors),
            "requested": spec.games * pairs,
            "seed": spec.seed,
        }
        if args.round_robin:
            out["ratings"] = [r.to_dict() for r in rated]
            out["pairs"] = [
                {
                    "agents": list(p.spec.agents),
                    "summary": [s.to_dict() for s in pair_summary(spec, p)],
                    "nobody": nobody(p.results).to_dict(),
                }
                for p in pairings
            ]
        else:
            out["agents"] = [s.to_dict() for s in summarize(spec.agents, results)]
        out["nobody"] = none.to_dict()
        out["results"] = rulebook_results(results)
        out["errors"] = errors
        print(json.dumps(out, indent=1))
        return status
    if args.round_robin:
        console.print(_ratings_table(spec, rated, len(done)))
        for p in pairings:
            console.print(_summary_table(p.spec, p.results, pair_summary(spec, p)))
    else:
        console.print(_summary_table(spec, results, summarize(spec.agents, results)))
    tally = rulebook_results(results)
    if tally:
        told = ", ".join(f"{name}: {count}" for name, count in tally.items())
        console.print(f"results as the rulebook gives them (games): {told}", markup=False)
    if errors:
        console.print(f"{len(errors)} game(s) failed and are left out of the results:")
        for e in errors:
            console.print(
                f"  game {e['number']}, seed {e['seed']}: {e['error']} (record: {e['record']})",
                markup=False,
            )
    if args.records:
        console.print(f"records in {args.records}/")
    if stopped:
        console.print(f"stopped after {len(results)} of {spec.games * pairs} games")
    return status


def _summary_table(
    spec: TournamentSpec, results: list[GameResult], summary: list[AgentSummary]
) -> Table:
    """One row per agent, and a last row for the games nobody at the table won."""
    done = finished(results)
    names = " vs ".join(s.agent for s in summary)
    title = f"{spec.game}, {names}: {len(done)} game(s), seed {spec.seed}"
    if len(done) < len(results):
        title += f", {len(results) - len(done)} failed"
    table = Table(title=title)
    for col in ("agent", "wins", "win rate (95% CI)", "mean score", "sd", "ms/decision"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for s in summary:
        table.add_row(
            s.agent,
            f"{s.wins:g}",
            _rate(s.win_rate, s.win_low, s.win_high),
            f"{s.mean_score:.1f}",
            f"{s.score_sd:.1f}",
            f"{s.mean_decision_ms:.2f}",
        )
    none = nobody(results)
    table.add_row("(nobody won)", f"{none.count}", _rate(none.rate, none.low, none.high))
    return table


def _ratings_table(spec: TournamentSpec, rated: list[Rating], games: int) -> Table:
    table = Table(
        title=f"{spec.game} round robin: {games} game(s), seed {spec.seed}; "
        "Bradley-Terry ratings, Elo scale"
    )
    for col in ("agent", "rating", "95% interval", "games", "points"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for r in rated:
        table.add_row(
            r.agent, f"{r.rating:.0f}", f"{r.low:.0f}-{r.high:.0f}", str(r.games), f"{r.points:g}"
        )
    return table


def _rate(rate: float, low: float, high: float) -> str:
    return f"{100 * rate:.0f}% ({100 * low:.0f}-{100 * high:.0f}%)"


class DelayedProgress:
    """A progress bar with the time left, on a terminal only, and only once the run has
    lasted `delay` seconds: short runs print nothing but their results. The bar appears
    on a timer even while no game has finished yet."""

    def __init__(
        self,
        console: Console,
        description: str,
        total: int,
        enabled: bool = True,
        delay: float = 3.0,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.console = console
        self.enabled = enabled and console.is_terminal
        self.delay = delay
        self.clock = clock
        self.shown = False
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self.progress = Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            "eta",
            TimeRemainingColumn(),
            console=console,
            transient=True,
        )
        self.task = self.progress.add_task(description, total=total)
        self.started = clock()

    def __enter__(self) -> DelayedProgress:
        if self.enabled:
            self._timer = threading.Timer(self.delay, self.show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def advance(self) -> None:
        self.progress.advance(self.task)
        if self.enabled and not self.shown and self.clock() - self.started >= self.delay:
            self.show()

    def show(self) -> None:
        with self._lock:
            if not self.shown:
                self.shown = True
                self.progress.start()

    def __exit__(self, *exc) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            if self.shown:
                self.progress.stop()


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
    if args.round_robin:
        if len(agents) < 3:
            raise ConfigError(
                f"--round-robin needs three or more agents, got {len(agents)}; "
                "for two, leave --round-robin out"
            )
        if config.get("players", 2) != 2:
            raise ConfigError(
                f"--round-robin plays two-seat games; players={config['players']} "
                "is not allowed with it (leave players out)"
            )
        for i in range(len(agents)):  # every pair must make a valid game, either way round
            for j in range(i + 1, len(agents)):
                game.configure(game.seat_config({**config, "players": 2}, [agents[i], agents[j]]))
        return _make_spec(game, agents, args, config)
    config.setdefault("players", len(agents))
    game.configure(game.seat_config(dict(config), list(agents)))  # refuse bad ones early
    return _make_spec(game, agents, args, config)


def _make_spec(game, agents: tuple[str, ...], args, config: dict) -> TournamentSpec:
    return TournamentSpec(
        game=game.id,
        agents=agents,
        games=args.games,
        seed=args.seed,
        config=config,
        records=args.records,
        data=str(Path(args.data).resolve()) if getattr(args, "data", None) else None,
    )
