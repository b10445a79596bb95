"""Where things are: the map of Europe laid out from its routes, and the Technology tree
drawn from its `next` links. Computed once per map and cached."""

from __future__ import annotations

import math
from functools import cache

from ludotheque.fronts.layout import disc_layout
from ludotheque.games.newton.components import components
from ludotheque.games.newton.fronts.board.common import MAP_GAP, R_MAJOR, R_VILLAGE, W


@cache
def geometry(map_id: str) -> dict:
    """Where every place and route of the map is drawn (computed once per map)."""
    europe = components().europe  # the game ships one map; its id keys the cache
    kinds = [
        ("start", "university", "city", "ancient", "village", "master", "objective")[k]
        for k in europe.kind
    ]
    radii = [R_VILLAGE if k == "village" else R_MAJOR for k in kinds]
    edges = [(a, b) for a, b, _, _ in europe.route_list]
    pos = disc_layout(radii, edges, 500, 350, margin=0, gap=MAP_GAP)
    pos = _landscape(pos)
    margin_x, margin_top, margin_bottom = 24.0, 34.0, 30.0
    # Scale the centres down only if the map is wider than the picture, and never so much
    # that two places come closer than a small gap.
    span = max(x for x, _ in pos) - min(x for x, _ in pos) + 2 * R_MAJOR
    scale = min(1.0, (W - 2 * margin_x) / span)
    for i in range(len(pos)):
        for j in range(i + 1, len(pos)):
            d = math.dist(pos[i], pos[j]) or 0.01
            scale = max(scale, min(1.0, (radii[i] + radii[j] + 10) / d))
    pos = [(x * scale, y * scale) for x, y in pos]
    x0 = min(x - r for (x, _), r in zip(pos, radii, strict=True))
    y0 = min(y - r for (_, y), r in zip(pos, radii, strict=True))
    places = {}
    for p, pid in enumerate(europe.ids):
        x = round(pos[p][0] - x0 + margin_x, 1)
        y = round(pos[p][1] - y0 + margin_top, 1)
        places[pid] = {
            "x": x,
            "y": y,
            "r": radii[p],
            "kind": kinds[p],
            "name": europe.names[p],
            "border": "gold" if europe.gold[p] else ("silver" if europe.silver[p] else None),
            "mark": europe.gold[p],
        }
    width = max(p["x"] + p["r"] for p in places.values()) + margin_x
    height = max(p["y"] + p["r"] for p in places.values()) + margin_bottom
    routes = [
        {"a": europe.ids[a], "b": europe.ids[b], "cost": cost, "terrain": terrain}
        for a, b, cost, terrain in europe.route_list
    ]
    return {
        "id": europe.id,
        "authentic": europe.authentic,
        "places": places,
        "routes": routes,
        "width": max(width, 600.0),
        "height": height,
        "requirement": europe.requirement,
    }


def _landscape(pos: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Turn a layout so that its longest axis lies horizontal (pictures are wide)."""
    n = len(pos)
    mx = sum(p[0] for p in pos) / n
    my = sum(p[1] for p in pos) / n
    sxx = sum((p[0] - mx) ** 2 for p in pos)
    syy = sum((p[1] - my) ** 2 for p in pos)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in pos)
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    c, s = math.cos(-angle), math.sin(-angle)
    return [((x - mx) * c - (y - my) * s, (x - mx) * s + (y - my) * c) for x, y in pos]


@cache
def tech_geometry() -> dict:
    """The Technology tree, drawn left to right: depth gives x, leaves get a row each."""
    tracks = components().tracks
    ids = tracks.tech_ids
    rows: dict[int, float] = {}
    depth: dict[int, int] = {}
    counter = [0]

    def walk(node: int, d: int) -> float:
        depth[node] = d
        nxt = tracks.tech_next[node]
        if not nxt:
            rows[node] = counter[0]
            counter[0] += 1
            return rows[node]
        ys = [walk(j, d + 1) for j in nxt]
        rows[node] = sum(ys) / len(ys)
        return rows[node]

    walk(tracks.tech_start, 0)
    kinds = ("start", "plain", "specialization", "invention", "master", "objective")
    nodes = {}
    for i, tid in enumerate(ids):
        req = tracks.tech_requirement[i]
        nodes[tid] = {
            "col": depth.get(i, 0),
            "row": rows.get(i, 0.0),
            "kind": kinds[tracks.tech_kind[i]],
            "bonus": tracks.tech_bonus[i],
            "next": [ids[j] for j in tracks.tech_next[i]],
            "requirement": req,
        }
    return {
        "nodes": nodes,
        "rows": counter[0],
        "cols": max(depth.values()) + 1 if depth else 1,
        "work": [(wid, kinds[k]) for wid, k in zip(tracks.work_ids, tracks.work_kind, strict=True)],
        "work_requirement": tracks.work_requirement,
    }
