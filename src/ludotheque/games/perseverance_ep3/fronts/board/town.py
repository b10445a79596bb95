"""The town: the four zones (die spaces, shelter spaces, leader and thunderhorn spaces,
officer) under their plains (a lower and an upper structure parcel each), and the pool of
dice (L297, L600-L747, L1171-L1178)."""

from __future__ import annotations

from functools import cache

from ludotheque.games.perseverance_ep3.components import components, load_json
from ludotheque.games.perseverance_ep3.effect_words import ZONE_NAMES as ZONE_WORDS
from ludotheque.games.perseverance_ep3.effect_words import effect
from ludotheque.games.perseverance_ep3.fronts.board.common import (
    FACE_SHORT,
    OFFICERS,
    ZONE_FILL,
    ZONE_NAMES,
    W,
    clickable,
    die,
    e,
    piece,
)

GAP = 10
ZW = (W - 5 * GAP) / 4
HEIGHT = 262


def town(add, view: dict, targets: dict, y0: float) -> float:
    board = view.get("board") or {}
    zones = board.get("zones") or {}
    players = len(view.get("players") or [])
    side = "4" if players == 4 else "2-3"
    bonuses, tops = _bonus_texts(side)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{HEIGHT}" rx="8" class="sec"/>')
    add('<text x="12" y="20" class="h2 l">Plains and town</text>')
    for k, zid in enumerate(ZONE_NAMES):
        z = zones.get(zid) or {}
        x = GAP + k * (ZW + GAP)
        _zone(add, view, zid, z, x, 30, targets, bonuses + [tops.get(zid, "")])
    _pool(add, view, board.get("pool") or [], targets, HEIGHT - 34)
    add("</g>")
    return y0 + HEIGHT


@cache
def _bonus_texts(side: str) -> tuple[list[str], dict[str, str]]:
    """The shelter spaces' bonuses as the data writes them (tooltips): the shared ones
    bottom first, and each zone's own top bonus."""
    town = load_json("town.json")
    shared = [b for b in (town.get("shelter_spaces") or {}).get(side, []) if b != "TOP"]
    tops = {z.get("id"): z.get("top_shelter_bonus", "") for z in town.get("zones") or []}
    return shared, tops


