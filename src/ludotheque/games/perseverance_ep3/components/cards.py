"""Cards and tiles from the annex: adventures, exploration, ranch, structures, goals."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.perseverance_ep3.components.effects import (
    ARTEFACTS,
    COUNTS,
    REGIONS,
    SPECIES,
    ZONES,
    Effect,
    check,
)

RANCH_TYPES = ("administration", "services", "culture", "domestication")
OFFICERS = ("captain", "chief-mate", "chief-engineer", "chief-of-security", "chief-steward")


@dataclass(frozen=True, slots=True)
class Need:
    """One unit an adventure asks for: "ranger", "leader", or a trained species (index)
    exactly or "or stronger" (L690)."""

    kind: str  # "ranger", "leader", "dino"
    species: int = -1
    stronger: bool = False


@dataclass(frozen=True, slots=True)
class Adventure:
    index: int
    id: str
    name: str
    kind: str  # "wild" or "temple"
    region: int  # REGIONS index; temples: the temple's region is not needed, -1
    needs: tuple[Need, ...]
    extra: int  # further units of one's choice, at least (L690)
    step1: Effect
    step2: Effect
    carto_location: str  # a location id, a region id ("hills": any Hills location), or ""
    carto: Effect
    threats: tuple[tuple[int, ...], tuple[int, ...]]
    temple: str
    defeat: str  # temple step-1 threat: the unit that is defeated (L1208)
    town_zone: int
    town: Effect

    @property
    def units(self) -> int:
        return len(self.needs) + self.extra


@dataclass(frozen=True, slots=True)
class ExplorationTile:
    index: int
    id: int
    name: str
    region: int
    artefact: str
    harvest: Effect
    discovery: Effect


@dataclass(frozen=True, slots=True)
class RanchTile:
    index: int
    id: int
    name: str
    type: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class StructureFace:
    index: int
    id: str  # "1A" ... "8B", "S"
    name: str
    tile: int  # 1-8, 0 for the Ancient Portal
    zone: int  # -1 for the Ancient Portal
    upper: bool
    build_bonus: Effect
    kind: str  # "ability", "replace-option", "end"
    effect: Effect  # for "end" and "replace-option" (the replacement)
    ability: str
    replaces: str  # "zone:letter" for "replace-option"


@dataclass(frozen=True, slots=True)
class Goal:
    index: int
    id: int
    personal: tuple[tuple[str, int], ...]  # count >= value, all of them (L1342)
    zones: tuple[str, ...]  # town zone or region ids
    officer: str


def _needs(text: str, label: str, bad) -> tuple[tuple[Need, ...], int]:
    needs, extra = [], 0
    for w in (text or "").split():
        if w.startswith("any="):
            extra = int(w[4:])
        elif w in ("ranger", "leader"):
            needs.append(Need(w))
        elif w.rstrip("+") in SPECIES:
            needs.append(Need("dino", SPECIES.index(w.rstrip("+")), w.endswith("+")))
        else:
            bad(f"{label}: unknown requirement {w!r} (ranger, leader, sh, sh+, r, ..., any=N)")
    if not needs and not extra:
        bad(f"{label}: no requirement")
    return tuple(needs), extra


def build_adventures(data: dict) -> tuple[Adventure, ...]:
    bad = Problems("adventures.json")
    out = []
    for i, raw in enumerate(data.get("adventures") or []):
        label = f"adventure {raw.get('name')}"
        bad.need_source(raw, label)
        kind = raw.get("kind")
        needs, extra = _needs(raw.get("requires"), label, bad)
        region = REGIONS.index(raw["region"]) if raw.get("region") in REGIONS else -1
        carto = raw.get("cartography") or {}
        threats = raw.get("threats") or [[], []]
        town = raw.get("town_reward") or {}
        if kind == "wild":
            if region < 0:
                bad(f"{label}: unknown region {raw.get('region')!r}")
            if not carto.get("location"):
                bad(f"{label}: a wilderness adventure has a cartography location (L1200)")
            if len(threats) != 2 or not all(threats) or not raw.get("threats_source"):
                bad(f"{label}: each step ends with 1 or 2 threats, with a source (L1206)")
        elif kind == "temple":
            if town.get("zone") not in ZONES:
                bad(f"{label}: the town reward names a town zone (L1202)")
            if raw.get("defeat") not in ("ranger", "tsh", "tr"):
                bad(f"{label}: the step-1 threat names the unit defeated (L1208)")
        else:
            bad(f"{label}: kind must be wild or temple")
        out.append(
            Adventure(
                index=i,
                id=raw.get("id", "?"),
                name=raw.get("name", "?"),
                kind=kind or "?",
                region=region,
                needs=needs,
                extra=extra,
                step1=check(raw.get("step1"), f"{label} step 1", bad),
                step2=check(raw.get("step2"), f"{label} step 2", bad),
                carto_location=str(carto.get("location", "")),
                carto=check(carto.get("effect", ""), f"{label} cartography", bad),
                threats=(tuple(threats[0]), tuple(threats[1])) if len(threats) == 2 else ((), ()),
                temple=raw.get("temple", ""),
                defeat=raw.get("defeat", ""),
                town_zone=ZONES.index(town["zone"]) if town.get("zone") in ZONES else -1,
                town=check(town.get("effect", ""), f"{label} town reward", bad),
            )
        )
    per = [sum(1 for a in out if a.kind == "wild" and a.region == r) for r in range(3)]
    if per != [9, 11, 17]:
        bad(f"wilderness adventures per region {per}, the rulebook has 9/11/17 (L96-L107)")
    if sorted(a.temple for a in out if a.kind == "temple") != ["ironjaw", "raptor", "thunderhorn"]:
        bad("the three temple adventures are raptor, thunderhorn and ironjaw (L116-L127)")
    if len({a.id for a in out}) != len(out):
        bad("adventure ids repeat")
    bad.check()
    return tuple(out)


def build_exploration(data: dict) -> tuple[ExplorationTile, ...]:
    bad = Problems("exploration.json")
    out = []
    for i, raw in enumerate(data.get("tiles") or []):
        label = f"exploration tile #{raw.get('id')}"
        bad.need_source(raw, label)
        if raw.get("id") != i + 1:
            bad(f"{label}: tiles are numbered 1 to 26 in order")
        region = REGIONS.index(raw["region"]) if raw.get("region") in REGIONS else -1
        if region < 0:
            bad(f"{label}: unknown region")
        if raw.get("artefact") not in ARTEFACTS[:4]:
            bad(f"{label}: artefact {raw.get('artefact')!r} is not a left-column artefact")
        out.append(
            ExplorationTile(
                i,
                raw.get("id", 0),
                raw.get("name", "?"),
                region,
                raw.get("artefact", ""),
                check(raw.get("harvest"), f"{label} harvest", bad),
                check(raw.get("discovery"), f"{label} discovery", bad),
            )
        )
    per = [sum(1 for t in out if t.region == r) for r in range(3)]
    if per != [8, 8, 10]:
        bad(f"exploration tiles per region {per}, the rulebook has 8/8/10 (L144)")
    bad.check()
    return tuple(out)


def build_ranch(data: dict) -> tuple[RanchTile, ...]:
    bad = Problems("ranch_tiles.json")
    out = []
    for i, raw in enumerate(data.get("tiles") or []):
        label = f"ranch tile #{raw.get('id')}"
        bad.need_source(raw, label)
        if raw.get("type") not in RANCH_TYPES:
            bad(f"{label}: type {raw.get('type')!r} not in {', '.join(RANCH_TYPES)}")
        t = RANCH_TYPES.index(raw["type"]) if raw.get("type") in RANCH_TYPES else 0
        out.append(
            RanchTile(
                i, raw.get("id", 0), raw.get("name", "?"), t, check(raw.get("effect"), label, bad)
            )
        )
    per = [sum(1 for t in out if t.type == k) for k in range(4)]
    if per != [8, 8, 8, 8]:
        bad(f"ranch tiles per type {per}, the rulebook has 8 of each (L185-L187)")
    bad.check()
    return tuple(out)


def build_structures(data: dict) -> tuple[tuple[StructureFace, ...], StructureFace, int]:
    bad = Problems("structures.json")
    faces = []
    raws = list(data.get("faces") or [])
    for i, raw in enumerate(raws + [data.get("portal") or {}]):
        label = f"structure {raw.get('id')}"
        bad.need_source(raw, label)
        kind = raw.get("kind")
        text = raw.get("effect", "")
        ability, replaces, effect = "", "", ()
        if kind == "ability":
            ability = text
        elif kind == "replace-option":
            replaces, _, body = text.partition("=")
            zone, _, letter = replaces.partition(":")
            if zone not in ZONES or letter not in "ABCD" or not letter:
                bad(f"{label}: replaces {replaces!r}, not a town option")
            effect = check(body, label, bad)
        elif kind == "end":
            effect = check(text, label, bad)
        else:
            bad(f"{label}: kind must be ability, replace-option or end")
        tile = int(raw.get("tile", 0))
        zone = raw.get("zone")
        faces.append(
            StructureFace(
                i,
                raw.get("id", "?"),
                raw.get("name", "?"),
                tile,
                ZONES.index(zone) if zone in ZONES else -1,
                tile >= 5,
                check(raw.get("build_bonus", ""), f"{label} build bonus", bad),
                kind or "?",
                effect,
                ability,
                replaces,
            )
        )
    tiles = sorted(f.tile for f in faces[:-1])
    if tiles != sorted(list(range(1, 9)) * 2):
        bad(f"structure tiles must be 1-8, two faces each (L1698-L1727), got {tiles}")
    for f in faces[:-1]:
        if f.zone < 0:
            bad(f"structure {f.id}: no town zone")
        if (f.kind == "end") != f.upper:
            bad(f"structure {f.id}: tiles 5-8 score at the end, tiles 1-4 are passive (L1177)")
    cap = int((data.get("cap") or {}).get("value", 0))
    if cap <= 0:
        bad("the end-of-game cap per structure is missing (L1727)")
    bad.check()
    return tuple(faces[:-1]), faces[-1], cap


def build_goals(data: dict, regions_and_zones=ZONES + REGIONS) -> tuple[Goal, ...]:
    bad = Problems("goals.json")
    out = []
    for i, raw in enumerate(data.get("goals") or []):
        label = f"goal #{raw.get('id')}"
        bad.need_source(raw, label)
        personal = []
        for w in (raw.get("personal") or "").split():
            k, _, v = w.partition(">=")
            if k not in COUNTS or not v.isdigit():
                bad(f"{label}: condition {w!r} is not count>=number with a known count")
                continue
            personal.append((k, int(v)))
        zones = tuple(raw.get("zones") or ())
        if len(zones) != 3 or any(z not in regions_and_zones for z in zones):
            bad(f"{label}: three zones among {', '.join(regions_and_zones)}")
        if raw.get("officer") not in OFFICERS:
            bad(f"{label}: unknown officer {raw.get('officer')!r}")
        out.append(Goal(i, raw.get("id", 0), tuple(personal), zones, raw.get("officer", "")))
    for o in OFFICERS:
        if sum(1 for g in out if g.officer == o) != 3:
            bad(f"officer {o} must be the shared goal of 3 cards (L385)")
    bad.check()
    return tuple(out)
