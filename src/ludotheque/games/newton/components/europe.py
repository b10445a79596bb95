"""The Europe map: places, routes with coin costs, gold bonus villages, and route search.

The map is a real undirected graph: `routes[p]` lists (neighbour, coin cost) pairs, and
`cheapest_paths` finds, for every place, the fewest coins needed to reach it in at most a
given number of steps (what a TRAVEL action of that value can do).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.newton.components.names import colour_counts

KINDS = ("start", "university", "city", "ancient", "village", "master", "objective")
START, UNIVERSITY, CITY, ANCIENT, VILLAGE, MASTER, OBJECTIVE = range(7)
# Places that receive a travel cube when a Scientist ends its move there (L273-L275).
CUBE_KINDS = frozenset((UNIVERSITY, CITY, ANCIENT, MASTER, OBJECTIVE))
MARKS = ("U", "2+", "3+", "4")
# Player counts at which a gold space of each mark gets a bonus token (L144).
MARK_MIN_PLAYERS = {"U": 1, "2+": 2, "3+": 3, "4": 4}


@dataclass(frozen=True)
class EuropeMap:
    id: str
    authentic: bool
    ids: tuple[str, ...]
    names: tuple[str, ...]
    kind: tuple[int, ...]  # per place, an index into KINDS
    routes: tuple[tuple[tuple[int, int], ...], ...]  # per place: (neighbour, coin cost)
    route_list: tuple[tuple[int, int, int, str], ...]  # (a, b, cost, terrain)
    gold: tuple[str | None, ...]  # per place: the bonus mark of a gold village, else None
    silver: tuple[bool, ...]
    start: int
    master: int
    objective: int
    requirement: tuple[int, int, int]  # the Objective space's 4 Volumes, per colour

    def place(self, pid: str) -> int:
        return self.ids.index(pid)

    def of_kind(self, k: int) -> tuple[int, ...]:
        return tuple(p for p, x in enumerate(self.kind) if x == k)

    @property
    def villages(self) -> tuple[int, ...]:
        return self.of_kind(VILLAGE)

    def step_distances(self, start: int) -> list[int]:
        """Fewest steps from `start` to every place, ignoring costs (-1: unreachable)."""
        dist = [-1] * len(self.ids)
        dist[start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for p in frontier:
                for q, _ in self.routes[p]:
                    if dist[q] < 0:
                        dist[q] = dist[p] + 1
                        nxt.append(q)
            frontier = nxt
        return dist

    def cheapest_paths(self, start: int, max_steps: int) -> dict[int, tuple[int, list[int]]]:
        """For every place reachable in at most `max_steps` steps: (fewest coins, a path
        from `start` using those coins). Ties on coins prefer fewer steps."""
        best: dict[tuple[int, int], tuple[int, list[int]]] = {}
        heap = [(0, 0, start, [start])]
        out: dict[int, tuple[int, list[int]]] = {}
        while heap:
            cost, steps, p, path = heapq.heappop(heap)
            if p not in out:
                out[p] = (cost, path)
            if steps == max_steps:
                continue
            for q, c in self.routes[p]:
                key = (q, steps + 1)
                if key not in best or best[key][0] > cost + c:
                    best[key] = (cost + c, path + [q])
                    heapq.heappush(heap, (cost + c, steps + 1, q, path + [q]))
        return out

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "authentic": self.authentic,
            "places": [
                {"id": pid, "name": self.names[p], "kind": KINDS[self.kind[p]]}
                for p, pid in enumerate(self.ids)
            ],
            "routes": [
                {"a": self.ids[a], "b": self.ids[b], "cost": c, "terrain": t}
                for a, b, c, t in self.route_list
            ],
        }


def build_map(data: dict) -> EuropeMap:
    """Validate map data and index it; raises DataError naming every inconsistency."""
    bad = Problems(f"map {data.get('id', '?')}")
    places = data.get("places") or []
    ids: list[str] = []
    names, kinds, gold, silver = [], [], [], []
    requirement = (0, 0, 0)
    for i, p in enumerate(places):
        pid = p.get("id") if isinstance(p, dict) else None
        if not isinstance(pid, str) or not pid:
            bad(f"place #{i + 1} has no id")
            continue
        if pid in ids:
            bad(f"place {pid} is listed twice")
        bad.need_source(p, f"place {pid}")
        ids.append(pid)
        names.append(p.get("name", pid))
        kind = p.get("kind")
        if kind not in KINDS:
            bad(f"place {pid} has kind {kind!r}; allowed: {', '.join(KINDS)}")
            kind = "village"
        kinds.append(KINDS.index(kind))
        border = p.get("border")
        if kind == "village":
            if border not in ("gold", "silver"):
                bad(f"village {pid} needs a gold or silver border")
            mark = p.get("bonus") if border == "gold" else None
            if border == "gold" and mark not in MARKS:
                bad(f"gold village {pid} has bonus mark {mark!r}; allowed: {', '.join(MARKS)}")
            gold.append(mark)
            silver.append(border == "silver")
        else:
            if border is not None or "bonus" in p:
                bad(f"{pid} is a {kind}: only villages have borders and bonus spaces")
            gold.append(None)
            silver.append(False)
        if kind == "objective":
            req = p.get("requirement") or []
            if len(req) != 4:
                bad(f"the Objective space needs 4 Volumes (L603), got {req!r}")
            requirement = colour_counts(req, bad, f"place {pid}")
    index = {pid: i for i, pid in enumerate(ids)}
    expected = data.get("counts") or {}
    for kind, n in expected.items():
        if kind in KINDS and kinds.count(KINDS.index(kind)) != n:
            bad(f"{kinds.count(KINDS.index(kind))} places of kind {kind}, the rulebook has {n}")
    adj: list[dict[int, int]] = [{} for _ in ids]
    route_list = []
    for r in data.get("routes") or []:
        a, b = r.get("a"), r.get("b")
        label = f"route {a}-{b}"
        bad.need_source(r, label)
        if a not in index or b not in index:
            bad(f"{label} names an unknown place")
            continue
        if a == b:
            bad(f"{label} joins a place to itself")
            continue
        cost = r.get("cost", 0)
        if not isinstance(cost, int) or cost < 0:
            bad(f"{label} has cost {cost!r}; costs are whole numbers of coins")
            cost = 0
        ia, ib = index[a], index[b]
        if ib in adj[ia]:
            bad(f"{label} is listed twice")
        adj[ia][ib] = cost
        adj[ib][ia] = cost
        route_list.append((ia, ib, cost, str(r.get("terrain", "land"))))
    for k in ("start", "master", "objective"):
        if kinds.count(KINDS.index(k)) != 1:
            bad(f"the map needs exactly one {k} place")
    m = EuropeMap(
        id=str(data.get("id", "?")),
        authentic=bool(data.get("authentic", False)),
        ids=tuple(ids),
        names=tuple(names),
        kind=tuple(kinds),
        routes=tuple(tuple(sorted(a.items())) for a in adj),
        route_list=tuple(route_list),
        gold=tuple(gold),
        silver=tuple(silver),
        start=kinds.index(START) if START in kinds else 0,
        master=kinds.index(MASTER) if MASTER in kinds else 0,
        objective=kinds.index(OBJECTIVE) if OBJECTIVE in kinds else 0,
        requirement=requirement,
    )
    if ids and not bad.items:
        unreachable = [ids[p] for p, d in enumerate(m.step_distances(m.start)) if d < 0]
        if unreachable:
            bad(f"places not connected to the start: {', '.join(unreachable)}")
    bad.check()
    return m
