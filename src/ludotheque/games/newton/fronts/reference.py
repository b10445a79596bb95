"""The printed parts of Newton's boards that `board` shows in the terminal beside the
view: the routes with their coin costs, the technology tree (which space leads where,
and what a space asks), and the seat's shelf spaces with their prerequisites. They are
component data, the same for every seat, so nothing hidden is read."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import COLOURS


def _volumes(req) -> str:
    return " ".join(f"{n}{COLOURS[c][0]}" for c, n in enumerate(req or ()) if n)


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
        nxt = "/".join(tracks.tech_ids[y] for y in tracks.tech_next[x]) or "end"
        req = tracks.tech_requirement[x]
        items.append(f"{sid}>{nxt}" + (f"[{_volumes(req)}]" if req and any(req) else ""))
    return Text("technology tree (space>next [Volumes needed]): " + ", ".join(items))


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
        rows.setdefault(board.shelf[x], []).append(f"[{mark}]{sid} {board.requirement_text(x)}")
    for level, cells in sorted(rows.items()):
        table.add_row(f"your shelf {level}", Text(", ".join(cells)))
    return table
