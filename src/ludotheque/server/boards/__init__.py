"""Board pictures for the browser, one module per game, found by game id.

A game joins the server with one module here, named after its id (dashes become
underscores: `darwins-journey` -> `darwins_journey.py`), defining:

    render(view, options, seat, config) -> str
        The SVG markup of the table as `seat` sees it (None: a spectator). `view` is the
        game's own `view(state, seat)`: a module draws only from it (and from the game's
        static data), so the picture can never show what the seat may not see. `options`
        are the pending decision's options when `seat` is the one deciding, else empty; an
        element that stands for an option carries `data-option="<option text>"` and the
        class `opt`, and the page makes it clickable (every option is also in a list).

and optionally:

    config_choices() -> dict[str, list]
        For the lobby's form: the allowed values of configuration keys that take one of
        a few values (a map, a mode).

A game without a module still plays: the page shows its view as text.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from types import ModuleType


@cache
def _module(game_id: str) -> ModuleType | None:
    name = f"{__name__}.{game_id.replace('-', '_')}"
    if not game_id.replace("-", "_").isidentifier() or game_id.startswith("_"):
        return None
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def has_board(game_id: str) -> bool:
    return _module(game_id) is not None


def render(game_id: str, view: dict, options: list[str], seat: int | None, config: dict) -> str:
    mod = _module(game_id)
    if mod is None:
        return ""
    return mod.render(view, options, seat, config)


def config_choices(game_id: str) -> dict[str, list]:
    mod = _module(game_id)
    fn = getattr(mod, "config_choices", None) if mod else None
    return fn() if fn else {}