def _zone(add, view, zid: str, z: dict, x: float, y: float, targets, bonuses) -> None:
    h = HEIGHT - 74
    add(
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{ZW:.0f}" height="{h}" rx="6" class="box" '
        f'style="fill:{ZONE_FILL[zid]}"><title>{e(ZONE_WORDS.get(zid, zid))} zone</title></rect>'
    )
    if clickable(add, targets.get(f"zone:{zid}"), x - 2, y - 2, ZW + 4, h + 4, 7):
        add("</g>")
    add(f'<text x="{x + 8:.0f}" y="{y + 16:.0f}" class="h2 l">{e(zid.capitalize())}</text>')
    officer = OFFICERS.get(z.get("officer"), z.get("officer", ""))
    add(f'<text x="{x + ZW - 8:.0f}" y="{y + 16:.0f}" class="s r">officer: {e(officer)}</text>')
    # The plains: lower parcel (ability), upper parcel (end-game scoring).
    names = z.get("structures") or [None, None]
    owners = z.get("structure_owners") or [-1, -1]
    pw = (ZW - 24) / 2
    for j, label in enumerate(("lower", "upper")):
        px = x + 8 + j * (pw + 8)
        py = y + 24
        name = names[j] if j < len(names) else None
        opened = clickable(add, targets.get(f"struct:{name}") if name else None, px, py, pw, 36)
        add(
            f'<rect x="{px:.0f}" y="{py:.0f}" width="{pw:.0f}" height="36" rx="4" class="space">'
            f"<title>{e(name or 'empty')}: {label} structure parcel of the {e(ZONE_WORDS.get(zid, zid))} zone</title>"
            "</rect>"
        )
        add(f'<text x="{px + 4:.0f}" y="{py + 11:.0f}" class="xs m l">{label} parcel</text>')
        add(f'<text x="{px + 4:.0f}" y="{py + 26:.0f}" class="s b l">{e(name or "-")}</text>')
        owner = owners[j] if j < len(owners) else -1
        if isinstance(owner, int) and owner != -1:
            piece(add, owner, px + pw - 10, py + 10, 7, what=f"{name} structure")
        if opened:
            add("</g>")
    # Die spaces: the printed specialist, and the die on it.
    faces = components().board.faces
    dice = z.get("dice") or []
    for i in range(4):
        dx = x + 8 + i * 44
        dy = y + 70
        opened = clickable(add, targets.get(f"space:{zid}:{i}"), dx - 2, dy - 2, 38, 50)
        face = faces[i] if i < len(faces) else ""
        add(
            f'<rect x="{dx:.0f}" y="{dy:.0f}" width="34" height="34" rx="5" class="space">'
            f"<title>{e(face)} space of the {e(ZONE_WORDS.get(zid, zid))} zone</title></rect>"
        )
        add(
            f'<text x="{dx + 17:.0f}" y="{dy + 45:.0f}" class="xs m">{e(FACE_SHORT.get(face, face))}</text>'
        )
        d = dice[i] if i < len(dice) else -1
        if isinstance(d, dict):
            die(add, d, dx + 4, dy + 4)
        elif d == -2:
            add(f'<text x="{dx + 17:.0f}" y="{dy + 22:.0f}" class="h2 m">✕</text>')
        if opened:
            add("</g>")
    # Leader and thunderhorn spaces.
    for j, (key, label) in enumerate((("leader", "leader"), ("thunderhorn_space", "th"))):
        lx = x + 188 + j * 46
        ly = y + 70
        what = "leader" if key == "leader" else "Thunderhorn"
        add(
            f'<rect x="{lx:.0f}" y="{ly:.0f}" width="40" height="34" rx="5" class="space">'
            f"<title>{what} space of the {e(ZONE_WORDS.get(zid, zid))} zone</title></rect>"
        )
        add(f'<text x="{lx + 20:.0f}" y="{ly + 45:.0f}" class="xs m">{label}</text>')
        o = z.get(key, -1)
        if isinstance(o, int) and o != -1:
            piece(add, o, lx + 20, ly + 17, 10, "L" if key == "leader" else "Th", what)
    # Shelter spaces, bottom first; the top one has the zone's own bonus.
    shelters = z.get("shelters") or []
    n = len(shelters)
    step = min(32, (ZW - 20) / max(1, n))
    for i, o in enumerate(shelters):
        sx = x + 18 + i * step
        sy = y + 150
        opened = clickable(add, targets.get(f"shelter:{zid}:{i}"), sx - 12, sy - 12, 24, 34)
        bonus = bonuses[i] if i < len(bonuses) else ""
        add(
            f'<circle cx="{sx:.0f}" cy="{sy:.0f}" r="10" class="space"><title>shelter space '
            f"{i + 1} of the {e(ZONE_WORDS.get(zid, zid))} zone{': ' + e(effect(bonus)) if bonus else ''}</title></circle>"
        )
        if isinstance(o, int) and o != -1:
            piece(add, o, sx, sy, 8, what="shelter")
        add(f'<text x="{sx:.0f}" y="{sy + 19:.0f}" class="xs m">{i + 1}</text>')
        if opened:
            add("</g>")


def _pool(add, view: dict, pool: list, targets: dict, y: float) -> None:
    add(f'<text x="12" y="{y + 17:.0f}" class="b l">Pool of dice</text>')
    seen: set[str] = set()
    for k, d in enumerate(pool):
        x = 110 + k * 36
        key = f"pool:{d.get('owner')}:{d.get('face')}"
        opt = targets.get(key) if key not in seen else None
        seen.add(key)
        opened = clickable(add, opt, x - 2, y - 2, 32, 32)
        die(add, d, x, y)
        if opened:
            add("</g>")
    if not pool:
        add(f'<text x="110" y="{y + 17:.0f}" class="s m l">empty</text>')
