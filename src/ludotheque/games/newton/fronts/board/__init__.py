"""Newton's table as SVG: the map of Europe, the Tracks board (Work track and Technology
tree), the card market with the Great Discoveries and the supplies, and each seat's area
(desk, tucked cards, drawers, bookshelf, resources, Masters, hand).

Static geometry comes from the game's data (`components()`): the map is a graph without
coordinates, laid out once (`ludotheque.fronts.layout.disc_layout`, then turned to lie wide), and the
Technology tree is drawn from its `next` links. Where every piece is, and everything a seat
holds, comes from the seat's view only: other seats' unplayed Masters, draft packets and
tuck choices are not in it, so they are never drawn. Hands are public (ruling A32): every
seat's hand is drawn, only your own is clickable.

Clickable (when the seat decides): map places (to, jump, cube, city, cube here), Work cells
(works N when it moves exactly N spaces, or paying into the Objective), Technology nodes
(to, student), market cards (take), decks (reveal), Great Discoveries (buy, take,
activate), Objective tiles (objective), and in your own area: hand cards (play, discard),
desk cards (tuck, copy, effect), the tucked card of the column (special), action values
(action X), book spaces (book), drawers and income slots (replace, income), bonus tokens
(token), Masters (master, keep, discard), potions (buy potion), the Student reserve
(hire student), and the supplies (development X, income X). Everything else (boost, done,
end turn, keep, second tile...) is chosen from the page's list.
"""

from __future__ import annotations

import math
from functools import cache
from html import escape

from ludotheque.fronts.layout import disc_layout
from ludotheque.games.newton.components import components

W = 1140  # width of the picture
SEAT_COLOURS = ("#d1342f", "#7b3fb0", "#e3b505", "#2b2b2b")
SEAT_NAMES = ("red", "purple", "yellow", "black")
SEAT_TEXT = ("#fff", "#fff", "#222", "#fff")
VOLUME = {"blue": "#2f6fd1", "green": "#2e9d57", "orange": "#e67e22"}
VOLUME_TINT = {"blue": "#dbe7fb", "green": "#d8f1e0", "orange": "#fde5cc"}
KIND_FILL = {
    "start": "#ffffff",
    "university": "#9cc3ea",
    "city": "#f2b880",
    "ancient": "#c9b3e3",
    "village": "#f4f1e6",
    "master": "#f7d85c",
    "objective": "#9fdcc0",
}
KIND_LABEL = {
    "start": "start",
    "university": "University",
    "city": "City",
    "ancient": "Ancient Land",
    "village": "village",
    "master": "Master space",
    "objective": "Objective space",
}
ACTION_LABEL = {
    "works": "WORKS",
    "tech": "TECH",
    "travel": "TRAVEL",
    "lessons": "LESSONS",
    "studies": "STUDIES",
    "joker": "JOKER",
}
ACTIONS = ("works", "tech", "travel", "lessons", "studies")
LEVELS = ("I", "II", "III")
SA_LABEL = {
    "take-level-one": "take a I",
    "potion-after-works": "⚗ after W",
    "works-after-lessons": "W after L",
    "income-tile": "an income",
    "bonus-token": "a token",
    "lessons-after-studies": "L after S",
    "discard-and-take": "swap a card",
    "city-tile": "a City tile",
    "take-after-travel": "take after T",
    "master-again": "Master again",
    "objective-now": "Objective",
}
INCOME_LABEL = {"vp": "2 VP", "coins": "2¢", "potion": "1⚗", "medicine": "Med."}
R_MAJOR, R_VILLAGE = 23.0, 15.0
MAP_GAP = 18.0
CARD_W, CARD_H = 70, 92
STYLE = (
    ".board-newton text{font-family:'DejaVu Sans',sans-serif;font-size:11px;fill:#222;"
    "text-anchor:middle;pointer-events:none}"
    ".board-newton .l{text-anchor:start}.board-newton .r{text-anchor:end}"
    ".board-newton .b{font-weight:bold}.board-newton .h1{font-size:18px;font-weight:bold}"
    ".board-newton .h2{font-size:14px;font-weight:bold}.board-newton .s{font-size:9.5px}"
    ".board-newton .xs{font-size:8px}.board-newton .m{fill:#555}.board-newton .w{fill:#fff}"
    ".board-newton .warn{fill:#b3261e;font-weight:bold}"
    ".board-newton .halo{paint-order:stroke;stroke:#fffdf8;stroke-width:3px;"
    "stroke-linejoin:round}"
    ".board-newton .piece{pointer-events:none}"
    ".board-newton .sec{fill:#fffdf8;stroke:#d8d2c4;stroke-width:1}"
    ".board-newton .sea{fill:#e3eff6}"
    ".board-newton .route{fill:none;stroke:#8a6a45;stroke-width:3.5}"
    ".board-newton .route.sea-route{stroke:#2c79b5;stroke-width:3;stroke-dasharray:7 5}"
    ".board-newton .route.both{stroke:#2c79b5;stroke-width:2;stroke-dasharray:4 4}"
    ".board-newton .place{stroke:#333;stroke-width:1.5}"
    ".board-newton .gold{stroke:#c99a00;stroke-width:3.5}"
    ".board-newton .silver{stroke:#9a9a9a;stroke-width:3}"
    ".board-newton .coin{fill:#f3c623;stroke:#8a6d00;stroke-width:1}"
    ".board-newton .token{fill:#fff4c2;stroke:#c99a00;stroke-width:1.5}"
    ".board-newton .cell{fill:#f5f0e4;stroke:#8c8270;stroke-width:1}"
    ".board-newton .cell.special{fill:#fff1c9}.board-newton .cell.objective{fill:#c9eedd}"
    ".board-newton .cell.master{fill:#f7d85c}.board-newton .cell.start{fill:#fff}"
    ".board-newton .link{stroke:#8c8270;stroke-width:2.5;fill:none}"
    ".board-newton .card{stroke:#555;stroke-width:1}"
    ".board-newton .back{fill:#5d4a7a;stroke:#2c2340;stroke-width:1}"
    ".board-newton .tile{fill:#fff;stroke:#777;stroke-width:1}"
    ".board-newton .glass{fill:#d7ecf5;stroke:#9cc;stroke-width:1}"
    ".board-newton .book{stroke:#777;stroke-width:1}"
    ".board-newton .now{stroke:#000;stroke-width:2.5;stroke-dasharray:5 3;fill:none}"
    ".board-newton .opt path{stroke:#ff2d95;stroke-width:4}"
)


def config_choices() -> dict[str, list]:
    # Modules are a set of checkboxes in the lobby already; first_player takes a number.
    return {"invention_actions": ["single", "separate"]}


# ----- static data, cached ---------------------------------------------------------------
@cache
def _static() -> dict:
    comp = components()
    cards: dict = {}
    for c in comp.cards.cards:
        cards.setdefault(c.id, c)
    tiles = comp.tiles
    return {
        "cards": cards,
        "masters": {m.id: m for m in comp.masters.masters},
        "objectives": {o.id: o for o in tiles.objectives},
        "inventions": {i.id: i for i in tiles.inventions},
        "specs": {x.id: x for x in tiles.specializations},
        "cities": {c.id: c for c in tiles.cities},
        "tokens": {t.id: t for t in tiles.tokens},
        "discoveries": {d.id: d for d in tiles.discoveries},
        "universities": dict(zip(tiles.university_ids, tiles.universities, strict=True)),
        "ancients": dict(zip(tiles.ancient_ids, tiles.ancient, strict=True)),
        "boards": {b.id: b for b in comp.boards},
        "special_actions": comp.cards.special_actions,
        "income_gain": tiles.income_gain,
        "medicine_vp": tiles.medicine_vp,
    }


