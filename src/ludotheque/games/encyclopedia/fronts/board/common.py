"""What every part of Encyclopedia's board draws with: sizes, colours and styles, the
static catalogue and option texts, and small pieces (text, dice, panels, click areas)."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from html import escape

from ludotheque.fronts.svg import option_attrs
from ludotheque.games.encyclopedia.components import load
from ludotheque.games.encyclopedia.labels import label as option_words
from ludotheque.games.encyclopedia.texts import build as build_texts

W = 1100


PAD = 10


INNER = W - 2 * PAD


DIE_FILL = {
    "red": "#d9463e",
    "yellow": "#f2c12e",
    "violet": "#8a58c2",
    "blue": "#2f74d0",
    "green": "#3a9a4b",
}


DARK_INK = {"yellow"}  # colours whose text is dark


SEAT_COLOURS = ("#e67e22", "#17a2b8", "#8d6e63", "#37474f")


TIMING = {"lasting": "∞ lasting", "end": "end of game", "discard": "⚡ once"}


SHORT_TOKEN = {
    "tokens": "+1 token",
    "coins": "+3 coins",
    "expert-draft": "Expert draft",
    "animal-draft": "Animal draft",
    "extra-die": "+1 die",
    "none": "no effect",
}


AREA_TITLES = ("embassy", "bank", "university", "academy")


SEAL_PRIORITY = ("seal-value", "recolour-seal", "seal-action", "seal-coins")


RETAKE_EXP = re.compile(r"^retake (\w+) from expedition (\w+) (\d+)$")


RETAKE_AREA = re.compile(r"^retake (\w+) from (\w+)$")


STYLE = (
    "<style>"
    ".board-encyclopedia text{font-family:'DejaVu Sans',sans-serif;font-size:11px;"
    "fill:#1e1e1e;pointer-events:none}"
    ".board-encyclopedia .l{text-anchor:start}"
    ".board-encyclopedia .c{text-anchor:middle}"
    ".board-encyclopedia .r{text-anchor:end}"
    ".board-encyclopedia .b{font-weight:bold}"
    ".board-encyclopedia .h1{font-size:19px;font-weight:bold}"
    ".board-encyclopedia .h2{font-size:14px;font-weight:bold}"
    ".board-encyclopedia .s{font-size:10px}"
    ".board-encyclopedia .xs{font-size:9px}"
    ".board-encyclopedia .big{font-size:15px;font-weight:bold}"
    ".board-encyclopedia .mut{fill:#5a5a5a}"
    ".board-encyclopedia .wt{fill:#fff}"
    ".board-encyclopedia .dk{fill:#3a2c00}"
    ".board-encyclopedia .star{fill:#b07d00;font-size:12px}"
    ".board-encyclopedia .warn{fill:#b3261e;font-weight:bold}"
    ".board-encyclopedia .bg{fill:#f6f1e6}"
    ".board-encyclopedia .panel{fill:#fffdf8;stroke:#c9bda6;stroke-width:1}"
    ".board-encyclopedia .card{fill:#fff;stroke:#6b6256;stroke-width:1}"
    ".board-encyclopedia .empty{fill:none;stroke:#9d9385;stroke-width:1;stroke-dasharray:4 3}"
    ".board-encyclopedia .pile{fill:#6d5c4b;stroke:#3b3128}"
    ".board-encyclopedia .die{stroke:#222;stroke-width:1}"
    ".board-encyclopedia .next{fill:none;stroke:#111;stroke-width:2;stroke-dasharray:3 2}"
    ".board-encyclopedia .hit{fill:#fff;fill-opacity:0}"
    ".board-encyclopedia .chip{stroke:#8a7f6e;stroke-width:1}"
    ".board-encyclopedia .cell{fill:#fff;stroke:#b3a892;stroke-width:1}"
    ".board-encyclopedia .bonus{fill:#fff3c4;stroke:#b3a892;stroke-width:1}"
    "</style>"
)


# ----- static data ------------------------------------------------------------------------
@cache
def static() -> dict:
    """What never changes: the catalogue, its option texts, and lookups by name."""
    cat = load()
    bonus = []
    for pos, kind in enumerate(cat.track_bonus):
        coins, tokens, seals, pick = cat.track_gain[pos]
        if pick:
            bonus.append(pick.capitalize())
        elif coins:
            bonus.append(f"+{coins} coins")
        elif tokens:
            bonus.append(f"+{tokens} token" + ("s" if tokens > 1 else ""))
        elif seals:
            bonus.append(f"+{seals} seal" + ("s" if seals > 1 else ""))
        else:
            bonus.append("" if kind is None else kind)
    return {
        "cat": cat,
        "tx": build_texts(cat),
        "colour_of": dict(zip(cat.continents, cat.colours, strict=True)),
        "continent_name": dict(zip(cat.continents, cat.continent_names, strict=True)),
        "experts": {
            name: (
                cat.continents[cat.expert_continent[e]],
                cat.expert_timing[e],
                cat.expert_text[e],
            )
            for e, name in enumerate(cat.expert_names)
        },
        "track_bonus": tuple(bonus),
        "embassy": _bands(cat.embassy_bands),
        "academy": _bands(cat.academy_bands),
    }


def _bands(bands) -> str:
    parts = []
    for i, (low, gain) in enumerate(bands):
        if i + 1 < len(bands):
            high = bands[i + 1][0] - 1
            parts.append(f"{low}-{high}: {gain}" if high > low else f"{low}: {gain}")
        else:
            parts.append(f"{low}+: {gain}")
    return " · ".join(parts)


@lru_cache(maxsize=2048)
def _wrap(text: str, width: int) -> tuple[str, ...]:
    words, line, lines = text.split(), "", []
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return tuple(lines)


# ----- drawing helpers --------------------------------------------------------------------
def _num(v) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    return escape(str(v))


def _text(add, x, y, text, cls="l", style="") -> None:
    st = f' style="{style}"' if style else ""
    add(f'<text x="{x:.1f}" y="{y:.1f}" class="{cls}"{st}>{escape(str(text))}</text>')


def _hit(add, tg: dict, key, x, y, w, h, title="", used: set | None = None) -> None:
    """A transparent clickable shape over an element, when the element stands for an option."""
    opt = tg.get(key)
    if opt is None or (used is not None and key in used):
        return
    if used is not None:
        used.add(key)
    add(
        f"<g{option_attrs(opt)}>"
        f"<title>{escape(title or option_words({}, opt))}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5" class="hit"/></g>'
    )


def _fill(colour) -> str:
    return DIE_FILL.get(colour, "#9e9e9e")


def _ink(colour) -> str:
    return "dk" if colour in DARK_INK or colour not in DIE_FILL else "wt"


def _die(add, x, y, die: dict, size=26, note="") -> None:
    colour = die.get("colour")
    value = die.get("value")
    title = f"{colour} die, value {value}" + (f" ({note})" if note else "")
    add(
        f'<g><title>{escape(title)}</title><rect x="{x:.1f}" y="{y:.1f}" width="{size}" '
        f'height="{size}" rx="{size / 5:.1f}" class="die" style="fill:{_fill(colour)}"/>'
    )
    add(
        f'<text x="{x + size / 2:.1f}" y="{y + size / 2 + 5:.1f}" class="c b {_ink(colour)}" '
        f'style="font-size:{13 if size >= 24 else 11}px">{_num(value)}</text></g>'
    )


def _panel(add, x, y, w, h, title="", note="") -> None:
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h:.1f}" rx="8" class="panel"/>')
    if title:
        _text(add, x + 10, y + 19, title, "l h2")
    if note:
        _text(add, x + w - 10, y + 18, note, "r s mut")


def _seat_name(view: dict, x, seat) -> str:
    seats = view.get("seats") or []
    automa = isinstance(x, int) and 0 <= x < len(seats) and seats[x].get("automa")
    name = (f"Seat {x + 1}" if isinstance(x, int) else f"Seat {x}") + (
        " (Automa)" if automa else ""
    )
    return name + (" (you)" if seat is not None and x == seat else "")
