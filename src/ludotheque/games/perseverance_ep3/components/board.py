"""The main board: the four town zones and the wilderness graph (L297-L303, L600-L816)."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.perseverance_ep3.components.effects import (
    REGIONS,
    SPECIES,
    ZONES,
    Effect,
    check,
)


@dataclass(frozen=True, slots=True)
class TownOption:
    zone: int
    letter: str
    effect: Effect
    lock: str  # "" when open from the start (options D, L606)


@dataclass(frozen=True, slots=True)
class Zone:
    index: int
    id: str
    name: str
    options: tuple[TownOption, ...]
    top_bonus: Effect


@dataclass(frozen=True, slots=True)
class Location:
    index: int
    id: str
    region: int  # index in REGIONS
    kind: str  # "outpost", "location" or "temple"
    requires: int  # weakest species index accepted on its dino space; -1: none
    wild: int  # species index of its wild dino; -1: none
    bonus: Effect
    temple: str
    dissident: int  # species index of the 2-player dissident dino, -1: none
    number: int  # printed number, 0 for the outpost and temples


@dataclass(frozen=True)
class Board:
    zones: tuple[Zone, ...]
    faces: tuple[str, ...]  # die faces; every die space shows one
    shelter_bonus: dict  # side ("2-3" / "4") -> tuple of Effect, bottom to top per zone
    locations: tuple[Location, ...]
    neighbours: tuple[tuple[int, ...], ...]
    outpost: int
    outpost_sections: tuple[tuple[str, Effect, int], ...]  # (id, harvest, spaces)
    tile_spaces: int

    def loc(self, lid: str) -> int:
        for location in self.locations:
            if location.id == lid:
                return location.index
        raise KeyError(lid)


def build_board(town: dict, wild: dict) -> Board:
    bad = Problems("town.json / wilderness.json")
    zones = []
    raw_zones = town.get("zones") or []
    if [z.get("id") for z in raw_zones] != list(ZONES):
        bad(f"town zones must be {', '.join(ZONES)} in that order")
    for zi, z in enumerate(raw_zones):
        bad.need_source(z, f"zone {z.get('id')}")
        opts = []
        letters = [o.get("id") for o in z.get("options") or []]
        if letters != ["A", "B", "C", "D"]:
            bad(f"zone {z.get('id')}: options must be A, B, C, D, got {letters}")
        for o in z.get("options") or []:
            label = f"zone {z.get('id')} option {o.get('id')}"
            bad.need_source(o, label)
            opts.append(
                TownOption(
                    zi, o.get("id", "?"), check(o.get("effect"), label, bad), o.get("lock", "")
                )
            )
        if opts and (opts[-1].lock == "" or any(o.lock for o in opts[:-1])):
            bad(f"zone {z.get('id')}: only option D is locked at the start (L606)")
        top = check(z.get("top_shelter_bonus"), f"zone {z.get('id')} top shelter bonus", bad)
        zones.append(Zone(zi, z.get("id", "?"), z.get("name", "?"), tuple(opts), top))
    faces = tuple((town.get("dice") or {}).get("faces") or ())
    spaces = tuple((town.get("die_spaces") or {}).get("faces") or ())
    if not faces or sorted(set(faces)) != sorted(spaces):
        bad(f"die faces {faces} and die-space faces {spaces} must name the same specialists")
    shelter_bonus = {}
    for side in ("2-3", "4"):
        row = (town.get("shelter_spaces") or {}).get(side)
        if not isinstance(row, list) or len(row) < 2 or row[-1] != "TOP":
            bad(f"shelter spaces for side {side}: a list ending with TOP (the zone's own bonus)")
            continue
        shelter_bonus[side] = tuple(check(b, f"shelter bonus {side}", bad) for b in row[:-1])

    regions = [r.get("id") for r in wild.get("regions") or []]
    if regions != list(REGIONS):
        bad(f"regions must be {', '.join(REGIONS)}")
    locations, ids = [], {}
    for i, raw in enumerate(wild.get("locations") or []):
        lid = str(raw.get("id"))
        bad.need_source(raw, f"location {lid}")
        if lid in ids:
            bad(f"location {lid} appears twice")
        ids[lid] = i
        region = REGIONS.index(raw["region"]) if raw.get("region") in REGIONS else -1
        if region < 0:
            bad(f"location {lid}: unknown region {raw.get('region')!r}")
        kind = raw.get("kind", "location")
        req = raw.get("requires")
        wild_dino = raw.get("wild")
        for name, v in (
            ("requires", req),
            ("wild", wild_dino),
            ("dissident", raw.get("dissident")),
        ):
            if v is not None and v not in SPECIES:
                bad(f"location {lid}: {name} {v!r} is not a species ({', '.join(SPECIES)})")
        if kind == "location" and (req is None or wild_dino is None):
            bad(f"location {lid}: a numbered location needs a dino requirement and a wild dino")
        locations.append(
            Location(
                index=i,
                id=lid,
                region=region,
                kind=kind,
                requires=SPECIES.index(req) if req in SPECIES else -1,
                wild=SPECIES.index(wild_dino) if wild_dino in SPECIES else -1,
                bonus=check(raw.get("bonus", ""), f"location {lid} bonus", bad),
                temple=raw.get("temple", ""),
                dissident=SPECIES.index(raw["dissident"])
                if raw.get("dissident") in SPECIES
                else -1,
                number=int(lid) if lid.isdigit() else 0,
            )
        )
    numbers = sorted(loc.number for loc in locations if loc.number)
    if numbers != list(range(1, 20)):
        bad(f"numbered locations must be 1 to 19 (L776-L788), got {numbers}")
    totals = wild.get("wild_totals") or {}
    for s in SPECIES:
        have = sum(1 for loc in locations if loc.wild == SPECIES.index(s))
        if have != totals.get(s):
            bad(f"{have} wild {s} on the map, the rulebook says {totals.get(s)} (L375)")
    temples = sorted(loc.temple for loc in locations if loc.kind == "temple")
    if temples != ["ironjaw", "raptor", "thunderhorn"]:
        bad(f"temple locations must be raptor, thunderhorn and ironjaw, got {temples}")
    nb = [set() for _ in locations]
    for edge in (wild.get("links") or {}).get("edges") or []:
        if len(edge) != 2 or any(str(e) not in ids for e in edge) or edge[0] == edge[1]:
            bad(f"link {edge} joins unknown locations")
            continue
        a, b = ids[str(edge[0])], ids[str(edge[1])]
        nb[a].add(b)
        nb[b].add(a)
    for loc in locations:
        if not nb[loc.index]:
            bad(f"location {loc.id} has no neighbour")
    outposts = [loc.index for loc in locations if loc.kind == "outpost"]
    if len(outposts) != 1:
        bad(f"there must be exactly one outpost (L806), got {len(outposts)}")
    sections = []
    if outposts:
        raw = (wild.get("locations") or [])[outposts[0]]
        for sec in raw.get("sections") or []:
            sections.append(
                (
                    sec.get("id"),
                    check(sec.get("harvest"), f"outpost {sec.get('id')}", bad),
                    int(sec.get("spaces", 0)),
                )
            )
        if [s[0] for s in sections] != ["A", "B"]:
            bad("the outpost has sections A and B (L780)")
    bad.check()
    return Board(
        zones=tuple(zones),
        faces=faces,
        shelter_bonus=shelter_bonus,
        locations=tuple(locations),
        neighbours=tuple(tuple(sorted(s)) for s in nb),
        outpost=outposts[0],
        outpost_sections=tuple(sections),
        tile_spaces=int((wild.get("tile_shelter_spaces") or {}).get("count", 2)),
    )
