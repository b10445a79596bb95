"""The Fireland side of the main board (L1612-L2041), from data/fireland_map.json.

What the text fixes (L1741, L1868-L1878, L1719-L1729): 5 land tracks, the first open from
the start and each other one opened by a ship crossing its silver banner; 3 ocean tracks,
ships starting on the first, the others opened by an explorer crossing their silver banner;
explorers never change track and stop on their Viewpoint; one land track forks to 2
Viewpoints; 6 Viewpoint tokens, some shared by a land and an ocean track end; Adventure
tokens on the gold banners, marked with the lowest player count that uses them. Lengths,
spaces and marks are reconstructed in balance with the base map (digest 10.6). The
campsites are the base side's 9 (costs and actions from data/map.json, by id), each beside
one space with the camp action: 3 by the ocean tracks and 6 by the land tracks, as the base
side has them by the Ocean and the Islands (ruling FL-R16).

A space's banners are written on the space they lead into, as on the base map: a pawn
crosses one when it enters that space.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import Effect, parse_effects

LAND, OCEAN = "land", "ocean"
TRACKS = {LAND: 5, OCEAN: 3}  # L1868, L1874
VIEWPOINTS = 6  # L1729
ADVENTURE_TOKENS = {LAND: 12, OCEAN: 10}  # the box (L1622-L1703)
FLAGS = {2: 10, 3: 3, 4: 3}  # the base game's 16 specimens (L288), per player mark
MARKS = (2, 3, 4)  # 2: every player count
CAMPSITES = {OCEAN: 3, LAND: 6}  # the base side's 9, by the Ocean and Islands (FL-R16)


@dataclass(frozen=True)
class FireTrack:
    id: str
    kind: str  # LAND or OCEAN
    unlocked_by: str | None  # None: open from the start (the first of each kind)
    ids: tuple[str, ...]
    next: tuple[tuple[int, ...], ...]
    actions: tuple[tuple[Effect, ...], ...]
    flag: tuple[int, ...]  # specimen flag: lowest player count, 0 none
    adventure: tuple[int, ...]  # gold banner's Adventure token: lowest player count, 0 none
    silver: tuple[str | None, ...]  # the track a silver banner opens, entering this space
    viewpoint: tuple[str | None, ...]  # the Viewpoint slot at this space, None elsewhere
    camp: tuple[str | None, ...]  # the campsite beside this space (its id), None elsewhere

    @property
    def ends(self) -> tuple[int, ...]:
        return tuple(i for i, n in enumerate(self.next) if not n)


@dataclass(frozen=True)
class FirelandMap:
    ocean: tuple[FireTrack, ...]
    land: tuple[FireTrack, ...]
    explorers: int  # per player (L1741)
    ships: int

    @property
    def tracks(self) -> tuple[FireTrack, ...]:
        return (*self.ocean, *self.land)

    def track(self, tid: str) -> FireTrack:
        for t in self.tracks:
            if t.id == tid:
                return t
        raise KeyError(tid)

    def adventure_banners(self, kind: str, players: int) -> tuple[tuple[str, int], ...]:
        """(track, space) of each gold banner holding a token at this player count (L1719)."""
        group = self.land if kind == LAND else self.ocean
        return tuple(
            (t.id, i) for t in group for i, m in enumerate(t.adventure) if m and m <= players
        )

    def viewpoint_slots(self) -> tuple[str, ...]:
        return tuple(sorted({v for t in self.tracks for v in t.viewpoint if v}))


def _track(data: dict, kind: str, bad: Problems) -> FireTrack:
    tid = str(data.get("id"))
    bad.need_source(data, f"track {tid}")
    spaces = data.get("spaces") or []
    ids = [str(sp.get("id")) for sp in spaces]
    index = {s: i for i, s in enumerate(ids)}
    if len(index) != len(ids):
        bad(f"track {tid}: a space id is repeated")
    nxt, acts, flag, adv, silver, view, camp = [], [], [], [], [], [], []
    for i, sp in enumerate(spaces):
        label = f"space {ids[i]}"
        bad.need_source(sp, label)
        n = []
        for j in sp.get("next") or []:
            if index.get(j, -1) <= i:
                bad(f"{label} leads to {j!r}: not a later space of track {tid}")
            else:
                n.append(index[j])
        nxt.append(tuple(n))
        acts.append(parse_effects(sp.get("actions"), bad, label))
        for key, out in (("flag", flag), ("adventure", adv)):
            m = sp.get(key, 0)
            if m not in (0, *MARKS):
                bad(f"{label}: {key} is marked 2 (every count), 3 or 4 players, got {m!r}")
            out.append(m if m in MARKS else 0)
        silver.append(sp.get("silver"))
        camp.append(sp.get("camp"))
        if any(a[0] == "camp" for a in acts[-1]) != (camp[-1] is not None):
            bad(f"{label}: a space with the camp action needs a campsite beside it, and only it")
        v = sp.get("viewpoint")
        view.append(v)
        if (v is None) == (not n):
            bad(f"{label}: a Viewpoint is at the end of a track, and only there (L1860)")
    if not spaces or not spaces[0].get("start"):
        bad(f"track {tid}: its first space must be the start")
    return FireTrack(
        tid,
        kind,
        data.get("unlocked_by"),
        tuple(ids),
        tuple(nxt),
        tuple(acts),
        tuple(flag),
        tuple(adv),
        tuple(silver),
        tuple(view),
        tuple(camp),
    )


def build_fireland_map(data: dict) -> FirelandMap:
    bad = Problems("fireland_map.json")
    bad.need_source(data, "the file")
    groups = {}
    for kind in (OCEAN, LAND):
        groups[kind] = tuple(_track(t, kind, bad) for t in data.get(kind) or [])
        if len(groups[kind]) != TRACKS[kind]:
            bad(f"Fireland has {TRACKS[kind]} {kind} tracks (L1868, L1874)")
    tracks = (*groups[OCEAN], *groups[LAND])
    ids = {t.id: t for t in tracks}
    for kind, other in ((OCEAN, LAND), (LAND, OCEAN)):
        for k, t in enumerate(groups[kind]):
            if (t.unlocked_by is None) != (k == 0) or t.unlocked_by not in (None, t.id):
                bad(
                    f"track {t.id}: the first {kind} track is open, each other one named by "
                    "its own silver banner (L1868, L1874)"
                )
            banners = [s for o in groups[other] for s in o.silver if s == t.id]
            if k and len(banners) != 1:
                bad(f"track {t.id} needs one silver banner on a {other} track (L1868, L1878)")
    for t in tracks:
        if any(s is not None and s not in ids for s in t.silver):
            bad(f"track {t.id}: a silver banner names an unknown track")
    if any(len(n) > 1 for t in groups[OCEAN] for n in t.next):
        bad("the ocean tracks do not fork (reconstructed: a ship sent back retraces its way)")
    forks = [t.id for t in groups[LAND] if len(t.ends) == 2]
    if len(forks) != 1 or any(len(t.ends) > 2 for t in tracks):
        bad("one land track forks to 2 Viewpoints, the others end on one (L1870)")
    slots = {v for t in tracks for v in t.viewpoint if v}
    if len(slots) != VIEWPOINTS:
        bad(f"the track ends share {VIEWPOINTS} Viewpoint slots (L1729, L1862), got {len(slots)}")
    for kind in (OCEAN, LAND):
        marks = [m for t in groups[kind] for m in t.adventure if m]
        if len(marks) != ADVENTURE_TOKENS[kind]:
            bad(f"{ADVENTURE_TOKENS[kind]} {kind} Adventure tokens at 4 players, got {len(marks)}")
    counts = {m: sum(1 for t in tracks for f in t.flag if f == m) for m in MARKS}
    if counts != FLAGS:
        bad(f"specimen flags per player mark {counts}; the 16 specimens need {FLAGS} (L288)")
    for kind in (OCEAN, LAND):
        n = sum(1 for t in groups[kind] for c in t.camp if c)
        if n != CAMPSITES[kind]:
            bad(f"{CAMPSITES[kind]} campsites by the {kind} tracks (ruling FL-R16), got {n}")
    camps = [c for t in tracks for c in t.camp if c]
    if len(set(camps)) != len(camps):
        bad("a campsite lies beside one space only")
    pawns = data.get("pawns") or {}
    if pawns.get("explorers") != 4 or pawns.get("ships") != 3:
        bad("each player has 4 explorers and 3 ships (L1741)")
    bad.check()
    return FirelandMap(groups[OCEAN], groups[LAND], 4, 3)
