"""`ludo play`: a game in the terminal, new or resumed from a record saved when it was
stopped, and what is printed and saved when it ends or stops."""

from __future__ import annotations

import argparse
import json
import secrets
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ludotheque.agents.registry import make_agent
from ludotheque.cli import data as data_cli
from ludotheque.cli import declared
from ludotheque.cli.common import (
    FAILED,
    INTERRUPTED,
    OK,
    check_output_file,
    error,
    plural,
    read_small_text,
    warn_engine_version,
)
from ludotheque.cli.render import render, render_result
from ludotheque.cli.session import HUMAN, AgentFault, Session, Stop, is_automa
from ludotheque.core.errors import ConfigError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import FORMAT, Record, replay
from ludotheque.core.registry import get_game
from ludotheque.core.reports import rulebook_result

NOT_WITH_RESUME = ("seed", "config", "players")


def _parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _looks_like_record(d: dict) -> bool:
    return d.get("format") == FORMAT or {"game", "seed", "moves"} <= d.keys()


def _read_config(text: str) -> dict[str, Any]:
    """`--config`: a JSON object, or a file holding one (not a record: that is named)."""
    source = "--config"
    if not text.lstrip().startswith(("{", "[")):
        try:
            json.loads(text)  # a bare number or string: refused below as not an object
        except json.JSONDecodeError:
            source = f"--config {text}"
            text = read_small_text(text, "--config")
    try:
        config = json.loads(text)
    except json.JSONDecodeError as e:
        raise ConfigError(f"{source} is not valid JSON: {e}") from None
    except RecursionError:
        raise ConfigError(f"{source}: the JSON is nested too deeply") from None
    if not isinstance(config, dict):
        raise ConfigError(f"{source} must be a JSON object, such as '{{\"players\": 2}}'")
    if _looks_like_record(config):
        name = source.removeprefix("--config ")
        raise ConfigError(
            f"{source} is a game record (of {config.get('game')!r}), not a configuration: "
            f"continue it with `ludo play --resume {name}` or replay it with `ludo replay {name}`"
        )
    return config


def config_from_args(args: argparse.Namespace, seats: list[str] | None) -> dict[str, Any]:
    """The configuration the flags describe; the game itself checks it (Match -> configure)."""
    config: dict[str, Any] = _read_config(args.config) if args.config else {}
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


def _seat_specs(game: Game, match: Match, specs: list[str] | None) -> list[str]:
    """Who sits where: the game's own automas where it plays a seat, else the --seats
    given, else a person on the first free seat and random agents on the others."""
    n = game.num_seats(match.state)
    automas = declared.automa_seats(game, match.config)
    free = [s for s in range(n) if s not in automas]
    if specs is None:
        specs = [automas.get(s) or (HUMAN if free[:1] == [s] else "random") for s in range(n)]
    elif len(specs) != n and automas and len(specs) == len(free):
        # Only the seats the game does not play itself (`--players 1 --seats human`).
        given = dict(zip(free, specs, strict=True))
        specs = [automas.get(s) or given[s] for s in range(n)]
    elif len(specs) != n:
        played = ""
        if automas:
            seats = ", ".join(f"{s + 1} ({spec})" for s, spec in sorted(automas.items()))
            played = f", {len(free)} without the seats the game plays itself: {seats}"
        raise ConfigError(f"--seats names {len(specs)} seat(s) but this game has {n}{played}")
    else:
        for seat, spec in enumerate(specs):
            if is_automa(spec) and seat not in automas:
                raise ConfigError(
                    f"seat {seat + 1}: {spec} is not a seat this {game.title} game plays itself "
                    "(a resumed game keeps the automas it was started with)"
                )
        specs = [automas.get(s, spec) for s, spec in enumerate(specs)]
    for seat, spec in enumerate(specs):
        if spec != HUMAN and not is_automa(spec):
            try:
                make_agent(spec, 0)
            except ConfigError as e:
                raise ConfigError(f"seat {seat + 1}: {e} (or {HUMAN})") from None
    return specs


def _parse_seats(text: str | None) -> list[str] | None:
    if not text:
        return None
    specs = [s.strip().lower() for s in text.split(",")]
    if any(not s for s in specs):
        raise ConfigError(f"--seats has an empty entry: {text!r}")
    return specs


def _new_match(args: argparse.Namespace, console: Console) -> tuple[Match, list[str] | None]:
    if not args.game:
        raise ConfigError("give a game id (see `ludo games`), or --resume RECORD")
    game = get_game(args.game)
    data_cli.use(args.data, game.id, console)
    specs = _parse_seats(args.seats)
    config = config_from_args(args, specs)
    if specs is not None:
        config = game.seat_config(config, specs)
    seed = args.seed if args.seed is not None else secrets.randbits(64)
    if args.record:
        check_output_file(args.record, "--record")
    return Match(game, config, seed), specs


