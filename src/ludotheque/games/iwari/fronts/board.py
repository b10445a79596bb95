"""Iwari's board as SVG: the map, the river and draw pile, and each tribe's area.

The map geometry (territories, hut spaces, paths, numbered connections) comes from the
game's static map data (`Board.to_dict()`, and the territory centres of the map file's
`layout`, reconstructed); where a piece is comes from the seat's view only. A map without a
layout (a data pack's) is laid out from its connection graph (`disc_layout`). The land
is drawn as an island around the territories; paths between hut spaces (the colonies'
links) are drawn over the territories, dashed where they cross to a neighbour.

Clickable: territories (build, discovery, union, veneration, void-colony, courage),
hut spaces (hut, ruin, lift, to), connections (courage N, storm N move), river cards
(take), the draw pile (draw), the building territory's totem spot (totem) and your hand's
cards (discard). Every other option is chosen from the page's list.
"""

from __future__ import annotations

import json
import math
from functools import cache
from html import escape
from pathlib import Path

from ludotheque.fronts.layout import disc_layout, extent
from ludotheque.fronts.svg import option_attrs, svg_open
from ludotheque.games.iwari.components.board import available_maps, load_board
from ludotheque.games.iwari.state import EXPLOITS, MODULES
from ludotheque.games.iwari.words import named, space_name, territory_name, territory_number

BIOME_COLOURS = {
    "forest": "#3f8f3a",
    "tundra": "#a7a85a",
    "coast": "#5fb4e0",
    "glacier": "#dcefff",
    "desert": "#efc860",
    "void": "#5b3a78",
}
BIOME_TEXT = {"glacier": "#234", "desert": "#432", "void": "#fff"}
SEAT_COLOURS = ("#d1342f", "#2f6fd1", "#e0a800", "#2e9d57", "#c2479a")
NEUTRAL_COLOUR = "#8a8a8a"
VOID_COLOUR = "#6c3483"
TERRITORY_VERBS = ("build", "discovery", "union", "veneration", "void-colony", "courage")
SPACE_VERBS = ("hut", "ruin", "lift", "to")
PANEL_W = 300
MAPS = Path(__file__).parent.parent / "data" / "maps"  # the embedded maps' layouts
SPACE_R = 10


def config_choices() -> dict[str, list]:
    return {
        "map": available_maps(),
        "mode": ["standard", "solo", "coop"],
        "veneration_card": ["dead-ends", "contested"],
        "modules": list(MODULES),
        "exploits": list(EXPLOITS),
    }


def _r(n_spaces: int) -> float:
    return 36 + 7 * max(n_spaces, 3)


def _map_layout(map_id: str) -> dict:
    """The map file's drawing data (`layout`), empty for a map without one."""
    path = MAPS / f"{map_id}.json"
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8")).get("layout") or {}


def _layout(map_id: str, ids: list[str]) -> list[tuple[float, float]] | None:
    """The territory centres the map file gives (its `layout`), in the order of `ids`;
    None when it has none for every one of them."""
    layout = _map_layout(map_id).get("territories")
    if not isinstance(layout, dict) or any(i not in layout for i in ids):
        return None
    return [(float(layout[i][0]), float(layout[i][1])) for i in ids]


