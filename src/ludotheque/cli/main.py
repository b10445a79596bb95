"""The `ludo` command: list games, play in the terminal, replay and verify records, bench.

Only the core contract is used (Match, Decision, views, records), so every registered game
plays here; how a game looks is the business of `cli.render`. Errors the engine raises on
bad input print one `error: ...` line and exit with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import operator
import secrets
import sys
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.table import Table
from rich.text import Text

from ludotheque import ENGINE_VERSION
from ludotheque.agents.base import Agent
from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import known_agents, make_agent
from ludotheque.cli import data as data_cli
from ludotheque.cli import tournament as tournament_cli
from ludotheque.cli.render import render, render_result
from ludotheque.core import datapack
from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError, IllegalOption, LudoError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import all_games, get_game
from ludotheque.core.rng import Rng

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 130
HUMAN = "human"
HELP = """\
Type the number of an option, or its text (a unique beginning is enough). Commands:
  board     show the whole table again
  undo [N]  take back your last decision(s) of this turn, if the rules allow
  help      this text
  quit      stop the game (it is saved to --record FILE when given)"""


class _Quit(Exception):
    """The human asked to stop (quit, end of input, Ctrl-C)."""


def _error(message: str) -> None:
    # Plain print, not rich: an error stays on one line whatever the terminal width.
    print(f"error: {message}", file=sys.stderr)


# ----- arguments -------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ludo", description="Play, replay and study modern euro board games."
    )
    parser.add_argument("--version", action="version", version=f"ludotheque {ENGINE_VERSION}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    sub.add_parser("games", help="list the games and their modes, modules and variants")

    play = sub.add_parser("play", help="play a game in the terminal against agents or people")
    play.add_argument("game", help="game id (see `ludo games`)")
    play.add_argument("--players", type=int, help="number of players (default: the game's)")
    play.add_argument(
        "--seats",
        help=f"comma-separated seat kinds: {HUMAN}, {', '.join(known_agents())} "
        f"(default: {HUMAN} then random)",
    )
    play.add_argument("--seed", type=int, help="random seed (default: a fresh one, printed)")
    play.add_argument("--record", metavar="FILE", help="write the game record to FILE")
    play.add_argument("--config", metavar="JSON", help="game configuration as JSON (or a file)")
    play.add_argument(
        "--module", action="append", default=[], metavar="NAME", help="enable a module (repeatable)"
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set a configuration key; VALUE is read as JSON when it can be (repeatable)",
    )
    play.add_argument(
        "-v", "--verbose", action="store_true", help="print every move, even without a human"
    )

    rep = sub.add_parser("replay", help="replay a game record, optionally verifying its result")
    rep.add_argument("file", help="a record written by `ludo play --record`")
    rep.add_argument(
        "--verify", action="store_true", help="check that the replay reproduces the stored result"
    )
    rep.add_argument("--show", action="store_true", help="list the moves and draw the final table")

    tournament_cli.add_parser(sub)

    srv = sub.add_parser("serve", help="run the game server: lobby and tables in the browser")
    srv.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    srv.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    srv.add_argument(
        "--database",
        default="ludotheque.db",
        metavar="URL",
        help="a SQLite file (default ludotheque.db) or postgresql://user:password@host/db",
    )
    # A public server (docs/deploying.md); `python -m ludotheque.server -h` has every setting.
    srv.add_argument(
        "--allowed-hosts",
        default="auto",
        metavar="HOSTS",
        help="host names served, comma-separated, or * (default auto: the loopback names "
        "and --host)",
    )
    srv.add_argument(
        "--proxy-headers",
        action="store_true",
        help="behind a reverse proxy: take the client's address from X-Forwarded-For",
    )
    srv.add_argument(
        "--trusted-proxies",
        default="127.0.0.1,::1",
        metavar="ADDRS",
        help="proxies whose X-Forwarded-For is believed (default 127.0.0.1,::1)",
    )
    srv.add_argument(
        "--agent-workers",
        type=int,
        default=0,
        metavar="N",
        help="worker processes for agents (default: one per core less one)",
    )
    srv.add_argument(
        "--max-agent-seconds",
        type=float,
        default=5.0,
        metavar="S",
        help="cap on one agent decision's thinking time (default 5)",
    )

    # Its arguments belong to ludotheque.bench, parsed in the handler (see _cmd_bench).
    sub.add_parser("bench", add_help=False, help="benchmark agents and the engine (ludo bench -h)")

    data_cli.add_parser(sub)
    for name in ("play", "replay", "tournament", "bench"):
        data_cli.add_flag(sub.choices[name])
    data_cli.add_flag(sub.choices["serve"], many=True)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `ludo` console script; returns the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if extra and args.command != "bench":
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as e:  # argparse: --help, --version or a usage error
        return e.code if isinstance(e.code, int) else USAGE
    console = Console(highlight=False, soft_wrap=True)
    try:
        if args.command == "games":
            return _cmd_games(console)
        if args.command == "play":
            return _cmd_play(args, console)
        if args.command == "replay":
            return _cmd_replay(args, console)
        if args.command == "bench":
            return _cmd_bench(extra, args.data)
        if args.command == "serve":
            return _cmd_serve(args)
        if args.command == "tournament":
            data_cli.use(args.data, get_game(args.game).id)
            return tournament_cli.run(args, console)
        if args.command == "data":
            return data_cli.run(args, console)
    except LudoError as e:
        _error(str(e))
        return USAGE
    parser.error(f"unknown command {args.command!r}")  # pragma: no cover - argparse checks
    return USAGE  # pragma: no cover


# ----- ludo games ------------------------------------------------------------------------
def _cmd_games(console: Console) -> int:
    """One block per game: readable at 80 columns however long the lists grow."""
    for game in all_games():
        d = game.describe()
        lo, hi = d["players"]
        players = str(lo) if lo == hi else f"{lo}-{hi}"
        console.print(Text(f"{d['id']}", style="bold") + Text(f"  {d['title']}, {players} players"))
        for key in ("modes", "modules", "variants"):
            if d[key]:
                console.print(Text(f"  {key}: ", style="dim") + Text(", ".join(d[key])))
        data = datapack.declared(game.id)
        if data is not None:
            line = data_cli.coverage_line(data.embedded)
            console.print(Text("  data: ", style="dim") + Text(line))
    return OK


# ----- ludo play -------------------------------------------------------------------------
def _parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _config_from_args(args: argparse.Namespace, seats: list[str] | None) -> dict[str, Any]:
    """The configuration the flags describe; the game itself checks it (Match -> configure)."""
    config: dict[str, Any] = {}
    if args.config:
        text = args.config
        if not text.lstrip().startswith("{") and Path(text).is_file():
            text = Path(text).read_text()
        try:
            config = json.loads(text)
        except json.JSONDecodeError as e:
            raise ConfigError(f"--config is not valid JSON: {e}") from None
        if not isinstance(config, dict):
            raise ConfigError("--config must be a JSON object")
    if args.module:
        mods = config.get("modules")
        mods = list(mods) if isinstance(mods, list) else []
        for item in args.module:
            mods += [m.strip() for m in item.split(",") if m.strip()]
        mods = list(dict.fromkeys(mods))
        # `--module all` is passed on as the string "all", which games may accept.
        config["modules"] = "all" if mods == ["all"] else mods
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--option expects KEY=VALUE, got {item!r}")
        config[key.strip()] = _parse_value(value.strip())
    if args.players is not None:
        if "players" in config and config["players"] != args.players:
            raise ConfigError(
                f"--players {args.players} contradicts players={config['players']!r} "
                "in the configuration"
            )
        config["players"] = args.players
    elif seats is not None:
        config.setdefault("players", len(seats))
    return config


def _is_automa(spec: str) -> bool:
    """Automa seats are played by the game itself (see Game.seat_config)."""
    return spec.split(":", 1)[0] == "automa"


def _agent_seed(seed: int, seat: int) -> int:
    """A seat's own stream, apart from the game's (which is seeded with `seed` itself)."""
    return Rng((seed * 0x9E3779B1 + 0x5EED + seat) & ((1 << 64) - 1)).next64()


class _Session:
    """One terminal game: the match, who sits where, and what the screen last showed."""

    def __init__(self, console: Console, match: Match, specs: list[str], verbose: bool):
        self.console = console
        self.match = match
        self.game: Game = match.game
        self.specs = specs
        humans = [s for s, spec in enumerate(specs) if spec == HUMAN]
        self.humans = humans
        self.labels = []
        for seat, spec in enumerate(specs):
            who = ("you" if len(humans) == 1 else HUMAN) if spec == HUMAN else spec
            self.labels.append(f"seat {seat} ({who})")
        self.agents: dict[int, Agent] = {
            seat: make_agent(spec, _agent_seed(match.seed, seat))
            for seat, spec in enumerate(specs)
            if spec != HUMAN and not _is_automa(spec)
        }
        self.log_moves = verbose or bool(humans)
        self.shown_for: int | None = None  # human seat whose full table is still current
        self.attempt: str | None = None  # the option being played, for crash reports

    def label(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        return self.labels[seat] if 0 <= seat < len(self.labels) else f"seat {seat}"

    def log(self, seat: int | None, decision: Decision, text: str) -> None:
        if not self.log_moves:
            return
        # Only agents' moves are logged; a private one is hidden whenever a person watches.
        hidden = decision.private and bool(self.humans)
        line = Text(f"{len(self.match.moves):>4}. ", style="dim")
        line.append(self.label(seat), style="bold")
        line.append(f" {decision.kind}", style="dim")
        line.append(f": {'?' if hidden else text}")
        self.console.print(line)

    # -- the loop --
    def run(self) -> None:
        """Play until the game ends; raises _Quit when a human stops."""
        match = self.match
        while not match.is_over():
            decision = match.decision
            seat = decision.seat
            agent = self.agents.get(seat) if seat is not None else None
            if agent is None:
                self.human(seat, decision)
                continue
            choice = agent.choose(Observation(self.game, match.state, seat))
            try:
                choice = operator.index(choice)  # numpy integers and the like
            except TypeError:
                raise _AgentFault(
                    f"{self.label(seat)} returned {choice!r}, not an option index"
                ) from None
            self.attempt = _option_text(decision, choice)
            try:
                text = match.play(choice)
            except IllegalOption as e:
                raise _AgentFault(f"{self.label(seat)} chose an illegal option: {e}") from None
            self.shown_for = None
            self.log(seat, decision, text)

    def human(self, seat: int, decision: Decision) -> None:
        view = self.game.view(self.match.state, seat)
        compact = self.shown_for == seat
        if not compact:
            self.console.rule(Text(f"{self.label(seat)} to play", style="bold"))
        self.console.print(render(self.game.id, view, compact=compact))
        self.shown_for = seat
        self.show_options(seat, decision)
        while True:
            try:
                line = input(f"{self.label(seat)} > ")
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                raise _Quit from None
            entry = " ".join(line.split())
            word = entry.lower()
            if not entry:
                continue
            if word in ("quit", "exit", "q"):
                raise _Quit
            if word in ("help", "h", "?"):
                self.console.print(Text(HELP))
                continue
            if word in ("board", "show"):
                self.console.print(render(self.game.id, view))
                self.show_options(seat, decision)
                continue
            if word == "undo" or word.startswith("undo "):
                if self.undo(seat, word[4:].strip()):
                    self.shown_for = None
                    return
                continue
            choice = resolve(entry, decision)
            if isinstance(choice, str):
                self.console.print(Text(choice, style="bold red"))
                continue
            self.attempt = decision.options[choice]
            text = self.match.play(choice)
            self.console.print(Text(f"  → {text}", style="bold"))
            return

    def show_options(self, seat: int, decision: Decision) -> None:
        head = Text(f"{decision.kind}: ", style="bold")
        head.append(decision.prompt or "choose an option")
        self.console.print(head)
        cells = [Text(f"{i:>2}  {opt}") for i, opt in enumerate(decision.options)]
        self.console.print(Columns(cells, padding=(0, 3), column_first=True))
        hint = "number or text; help, board, quit"
        n = self.match.undoable(seat)
        if n:
            hint += f"; undo ({n} decision(s) can be taken back)"
        self.console.print(Text(hint, style="dim"))

    def undo(self, seat: int, arg: str) -> bool:
        """Take back decisions of `seat` if the rules allow; say how many or why not."""
        match = self.match
        available = match.undoable(seat)
        if arg in ("", "1"):
            want = 1
        elif arg == "all":
            want = available
        elif arg.isdigit() and int(arg) > 0:
            want = int(arg)
        else:
            self.console.print(Text(f"undo takes a count or 'all', got {arg!r}", style="bold red"))
            return False
        if available == 0:
            if not match.moves:
                why = "nothing has been played yet"
            elif match.seats[-1] != seat:
                why = f"the last decision was {self.label(match.seats[-1])}'s, not yours"
            else:
                why = (
                    "something was revealed or a new turn began since your last decision "
                    "(a card drawn, a tile turned), so it stands"
                )
            self.console.print(Text(f"cannot undo: {why}", style="bold red"))
            return False
        taken = match.moves[len(match.moves) - min(want, available) :]
        n = match.undo(seat, want)
        left = match.undoable(seat)
        msg = f"took back {n} decision(s): {', '.join(taken)}"
        msg += f"; {left} more can be taken back" if left else "; nothing more can be taken back"
        if want > n:
            msg += f" (asked for {want}, only {n} could be)"
        self.console.print(Text(msg, style="bold"))
        return True


def _option_text(decision: Decision, choice: Any) -> str | None:
    if isinstance(choice, int) and 0 <= choice < len(decision.options):
        return decision.options[choice]
    return choice if isinstance(choice, str) else None


class _AgentFault(Exception):
    """An agent returned something the rules refuse: a bug in the agent, not bad input."""


def _check_record_path(path: str) -> None:
    parent = Path(path).resolve().parent
    if not parent.is_dir():
        raise ConfigError(f"cannot write the record to {path}: {parent} is not a directory")


def _save(console: Console, match: Match, path: str) -> None:
    try:
        match.record().save(path)
    except OSError as e:
        raise RecordError(f"cannot write {path}: {e.strerror}") from None
    console.print(Text(f"record saved to {path} ({len(match.moves)} moves)"))


def _save_crash(match: Match, attempt: str | None, path: str) -> None:
    """Save the moves up to and including the one that crashed, without a result (the
    state after a crash is not a result anyone should verify against)."""
    moves = list(match.moves) + ([attempt] if attempt is not None else [])
    record = Record(game=match.game.id, config=match.config, seed=match.seed, moves=moves)
    try:
        record.save(path)
    except OSError:
        return
    _error(f"the game crashed; its moves, the crashing one last, are saved in {path}")


def _cmd_play(args: argparse.Namespace, console: Console) -> int:
    game = get_game(args.game)
    data_cli.use(args.data, game.id, console)
    specs = None
    if args.seats:
        specs = [s.strip().lower() for s in args.seats.split(",")]
        if any(not s for s in specs):
            raise ConfigError(f"--seats has an empty entry: {args.seats!r}")
    config = _config_from_args(args, specs)
    if specs is not None:
        config = game.seat_config(config, specs)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if args.record:
        _check_record_path(args.record)
    match = Match(game, config, seed)
    n = game.num_seats(match.state)
    if specs is None:
        specs = [HUMAN] + ["random"] * (n - 1)
    elif len(specs) != n:
        raise ConfigError(f"--seats names {len(specs)} seat(s) but this game has {n}")
    for seat, spec in enumerate(specs):
        if spec != HUMAN and not _is_automa(spec):
            try:
                make_agent(spec, 0)
            except ConfigError as e:
                raise ConfigError(f"seat {seat}: {e} (or {HUMAN})") from None
    session = _Session(console, match, specs, args.verbose)
    intro = Text(f"{game.title}, {n} player{'s' if n != 1 else ''}, seed {seed}", style="bold")
    if args.seed is None:
        intro.append(f"  (play it again with --seed {seed})", style="dim")
    console.print(intro)
    console.print(Text("seats: " + ", ".join(session.labels), style="dim"))
    try:
        session.run()
    except (_Quit, KeyboardInterrupt) as stop:
        console.print(Text(f"game stopped after {len(match.moves)} moves", style="bold"))
        if args.record:
            _save(console, match, args.record)
        else:
            console.print("nothing was saved (give --record FILE to keep a game)")
        return OK if isinstance(stop, _Quit) else INTERRUPTED
    except _AgentFault as e:
        _error(str(e))
        return FAILED
    except Exception:
        # A bug in a game or an agent: keep the traceback, but first save the moves that
        # led to it, the crashing one last, since a record is also the bug-report format.
        if args.record:
            _save_crash(match, session.attempt, args.record)
        raise
    _print_end(console, game, match.state, session.label)
    if args.record:
        _save(console, match, args.record)
    return OK


def _print_end(console: Console, game: Game, state: Any, label) -> None:
    """The final table, the game's own breakdown, the scores and the winner(s)."""
    view = game.view(state, None)
    console.rule(Text("game over", style="bold"))
    console.print(render(game.id, view))
    breakdown = render_result(game.id, view)
    if breakdown is not None:
        console.print(breakdown)
    _print_scores(console, game, state, label)


