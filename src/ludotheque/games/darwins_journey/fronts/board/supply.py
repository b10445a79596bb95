"""The middle of the main board: the Academy's scrolls, the Correspondence envelopes, the
Museum, the face-up objectives and the HMS Beagle goals; then the VP and Theory of
Evolution tracks."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.board.common import (
    KIND_LETTER,
    SEAT_COLOURS,
    SEAT_TEXT,
    W,
    _e,
    chip,
    opt,
    section,
)
from ludotheque.games.darwins_journey.fronts.labels import (
    SEAL_COLOUR,
    beagle_text,
    letter_title,
    objective_text,
    static,
)

ROW_H = 150


def academy(add, view: dict, targets: dict, x: float, y: float) -> float:
    board = view.get("board") or {}
    cells = board.get("academy") or []
    costs = static()["comp"].tracks.scroll_costs
    w = 190
    section(add, x, y, w, ROW_H, "Academy")
    for k in range(len(costs)):
        sy = y + 28 + 24 * k
        add(f'<text x="{x + 10}" y="{sy + 4}" class="s l">scroll {k + 1} · {costs[k]}¢</text>')
        seen = set()
        for j, colour in enumerate(cells[3 * k : 3 * k + 3]):
            cx = x + 100 + 26 * j
            if colour is None:
                add(f'<circle cx="{cx}" cy="{sy}" r="9" class="cell" style="fill:#eee"/>')
                continue
            key = f"scroll:{k + 1}:{colour}"
            attrs = opt(targets, key) if colour not in seen else ""
            seen.add(colour)
            add(f"<g{attrs}><title>{_e(colour)} seal on scroll {k + 1} ({costs[k]} coins)</title>")
            add(
                f'<circle cx="{cx}" cy="{sy}" r="9" '
                f'style="fill:{_fill(colour)};stroke:#333;stroke-width:1"/></g>'
            )
    add(
        f'<text x="{x + 10}" y="{y + ROW_H - 10}" class="xs l m">seal pile {board.get("seal_pile")}'
        f" · Special seals left {board.get('special_seals')}</text>"
    )
    return x + w


def _fill(colour: str) -> str:
    return SEAL_COLOUR.get(colour, "#999")


def correspondence(add, view: dict, targets: dict, x: float, y: float) -> float:
    board = view.get("board") or {}
    envs = board.get("envelopes") or []
    w = 250
    section(add, x, y, w, ROW_H, "Correspondence")
    for e, env in enumerate(envs):
        ey = y + 26 + 40 * e
        add(f'<rect x="{x + 8}" y="{ey}" width="{w - 16}" height="34" rx="4" class="tile"/>')
        text = letter_title(env.get("tile"))
        add(f"<title>envelope {e + 1}: {_e(text)}</title>")
        add(f'<text x="{x + 14}" y="{ey + 12}" class="xs l">{e + 1}. {_e(text)}</text>')
        for p, k in enumerate(env.get("stamps") or []):
            cx = x + 22 + 26 * p
            add(
                f'<rect x="{cx - 10}" y="{ey + 16}" width="20" height="14" rx="2" class="piece" '
                f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1}: {k} stamp(s)</title></rect>'
            )
            add(
                f'<text x="{cx}" y="{ey + 27}" class="s b" style="fill:{SEAT_TEXT[p % 4]}">'
                f"{k}</text>"
            )
        for s in (1, 2, 3):
            key = f"env:{e + 1}:{s}"
            if key in targets:
                chip(
                    add,
                    x + 130 + 34 * (s - 1),
                    ey + 16,
                    30,
                    15,
                    f"⇐{s}",
                    key,
                    targets,
                    f"a stamp from stack {s} to envelope {e + 1}",
                )
    return x + w


def museum(add, view: dict, targets: dict, x: float, y: float) -> float:
    board = view.get("board") or {}
    geo = static()["comp"].geo
    there = set(board.get("museum") or [])
    coins = board.get("row_coins") or []
    w = 190
    section(add, x, y, w, ROW_H, "Museum")
    kinds = ("reptile", "plant", "bird", "fossil")
    for c, kind in enumerate(kinds):
        add(f'<text x="{x + 48 + 28 * c}" y="{y + 32}" class="xs">{kind}</text>')
    for r in range(geo.rows):
        ry = y + 38 + 24 * r
        for c in range(geo.columns):
            sp = geo.specimens[r * geo.columns + c]
            colour = sp.id.split("-")[0]
            filled = sp.id in there
            add(
                f"<g{opt(targets, 'museum:' + sp.id)}><title>{_e(sp.id.replace('-', ' '))}"
                f"{' (in the Museum)' if filled else ''}</title>"
            )
            fill = _fill(colour) if filled else "#fff"
            add(
                f'<rect x="{x + 36 + 28 * c}" y="{ry}" width="24" height="20" rx="3" '
                f'style="fill:{fill};stroke:{_fill(colour)};stroke-width:2"/>'
            )
            add(
                f'<text x="{x + 48 + 28 * c}" y="{ry + 14}" class="s b">{KIND_LETTER[kinds[c]]}</text></g>'
            )
        if r < len(coins) and coins[r]:
            add(
                f'<circle cx="{x + 160}" cy="{ry + 10}" r="7" class="coin"><title>row coin</title></circle>'
            )
    mod = view.get("modifier") or (view.get("final") or {}).get("modifier")
    if mod:
        add(f'<text x="{x + 10}" y="{y + ROW_H - 8}" class="xs l">Theory modifier x{mod}</text>')
    return x + w


def objectives(add, view: dict, targets: dict, x: float, y: float) -> float:
    board = view.get("board") or {}
    objs = board.get("objectives") or {}
    piles = objs.get("piles") or [0, 0]
    w = 270
    section(add, x, y, w, ROW_H, "Objectives")
    for t, tier in enumerate(("silver", "gold")):
        ty = y + 26 + 58 * t
        add(f'<text x="{x + 10}" y="{ty + 12}" class="xs l">{tier} ({piles[t]} left)</text>')
        for k, oid in enumerate(objs.get(tier) or []):
            text = objective_text(oid)
            add(f"<g{opt(targets, 'obj:' + str(oid))}><title>{_e(text)}</title>")
            add(
                f'<rect x="{x + 10 + 128 * k}" y="{ty + 16}" width="122" height="36" rx="4" class="{tier}"/>'
            )
            body = text.split(": ", 1)[-1]
            add(f'<text x="{x + 14 + 128 * k}" y="{ty + 28}" class="xs l b">{_e(oid)}</text>')
            for j, part in enumerate(body.split(" + ")[:2]):
                add(
                    f'<text x="{x + 30 + 128 * k}" y="{ty + 28 + 11 * j}" class="xs l">{_e(part[:22])}</text>'
                )
            add("</g>")
    return x + w


def beagle(add, view: dict, x: float, y: float) -> float:
    board = view.get("board") or {}
    tiles = board.get("beagle_tiles") or []
    w = W - x
    section(add, x, y, w, ROW_H, "HMS Beagle goals")
    add(
        f'<text x="{x + 10}" y="{y + 32}" class="xs l">Beagle on {_e(board.get("beagle_space"))}</text>'
    )
    for k, t in enumerate(tiles):
        ty = y + 40 + 20 * k
        text = beagle_text(t) if t is not None else "scored"
        add(
            f'<text x="{x + 10}" y="{ty + 10}" class="xs l{" m" if t is None else ""}">'
            f"{k + 1}. {_e(text)}</text>"
        )
    return x + w


def middle(add, view: dict, targets: dict, y0: float) -> float:
    x = academy(add, view, targets, 0, y0) + 8
    x = correspondence(add, view, targets, x, y0) + 8
    x = museum(add, view, targets, x, y0) + 8
    x = objectives(add, view, targets, x, y0) + 8
    beagle(add, view, x, y0)
    return y0 + ROW_H


def tracks(add, view: dict, y0: float) -> float:
    """The VP track (laps of 50 shown as +50) and the Theory of Evolution track with the
    books each space reaches."""
    seats = view.get("seats") or []
    books = static()["comp"].tracks.books
    h = 96
    section(add, 0, y0, W, h, "VP and Theory of Evolution")
    # VP: a bar from 0 to 50, each seat a marker.
    bx, bw = 150, W - 170
    vy = y0 + 34
    add(f'<text x="{bx - 10}" y="{vy + 4}" class="s r">VP</text>')
    add(f'<line x1="{bx}" y1="{vy}" x2="{bx + bw}" y2="{vy}" class="link"/>')
    for v in range(0, 51, 5):
        tx = bx + bw * v / 50
        add(f'<text x="{tx:.1f}" y="{vy - 6}" class="xs m">{v}</text>')
    for p, e in enumerate(seats):
        vp = e.get("vp", 0)
        tx = bx + bw * (vp % 50) / 50
        lap = f"+{vp // 50 * 50}" if vp >= 50 else ""
        add(
            f'<circle cx="{tx:.1f}" cy="{vy + 4 * p - 6:.1f}" r="6" class="piece" '
            f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1}: {vp} VP</title></circle>'
        )
        if lap:
            add(f'<text x="{tx + 8:.1f}" y="{vy + 4 * p - 3:.1f}" class="xs l">{lap}</text>')
    # Theory: one cell per space, the books reached written where they grow.
    ty = y0 + 62
    add(f'<text x="{bx - 10}" y="{ty + 4}" class="s r">Theory (books)</text>')
    cw = bw / len(books)
    for i, b in enumerate(books):
        cx = bx + cw * i
        grows = i == 0 or b > books[i - 1]
        tint = ' style="fill:#f6ecc9"' if grows else ""
        add(
            f'<rect x="{cx:.1f}" y="{ty - 8}" width="{cw - 1:.1f}" height="16" class="cell"{tint}/>'
        )
        if grows:
            add(f'<text x="{cx + cw / 2:.1f}" y="{ty + 4}" class="xs">{b}</text>')
    for p, e in enumerate(seats):
        i = min(e.get("theory", 0), len(books) - 1)
        cx = bx + cw * i + cw / 2
        add(
            f'<circle cx="{cx:.1f}" cy="{ty + 16 + 0 * p:.1f}" r="5" class="piece" '
            f'transform="translate({(p - 1.5) * 4:.1f},0)" style="fill:{SEAT_COLOURS[p % 4]}">'
            f"<title>seat {p + 1}: Theory space {e.get('theory', 0)}, {books[i]} books</title></circle>"
        )
    return y0 + h
