"""The map of Europe: routes and their costs, places with their tiles, travel cubes,
Scientists, bonus tokens and Objective tiles, and the legend."""

from __future__ import annotations

import math

from ludotheque.games.newton.fronts.board.common import (
    KIND_FILL,
    KIND_LABEL,
    SEAT_COLOURS,
    SEAT_NAMES,
    W,
    _city_label,
    _e,
    _objective_label,
    _opt,
    _req_books,
    _req_text,
    _static,
    _token_label,
)


# ----- the map -----------------------------------------------------------------------------
def _map(add, view: dict, geo: dict, targets: dict, y0: float) -> float:
    mh = geo["height"]
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{mh + 30:.0f}" rx="8" class="sec sea"/>')
    note = "" if geo["authentic"] else " (reconstructed; layout computed from its routes)"
    add(f'<text x="12" y="20" class="h2 l">Europe{_e(note)}</text>')
    places = geo["places"]
    for r in geo["routes"]:
        a, b = places[r["a"]], places[r["b"]]
        terrain = r["terrain"]
        cls = "route sea-route" if terrain == "sea" else "route"
        add(
            f'<line x1="{a["x"]}" y1="{a["y"]}" x2="{b["x"]}" y2="{b["y"]}" class="{cls}">'
            f"<title>{_e(r['a'])} – {_e(r['b'])} ({_e(terrain)}, {r['cost']}¢)</title></line>"
        )
        if terrain not in ("land", "sea"):
            add(
                f'<line x1="{a["x"]}" y1="{a["y"]}" x2="{b["x"]}" y2="{b["y"]}" '
                'class="route both piece"/>'
            )
    for r in geo["routes"]:
        if r["cost"]:
            a, b = places[r["a"]], places[r["b"]]
            mx, my = (a["x"] + b["x"]) / 2, (a["y"] + b["y"]) / 2
            add(
                f'<g class="piece"><circle cx="{mx:.1f}" cy="{my:.1f}" r="7" class="coin"/>'
                f'<text x="{mx:.1f}" y="{my + 3.5:.1f}" class="xs b">{r["cost"]}</text></g>'
            )
    state = (view.get("map") or {}).get("places") or {}
    objectives = view.get("objectives") or {}
    for pid, g in places.items():
        _place(add, pid, g, state.get(pid) or {}, objectives.get(pid), targets, geo)
    # Legend, under the map.
    ly = mh + 16
    items = [
        (k, KIND_LABEL[k])
        for k in ("university", "city", "ancient", "master", "objective", "start", "village")
    ]
    x = 12.0
    for k, label in items:
        add(
            f'<circle cx="{x + 7}" cy="{ly - 4}" r="7" class="place piece" '
            f'style="fill:{KIND_FILL[k]}"/>'
        )
        add(f'<text x="{x + 18}" y="{ly}" class="s l">{_e(label)}</text>')
        x += 26 + 6.2 * len(label)
    add(
        f'<circle cx="{x + 7}" cy="{ly - 4}" r="7" class="place gold piece" '
        f'style="fill:{KIND_FILL["village"]}"/>'
    )
    add(f'<text x="{x + 18}" y="{ly}" class="s l">gold: bonus space</text>')
    x += 130
    add(f'<line x1="{x}" y1="{ly - 4}" x2="{x + 24}" y2="{ly - 4}" class="route piece"/>')
    add(f'<text x="{x + 28}" y="{ly}" class="s l">land</text>')
    x += 62
    add(f'<line x1="{x}" y1="{ly - 4}" x2="{x + 24}" y2="{ly - 4}" class="route sea-route piece"/>')
    add(f'<text x="{x + 28}" y="{ly}" class="s l">sea</text>')
    x += 58
    add(
        f'<circle cx="{x + 7}" cy="{ly - 4}" r="7" class="coin piece"/>'
        f'<text x="{x + 7}" y="{ly - 0.5}" class="xs b">1</text>'
    )
    add(f'<text x="{x + 18}" y="{ly}" class="s l">route cost ¢</text>')
    x += 100
    _scientist(add, x + 6, ly - 6, 0)
    add(f'<text x="{x + 16}" y="{ly}" class="s l">Scientist</text>')
    x += 78
    add(
        f'<rect x="{x}" y="{ly - 9}" width="9" height="9" class="piece" '
        f'style="fill:{SEAT_COLOURS[0]};stroke:#000"/>'
    )
    add(f'<text x="{x + 14}" y="{ly}" class="s l">travel cube</text>')
    add("</g>")
    return y0 + mh + 30


