"""The `ludo` command: list games, play in the terminal, replay and verify records, bench.

Only the core contract is used (Match, Decision, views, records), so every registered game
plays here; how a game looks is the business of `cli.render`. Errors the engine raises on
bad input print one `error: ...` line and exit with status 2, never a traceback; Ctrl-C
exits with 130 wherever it comes. Each command lives in its own module (play, replay,
games, data, tournament); this one builds the parser and dispatches.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys

from rich.console import Console

from ludotheque import ENGINE_VERSION
from ludotheque.agents.registry import known_agents
from ludotheque.cli import analyse as analyse_cli
from ludotheque.cli import data as data_cli
from ludotheque.cli import games as games_cli
from ludotheque.cli import helptext
from ludotheque.cli import play as play_cli
from ludotheque.cli import replay as replay_cli
from ludotheque.cli import tournament as tournament_cli
from ludotheque.cli.common import INTERRUPTED, OK, USAGE, check_output_dir, error
from ludotheque.cli.entry import resolve
from ludotheque.cli.session import HUMAN
from ludotheque.core.errors import LudoError
from ludotheque.core.registry import all_games, get_game

__all__ = ["build_parser", "main", "resolve"]


# ----- arguments -------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ludo", description="Play, replay and study modern euro board games."
    )
    parser.add_argument("--version", action="version", version=f"ludotheque {ENGINE_VERSION}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    sub.add_parser("games", help="list the games: modes, modules, maps, automas, data")

    play = sub.add_parser("play", help="play a game in the terminal against agents or people")
    play.add_argument("game", nargs="?", help="game id (see `ludo games`)")
    play.add_argument(
        "--resume",
        metavar="RECORD",
        help="continue the stopped game saved in RECORD (saved back to it unless --record)",
    )
    play.add_argument("--players", type=int, help="number of players (default: the game's)")
    play.add_argument(
        "--seats",
        help=f"comma-separated seat kinds: {HUMAN}, {', '.join(known_agents())}, or "
        "automa[:SPEC] for a seat the game plays itself (`ludo games` lists them) "
        f"(default: {HUMAN}, then random; the game's automas keep their seats)",
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
    analyse_cli.add_parser(sub)

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
    srv.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="server processes on the port (default 1; more need a PostgreSQL --database)",
    )
    srv.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="logs as text (default) or as one JSON object a line",
    )

    # Its arguments belong to ludotheque.bench, parsed in the handler (see _cmd_bench).
    sub.add_parser(
        "bench",
        add_help=False,
        help="benchmark agents and the engine (ludo bench -h); ludo bench server: the server",
    )

    data_cli.add_parser(sub)
    helptext.describe_all(parser)
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
        return _dispatch(args, extra, console)
    except LudoError as e:
        error(str(e))
        return USAGE
    except KeyboardInterrupt:  # Ctrl-C anywhere else than in a game or tournament
        print(file=sys.stderr)
        return INTERRUPTED


def _dispatch(args: argparse.Namespace, extra: list[str], console: Console) -> int:
    if args.command == "games":
        return games_cli.run(console)
    if args.command == "play":
        return play_cli.run(args, console)
    if args.command == "replay":
        return replay_cli.run(args, console)
    if args.command == "bench":
        return _cmd_bench(extra, args.data)
    if args.command == "serve":
        return _cmd_serve(args)
    if args.command == "tournament":
        data_cli.use(args.data, get_game(args.game).id)
        if args.records:
            check_output_dir(args.records, "--records")
        return tournament_cli.run(args, console)
    if args.command == "data":
        return data_cli.run(args, console)
    if args.command == "analyse":
        return analyse_cli.run(args, console)
    raise AssertionError(f"unknown command {args.command!r}")  # pragma: no cover


# ----- ludo serve ------------------------------------------------------------------------
def _cmd_serve(args: argparse.Namespace) -> int:
    """Run the game server until interrupted; ludotheque.server and its dependencies are
    imported only here."""
    data_cli.use_many(args.data)
    if args.data:  # the server processes of --workers install them too
        os.environ["LUDO_DATA_PACKS"] = os.pathsep.join(args.data)
    try:
        from ludotheque.server import serve
        from ludotheque.server.settings import BadSetting
        from ludotheque.server.store import BadDatabaseURL
    except ModuleNotFoundError as e:
        error(f"the server needs {e.name}: install it with pip install -e '.[server]'")
        return USAGE
    all_games()  # a stale install (no game declared) is named here, not in a traceback
    stopped = _NoticeCtrlC()
    try:
        with stopped:
            serve(
                args.host,
                args.port,
                args.database,
                allowed_hosts=args.allowed_hosts,
                proxy_headers=args.proxy_headers,
                trusted_proxies=args.trusted_proxies,
                agent_workers=args.agent_workers,
                max_agent_seconds=args.max_agent_seconds,
                workers=args.workers,
                log_format=args.log_format,
            )
    except (BadDatabaseURL, BadSetting) as e:
        error(str(e))
        return USAGE
    return INTERRUPTED if stopped.seen else OK


class _NoticeCtrlC:
    """Remembers a Ctrl-C that the server handles itself (a clean shutdown, then the
    signal raised again and absorbed), so that `ludo serve` still exits with 130."""

    def __init__(self) -> None:
        self.seen = False
        self.previous = None

    def _on_sigint(self, signum, frame) -> None:
        self.seen = True
        raise KeyboardInterrupt

    def __enter__(self) -> _NoticeCtrlC:
        try:
            self.previous = signal.signal(signal.SIGINT, self._on_sigint)
        except ValueError:  # not the main thread: nothing to notice
            self.previous = None
        return self

    def __exit__(self, *exc) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)


# ----- ludo bench ------------------------------------------------------------------------
def _cmd_bench(extra: list[str], data: str | None = None) -> int:
    """Delegate to ludotheque.bench (`add_arguments(parser)`, `run(args) -> int`), imported
    only here so that playing never pays for the benchmark's imports. `ludo bench server`
    is the game server's load benchmark, with its own options (ludo bench server -h)."""
    if extra[:1] == ["server"]:
        if data:
            error("--data does not apply to ludo bench server (give it to ludo serve)")
            return USAGE
        try:
            server_bench = importlib.import_module("ludotheque.server.bench")
        except ModuleNotFoundError as e:
            error(f"ludo bench server needs {e.name}: install it with pip install -e '.[server]'")
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
        error("the bench command is not available: ludotheque.bench has no add_arguments/run")
        return USAGE
    doc = (bench.__doc__ or "").strip().splitlines()
    parser = argparse.ArgumentParser(
        prog="ludo bench",
        description=doc[0] if doc else None,
        epilog=helptext.BENCH_EPILOG,
        formatter_class=helptext.FORMATTER,
    )
    add(parser)
    try:
        args = parser.parse_args(extra)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else USAGE
    if data:
        data_cli.use(data, get_game(args.game).id)
    return int(run(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
