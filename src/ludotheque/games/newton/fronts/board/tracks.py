"""The Tracks board: the Work track and the Technology tree with every seat's markers."""

from __future__ import annotations

from ludotheque.games.newton.fronts.board.common import (
    SEAT_COLOURS,
    SEAT_NAMES,
    W,
    _e,
    _opt,
    _req_books,
    _req_text,
    _tile_label,
    _token_label,
)
from ludotheque.games.newton.fronts.board.europe import _objective_tile
from ludotheque.games.newton.fronts.board.geometry import tech_geometry
from ludotheque.games.newton.words import tech_name


# ----- Tracks board ------------------------------------------------------------------------
def _tracks(add, view: dict, targets: dict, y0: float) -> float:
    tg = tech_geometry()
    tracks = view.get("tracks") or {}
    work = tracks.get("work") or {}
    tech = tracks.get("tech") or {}
    objectives = view.get("objectives") or {}
    cell_w = min(66.0, (W - 40) / max(len(tg["work"]), 1))
    work_h = 92
    rows = tg["rows"]
    tech_h = 50 + rows * 46
    height = 28 + work_h + tech_h
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    add('<text x="12" y="20" class="h2 l">Work track</text>')
    add(
        '<text x="110" y="20" class="s l m">WORKS moves your marker and gives coins; a '
        "special space triggers when a marker ends there; the last space is an Objective "
        "(needs its 4 Volumes, or potions)</text>"
    )
    markers = work.get("markers") or []
    wtiles = work.get("tiles") or {}
    for i, (wid, kind) in enumerate(tg["work"]):
        x = 20 + i * cell_w
        y = 30
        tile = wtiles.get(wid)
        label, desc = _tile_label(tile)
        title = f"Works space {wid[1:]} ({kind})" + (f": {desc}" if desc else "")
        if kind == "objective":
            title += "; needs " + _req_text(tg["work_requirement"])
        cls = "cell " + ("special" if kind in ("specialization", "invention") else kind)
        add(
            f'<g id="work-{_e(wid)}" data-ref="{_e(wid)}"{_opt(targets, "work:" + wid)}>'
            f"<title>{_e(title)}</title>"
        )
        add(
            f'<rect x="{x:.1f}" y="{y}" width="{cell_w - 4:.1f}" height="56" rx="4" '
            f'class="{cls}"/></g>'
        )
        add(f'<text x="{x + 4:.1f}" y="{y + 11}" class="xs l m">{_e(wid)}</text>')
        if kind == "master":
            add(f'<text x="{x + cell_w / 2 - 2:.1f}" y="{y + 26}" class="s b">Master</text>')
        elif kind == "objective":
            _req_books(add, x + 4, y + 15, tg["work_requirement"])
        elif label:
            add(f'<text x="{x + cell_w / 2 - 2:.1f}" y="{y + 26}" class="xs b">{_e(label)}</text>')
        elif kind == "start":
            add(f'<text x="{x + cell_w / 2 - 2:.1f}" y="{y + 26}" class="xs">start</text>')
        here = [p for p, m in enumerate(markers) if m == wid]
        for k, p in enumerate(here):
            add(
                f'<circle cx="{x + 10 + 13 * k:.1f}" cy="{y + 45}" r="6" class="piece" '
                f'style="fill:{SEAT_COLOURS[p % 4]};stroke:#000"><title>'
                f"{_e(SEAT_NAMES[p % 4])} marker</title></circle>"
            )
        if kind == "objective" and objectives.get(wid):
            _objective_tile(add, x - 4, y + 58, objectives[wid], targets)
    # Technology tree.
    ty = 28 + work_h
    add(f'<text x="12" y="{ty + 6}" class="h2 l">Technology track</text>')
    add(
        f'<text x="150" y="{ty + 6}" class="s l m">TECH moves one Student forward; '
        "choose a branch at each fork; gold spaces hold bonus tokens; one Student per "
        "colour on a final space</text>"
    )
    col_w = min(96.0, (W - 400) / max(tg["cols"], 1))
    nodes = tg["nodes"]
    bw, bh = 56, 30  # a Technology space

    def centre(tid: str) -> tuple[float, float]:
        n = nodes[tid]
        return (44 + n["col"] * col_w, ty + 40 + n["row"] * 46)

    for tid, n in nodes.items():
        x1, y1 = centre(tid)
        for nxt in n["next"]:
            x2, y2 = centre(nxt)
            x1e, x2e = x1 + bw / 2, x2 - bw / 2
            add(
                f'<path d="M{x1e:.1f},{y1:.1f} C{(x1e + x2e) / 2:.1f},{y1:.1f} '
                f'{(x1e + x2e) / 2:.1f},{y2:.1f} {x2e:.1f},{y2:.1f}" class="link piece"/>'
            )
    students = tech.get("students") or []
    ttiles = tech.get("tiles") or {}
    tokens = tech.get("tokens") or {}
    for tid, n in nodes.items():
        x, y = centre(tid)
        kind = n["kind"]
        tile = ttiles.get(tid)
        label, desc = _tile_label(tile)
        name = tech_name(tid) or tid
        title = f"{name[0].upper()}{name[1:]} ({kind})" + (f": {desc}" if desc else "")
        if n["requirement"]:
            title += "; needs " + _req_text(n["requirement"])
        if n["bonus"]:
            title += f"; bonus space (mark {n['bonus']})"
        if tokens.get(tid):
            title += "; " + _token_label(tokens[tid])[1]
        cls = "cell " + ("special" if kind in ("specialization", "invention") else kind)
        if n["bonus"]:
            cls += " gold"
        add(
            f'<g id="tech-{_e(tid)}" data-ref="{_e(tid)}"{_opt(targets, "tech:" + tid)}>'
            f"<title>{_e(title)}</title>"
        )
        add(
            f'<rect x="{x - bw / 2:.1f}" y="{y - bh / 2:.1f}" width="{bw}" height="{bh}" '
            f'rx="6" class="{cls}"/></g>'
        )
        mark = "end " + tid[4:] if tid.startswith("END_") else "start" if tid == "T0" else tid
        add(f'<text x="{x - bw / 2 + 3:.1f}" y="{y - 5:.1f}" class="xs l m">{_e(mark)}</text>')
        if tokens.get(tid):
            tl, _ = _token_label(tokens[tid])
            add(
                f'<g class="piece"><rect x="{x - 18:.1f}" y="{y - 1:.1f}" width="36" '
                f'height="12" rx="6" class="token"/><text x="{x:.1f}" y="{y + 8:.1f}" '
                f'class="xs b">{_e(tl)}</text></g>'
            )
        elif kind == "master":
            add(f'<text x="{x:.1f}" y="{y + 10:.1f}" class="s b">Master</text>')
        elif kind == "objective":
            _req_books(add, x - 13, y, n["requirement"])
        elif label:
            add(f'<text x="{x:.1f}" y="{y + 10:.1f}" class="xs b">{_e(label)}</text>')
        elif n["bonus"]:
            add(f'<text x="{x:.1f}" y="{y + 10:.1f}" class="xs m">bonus {_e(n["bonus"])}</text>')
        if kind == "objective" and objectives.get(tid):
            _objective_tile(add, x + bw / 2 + 4, y - 7, objectives[tid], targets)
        here = [p for p, st in enumerate(students) for node in st if node == tid]
        for k, p in enumerate(here):
            add(
                f'<circle cx="{x + bw / 2 - 6 - 9 * k:.1f}" cy="{y - bh / 2:.1f}" '
                f'r="5.5" class="piece" style="fill:{SEAT_COLOURS[p % 4]};stroke:#000">'
                f"<title>{_e(SEAT_NAMES[p % 4])} Student</title></circle>"
            )
    # Legend and Student reserves on the right of the tree.
    lx = 44 + tg["cols"] * col_w + 60
    ly = ty + 34
    add(f'<text x="{lx}" y="{ly}" class="s l b">Students in reserve</text>')
    for p, st in enumerate(students):
        ly += 16
        reserve = sum(1 for node in st if node == "reserve")
        add(
            f'<circle cx="{lx + 6}" cy="{ly - 4}" r="5.5" class="piece" '
            f'style="fill:{SEAT_COLOURS[p % 4]};stroke:#000"/>'
        )
        add(
            f'<text x="{lx + 16}" y="{ly}" class="s l">{_e(SEAT_NAMES[p % 4])}: {reserve} '
            f"in reserve, {len(st) - reserve} on the track</text>"
        )
    ly += 22
    for text in (
        "Dev = Specialization: Development tile",
        "Inc = Specialization: Income tile",
        "Invention: its gains (hover a space)",
        "M = Master space",
        "gold ring: bonus space, small tile = token",
        "books = an Objective's 4 Volumes",
    ):
        add(f'<text x="{lx}" y="{ly}" class="xs l m">{_e(text)}</text>')
        ly += 13
    add("</g>")
    return y0 + height
