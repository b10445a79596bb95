"""Ratings from a round robin: a Bradley-Terry fit on the Elo scale, with 95% intervals.

Why our own short code rather than a library: the rating libraries at hand either need
NumPy/SciPy and give no interval (choix) or update game by game, so that a rating depends
on the order the games finished in (Elo, TrueSkill, OpenSkill). Bradley-Terry fits all
games at once: the same games give the same ratings.

The model: agent i beats agent j with probability p_i / (p_i + p_j). A shared win or a
game nobody at the table won counts half a win for each (a draw). The fit is Hunter's MM
algorithm (Ann. Statist. 32, 2004), with one virtual draw between every pair so that an
agent that won every game still gets a finite rating. Ratings are 400 * log10(p) on the
Elo scale, centred on 1500: 400 points apart means 10 to 1 odds. The interval is the
rating +- 1.96 standard errors from the Fisher information of the fit (the inverse of the
Hessian of the log-likelihood, on ratings that sum to a fixed total): how sure we are of
an agent's place relative to the field. A bootstrap was tried first and gave zero-width
intervals whenever every game of a pair went the same way.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from ludotheque.tournament.stats import Z95

ELO_MEAN = 1500.0
PRIOR_GAMES = 1.0  # virtual draws between every pair


@dataclass
class Rating:
    agent: str
    rating: float
    low: float  # 95% bootstrap interval
    high: float
    games: int
    points: float  # wins, a draw counting one half

    def to_dict(self) -> dict:
        return asdict(self)


# One game between agents i and j: (i, j, points of i), points 1, 0.5 or 0.
Game = tuple[int, int, float]


def fit(n: int, games: list[Game], iterations: int = 500) -> list[float]:
    """Bradley-Terry ratings (Elo scale) of agents 0..n-1 from pairwise games."""
    points = [0.0] * n
    meetings = [[0.0] * n for _ in range(n)]
    for i, j, s in games:
        points[i] += s
        points[j] += 1 - s
        meetings[i][j] += 1
        meetings[j][i] += 1
    for i in range(n):
        for j in range(n):
            if i != j:
                meetings[i][j] += PRIOR_GAMES
        points[i] += PRIOR_GAMES * (n - 1) / 2
    strength = [1.0] * n
    for _ in range(iterations):
        new = []
        for i in range(n):
            denom = sum(meetings[i][j] / (strength[i] + strength[j]) for j in range(n) if j != i)
            new.append(points[i] / denom if denom else strength[i])
        scale = math.exp(sum(math.log(x) for x in new) / n)  # geometric mean 1
        new = [x / scale for x in new]
        done = max(abs(a - b) for a, b in zip(new, strength, strict=True)) < 1e-10
        strength = new
        if done:
            break
    return [ELO_MEAN + 400 * math.log10(x) for x in strength]


def rate(agents: list[str], games: list[Game]) -> list[Rating]:
    """Each agent's rating with its 95% interval."""
    n = len(agents)
    best = fit(n, games)
    theta = [(r - ELO_MEAN) * math.log(10) / 400 for r in best]  # natural log-strengths
    # The information matrix (minus the Hessian), prior games included: a weighted graph
    # Laplacian; on ratings with a fixed sum its inverse is (L + J/n)^-1 - J/n.
    meetings = [[PRIOR_GAMES if i != j else 0.0 for j in range(n)] for i in range(n)]
    for i, j, _ in games:
        meetings[i][j] += 1
        meetings[j][i] += 1
    info = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j:
                p = 1 / (1 + math.exp(theta[j] - theta[i]))
                w = meetings[i][j] * p * (1 - p)
                info[i][j] -= w
                info[i][i] += w
    inverse = invert([[x + 1 / n for x in row] for row in info])
    out = []
    for i, name in enumerate(agents):
        se = math.sqrt(max(inverse[i][i] - 1 / n, 0.0)) * 400 / math.log(10)
        played = [g for g in games if i in (g[0], g[1])]
        points = sum(s if a == i else 1 - s for a, _, s in played)
        out.append(
            Rating(
                agent=name,
                rating=best[i],
                low=best[i] - Z95 * se,
                high=best[i] + Z95 * se,
                games=len(played),
                points=points,
            )
        )
    return out


def invert(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse with partial pivoting (the matrices here are a few agents
    wide and positive definite)."""
    n = len(matrix)
    a = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        a[col] = [x / lead for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]