def _print_scores(console: Console, game: Game, state: Any, label) -> None:
    scores = game.scores(state)
    table = Table(title="Final scores" if game.is_over(state) else "Scores so far")
    table.add_column("seat")
    table.add_column("score", justify="right")
    for seat, score in enumerate(scores):
        table.add_row(label(seat), str(score))
    console.print(table)
    if not game.is_over(state):
        console.print("the game is not over")
        return
    winners = game.winners(state)
    if not winners:
        console.print(Text("nobody wins", style="bold"))
    elif len(winners) == 1:
        console.print(Text(f"winner: {label(winners[0])}", style="bold"))
    else:
        names = ", ".join(label(w) for w in winners)
        console.print(Text(f"winners (shared): {names}", style="bold"))


# ----- ludo replay -----------------------------------------------------------------------
def _cmd_replay(args: argparse.Namespace, console: Console) -> int:
    try:
        record = Record.load(args.file)
        data_cli.use(args.data, record.game, console)
        game, state = replay(record, verify=args.verify)
    except LudoError:
        raise
    except Exception as e:  # a record must never crash the command, whatever it holds
        raise RecordError(f"cannot replay {args.file}: {type(e).__name__}: {e}") from None
    n = len(record.moves)
    console.print(
        Text(
            f"{game.title} record: {n} moves, seed {record.seed}, "
            f"made by engine {record.engine_version}",
            style="bold",
        )
    )
    if args.show:
        _show_moves(console, game, record)
        console.print(render(game.id, game.view(state, None)))
        breakdown = render_result(game.id, game.view(state, None))
        if breakdown is not None and game.is_over(state):
            console.print(breakdown)
    _print_scores(console, game, state, lambda seat: f"seat {seat}")
    if args.verify:
        if record.result is None:
            console.print(f"verified: {n} moves replay legally (the record stores no result)")
        else:
            console.print(f"verified: {n} moves reproduce the recorded result")
    return OK


