"""`ludo analyse RECORD --seat N`: the search's view of every decision a seat took in a
recorded game, as a table: the value of the move played and of the search's best option
(0 to 1, from what the seat could see then), the loss, the largest losses marked."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ludotheque.agents.coach import analyse
from ludotheque.core.errors import LudoError, RecordError
from ludotheque.core.record import Record, replay


class AnalyseError(LudoError, ValueError):
    """A bad `ludo analyse` request (seat, budget)."""


def add_parser(sub) -> None:
    p = sub.add_parser(
        "analyse", help="the search's value of each decision a seat took in a recorded game"
    )
    p.add_argument("record", metavar="RECORD", help="a record written by `ludo play --record`")
    p.add_argument(
        "--seat",
        type=int,
        required=True,
        help="the seat to analyse, counted from 1 as the screens show it",
    )
    budget = p.add_mutually_exclusive_group()
    budget.add_argument(
        "--iterations", type=int, help="search iterations per decision (default 400)"
    )
    budget.add_argument("--seconds", type=float, help="CPU seconds of search per decision")
    p.add_argument("--seed", type=int, default=0, help="the search's seed (default 0)")


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def run(args: argparse.Namespace, console: Console) -> int:
    try:
        record = Record.load(args.record)
        game, state = replay(record, verify=False)
    except LudoError:
        raise
    except Exception as e:  # a record must never crash the command, whatever it holds
        raise RecordError(f"cannot read {args.record}: {type(e).__name__}: {e}") from None
    seats = game.num_seats(state)
    if not 1 <= args.seat <= seats:
        raise AnalyseError(
            f"--seat counts from 1; this game has seats 1 to {seats}, got {args.seat}"
        )
    index = args.seat - 1  # records and the search count seats from 0
    if args.iterations is not None and args.iterations < 1:
        raise AnalyseError(f"--iterations must be at least 1, got {args.iterations}")
    if args.seconds is not None and not args.seconds > 0:
        raise AnalyseError(f"--seconds must be more than 0, got {args.seconds}")
    rows = analyse(record, index, args.seconds, iterations=args.iterations, seed=args.seed)
    title = f"{game.title}: seat {args.seat}, {len(rows)} decisions with a choice"
    table = Table(title=title, title_justify="left")
    for name, justify in (
        ("move", "right"),
        ("decision", "left"),
        ("played", "left"),
        ("value", "right"),
        ("best", "left"),
        ("value", "right"),
        ("loss", "right"),
        ("", "left"),
    ):
        table.add_column(name, justify=justify)
    for a in rows:
        style = "bold red" if a.marked else None
        table.add_row(
            str(a.index + 1),
            a.kind,
            a.played,
            _fmt(a.played_value),
            "=" if a.best == a.played else a.best,
            _fmt(a.best_value),
            f"{a.loss:.2f}",
            "<<" if a.marked else "",
            style=style,
        )
    console.print(table)
    total = sum(a.loss for a in rows)
    console.print(
        Text(
            f"values: the search's mean reward for seat {args.seat} (0 to 1); "
            f"total loss {total:.2f}",
            style="dim",
        )
    )
    return 0
