"""Terminal pictures of games, found through each game's `ludotheque.terminal` entry point.

Drawing lives with each game's fronts (`games/<game>/fronts/terminal.py` for ours), not in
this package: a game only promises a JSON view, and declares the module that draws it. A
game without one still plays, shown as its view in pretty JSON.

A terminal module defines `render(view, compact=False)` (`compact`: just what changes
within one turn) and may define `render_result(view)` (the end-of-game breakdown).
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.json import JSON
from rich.panel import Panel

from ludotheque.core.registry import front


def generic(view: dict) -> RenderableType:
    """Any game's view as pretty JSON: always correct, if not pretty."""
    title = str(view.get("game", "game")) if isinstance(view, dict) else "game"
    return Panel(JSON.from_data(view, default=str), title=title, expand=False)


def render(game_id: str, view: dict, compact: bool = False) -> RenderableType:
    """The picture of `view`; `compact` asks for just what changes within one turn."""
    mod = front("terminal", game_id)
    if mod is None:
        return generic(view)
    return mod.render(view, compact=compact)


def render_result(game_id: str, view: dict) -> RenderableType | None:
    """The game's own end-of-game breakdown, or None when it has none."""
    mod = front("terminal", game_id)
    fn = getattr(mod, "render_result", None) if mod else None
    return fn(view) if fn else None