def _show_moves(console: Console, game: Game, record: Record) -> None:
    """The moves with who chose each (already known to be legal: replay checked them)."""
    state = game.setup(record.config, record.seed)
    cells = []
    for i, move in enumerate(record.moves):
        seat = game.pending(state).seat
        game.apply(state, move)
        cells.append(Text(f"{i + 1:>4}. s{seat} {move}"))
    console.print(Columns(cells, padding=(0, 2), column_first=True))


# ----- ludo serve ------------------------------------------------------------------------
def _cmd_serve(args: argparse.Namespace) -> int:
    """Run the game server until interrupted; ludotheque.server and its dependencies are
    imported only here."""
    data_cli.use_many(args.data)
    try:
        from ludotheque.server import serve
        from ludotheque.server.settings import BadSetting
        from ludotheque.server.store import BadDatabaseURL
    except ModuleNotFoundError as e:
        _error(f"the server needs {e.name}: install it with pip install -e '.[server]'")
        return USAGE
    all_games()  # a stale install (no game declared) is named here, not in a traceback
    try:
        serve(
            args.host,
            args.port,
            args.database,
            allowed_hosts=args.allowed_hosts,
            proxy_headers=args.proxy_headers,
            trusted_proxies=args.trusted_proxies,
            agent_workers=args.agent_workers,
            max_agent_seconds=args.max_agent_seconds,
        )
    except (BadDatabaseURL, BadSetting) as e:
        _error(str(e))
        return USAGE
    return OK


