"""Encyclopedia's table as SVG: the central board, the markets, the tracks and every seat's
area, as one seat sees it.

Drawn from the seat's view only, with the game's static catalogue for what never changes
(the reputation track's bonuses, the value bands, the round-token labels, the option texts
and what they name). The central board's real art is lost (digest section 2), so its zones
are laid out as boxes: expeditions, Embassy, Bank, University, Academy, Publication.

Clickable (for the seat deciding): market cards (university, academy, recruit, study), the
deck piles (take the top card), an expedition's continent, the Embassy and the Bank, the
Publication area's Type cells (publish up to), your Animals in study (publish, include,
their Type rows for research, a "leave out" tab), your Experts (use, cover), your free
Expert slot (keep), your face-down pile (set face down), the new Expert (use now), the
slots of your dice board (put) and every die on a board (take), the dice on the central
board (retake), and your coins, tokens and seals (coin +1, token +2 or recolour, seal +5 /
recolour / seal action / 5 coins). Everything else (done, pass, keep seals, a second seal
use) is chosen from the page's list.

One file per part of the picture: `central` (expeditions and the five areas), `market`
(University and Academy), `tracks`, `seat` (a seat's area), with `cards` (an Expert, an
Animal), `targets` (options to elements) and `common` (what they all draw with). This module
stacks the parts and adds the header, the final scoring, the log and the legend.
"""

from __future__ import annotations

from html import escape

from ludotheque.fronts.svg import svg_open
from ludotheque.games.encyclopedia.components import ROMAN
from ludotheque.games.encyclopedia.fronts.board.central import _areas, _expeditions
from ludotheque.games.encyclopedia.fronts.board.common import (
    INNER,
    PAD,
    SEAT_COLOURS,
    SHORT_TOKEN,
    STYLE,
    W,
    _die,
    _fill,
    _num,
    _panel,
    _seat_name,
    _text,
    static,
)
from ludotheque.games.encyclopedia.fronts.board.market import _market_row
from ludotheque.games.encyclopedia.fronts.board.seat import _seat_area
from ludotheque.games.encyclopedia.fronts.board.targets import _targets
from ludotheque.games.encyclopedia.fronts.board.tracks import _tracks


# ----- sections ---------------------------------------------------------------------------
def _header(add, view: dict, seat, st: dict) -> float:
    cat = st["cat"]
    rnd, rounds = view.get("round", 0), view.get("rounds", cat.rounds)
    title = f"Encyclopedia · round {_num(rnd)} of {_num(rounds)}" if rnd else "Encyclopedia · setup"
    add(f'<text x="{PAD + 4}" y="28" class="l h1">{title}</text>')
    # Round tokens, one per round, revealed from the left.
    tokens = view.get("round_tokens") or {}
    revealed = list(tokens.get("revealed") or [])
    face_down = tokens.get("face_down", 0) if isinstance(tokens.get("face_down"), int) else 0
    n = max(len(revealed) + face_down, 1)
    bw, gap = 84, 5
    x0 = W - PAD - n * (bw + gap) + gap
    _text(add, x0 - 8, 22, "round tokens", "r s mut")
    for i in range(n):
        x = x0 + i * (bw + gap)
        if i < len(revealed):
            kind = str(revealed[i])
            label = cat.round_token_labels.get(kind, kind)
            current = i == len(revealed) - 1 and not view.get("over")
            stroke = "stroke:#111;stroke-width:2.5" if current else ""
            add(
                f"<g><title>{escape(f'round {i + 1}: {label}')}</title>"
                f'<rect x="{x}" y="8" width="{bw}" height="34" rx="6" class="bonus" '
                f'style="{stroke}"/></g>'
            )
            _text(add, x + bw / 2, 21, f"round {i + 1}", "c xs mut")
            _text(add, x + bw / 2, 35, SHORT_TOKEN.get(kind, kind), "c s b")
        elif i < len(revealed) + face_down:
            add(
                f"<g><title>round {i + 1}: face-down token</title>"
                f'<rect x="{x}" y="8" width="{bw}" height="34" rx="6" class="pile"/></g>'
            )
            _text(add, x + bw / 2, 31, "?", "c big wt")
    y = 62
    # Who decides, the prompt.
    d = view.get("decision") or {}
    if view.get("over"):
        winners = view.get("winners") or []
        names = ", ".join(_seat_name(view, w, seat) for w in winners) or "nobody"
        _text(add, PAD + 4, y, f"Game over. Winner: {names}", "l h2 warn")
    else:
        who = d.get("seat")
        prompt = d.get("prompt") or ""
        if seat is not None and who == seat:
            line = f"Your decision: {prompt}"
        elif who is not None:
            line = f"{_seat_name(view, who, seat)} decides: {prompt}"
        else:
            line = prompt
        _text(add, PAD + 4, y, line, "l h2", "fill:#8a1f62" if who == seat else "")
    facts = [
        f"first player: seat {_num(_first + 1 if isinstance(_first := view.get('first_player'), int) else _first)}",
        f"bag: {_num(view.get('bag', 0))} dice",
    ]
    if view.get("active") is not None and not view.get("over"):
        facts.insert(0, f"turn of: {_seat_name(view, view.get('active'), seat)}")
    _text(add, W - PAD - 4, y, " · ".join(facts), "r s mut")
    y += 10
    # The die in hand and the action in progress.
    turn = view.get("turn")
    if turn:
        y += 4
        die = turn.get("die") or {}
        _die(add, PAD + 4, y, die, 26, "in hand")
        parts = [
            f"in hand: {die.get('colour')} {die.get('value')}, counts as "
            f"{turn.get('colour_now')} {turn.get('value_now')}"
        ]
        if turn.get("action"):
            parts.append(f"action: {turn['action']}")
        if "expedition_value" in turn:
            parts.append(f"expedition value left: {turn['expedition_value']}")
            parts.append(f"cubes placed: {turn.get('cubes_placed', 0)}")
        if "publish_up_to" in turn:
            parts.append(f"publishing up to Type {turn['publish_up_to']}")
            inc = turn.get("included") or []
            parts.append("included: " + (", ".join(str(a) for a in inc) if inc else "none yet"))
        if turn.get("seal_action"):
            parts.append("Royal Seal extra action")
        _text(add, PAD + 38, y + 18, " · ".join(parts), "l")
        y += 30
    waiting = view.get("waiting_picks") or []
    if waiting:
        y += 14
        text = "; ".join(
            f"{_seat_name(view, w.get('seat'), seat)} picks an {w.get('kind')}" for w in waiting
        )
        _text(add, PAD + 4, y, f"reputation bonus picks waiting: {text}", "l s")
        y += 4
    return y + 8


