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
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from html import escape

from ludotheque.games.encyclopedia.components import ROMAN, load
from ludotheque.games.encyclopedia.decisions import DECK_TOP
from ludotheque.games.encyclopedia.texts import (
    COIN,
    SEAL_ACTION,
    SEAL_COINS,
    SEAL_VALUE,
    TOKEN_VALUE,
)
from ludotheque.games.encyclopedia.texts import build as build_texts

W = 1100
PAD = 10
INNER = W - 2 * PAD

DIE_FILL = {
    "red": "#d9463e",
    "yellow": "#f2c12e",
    "violet": "#8a58c2",
    "blue": "#2f74d0",
    "green": "#3a9a4b",
}
DARK_INK = {"yellow"}  # colours whose text is dark
SEAT_COLOURS = ("#e67e22", "#17a2b8", "#8d6e63", "#37474f")
TIMING = {"lasting": "∞ lasting", "end": "end of game", "discard": "⚡ once"}
SHORT_TOKEN = {
    "tokens": "+1 token",
    "coins": "+3 coins",
    "expert-draft": "Expert draft",
    "animal-draft": "Animal draft",
    "extra-die": "+1 die",
    "none": "no effect",
}
AREA_TITLES = ("embassy", "bank", "university", "academy")
SEAL_PRIORITY = ("seal-value", "recolour-seal", "seal-action", "seal-coins")
RETAKE_EXP = re.compile(r"^retake (\w+) from expedition (\w+) (\d+)$")
RETAKE_AREA = re.compile(r"^retake (\w+) from (\w+)$")

STYLE = (
    "<style>"
    ".board-encyclopedia text{font-family:'DejaVu Sans',sans-serif;font-size:11px;"
    "fill:#1e1e1e;pointer-events:none}"
    ".board-encyclopedia .l{text-anchor:start}"
    ".board-encyclopedia .c{text-anchor:middle}"
    ".board-encyclopedia .r{text-anchor:end}"
    ".board-encyclopedia .b{font-weight:bold}"
    ".board-encyclopedia .h1{font-size:19px;font-weight:bold}"
    ".board-encyclopedia .h2{font-size:14px;font-weight:bold}"
    ".board-encyclopedia .s{font-size:10px}"
    ".board-encyclopedia .xs{font-size:9px}"
    ".board-encyclopedia .big{font-size:15px;font-weight:bold}"
    ".board-encyclopedia .mut{fill:#5a5a5a}"
    ".board-encyclopedia .wt{fill:#fff}"
    ".board-encyclopedia .dk{fill:#3a2c00}"
    ".board-encyclopedia .star{fill:#b07d00;font-size:12px}"
    ".board-encyclopedia .warn{fill:#b3261e;font-weight:bold}"
    ".board-encyclopedia .bg{fill:#f6f1e6}"
    ".board-encyclopedia .panel{fill:#fffdf8;stroke:#c9bda6;stroke-width:1}"
    ".board-encyclopedia .card{fill:#fff;stroke:#6b6256;stroke-width:1}"
    ".board-encyclopedia .empty{fill:none;stroke:#9d9385;stroke-width:1;stroke-dasharray:4 3}"
    ".board-encyclopedia .pile{fill:#6d5c4b;stroke:#3b3128}"
    ".board-encyclopedia .die{stroke:#222;stroke-width:1}"
    ".board-encyclopedia .next{fill:none;stroke:#111;stroke-width:2;stroke-dasharray:3 2}"
    ".board-encyclopedia .hit{fill:#fff;fill-opacity:0}"
    ".board-encyclopedia .chip{stroke:#8a7f6e;stroke-width:1}"
    ".board-encyclopedia .cell{fill:#fff;stroke:#b3a892;stroke-width:1}"
    ".board-encyclopedia .bonus{fill:#fff3c4;stroke:#b3a892;stroke-width:1}"
    "</style>"
)


