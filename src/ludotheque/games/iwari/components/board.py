"""Iwari maps: loading a board face from data, validating it, and indexing it for the rules.

A map is data (data/maps/*.json): territories with their biome and hut spaces, the paths
between hut spaces, and the numbered connections between territories. The rules only see
the integer indexes built here, so real board data can replace a reconstruction without
code changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ludotheque.core.datapack import listed
from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari.datafiles import DATA
from ludotheque.games.iwari.islands import LIMIT, outline_problems

BIOMES = ("forest", "tundra", "coast", "glacier", "desert")
BIOME_INDEX = {b: i for i, b in enumerate(BIOMES)}
# Card kinds: the five biomes, and the expansion's Void cards (solo and co-op only).
CARDS = BIOMES + ("void",)
VOID_CARD = 5
CK = len(CARDS)
KINDS = ("land", "sea")
MAPS_DIR = Path(__file__).parent.parent / "data" / "maps"


class MapError(ConfigError):
    """A map file that is not a consistent board; the message lists every problem found."""


@dataclass(frozen=True, slots=True)
class Connection:
    number: int
    a: int  # territory index
    b: int
    kind: str  # "land" or "sea"
    mountain: int  # mountain symbol type 1-4, 0 for none


@dataclass(frozen=True)
class Board:
    """An indexed, immutable map shared by every state of a game."""

    id: str
    name: str
    authentic: bool
    territory_ids: tuple[str, ...]
    biome: tuple[int, ...]  # per territory
    spaces: tuple[tuple[int, ...], ...]  # per territory: its hut-space indexes
    space_ids: tuple[str, ...]
    space_territory: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]  # per space: spaces linked by a path
    connections: tuple[Connection, ...]  # in increasing number
    territory_connections: tuple[tuple[int, ...], ...]  # per territory: connection indexes
    features: dict
    # Atlas features (expansion maps); neutral values on the base faces.
    purple_space: tuple[int, ...] = ()  # per connection: its purple tent space, or -1
    purple_icon: tuple[int, ...] = ()  # per connection: the biome that unlocks it, or -1
    void_territory: int = -1  # the purple Void territory (Les chemins inexplores)
    road: tuple[int, ...] = ()  # the purple road's spaces (La longue route)
    no_totem_biome: int = -1  # biome where totems may not go (Terres flottantes)
    void_ruin_territory: int = -1  # where solo ruins from Tundra cards go (Terres flottantes)
    void_colony_wins: int = 10  # ruins in a Void colony that win (L819, L476)
    locked_connections: bool = False  # connections blocked by ruins (Ile oubliee)
    no_mountains: bool = False
    # Le neant (L554-L574): Void-biome territories built with Void cards, contested
    # tokens (id, territory a, territory b), the determination token, up to six players.
    void_biome: bool = False
    contested: tuple[tuple[str, int, int], ...] = ()
    determination: bool = False
    max_players: int = 5
    no_expeditions: bool = False
    no_solo: bool = False

    @property
    def num_territories(self) -> int:
        return len(self.territory_ids)

    def territory(self, tid: str) -> int:
        return self.territory_ids.index(tid)

    def space(self, sid: str) -> int:
        return self.space_ids.index(sid)

    def territories_of(self, spaces) -> list[int]:
        """The territories some of `spaces` lie in, in order. Purple spaces (Ile oubliee)
        lie in none: their `space_territory` is -1, never an index to use."""
        st = self.space_territory
        return sorted({st[x] for x in spaces if st[x] >= 0})

    def to_dict(self) -> dict:
        """The static geometry as JSON-ready data, for fronts that draw the map."""
        return {
            "id": self.id,
            "name": self.name,
            "authentic": self.authentic,
            "territories": [
                {
                    "id": tid,
                    "biome": CARDS[self.biome[t]],
                    "spaces": [self.space_ids[s] for s in self.spaces[t]],
                }
                for t, tid in enumerate(self.territory_ids)
            ],
            "paths": sorted(
                [self.space_ids[s], self.space_ids[n]]
                for s, ns in enumerate(self.neighbours)
                for n in ns
                if s < n
            ),
            "connections": [
                {
                    "number": c.number,
                    "a": self.territory_ids[c.a],
                    "b": self.territory_ids[c.b],
                    "kind": c.kind,
                    "mountain": c.mountain,
                    **(
                        {
                            "purple_space": self.space_ids[self.purple_space[i]],
                            "icon": BIOMES[self.purple_icon[i]],
                        }
                        if self.purple_space and self.purple_space[i] >= 0
                        else {}
                    ),
                }
                for i, c in enumerate(self.connections)
            ],
            "purple_road": [self.space_ids[x] for x in self.road],
            "features": self.features,
        }


@DATA.cached
def _map_files() -> tuple[str, ...]:
    return tuple(sorted(Path(f).stem for f in DATA.files("maps")))


def available_maps() -> list[str]:
    """The map ids in the active data's maps/ (read once per data source)."""
    return list(_map_files())