@cache
def geometry(map_id: str) -> dict:
    """Where every territory, space and connection of a map is drawn (cached per map)."""
    data = load_board(map_id).to_dict()
    terrs = data["territories"]
    index = {t["id"]: i for i, t in enumerate(terrs)}
    radii = [_r(len(t["spaces"])) for t in terrs]
    edges = [(index[c["a"]], index[c["b"]]) for c in data["connections"]]
    centres = _layout(map_id, [t["id"] for t in terrs]) or disc_layout(
        radii, edges, 900, 700, margin=30, gap=46
    )
    # The island's outline (reconstructed, stored in the map file by islands.py); the map
    # moves over so that its coast is whole on the board.
    island = (_map_layout(map_id).get("island") or {}).get("outline")
    ox = oy = 0.0
    if island:
        ox = max(0.0, 12 - min(x for x, _ in island))
        oy = max(0.0, 12 - min(y for _, y in island))
        centres = [(x + ox, y + oy) for x, y in centres]
        island = [[round(x + ox, 1), round(y + oy, 1)] for x, y in island]
    width, height = extent(centres, radii, margin=30)
    if island:
        width = max(width, max(x for x, _ in island) + 10)
        height = max(height, max(y for _, y in island) + 10)
    territories = {}
    spaces = {}
    space_territory = {sid: t["id"] for t in terrs for sid in t["spaces"]}
    for t, terr in enumerate(terrs):
        x, y = centres[t]
        r = radii[t]
        territories[terr["id"]] = {"x": x, "y": y, "r": r, "biome": terr["biome"]}
        n = len(terr["spaces"])
        ring = r - SPACE_R - 8
        for k, sid in enumerate(terr["spaces"]):
            a = -math.pi / 2 + 2 * math.pi * k / max(n, 1)
            spaces[sid] = (round(x + ring * math.cos(a), 1), round(y + ring * math.sin(a), 1))
    # Several connections between the same two territories bend apart.
    pairs: dict[tuple[str, str], list[int]] = {}
    for c in data["connections"]:
        pairs.setdefault(tuple(sorted((c["a"], c["b"]))), []).append(c["number"])
    connections = {}
    for c in data["connections"]:
        ta, tb = territories[c["a"]], territories[c["b"]]
        group = pairs[tuple(sorted((c["a"], c["b"])))]
        bend = (group.index(c["number"]) - (len(group) - 1) / 2) * 46
        dx, dy = tb["x"] - ta["x"], tb["y"] - ta["y"]
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d
        px, py = -uy, ux  # perpendicular
        mx = (ta["x"] + tb["x"]) / 2 + px * bend
        my = (ta["y"] + tb["y"]) / 2 + py * bend
        connections[c["number"]] = {
            "a": (ta["x"] + ux * ta["r"], ta["y"] + uy * ta["r"]),
            "b": (tb["x"] - ux * tb["r"], tb["y"] - uy * tb["r"]),
            "mid": (round(mx, 1), round(my, 1)),
            "perp": (px, py),
            "kind": c["kind"],
            "mountain": c["mountain"],
            "purple_space": c.get("purple_space"),
            "icon": c.get("icon"),
        }
        if c.get("purple_space"):
            spaces[c["purple_space"]] = (round(mx - px * 24, 1), round(my - py * 24, 1))
    return {
        "name": data["name"],
        "authentic": data["authentic"],
        "width": max(width, 600.0),
        "height": max(height, 500.0),
        "territories": territories,
        "spaces": spaces,
        "connections": connections,
        # Paths between hut spaces: inside a territory, or across to a neighbour.
        "paths": [
            (a, b, space_territory.get(a) != space_territory.get(b)) for a, b in data["paths"]
        ],
        "layout": "reconstructed layout" if _layout(map_id, []) is not None else "",
        "island": island,
        "offset": (ox, oy),  # where the layout's origin is drawn
        "road": data["purple_road"],
    }


def tribe_colours(view: dict) -> list[str]:
    out = []
    for i, name in enumerate(view.get("tribes") or []):
        if name == "neutral":
            out.append(NEUTRAL_COLOUR)
        elif name == "void":
            out.append(VOID_COLOUR)
        else:
            out.append(SEAT_COLOURS[i % len(SEAT_COLOURS)])
    return out


def _targets(options: list[str], geo: dict, build_territory: str | None) -> dict[str, str]:
    """Element key -> the option it stands for."""
    out: dict[str, str] = {}
    for opt in options:
        verb, _, rest = opt.partition(" ")
        if verb in TERRITORY_VERBS and rest in geo["territories"]:
            out.setdefault(f"t:{rest}", opt)
        elif verb in SPACE_VERBS and rest in geo["spaces"]:
            out.setdefault(f"s:{rest}", opt)
        elif verb == "courage" and rest.isdigit() and int(rest) in geo["connections"]:
            out.setdefault(f"c:{rest}", opt)
        elif verb == "storm" and rest.endswith(" move"):
            number = rest.split(" ", 1)[0]
            if number.isdigit():
                out.setdefault(f"c:{number}", opt)
        elif verb in ("take", "discard") and rest in BIOME_COLOURS:
            out.setdefault(f"{verb}:{rest}", opt)
        elif opt == "draw":
            out["draw"] = opt
        elif opt == "totem" and build_territory:
            out["totem"] = opt
    return out


