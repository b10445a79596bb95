"""The central board: the four expeditions and the Embassy, Bank, University, Academy
and Publication areas with the dice placed on them."""

from __future__ import annotations

from html import escape

from ludotheque.games.encyclopedia.components import ROMAN
from ludotheque.games.encyclopedia.fronts.board.common import (
    AREA_TITLES,
    INNER,
    PAD,
    _die,
    _fill,
    _hit,
    _ink,
    _num,
    _panel,
    _text,
)


def _expeditions(add, view: dict, st: dict, tg: dict, y: float) -> float:
    exps = (view.get("central") or {}).get("expeditions") or {}
    h = 140
    _panel(
        add,
        PAD,
        y,
        INNER,
        h,
        "Expeditions",
        "the die takes the leftmost free space; ★ reputation, +n expedition value",
    )
    bw, gap = 206, 10
    yb = y + 30
    for k, (cont, row) in enumerate(exps.items()):
        x = PAD + 6 + k * (bw + gap)
        colour = st["colour_of"].get(cont, "")
        name = st["continent_name"].get(cont, str(cont))
        add(
            f'<rect x="{x}" y="{yb}" width="{bw}" height="22" rx="5" style="fill:{_fill(colour)}"/>'
        )
        _text(add, x + 8, yb + 15, f"{name} ({colour} dice)", f"l b {_ink(colour)}")
        row = row or []
        free = next((j for j, sp in enumerate(row) if not sp.get("die")), None)
        sw = (bw - 3 * 4) / max(len(row), 4)
        for j, sp in enumerate(row):
            sx = x + j * (sw + 4)
            sy = yb + 26
            stars = sp.get("stars", 0) if isinstance(sp.get("stars"), int) else 0
            state = "free" if not sp.get("die") else "taken"
            add(
                f"<g><title>{escape(f'{name} space {j + 1}: {stars} reputation, value +')}"
                f"{_num(sp.get('bonus', 0))} ({state})</title>"
                f'<rect x="{sx:.1f}" y="{sy}" width="{sw:.1f}" height="76" rx="4" class="cell"/></g>'
            )
            if j == free:
                add(
                    f'<rect x="{sx + 2:.1f}" y="{sy + 2}" width="{sw - 4:.1f}" height="72" '
                    'rx="3" class="next"/>'
                )
            _text(add, sx + sw / 2, sy + 15, "★" * stars if stars else "–", "c star")
            _text(add, sx + sw / 2, sy + 70, f"+{_num(sp.get('bonus', 0))}", "c b")
            die = sp.get("die")
            if die:
                _die(add, sx + sw / 2 - 14, sy + 22, die, 28)
                _hit(add, tg, ("rexp", cont, j), sx + sw / 2 - 14, sy + 22, 28, 28)
        _hit(add, tg, ("exp", cont), x, yb, bw, 102, f"expedition to {name}")
    return y + h + 8


def _areas(add, view: dict, st: dict, tg: dict, y: float) -> float:
    central = view.get("central") or {}
    cat = st["cat"]
    h = 136
    _panel(add, PAD, y, INNER, h)
    bw, gap = 206, 10
    yb = y + 8
    rules = {
        "embassy": ("Embassy", ["expedition tokens by value:", st["embassy"]]),
        "bank": (
            "Bank",
            [
                f"+{cat.bank_coins} coins; the round's first die",
                "here takes the first-player token",
            ],
        ),
        "university": (
            "University",
            ["take an Expert from the market;", "+1 token if colours match"],
        ),
        "academy": (
            "Academy",
            ["take an Animal of the die's colour;", "reputation " + st["academy"]],
        ),
    }
    used: set = set()
    for k, area in enumerate(AREA_TITLES):
        x = PAD + 6 + k * (bw + gap)
        title, lines = rules[area]
        add(f'<rect x="{x}" y="{yb}" width="{bw}" height="{h - 16}" rx="6" class="cell"/>')
        _text(add, x + 8, yb + 17, title, "l h2")
        for i, line in enumerate(lines):
            _text(add, x + 8, yb + 33 + 13 * i, line, "l s mut")
        if area == "bank" and view.get("bank_used"):
            _text(add, x + bw - 8, yb + 17, "token taken this round", "r s warn")
        dice = central.get(area) or []
        for i, die in enumerate(dice[:14]):
            dx = x + 8 + (i % 7) * 27
            dy = yb + 62 + (i // 7) * 27
            _die(add, dx, dy, die, 24)
            _hit(add, tg, ("rarea", area, die.get("colour")), dx, dy, 24, 24, used=used)
        _hit(add, tg, ("area", area), x, yb, bw, h - 16, f"{title} action")
    # Publication: the Type a die value reaches, and the dice lying on Animals.
    x = PAD + 6 + 4 * (bw + gap)
    add(f'<rect x="{x}" y="{yb}" width="{bw}" height="{h - 16}" rx="6" class="cell"/>')
    _text(add, x + 8, yb + 17, "Publication", "l h2")
    _text(add, x + 8, yb + 32, "highest Type by die value, VP per cube", "l xs mut")
    cw = (bw - 16 - 4 * 3) / 5
    for t in range(len(cat.pub_threshold)):
        cx = x + 8 + t * (cw + 3)
        cy = yb + 38
        add(
            f"<g><title>Type {ROMAN[t]}: die value {cat.pub_threshold[t]} or more, "
            f"{cat.pub_vp[t]} VP per {'card' if t == 0 else 'cube'}</title>"
            f'<rect x="{cx:.1f}" y="{cy}" width="{cw:.1f}" height="46" rx="4" class="bonus"/></g>'
        )
        _text(add, cx + cw / 2, cy + 14, ROMAN[t], "c b")
        _text(add, cx + cw / 2, cy + 28, f"{cat.pub_threshold[t]}+", "c s")
        _text(add, cx + cw / 2, cy + 41, f"{cat.pub_vp[t]} vp", "c xs mut")
        _hit(add, tg, ("upto", t), cx, cy, cw, 46)
    dice = central.get("on_animals") or []
    if dice:
        _text(add, x + 8, yb + 100, "on Animals:", "l xs mut")
    for i, die in enumerate(dice[:5]):
        _die(add, x + 70 + i * 25, yb + 88, die, 22, "publishing")
    return y + h + 8