@DATA.cached
def load_board(map_id: str) -> Board:
    if map_id not in _map_files():
        raise ConfigError(f"unknown Iwari map {map_id!r}; available: {', '.join(available_maps())}")
    return build_board(DATA.json(f"maps/{map_id}.json"))


def _layout_problems(layout: object, territory_index: dict[str, int]) -> list[str]:
    """A map's drawing data (`layout`, optional): territory centres of known territories
    within a sane range, and the island's outline (closed, around every centre)."""
    if layout is None:
        return []
    if not isinstance(layout, dict) or not isinstance(layout.get("territories"), dict):
        return ["layout must be an object with territories {id: [x, y]}"]
    out = []
    centres = layout["territories"]
    for tid, c in centres.items():
        if tid not in territory_index:
            out.append(f"layout names unknown territory {tid!r}")
        elif not (
            isinstance(c, list)
            and len(c) == 2
            and all(isinstance(v, int | float) and 0 <= v <= LIMIT for v in c)
        ):
            out.append(f"layout of territory {tid} must be [x, y] within 0..{LIMIT:g}, got {c!r}")
    if "island" in layout:
        out += outline_problems(layout["island"], centres)
    return out


def build_board(data: dict) -> Board:
    """Validate map data and index it. Raises MapError naming every inconsistency."""
    problems: list[str] = []
    mid = data.get("id", "?")
    features = data.get("features", {}) or {}
    void_tid = features.get("void_territory")

    def bad(msg: str) -> None:
        problems.append(msg)

    territories = data.get("territories") or []
    if not territories:
        bad("no territories")
    territory_ids: list[str] = []
    biomes: list[int] = []
    spaces: list[tuple[int, ...]] = []
    space_ids: list[str] = []
    space_territory: list[int] = []
    seen_spaces: dict[str, str] = {}
    for t, terr in enumerate(territories):
        tid = terr.get("id")
        if not isinstance(tid, str) or not tid:
            bad(f"territory #{t + 1} has no id")
            tid = f"#{t + 1}"
        if tid in territory_ids:
            bad(f"territory {tid} is listed twice")
        if "source" not in terr:
            bad(f"territory {tid} names no source")
        territory_ids.append(tid)
        biome = terr.get("biome")
        if biome == "void" and (tid == void_tid or features.get("void_biome")):
            biomes.append(VOID_CARD)  # the purple territory of Les chemins inexplores
        else:
            if biome not in BIOME_INDEX:
                bad(f"territory {tid} has biome {biome!r}; allowed: {', '.join(BIOMES)}")
                biome = BIOMES[0]
            biomes.append(BIOME_INDEX[biome])
        own: list[int] = []
        for sid in terr.get("spaces") or []:
            if sid in seen_spaces:
                bad(f"hut space {sid} belongs to both {seen_spaces[sid]} and {tid}")
                continue
            seen_spaces[sid] = tid
            own.append(len(space_ids))
            space_ids.append(sid)
            space_territory.append(t)
        if not own and tid != void_tid:
            bad(f"territory {tid} has no hut spaces")
        spaces.append(tuple(own))
    # Purple circles on connections (Ile oubliee) are tent spaces outside any territory.
    for c in data.get("connections") or []:
        ps = c.get("purple_space")
        if ps is None:
            continue
        sid = ps.get("id") if isinstance(ps, dict) else None
        if not sid or sid in seen_spaces:
            bad(f"connection {c.get('number')} has a missing or repeated purple space id {sid!r}")
            continue
        if ps.get("icon") not in BIOME_INDEX:
            bad(f"purple space {sid} has icon {ps.get('icon')!r}; allowed: {', '.join(BIOMES)}")
        seen_spaces[sid] = f"connection {c.get('number')}"
        space_ids.append(sid)
        space_territory.append(-1)
    space_index = {s: i for i, s in enumerate(space_ids)}
    territory_index = {tid: i for i, tid in enumerate(territory_ids)}
    if void_tid is not None and void_tid not in territory_index:
        bad(f"features.void_territory names unknown territory {void_tid!r}")

    neighbours: list[set[int]] = [set() for _ in space_ids]
    for p in data.get("paths") or []:
        if not (isinstance(p, list) and len(p) == 2):
            bad(f"path {p!r} is not a pair of hut spaces")
            continue
        a, b = p
        if a not in space_index or b not in space_index:
            bad(f"path {a}-{b} names an unknown hut space")
            continue
        if a == b:
            bad(f"path {a}-{b} links a space to itself")
            continue
        neighbours[space_index[a]].add(space_index[b])
        neighbours[space_index[b]].add(space_index[a])

    def link(a: str, b: str, label: str) -> None:
        if a not in space_index or b not in space_index:
            bad(f"{label} names an unknown hut space ({a}, {b})")
        elif a != b:
            neighbours[space_index[a]].add(space_index[b])
            neighbours[space_index[b]].add(space_index[a])

    conns: list[Connection] = []
    numbers: list[int] = []
    purple: dict[int, tuple[int, int]] = {}
    for c in data.get("connections") or []:
        n = c.get("number")
        label = f"connection {n}"
        if not isinstance(n, int):
            bad(f"a connection has no number: {c!r}")
            continue
        if "source" not in c:
            bad(f"{label} names no source")
        a, b = c.get("a"), c.get("b")
        if a not in territory_index or b not in territory_index:
            bad(f"{label} joins an unknown territory ({a}, {b})")
            continue
        if a == b:
            bad(f"{label} joins {a} to itself")
        kind = c.get("kind")
        if kind not in KINDS:
            bad(f"{label} has kind {kind!r}; allowed: land, sea")
        mountain = c.get("mountain", 0)
        if mountain not in (0, 1, 2, 3, 4):
            bad(f"{label} has mountain symbol {mountain!r}; allowed: 0 (none) to 4")
        numbers.append(n)
        conns.append(Connection(n, territory_index[a], territory_index[b], kind, mountain))
        route = c.get("route")
        ps = c.get("purple_space")
        if route is not None:
            if not (isinstance(route, list) and len(route) == 2):
                bad(f"{label} route must be a pair of hut spaces")
                continue
            ra, rb = route
            owners = {seen_spaces.get(ra), seen_spaces.get(rb)}
            if owners != {a, b}:
                bad(f"{label} route {ra}-{rb} must link a space of {a} to a space of {b}")
            # With purple spaces the road runs through them; else, when connections
            # count as roads (Terres flottantes), the two spaces are linked directly.
            if isinstance(ps, dict) and ps.get("id") in space_index:
                link(ps["id"], ra, label)
                link(ps["id"], rb, label)
            elif features.get("connection_routes"):
                link(ra, rb, label)
        if isinstance(ps, dict) and ps.get("id") in space_index:
            purple[n] = (space_index[ps["id"]], BIOME_INDEX.get(ps.get("icon"), 0))
    if sorted(numbers) != list(range(1, len(numbers) + 1)):
        bad(
            f"connection numbers must run 1..{len(numbers)} without gaps or repeats: {sorted(numbers)}"
        )
    conns.sort(key=lambda c: c.number)

    if not features.get("allow_missing_biomes"):
        missing = [BIOMES[i] for i in range(5) if i not in biomes]
        if missing and territories:
            bad(f"no territory of biome {', '.join(missing)}")
    road = features.get("purple_road") or []
    for a, b in zip(road, road[1:], strict=False):
        if a not in space_index or b not in space_index:
            bad(f"purple road names an unknown space ({a}, {b})")
        elif space_index[b] not in neighbours[space_index[a]]:
            bad(f"purple road spaces {a} and {b} are not linked by a path")
    for key in ("no_totems_in",):
        if key in features and features[key] not in BIOME_INDEX:
            bad(f"features.{key} must be a biome, got {features[key]!r}")
    vrt = features.get("void_ruin_territory")
    if vrt is not None and vrt not in territory_index:
        bad(f"features.void_ruin_territory names unknown territory {vrt!r}")
    contested = []
    for k in features.get("contested") or []:
        a, b = k.get("a"), k.get("b")
        if a not in territory_index or b not in territory_index or a == b:
            bad(f"contested token {k.get('id')!r} must lie between two known territories")
        else:
            contested.append((str(k.get("id")), territory_index[a], territory_index[b]))
    if features.get("locked_connections") and len(purple) != len(conns):
        bad("locked_connections needs a purple_space on every connection")
    problems.extend(_layout_problems(data.get("layout"), territory_index))
    if problems:
        raise listed(MapError(f"map {mid} is inconsistent: " + "; ".join(problems)), problems)

    per_territory: list[list[int]] = [[] for _ in territory_ids]
    for i, c in enumerate(conns):
        per_territory[c.a].append(i)
        per_territory[c.b].append(i)
    return Board(
        id=mid,
        name=data.get("name", mid),
        authentic=bool(data.get("authentic", False)),
        territory_ids=tuple(territory_ids),
        biome=tuple(biomes),
        spaces=tuple(spaces),
        space_ids=tuple(space_ids),
        space_territory=tuple(space_territory),
        neighbours=tuple(tuple(sorted(n)) for n in neighbours),
        connections=tuple(conns),
        territory_connections=tuple(tuple(x) for x in per_territory),
        features=dict(features),
        purple_space=tuple(purple.get(c.number, (-1, -1))[0] for c in conns),
        purple_icon=tuple(purple.get(c.number, (-1, -1))[1] for c in conns),
        void_territory=territory_index.get(void_tid, -1) if void_tid else -1,
        road=tuple(space_index[x] for x in road if x in space_index),
        no_totem_biome=BIOME_INDEX.get(features.get("no_totems_in"), -1),
        void_ruin_territory=territory_index.get(vrt, -1) if vrt else -1,
        void_colony_wins=int(features.get("void_colony_wins", 10)),
        locked_connections=bool(features.get("locked_connections")),
        no_mountains=bool(features.get("no_mountains")),
        void_biome=bool(features.get("void_biome")),
        contested=tuple(contested),
        determination=bool(features.get("determination")),
        max_players=int(features.get("max_players", 5)),
        no_expeditions=bool(features.get("no_expeditions")),
        no_solo=bool(features.get("no_solo")),
    )
