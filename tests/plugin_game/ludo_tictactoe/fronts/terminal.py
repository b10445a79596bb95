"""Tic-tac-toe in the terminal: the grid with its column letters and row numbers."""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text


def render(view: dict, compact: bool = False) -> RenderableType:
    cells = view["cells"]
    out = Text("    a   b   c\n")
    for r in range(3):
        row = " | ".join(cells[3 * r + c] or " " for c in range(3))
        out.append(f"{r + 1}   {row}\n")
        if r < 2:
            out.append("   ---+---+---\n")
    if not compact and view["to_move"] is not None:
        out.append(f"to move: seat {view['to_move'] + 1} ({'XO'[view['to_move']]})")
    return out


def render_result(view: dict) -> RenderableType:
    w = view["winners"]
    return Text(f"three in a row for seat {w[0] + 1}" if w else "a draw: the grid is full")
