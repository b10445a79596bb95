"""Fitting a decision on one terminal screen: the options laid out in as many columns as
it takes to fit the rows left under the table, each option cut with an ellipsis only
when the full texts (with what they refer to, Game.option_label) cannot fit."""

from __future__ import annotations

import math

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

GAP = 3  # spaces between columns
RESERVED = 2  # rows under the options: the hint and the prompt


def height(console: Console, renderable: RenderableType) -> int:
    """Rows `renderable` takes at the console's width."""
    return len(console.render_lines(renderable, console.options, pad=False))


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(width - 1, 1)] + "…"


def _cells(labels: list[str], numbers: list[int] | None) -> list[str]:
    numbers = list(range(len(labels))) if numbers is None else numbers
    return [f"{i:>2}  {label}" for i, label in zip(numbers, labels, strict=True)]


def _layout(cells: list[str], width: int, rows: int) -> tuple[int, int]:
    """How many columns, and how wide, the cells take in `rows` rows of `width`."""
    full = sum(max(1, math.ceil(len(c) / max(width, 1))) for c in cells)
    if full <= rows or not cells:
        return 1, width
    for k in range(2, 6):
        col = (width - GAP * (k - 1)) // k
        if col < 12:
            break
        if math.ceil(len(cells) / k) <= rows:
            return k, col
    k = max(1, min(5, (width + GAP) // (12 + GAP)))
    return k, (width - GAP * (k - 1)) // k


def option_grid(
    labels: list[str], width: int, rows: int, numbers: list[int] | None = None
) -> RenderableType:
    """The numbered options in the fewest columns that fit `rows` rows of `width`; the
    full texts in one column when they fit, else cut to their column's width. `numbers`:
    each label's option number (default: their order)."""
    cells = _cells(labels, numbers)
    k, col = _layout(cells, width, rows)
    return _grid(cells if k == 1 else [cut(c, col) for c in cells], k, col)


def cuts(labels: list[str], width: int, rows: int, numbers: list[int] | None = None) -> bool:
    """Whether option_grid has to cut some option short (then a beginning typed at the
    prompt lists the options it fits in full)."""
    cells = _cells(labels, numbers)
    k, col = _layout(cells, width, rows)
    return k > 1 and any(len(c) > col for c in cells)


def _grid(cells: list[str], k: int, col: int) -> Table:
    grid = Table.grid(padding=(0, GAP if k > 1 else 0, 0, 0))
    for _ in range(k):
        grid.add_column(max_width=col, no_wrap=k > 1)
    n = math.ceil(len(cells) / k) if cells else 0
    for r in range(n):
        row = [cells[c * n + r] if c * n + r < len(cells) else "" for c in range(k)]
        grid.add_row(*(Text(x) for x in row))
    return grid


SIDE_HEAD = "also: "
SIDE_GAP = " · "


def side_line(numbers: list[int], labels: list[str], options: list[str], width: int) -> Text:
    """Side options (Game.side_options, such as quick actions offered at every step) on
    one line: with what they refer to when that fits the width, else their bare texts
    (word-wrapped only if even those do not fit)."""
    for texts in (labels, options):
        cells = [f"{i} {t}" for i, t in zip(numbers, texts, strict=True)]
        line = SIDE_HEAD + SIDE_GAP.join(cells)
        if len(line) <= width:
            break
    return Text(line)