# ----- ludo bench ------------------------------------------------------------------------
def _cmd_bench(extra: list[str], data: str | None = None) -> int:
    """Delegate to ludotheque.bench (`add_arguments(parser)`, `run(args) -> int`), imported
    only here so that playing never pays for the benchmark's imports. `ludo bench server`
    is the game server's load benchmark, with its own options (ludo bench server -h)."""
    if extra[:1] == ["server"]:
        if data:
            _error("--data does not apply to ludo bench server (give it to ludo serve)")
            return USAGE
        try:
            server_bench = importlib.import_module("ludotheque.server.bench")
        except ModuleNotFoundError as e:
            _error(f"ludo bench server needs {e.name}: install it with pip install -e '.[server]'")
            return USAGE
        try:
            return int(server_bench.main(extra[1:]) or 0)
        except SystemExit as e:
            return e.code if isinstance(e.code, int) else USAGE
    try:
        bench = importlib.import_module("ludotheque.bench")
    except ModuleNotFoundError as e:
        if e.name not in ("ludotheque.bench", "ludotheque"):
            raise
        bench = None
    add = getattr(bench, "add_arguments", None)
    run = getattr(bench, "run", None)
    if add is None or run is None:
        _error("the bench command is not available: ludotheque.bench has no add_arguments/run")
        return USAGE
    doc = (bench.__doc__ or "").strip().splitlines()
    parser = argparse.ArgumentParser(prog="ludo bench", description=doc[0] if doc else None)
    add(parser)
    try:
        args = parser.parse_args(extra)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else USAGE
    if data:
        data_cli.use(data, get_game(args.game).id)
    return int(run(args) or 0)


# ----- option entry ----------------------------------------------------------------------
def resolve(entry: str, decision: Decision) -> int | str:
    """The option index a typed entry means, or a message saying why it means none.

    Accepted: the option's number, its text (case and spacing ignored), or a beginning of
    its text that fits exactly one option."""
    options = decision.options
    n = len(options)
    span = "0" if n == 1 else f"0..{n - 1}"
    if entry.lstrip("-").isdigit():
        i = int(entry)
        if 0 <= i < n:
            return i
        return f"{entry} is not an option number: choose {span}"
    norm = entry.lower()
    lowered = [" ".join(o.split()).lower() for o in options]
    if norm in lowered:
        return lowered.index(norm)
    starts = [i for i, o in enumerate(lowered) if o.startswith(norm)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        matches = ", ".join(options[i] for i in starts[:8])
        return f"{entry!r} fits several options ({matches}): type more of it, or a number {span}"
    return f"{IllegalOption(entry, decision.kind, options)} (type a number {span}, or help)"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
