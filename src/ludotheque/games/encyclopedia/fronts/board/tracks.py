"""The tracks every seat moves on (reputation, victory points), with the seats' markers."""

from __future__ import annotations

from html import escape

from ludotheque.games.encyclopedia.fronts.board.common import (
    INNER,
    PAD,
    SEAT_COLOURS,
    W,
    _panel,
    _seat_name,
    _text,
)


def _tracks(add, view: dict, st: dict, y: float) -> float:
    cat = st["cat"]
    seats = view.get("seats") or []
    length = cat.track_length
    h = 176
    _panel(
        add,
        PAD,
        y,
        INNER,
        h,
        "Reputation track",
        "each space entered pays its bonus; after the last space the track starts again",
    )
    cw = (INNER - 12 - (length - 1) * 3) / length
    yc = y + 28
    at: dict[int, list[int]] = {}
    for x, s in enumerate(seats):
        rep = s.get("reputation", 0)
        if isinstance(rep, int):
            at.setdefault(rep % length, []).append(x)
    for pos in range(length):
        cx = PAD + 6 + pos * (cw + 3)
        bonus = st["track_bonus"][pos]
        cls = "bonus" if bonus else "cell"
        add(
            f"<g><title>reputation space {pos}{': ' + escape(bonus) if bonus else ''}</title>"
            f'<rect x="{cx:.1f}" y="{yc}" width="{cw:.1f}" height="56" rx="4" class="{cls}"/></g>'
        )
        _text(add, cx + 4, yc + 12, str(pos), "l xs mut")
        if bonus:
            _text(add, cx + cw / 2, yc + 27, bonus, "c xs b")
        for i, x in enumerate(at.get(pos, [])):
            mx = cx + 9 + i * (cw - 18) / 3
            _marker(add, mx, yc + 45, x, view, f"reputation {pos}")
    # The score track: points scored so far (final points once the game is over).
    ys = yc + 82
    _text(add, PAD + 10, ys - 6, "Score", "l h2")
    _text(
        add,
        PAD + 60,
        ys - 6,
        "(points scored so far; final totals once the game is over)",
        "l s mut",
    )
    vps = [s.get("vp", 0) for s in seats if isinstance(s.get("vp", 0), int)]
    top = max(vps + [0])
    scale = max(50, -(-top // 25) * 25)
    x0, x1 = PAD + 20, W - PAD - 20
    add(f'<rect x="{x0}" y="{ys + 18}" width="{x1 - x0}" height="8" rx="4" class="cell"/>')
    step = 5 if scale <= 100 else 10 if scale <= 250 else 25
    for v in range(0, scale + 1, step):
        tx = x0 + (x1 - x0) * v / scale
        major = v % (step * 2) == 0
        add(
            f'<path d="M{tx:.1f},{ys + 26} v{6 if major else 3}" '
            'style="stroke:#7a6f5f;stroke-width:1"/>'
        )
        if major:
            _text(add, tx, ys + 43, str(v), "c xs mut")
    seen: dict[int, int] = {}
    for x, s in enumerate(seats):
        vp = s.get("vp", 0)
        if not isinstance(vp, int):
            continue
        k = seen.get(vp, 0)
        seen[vp] = k + 1
        mx = x0 + (x1 - x0) * max(vp, 0) / scale
        _marker(add, mx + 15 * k, ys + 9, x, view, f"{vp} VP")
    return y + h + 8


def _marker(add, x, y, seat_index: int, view: dict, what: str) -> None:
    colour = SEAT_COLOURS[seat_index % len(SEAT_COLOURS)]
    add(
        f"<g><title>{escape(_seat_name(view, seat_index, view.get('seat')))}: {escape(what)}</title>"
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" style="fill:{colour};stroke:#111;stroke-width:1"/>'
        f"</g>"
    )
    _text(add, x, y + 3.5, str(seat_index), "c xs b wt")
