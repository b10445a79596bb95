"""What every part of Newton's board draws with: colours, labels of tiles and tokens,
the static data by id, cards and chips, and the `data-option` marks of clickable elements."""

from __future__ import annotations

from functools import cache
from html import escape

from ludotheque.fronts.svg import option_attrs
from ludotheque.games.newton.components import components
from ludotheque.games.newton.words import SPECIAL, card_name

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


# ----- small helpers ---------------------------------------------------------------------
def _e(value) -> str:
    return escape(str(value))


def _opt(targets: dict[str, str], key: str) -> str:
    return option_attrs(targets.get(key))


def _seat_name(view: dict, p: int, seat: int | None) -> str:
    name = f"seat {p + 1} ({SEAT_NAMES[p % 4]})"
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
    desc = f"{card_name(card.id) or card.id}: " + " ".join(lines)
    if vols:
        desc += "; Volume " + ", ".join(vols)
    if e:
        desc += f"; effect {e.replace('-', ' ')}" + (f" ({effect})" if effect else "")
    if card.special:
        desc += f"; Special Action {card.special} ({SPECIAL.get(sa.kind, sa.kind)})"
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
    # data-ref: the tooltip explains the card itself, whatever its title says.
    add(f'<g data-ref="{_e(cid)}"{_opt(targets, key)}><title>{_e(desc)}</title>')
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


def _chip(add, x, y, w, h, label, key, targets, title, fill="#fff", cls="s", ref=None) -> None:
    """A small tile; `ref` (a component id) is what its tooltip explains."""
    data = f' data-ref="{_e(ref)}"' if ref else ""
    add(f"<g{data}{_opt(targets, key)}><title>{_e(title)}</title>")
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" class="tile" style="fill:{fill}"/>')
    add(f'<text x="{x + w / 2}" y="{y + h / 2 + 3.5}" class="{cls}">{_e(label)}</text></g>')