def _opt(targets: dict[str, str], key: str) -> str:
    return option_attrs(targets.get(key))


def _name(view: dict, tribe: int, seat: int | None) -> str:
    tribes = view.get("tribes") or []
    name = tribes[tribe] if 0 <= tribe < len(tribes) else f"tribe {tribe}"
    return f"{name} (you)" if seat is not None and tribe == seat else name


def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    board = view.get("board") or {}
    geo = geometry(board.get("map") or config.get("map", "face-a"))
    colours = tribe_colours(view)
    build = (view.get("build") or {}).get("territory")
    targets = _targets(options, geo, build)
    W, H = geo["width"], geo["height"]
    out: list[str] = []
    add = out.append
    total_w = W + PANEL_W + 20
    panel: list[str] = []
    panel_h = _panel(panel, view, seat, colours, targets, W + 20)
    total_h = max(H, panel_h + 20)
    add(svg_open(total_w, total_h, "iwari", f"Iwari map {geo['name']}"))
    add(f'<rect x="0" y="0" width="{W:.0f}" height="{H:.0f}" rx="14" class="sea-bg"/>')
    _island(add, geo)
    _connections(add, view, geo, targets)
    _territories(add, view, geo, colours, targets, build, layer="land")
    _paths(add, geo, view)
    _territories(add, view, geo, colours, targets, build, layer="pieces")
    note = "reconstructed map" if not geo["authentic"] else "map"
    how = geo["layout"] or "layout computed from its connections"
    add(
        f'<text x="14" y="{H - 12:.0f}" class="small muted">{escape(geo["name"])} '
        f"({note}, {how})</text>"
    )
    out.extend(panel)
    add("</svg>")
    return "".join(out)


def _connections(add, view: dict, geo: dict, targets: dict[str, str]) -> None:
    board = view.get("board") or {}
    exp = board.get("expansion") or {}
    storms = set(exp.get("storms") or [])
    walking = exp.get("walking_totem")
    void_pawn = (view.get("void") or {}).get("pawn")
    purple = exp.get("purple_spaces") or {}
    for c in board.get("connections") or []:
        g = geo["connections"].get(c["number"])
        if g is None:
            continue
        (x1, y1), (x2, y2), (mx, my) = g["a"], g["b"], g["mid"]
        px, py = g["perp"]
        cls = "conn-sea" if c["kind"] == "sea" else "conn-land"
        add(
            f'<path d="M{x1:.1f},{y1:.1f} Q{2 * mx - (x1 + x2) / 2:.1f},'
            f'{2 * my - (y1 + y2) / 2:.1f} {x2:.1f},{y2:.1f}" class="{cls}"/>'
        )
        key = f"c:{c['number']}"
        a, b = (territory_name(view, c[k]) or c[k] for k in ("a", "b"))
        title = f"connection {c['number']} ({c['kind']}) between {a} and {b}"
        if c.get("covered"):
            title += ", covered by a mountain"
        if c.get("pawns"):
            title += f", {c['pawns']} pawn(s)"
        ref = f"{board.get('map')}:c{c['number']}"  # the glossary's key (its tooltip)
        add(f'<g id="conn-{c["number"]}" data-ref="{escape(ref)}"{_opt(targets, key)}>')
        add(f"<title>{escape(title)}</title>")
        add(f'<circle cx="{mx}" cy="{my}" r="13" class="conn-label {cls}-label"/>')
        add(f'<text x="{mx}" y="{my + 4.5}" class="conn-number">{c["number"]}</text>')
        add("</g>")
        symbol = c.get("mountain_symbol") or 0
        if symbol or c.get("covered"):
            tx, ty = mx + px * 24, my + py * 24
            cls_m = "mountain covered" if c.get("covered") else "mountain"
            add(
                f'<g class="{cls_m}"><title>mountain symbol {symbol}'
                f"{' (covered)' if c.get('covered') else ''}</title>"
                f'<path d="M{tx - 10:.1f},{ty + 8:.1f} L{tx:.1f},{ty - 10:.1f} '
                f'L{tx + 10:.1f},{ty + 8:.1f} Z"/>'
                f'<text x="{tx:.1f}" y="{ty + 6:.1f}" class="tiny">{symbol or ""}</text></g>'
            )
        pawns = c.get("pawns") or 0
        for k in range(min(pawns, 6)):
            add(
                f'<circle cx="{mx - 14 + 7 * k:.1f}" cy="{my + 19:.1f}" r="3" class="pawn">'
                "<title>Honour/Respect pawn</title></circle>"
            )
        if c["number"] in storms:
            add(
                f'<text x="{mx + 16:.1f}" y="{my - 10:.1f}" class="storm">'
                "&#x26A1;<title>storm piece</title></text>"
            )
        if walking == c["number"]:
            add(
                f'<rect x="{mx - 20:.1f}" y="{my - 24:.1f}" width="10" height="16" '
                'class="metal"><title>walking metal totem</title></rect>'
            )
        if void_pawn == c["number"]:
            add(
                f'<path d="M{mx:.1f},{my - 26:.1f} l8,8 l-8,8 l-8,-8 Z" class="void-pawn">'
                "<title>the Void pawn</title></path>"
            )
        sid = g.get("purple_space")
        if sid:
            _space(add, sid, purple.get(sid, -1), geo, view, targets, purple=True)