# ----- static data ------------------------------------------------------------------------
@cache
def static() -> dict:
    """What never changes: the catalogue, its option texts, and lookups by name."""
    cat = load()
    bonus = []
    for pos, kind in enumerate(cat.track_bonus):
        coins, tokens, seals, pick = cat.track_gain[pos]
        if pick:
            bonus.append(pick.capitalize())
        elif coins:
            bonus.append(f"+{coins} coins")
        elif tokens:
            bonus.append(f"+{tokens} token" + ("s" if tokens > 1 else ""))
        elif seals:
            bonus.append(f"+{seals} seal" + ("s" if seals > 1 else ""))
        else:
            bonus.append("" if kind is None else kind)
    return {
        "cat": cat,
        "tx": build_texts(cat),
        "colour_of": dict(zip(cat.continents, cat.colours, strict=True)),
        "continent_name": dict(zip(cat.continents, cat.continent_names, strict=True)),
        "experts": {
            name: (
                cat.continents[cat.expert_continent[e]],
                cat.expert_timing[e],
                cat.expert_text[e],
            )
            for e, name in enumerate(cat.expert_names)
        },
        "track_bonus": tuple(bonus),
        "embassy": _bands(cat.embassy_bands),
        "academy": _bands(cat.academy_bands),
    }


def _bands(bands) -> str:
    parts = []
    for i, (low, gain) in enumerate(bands):
        if i + 1 < len(bands):
            high = bands[i + 1][0] - 1
            parts.append(f"{low}-{high}: {gain}" if high > low else f"{low}: {gain}")
        else:
            parts.append(f"{low}+: {gain}")
    return " · ".join(parts)


@lru_cache(maxsize=2048)
def _wrap(text: str, width: int) -> tuple[str, ...]:
    words, line, lines = text.split(), "", []
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return tuple(lines)


# ----- what is clickable ------------------------------------------------------------------
def _targets(options: list[str], st: dict) -> dict:
    """Element key -> the option it stands for (one element per option at most)."""
    cat, parse = st["cat"], st["tx"].parse
    out: dict = {}
    seals: dict[str, str] = {}
    for opt in options:
        tag, arg = parse.get(opt, (None, None))
        key = None
        if tag in ("university", "recruit"):
            key = ("univ", cat.expert_names[arg])
        elif tag in ("academy", "study"):
            key = ("acad", cat.animal_names[arg])
        elif tag == "expedition":
            key = ("exp", cat.continents[arg])
        elif tag in ("publish", "include"):
            key = ("card", cat.animal_names[arg])
        elif tag == "leave":
            key = ("leave", cat.animal_names[arg])
        elif tag == "research":
            key = ("research", cat.animal_names[arg[0]], arg[1])
        elif tag in ("use", "cover"):
            key = ("expert", cat.expert_names[arg])
        elif tag == "use-now":
            key = ("new",)
        elif tag == "keep":
            key = ("free-slot",)
        elif tag == "face-down":
            key = ("pile",)
        elif tag == "put":
            key = ("put", cat.slot_labels[arg])
        elif tag == "take":
            c, v, owner, slot = arg
            key = ("take", owner, cat.slot_labels[slot], cat.colours[c], v)
        elif tag == "upto":
            key = ("upto", arg)
        elif tag in ("embassy", "bank"):
            key = ("area", tag)
        elif tag == "recolour-token" or opt == TOKEN_VALUE:
            key = ("res", "tokens")
        elif tag == "recolour-seal":
            seals.setdefault("recolour-seal", opt)
        elif opt == COIN:
            key = ("res", "coins")
        elif opt == SEAL_VALUE:
            seals["seal-value"] = opt
        elif opt == SEAL_ACTION:
            seals["seal-action"] = opt
        elif opt == SEAL_COINS:
            seals["seal-coins"] = opt
        elif opt == DECK_TOP["expert"]:
            key = ("deck", "expert")
        elif opt == DECK_TOP["animal"]:
            key = ("deck", "animal")
        elif opt.startswith("retake "):
            m = RETAKE_EXP.match(opt)
            if m:
                key = ("rexp", m.group(2), int(m.group(3)) - 1)
            else:
                m = RETAKE_AREA.match(opt)
                if m:
                    key = ("rarea", m.group(2), m.group(1))
        if key is not None:
            out.setdefault(key, opt)
    for kind in SEAL_PRIORITY:
        if kind in seals:
            out[("res", "seals")] = seals[kind]
            break
    return out


