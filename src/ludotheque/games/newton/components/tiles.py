"""Tiles and tokens: Objectives, Inventions, Cities, Specializations, Income, Development,
University and Ancient Land tiles, bonus tokens, Great Discoveries, and the solo ladder."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.newton.components.names import ACTIONS, colour_counts

GD_MODULE = "great-discoveries"
INCOME_KINDS = ("vp", "coins", "potion")  # 2 VP / 2 coins / 1 potion (L513)
OBJECTIVE_KINDS = (
    "coin",
    "potion",
    "bonus-token",
    "university",
    "ancient-land",
    "student-at-end",
    "master-played",
    "three-different-volumes",
    "three-shelf-tiles",
    "pair-of-cards",
    "discovery-owned",
)
INVENTION_PER = ("master-played", "university", "ancient-land", "completed-segment")
CITY_KINDS = ("gain", "student", "cube", "medicine", "discovery")
DISCOVERY_PER = (
    "objective-not-occupied",
    "student-in-reserve",
    "university-not-visited",
    "master-not-played",
    "empty-income-slot",
    "cube-not-placed",
    "work-special-not-reached",
    "shelf-tile-not-placed",
)


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    per: str
    vp: int
    cap: int | None
    module: str | None


@dataclass(frozen=True, slots=True)
class Invention:
    id: str
    coins: int
    potions: int
    vp: int
    student: int
    per: str | None  # what the per-item part counts
    per_vp: int
    per_coins: int
    action: int  # basic action given, or -1
    value: int  # its fixed value, or 0 when it is one per item
    discovery: bool  # the Great Discoveries invention: a free Great Discovery
    module: str | None


@dataclass(frozen=True, slots=True)
class City:
    id: str
    kind: str
    coins: int
    potions: int
    place: str | None  # "university" / "ancient" for the paid cube effects
    cost: int
    module: str | None


@dataclass(frozen=True, slots=True)
class Specialization:
    id: str
    development: int  # basic action of the Development tile, or -1
    income: int  # income kind, or -1
    any: bool


@dataclass(frozen=True, slots=True)
class Token:
    id: str
    coins: int
    potions: int
    vp: int
    student: int


@dataclass(frozen=True, slots=True)
class Discovery:
    id: str
    cost: int
    volumes: tuple[int, int, int]
    income: int  # income kind, or -1
    per: str
    vp: int


@dataclass(frozen=True)
class TileSet:
    objectives: tuple[Objective, ...]
    inventions: tuple[Invention, ...]
    cities: tuple[City, ...]
    specializations: tuple[Specialization, ...]
    income_gain: tuple[tuple[int, int, int], ...]  # per income kind: coins, potions, vp
    income_count: tuple[int, ...]
    medicine_count: int
    medicine_vp: tuple[int, int]
    development_per_action: int
    universities: tuple[str, ...]  # numeral per University tile
    university_ids: tuple[str, ...]
    ancient: tuple[str, ...]  # mark per Ancient Land tile
    ancient_ids: tuple[str, ...]
    tokens: tuple[Token, ...]
    discoveries: tuple[Discovery, ...]
    setup_specializations: int
    setup_objectives: int
    setup_inventions: int
    discoveries_by_players: dict
    ladder: tuple[tuple[int | None, str, str], ...]

    def in_play(self, items, gd: bool) -> list[int]:
        """Indexes of the tiles of a kind used with or without Great Discoveries (L955)."""
        return [i for i, t in enumerate(items) if t.module is None or gd]

    def rank(self, vp: int) -> tuple[str, str]:
        """The solo ladder's rank for a score (L451-L461; ruling A3)."""
        for top, fr, en in self.ladder:
            if top is None or vp <= top:
                return fr, en
        return self.ladder[-1][1], self.ladder[-1][2]


def _gain(d: dict, bad, label) -> tuple[int, int, int, int]:
    for k in d or {}:
        if k not in ("coins", "potions", "vp", "student"):
            bad(f"{label}: unknown gain {k!r}")
    d = d or {}
    return (
        int(d.get("coins", 0)),
        int(d.get("potions", 0)),
        int(d.get("vp", 0)),
        int(d.get("student", 0)),
    )


