"""The main board's worker spaces: the two Main Diaries, the Special Action Diary, the Small
Diary, and the Museum and Turn Order spaces. Each space shows its shape (circle, lens or
square magnifier), its seal requirement, its actions, whether it is locked or whose lens
opened it, and the workers on it; it is clickable to place, unlock or execute it."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.board.common import (
    SEAT_COLOURS,
    SEAT_TEXT,
    _e,
    need_dots,
    opt,
    section,
    worker,
)
from ludotheque.games.darwins_journey.fronts.labels import (
    PAGE_TITLE,
    effects_text,
    seals_text,
    static,
)
from ludotheque.games.darwins_journey.option_words import effects_words
from ludotheque.games.darwins_journey.words import in_words

SPACE_W, SPACE_H = 124, 52
PAGE_W = SPACE_W + 12


def space_title(sid: str) -> str:
    """A space by its name: "Explore 1", "Special Action top left", "the Museum"."""
    return {"museum": "the Museum"}.get(sid, in_words(sid))


def _space(add, x: float, y: float, sid: str, sp: dict, targets: dict) -> None:
    st = static()
    data = st["spaces"].get(sid)
    tile = st["specials"].get(sp.get("tile")) if sp.get("tile") is not None else None
    need = tile.seals if tile else (data.seals if data else (0, 0, 0, 0))
    acts = tile.actions if tile else (data.actions if data else ())
    text = effects_text(acts) if not (acts and acts[0][0] == "special") else "no tile"
    lens = sp.get("lens")
    shape = data.shape if data else "circle"
    locked = lens == "locked"
    said = effects_words(acts) if text != "no tile" else text
    title = f"{space_title(sid)}: needs {seals_text(need)}; {said}"
    if locked:
        title += f"; locked (unlock cost {data.unlock_cost if data else '?'} coins)"
    elif isinstance(lens, int):
        title += f"; unlocked by seat {lens + 1}'s lens"
    if tile is not None:
        title = f"Special Action tile {sp.get('tile')}: " + title
    add(f"<g{opt(targets, 'space:' + sid)}><title>{_e(title)}</title>")
    cls = "space locked" if locked else "space"
    add(
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{SPACE_W}" height="{SPACE_H}" rx="6" class="{cls}"/>'
    )
    # The magnifier's shape, left: circle, lens (an eye shape) or square.
    cx, cy = x + 13, y + 14
    if shape == "circle":
        add(f'<circle cx="{cx}" cy="{cy}" r="8" class="cell"/>')
    elif shape == "lens":
        add(
            f'<path d="M{cx - 10},{cy} Q{cx},{cy - 10} {cx + 10},{cy} Q{cx},{cy + 10} '
            f'{cx - 10},{cy} Z" class="cell"/>'
        )
    else:
        add(f'<rect x="{cx - 8}" y="{cy - 8}" width="16" height="16" class="cell"/>')
    if isinstance(lens, int):
        add(
            f'<circle cx="{cx}" cy="{cy}" r="4" class="piece" '
            f'style="fill:{SEAT_COLOURS[lens % 4]}"/>'
        )
    need_dots(add, x + 30, y + 13, need)
    size = "s" if len(text) <= 20 else "xs"
    label = text if len(text) <= 28 else text[:27] + "…"
    add(f'<text x="{x + 6}" y="{y + 33}" class="{size} l">{_e(label)}</text>')
    if locked and data is not None:
        add(
            f'<text x="{x + SPACE_W - 5}" y="{y + 14}" class="xs r m">locked {data.unlock_cost}¢</text>'
        )
    for k, (p, w) in enumerate(sp.get("workers") or []):
        worker(add, x + 12 + 17 * k, y + SPACE_H - 9, p, w, r=7)
    add("</g>")


def diaries(add, view: dict, targets: dict, y0: float) -> float:
    """The Diaries left to right, each page a column of its spaces from the top level; the
    Small Diary with the two square spaces at the right."""
    st = static()
    comp = st["comp"]
    spaces = (view.get("board") or {}).get("spaces") or {}
    by_page: dict[str, list] = {}
    for sp in comp.diaries.spaces:
        by_page.setdefault(sp.page or "board", []).append(sp)
    height = 24 + 3 * (SPACE_H + 8) + 10
    x = 0.0
    for d in range(len(comp.diaries.diaries)):
        kind = comp.diaries.kinds[d]
        pages = comp.diaries.pages[d]
        width = PAGE_W * len(pages) + 12
        title = {
            "main": " · ".join(PAGE_TITLE[pg] for pg in pages),
            "special": "Special Action Diary",
            "small": "Small Diary",
        }[kind]
        if kind == "small":
            width = PAGE_W + 12
        section(add, x, y0, width, height, title)
        for k, page in enumerate(pages):
            px = x + 6 + PAGE_W * k
            for j, sp in enumerate(sorted(by_page.get(page, []), key=lambda s: s.level)):
                sy = y0 + 24 + j * (SPACE_H + 8)
                _space(add, px + 6, sy, sp.id, spaces.get(sp.id, {}), targets)
        x += width + 8
    # The Museum and Turn Order squares (outside the Diaries).
    width = PAGE_W + 12
    section(add, x, y0, width, height, "Museum · Order")
    for j, sp in enumerate(by_page.get("board", [])):
        _space(add, x + 12, y0 + 24 + j * (SPACE_H + 8), sp.id, spaces.get(sp.id, {}), targets)
    order = view.get("order") or []
    add(f'<text x="{x + 12}" y="{y0 + 24 + 2 * (SPACE_H + 8) + 14}" class="s l">Turn Order:</text>')
    for k, p in enumerate(order):
        cx = x + 22 + 24 * k
        add(
            f'<circle cx="{cx}" cy="{y0 + 24 + 2 * (SPACE_H + 8) + 32}" r="9" class="piece" '
            f'style="fill:{SEAT_COLOURS[p % 4]}"><title>turn order {k + 1}: seat {p + 1}</title></circle>'
        )
        add(
            f'<text x="{cx}" y="{y0 + 24 + 2 * (SPACE_H + 8) + 36}" class="s b" '
            f'style="fill:{SEAT_TEXT[p % 4]}">{p}</text>'
        )
    return y0 + height
