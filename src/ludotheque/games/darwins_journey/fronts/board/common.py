"""What every part of Darwin's Journey's board draws with: the width, the style sheet, seat
and seal colours, and small pieces (seal dots, workers, chips) with their clickable marks."""

from __future__ import annotations

from html import escape

from ludotheque.fronts.svg import option_attrs
from ludotheque.games.darwins_journey.components.names import COLOURS
from ludotheque.games.darwins_journey.fronts.labels import SEAL_COLOUR, SEAT_NAMES

W = 1200  # width of the picture

SEAT_COLOURS = ("#d1342f", "#2f6fd1", "#e3b505", "#7b3fb0")
SEAT_TEXT = ("#fff", "#fff", "#222", "#fff")
KIND_LETTER = {"reptile": "R", "plant": "P", "bird": "B", "fossil": "F"}

STYLE = (
    ".board-darwins-journey text{font-family:'DejaVu Sans',sans-serif;font-size:11px;"
    "fill:#222;text-anchor:middle;pointer-events:none}"
    ".board-darwins-journey .l{text-anchor:start}.board-darwins-journey .r{text-anchor:end}"
    ".board-darwins-journey .b{font-weight:bold}"
    ".board-darwins-journey .h1{font-size:18px;font-weight:bold}"
    ".board-darwins-journey .h2{font-size:13px;font-weight:bold}"
    ".board-darwins-journey .s{font-size:9.5px}.board-darwins-journey .xs{font-size:8px}"
    ".board-darwins-journey .m{fill:#555}.board-darwins-journey .w{fill:#fff}"
    ".board-darwins-journey .sec{fill:#fbf6ea;stroke:#cbbf9f;stroke-width:1}"
    ".board-darwins-journey .page{fill:#fffdf6;stroke:#b9ab86;stroke-width:1}"
    ".board-darwins-journey .space{fill:#fff;stroke:#6b5a3a;stroke-width:1.2}"
    ".board-darwins-journey .locked{fill:#d9d4c7;stroke:#8a8170;stroke-dasharray:4 2}"
    ".board-darwins-journey .sea{fill:#dcebf5;stroke:#8fb3cf;stroke-width:1}"
    ".board-darwins-journey .land{fill:#efe6c8;stroke:#b8a675;stroke-width:1}"
    ".board-darwins-journey .cell{fill:#fff;stroke:#8c8270;stroke-width:1}"
    ".board-darwins-journey .link{stroke:#8c8270;stroke-width:2;fill:none}"
    ".board-darwins-journey .tile{fill:#fff;stroke:#777;stroke-width:1}"
    ".board-darwins-journey .silver{fill:#eef0f2;stroke:#8d96a0;stroke-width:1.2}"
    ".board-darwins-journey .gold{fill:#fbf0c8;stroke:#c99a00;stroke-width:1.2}"
    ".board-darwins-journey .done{fill:#cfe8cf;stroke:#3c8d3c;stroke-width:1.5}"
    ".board-darwins-journey .coin{fill:#f3c623;stroke:#8a6d00;stroke-width:1}"
    ".board-darwins-journey .piece{pointer-events:none;stroke:#111;stroke-width:1}"
    ".board-darwins-journey .now{stroke:#000;stroke-width:2.5;stroke-dasharray:5 3;fill:none}"
    ".board-darwins-journey .opt>rect,.board-darwins-journey .opt>circle,"
    ".board-darwins-journey .opt>ellipse,.board-darwins-journey .opt>path"
    "{stroke:#ff2d95;stroke-width:3.5}"
)


def _e(value) -> str:
    return escape(str(value))


def opt(targets: dict[str, str], key: str) -> str:
    """The clickable marks of the element standing for `key`, if an option is on it."""
    return option_attrs(targets.get(key))


def seat_name(p: int, seat: int | None) -> str:
    name = f"seat {p + 1} ({SEAT_NAMES[p % 4]})"
    return name + " (you)" if seat is not None and p == seat else name


def seal_dot(add, x: float, y: float, colour: str, r: float = 5) -> None:
    add(
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" class="piece" '
        f'style="fill:{SEAL_COLOUR.get(colour, "#999")};stroke-width:0.8"><title>{_e(colour)} seal'
        "</title></circle>"
    )


def need_dots(add, x: float, y: float, counts, r: float = 4.5) -> float:
    """A seal requirement (counts per standard colour) as a row of dots; returns the x after."""
    for c, n in enumerate(counts):
        for _ in range(n):
            seal_dot(add, x, y, COLOURS[c], r)
            x += 2 * r + 1.5
    return x


def worker(add, x: float, y: float, p: int, w: int, r: float = 8) -> None:
    """A worker of seat `p` (number `w`, 1-5) as a disc of the seat's colour."""
    add(
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" class="piece" '
        f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1} worker {w}</title></circle>'
    )
    add(
        f'<text x="{x:.1f}" y="{y + 3.5:.1f}" class="s b" style="fill:{SEAT_TEXT[p % 4]}">'
        f"{w}</text>"
    )


def chip(add, x, y, w, h, label, key, targets, title, cls="tile", fill=None) -> None:
    style = f' style="fill:{fill}"' if fill else ""
    add(f"<g{opt(targets, key)}><title>{_e(title)}</title>")
    add(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="4" class="{cls}"{style}/>')
    add(f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + 3.5:.1f}" class="s">{_e(label)}</text></g>')


def section(add, x, y, w, h, title) -> None:
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" class="sec"/>')
    add(f'<text x="{x + 10}" y="{y + 17}" class="h2 l">{_e(title)}</text>')
