"""A seat's player board: followers, resources, units (Home, tired, infirmary, untrained
dinos), the 3x3 ranch with its crates per row, artefacts, the adventure in progress,
what is left in the personal supply, and the goal card when the viewer may see it."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.effect_words import thing
from ludotheque.games.perseverance_ep3.fronts.board.common import (
    SPECIES,
    W,
    clickable,
    colour,
    e,
    seat_name,
    text_colour,
)
from ludotheque.games.perseverance_ep3.fronts.terminal import where_text

HEIGHT = 178
UNIT_NAMES = {"ranger": "rangers", "tsh": "sh", "tr": "ra", "tth": "th", "tij": "ij"}
RESOURCES = (("food", "food"), ("debris", "debris"), ("ir", "island res."), ("gb", "glowberries"))


def _units(counts: dict) -> str:
    parts = [f"{n} {UNIT_NAMES.get(k, k)}" for k, n in (counts or {}).items() if n]
    return ", ".join(parts) or "none"


def _goal_text(goal) -> str:
    for g in components().goals:
        if g.id == goal:
            personal = " and ".join(f"{k} ≥ {v}" for k, v in g.personal)
            return f"goal #{goal}: {personal}; zones {', '.join(g.zones)}; {g.officer}"
    return "goal card: hidden"


def player(add, view: dict, p: int, seat: int | None, targets: dict, y0: float) -> float:
    e_ = (view.get("players") or [])[p]
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{HEIGHT}" rx="8" class="sec"/>')
    add(f'<rect x="0" y="0" width="10" height="{HEIGHT}" rx="4" style="fill:{colour(p)}"/>')
    add(f'<text x="18" y="20" class="h2 l">{e(seat_name(view, p, seat))}</text>')
    add(
        f'<circle cx="{W - 40}" cy="26" r="20" class="piece" style="fill:{colour(p)}"/>'
        f'<text x="{W - 40}" y="32" class="h2" style="fill:{text_colour(p)}">'
        f"{e(e_.get('followers', 0))}</text>"
        f'<text x="{W - 66}" y="30" class="s r">followers</text>'
    )
    info = [
        f"turns played {e_.get('turns', 0)}/8",
        f"start zone {e_.get('start_zone') or '-'}",
        f"leader: {where_text(e_.get('leader_at', '-'))}"
        + (" (mounted)" if e_.get("mounted") else ""),
    ]
    if e_.get("threat_track"):
        info.append(f"threat track {e_['threat_track']}")
    add(f'<text x="18" y="38" class="s l m">{e(" · ".join(info))}</text>')
    # Resources.
    res = e_.get("resources") or {}
    for k, (key, label) in enumerate(RESOURCES):
        x = 18 + k * 78
        opened = clickable(add, targets.get(f"res:{key}"), x - 2, 48, 74, 36)
        add(
            f'<rect x="{x}" y="50" width="70" height="32" rx="4" class="box">'
            f"<title>{e(thing(key))}: {e(res.get(key, 0))}</title></rect>"
        )
        add(f'<text x="{x + 35}" y="66" class="h2">{e(res.get(key, 0))}</text>')
        add(f'<text x="{x + 35}" y="78" class="xs m">{e(label)}</text>')
        if opened:
            add("</g>")
    # Units.
    rows = [
        ("Home", _units(e_.get("home"))),
        ("Tired", _units(e_.get("tired"))),
        (
            "Infirmary",
            _units(e_.get("infirmary")) + (" (cover on)" if e_.get("infirmary_cover") else ""),
        ),
        ("Rangers in supply", str(e_.get("rangers_in_supply", 0))),
    ]
    for k, (label, text) in enumerate(rows):
        add(
            f'<text x="18" y="{102 + k * 15}" class="s l"><tspan class="b">{e(label)}:</tspan> '
            f"{e(text)}</text>"
        )
    add('<text x="18" y="166" class="s b l">Untrained:</text>')
    for k, (sp, n) in enumerate((e_.get("untrained") or {}).items()):
        x = 80 + k * 62
        opened = clickable(add, targets.get(f"untrained:{sp}"), x - 2, 154, 60, 18)
        add(f'<text x="{x}" y="166" class="s l">{e(n)} {e(SPECIES.get(sp, sp)[:7])}</text>')
        if opened:
            add("</g>")
    _ranch(add, e_, targets)
    _side(add, view, e_, p, seat)
    add("</g>")
    return y0 + HEIGHT


def _ranch(add, e_: dict, targets: dict) -> None:
    x0, y0 = 350, 8
    add(f'<text x="{x0}" y="{y0 + 12}" class="s b l">Ranch (crates per row)</text>')
    cells = e_.get("ranch") or [None] * 9
    crates = e_.get("crates") or [0, 0, 0]
    for r in range(3):
        y = y0 + 20 + r * 50
        opened = clickable(add, targets.get(f"row:{r}"), x0 - 2, y - 2, 44, 48)
        n = crates[r] if r < len(crates) else 0
        add(
            f'<rect x="{x0}" y="{y}" width="40" height="44" rx="4" class="box">'
            f"<title>ranch row {r + 1}: {e(n)} crate{'' if n == 1 else 's'}</title></rect>"
        )
        add(f'<text x="{x0 + 20}" y="{y + 22}" class="h2">{e(n)}</text>')
        add(f'<text x="{x0 + 20}" y="{y + 36}" class="xs m">row {r + 1}</text>')
        if opened:
            add("</g>")
        for c in range(3):
            x = x0 + 48 + c * 118
            name = cells[r * 3 + c] if r * 3 + c < len(cells) else None
            opened = clickable(add, targets.get(f"cell:{r}:{c}"), x - 2, y - 2, 118, 48)
            add(
                f'<rect x="{x}" y="{y}" width="114" height="44" rx="4" class="space" '
                f'style="fill:{"#f2e3c4" if name else "#f5f0e4"}"><title>'
                f"{e(name or 'printed effect')}: ranch row {r + 1}, column {c + 1}</title></rect>"
            )
            words = str(name or "printed effect").split(" ")
            half = (len(words) + 1) // 2
            for k, part in enumerate((" ".join(words[:half]), " ".join(words[half:]))):
                if part:
                    cls = "s b" if name else "xs m"
                    add(f'<text x="{x + 57}" y="{y + 19 + k * 12}" class="{cls}">{e(part)}</text>')
            if opened:
                add("</g>")


def _side(add, view: dict, e_: dict, p: int, seat: int | None) -> None:
    x = 760
    lines = []
    arts = e_.get("artefacts") or []
    lines.append("artefacts: " + (", ".join(arts) if arts else "none"))
    adv = e_.get("adventure")
    if adv:
        units = _units(e_.get("on_adventure"))
        if e_.get("leader_on_adventure"):
            units += ", leader" + (" (laid down)" if e_.get("leader_laid_down") else "")
        lines.append(f"adventure: {adv}, step {e_.get('adventure_step')}")
        lines.append(f"  with {units}")
    else:
        lines.append("adventure: none in progress")
    st = e_.get("adventures_started") or {}
    dn = e_.get("adventures_completed") or {}
    lines.append(
        f"adventures started {st.get('wilderness', 0)}+{st.get('temple', 0)} temple, "
        f"completed {dn.get('wilderness', 0)}+{dn.get('temple', 0)} temple"
    )
    lines.append(
        f"supply: {e_.get('dice_in_supply', 0)} dice, {e_.get('shelters', 0)} shelters, "
        f"{e_.get('cubes', 0)} cubes"
    )
    goal = e_.get("goal")
    lines.append(_goal_text(goal) if goal is not None else "goal card: hidden")
    for k, line in enumerate(lines):
        add(f'<text x="{x}" y="{64 + k * 16}" class="s l">{e(line)}</text>')
