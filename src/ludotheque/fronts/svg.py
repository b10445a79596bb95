"""The two pieces of SVG every board shares with the browser page: the opening tag the page
styles (`board board-<game id>`), and the marks of an element that stands for an option
(the page makes `class="opt"` elements clickable and plays their `data-option`)."""

from __future__ import annotations

from html import escape


def svg_open(width: float, height: float, game_id: str, label: str) -> str:
    """The `<svg>` tag of a board `width` x `height` units, named `label` for screen readers."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'class="board board-{escape(game_id)}" role="img" aria-label="{escape(label)}">'
    )


def option_attrs(option: str | None) -> str:
    """Attributes making an element stand for `option` (clickable, reachable by keyboard);
    nothing when `option` is None. Put them on a `<g>` or a shape."""
    if option is None:
        return ""
    return f' class="opt" data-option="{escape(option)}" tabindex="0" role="button"'
