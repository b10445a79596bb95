"""A seat's personal board: its workers with their seal rows (and what the next seal
costs), the ten objective slots with their perks, the reserve, the crew cards, the stamp
stacks and cup, the tents, its counters, and its Great Ship card with the module. During the draft a seat sees its own hand;
the others' crew cards are only counted until they are revealed (the view says so)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.board.common import (
    SEAT_COLOURS,
    W,
    _e,
    chip,
    need_dots,
    opt,
    seal_dot,
    seat_name,
)
from ludotheque.games.darwins_journey.fronts.board.great_ship import seat_card
from ludotheque.games.darwins_journey.fronts.board.pirates import seat_treasures
from ludotheque.games.darwins_journey.fronts.labels import (
    SLOT_PERK,
    crew_title,
    effects_text,
    objective_text,
    static,
)

H = 200


def _workers(add, e: dict, targets: dict, x: float, y: float) -> None:
    board = static()["comp"].board
    costs = board.space_costs
    free = set(e.get("free_workers") or [])
    rows = e.get("rows") or []
    for w in range(1, 6):
        wy = y + 24 * (w - 1)
        home = w in free
        unlocked = w <= 4 or e.get("fifth_worker")
        add(
            f"<g{opt(targets, f'worker:{w}')}><title>worker {w}: "
            f"{'on the board' if home else ('out' if unlocked else 'not unlocked')}</title>"
        )
        add(
            f'<rect x="{x}" y="{wy}" width="26" height="20" rx="4" class="tile" '
            f'style="fill:{SEAT_COLOURS[e["_p"] % 4] if home else "#eee"}"/>'
        )
        add(f'<text x="{x + 13}" y="{wy + 14}" class="s b">{w}</text></g>')
        if w == 5:
            add(
                f'<text x="{x + 34}" y="{wy + 14}" class="xs l m">5th worker: no seals'
                f"{'' if unlocked else ' (locked)'}</text>"
            )
            continue
        row = rows[w - 1] if w - 1 < len(rows) else []
        for k in range(6):
            cx = x + 44 + 22 * k
            if k < len(row):
                seal_dot(add, cx, wy + 10, row[k], 8)
            else:
                add(f'<circle cx="{cx}" cy="{wy + 10}" r="8" class="cell" style="fill:#f4f1e8"/>')
                if k >= 1 and k - 1 < len(costs):
                    add(f'<text x="{cx}" y="{wy + 13}" class="xs m">{costs[k - 1]}</text>')
        if len(row) >= 6:
            add(f'<text x="{x + 180}" y="{wy + 14}" class="xs l b">gold</text>')
        elif len(row) >= 4:
            add(f'<text x="{x + 180}" y="{wy + 14}" class="xs l b">silver</text>')


def _slots(add, e: dict, targets: dict, x: float, y: float) -> None:
    board = static()["comp"].board
    slots = e.get("slots") or [None] * 10
    done = set(e.get("completed_slots") or [])
    for k, sl in enumerate(board.slots):
        tier = ("silver", "gold")[sl.tier]
        sx = x + 82 * (sl.position - 1)
        sy = y + 48 * sl.tier
        oid = slots[k] if k < len(slots) else None
        key = (
            f"obj:{oid}"
            if oid is not None and f"obj:{oid}" in targets
            else f"slot:{tier}:{sl.position}"
        )
        perk = SLOT_PERK.get(sl.action or "", "")
        title = f"{tier} slot {sl.position}: {sl.vp} VP, costs {sl.cost}"
        if perk:
            title += f", {perk}"
        if oid is not None:
            title += f"; {objective_text(oid)} ({'completed' if k in done else 'not completed'})"
        cls = "done" if k in done else tier
        add(f"<g{opt(targets, key)}><title>{_e(title)}</title>")
        add(f'<rect x="{sx}" y="{sy}" width="78" height="44" rx="4" class="{cls}"/>')
        add(f'<text x="{sx + 4}" y="{sy + 11}" class="xs l">{sl.vp} VP · {sl.cost}¢</text>')
        if perk:
            add(f'<text x="{sx + 4}" y="{sy + 22}" class="xs l m">{_e(perk)}</text>')
        if oid is not None:
            add(
                f'<text x="{sx + 39}" y="{sy + 37}" class="s b">'
                f"{_e(oid)}{' ✓' if k in done else ''}</text>"
            )
        add("</g>")
    ry = y + 98
    add(f'<text x="{x}" y="{ry + 10}" class="xs l">reserve:</text>')
    for k, oid in enumerate(e.get("reserve") or []):
        text = objective_text(oid)
        add(f"<g{opt(targets, f'obj:{oid}')}><title>{_e(text)}</title>")
        add(f'<rect x="{x + 44 + 170 * k}" y="{ry}" width="164" height="28" rx="4" class="tile"/>')
        body = text.split(": ", 1)[-1]
        add(f'<text x="{x + 48 + 170 * k}" y="{ry + 11}" class="xs l b">{_e(oid)}</text>')
        add(f'<text x="{x + 48 + 170 * k}" y="{ry + 23}" class="xs l">{_e(body[:34])}</text></g>')


def _crew(add, e: dict, targets: dict, x: float, y: float) -> None:
    crew = e.get("crew")
    done = {c: w for c, w in e.get("crew_done") or []}
    if isinstance(crew, int):
        add(
            f'<text x="{x}" y="{y + 12}" class="s l">crew: {crew} card(s), hidden until revealed</text>'
        )
        return
    add(f'<text x="{x}" y="{y + 10}" class="xs l b">crew cards</text>')
    for k, cid in enumerate(crew or []):
        cy = y + 16 + 30 * k
        _crew_card(add, cid, targets, x, cy, done.get(cid))


def _crew_card(add, cid, targets: dict, x: float, y: float, done_by=None) -> None:
    c = static()["crew"].get(cid)
    text = crew_title(cid) + (f" (completed by worker {done_by})" if done_by else "")
    cls = "done" if done_by else "tile"
    add(f"<g{opt(targets, f'crew:{cid}')}><title>{_e(text)}</title>")
    add(f'<rect x="{x}" y="{y}" width="250" height="26" rx="4" class="{cls}"/>')
    add(f'<text x="{x + 5}" y="{y + 16}" class="s l b">{_e(cid)}</text>')
    if c is not None:
        nx = need_dots(add, x + 26, y + 13, c.requirement, 4)
        add(
            f'<text x="{nx + 4:.1f}" y="{y + 16}" class="xs l">→ {_e(effects_text(c.actions)[:30])}</text>'
        )
    add("</g>")


def _supplies(add, e: dict, x: float, y: float) -> None:
    board = static()["comp"].board
    stacks = e.get("stacks") or []
    add(
        f'<text x="{x}" y="{y + 10}" class="xs l b">stamp stacks (then) · cup {e.get("cup", 0)}</text>'
    )
    for k, n in enumerate(stacks):
        acts = effects_text(board.stacks[k][1]) if k < len(board.stacks) else ""
        add(
            f'<rect x="{x + 84 * k}" y="{y + 16}" width="80" height="22" rx="3" class="tile">'
            f"<title>stack {k + 1}: {n} stamps; emptied: {_e(acts)}</title></rect>"
        )
        add(f'<text x="{x + 84 * k + 40}" y="{y + 31}" class="xs">{k + 1}: {n} · {_e(acts)}</text>')
    tents = e.get("tents") or []
    left = board.start.get("tents", 5) - len(tents)
    where = " ".join(f"{c}.{k}" for c, k in tents) or "none"
    add(f'<text x="{x}" y="{y + 54}" class="xs l">tents left {left} · pitched: {_e(where)}</text>')
    research = e.get("research") or []
    add(
        f'<text x="{x}" y="{y + 68}" class="xs l">researched: {_e(", ".join(research) or "none")}</text>'
    )


def player(add, view: dict, p: int, seat: int | None, targets: dict, y0: float) -> float:
    e = dict((view.get("seats") or [])[p])
    e["_p"] = p
    deciding = (view.get("decision") or {}).get("seat") == p
    add(f'<g id="seat-{p}" transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{H}" rx="8" class="sec"/>')
    add(
        f'<rect x="0" y="0" width="8" height="{H}" rx="3" class="piece" '
        f'style="fill:{SEAT_COLOURS[p % 4]};stroke:none"/>'
    )
    if deciding:
        add(f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="8" class="now"/>')
    explorers_left = 3 - len([x for x in e.get("explorers") or [] if x is not None])
    head = (
        f"{seat_name(p, seat)} · {e.get('vp')} VP · {e.get('coins')}¢ · TK {e.get('tk')} · "
        f"Theory {e.get('theory')} · lenses {e.get('lenses')} · explorers left {explorers_left}"
    )
    add(f'<text x="16" y="18" class="h2 l">{_e(head)}</text>')
    _workers(add, e, targets, 16, 30)
    _slots(add, e, targets, 250, 30)
    _crew(add, e, targets, 670, 26)
    _supplies(add, e, 930, 26)
    seat_card(add, view, p, 930, 26 + 90)
    seat_treasures(add, e, 930, 26 + 82)
    add("</g>")
    return y0 + H


def hand(add, view: dict, targets: dict, y0: float) -> float:
    """The viewing seat's draft hand (only its own view has one) and the starting
    objective pairs on offer (public)."""
    cards = view.get("hand") or []
    pairs = view.get("pairs") or []
    if not cards and not pairs:
        return y0
    h = 30 + 30 * max(len(cards), 1 if pairs else 0)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{h}" rx="8" class="sec"/>')
    if cards:
        add('<text x="12" y="18" class="h2 l">your draft hand: keep one</text>')
        for k, cid in enumerate(cards):
            _crew_card(add, cid, targets, 12, 24 + 30 * k)
    if pairs:
        add('<text x="300" y="18" class="h2 l">starting objective pairs</text>')
        for k, (a, b) in enumerate(pairs):
            chip(
                add,
                300 + 200 * k,
                26,
                190,
                24,
                f"{a} + {b}",
                f"pair:{k}",
                targets,
                f"{objective_text(a)}; {objective_text(b)}",
            )
    add("</g>")
    return y0 + h
