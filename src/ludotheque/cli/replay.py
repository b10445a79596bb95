"""`ludo replay`: a record replayed through the rules, its result optionally verified."""

from __future__ import annotations

import argparse

from rich.columns import Columns
from rich.console import Console
from rich.text import Text

from ludotheque.cli import data as data_cli
from ludotheque.cli.common import OK, plural, warn_engine_version
from ludotheque.cli.play import print_scores
from ludotheque.cli.render import render, render_result
from ludotheque.core.errors import LudoError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.record import Record, replay


def run(args: argparse.Namespace, console: Console) -> int:
    try:
        record = Record.load(args.file)
        data_cli.use(args.data, record.game, console)
        game, state = replay(record, verify=args.verify)
    except LudoError:
        raise
    except Exception as e:  # a record must never crash the command, whatever it holds
        raise RecordError(f"cannot replay {args.file}: {type(e).__name__}: {e}") from None
    warn_engine_version(record.engine_version)
    n = len(record.moves)
    console.print(
        Text(
            f"{game.title} record: {plural(n, 'move')}, seed {record.seed}, "
            f"made by engine {record.engine_version}",
            style="bold",
        ),
        soft_wrap=False,
    )
    if args.show:
        _show_moves(console, game, record)
        console.print(render(game.id, game.view(state, None)), soft_wrap=False)
        breakdown = render_result(game.id, game.view(state, None))
        if breakdown is not None and game.is_over(state):
            console.print(breakdown, soft_wrap=False)
    print_scores(console, game, state, lambda seat: f"seat {seat + 1}")
    if args.verify:
        if record.result is None:
            console.print(
                f"verified: {plural(n, 'move')} replay legally (the record stores no result)"
            )
        else:
            console.print(f"verified: {plural(n, 'move')} reproduce the recorded result")
    if not game.is_over(state):
        console.print(f"continue it with `ludo play --resume {args.file}`", soft_wrap=True)
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
