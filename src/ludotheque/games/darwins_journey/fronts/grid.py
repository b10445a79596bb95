"""The terminal's two-column blocks (a bold heading, then text folded to 63 columns to fit
80x24): the seat's own cards and the modules' lines draw in one, their seats' rows the
same way."""

from __future__ import annotations

from collections.abc import Callable

from rich.table import Table


def two_columns() -> Table:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold", max_width=63)
    return grid


def seat_rows(grid: Table, view: dict, cards: list, what: str, line: Callable) -> None:
    """A row per seat holding a card: "seat 2 (you) <what>" and the card's `line`."""
    me = view.get("seat")
    for p, card in enumerate(cards):
        if card:
            who = f"seat {p + 1}" + (" (you)" if p == me else "")
            grid.add_row(f"{who} {what}", line(card))