def _island(add, geo: dict) -> None:
    """The land: the map's island outline (land fill, coastline) when its file has one,
    else a shore around every territory, so neighbours merge into an island."""
    if geo["island"]:
        d = "M" + " L".join(f"{x:g},{y:g}" for x, y in geo["island"]) + " Z"
        add(
            f'<path d="{d}" class="island" id="island" data-backdrop=""><title>the island of '
            f"{escape(geo['name'])} (its outline is reconstructed)</title></path>"
        )
        return
    for g in geo["territories"].values():
        add(f'<circle cx="{g["x"]}" cy="{g["y"]}" r="{g["r"] + 22}" class="shore"/>')


def _paths(add, geo: dict, view: dict) -> None:
    """The paths joining hut spaces (huts along them form colonies, L311)."""
    spaces = geo["spaces"]
    for a, b, across in geo["paths"]:
        if a in spaces and b in spaces:
            (x1, y1), (x2, y2) = spaces[a], spaces[b]
            cls = "path across" if across else "path"
            add(
                f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="{cls}">'
                f"<title>path {escape(space_name(view, a) or a)} – "
                f"{escape(space_name(view, b) or b)}</title></line>"
            )


def _space(add, sid, owner, geo, view, targets, purple=False, road=False) -> None:
    x, y = geo["spaces"][sid]
    colours = tribe_colours(view)
    key = f"s:{sid}"
    fill = colours[owner] if isinstance(owner, int) and 0 <= owner < len(colours) else None
    cls = "space" + (" purple" if purple else "") + (" road" if road else "")
    who = _name(view, owner, view.get("seat")) if fill else "empty"
    # data-ref: the tooltip explains the space itself, whatever its title's words.
    add(f'<g id="space-{escape(sid)}" data-ref="{escape(sid)}"{_opt(targets, key)}>')
    add(f"<title>hut space {escape(space_name(view, sid) or sid)}: {escape(who)}</title>")
    style = f' style="fill:{fill}"' if fill else ""
    add(f'<circle cx="{x}" cy="{y}" r="{SPACE_R}" class="{cls}"{style}/>')
    if fill:
        add(f'<path d="M{x - 6},{y + 3} L{x},{y - 5} L{x + 6},{y + 3} Z" class="hut"/>')
    add("</g>")