# ----- drawing helpers --------------------------------------------------------------------
def _num(v) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    return escape(str(v))


def _text(add, x, y, text, cls="l", style="") -> None:
    st = f' style="{style}"' if style else ""
    add(f'<text x="{x:.1f}" y="{y:.1f}" class="{cls}"{st}>{escape(str(text))}</text>')


def _hit(add, tg: dict, key, x, y, w, h, title="", used: set | None = None) -> None:
    """A transparent clickable shape over an element, when the element stands for an option."""
    opt = tg.get(key)
    if opt is None or (used is not None and key in used):
        return
    if used is not None:
        used.add(key)
    add(
        f'<g class="opt" data-option="{escape(opt)}" tabindex="0" role="button">'
        f"<title>{escape(title or opt)}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5" class="hit"/></g>'
    )


def _fill(colour) -> str:
    return DIE_FILL.get(colour, "#9e9e9e")


def _ink(colour) -> str:
    return "dk" if colour in DARK_INK or colour not in DIE_FILL else "wt"


def _die(add, x, y, die: dict, size=26, note="") -> None:
    colour = die.get("colour")
    value = die.get("value")
    title = f"{colour} die, value {value}" + (f" ({note})" if note else "")
    add(
        f'<g><title>{escape(title)}</title><rect x="{x:.1f}" y="{y:.1f}" width="{size}" '
        f'height="{size}" rx="{size / 5:.1f}" class="die" style="fill:{_fill(colour)}"/>'
    )
    add(
        f'<text x="{x + size / 2:.1f}" y="{y + size / 2 + 5:.1f}" class="c b {_ink(colour)}" '
        f'style="font-size:{13 if size >= 24 else 11}px">{_num(value)}</text></g>'
    )


def _panel(add, x, y, w, h, title="", note="") -> None:
    add(f'<rect x="{x}" y="{y}" width="{w}" height="{h:.1f}" rx="8" class="panel"/>')
    if title:
        _text(add, x + 10, y + 19, title, "l h2")
    if note:
        _text(add, x + w - 10, y + 18, note, "r s mut")


def _seat_name(view: dict, x, seat) -> str:
    seats = view.get("seats") or []
    automa = isinstance(x, int) and 0 <= x < len(seats) and seats[x].get("automa")
    name = f"Seat {x}" + (" (Automa)" if automa else "")
    return name + (" (you)" if seat is not None and x == seat else "")


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
        f"first player: seat {_num(view.get('first_player'))}",
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


def _expert_card(add, x, y, w, h, name, cont, timing, effect, st, lines=4) -> None:
    colour = st["colour_of"].get(cont, "")
    title = (
        f"{name} ({st['continent_name'].get(cont, cont)}, {TIMING.get(timing, timing)}): {effect}"
    )
    add(
        f"<g><title>{escape(title)}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="card"/>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="19" rx="5" '
        f'style="fill:{_fill(colour)}"/></g>'
    )
    _text(add, x + 6, y + 14, name, f"l b {_ink(colour)}", "font-size:10.5px")
    _text(add, x + 6, y + 31, TIMING.get(timing, str(timing)), "l xs mut")
    width = max(int(w / 5.6), 10)
    for i, line in enumerate(_wrap(str(effect), width)[:lines]):
        _text(add, x + 6, y + 44 + 11.5 * i, line, "l xs")


