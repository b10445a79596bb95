"""A deterministic layout of a graph of round regions, for maps known only as graphs.

Many boards are data without coordinates (a reconstructed map may be only regions and the
connections between them). This places discs of given radii so that joined discs sit
close, no two overlap, and the result is the same on every run: a force-directed layout
(Fruchterman-Reingold) started from a circle, with a collision pass at every step.
"""

from __future__ import annotations

import math


def disc_layout(
    radii: list[float],
    edges: list[tuple[int, int]],
    width: float,
    height: float,
    margin: float = 10.0,
    gap: float = 28.0,
    iterations: int = 600,
) -> list[tuple[float, float]]:
    """Centres for discs of `radii` joined by `edges`, spread over about width x height
    (callers size their picture with `extent`)."""
    n = len(radii)
    if n == 0:
        return []
    if n == 1:
        return [(width / 2, height / 2)]
    # Start on an ellipse, in order: neighbours in the data are often neighbours on the map.
    pos = [
        [math.cos(2 * math.pi * i / n) * width / 3, math.sin(2 * math.pi * i / n) * height / 3]
        for i in range(n)
    ]
    area = width * height
    k = math.sqrt(area / n) * 0.75
    temperature = width / 8
    adjacent = [set() for _ in range(n)]
    for a, b in edges:
        if a != b:
            adjacent[a].add(b)
            adjacent[b].add(a)
    for _ in range(iterations):
        disp = [[0.0, 0.0] for _ in range(n)]
        for i in range(n):
            xi, yi = pos[i]
            for j in range(i + 1, n):
                dx, dy = xi - pos[j][0], yi - pos[j][1]
                d = math.hypot(dx, dy) or 0.01
                force = k * k / d
                if j in adjacent[i]:
                    force -= d * d / k
                fx, fy = dx / d * force, dy / d * force
                disp[i][0] += fx
                disp[i][1] += fy
                disp[j][0] -= fx
                disp[j][1] -= fy
            # A weak pull to the middle keeps separate pieces of a graph together.
            disp[i][0] -= xi * 0.02
            disp[i][1] -= yi * 0.02 * width / height
        for i in range(n):
            dx, dy = disp[i]
            d = math.hypot(dx, dy)
            if d > 0:
                step_len = min(d, temperature)
                pos[i][0] += dx / d * step_len
                pos[i][1] += dy / d * step_len
        temperature = max(temperature * 0.985, 1.0)
        _separate(pos, radii, gap)
    return _fit(pos, radii, width, height, margin)


def _separate(pos: list[list[float]], radii: list[float], gap: float) -> None:
    n = len(pos)
    for _ in range(3):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                dx, dy = pos[j][0] - pos[i][0], pos[j][1] - pos[i][1]
                d = math.hypot(dx, dy)
                want = radii[i] + radii[j] + gap
                if d < want:
                    if d < 1e-6:
                        dx, dy, d = 1.0, 0.0, 1.0
                    push = (want - d) / 2
                    ux, uy = dx / d, dy / d
                    pos[i][0] -= ux * push
                    pos[i][1] -= uy * push
                    pos[j][0] += ux * push
                    pos[j][1] += uy * push
                    moved = True
        if not moved:
            return


def _fit(
    pos: list[list[float]], radii: list[float], width: float, height: float, margin: float
) -> list[tuple[float, float]]:
    """Move the drawing so that its discs start at (margin, margin); callers size their
    picture from the result (see `extent`)."""
    x0 = min(p[0] - r for p, r in zip(pos, radii, strict=True))
    y0 = min(p[1] - r for p, r in zip(pos, radii, strict=True))
    return [(round(p[0] - x0 + margin, 1), round(p[1] - y0 + margin, 1)) for p in pos]


def extent(
    centres: list[tuple[float, float]], radii: list[float], margin: float = 10.0
) -> tuple[float, float]:
    """Width and height that hold every disc with `margin` around."""
    if not centres:
        return (2 * margin, 2 * margin)
    w = max(x + r for (x, _), r in zip(centres, radii, strict=True)) + margin
    h = max(y + r for (_, y), r in zip(centres, radii, strict=True)) + margin
    return (w, h)
