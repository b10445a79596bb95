"""The worker spaces of the main board: the four Diaries (L414-L436) and the two square
spaces outside them (Museum, Turn Order).

Each space knows its Diary, page, level (1 top), shape (circle, lens or square: L468-L488),
whether it starts locked, its unlock cost, its seal requirement and its actions. The
Special Action Diary's spaces take their requirement and actions from the tile dealt there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import Effect, parse_effects, seal_counts

SHAPES = ("circle", "lens", "square")
DIARY_KINDS = ("main", "special", "small")
SILVER_BONUSES = ("explore +1", "navigate +1", "stamps +1", "extra seal", "coins 2")
GOLD_BONUSES = ("extra stop", "split stamps", "seal discount", "vp 3")


@dataclass(frozen=True)
class Space:
    id: str
    diary: int  # index in Diaries.diaries, -1 outside the Diaries
    page: str | None
    level: int
    shape: str
    locked: bool  # locked at setup (needs a lens token)
    neutral: bool  # unlocked at setup by a neutral lens (L260)
    unlock_cost: int
    seals: tuple[int, int, int, int]
    actions: tuple[Effect, ...]


@dataclass(frozen=True)
class Diaries:
    diaries: tuple[str, ...]
    kinds: tuple[str, ...]
    pages: tuple[tuple[str, ...], ...]
    spaces: tuple[Space, ...]
    silver: dict  # page -> silver bonus name
    gold: dict  # page -> gold bonus name
    special_slots: tuple[int, ...]  # the Special Action Diary's spaces, tile order

    def index(self, sid: str) -> int:
        got = self._by_id.get(sid)
        if got is None:
            raise KeyError(sid)
        return got

    @cached_property
    def _by_id(self) -> dict[str, int]:
        """Space ids to indices (the first space of an id), built once: `index` is asked
        at every placement (it was a scan of every space)."""
        out: dict[str, int] = {}
        for i, sp in enumerate(self.spaces):
            out.setdefault(sp.id, i)
        return out


def build_diaries(data: dict) -> Diaries:
    bad = Problems("diaries.json")
    names, kinds, pages = [], [], []
    for d in data.get("diaries") or []:
        bad.need_source(d, f"diary {d.get('id')}")
        if d.get("kind") not in DIARY_KINDS:
            bad(f"diary {d.get('id')}: kind {d.get('kind')!r}; allowed: {', '.join(DIARY_KINDS)}")
        names.append(d.get("id"))
        kinds.append(d.get("kind"))
        pages.append(tuple(d.get("pages") or ()))
    if kinds.count("main") != 2 or kinds.count("special") != 1 or kinds.count("small") != 1:
        bad("the board has 2 Main Diaries, 1 Special Action Diary and 1 Small Diary (L420)")
    silver, gold = {}, {}
    all_pages = {p for ps in pages for p in ps}
    for d in data.get("distinctions") or []:
        bad.need_source(d, f"distinction of page {d.get('page')}")
        page = d.get("page")
        if page not in all_pages:
            bad(f"distinction for unknown page {page!r}")
        if d.get("silver") not in SILVER_BONUSES:
            bad(f"page {page}: silver bonus {d.get('silver')!r}; allowed: {SILVER_BONUSES}")
        if d.get("gold") not in GOLD_BONUSES:
            bad(f"page {page}: gold bonus {d.get('gold')!r}; allowed: {GOLD_BONUSES}")
        silver[page], gold[page] = d.get("silver"), d.get("gold")
    spaces, seen = [], set()
    for i, sp in enumerate(data.get("spaces") or []):
        sid = sp.get("id", f"#{i}")
        label = f"space {sid}"
        bad.need_source(sp, label)
        if sid in seen:
            bad(f"{label} is listed twice")
        seen.add(sid)
        diary = sp.get("diary")
        d = names.index(diary) if diary in names else -1
        if diary is not None and d < 0:
            bad(f"{label}: unknown diary {diary!r}")
        page = sp.get("page")
        if d >= 0 and page not in pages[d]:
            bad(f"{label}: page {page!r} is not a page of {diary}")
        shape = sp.get("shape")
        if shape not in SHAPES:
            bad(f"{label}: shape {shape!r}; allowed: {', '.join(SHAPES)}")
        if shape == "circle" and d < 0:
            bad(f"{label}: circular magnifiers appear only in Diaries (L472)")
        if shape == "square" and d >= 0:
            bad(f"{label}: square magnifiers are outside the Diaries (L466)")
        locked = bool(sp.get("locked"))
        cost = sp.get("unlock_cost", 0)
        if locked and (not isinstance(cost, int) or cost < 0):
            bad(f"{label}: a locked space needs a whole unlock_cost, got {cost!r}")
        if locked and shape != "lens":
            bad(f"{label}: only lens spaces are locked (L600)")
        level = sp.get("level")
        if not isinstance(level, int) or level < 1:
            bad(f"{label}: level must be a whole number from 1, got {level!r}")
        spaces.append(
            Space(
                id=sid,
                diary=d,
                page=page,
                level=level if isinstance(level, int) else 1,
                shape=shape,
                locked=locked,
                neutral=bool(sp.get("neutral_lens")),
                unlock_cost=cost if isinstance(cost, int) else 0,
                seals=seal_counts(sp.get("seals"), bad, label),
                actions=parse_effects(sp.get("actions"), bad, label),
            )
        )
        if not spaces[-1].actions:
            bad(f"{label} has no action")
    special = tuple(i for i, s in enumerate(spaces) if s.diary >= 0 and kinds[s.diary] == "special")
    if len(special) != 6:
        bad(f"the Special Action Diary has {len(special)} spaces, the rulebook 6 (L248)")
    if sum(spaces[i].neutral for i in special) != 2:
        bad("exactly 2 Special Action spaces are unlocked by the neutral lenses (L260)")
    for i in special:
        if [a[0] for a in spaces[i].actions] != ["special"]:
            bad(f"space {spaces[i].id}: a Special Action space's only action is its tile")
    for d, k in enumerate(kinds):
        for p in pages[d] if k != "small" else ():
            if p not in silver:
                bad(f"page {p} has no distinction bonuses (L889)")
    for d, k in enumerate(kinds):
        if k != "main":
            continue
        for p in pages[d]:
            levels = sorted(s.level for s in spaces if s.diary == d and s.page == p)
            if levels != list(range(1, len(levels) + 1)):
                bad(f"page {p}: levels must run 1, 2, 3... from the top, got {levels}")
    bad.check()
    return Diaries(
        diaries=tuple(names),
        kinds=tuple(kinds),
        pages=tuple(pages),
        spaces=tuple(spaces),
        silver=silver,
        gold=gold,
        special_slots=special,
    )
