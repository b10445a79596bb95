"""The map at the bottom of the board: the Ocean track, the three Islands, their campsites
(L642-L714, L1131-L1143), and the specimens with the Museum that exhibits them (L738-L773).

A track is a graph of spaces, each listing the spaces one step further (`next`); forks let
the player choose the branch (L664). Branches are of equal length, so each space has a
`step` (its distance from the start) by which ships are compared with the Beagle (L1133).
Banners and delay thresholds sit between two spaces; the data writes them on the space
they lead into, so a pawn crosses one when it enters that space.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import (
    COLOUR_INDEX,
    KIND_INDEX,
    Effect,
    parse_effects,
)

SYMBOLS = ("circle", "cross")


@dataclass(frozen=True)
class Track:
    id: str
    symbol: str | None  # the silver-banner symbol that brings explorers here (L650)
    ids: tuple[str, ...]
    next: tuple[tuple[int, ...], ...]
    step: tuple[int, ...]
    actions: tuple[tuple[Effect, ...], ...]
    flag: tuple[int, ...]  # specimen flag: lowest player count that uses it, 0 none (L288)
    gold: tuple[int, ...]  # VP of the gold banner crossed entering this space, 0 none
    silver: tuple[str | None, ...]  # symbol of the silver banner crossed entering it
    delay: tuple[int, ...]  # delay-penalty value crossed entering it (L1131)
    beagle: tuple[int, ...]  # Beagle spaces, in order (L296, L1153)
    camp: tuple[int, ...]  # campsite beside the space, -1 none
    final: int

    @property
    def start(self) -> int:
        return 0

    def index(self, sid: str) -> int:
        return self.ids.index(sid)


@dataclass(frozen=True)
class Campsite:
    id: str
    costs: tuple[int, ...]  # one tent space per cost (L706)
    actions: tuple[Effect, ...]


@dataclass(frozen=True)
class Specimen:
    id: str
    colour: int
    kind: int
    row: int  # Museum row
    col: int  # Museum column


@dataclass(frozen=True)
class Geography:
    ocean: Track
    islands: tuple[Track, ...]
    campsites: tuple[Campsite, ...]
    specimens: tuple[Specimen, ...]  # index = Museum cell (row * columns + col)
    rows: int
    columns: int
    row_coin: int
    # The Ocean then the Islands, by track number (a look-up, not a call, per step read).
    tracks: tuple[Track, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tracks", (self.ocean, *self.islands))

    def flags(self) -> tuple[tuple[int, int, int], ...]:
        """Every specimen flag as (track, space, lowest player count): track 0 is the Ocean,
        1.. the Islands."""
        out = []
        for t, track in enumerate((self.ocean, *self.islands)):
            for i, f in enumerate(track.flag):
                if f:
                    out.append((t, i, f))
        return tuple(out)

    def track(self, t: int) -> Track:
        return self.tracks[t]


def _track(data: dict, camp_ids: list[str], bad: Problems, is_ocean: bool) -> Track:
    tid = data.get("id", "ocean")
    spaces = data.get("spaces") or []
    ids = [sp.get("id") for sp in spaces]
    if len(set(ids)) != len(ids):
        bad(f"track {tid}: a space id is repeated")
    index = {s: i for i, s in enumerate(ids)}
    nxt, acts, flag, gold, silver, delay, beagle, camp = [], [], [], [], [], [], [], []
    finals = []
    for i, sp in enumerate(spaces):
        label = f"space {sp.get('id')}"
        n = []
        for j in sp.get("next") or []:
            if j not in index:
                bad(f"{label} leads to unknown space {j!r}")
            else:
                n.append(index[j])
        nxt.append(tuple(n))
        if not n:
            finals.append(i)
        acts.append(parse_effects(sp.get("actions"), bad, label))
        f = sp.get("flag", 0)
        if f not in (0, 2, 3, 4):
            bad(f"{label}: a flag is marked 2 (every count), 3 or 4 players, got {f!r}")
        if f and acts[-1]:
            bad(f"{label}: a specimen flag space holds no other action")
        flag.append(f if f in (2, 3, 4) else 0)
        gold.append(sp.get("gold", 0))
        s = sp.get("silver")
        if s is not None and (s not in SYMBOLS or not is_ocean):
            bad(f"{label}: silver banners ({', '.join(SYMBOLS)}) are on the Ocean (L650)")
        silver.append(s)
        delay.append(sp.get("delay", 0))
        if sp.get("delay") and not is_ocean:
            bad(f"{label}: delay penalties are on the Ocean track (L1131)")
        if sp.get("beagle"):
            beagle.append(i)
        c = sp.get("camp")
        if c is not None and c not in camp_ids:
            bad(f"{label}: unknown campsite {c!r}")
        camp.append(camp_ids.index(c) if c in camp_ids else -1)
        if any(a[0] == "camp" for a in acts[-1]) != (c is not None):
            bad(f"{label}: a space with the camp action needs a campsite beside it, and only it")
    if not spaces or not spaces[0].get("start"):
        bad(f"track {tid}: its first space must be the start")
    if len(finals) != 1:
        bad(f"track {tid} must end on one final space, has {len(finals)}")
    # Steps: every branch of a fork must be as long as the others.
    step = [-1] * len(spaces)
    if spaces:
        step[0] = 0
    for i in range(len(spaces)):
        if step[i] < 0:
            bad(f"track {tid}: space {ids[i]} is listed before any space leading to it")
            continue
        for j in nxt[i]:
            if j <= i:
                bad(f"track {tid}: {ids[i]} leads back to {ids[j]}; spaces are listed in order")
            elif step[j] < 0:
                step[j] = step[i] + 1
            elif step[j] != step[i] + 1:
                bad(f"track {tid}: the branches into {ids[j]} differ in length")
    for i in range(len(spaces)):
        same = {delay[j] for j in range(len(spaces)) if step[j] == step[i]}
        if len(same) > 1:
            bad(f"track {tid}: spaces at step {step[i]} disagree on the delay penalty")
    if is_ocean:
        if len(beagle) != 5:
            bad(f"the Ocean has {len(beagle)} Beagle spaces, the game 5 (L282, L1153)")
        if sorted(s for s in silver if s) != sorted(SYMBOLS):
            bad("the Ocean needs one silver banner of each symbol (L650)")
    return Track(
        id=tid,
        symbol=data.get("symbol"),
        ids=tuple(ids),
        next=tuple(nxt),
        step=tuple(step),
        actions=tuple(acts),
        flag=tuple(flag),
        gold=tuple(gold),
        silver=tuple(silver),
        delay=tuple(delay),
        beagle=tuple(beagle),
        camp=tuple(camp),
        final=finals[0] if finals else 0,
    )


def build_geography(data: dict, specimens: dict) -> Geography:
    bad = Problems("map.json / specimens.json")
    camps = []
    for c in data.get("campsites") or []:
        bad.need_source(c, f"campsite {c.get('id')}")
        costs = tuple(c.get("costs") or ())
        if not costs or any(not isinstance(x, int) or x < 0 for x in costs):
            bad(f"campsite {c.get('id')}: costs must be whole numbers, one per tent space")
        camps.append(
            Campsite(c.get("id"), costs, parse_effects(c.get("actions"), bad, c.get("id")))
        )
    camp_ids = [c.id for c in camps]
    ocean_data = data.get("ocean") or {}
    bad.need_source(ocean_data, "the Ocean track")
    ocean = _track(ocean_data, camp_ids, bad, True)
    islands = []
    for isl in data.get("islands") or []:
        bad.need_source(isl, f"island {isl.get('id')}")
        if isl.get("symbol") is not None and isl.get("symbol") not in SYMBOLS:
            bad(f"island {isl.get('id')}: symbol {isl.get('symbol')!r}")
        islands.append(_track(isl, camp_ids, bad, False))
    if len(islands) != 3 or islands[0].symbol is not None:
        bad("there are 3 Islands; explorers start on the leftmost, which has no banner symbol")
    if sorted(i.symbol for i in islands[1:] if i.symbol) != sorted(SYMBOLS):
        bad("the other two Islands carry the circle and cross symbols (L650)")
    used = [c for t in (ocean, *islands) for c in t.camp if c >= 0]
    if sorted(used) != list(range(len(camps))):
        bad("every campsite must lie beside exactly one space")
    rows = specimens.get("rows") or []
    cols = specimens.get("columns") or []
    spec = [None] * (len(rows) * len(cols))
    for s in specimens.get("specimens") or []:
        bad.need_source(s, f"specimen {s.get('id')}")
        c, k = s.get("colour"), s.get("kind")
        if c not in COLOUR_INDEX or k not in KIND_INDEX or c not in rows or k not in cols:
            bad(f"specimen {s.get('id')}: colour {c!r} and kind {k!r} must be Museum labels")
            continue
        cell = rows.index(c) * len(cols) + cols.index(k)
        if spec[cell] is not None:
            bad(f"specimen {s.get('id')} repeats the {c} {k}")
        spec[cell] = Specimen(
            s.get("id"), COLOUR_INDEX[c], KIND_INDEX[k], rows.index(c), cols.index(k)
        )
    if any(x is None for x in spec) or len(spec) != 16:
        bad("the Museum is 4 x 4 with one specimen per cell (L276, L288)")
    geo = Geography(
        ocean,
        tuple(islands),
        tuple(camps),
        tuple(spec),
        len(rows),
        len(cols),
        specimens.get("row_coin", 1),
    )
    counts = {f: sum(1 for *_, g in geo.flags() if g == f) for f in (2, 3, 4)}
    if counts != {2: 10, 3: 3, 4: 3}:
        bad(f"specimen flags per player mark {counts}; 16 tokens leave 6/3/0 over (L288)")
    bad.check()
    return geo
