"""Terminal pictures of games, one module per game, chosen by game id.

Rendering lives with the terminal front, not in the games: a game only promises a JSON
view, and each front draws it its own way. A game without a module here still plays,
shown as its view in pretty JSON.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from rich.console import RenderableType
from rich.json import JSON
from rich.panel import Panel

# Game id -> module drawing it. A module defines `render(view, compact=False)` and may
# define `render_result(view)` (the end-of-game breakdown).
_RENDERERS = {
    "iwari": "ludotheque.cli.render.iwari",
    "encyclopedia": "ludotheque.cli.render.encyclopedia",
    "newton": "ludotheque.cli.render.newton",
}


def _module(game_id: str) -> ModuleType | None:
    name = _RENDERERS.get(game_id)
    return importlib.import_module(name) if name else None


def generic(view: dict) -> RenderableType:
    """Any game's view as pretty JSON: always correct, if not pretty."""
    title = str(view.get("game", "game")) if isinstance(view, dict) else "game"
    return Panel(JSON.from_data(view, default=str), title=title, expand=False)


def render(game_id: str, view: dict, compact: bool = False) -> RenderableType:
    """The picture of `view`; `compact` asks for just what changes within one turn."""
    mod = _module(game_id)
    if mod is None:
        return generic(view)
    return mod.render(view, compact=compact)


def render_result(game_id: str, view: dict) -> RenderableType | None:
    """The game's own end-of-game breakdown, or None when it has none."""
    mod = _module(game_id)
    fn = getattr(mod, "render_result", None) if mod else None
    return fn(view) if fn else None
