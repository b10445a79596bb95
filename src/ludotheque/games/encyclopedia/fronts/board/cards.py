"""An Expert card and an Animal card, as the markets and the seats' areas show them."""

from __future__ import annotations

from html import escape

from ludotheque.games.encyclopedia.components import ROMAN
from ludotheque.games.encyclopedia.fronts.board.common import (
    TIMING,
    _fill,
    _hit,
    _ink,
    _text,
    _wrap,
)


def _expert_card(add, x, y, w, h, name, cont, timing, effect, st, lines=4) -> None:
    colour = st["colour_of"].get(cont, "")
    title = (
        f"{name} ({st['continent_name'].get(cont, cont)}, {TIMING.get(timing, timing)}): {effect}"
    )
    add(
        f"<g><title>{escape(title)}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="card"/>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="19" rx="5" '
        f'style="fill:{_fill(colour)}"/></g>'
    )
    _text(add, x + 6, y + 14, name, f"l b {_ink(colour)}", "font-size:10.5px")
    _text(add, x + 6, y + 31, TIMING.get(timing, str(timing)), "l xs mut")
    width = max(int(w / 5.6), 10)
    for i, line in enumerate(_wrap(str(effect), width)[:lines]):
        _text(add, x + 6, y + 44 + 11.5 * i, line, "l xs")


def _animal_card(add, x, y, w, animal: dict, st, cubes=None, colour_seat=None, tg=None):
    """An Animal: its continent band and name, one row per Type; `cubes` marks the rows
    holding a research cube (Animals in study)."""
    cont = animal.get("continent")
    colour = st["colour_of"].get(cont, "")
    name = str(animal.get("name"))
    types = list(animal.get("types") or [])
    h = 20 + 17 * 4 + 4
    cat = st["cat"]
    where = st["continent_name"].get(cont, cont)
    title = f"{name} ({where}): " + ", ".join(map(str, types))
    add(
        f"<g><title>{escape(title)}"
        f'</title><rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="card"/>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="19" rx="5" '
        f'style="fill:{_fill(colour)}"/></g>'
    )
    _text(add, x + 6, y + 14, name, f"l b {_ink(colour)}")
    have = set(cubes or [])
    for t in range(1, 5):
        ry = y + 21 + 17 * (t - 1)
        category = types[t - 1] if t - 1 < len(types) else ""
        if cubes is not None:
            filled = ROMAN[t] in have
            style = f"fill:{colour_seat}" if filled else "fill:#fff"
            add(
                f'<rect x="{x + 5:.1f}" y="{ry + 3:.1f}" width="11" height="11" rx="2" '
                f'class="chip" style="{style}"/>'
            )
            tx = x + 21
        else:
            tx = x + 6
        _text(add, tx, ry + 12, f"{ROMAN[t]}", "l xs b")
        _text(add, tx + 20, ry + 12, category, "l s")
        if tg:
            cost = cat.research_cost[t]
            _hit(
                add,
                tg,
                ("research", name, t),
                x + 2,
                ry,
                w - 4,
                17,
                f"research {name} Type {ROMAN[t]} ({category}): costs {cost}",
            )
    return h
