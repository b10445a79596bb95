"""Iwari's island outlines: computed once, offline, from each map's reconstructed territory
centres and stored in the map file (`layout.island`), which the board then draws as data.

`python -m ludotheque.games.iwari.islands` rewrites every embedded map's outline. The
outline is the coast of the territories' discs widened by a margin, seen from their
centroid (for each of N directions, the farthest point of any widened disc), closed
morphologically (a running maximum then a running mean, which never cuts into a disc)
and given a gentle, fixed waviness outward so it reads as a coast. Only the centres and
the discs' sizes go in: the rulebook gives no coordinates, so the result is a
reconstruction like the centres themselves.

`outline_problems` checks an outline (used by the map validation): a closed polygon of
points in a sane range, holding every territory's centre. A coast may reach past the
territories' top or left edge (the board then moves the map over to show it whole).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

MAPS = Path(__file__).parent / "data" / "maps"
DIRECTIONS = 120
MARGIN = 26.0  # the land around a territory's disc
SMOOTH = 4  # directions each side for the closing
LOW, LIMIT = -1000.0, 5000.0  # coordinates beyond these are surely a mistake
SOURCE = (
    "reconstructed: computed once (ludotheque.games.iwari.islands) from the layout's "
    f"territory centres, each territory's disc widened by {MARGIN:g}, seen from the "
    "centroid, smoothed outward and gently waved; not traced from the printed board"
)


def territory_radius(n_spaces: int) -> float:
    """A territory's disc on the board, from its number of hut spaces."""
    return 36 + 7 * max(n_spaces, 3)


def outline(centres: list[tuple[float, float]], radii: list[float]) -> list[list[float]]:
    """A closed polygon (first point repeated last) around every widened disc."""
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    reach = []
    for k in range(DIRECTIONS):
        a = 2 * math.pi * k / DIRECTIONS
        ux, uy = math.cos(a), math.sin(a)
        far = 0.0
        for (x, y), r in zip(centres, radii, strict=True):
            dx, dy = x - cx, y - cy
            along = dx * ux + dy * uy
            gap = (r + MARGIN) ** 2 - (dx * dx + dy * dy - along * along)
            if gap >= 0:
                far = max(far, along + math.sqrt(gap))
        reach.append(far)
    n = DIRECTIONS
    top = [max(reach[(k + j) % n] for j in range(-SMOOTH, SMOOTH + 1)) for k in range(n)]
    smooth = [
        sum(top[(k + j) % n] for j in range(-SMOOTH, SMOOTH + 1)) / (2 * SMOOTH + 1)
        for k in range(n)
    ]
    points = []
    for k in range(n):
        a = 2 * math.pi * k / n
        wave = 6 * (1 + math.sin(5 * a + 0.7)) + 4 * (1 + math.sin(11 * a + 2.1))
        r = smooth[k] + wave
        points.append([round(cx + r * math.cos(a), 1), round(cy + r * math.sin(a), 1)])
    return [*points, points[0]]


def inside(point: tuple[float, float], polygon: list[list[float]]) -> bool:
    """Whether a point lies inside a polygon (even-odd rule)."""
    x, y = point
    hit = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def outline_problems(island: object, centres: dict[str, object]) -> list[str]:
    """What is wrong with a map's `layout.island` (nothing: an empty list)."""
    if not isinstance(island, dict):
        return ["layout.island must be an object with a source and an outline"]
    out = []
    if not str(island.get("source", "")).startswith("reconstructed"):
        out.append("layout.island must name its source (reconstructed: how it was made)")
    pts = island.get("outline")
    if not isinstance(pts, list) or len(pts) < 4:
        return [*out, "layout.island.outline must be a list of at least 4 [x, y] points"]
    for p in pts:
        ok = isinstance(p, list) and len(p) == 2
        if not ok or not all(isinstance(v, int | float) and LOW <= v <= LIMIT for v in p):
            return [
                *out,
                f"layout.island.outline point {p!r} is not [x, y] within {LOW:g}..{LIMIT:g}",
            ]
    if pts[0] != pts[-1]:
        out.append("layout.island.outline must be closed (its last point repeats its first)")
    for tid, c in centres.items():
        if isinstance(c, list) and len(c) == 2 and not inside((c[0], c[1]), pts):
            out.append(f"territory {tid}'s centre {c} is outside layout.island.outline")
    return out


def rebuild(path: Path) -> None:
    """Compute and store one map file's island outline."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    layout = doc["layout"]
    terrs = [t for t in doc["territories"] if t["id"] in layout["territories"]]
    centres = [tuple(layout["territories"][t["id"]]) for t in terrs]
    radii = [territory_radius(len(t["spaces"])) for t in terrs]
    layout["island"] = {"source": SOURCE, "outline": outline(centres, radii)}
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    for p in sorted(MAPS.glob("*.json")):
        rebuild(p)
        print(f"{p.name}: island outline written")
