"""The paths between hut spaces (the map's printed links that make colonies, L311) for
`board` in the terminal: inside each territory as its spaces' numbers, and the paths
that cross to another territory in full, with who holds each end."""

from __future__ import annotations

from rich.text import Text

from ludotheque.games.iwari.components.board import load_board
from ludotheque.games.iwari.words import place_name


def paths_text(view: dict) -> Text:
    board = view.get("board") or {}
    try:
        paths = load_board(board.get("map", "")).to_dict()["paths"]
    except Exception:  # a map the view names but this install cannot load: say so
        return Text("paths: (this map's data is not available)", style="dim")
    owners: dict[str, int] = {}
    for t in board.get("territories", []):
        owners.update(t.get("spaces") or {})
    names = view.get("tribes") or []

    def mark(sid: str) -> str:
        o = owners.get(sid, -1)
        if o < 0:
            return ""
        name = names[o] if o < len(names) else str(o)
        return " (" + {"neutral": "N", "void": "V"}.get(name, str(o + 1)) + ")"

    inside: dict[str, list[str]] = {}
    across = []
    for a, b in paths:
        ta, tb = a.split(".")[0], b.split(".")[0]
        if ta == tb:
            inside.setdefault(ta, []).append(f"{a.split('.')[-1]}-{b.split('.')[-1]}")
        else:
            across.append(f"{place_name(view, a)}{mark(a)} to {place_name(view, b)}{mark(b)}")
    out = Text("paths between hut spaces (colonies follow them; 1-2: space 1 to space 2): ")
    out.stylize("bold", 0, len("paths between hut spaces"))
    out.append(
        "; ".join(f"{place_name(view, t)}: {' '.join(links)}" for t, links in inside.items())
    )
    if across:
        out.append("\nacross territories: " + ", ".join(across))
    return out
