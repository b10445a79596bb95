"""A terminal picture that takes another layout on a wide terminal: games' compact views
show more side by side at 200 columns (issue 18: every game uses the width) and stay short
at 80 (the decision and its options fit 80x24)."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table

WIDE = 150  # columns from which the wide layout is drawn


class ByWidth:
    """`narrow` below `at` columns, `wide` from there on (Rich asks each renderable with the
    width it has, so the same picture adapts to the terminal and to a panel within it)."""

    def __init__(self, narrow: RenderableType, wide: RenderableType, at: int = WIDE):
        self.narrow, self.wide, self.at = narrow, wide, at

    def pick(self, width: int) -> RenderableType:
        return self.wide if width >= self.at else self.narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.pick(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.pick(options.max_width))


def side_by_side(*parts: RenderableType | None, gap: int = 4) -> RenderableType:
    """Parts in one row, top-aligned, `gap` columns apart (None parts left out)."""
    grid = Table.grid(padding=(0, gap, 0, 0))
    shown = [p for p in parts if p is not None]
    for _ in shown:
        grid.add_column(vertical="top")
    grid.add_row(*shown)
    return grid
