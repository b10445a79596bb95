"""A seat's area: its dice board, coins, tokens and seals, Experts, Animals in study
and published, and the Expert being placed."""

from __future__ import annotations

from html import escape

from ludotheque.games.encyclopedia.fronts.board.cards import _animal_card, _expert_card
from ludotheque.games.encyclopedia.fronts.board.common import (
    INNER,
    PAD,
    SEAT_COLOURS,
    W,
    _die,
    _fill,
    _hit,
    _ink,
    _num,
    _seat_name,
    _text,
)
from ludotheque.games.encyclopedia.narration import SLOTS


def _chip(add, x, y, w, label, value, fill, tg, key, title) -> None:
    add(
        f"<g><title>{escape(title)}</title>"
        f'<rect x="{x}" y="{y}" width="{w}" height="26" rx="13" class="chip" style="fill:{fill}"/></g>'
    )
    _text(add, x + 10, y + 17, label, "l s")
    _text(add, x + w - 10, y + 18, _num(value), "r big")
    if key is not None:
        _hit(add, tg, key, x, y, w, 26, title)


def _seat_area(add, view: dict, x: int, seat, st: dict, tg: dict, options, y: float) -> float:
    s = (view.get("seats") or [])[x]
    me = seat is not None and x == seat
    mine = tg if me else {}
    colour = SEAT_COLOURS[x % len(SEAT_COLOURS)]
    out: list[str] = []
    a = out.append
    # Header bar.
    a(f'<rect x="{PAD}" y="{y}" width="{INNER}" height="28" rx="8" style="fill:{colour}"/>')
    name = _seat_name(view, x, seat)
    flags = []
    if view.get("first_player") == x:
        flags.append("first player")
    d = view.get("decision") or {}
    if not view.get("over"):
        if d.get("seat") == x:
            flags.append("◀ deciding")
        elif view.get("active") == x:
            flags.append("◀ their turn")
    _text(a, PAD + 10, y + 19, name + ("  ·  " + " · ".join(flags) if flags else ""), "l h2 wt")
    _text(
        a,
        W - PAD - 10,
        y + 19,
        f"{_num(s.get('vp', 0))} VP · reputation {_num(s.get('reputation', 0))}",
        "r h2 wt",
    )
    # Left column: resources, the dice board, rolled dice, the Automa's cards.
    y1 = y + 36
    lx = PAD + 8
    chips = (
        ("coins", s.get("coins", 0), "#f6dd8a", ("res", "coins"), "coins"),
        ("tokens", s.get("tokens", 0), "#cfe3f7", ("res", "tokens"), "expedition tokens"),
        ("seals", s.get("seals", 0), "#f3c0c0", ("res", "seals"), "Royal Seals"),
        ("cubes", s.get("cubes", 0), "#ece6da", None, "research cubes in reserve"),
        ("5-cube", s.get("five_tokens", 0), "#ece6da", None, '"5 cubes" tokens left'),
        ("rep.", s.get("reputation", 0), "#ece6da", None, "reputation track position"),
    )
    for i, (label, value, fill, key, title) in enumerate(chips):
        _chip(a, lx + (i % 3) * 100, y1 + (i // 3) * 30, 96, label, value, fill, mine, key, title)
    yb = y1 + 66
    _text(
        a,
        lx,
        yb + 8,
        "dice board (an opponent taking a die pays its slot to the owner)",
        "l xs mut",
    )
    board = s.get("board") or {}
    sw = 72
    used: set = set()
    for i, (label, dice) in enumerate(board.items()):
        sx = lx + i * (sw + 4)
        sy = yb + 14
        a(
            f"<g><title>{escape('the ' + SLOTS.get(label, (f'slot {label}',))[0])}</title>"
            f'<rect x="{sx}" y="{sy}" width="{sw}" height="62" rx="5" class="cell"/></g>'
        )
        _text(a, sx + sw / 2, sy + 14, str(label), "c s b")
        slot = SLOTS.get(label, (f"slot {label}",))[0]
        _hit(a, mine, ("put", label), sx, sy, sw, 62, f"put the next die on the {slot}")
        for j, die in enumerate((dice or [])[:3]):
            dx = sx + 6 + j * 31 if len(dice) > 1 else sx + sw / 2 - 13
            _die(a, dx, sy + 24, die, 26)
            key = ("take", x, label, die.get("colour"), die.get("value"))
            _hit(a, tg, key, dx, sy + 24, 26, 26, used=used)
    ly = yb + 84
    rolled = s.get("rolled") or []
    if rolled:
        _text(a, lx, ly + 12, "rolled, to place:", "l s b")
        for j, die in enumerate(rolled[:6]):
            dx = lx + 100 + j * 32
            _die(a, dx, ly, die, 26, "next to place" if j == 0 else "to place")
            if j == 0:
                a(f'<rect x="{dx - 3}" y="{ly - 3}" width="32" height="32" rx="6" class="next"/>')
        ly += 36
    automa = s.get("automa")
    if automa:
        _text(
            a, lx, ly + 12, f"Automa: {automa.get('behaviour')} / {automa.get('scoring')}", "l s b"
        )
        ly += 20
        _text(a, lx, ly + 10, "continent priorities, highest first:", "l xs mut")
        ly += 15
        for j, cont in enumerate(automa.get("priorities") or []):
            cc = st["colour_of"].get(cont, "")
            px = lx + j * 58
            a(
                f"<g><title>priority {j + 1}: {escape(str(cont))}</title>"
                f'<rect x="{px}" y="{ly}" width="55" height="16" rx="3" '
                f'style="fill:{_fill(cc)}"/></g>'
            )
            cname = st["continent_name"].get(cont, str(cont))
            _text(a, px + 27.5, ly + 12, cname, f"c xs b {_ink(cc)}")
        ly += 22
    left_bottom = ly
    # Right column: Experts, Animals in study, published Animals, publications.
    rx = PAD + 322
    rw = W - PAD - 8 - rx
    ry = y1
    experts = s.get("experts") or []
    covered = s.get("covered_experts") or []
    slots = st["cat"].expert_slots
    _text(
        a,
        rx,
        ry + 9,
        f"Experts face up ({len(experts)}{'' if automa else f' of {slots}'})"
        f" · face down or covered: {len(covered)}",
        "l s b",
    )
    ry += 14
    ew, eh, eg = 146, 76, 4
    per_row = max(int((rw + eg) // (ew + eg)), 1)
    boxes = max(len(experts), 0 if automa else slots)
    items: list = list(experts) + [None] * (boxes - len(experts))
    pile = bool(covered) or ("pile",) in mine
    cells = items + (["pile"] if pile else [])
    new_name = _new_expert(options if me else [], st)
    if new_name:
        cells.append(("new", new_name))
    free_done = False
    for i, item in enumerate(cells):
        ex = rx + (i % per_row) * (ew + eg)
        ey = ry + (i // per_row) * (eh + eg)
        if item is None:
            a(f'<rect x="{ex}" y="{ey}" width="{ew}" height="{eh}" rx="5" class="empty"/>')
            _text(a, ex + ew / 2, ey + eh / 2 + 4, "free Expert slot", "c s mut")
            if not free_done:
                _hit(a, mine, ("free-slot",), ex, ey, ew, eh, tg.get(("free-slot",), ""))
                free_done = True
        elif item == "pile":
            a(f'<rect x="{ex}" y="{ey}" width="{ew}" height="{eh}" rx="5" class="pile"/>')
            names = [str(c.get("name")) for c in covered]
            title = "face down or covered: " + (", ".join(names) if names else "none")
            a(f"<g><title>{escape(title)}</title></g>")
            _text(a, ex + ew / 2, ey + 15, f"face down / covered ({len(covered)})", "c xs b wt")
            for j, nm in enumerate(names[:4]):
                _text(a, ex + ew / 2, ey + 30 + 11 * j, nm, "c xs wt")
            if len(names) > 4:
                _text(a, ex + ew / 2, ey + 74, f"+{len(names) - 4} more", "c xs wt")
            _hit(a, mine, ("pile",), ex, ey, ew, eh, title)
        elif isinstance(item, tuple):
            nm = item[1]
            cont, timing, effect = st["experts"].get(nm, ("", "", ""))
            _expert_card(a, ex, ey, ew, eh, nm, cont, timing, effect, st, lines=3)
            a(
                f'<rect x="{ex - 3}" y="{ey - 3}" width="{ew + 6}" height="{eh + 6}" rx="7" '
                'class="next"/>'
            )
            _text(a, ex + ew - 5, ey + 31, "new: to place", "r xs warn")
            _hit(a, mine, ("new",), ex, ey, ew, eh)
        else:
            nm = str(item.get("name"))
            _expert_card(
                a,
                ex,
                ey,
                ew,
                eh,
                nm,
                item.get("continent"),
                item.get("timing"),
                item.get("effect", ""),
                st,
                lines=3,
            )
            _hit(a, mine, ("expert", nm), ex, ey, ew, eh)
    rows = -(-len(cells) // per_row) if cells else 0
    ry += rows * (eh + eg) + 4
    # Animals in study.
    study = s.get("study") or []
    label = "count as published for the Automa" if automa else "squares: research cubes"
    _text(a, rx, ry + 10, f"Animals in study ({len(study)}) · {label}", "l s b")
    ry += 15
    aw, ag = 100, 6
    per_row = max(int((rw + ag) // (aw + ag)), 1)
    leaving = any(k[0] == "leave" for k in mine)
    ah = 92 + (18 if leaving else 0)
    for i, animal in enumerate(study):
        ax = rx + (i % per_row) * (aw + ag)
        ay = ry + (i // per_row) * (ah + ag)
        nm = str(animal.get("name"))
        card_key = ("card", nm)
        cubes = None if automa else (animal.get("cubes") or [])
        _animal_card(a, ax, ay, aw, animal, st, cubes, colour, mine)
        if card_key in mine:
            _hit(a, mine, card_key, ax, ay, aw, 92)
        if ("leave", nm) in mine:
            a(f'<rect x="{ax}" y="{ay + 94}" width="{aw}" height="16" rx="4" class="cell"/>')
            _text(a, ax + aw / 2, ay + 106, "✗ leave out", "c xs b")
            _hit(a, mine, ("leave", nm), ax, ay + 94, aw, 16)
    if not study:
        _text(a, rx, ry + 12, "none", "l s mut")
        ry += 18
    else:
        ry += (-(-len(study) // per_row)) * (ah + ag)
    # Published Animals and the collections they feed.
    published = s.get("published") or []
    counts: dict[str, list[str]] = {}
    for animal in published:
        counts.setdefault(str(animal.get("continent")), []).append(str(animal.get("name")))
    owned: dict[str, int] = {}
    for e in list(experts) + list(covered):
        owned[str(e.get("continent"))] = owned.get(str(e.get("continent")), 0) + 1
    _text(a, rx, ry + 12, f"published ({len(published)}) + Experts owned, by continent:", "l s b")
    px = rx + 262
    for cont in st["cat"].continents:
        names = counts.get(cont, [])
        cc = st["colour_of"].get(cont, "")
        title = f"{st['continent_name'].get(cont)}: {len(names)} published"
        title += (
            " (" + ", ".join(names) + ")" if names else ""
        ) + f", {owned.get(cont, 0)} Expert(s)"
        a(
            f"<g><title>{escape(title)}</title>"
            f'<rect x="{px}" y="{ry}" width="92" height="17" rx="4" style="fill:{_fill(cc)}"/></g>'
        )
        _text(
            a,
            px + 46,
            ry + 12,
            f"{st['continent_name'].get(cont)} {len(names)}+{owned.get(cont, 0)}",
            f"c xs b {_ink(cc)}",
        )
        px += 96
    ry += 22
    if not automa:
        pubs = s.get("publications") or {}
        _text(a, rx, ry + 11, "published", "l s b")
        _text(a, rx, ry + 24, "cubes:", "l s b")
        cw = (rw - 64) / 12
        for k, category in enumerate(st["cat"].categories):
            cx = rx + 64 + k * cw
            n = pubs.get(category, 0)
            cls = "bonus" if n else "cell"
            a(
                f"<g><title>{escape(f'{category}: {n} cube(s) published')}</title>"
                f'<rect x="{cx:.1f}" y="{ry}" width="{cw - 2:.1f}" height="28" rx="3" '
                f'class="{cls}"/></g>'
            )
            _text(a, cx + (cw - 2) / 2, ry + 11, category, "c xs")
            _text(a, cx + (cw - 2) / 2, ry + 24, _num(n), "c s b")
        ry += 33
    bottom = max(left_bottom, ry) + 6
    add(f'<g id="seat-{x}" class="seat-area">')
    add(
        f'<rect x="{PAD}" y="{y}" width="{INNER}" height="{bottom - y:.1f}" rx="8" class="panel" '
        f'style="stroke:{colour};stroke-width:{3 if me else 1.5}"/>'
    )
    add("".join(out))
    add("</g>")
    return bottom + 8


def _new_expert(options, st) -> str | None:
    """The Expert a placement decision is about (named by its use-now, keep or face-down
    option; only the deciding seat gets options)."""
    parse, names = st["tx"].parse, st["cat"].expert_names
    for opt in options:
        tag, arg = parse.get(opt, (None, None))
        if tag in ("use-now", "keep", "face-down"):
            return names[arg]
    return None
