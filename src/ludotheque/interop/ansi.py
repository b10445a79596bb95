"""A seat's view drawn by the game's terminal front, as plain text (render_mode "ansi")."""

from __future__ import annotations

import io


def draw(game_id: str, view: dict, width: int = 120) -> str:
    from rich.console import Console

    from ludotheque.cli.render import render

    out = io.StringIO()
    Console(file=out, width=width, color_system=None, force_terminal=False).print(
        render(game_id, view)
    )
    return out.getvalue()
