"""What every part of Perseverance's board draws with: the picture's width, colours,
names, the style sheet, and small shapes (pieces, dice, clickable groups)."""

from __future__ import annotations

from contextvars import ContextVar
from html import escape

from ludotheque.fronts.svg import option_attrs
from ludotheque.games.perseverance_ep3.labels import label

W = 1200  # width of the picture

# Seat colours; the last is the 2-player dissident's (a neutral grey).
SEAT_COLOURS = ("#d1342f", "#2f6fd1", "#e3b505", "#2e9d57", "#8a8a8a")
SEAT_TEXT = ("#fff", "#fff", "#222", "#fff", "#fff")
SEAT_NAMES = ("red", "blue", "yellow", "green")
REGION_FILL = {"swamp": "#d5e3c8", "jungle": "#bfe0b0", "hills": "#ecd9b4"}
ZONE_FILL = {
    "sustenance": "#f6e7c8",
    "military": "#f3d2cc",
    "expansion": "#d6e6f3",
    "construction": "#e4dcef",
}
ZONE_NAMES = ("sustenance", "military", "expansion", "construction")
FACE_SHORT = {"adventurer": "Adv", "organizer": "Org", "facilitator": "Fac", "innovator": "Inn"}
SPECIES = {"sh": "Shieldhead", "r": "Raptor", "th": "Thunderhorn", "ij": "Ironjaw"}
DINO_SHORT = {"sh": "Sh", "r": "Ra", "th": "Th", "ij": "Ij", "leader": "L"}
OFFICERS = {
    "captain": "Captain",
    "chief-mate": "Chief Mate",
    "chief-of-security": "Chief of Security",
    "chief-steward": "Chief Steward",
    "chief-engineer": "Chief Engineer",
}

STYLE = (
    ".board-perseverance-ep3 text{font-family:'DejaVu Sans',sans-serif;font-size:11px;"
    "fill:#222;text-anchor:middle;pointer-events:none}"
    ".board-perseverance-ep3 .l{text-anchor:start}.board-perseverance-ep3 .r{text-anchor:end}"
    ".board-perseverance-ep3 .b{font-weight:bold}"
    ".board-perseverance-ep3 .h1{font-size:18px;font-weight:bold}"
    ".board-perseverance-ep3 .h2{font-size:14px;font-weight:bold}"
    ".board-perseverance-ep3 .s{font-size:9.5px}.board-perseverance-ep3 .xs{font-size:8px}"
    ".board-perseverance-ep3 .m{fill:#555}.board-perseverance-ep3 .w{fill:#fff}"
    ".board-perseverance-ep3 .sec{fill:#fffdf8;stroke:#d8d2c4;stroke-width:1}"
    ".board-perseverance-ep3 .box{fill:#fff;stroke:#8c8270;stroke-width:1}"
    ".board-perseverance-ep3 .space{fill:#f5f0e4;stroke:#8c8270;stroke-width:1}"
    ".board-perseverance-ep3 .link{stroke:#9c8b6e;stroke-width:2.5;stroke-dasharray:5 4;"
    "fill:none}"
    ".board-perseverance-ep3 .loc{stroke:#5b5141;stroke-width:1.5}"
    ".board-perseverance-ep3 .piece{stroke:#000;stroke-width:1}"
    ".board-perseverance-ep3 .die{fill:#fff;stroke:#333;stroke-width:1.2}"
    ".board-perseverance-ep3 .wild{fill:#6b4f2a}"
    ".board-perseverance-ep3 .opt{cursor:pointer}"
    ".board-perseverance-ep3 .opt>.hit{fill:#fff;fill-opacity:0.01;stroke:#e6007e;"
    "stroke-width:3;stroke-dasharray:6 3}"
    ".board-perseverance-ep3 .opt:hover>.hit,.board-perseverance-ep3 .opt:focus>.hit"
    "{fill:#e6007e;fill-opacity:0.15}"
)


def e(text) -> str:
    return escape(str(text))


# The 2-player dissident's seat index (the number of players) in the picture being drawn:
# its pieces are grey and marked D. Set by `render` for the duration of one picture.
DISSIDENT: ContextVar[int] = ContextVar("perseverance_dissident", default=-1)


def _index(p) -> int:
    if not isinstance(p, int) or not 0 <= p < 4 or p == DISSIDENT.get():
        return 4
    return p


def colour(p) -> str:
    return SEAT_COLOURS[_index(p)]


def text_colour(p) -> str:
    return SEAT_TEXT[_index(p)]


def seat_name(view: dict, p: int, seat: int | None) -> str:
    if p == view.get("dissident"):
        return "the dissident"
    players = view.get("players") or []
    leader = players[p].get("leader", "") if 0 <= p < len(players) else ""
    name = f"seat {p + 1} ({SEAT_NAMES[p % 4]}, {str(leader).capitalize()})"
    return name + " (you)" if seat is not None and p == seat else name


def clickable(add, option: str | None, x: float, y: float, w: float, h: float, rx=4) -> bool:
    """Open a `<g>` standing for `option` with a hit rectangle; the caller closes it with
    `</g>` when this returns True."""
    if option is None:
        return False
    add(f"<g{option_attrs(option)}><title>{e(label({}, option))}</title>")
    add(f'<rect class="hit" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx}"/>')
    return True


def owner_words(p) -> str:
    """Whose piece or die: "seat 1", "the dissident", "neutral"."""
    if not isinstance(p, int) or p < 0:
        return "neutral"
    return "the dissident" if _index(p) == 4 else f"seat {p + 1}"


def piece(add, p, x: float, y: float, r: float = 6, label: str = "", what: str = "piece") -> None:
    """A seat's round piece (shelter, influence...) with its number for colour-blind eyes,
    named in its title ("seat 1's shelter")."""
    add(
        f'<circle class="piece" cx="{x:.1f}" cy="{y:.1f}" r="{r}" style="fill:{colour(p)}">'
        f"<title>{e(owner_words(p))}'s {e(what)}</title></circle>"
    )
    if r >= 6:
        add(
            f'<text x="{x:.1f}" y="{y + 3.5:.1f}" class="xs b" style="fill:{text_colour(p)}">'
            f"{e(label or ('D' if _index(p) == 4 else p))}</text>"
        )


def die(add, d, x: float, y: float, size: float = 26) -> None:
    """A die at (x, y) top-left: white for neutral, the owner's colour otherwise."""
    owner = d.get("owner", -1)
    face = FACE_SHORT.get(d.get("face"), str(d.get("face"))[:3])
    fill = "#fff" if owner == -1 else colour(owner)
    ink = "#222" if owner == -1 else text_colour(owner)
    whose = "neutral" if owner == -1 else f"{owner_words(owner)}'s"
    add(
        f'<rect class="die" x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="4" '
        f'style="fill:{fill}"><title>{e(whose)} {e(d.get("face"))} die</title></rect>'
    )
    add(
        f'<text x="{x + size / 2:.1f}" y="{y + size / 2 + 3.5:.1f}" class="s b" '
        f'style="fill:{ink}">{e(face)}</text>'
    )
