"""Board pictures for the browser, found through each game's `ludotheque.boards` entry point.

Drawing lives with each game's fronts (`games/<game>/fronts/board` for ours): a game
declares, under its id, a module defining

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

A game without a board still plays: the page shows its view as text. Helpers boards share
(layouts, SVG bits) are in `ludotheque.fronts`, which needs no server package.
"""

from __future__ import annotations

from ludotheque.core.registry import front


def has_board(game_id: str) -> bool:
    return front("board", game_id) is not None


def render(game_id: str, view: dict, options: list[str], seat: int | None, config: dict) -> str:
    mod = front("board", game_id)
    if mod is None:
        return ""
    return mod.render(view, options, seat, config)


def config_choices(game_id: str) -> dict[str, list]:
    mod = front("board", game_id)
    fn = getattr(mod, "config_choices", None) if mod else None
    return fn() if fn else {}