def _territories(add, view, geo, colours, targets, build, layer: str) -> None:
    """`layer` "land": the territories' discs and names; "pieces": what is on them."""
    board = view.get("board") or {}
    exp = board.get("expansion") or {}
    road = set(geo["road"])
    claimed = (view.get("void") or {}).get("claimed") or {}
    gold = set(exp.get("gold_tokens") or [])
    courage = exp.get("courage")
    veneration = (exp.get("veneration") or {}).get("placed")
    for terr in board.get("territories") or []:
        tid = terr["id"]
        g = geo["territories"].get(tid)
        if g is None:
            continue
        x, y, r = g["x"], g["y"], g["r"]
        biome = terr.get("biome", g["biome"])
        key = f"t:{tid}"
        huts = terr.get("huts") or []
        totems = terr.get("totems") or []
        parts = [f"{_name(view, t, view.get('seat'))}: {h} hut(s)" for t, h in enumerate(huts) if h]
        parts += [
            f"{_name(view, t, view.get('seat'))}: {n} totem(s)" for t, n in enumerate(totems) if n
        ]
        title = f"territory {named(tid, biome)}" + (": " + "; ".join(parts) if parts else "")
        if layer == "land":
            cls = "territory" + (" building" if tid == build else "")
            add(f'<g id="terr-{escape(tid)}" data-ref="{escape(tid)}"{_opt(targets, key)}>')
            add(f"<title>{escape(title)}</title>")
            add(
                f'<circle cx="{x}" cy="{y}" r="{r}" class="{cls}" '
                f'style="fill:{BIOME_COLOURS.get(biome, "#ccc")}"/>'
            )
            colour = BIOME_TEXT.get(biome, "#fff")
            add(
                f'<text x="{x}" y="{y - 14}" class="terr-name" style="fill:{colour}">'
                f"{escape(territory_number(tid))}</text>"
            )
            add(
                f'<text x="{x}" y="{y - 1}" class="tiny" style="fill:{colour}">{escape(biome)}</text>'
            )
            add("</g>")
            continue
        for sid, owner in (terr.get("spaces") or {}).items():
            if sid in geo["spaces"]:
                _space(add, sid, owner, geo, view, targets, road=sid in road)
        # Totems: one column of segments per tribe, in the middle.
        cols = [(t, n) for t, n in enumerate(totems) if n]
        for k, (t, n) in enumerate(cols):
            cx = x - 7 * (len(cols) - 1) + 14 * k
            for j in range(min(n, 6)):
                add(
                    f'<rect x="{cx - 5:.1f}" y="{y + 22 - 7 * j:.1f}" width="10" height="6" '
                    f'class="totem" style="fill:{colours[t] if t < len(colours) else "#000"}">'
                    f"<title>{escape(_name(view, t, view.get('seat')))} totem</title></rect>"
                )
        if tid == build and "totem" in targets:
            add(
                f'<g id="totem-spot"{_opt(targets, "totem")}><title>add a totem segment</title>'
                f'<rect x="{x - 16}" y="{y + 6}" width="32" height="26" rx="5" class="totem-spot"/>'
                f'<text x="{x}" y="{y + 24}" class="tiny">+totem</text></g>'
            )
        badges = []
        if terr.get("union"):
            badges.append(("U", f"{terr['union']} Union pawn(s)"))
        if terr.get("discovery"):
            badges.append(("D", f"{terr['discovery']} Discovery pawn(s)"))
        if tid in gold:
            badges.append(("G", "gold token"))
        if courage == tid:
            badges.append(("C", "Courage exploit"))
        if veneration == tid:
            badges.append(("V", "Veneration exploit"))
        if tid in claimed:
            badges.append(("P" if claimed[tid] == "players" else "X", f"claimed by {claimed[tid]}"))
        for k, (letter, why) in enumerate(badges):
            bx, by = x + r * 0.62 + 2, y - r * 0.62 + 16 * k
            add(
                f'<g class="badge"><title>{escape(why)}</title>'
                f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="8"/>'
                f'<text x="{bx:.1f}" y="{by + 3.5:.1f}" class="tiny">{letter}</text></g>'
            )


def _card(add, x, y, biome, label, key, targets, w=34, h=46) -> None:
    add(f'<g{_opt(targets, key)} id="card-{escape(key)}">')
    add(f"<title>{escape(biome)}</title>")
    add(
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" class="card" '
        f'style="fill:{BIOME_COLOURS.get(biome, "#ccc")}"/>'
    )
    add(
        f'<text x="{x + w / 2}" y="{y + h / 2 + 4}" class="card-text" '
        f'style="fill:{BIOME_TEXT.get(biome, "#fff")}">{escape(label)}</text>'
    )
    add("</g>")


def _lines(add, x: float, y: float, text: str, cls: str, width: int = 46) -> float:
    """`text` in lines of at most `width` characters from (x, y); the last line's y."""
    words, line, lines = text.split(), "", []
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    for i, part in enumerate(lines):
        add(f'<text x="{x}" y="{y + 15 * i}" class="{cls}">{escape(part)}</text>')
    return y + 15 * (len(lines) - 1)


