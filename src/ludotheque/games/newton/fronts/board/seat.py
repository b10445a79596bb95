"""A seat's area: desk and tucked cards, drawers and income slots, the bookshelf,
resources, Masters, hand, and Great Discoveries."""

from __future__ import annotations

import math

from ludotheque.games.newton.fronts.board.common import (
    ACTION_LABEL,
    ACTIONS,
    CARD_H,
    CARD_W,
    INCOME_LABEL,
    SA_LABEL,
    SEAT_COLOURS,
    SEAT_TEXT,
    VOLUME,
    W,
    _card,
    _card_texts,
    _chip,
    _e,
    _gain_text,
    _opt,
    _seat_name,
    _static,
    _token_label,
)
from ludotheque.games.newton.fronts.board.market import _discovery
from ludotheque.games.newton.words import SPECIAL, card_name, shelf_name


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
    if decision.get("seat") == p and view.get("phase") != "over":
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
        desc = f"tucked reversed: {card_name(cid) or cid}" + (
            f" ({SPECIAL.get(sa.kind, sa.kind)}), usable in this column's turn" if sa else ""
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
        ref=cid,
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
        title = f"book space: {shelf_name(sid) or sid} (needs STUDIES {shelf}): {req}"
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