def _scientist(add, x: float, y: float, p: int) -> None:
    colour = SEAT_COLOURS[p % 4]
    add(
        f'<g class="piece"><path d="M{x - 6:.1f},{y + 9:.1f} L{x - 3:.1f},{y:.1f} '
        f'L{x + 3:.1f},{y:.1f} L{x + 6:.1f},{y + 9:.1f} Z" style="fill:{colour};stroke:#000"/>'
        f'<circle cx="{x:.1f}" cy="{y - 3:.1f}" r="4" style="fill:{colour};stroke:#000"/></g>'
    )


def _place(
    add, pid: str, g: dict, st: dict, objective: str | None, targets: dict, geo: dict
) -> None:
    x, y, r, kind = g["x"], g["y"], g["r"], g["kind"]
    tile = st.get("tile")
    inner, what = "", ""
    if kind == "university" and tile:
        numeral = _static()["universities"].get(tile, "?")
        inner, what = numeral, f"University {numeral}"
    elif kind == "ancient" and tile:
        mark = _static()["ancients"].get(tile, "?")
        inner, what = mark, f"Ancient Land {mark}"
    elif kind == "city" and tile:
        inner, what = _city_label(tile)
    elif kind == "objective":
        what = "needs " + _req_text(geo["requirement"])
    elif kind == "master":
        inner, what = "M", "play a Master"
    elif kind == "start":
        what = "where the Scientists start"
    title = f"{g['name']}: {KIND_LABEL[kind]}" + (f", {what}" if what else "")
    if g["border"] == "gold":
        title += f", gold village (bonus mark {g['mark']})"
    elif g["border"] == "silver":
        title += ", silver village"
    cubes = st.get("cubes") or []
    sci = st.get("scientists") or []
    if cubes:
        title += "; cubes: " + ", ".join(SEAT_NAMES[c % 4] for c in cubes)
    if sci:
        title += "; Scientists: " + ", ".join(SEAT_NAMES[c % 4] for c in sci)
    if st.get("token"):
        title += "; " + _token_label(st["token"])[1]
    cls = "place" + (f" {g['border']}" if g["border"] else "")
    add(f'<g id="place-{_e(pid)}"{_opt(targets, "place:" + pid)}><title>{_e(title)}</title>')
    add(f'<circle cx="{x}" cy="{y}" r="{r}" class="{cls}" style="fill:{KIND_FILL[kind]}"/>')
    add("</g>")
    if inner:
        add(
            f'<text x="{x}" y="{y + 4}" class="{"b" if len(inner) < 4 else "xs b"}">'
            f"{_e(inner)}</text>"
        )
    if kind == "objective":
        _req_books(add, x - 13, y - 5, geo["requirement"])
    add(f'<text x="{x}" y="{y + r + 10}" class="s b halo">{_e(g["name"].split(" (")[0])}</text>')
    # Travel cubes along the top of the place.
    for k, c in enumerate(cubes):
        cx = x - 5.5 * len(cubes) + 11 * k + 1
        add(
            f'<rect x="{cx:.1f}" y="{y - r - 6:.1f}" width="9" height="9" class="piece" '
            f'style="fill:{SEAT_COLOURS[c % 4]};stroke:#000"/>'
        )
    for k, c in enumerate(sci):
        a = -0.6 + 0.75 * k
        _scientist(add, x + (r + 3) * math.cos(a), y + (r + 3) * math.sin(a) - 4, c)
    if st.get("token"):
        label, desc = _token_label(st["token"])
        add(
            f'<g class="piece"><title>{_e(desc)}</title>'
            f'<rect x="{x - 17}" y="{y - 7}" width="34" height="13" rx="6" class="token"/>'
            f'<text x="{x}" y="{y + 3}" class="xs b">{_e(label)}</text></g>'
        )
    elif g["border"] == "gold" and g["mark"] != "U":
        add(f'<text x="{x}" y="{y + 3}" class="xs m">{_e(g["mark"])}</text>')
    if objective:
        _objective_tile(add, x - 33, y + r + 14, objective, targets)


def _objective_tile(add, x: float, y: float, tid: str, targets: dict) -> None:
    label, desc = _objective_label(tid)
    add(
        f'<g id="objective-{_e(tid)}"{_opt(targets, "objective:" + tid)}>'
        f"<title>{_e(desc)}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="66" height="14" rx="3" class="tile" '
        f'style="fill:#c9eedd"/>'
        f'<text x="{x + 33:.1f}" y="{y + 10.5:.1f}" class="xs b">{_e(label)}</text></g>'
    )
