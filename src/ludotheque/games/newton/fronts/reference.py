"""The printed parts of Newton's boards that `board` shows in the terminal beside the
view: the routes with their coin costs, the technology tree (which space leads where,
and what a space asks), and the seat's shelf spaces with their prerequisites. They are
component data, the same for every seat, so nothing hidden is read."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import COLOURS
from ludotheque.games.newton.words import shelf_name, tech_name


def _volumes(req) -> str:
    return ", ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(req or ()) if n)


def _space(sid: str) -> str:
    """A Technology space as the tree names it: "start", "end A", or the mark our
    reconstructed track prints on it ("R4a"), as words.tech_name says it."""
    name = tech_name(sid) or sid
    for prefix in ("the Technology ", "Technology space ", "Technology "):
        name = name.removeprefix(prefix)
    return name


def routes_text(width: int = 80) -> Text:
    """Every route as `A-B cost` (coins), grouped by place, wrapped to `width`."""
    europe = components().europe
    items = []
    for a, b, cost, terrain in europe.route_list:
        mark = "~" if terrain not in ("land", "") else ""
        items.append(f"{europe.ids[a]}-{europe.ids[b]}{mark} {cost}")
    return Text("routes (coins; ~ by sea): " + ", ".join(items))


def tech_text() -> Text:
    """The technology tree: each space, where it leads, and its Volumes if it asks any."""
    tracks = components().tracks
    items = []
    for x, sid in enumerate(tracks.tech_ids):
        nxt = " or ".join(_space(tracks.tech_ids[y]) for y in tracks.tech_next[x])
        req = tracks.tech_requirement[x]
        step = f"{_space(sid)} to {nxt}" if nxt else f"{_space(sid)} (branch end)"
        items.append(step + (f" [needs {_volumes(req)} Volumes]" if req and any(req) else ""))
    return Text("Technology tree (space to the next): " + ", ".join(items))


def shelf_table(view: dict) -> Table | None:
    """The seat's shelf: each book space, its level, what it needs, and if it is filled."""
    seat = view.get("seat")
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return None
    me = seats[seat]
    board = next((b for b in components().boards if b.id == me.get("study_board")), None)
    if board is None:
        return None
    filled = set(me.get("shelf") or [])
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    rows: dict[int, list[str]] = {}
    for x, sid in enumerate(board.space_ids):
        mark = "X" if sid in filled else " "
        space = (shelf_name(sid) or sid).split(" ", 2)[-1]  # "space 2" of "shelf 1 space 2"
        rows.setdefault(board.shelf[x], []).append(f"[{mark}]{space} {board.requirement_text(x)}")
    for level, cells in sorted(rows.items()):
        table.add_row(f"your book shelf {level}", Text(", ".join(cells)))
    table.caption = "[X] a book space with a tile on it"
    return table