def build_tiles(data: dict) -> TileSet:
    bad = Problems("tiles")
    objectives = []
    for o in data.get("objectives") or []:
        bad.need_source(o, f"objective {o.get('id')}")
        if o.get("per") not in OBJECTIVE_KINDS:
            bad(f"objective {o.get('id')}: unknown kind {o.get('per')!r}")
        objectives.append(
            Objective(o["id"], o.get("per", ""), int(o.get("vp", 0)), o.get("cap"), o.get("module"))
        )
    inventions = []
    for v in data.get("inventions") or []:
        label = f"invention {v.get('id')}"
        bad.need_source(v, label)
        action = v.get("action")
        if action is not None and action not in ACTIONS:
            bad(f"{label}: unknown action {action!r}")
        per = v.get("per")
        if per is not None and per not in INVENTION_PER:
            bad(f"{label}: unknown per-item kind {per!r}")
        inventions.append(
            Invention(
                id=v["id"],
                coins=int(v.get("coins", 0) if per is None else 0),
                potions=int(v.get("potions", 0)),
                vp=int(v.get("vp", 0) if per is None else 0),
                student=int(v.get("student", 0)),
                per=per,
                per_vp=int(v.get("vp", 0)) if per else 0,
                per_coins=int(v.get("coins", 0)) if per else 0,
                action=ACTIONS.index(action) if action in ACTIONS else -1,
                value=int(v.get("value", 0)),
                discovery=v.get("discovery") == "free",
                module=v.get("module"),
            )
        )
    cities = []
    for c in data.get("cities") or []:
        label = f"city {c.get('id')}"
        bad.need_source(c, label)
        kind = c.get("kind")
        if kind not in CITY_KINDS:
            bad(f"{label}: unknown kind {kind!r}")
        g = c.get("gain") or {}
        cities.append(
            City(
                c["id"],
                kind or "gain",
                int(g.get("coins", 0)),
                int(g.get("potions", 0)),
                c.get("place"),
                int(c.get("cost", 0)),
                c.get("module"),
            )
        )
    kinds = (data.get("income") or {}).get("kinds") or []
    if [k.get("id") for k in kinds] != list(INCOME_KINDS):
        bad(f"income kinds must be {INCOME_KINDS} (L513)")
    income_gain = []
    for k in kinds:
        g = _gain(k.get("gain"), bad, f"income {k.get('id')}")
        income_gain.append((g[0], g[1], g[2]))
    specs = []
    for sp in data.get("specializations") or []:
        label = f"specialization {sp.get('id')}"
        bad.need_source(sp, label)
        dev = sp.get("development")
        inc = sp.get("income")
        if dev is not None and dev not in ACTIONS:
            bad(f"{label}: unknown Development action {dev!r}")
        if inc is not None and inc not in INCOME_KINDS:
            bad(f"{label}: unknown income kind {inc!r}")
        if (dev is not None) + (inc is not None) + bool(sp.get("any")) != 1:
            bad(f"{label}: shows exactly one Development, one Income, or '?' (L499)")
        specs.append(
            Specialization(
                sp["id"],
                ACTIONS.index(dev) if dev in ACTIONS else -1,
                INCOME_KINDS.index(inc) if inc in INCOME_KINDS else -1,
                bool(sp.get("any")),
            )
        )
    tokens = []
    for t in data.get("bonus_tokens") or []:
        bad.need_source(t, f"bonus token {t.get('id')}")
        g = _gain(t.get("gain"), bad, f"bonus token {t.get('id')}")
        if sum(1 for x in g if x) != 1:
            bad(f"bonus token {t.get('id')} gives one kind of thing (L488-L491)")
        tokens.append(Token(t["id"], *g))
    discoveries = []
    for g in data.get("discoveries") or []:
        label = f"great discovery {g.get('id')}"
        bad.need_source(g, label)
        eff = g.get("vp_effect") or {}
        if eff.get("per") not in DISCOVERY_PER:
            bad(f"{label}: unknown VP effect {eff.get('per')!r}")
        inc = g.get("income")
        if inc is not None and inc not in INCOME_KINDS:
            bad(f"{label}: unknown income {inc!r}")
        discoveries.append(
            Discovery(
                g["id"],
                int(g.get("cost", 0)),
                colour_counts(g.get("volumes"), bad, label),
                INCOME_KINDS.index(inc) if inc in INCOME_KINDS else -1,
                eff.get("per", ""),
                int(eff.get("vp", 0)),
            )
        )
    univ = data.get("universities") or []
    anc = data.get("ancient_lands") or []
    for u in univ:
        bad.need_source(u, f"university tile {u.get('id')}")
    for a in anc:
        bad.need_source(a, f"ancient land tile {a.get('id')}")
    setup = data.get("setup") or {}
    ladder = tuple((r[0], r[1], r[2]) for r in (data.get("ladder") or {}).get("ranks") or [])
    if not ladder or ladder[-1][0] is not None:
        bad("the solo ladder ends with an open rank (L461)")
    med = data.get("medicine") or {}
    bad.check()
    return TileSet(
        objectives=tuple(objectives),
        inventions=tuple(inventions),
        cities=tuple(cities),
        specializations=tuple(specs),
        income_gain=tuple(income_gain),
        income_count=tuple(int(k.get("count", 0)) for k in kinds),
        medicine_count=int(med.get("count", 4)),
        medicine_vp=tuple(med.get("vp", [1, 3])),
        development_per_action=int((data.get("development") or {}).get("per_action", 4)),
        universities=tuple(u.get("numeral", "I") for u in univ),
        university_ids=tuple(u["id"] for u in univ),
        ancient=tuple(a.get("mark", "A") for a in anc),
        ancient_ids=tuple(a["id"] for a in anc),
        tokens=tuple(tokens),
        discoveries=tuple(discoveries),
        setup_specializations=int(setup.get("specializations", 5)),
        setup_objectives=int(setup.get("objectives", 6)),
        setup_inventions=int(setup.get("inventions", 5)),
        discoveries_by_players={
            int(k): v for k, v in (setup.get("discoveries_by_players") or {}).items()
        },
        ladder=ladder,
    )