@cache
def geometry(map_id: str) -> dict:
    """Where every place and route of the map is drawn (computed once per map)."""
    europe = components().europe  # the game ships one map; its id keys the cache
    kinds = [
        ("start", "university", "city", "ancient", "village", "master", "objective")[k]
        for k in europe.kind
    ]
    radii = [R_VILLAGE if k == "village" else R_MAJOR for k in kinds]
    edges = [(a, b) for a, b, _, _ in europe.route_list]
    pos = disc_layout(radii, edges, 500, 350, margin=0, gap=MAP_GAP)
    pos = _landscape(pos)
    margin_x, margin_top, margin_bottom = 24.0, 34.0, 30.0
    # Scale the centres down only if the map is wider than the picture, and never so much
    # that two places come closer than a small gap.
    span = max(x for x, _ in pos) - min(x for x, _ in pos) + 2 * R_MAJOR
    scale = min(1.0, (W - 2 * margin_x) / span)
    for i in range(len(pos)):
        for j in range(i + 1, len(pos)):
            d = math.dist(pos[i], pos[j]) or 0.01
            scale = max(scale, min(1.0, (radii[i] + radii[j] + 10) / d))
    pos = [(x * scale, y * scale) for x, y in pos]
    x0 = min(x - r for (x, _), r in zip(pos, radii, strict=True))
    y0 = min(y - r for (_, y), r in zip(pos, radii, strict=True))
    places = {}
    for p, pid in enumerate(europe.ids):
        x = round(pos[p][0] - x0 + margin_x, 1)
        y = round(pos[p][1] - y0 + margin_top, 1)
        places[pid] = {
            "x": x,
            "y": y,
            "r": radii[p],
            "kind": kinds[p],
            "name": europe.names[p],
            "border": "gold" if europe.gold[p] else ("silver" if europe.silver[p] else None),
            "mark": europe.gold[p],
        }
    width = max(p["x"] + p["r"] for p in places.values()) + margin_x
    height = max(p["y"] + p["r"] for p in places.values()) + margin_bottom
    routes = [
        {"a": europe.ids[a], "b": europe.ids[b], "cost": cost, "terrain": terrain}
        for a, b, cost, terrain in europe.route_list
    ]
    return {
        "id": europe.id,
        "authentic": europe.authentic,
        "places": places,
        "routes": routes,
        "width": max(width, 600.0),
        "height": height,
        "requirement": europe.requirement,
    }