def _panel(add_list, view, seat, colours, targets, x0) -> float:
    add = add_list.append
    y = 24.0
    turn = view.get("turn")
    add(f'<text x="{x0}" y="{y}" class="panel-title">Turn {escape(str(turn))}</text>')
    phase = view.get("phase")
    add(f'<text x="{x0 + 110}" y="{y}" class="small muted">phase: {escape(str(phase))}</text>')
    y += 14
    if view.get("end_triggered"):
        y += 6
        add(f'<text x="{x0}" y="{y}" class="small warn">the end of the game is triggered</text>')
    y += 14
    add(f'<text x="{x0}" y="{y}" class="panel-head">River</text>')
    y += 8
    river = view.get("river") or {}
    x = x0
    for biome, count in river.items():
        label = biome[:3] + (f"×{count}" if count > 1 else "")
        _card(add, x, y, biome, label, f"take:{biome}", targets, w=46)
        x += 50
    pile = view.get("draw_pile", 0)
    add(f'<g{_opt(targets, "draw")} id="draw-pile"><title>draw pile: {pile} card(s)</title>')
    px = max(x + 8, x0 + 200)
    add(f'<rect x="{px}" y="{y}" width="34" height="46" rx="4" class="card pile"/>')
    add(f'<text x="{px + 17}" y="{y + 27}" class="card-text">{pile}</text></g>')
    y += 62
    discard = view.get("discard") or {}
    if discard:
        text = ", ".join(f"{b}×{n}" for b, n in discard.items())
        y = _lines(add, x0, y, f"discard: {text}", "small muted") + 4
    hands = view.get("hands") or []
    scores = view.get("scores") or []
    supply = view.get("supply") or []
    tribes = view.get("tribes") or []
    active = view.get("active")
    for t, name in enumerate(tribes):
        y += 10
        colour = colours[t] if t < len(colours) else "#000"
        you = seat is not None and t == seat
        add(
            f'<rect x="{x0}" y="{y}" width="{PANEL_W - 10}" height="10" rx="2" '
            f'style="fill:{colour}" class="tribe-bar"/>'
        )
        y += 26
        label = (
            name
            + (" (you)" if you else "")
            + (" ◀ to play" if active == t and not view.get("over") else "")
        )
        add(f'<text x="{x0}" y="{y}" class="tribe-name">{escape(label)}</text>')
        if t < len(scores):
            add(
                f'<text x="{x0 + PANEL_W - 12}" y="{y}" class="score" '
                f'text-anchor="end">{scores[t]} pts</text>'
            )
        y += 18
        if t < len(supply):
            s = supply[t]
            add(
                f'<text x="{x0}" y="{y}" class="small">supply: {s.get("huts", 0)} hut(s), '
                f"{s.get('totems', 0)} totem segment(s)</text>"
            )
            y += 16
        if t < len(hands):
            h = hands[t]
            add(f'<text x="{x0}" y="{y}" class="small">{h.get("count", 0)} card(s) in hand</text>')
            known = h.get("known") or {}
            if known and not you:  # cards taken from the river are known to all
                text = ", ".join(f"{b}×{n}" for b, n in known.items())
                y = _lines(add, x0, y + 16, f"known: {text}", "small muted") - 8
            y += 8
            cards = h.get("cards") if you else None
            if cards:
                x = x0
                for biome, n in cards.items():
                    _card(add, x, y, biome, f"{biome[:3]}×{n}", f"discard:{biome}", targets, w=52)
                    x += 56
                y += 52
        y += 4
    void = view.get("void")
    if void:
        y += 18
        lose = void.get("lose_at")
        text = (
            f"Void: {void.get('void_cards_above_reserve', 0)} card(s) above the reserve, "
            f"{void.get('void_cards_beside_board', 0)} beside the board; the players lose at "
            f"{lose} Void territor{'y' if lose == 1 else 'ies'}"
        )
        y = _lines(add, x0, y, text, "small")
    mods = (view.get("board") or {}).get("modules") or {}
    if mods.get("enabled"):
        y += 18
        y = _lines(add, x0, y, "modules: " + ", ".join(mods["enabled"]), "small")
    if view.get("over"):
        y += 22
        winners = view.get("winners") or []
        names = ", ".join(_name(view, w, seat) for w in winners) or "nobody"
        add(f'<text x="{x0}" y="{y}" class="panel-head">Game over: {escape(names)} won</text>')
    return y + 10
