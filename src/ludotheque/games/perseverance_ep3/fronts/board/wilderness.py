"""The wilderness: the Outpost, locations 1-19 and the three temples, joined by their
paths, tinted by region (Swamp, Jungle, Hills).

The map is known only as a graph (data/wilderness.json, reconstructed links), so it is
laid out in columns by distance from the Outpost: the Swamp sits next to the town on the
left, the Hills far right, as the regions follow each other on the board (L297-L303).
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.fronts.board.common import (
    DINO_SHORT,
    REGION_FILL,
    SPECIES,
    W,
    clickable,
    colour,
    e,
    owner_words,
    piece,
    text_colour,
)

R = 36  # location radius
DX, DY = 104, 88
TOP = 34
REGIONS = ("swamp", "jungle", "hills")


@cache
def geometry() -> dict:
    """Location id -> (x, y) and the drawing's height, from the graph only."""
    board = components().board
    locs = board.locations
    depth = {board.outpost: 0}
    frontier = [board.outpost]
    while frontier:
        nxt = []
        for i in frontier:
            for j in board.neighbours[i]:
                if j not in depth:
                    depth[j] = depth[i] + 1
                    nxt.append(j)
        frontier = nxt
    for loc in locs:  # anything the paths do not reach goes last
        depth.setdefault(loc.index, max(depth.values()) + 1)
    columns: dict[int, list[int]] = {}
    for i in sorted(depth, key=lambda i: (depth[i], locs[i].number or 99, locs[i].id)):
        columns.setdefault(depth[i], []).append(i)
    rows = max(len(c) for c in columns.values())
    dx = min(DX, (W - 80) / max(1, len(columns) - 1 or 1))
    height = TOP + rows * DY + 20
    pos = {}
    for d, col in columns.items():
        y0 = TOP + (rows - len(col)) * DY / 2 + DY / 2
        for k, i in enumerate(col):
            pos[locs[i].id] = (50 + d * dx, y0 + k * DY)
    edges = [
        (locs[a].id, locs[b].id) for a in range(len(locs)) for b in board.neighbours[a] if a < b
    ]
    return {"pos": pos, "edges": edges, "height": height}


def wilderness(add, view: dict, targets: dict, y0: float) -> float:
    geo = geometry()
    comp = components()
    board = view.get("board") or {}
    height = geo["height"]
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    add('<text x="12" y="20" class="h2 l">Wilderness</text>')
    piles = board.get("piles") or {}
    bits = []
    for r in REGIONS:
        p = piles.get(r) or {}
        if isinstance(p, dict):
            rem = f", reminder {p['reminder_at']} from the top" if p.get("reminder_at") else ""
            bits.append(f"{r.capitalize()} pile {p.get('size', 0)} tiles{rem}")
    officer = board.get("wilderness_officer", "")
    add(
        f'<text x="{W - 12}" y="20" class="s r">{e(" · ".join(bits))} · officer: '
        f"{e(officer)}</text>"
    )
    pos = geo["pos"]
    for a, b in geo["edges"]:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        add(f'<line class="link" x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}"/>')
    for loc in comp.board.locations:
        x, y = pos[loc.id]
        entry = (board.get("locations") or {}).get(loc.id) or {}
        region = REGIONS[loc.region] if 0 <= loc.region < 3 else "swamp"
        if loc.kind == "outpost":
            _outpost(add, view, x, y, region, targets)
        else:
            _location(add, view, loc, entry, x, y, region, targets)
    add("</g>")
    return y0 + height


def _outpost(add, view: dict, x: float, y: float, region: str, targets: dict) -> None:
    outpost = (view.get("board") or {}).get("outpost") or [[], []]
    add(
        f'<rect class="loc" x="{x - 44:.0f}" y="{y - 40:.0f}" width="88" height="80" rx="8" '
        f'style="fill:{REGION_FILL[region]}"><title>Outpost ({region})</title></rect>'
    )
    add(f'<text x="{x:.0f}" y="{y - 27:.0f}" class="s b">Outpost</text>')
    for k, sec in enumerate("AB"):
        sy = y - 18 + k * 28
        opened = clickable(add, targets.get(f"outpost:{sec}"), x - 42, sy - 2, 84, 26)
        add(f'<text x="{x - 36:.0f}" y="{sy + 14:.0f}" class="s b l">{sec}</text>')
        for j, o in enumerate(outpost[k] if k < len(outpost) else []):
            piece(add, o, x - 20 + j * 15, sy + 10, 6, what="shelter")
        if opened:
            add("</g>")
    opt = targets.get("wild-start")
    if clickable(add, opt, x - 46, y - 42, 92, 84):
        add("</g>")


