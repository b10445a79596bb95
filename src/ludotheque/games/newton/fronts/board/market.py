"""The card market and its decks, the Great Discoveries, and the tile supplies."""

from __future__ import annotations

import math

from ludotheque.games.newton.fronts.board.common import (
    ACTION_LABEL,
    CARD_H,
    CARD_W,
    INCOME_LABEL,
    LEVELS,
    VOLUME,
    W,
    _card,
    _chip,
    _e,
    _opt,
    _static,
)
from ludotheque.games.newton.words import discovery_name


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
        f"{discovery_name(gid) or gid}: costs {d.cost}¢; while face up: "
        + (
            ", ".join([f"{v} Volume" for v in vols] + ([f"Income {income}"] if income else []))
            or "nothing"
        )
        + f"; turned: {d.vp} VP per {d.per.replace('-', ' ')}"
    )
    if turned:
        desc += " (turned face down)"
    add(f'<g data-ref="{_e(gid)}"{_opt(targets, key)}><title>{_e(desc)}</title>')
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