def _animal_card(add, x, y, w, animal: dict, st, cubes=None, colour_seat=None, tg=None):
    """An Animal: its continent band and name, one row per Type; `cubes` marks the rows
    holding a research cube (Animals in study)."""
    cont = animal.get("continent")
    colour = st["colour_of"].get(cont, "")
    name = str(animal.get("name"))
    types = list(animal.get("types") or [])
    h = 20 + 17 * 4 + 4
    cat = st["cat"]
    where = st["continent_name"].get(cont, cont)
    title = f"{name} ({where}): " + ", ".join(map(str, types))
    add(
        f"<g><title>{escape(title)}"
        f'</title><rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="5" class="card"/>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="19" rx="5" '
        f'style="fill:{_fill(colour)}"/></g>'
    )
    _text(add, x + 6, y + 14, name, f"l b {_ink(colour)}")
    have = set(cubes or [])
    for t in range(1, 5):
        ry = y + 21 + 17 * (t - 1)
        category = types[t - 1] if t - 1 < len(types) else ""
        if cubes is not None:
            filled = ROMAN[t] in have
            style = f"fill:{colour_seat}" if filled else "fill:#fff"
            add(
                f'<rect x="{x + 5:.1f}" y="{ry + 3:.1f}" width="11" height="11" rx="2" '
                f'class="chip" style="{style}"/>'
            )
            tx = x + 21
        else:
            tx = x + 6
        _text(add, tx, ry + 12, f"{ROMAN[t]}", "l xs b")
        _text(add, tx + 20, ry + 12, category, "l s")
        if tg:
            cost = cat.research_cost[t]
            _hit(
                add,
                tg,
                ("research", name, t),
                x + 2,
                ry,
                w - 4,
                17,
                f"research {name} Type {ROMAN[t]} ({category}): costs {cost}",
            )
    return h


def _market_row(add, view, st, tg, y, kind) -> float:
    decks = view.get("decks") or {}
    if kind == "expert":
        slots = view.get("university") or []
        cards = {c.get("name"): c for c in view.get("university_cards") or []}
        title = "University: Expert market"
        note = "∞ lasting · end of game: scored at the end · ⚡ once, then face down"
        cw, ch, gap = 150, 100, 8
    else:
        slots = view.get("academy") or []
        cards = None
        title = "Academy: Animal market"
        note = "Type I classification · II diet · III habitat · IV climate"
        cw, ch, gap = 112, 92, 6
    h = ch + 42
    _panel(add, PAD, y, INNER, h, title, note)
    yc = y + 30
    for i, card in enumerate(slots):
        x = PAD + 8 + i * (cw + gap)
        if card is None:
            add(f'<rect x="{x}" y="{yc}" width="{cw}" height="{ch}" rx="5" class="empty"/>')
            _text(add, x + cw / 2, yc + ch / 2 + 4, "empty", "c s mut")
            continue
        if kind == "expert":
            name = str(card)
            c = cards.get(name) or {}
            cont, timing, effect = st["experts"].get(name, ("", "", ""))
            _expert_card(
                add,
                x,
                yc,
                cw,
                ch,
                name,
                c.get("continent", cont),
                c.get("timing", timing),
                c.get("effect", effect),
                st,
                lines=5,
            )
            _hit(add, tg, ("univ", name), x, yc, cw, ch)
        else:
            _animal_card(add, x, yc, cw, card, st)
            _hit(add, tg, ("acad", str(card.get("name"))), x, yc, cw, ch)
    # The deck pile.
    x = W - PAD - 8 - 86
    add(f'<rect x="{x}" y="{yc}" width="86" height="{ch}" rx="6" class="pile"/>')
    if kind == "expert":
        deck, lines = decks.get("experts", 0), [f"discard {_num(decks.get('expert_discard', 0))}"]
    else:
        deck = decks.get("animals", 0)
        lines = [
            f"discard {_num(decks.get('animal_discard', 0))}",
            f"removed {_num(decks.get('animals_removed', 0))}",
        ]
    _text(add, x + 43, yc + 20, "Experts" if kind == "expert" else "Animals", "c b wt")
    _text(add, x + 43, yc + 42, f"deck {_num(deck)}", "c big wt")
    for i, line in enumerate(lines):
        _text(add, x + 43, yc + 62 + 14 * i, line, "c s wt")
    _hit(add, tg, ("deck", kind), x, yc, 86, ch, DECK_TOP[kind])
    return y + h + 8


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
            f"<g><title>{escape(f'slot {label}')}</title>"
            f'<rect x="{sx}" y="{sy}" width="{sw}" height="62" rx="5" class="cell"/></g>'
        )
        _text(a, sx + sw / 2, sy + 14, str(label), "c s b")
        _hit(a, mine, ("put", label), sx, sy, sw, 62, f"put the next die on slot {label}")
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
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height}" '
        f'class="board board-encyclopedia" role="img" aria-label="Encyclopedia table">'
        f"{STYLE}"
        f'<rect x="0" y="0" width="{W}" height="{height}" class="bg"/>'
    )
    return head + "".join(out) + "</svg>"