def _final(add, view: dict, seat, y: float) -> float:
    final = view.get("final_scoring") or {}
    seats = view.get("seats") or []
    rows = list(final.items())
    h = 44 + 16 * (len(rows) + 1)
    _panel(add, PAD, y, INNER, h, "Final scoring")
    x0, cw = PAD + 160, 150
    for x in range(len(seats)):
        _text(add, x0 + cw * x + cw / 2, y + 40, _seat_name(view, x, seat), "c b")
    for i, (part, values) in enumerate(rows):
        ry = y + 56 + 16 * i
        _text(add, PAD + 14, ry, part, "l")
        for x, v in enumerate(values or []):
            _text(add, x0 + cw * x + cw / 2, ry, _num(v), "c")
    ry = y + 56 + 16 * len(rows)
    _text(add, PAD + 14, ry, "total", "l b")
    for x, s in enumerate(seats):
        _text(add, x0 + cw * x + cw / 2, ry, _num(s.get("vp", 0)), "c b")
    return y + h + 8


def _log(add, view: dict, y: float) -> float:
    log = list(view.get("log") or [])[-8:]
    if not log:
        return y
    h = 30 + 14 * len(log)
    _panel(add, PAD, y, INNER, h, "Recent events")
    for i, line in enumerate(log):
        _text(add, PAD + 14, y + 38 + 14 * i, str(line), "l s")
    return y + h + 8


def _legend(add, view: dict, st: dict, y: float) -> float:
    cat = st["cat"]
    h = 48
    _panel(add, PAD, y, INNER, h)
    x = PAD + 12
    _text(add, x, y + 18, "dice:", "l s b")
    x += 36
    for cont, colour in zip(cat.continents, cat.colours, strict=True):
        add(
            f'<rect x="{x}" y="{y + 7}" width="14" height="14" rx="3" class="die" '
            f'style="fill:{_fill(colour)}"/>'
        )
        _text(add, x + 18, y + 18, f"{colour} = {st['continent_name'][cont]}", "l s")
        x += 122
    seats = view.get("seats") or []
    x = PAD + 12
    _text(add, x, y + 39, "seats:", "l s b")
    x += 42
    for i in range(len(seats)):
        add(
            f'<circle cx="{x + 7}" cy="{y + 35}" r="7" '
            f'style="fill:{SEAT_COLOURS[i % len(SEAT_COLOURS)]};stroke:#111"/>'
        )
        _text(add, x + 18, y + 39, _seat_name(view, i, view.get("seat")), "l s")
        x += 130
    costs = " · ".join(f"{ROMAN[t]} {cat.research_cost[t]}" for t in range(1, 5))
    _text(add, W - PAD - 12, y + 39, f"research cube cost by Type: {costs}", "r s")
    return y + h + 8


def _seat_order(view: dict, seat) -> list[int]:
    n = len(view.get("seats") or [])
    if seat is None or not isinstance(seat, int) or not 0 <= seat < n:
        return list(range(n))
    return [(seat + i) % n for i in range(n)]


def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    st = static()
    tg = _targets(list(options or []), st)
    out: list[str] = []
    add = out.append
    y = _header(add, view, seat, st)
    y = _expeditions(add, view, st, tg, y)
    y = _areas(add, view, st, tg, y)
    y = _market_row(add, view, st, tg, y, "expert")
    y = _market_row(add, view, st, tg, y, "animal")
    y = _tracks(add, view, st, y)
    if view.get("over"):
        y = _final(add, view, seat, y)
    for x in _seat_order(view, seat):
        y = _seat_area(add, view, x, seat, st, tg, list(options or []), y)
    y = _log(add, view, y)
    y = _legend(add, view, st, y)
    height = round(y + 2)
    head = (
        svg_open(W, height, "encyclopedia", "Encyclopedia table")
        + STYLE
        + f'<rect x="0" y="0" width="{W}" height="{height}" class="bg"/>'
    )
    return head + "".join(out) + "</svg>"