def _landscape(pos: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Turn a layout so that its longest axis lies horizontal (pictures are wide)."""
    n = len(pos)
    mx = sum(p[0] for p in pos) / n
    my = sum(p[1] for p in pos) / n
    sxx = sum((p[0] - mx) ** 2 for p in pos)
    syy = sum((p[1] - my) ** 2 for p in pos)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in pos)
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    c, s = math.cos(-angle), math.sin(-angle)
    return [((x - mx) * c - (y - my) * s, (x - mx) * s + (y - my) * c) for x, y in pos]


@cache
def tech_geometry() -> dict:
    """The Technology tree, drawn left to right: depth gives x, leaves get a row each."""
    tracks = components().tracks
    ids = tracks.tech_ids
    rows: dict[int, float] = {}
    depth: dict[int, int] = {}
    counter = [0]

    def walk(node: int, d: int) -> float:
        depth[node] = d
        nxt = tracks.tech_next[node]
        if not nxt:
            rows[node] = counter[0]
            counter[0] += 1
            return rows[node]
        ys = [walk(j, d + 1) for j in nxt]
        rows[node] = sum(ys) / len(ys)
        return rows[node]

    walk(tracks.tech_start, 0)
    kinds = ("start", "plain", "specialization", "invention", "master", "objective")
    nodes = {}
    for i, tid in enumerate(ids):
        req = tracks.tech_requirement[i]
        nodes[tid] = {
            "col": depth.get(i, 0),
            "row": rows.get(i, 0.0),
            "kind": kinds[tracks.tech_kind[i]],
            "bonus": tracks.tech_bonus[i],
            "next": [ids[j] for j in tracks.tech_next[i]],
            "requirement": req,
        }
    return {
        "nodes": nodes,
        "rows": counter[0],
        "cols": max(depth.values()) + 1 if depth else 1,
        "work": [(wid, kinds[k]) for wid, k in zip(tracks.work_ids, tracks.work_kind, strict=True)],
        "work_requirement": tracks.work_requirement,
    }


# ----- small helpers ---------------------------------------------------------------------
def _e(value) -> str:
    return escape(str(value))


def _opt(targets: dict[str, str], key: str) -> str:
    opt = targets.get(key)
    if opt is None:
        return ""
    return f' class="opt" data-option="{escape(opt)}" tabindex="0" role="button"'


def _seat_name(view: dict, p: int, seat: int | None) -> str:
    name = f"seat {p} ({SEAT_NAMES[p % 4]})"
    return name + " (you)" if seat is not None and p == seat else name


def _req_text(req) -> str:
    """A 4-Volume requirement (counts per colour) as text."""
    if not req:
        return ""
    return ", ".join(f"{n} {c}" for c, n in zip(("blue", "green", "orange"), req, strict=True) if n)


def _req_books(add, x: float, y: float, req) -> None:
    """Small coloured books for a Volume requirement, starting at (x, y)."""
    k = 0
    for colour, n in zip(("blue", "green", "orange"), req or (), strict=False):
        for _ in range(n):
            add(
                f'<rect x="{x + 7 * k:.1f}" y="{y:.1f}" width="6" height="9" rx="1" '
                f'class="piece" style="fill:{VOLUME[colour]}"/>'
            )
            k += 1


def _gain_text(coins=0, potions=0, vp=0, student=0) -> str:
    parts = []
    if coins:
        parts.append(f"{coins}¢")
    if potions:
        parts.append(f"{potions}⚗")
    if vp:
        parts.append(f"{vp} VP")
    if student:
        parts.append("Student")
    return " ".join(parts)


def _token_label(tid: str) -> tuple[str, str]:
    t = _static()["tokens"].get(tid)
    if t is None:
        return ("?", f"bonus token {tid}")
    short = _gain_text(t.coins, t.potions, t.vp, t.student) or "?"
    return (short.replace("Student", "St."), f"bonus token: {short}")


def _tile_label(tid: str | None) -> tuple[str, str]:
    """Short label and description of a tile placed on a track (Specialization, Invention)."""
    if not tid:
        return ("", "")
    st = _static()
    spec = st["specs"].get(tid)
    if spec is not None:
        if spec.any:
            return ("Spec ?", "Specialization: a Development or Income tile of your choice")
        if spec.development >= 0:
            a = ACTIONS[spec.development]
            return (f"Dev {a}", f"Specialization: a {ACTION_LABEL[a]} Development tile")
        kind = ("vp", "coins", "potion")[spec.income]
        return (f"Inc {INCOME_LABEL[kind]}", f"Specialization: an Income tile ({kind})")
    inv = st["inventions"].get(tid)
    if inv is not None:
        parts = [_gain_text(inv.coins, inv.potions, inv.vp, inv.student)]
        if inv.per:
            per = f"{inv.per_vp} VP" if inv.per_vp else ""
            if inv.per_coins:
                per += f" {inv.per_coins}¢"
            parts.append(f"{per.strip()} per {inv.per.replace('-', ' ')}")
        if inv.action >= 0:
            value = inv.value if inv.value else "1 per item"
            parts.append(f"{ACTION_LABEL[ACTIONS[inv.action]]} {value}")
        if inv.discovery:
            parts.append("a free Great Discovery")
        return ("Invention", "Invention: " + ", ".join(p for p in parts if p))
    return (tid, tid)


def _objective_label(tid: str | None) -> tuple[str, str]:
    if not tid:
        return ("", "")
    o = _static()["objectives"].get(tid)
    if o is None:
        return (tid, tid)
    short = {
        "coin": "¢",
        "potion": "⚗",
        "bonus-token": "tokens",
        "university": "Univ.",
        "ancient-land": "Anc.",
        "student-at-end": "St. ends",
        "master-played": "Masters",
        "three-different-volumes": "3 diff.",
        "three-shelf-tiles": "shelf ×3",
        "pair-of-cards": "pairs",
        "discovery-owned": "GD",
    }.get(o.per, o.per)
    cap = f", max {o.cap}" if o.cap else ""
    return (f"{o.vp} VP/{short}", f"Objective: {o.vp} VP per {o.per.replace('-', ' ')}{cap}")


def _city_label(tid: str) -> tuple[str, str]:
    c = _static()["cities"].get(tid)
    if c is None:
        return (tid, tid)
    if c.kind == "gain":
        text = _gain_text(c.coins, c.potions)
        return ("+" + text, f"City tile: gain {text}")
    if c.kind == "student":
        return ("+St.", "City tile: a new Student")
    if c.kind == "cube":
        where = "University" if c.place == "university" else "Ancient Land"
        return (f"{c.cost}¢→{where[:4]}.", f"City tile: pay {c.cost}¢ for a cube on a {where}")
    if c.kind == "medicine":
        return ("Med.", "City tile: Medicine (Medicine Income tile, then its 3 VP side)")
    if c.kind == "discovery":
        return ("GD ½", "City tile: a Great Discovery at half price")
    return (tid, tid)


def _card_texts(card) -> tuple[list[str], str, str]:
    """(symbol lines, effect line, description) of an action card."""
    syms = ["joker" if s == 5 else ACTIONS[s] for s in card.symbols]
    if len(syms) == 2 and syms[0] == syms[1]:
        lines = [f"{ACTION_LABEL[syms[0]]} ×2"]
    elif len(syms) == 2:
        lines = [ACTION_LABEL[syms[0]], ("or " if card.either else "+ ") + ACTION_LABEL[syms[1]]]
    else:
        lines = [ACTION_LABEL[s] for s in syms]
    e = card.effect
    effect = ""
    if e == "exchange":
        pay = _gain_text(card.pay[0], card.pay[1])
        gain = _gain_text(card.gain[0], card.gain[1], card.gain[2])
        effect = f"{pay}→{gain}"
    elif e == "wild":
        effect = "any Volume"
    elif e == "vp-per-volume":
        effect = f"1VP/{('blue', 'green', 'orange')[card.colour]}"
    elif e == "second-tile":
        effect = f"2nd tile {card.cost}¢"
    elif e == "double-bonus":
        effect = "bonus ×2"
    elif e == "village-jump":
        effect = f"jump {card.cost}¢"
    elif e == "copy":
        effect = "copy ⚡"
    elif e == "discard":
        effect = f"discard: {card.gain[2]}VP {card.gain[0]}¢"
    elif e == "triples":
        effect = "4VP/3 same"
    elif e == "ignore-requirement":
        effect = f"ignore req. {card.cost}¢"
    elif e == "extra-cube":
        effect = f"+cube {card.cost}¢"
    if card.special:
        sa = _static()["special_actions"][card.special - 1]
        effect = SA_LABEL.get(sa.kind, sa.kind)
    vols = [
        c for c, n in zip(("blue", "green", "orange"), card.volumes, strict=True) for _ in range(n)
    ]
    desc = f"card {card.id}: " + " ".join(lines)
    if vols:
        desc += "; Volume " + ", ".join(vols)
    if e:
        desc += f"; effect {e}" + (f" ({effect})" if effect else "")
    if card.special:
        desc += f"; special action {card.special} ({sa.kind})"
    return lines, effect, desc


def _card(
    add, x: float, y: float, cid: str, key: str, targets: dict, w=CARD_W, h=CARD_H, note: str = ""
) -> None:
    card = _static()["cards"].get(cid)
    if card is None:
        add(f"<g{_opt(targets, key)}><title>{_e(cid)}</title>")
        add(
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" class="card" '
            'style="fill:#eee"/>'
        )
        add(f'<text x="{x + w / 2}" y="{y + h / 2}" class="s">{_e(cid)}</text></g>')
        return
    lines, effect, desc = _card_texts(card)
    vols = [
        c for c, n in zip(("blue", "green", "orange"), card.volumes, strict=True) for _ in range(n)
    ]
    fill = VOLUME_TINT[vols[0]] if vols else "#eeeeee"
    if note:
        desc += f" ({note})"
    add(f"<g{_opt(targets, key)}><title>{_e(desc)}</title>")
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" class="card" style="fill:{fill}"/>')
    level = "start" if card.level == 0 else LEVELS[card.level - 1]
    if card.deck == "ex-cathedra":
        level = "CM " + level + (f" · SA{card.special}" if card.special else "")
    add(f'<text x="{x + 4}" y="{y + 11}" class="xs l b">{_e(level)}</text>')
    for k, colour in enumerate(vols):
        add(
            f'<rect x="{x + w - 11 - 9 * k}" y="{y + 3}" width="7" height="11" rx="1" '
            f'style="fill:{VOLUME[colour]}" class="piece"/>'
        )
    top = y + h / 2 - 6 * (len(lines) - 1) + 2
    for k, line in enumerate(lines):
        add(f'<text x="{x + w / 2}" y="{top + 12 * k:.1f}" class="s b">{_e(line)}</text>')
    if effect:
        add(f'<text x="{x + w / 2}" y="{y + h - 7}" class="xs">{_e(effect)}</text>')
    if note:
        add(f'<text x="{x + w / 2}" y="{y + 22}" class="xs warn">{_e(note)}</text>')
    add("</g>")


def _chip(add, x, y, w, h, label, key, targets, title, fill="#fff", cls="s") -> None:
    add(f"<g{_opt(targets, key)}><title>{_e(title)}</title>")
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" class="tile" style="fill:{fill}"/>')
    add(f'<text x="{x + w / 2}" y="{y + h / 2 + 3.5}" class="{cls}">{_e(label)}</text></g>')


# ----- which element stands for which option ---------------------------------------------
def _targets(view: dict, options: list[str], seat: int | None, geo: dict) -> dict[str, str]:
    """Element key -> the option it stands for (only the deciding seat has options)."""
    out: dict[str, str] = {}
    if seat is None or not options:
        return out
    kind = (view.get("decision") or {}).get("kind")
    seats = view.get("seats") or []
    me = seats[seat] if 0 <= seat < len(seats) else {}
    places = geo["places"]
    tech = tech_geometry()
    nodes = tech["nodes"]
    work_ids = [w for w, _ in tech["work"]]
    market = {c.get("id") for row in (view.get("market") or {}).values() for c in row}
    display = {d.get("id") for d in view.get("discoveries") or []}
    markers = ((view.get("tracks") or {}).get("work") or {}).get("markers") or []
    pos = work_ids.index(markers[seat]) if seat < len(markers) and markers[seat] in work_ids else 0
    last = len(work_ids) - 1
    turn = view.get("turn_state") or {}
    scientist = None
    for pid, entry in ((view.get("map") or {}).get("places") or {}).items():
        if seat in (entry.get("scientists") or []):
            scientist = pid
    for opt in options:
        verb, _, rest = opt.partition(" ")
        first = rest.split(" ", 1)[0]
        key = None
        force = False
        if opt == "buy potion":
            key = "potion"
        elif opt == "hire student":
            key = "student"
        elif opt == "cube here":
            key = f"place:{scientist}" if scientist else None
        elif opt == "effect":
            key = f"desk:{turn.get('card')}" if turn.get("card") else None
        elif opt == "special":
            key = f"tucked:{len(me.get('desk') or []) - 1}"
        elif verb == "to":
            if kind == "tech" and first in nodes:
                key = f"tech:{first}"
            elif first in places:
                key = f"place:{first}"
        elif verb in ("jump", "cube", "city") and rest in places:
            key = f"place:{rest}"
        elif verb == "student" and rest in nodes:
            key = f"tech:{rest}"
        elif verb == "works" and first.isdigit():
            k = int(first)
            if "paying" in rest:
                key, force = f"work:{work_ids[last]}", True  # the most coins wins
            elif pos + k < last:
                key = f"work:{work_ids[pos + k]}"
        elif verb == "take":
            if rest in market:
                key = f"market:{rest}"
            elif rest in display:
                key = f"gd:{rest}"
        elif verb == "buy" and rest in display:
            key = f"gd:{rest}"
        elif verb == "activate":
            key = f"gdup:{rest}"
        elif verb == "reveal" and rest in LEVELS:
            key = f"deck:{rest}"
        elif verb in ("keep", "discard") and kind == "draft":
            key = f"packet:{rest}"
        elif verb in ("play", "discard"):
            key = f"hand:{rest}"
        elif verb in ("tuck", "copy"):
            key = f"desk:{rest}"
        elif verb == "action" and rest in ACTIONS:
            key = f"symbol:{rest}"
        elif verb == "master":
            key = f"master:{rest}"
        elif verb == "book":
            key = f"book:{first}"
        elif verb == "replace":
            key = f"drawer:{rest}" if kind == "drawer" else f"slot:{rest}"
        elif verb == "income":
            key = f"supply-inc:{rest}" if kind == "spec" else f"slot:{rest}"
        elif verb == "development":
            key = f"supply-dev:{rest}"
        elif verb == "token":
            key = f"token:{rest}"
        elif verb == "objective":
            key = f"objective:{rest}"
        if key:
            if force:
                out[key] = opt
            else:
                out.setdefault(key, opt)
    return out


# ----- the picture -------------------------------------------------------------------------
def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    geo = geometry((view.get("map") or {}).get("id") or "europe")
    targets = _targets(view, list(options), seat, geo)
    out: list[str] = []
    add = out.append
    y = _header(add, view, seat)
    y = _map(add, view, geo, targets, y + 6)
    y = _tracks(add, view, targets, y + 10)
    y = _market(add, view, targets, y + 10)
    seats = view.get("seats") or []
    for p in range(len(seats)):
        y = _player(add, view, p, seat, targets if p == seat else {}, y + 10)
    if view.get("over"):
        y = _final(add, view, seat, y + 10)
    height = y + 10
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height:.0f}" '
        f'class="board board-newton" role="img" aria-label="Newton table">'
        f"<style>{STYLE}</style>" + "".join(out) + "</svg>"
    )


def _header(add, view: dict, seat: int | None) -> float:
    players = view.get("players") or len(view.get("seats") or [])
    decision = view.get("decision") or {}
    phase = view.get("phase", "")
    deciding = decision.get("seat")
    add(f'<rect x="0" y="0" width="{W}" height="58" rx="8" class="sec"/>')
    if view.get("over"):
        head = "Game over"
    else:
        head = f"Round {view.get('round', '?')} of 6 · turn {view.get('turn', '?')} of 5"
    add(f'<text x="12" y="24" class="h1 l">{_e(head)}</text>')
    who = ""
    if deciding is not None and 0 <= deciding < 4:
        who = _seat_name(view, deciding, seat)
        add(
            f'<circle cx="330" cy="18" r="8" class="piece" '
            f'style="fill:{SEAT_COLOURS[deciding]};stroke:#000"/>'
        )
        label = {"draft": "drafts a Master", "tuck": "tucks a card"}.get(phase, "to play")
        add(f'<text x="344" y="23" class="h2 l">{_e(who)} {_e(label)}</text>')
    first = view.get("first_player")
    line = [f"phase: {phase}", f"{players} player{'s' if players != 1 else ''}"]
    if isinstance(first, int) and players > 1:
        line.append(f"first player: {_seat_name(view, first, seat)}")
    mods = view.get("modules") or []
    line.append("modules: " + (", ".join(mods) if mods else "none"))
    solo = view.get("solo")
    if solo:
        line.append(f"solo rank: {solo.get('rank_en', '')} ({solo.get('score', 0)} VP)")
    add(f'<text x="12" y="46" class="s l m">{_e(" · ".join(line))}</text>')
    turn = view.get("turn_state") or {}
    if turn:
        bits = []
        if turn.get("card"):
            bits.append(f"card played: {turn['card']}")
        perf = turn.get("performed")
        if perf:
            bits.append(f"did {perf.get('action', '').upper()} {perf.get('value', '')}")
        flags = [
            name
            for name, k in (
                ("action", "action_used"),
                ("effect", "effect_used"),
                ("boost", "boosted"),
                ("special", "special_used"),
            )
            if turn.get(k)
        ]
        if flags:
            bits.append("used: " + ", ".join(flags))
        if turn.get("task"):
            task = str(turn["task"])
            if "value_left" in turn:
                task += f" ({turn['value_left']} left)"
            bits.append("now: " + task)
        if bits:
            add(f'<text x="{W - 12}" y="46" class="s r">{_e(" · ".join(bits))}</text>')
    return 58


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
        title = f"Work space {wid} ({kind})" + (f": {desc}" if desc else "")
        if kind == "objective":
            title += "; needs " + _req_text(tg["work_requirement"])
        cls = "cell " + ("special" if kind in ("specialization", "invention") else kind)
        add(f'<g id="work-{_e(wid)}"{_opt(targets, "work:" + wid)}><title>{_e(title)}</title>')
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
        title = f"Technology space {tid} ({kind})" + (f": {desc}" if desc else "")
        if n["requirement"]:
            title += "; needs " + _req_text(n["requirement"])
        if n["bonus"]:
            title += f"; bonus space (mark {n['bonus']})"
        if tokens.get(tid):
            title += "; " + _token_label(tokens[tid])[1]
        cls = "cell " + ("special" if kind in ("specialization", "invention") else kind)
        if n["bonus"]:
            cls += " gold"
        add(f'<g id="tech-{_e(tid)}"{_opt(targets, "tech:" + tid)}><title>{_e(title)}</title>')
        add(
            f'<rect x="{x - bw / 2:.1f}" y="{y - bh / 2:.1f}" width="{bw}" height="{bh}" '
            f'rx="6" class="{cls}"/></g>'
        )
        add(f'<text x="{x - bw / 2 + 3:.1f}" y="{y - 5:.1f}" class="xs l m">{_e(tid)}</text>')
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


# ----- market, Great Discoveries, supplies -------------------------------------------------
def _market(add, view: dict, targets: dict, y0: float) -> float:
    market = view.get("market") or {}
    decks = view.get("decks") or {}
    per_row = 9
    row_heights = []
    for level in LEVELS:
        n = len(market.get(level) or [])
        row_heights.append(max(1, math.ceil(n / per_row)) * (CARD_H + 8))
    gds = view.get("discoveries")
    height = 30 + sum(row_heights) + 10
    side_x = 90 + per_row * (CARD_W + 6) + 8
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height:.0f}" rx="8" class="sec"/>')
    add('<text x="12" y="20" class="h2 l">Action cards</text>')
    add(
        '<text x="120" y="20" class="s l m">LESSONS takes a face-up card of a level up to '
        "its value; reveal 2 more for 1¢</text>"
    )
    y = 30.0
    for level, rh in zip(LEVELS, row_heights, strict=True):
        count = decks.get(level, 0)
        add(
            f'<g id="deck-{level}"{_opt(targets, "deck:" + level)}>'
            f"<title>level {level} deck: {_e(count)} card(s)</title>"
            f'<rect x="12" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" '
            'class="back"/></g>'
        )
        add(f'<text x="{12 + CARD_W / 2}" y="{y + 38:.0f}" class="h2 w">{level}</text>')
        add(f'<text x="{12 + CARD_W / 2}" y="{y + 58:.0f}" class="s w">{_e(count)} left</text>')
        for k, card in enumerate(market.get(level) or []):
            cx = 90 + (k % per_row) * (CARD_W + 6)
            cy = y + (k // per_row) * (CARD_H + 8)
            cid = card.get("id", "?")
            _card(add, cx, cy, cid, f"market:{cid}", targets)
        y += rh
    # Right column: Great Discoveries, supplies.
    sx = side_x
    sy = 44.0
    if gds is not None:
        add(f'<text x="{sx}" y="{sy - 10}" class="h2 l">Great Discoveries</text>')
        for k, d in enumerate(gds):
            gx = sx + (k % 3) * 74
            gy = sy + (k // 3) * 66
            _discovery(add, gx, gy, d.get("id", "?"), f"gd:{d.get('id')}", targets)
        sy += max(1, math.ceil(len(gds) / 3)) * 66 + 18
    supply = view.get("supply") or {}
    add(f'<text x="{sx}" y="{sy}" class="h2 l">Supply</text>')
    sy += 8
    for k, (kind, n) in enumerate((supply.get("income") or {}).items()):
        _chip(
            add,
            sx + k * 60,
            sy,
            56,
            22,
            f"{INCOME_LABEL.get(kind, kind)} ×{n}",
            f"supply-inc:{kind}",
            targets,
            f"Income tiles ({kind}): {n} left",
            fill="#fff7d6",
        )
    sy += 28
    for k, (a, n) in enumerate((supply.get("development") or {}).items()):
        _chip(
            add,
            sx + k * 44,
            sy,
            40,
            22,
            f"{a[:4].capitalize()} {n}",
            f"supply-dev:{a}",
            targets,
            f"Development tiles ({ACTION_LABEL.get(a, a)}): {n} left",
            fill="#e8eef3",
            cls="xs",
        )
    sy += 36
    add(
        f'<text x="{sx}" y="{sy}" class="s l">Medicine tiles left: '
        f"{_e(supply.get('medicine', 0))}</text>"
    )
    gone = view.get("out_of_game") or []
    if gone:
        sy += 16
        add(
            f'<text x="{sx}" y="{sy}" class="xs l m">out of the game: '
            f"{_e(', '.join(gone[:8]))}{'…' if len(gone) > 8 else ''}</text>"
        )
    add("</g>")
    return y0 + height


def _discovery(
    add, x: float, y: float, gid: str, key: str, targets: dict, turned: bool = False
) -> None:
    d = _static()["discoveries"].get(gid)
    if d is None:
        _chip(add, x, y, 70, 60, gid, key, targets, gid)
        return
    vols = [
        c for c, n in zip(("blue", "green", "orange"), d.volumes, strict=True) for _ in range(n)
    ]
    income = ("vp", "coins", "potion")[d.income] if d.income >= 0 else None
    desc = (
        f"Great Discovery {gid}: costs {d.cost}¢; while face up: "
        + (
            ", ".join([f"{v} Volume" for v in vols] + ([f"Income {income}"] if income else []))
            or "nothing"
        )
        + f"; turned: {d.vp} VP per {d.per.replace('-', ' ')}"
    )
    if turned:
        desc += " (turned face down)"
    add(f"<g{_opt(targets, key)}><title>{_e(desc)}</title>")
    add(
        f'<rect x="{x}" y="{y}" width="70" height="60" rx="5" class="card" '
        f'style="fill:{"#ddd" if turned else "#f3ecff"}"/></g>'
    )
    add(f'<text x="{x + 4}" y="{y + 11}" class="xs l b">{d.cost}¢</text>')
    for k, c in enumerate(vols):
        add(
            f'<rect x="{x + 59 - 9 * k}" y="{y + 3}" width="7" height="11" rx="1" '
            f'class="piece" style="fill:{VOLUME[c]}"/>'
        )
    if income:
        add(f'<text x="{x + 35}" y="{y + 24}" class="xs">inc {INCOME_LABEL[income]}</text>')
    add(f'<text x="{x + 35}" y="{y + 36}" class="xs b">{d.vp} VP per</text>')
    lines = [""]
    for word in d.per.split("-"):
        if lines[-1] and len(lines[-1]) + 1 + len(word) > 13:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}".strip()
    for k, line in enumerate(lines[:2]):
        add(f'<text x="{x + 35}" y="{y + 46 + 9 * k}" class="xs">{_e(line)}</text>')


# ----- a seat's area -----------------------------------------------------------------------
def _symbols(me: dict) -> dict[str, int]:
    """Visible basic-action symbols: desk cards, tucked cards (not reversed ones), drawers."""
    cards = _static()["cards"]
    out = dict.fromkeys(ACTIONS, 0)
    ids = list(me.get("desk") or [])
    ids += [t.get("id") for t in me.get("tucked") or [] if not t.get("reversed")]
    for cid in ids:
        card = cards.get(cid)
        if card is not None:
            for a, n in zip(ACTIONS, card.counts, strict=True):
                out[a] += n
    for a in me.get("drawers") or []:
        if a in out:
            out[a] += 1
    return out


def _volumes(me: dict) -> tuple[dict[str, int], int]:
    """Volumes available: desk cards, played Masters, face-up Great Discoveries."""
    st = _static()
    out = dict.fromkeys(("blue", "green", "orange"), 0)
    wild = 0
    for cid in me.get("desk") or []:
        card = st["cards"].get(cid)
        if card is not None:
            for c, n in zip(("blue", "green", "orange"), card.volumes, strict=True):
                out[c] += n
            wild += card.effect == "wild"
    for mid in me.get("masters_played") or []:
        m = st["masters"].get(mid)
        if m is not None:
            for c, n in zip(("blue", "green", "orange"), m.volumes, strict=True):
                out[c] += n
            wild += m.wild
    for gid in me.get("discoveries") or []:
        d = st["discoveries"].get(gid)
        if d is not None:
            for c, n in zip(("blue", "green", "orange"), d.volumes, strict=True):
                out[c] += n
    return out, wild


def _player(add, view: dict, p: int, seat: int | None, targets: dict, y0: float) -> float:
    me = (view.get("seats") or [])[p]
    own = seat is not None and p == seat
    hand = me.get("hand")
    packet = me.get("draft_packet") if own else None
    held = me.get("masters_in_hand") if own else None
    colour, text_colour = SEAT_COLOURS[p % 4], SEAT_TEXT[p % 4]
    decision = view.get("decision") or {}
    outer = add
    body: list[str] = []
    add = body.append
    add(f'<rect x="0" y="0" width="{W}" height="26" rx="8" style="fill:{colour}" class="piece"/>')
    title = _seat_name(view, p, seat)
    if view.get("first_player") == p and (view.get("players") or 0) > 1:
        title += " · first player"
    if decision.get("seat") == p:
        title += " ◀ to play"
    add(f'<text x="12" y="18" class="h2 l" style="fill:{text_colour}">{_e(title)}</text>')
    scores = view.get("scores") or []
    score = scores[p] if p < len(scores) else me.get("vp", 0)
    add(f'<text x="{W - 12}" y="19" class="h2 r" style="fill:{text_colour}">{_e(score)} VP</text>')
    # Resources line.
    ry = 44
    students = ((view.get("tracks") or {}).get("tech") or {}).get("students") or []
    reserve = sum(1 for n in (students[p] if p < len(students) else []) if n == "reserve")
    piles = me.get("piles") or []
    res = [
        (f"{me.get('coins', 0)}¢", "coins", None),
        (f"{me.get('potions', 0)}⚗", "potions (buy one: 3¢)", "potion"),
        (f"{me.get('vp', 0)} VP", "VP on the track", None),
        (f"{me.get('cubes_left', 0)} cubes", "travel cubes not placed", None),
        (f"{reserve} Students", "Students in reserve (hire one: 5¢)", "student"),
        (f"{sum(piles)} shelf", "shelf tiles left in the piles", None),
        (f"hand {me.get('hand_size', 0)}", "cards in hand", None),
    ]
    x = 12.0
    for label, desc, key in res:
        w = 14 + 6.6 * len(label)
        if key:
            _chip(add, x, ry - 13, w, 18, label, key, targets, desc, fill="#fff")
        else:
            add(
                f'<text x="{x + 2}" y="{ry}" class="b l">{_e(label)}<title>{_e(desc)}</title>'
                "</text>"
            )
        x += w + 10
    vols, wild = _volumes(me)
    vx = x + 6
    add(f'<text x="{vx}" y="{ry}" class="s l m">Volumes available:</text>')
    vx += 96
    for c, n in vols.items():
        add(
            f'<rect x="{vx}" y="{ry - 10}" width="8" height="12" rx="1" class="piece" '
            f'style="fill:{VOLUME[c]}"/><text x="{vx + 11}" y="{ry}" class="s l b">{n}</text>'
        )
        vx += 28
    if wild:
        add(f'<text x="{vx}" y="{ry}" class="s l">+{wild} any</text>')
    medicine = me.get("medicine", 0)
    if medicine:
        add(
            f'<text x="{W - 12}" y="{ry}" class="s r">Medicine tile: '
            f"{_static()['medicine_vp'][min(medicine, 2) - 1]} VP side</text>"
        )
    # Desk: 5 columns, played card, tucked card, drawer.
    dx, dy = 12, 56
    add(
        f'<text x="{dx}" y="{dy + 8}" class="s l b">Desk (played this round / tucked / '
        "drawer)</text>"
    )
    desk = me.get("desk") or []
    tucked = me.get("tucked") or []
    drawers = me.get("drawers") or []
    tuck_pick = me.get("tuck") if own else None
    turn_card = (view.get("turn_state") or {}).get("card") if decision.get("seat") == p else None
    for col in range(5):
        cx = dx + col * (CARD_W + 6)
        cy = dy + 14
        if col < len(desk):
            cid = desk[col]
            note = "to tuck" if tuck_pick == cid else ("this turn" if cid == turn_card else "")
            _card(add, cx, cy, cid, f"desk:{cid}", targets, note=note)
        else:
            add(
                f'<rect x="{cx}" y="{cy}" width="{CARD_W}" height="{CARD_H}" rx="5" '
                'class="tile piece" style="fill:none;stroke-dasharray:4 3"/>'
            )
            add(f'<text x="{cx + CARD_W / 2}" y="{cy + CARD_H / 2}" class="s m">{col + 1}</text>')
        ty = cy + CARD_H + 4
        if col < len(tucked):
            t = tucked[col]
            _tucked(
                add, cx, ty, t.get("id", "?"), bool(t.get("reversed")), f"tucked:{col}", targets
            )
        else:
            add(
                f'<rect x="{cx}" y="{ty}" width="{CARD_W}" height="22" rx="3" '
                'class="tile piece" style="fill:none;stroke-dasharray:3 3"/>'
            )
        wy = ty + 26
        if col < len(drawers):
            a = drawers[col]
            _chip(
                add,
                cx,
                wy,
                CARD_W,
                18,
                f"Dev {ACTION_LABEL.get(a, a)}",
                f"drawer:{a}" if a not in drawers[:col] else f"drawer:{a}:{col}",
                targets,
                f"Development tile: 1 {ACTION_LABEL.get(a, a)} symbol",
                fill="#e8eef3",
                cls="xs b",
            )
        else:
            add(
                f'<rect x="{cx}" y="{wy}" width="{CARD_W}" height="18" rx="3" '
                'class="tile piece" style="fill:none;stroke-dasharray:3 3"/>'
            )
    # Action values.
    ax = dx
    ay = dy + 14 + CARD_H + 4 + 26 + 26
    add(f'<text x="{ax}" y="{ay + 12}" class="s l b">Symbols</text>')
    syms = _symbols(me)
    for k, a in enumerate(ACTIONS):
        _chip(
            add,
            ax + 52 + k * 62,
            ay,
            58,
            18,
            f"{a.capitalize()} {syms[a]}",
            f"symbol:{a}",
            targets,
            f"{ACTION_LABEL[a]}: {syms[a]} visible symbol(s) on the desk, tucked cards and "
            "drawers (the value of that action, +1 with a Joker, +1 boosted)",
            fill="#f4f4f4",
            cls="xs b",
        )
    _shelf(add, view, me, p, targets, 412, 56)
    y = max(262.0, _side(add, view, me, p, own, held, targets, 720, 56) + 8)
    if packet:
        solo = (view.get("players") or 0) == 1
        text = "Masters dealt (set one aside):" if solo else "Draft packet (keep one):"
        add(f'<text x="12" y="{y + 4}" class="s l b">{text}</text>')
        for k, mid in enumerate(packet):
            _master(add, 200 + (k % 8) * 106, y - 10 + (k // 8) * 32, mid, f"packet:{mid}", targets)
        y += 32 * max(1, math.ceil(len(packet) / 8)) + 8
    if hand:
        label = "Your hand" if own else "Hand (public: every card was taken face up)"
        add(f'<text x="12" y="{y + 4}" class="s l b">{label}</text>')
        per = (W - 24) // (CARD_W + 6)
        for k, card in enumerate(hand):
            cid = card.get("id", "?")
            hx = 12 + (k % per) * (CARD_W + 6)
            key = f"hand:{cid}" if own else ""
            _card(add, hx, y + 12 + (k // per) * (CARD_H + 6), cid, key, targets)
        y += 20 + math.ceil(len(hand) / per) * (CARD_H + 6)
    height = y
    outer(f'<g transform="translate(0,{y0:.0f})" id="seat-{p}">')
    outer(
        f'<rect x="0" y="0" width="{W}" height="{height:.0f}" rx="8" class="sec"'
        + (' style="stroke:#000;stroke-width:2"' if own else "")
        + "/>"
    )
    outer("".join(body))
    outer("</g>")
    return y0 + height


def _tucked(add, x: float, y: float, cid: str, reversed_: bool, key: str, targets: dict) -> None:
    card = _static()["cards"].get(cid)
    if card is None:
        label, desc = cid, cid
    elif reversed_:
        sa = _static()["special_actions"][card.special - 1] if card.special else None
        label = f"SA{card.special}: {SA_LABEL.get(sa.kind, sa.kind)}" if sa else "special"
        desc = f"tucked reversed: {cid}, special action {card.special}" + (
            f" ({sa.kind}), usable in this column's turn" if sa else ""
        )
    else:
        lines, _, desc = _card_texts(card)
        label = " ".join(lines).replace(" or ", "/")
        if len(label) > 12:  # two symbols: short names
            label = label.replace("/", " / ").replace(" + ", " / ")
            label = "/".join(w[:3] for w in label.split(" / "))
        desc = "tucked: " + desc
    _chip(
        add,
        x,
        y,
        CARD_W,
        22,
        label,
        key,
        targets,
        desc,
        fill="#efe3c4" if reversed_ else "#e7e2d6",
        cls="xs b",
    )


def _shelf(add, view: dict, me: dict, p: int, targets: dict, x0: float, y0: float) -> None:
    board = _static()["boards"].get(me.get("study_board"))
    add(
        f'<text x="{x0}" y="{y0 + 8}" class="s l b">Bookshelf (board '
        f"{_e(me.get('study_board', '?'))})</text>"
    )
    if board is None:
        return
    filled = set(me.get("shelf") or [])
    completed = me.get("completed") or []
    cw, ch = 38, 30
    cols = max(board.column) if board.column else 7
    gx, gy = x0, y0 + 16
    colour = SEAT_COLOURS[p % 4]
    for glass in board.glass:
        try:
            s_, c_ = int(glass[1]), int(glass[3:])
        except ValueError:
            continue
        add(
            f'<rect x="{gx + (c_ - 1) * cw}" y="{gy + (3 - s_) * ch}" width="{cw - 3}" '
            f'height="{ch - 3}" rx="2" class="glass piece"/>'
        )
    for x, sid in enumerate(board.space_ids):
        shelf, col = board.shelf[x], board.column[x]
        bx, by = gx + (col - 1) * cw, gy + (3 - shelf) * ch
        req = board.requirement_text(x)
        title = f"book space {sid} (shelf {shelf}, needs STUDIES {shelf}): {req}"
        full = sid in filled
        if full:
            title += "; filled"
        fill = colour if full else "#fbf8f0"
        add(
            f'<g id="book-{p}-{_e(sid)}"{_opt(targets, "book:" + sid)}><title>{_e(title)}</title>'
            f'<rect x="{bx}" y="{by}" width="{cw - 3}" height="{ch - 3}" rx="2" class="book" '
            f'style="fill:{fill}"/></g>'
        )
        if full:
            continue
        k, v = board.req_kind[x], board.req_value[x]
        if k == 1:
            cname = ("blue", "green", "orange")[v]
            add(
                f'<rect x="{bx + cw / 2 - 6}" y="{by + 6}" width="9" height="14" rx="1" '
                f'class="piece" style="fill:{VOLUME[cname]}"/>'
            )
        elif k == 2:
            add(f'<text x="{bx + cw / 2 - 1.5}" y="{by + 17}" class="xs b">U {_e(v)}</text>')
        elif k == 3:
            add(f'<text x="{bx + cw / 2 - 1.5}" y="{by + 17}" class="xs b">AL {_e(v)}</text>')
    for s_ in range(3):
        add(
            f'<text x="{gx + cols * cw + 2}" y="{gy + (2 - s_) * ch + 18}" class="xs l m">'
            f"{s_ + 1}</text>"
        )
    income = sum(
        vp
        for (_, vp), sid in zip(board.segments, board.segment_ids, strict=True)
        if sid in completed
    )
    ly = gy + 3 * ch + 12
    add(
        f'<text x="{gx}" y="{ly}" class="xs l">rows/columns complete: {len(completed)} '
        f"(+{income} VP each upkeep)</text>"
    )
    # The four piles of shelf tiles, with the bonus of each pile's third tile.
    ly += 8
    bonuses = ("1⚗", "4¢", "Master", "8 VP")
    piles = me.get("piles") or []
    for k in range(4):
        n = piles[k] if k < len(piles) else 0
        px = gx + k * 66
        add(
            f'<g class="piece"><title>pile {k + 1}: {_e(n)} tile(s); its 3rd tile gives '
            f"{bonuses[k]}</title>"
            f'<rect x="{px}" y="{ly}" width="60" height="20" rx="3" class="tile" '
            f'style="fill:{colour if n else "#eee"}"/>'
            f'<text x="{px + 30}" y="{ly + 14}" class="xs b" '
            f'style="fill:{SEAT_TEXT[p % 4] if n else "#555"}">{_e(n)}/3 · {bonuses[k]}</text></g>'
        )


def _power(m) -> str:
    """A Master's power in a few words."""
    k = m.power
    if k == "action":
        text = f"{ACTION_LABEL[ACTIONS[m.action]]} {m.value}"
        for flag, word in (
            (m.split, "split"),
            (m.ignore_requirement, "no prereq."),
            (m.ignore_objective, "Obj. free"),
            (m.cube_each_step, "cube/step"),
            (m.free_routes, "free routes"),
            (m.no_coins, "no coins"),
        ):
            if flag:
                text += f", {word}"
        return text
    if k == "volumes":
        parts = [
            f"{n} {c}" for c, n in zip(("blue", "green", "orange"), m.volumes, strict=True) if n
        ]
        if m.wild:
            parts.append(f"{m.wild} any")
        return "Volumes: " + ", ".join(parts)
    if k == "gain":
        return "gain " + _gain_text(m.gain[0], m.gain[1])
    if k == "descartes":
        return f"LESSONS {m.value} + its action"
    if k == "remove-tiles":
        return f"remove {m.count} shelf tiles"
    if k == "student":
        return "a new Student"
    if k == "place-cube":
        return "a cube anywhere"
    if k == "any-action":
        return f"any action {m.value}"
    return k


def _master(add, x: float, y: float, mid: str, key: str, targets: dict, played=False) -> None:
    m = _static()["masters"].get(mid)
    name = m.name if m else mid
    power = _power(m) if m else ""
    desc = f"Master {name}"
    if m:
        desc += f": {power}; {m.vp} VP at the end if played"
        desc += " (power at once)" if m.lightning else " (permanent)"
    if played:
        desc += "; played"
    add(f"<g{_opt(targets, key)}><title>{_e(desc)}</title>")
    add(
        f'<rect x="{x}" y="{y}" width="100" height="28" rx="4" class="tile" '
        f'style="fill:{"#fff1c9" if played else "#fdf6e3"}"/></g>'
    )
    short = name if len(name) <= 14 else name.split()[-1]
    add(f'<text x="{x + 44}" y="{y + 11}" class="xs b">{_e(short)}</text>')
    if m:
        add(f'<text x="{x + 97}" y="{y + 11}" class="xs r m">{m.vp}VP</text>')
        text = power if len(power) <= 21 else power[:20] + "…"
        add(f'<text x="{x + 50}" y="{y + 23}" class="xs m">{_e(text)}</text>')


def _side(add, view, me, p, own, held, targets, x0: float, y0: float) -> float:
    """Income, tokens, Masters, Great Discoveries; returns the y below them."""
    y = y0 + 8
    add(f'<text x="{x0}" y="{y}" class="s l b">Income slots</text>')
    income = me.get("income") or []
    for k in range(5):
        ix = x0 + 80 + k * 54
        if k < len(income):
            kind = income[k]
            first = income.index(kind) == k
            _chip(
                add,
                ix,
                y - 12,
                50,
                18,
                INCOME_LABEL.get(kind, kind),
                f"slot:{kind}" if first else f"slot:{kind}:{k}",
                targets,
                f"Income tile: {kind} every upkeep",
                fill="#fff7d6",
                cls="xs b",
            )
        else:
            add(
                f'<rect x="{ix}" y="{y - 12}" width="50" height="18" rx="3" class="tile piece" '
                'style="fill:none;stroke-dasharray:3 3"/>'
            )
    y += 22
    add(f'<text x="{x0}" y="{y}" class="s l b">Bonus tokens</text>')
    tokens = me.get("tokens") or []
    if not tokens:
        add(f'<text x="{x0 + 80}" y="{y}" class="xs l m">none</text>')
    for k, tid in enumerate(tokens[:8]):
        label, desc = _token_label(tid)
        _chip(
            add,
            x0 + 80 + k * 40,
            y - 12,
            37,
            16,
            label,
            f"token:{tid}",
            targets,
            desc,
            fill="#fff4c2",
            cls="xs b",
        )
    if len(tokens) > 8:
        add(f'<text x="{x0 + 400}" y="{y}" class="xs l">+{len(tokens) - 8}</text>')
    y += 22
    add(f'<text x="{x0}" y="{y}" class="s l b">Masters played</text>')
    played = me.get("masters_played") or []
    if not played:
        add(f'<text x="{x0 + 100}" y="{y}" class="xs l m">none</text>')
    for k, mid in enumerate(played):
        _master(
            add,
            x0 + 100 + (k % 3) * 104,
            y - 14 + (k // 3) * 31,
            mid,
            f"master:{mid}",
            targets,
            played=True,
        )
    y += 31 * max(1, math.ceil(len(played) / 3))
    count = me.get("masters_held", 0)
    if own and held is not None:
        add(f'<text x="{x0}" y="{y}" class="s l b">Masters in hand</text>')
        if not held:
            add(f'<text x="{x0 + 100}" y="{y}" class="xs l m">none</text>')
        for k, mid in enumerate(held):
            _master(
                add, x0 + 100 + (k % 3) * 104, y - 14 + (k // 3) * 31, mid, f"master:{mid}", targets
            )
        y += 31 * max(1, math.ceil(len(held) / 3))
    else:
        add(f'<text x="{x0}" y="{y}" class="s l b">Masters in hand: {_e(count)} (hidden)</text>')
        for k in range(min(int(count or 0), 8)):
            add(
                f'<rect x="{x0 + 196 + k * 14}" y="{y - 11}" width="11" height="14" rx="2" '
                'class="back piece"/>'
            )
        y += 22
    if me.get("draft_packet_size"):
        add(
            f'<text x="{x0}" y="{y}" class="xs l m">drafting: {_e(me["draft_packet_size"])} '
            "Master(s) in the packet</text>"
        )
        y += 16
    if "tuck_chosen" in me:
        add(
            f'<text x="{x0}" y="{y}" class="xs l m">tuck: '
            f"{'chosen' if me['tuck_chosen'] else 'not chosen yet'}</text>"
        )
        y += 16
    up, down = me.get("discoveries") or [], me.get("discoveries_turned") or []
    if "discoveries" in view:
        add(f'<text x="{x0}" y="{y}" class="s l b">Great Discoveries</text>')
        if not up and not down:
            add(f'<text x="{x0 + 120}" y="{y}" class="xs l m">none</text>')
        for k, gid in enumerate(up + down):
            _discovery(
                add,
                x0 + 120 + (k % 4) * 74,
                y - 12 + (k // 4) * 64,
                gid,
                f"gdup:{gid}",
                targets,
                turned=gid in down and gid not in up,
            )
        y += 64 * max(1, math.ceil(len(up + down) / 4))
    return y


def _final(add, view: dict, seat: int | None, y0: float) -> float:
    final = (view.get("final_scoring") or {}).get("seats") or []
    winners = view.get("winners") or []
    height = 40 + 18 * len(final)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    names = ", ".join(_seat_name(view, w, seat) for w in winners) or "nobody"
    add(f'<text x="12" y="22" class="h2 l">Final scoring: {_e(names)} won</text>')
    for p, entry in enumerate(final):
        objs = ", ".join(f"{k} {v}" for k, v in (entry.get("objectives") or {}).items())
        ms = ", ".join(f"{k} {v}" for k, v in (entry.get("masters") or {}).items())
        text = (
            f"{_seat_name(view, p, seat)}: {entry.get('total', 0)} VP = track "
            f"{entry.get('track', 0)}; Objectives: {objs or 'none'}; Masters: {ms or 'none'}"
        )
        if entry.get("rank_en"):
            text += f"; rank {entry['rank_en']}"
        add(f'<text x="12" y="{40 + 18 * p}" class="s l">{_e(text)}</text>')
    add("</g>")
    return y0 + height