def _resumed_match(args: argparse.Namespace, console: Console) -> tuple[Match, list[str] | None]:
    """The match a stopped game's record describes, checked move by move."""
    given = [f"--{k}" for k in NOT_WITH_RESUME if getattr(args, k) is not None]
    given += ["--option"] * bool(args.option) + ["--module"] * bool(args.module)
    if given:
        raise ConfigError(
            f"{given[0]} cannot be given with --resume: the record fixes the seed and "
            "the configuration (--seats, --record and --data may be given)"
        )
    record = Record.load(args.resume)
    if args.game and get_game(args.game).id != record.game:
        raise ConfigError(
            f"{args.resume} is a record of {record.game!r}, not of {get_game(args.game).id!r}: "
            f"resume it with `ludo play --resume {args.resume}`"
        )
    try:
        game = get_game(record.game)
    except ConfigError as e:
        raise RecordError(f"{args.resume}: {e}") from None
    data_cli.use(args.data, game.id, console)
    _, state = replay(record, verify=True)
    warn_engine_version(record.engine_version)
    if game.is_over(state):
        raise ConfigError(
            f"the game in {args.resume} is over: see it with `ludo replay {args.resume} --show`"
        )
    args.record = args.record or args.resume
    check_output_file(args.record, "--record")
    specs = _parse_seats(args.seats)
    match = Match.from_record(game, record)
    console.print(Text(f"resumed {args.resume}: {plural(len(record.moves), 'move')} replayed"))
    return match, specs


def run(args: argparse.Namespace, console: Console) -> int:
    if args.resume:
        match, specs = _resumed_match(args, console)
    else:
        match, specs = _new_match(args, console)
    game = match.game
    specs = _seat_specs(game, match, specs)
    n = len(specs)
    session = Session(console, match, specs, args.verbose)
    intro = Text(f"{game.title}, {plural(n, 'player')}, seed {match.seed}", style="bold")
    console.print(intro, soft_wrap=False)
    if args.seed is None and not args.resume:  # one unbroken line: it is copied
        console.print(Text(f"play it again with --seed {match.seed}", style="dim"))
    console.print(Text("seats: " + ", ".join(session.labels), style="dim"), soft_wrap=False)
    try:
        session.run()
    except (Stop, KeyboardInterrupt) as stop:
        interrupted = getattr(stop, "interrupted", True)
        console.print(Text(f"game stopped after {plural(len(match.moves), 'move')}", style="bold"))
        if args.record:
            _save(console, match, args.record)
            console.print(f"continue it with `ludo play --resume {args.record}`", soft_wrap=True)
        else:
            console.print("nothing was saved (give --record FILE to keep a game)")
        return INTERRUPTED if interrupted else OK
    except AgentFault as e:
        error(str(e))
        return FAILED
    except Exception:
        # A bug in a game or an agent: keep the traceback, but first save the moves that
        # led to it, the crashing one last, since a record is also the bug-report format.
        if args.record:
            _save_crash(match, session.attempt, args.record)
        raise
    print_end(console, game, match.state, session.label)
    if args.record:
        _save(console, match, args.record)
    return OK


def _save(console: Console, match: Match, path: str) -> None:
    try:
        match.record().save(path)
    except OSError as e:
        raise RecordError(f"cannot write {path}: {e.strerror}") from None
    console.print(Text(f"record saved to {path} ({plural(len(match.moves), 'move')})"))


def _save_crash(match: Match, attempt: str | None, path: str) -> None:
    """Save the moves up to and including the one that crashed, without a result (the
    state after a crash is not a result anyone should verify against)."""
    moves = list(match.moves) + ([attempt] if attempt is not None else [])
    record = Record(game=match.game.id, config=match.config, seed=match.seed, moves=moves)
    try:
        record.save(path)
    except OSError:
        return
    error(f"the game crashed; its moves, the crashing one last, are saved in {path}")


def print_end(console: Console, game: Game, state: Any, label) -> None:
    """The final table, the game's own breakdown, the scores and the winner(s)."""
    view = game.view(state, None)
    console.rule(Text("game over", style="bold"))
    console.print(render(game.id, view), soft_wrap=False)
    breakdown = render_result(game.id, view)
    if breakdown is not None:
        console.print(breakdown, soft_wrap=False)
    print_scores(console, game, state, label)


def print_scores(console: Console, game: Game, state: Any, label) -> None:
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
    result = rulebook_result(game, state)
    if result:
        console.print(Text(f"result: {result}", style="bold"))
        return
    winners = game.winners(state)
    if not winners:
        console.print(Text("nobody wins", style="bold"))
    elif len(winners) == 1:
        console.print(Text(f"winner: {label(winners[0])}", style="bold"))
    else:
        names = ", ".join(label(w) for w in winners)
        console.print(Text(f"winners (shared): {names}", style="bold"))