def _location(add, view, loc, entry: dict, x: float, y: float, region: str, targets) -> None:
    temple = loc.kind == "temple"
    fill = REGION_FILL[region]
    tile = entry.get("tile")
    what = f"{loc.temple.capitalize()} temple" if temple else f"location {loc.id}"
    held = f": exploration tile {tile}" if tile and tile != "?" else ""
    held = held or (
        f": wild {SPECIES.get(entry['wild'], entry['wild'])}" if entry.get("wild") else ""
    )
    name = f"<title>{e(what)} ({region}){e(held)}</title>"
    opened = clickable(
        add, targets.get(f"loc:{loc.id}"), x - R - 3, y - R - 3, 2 * R + 6, 2 * R + 6, R
    )
    if temple:
        pts = " ".join(
            f"{x + dx:.0f},{y + dy:.0f}"
            for dx, dy in ((0, -R), (R, -R / 2), (R, R / 2), (0, R), (-R, R / 2), (-R, -R / 2))
        )
        add(f'<polygon class="loc" points="{pts}" style="fill:{fill}">{name}</polygon>')
        add(f'<text x="{x:.0f}" y="{y - 18:.0f}" class="xs b">{e(loc.temple.capitalize())}</text>')
        add(f'<text x="{x:.0f}" y="{y - 9:.0f}" class="xs b">temple</text>')
    else:
        add(
            f'<circle class="loc" cx="{x:.0f}" cy="{y:.0f}" r="{R}" style="fill:{fill}">{name}</circle>'
        )
        add(f'<text x="{x:.0f}" y="{y - 20:.0f}" class="h2">{e(loc.id)}</text>')
    if loc.requires >= 0:
        need = ("sh", "r", "th", "ij")[loc.requires]
        add(
            f'<text x="{x:.0f}" y="{y + R - 5:.0f}" class="xs m">needs {e(DINO_SHORT[need])}+</text>'
        )
    wild = entry.get("wild")
    if tile:
        words = str(tile).split(" ")
        half = (len(words) + 1) // 2
        lines = (
            ("face down", "") if tile == "?" else (" ".join(words[:half]), " ".join(words[half:]))
        )
        for k, part in enumerate(lines):
            if part:
                add(f'<text x="{x:.0f}" y="{y - 3 + k * 10:.0f}" class="xs">{e(part)}</text>')
    elif wild:
        add(
            f'<rect class="wild" x="{x - 15:.0f}" y="{y - 12:.0f}" width="30" height="16" rx="3">'
            f"<title>wild {e(SPECIES.get(wild, wild))}</title></rect>"
        )
        add(f'<text x="{x:.0f}" y="{y:.0f}" class="s b w">{e(DINO_SHORT.get(wild, wild))}</text>')
    if temple and loc.temple in ((view.get("board") or {}).get("temples_explored") or []):
        add(f'<text x="{x:.0f}" y="{y + 4:.0f}" class="xs b">explored</text>')
    owner = entry.get("dino", -1)
    if isinstance(owner, int) and owner != -1:
        kind = entry.get("dino_kind") or ""
        add(
            f'<rect class="piece" x="{x + R - 20:.0f}" y="{y - R + 2:.0f}" width="22" height="16" '
            f'rx="3" style="fill:{colour(owner)}"><title>{e(owner_words(owner))}\'s trained '
            f"{e(SPECIES.get(kind, kind))}</title></rect>"
        )
        add(
            f'<text x="{x + R - 9:.0f}" y="{y - R + 14:.0f}" class="xs b" '
            f'style="fill:{text_colour(owner)}">{e(DINO_SHORT.get(kind, "?"))}</text>'
        )
    for j, o in enumerate(entry.get("shelters") or []):
        piece(add, o, x - 8 + j * 16, y + 16, 6, what="shelter")
    if opened:
        add("</g>")
    sends = [(k.split(":")[2], v) for k, v in targets.items() if k.startswith(f"send:{loc.id}:")]
    for j, (unit, opt) in enumerate(sends):
        bx = x - len(sends) * 13 + j * 26
        if clickable(add, opt, bx, y + R + 1, 24, 15, 3):
            add(f'<text x="{bx + 12:.0f}" y="{y + R + 12:.0f}" class="xs b">{e(unit)}</text>')
            add("</g>")
