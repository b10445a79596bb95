"""How search agents judge a Newton position: the final scoring applied to the table as it
stands, plus the income still to come, and what a finished game is worth to a seat.

Income (completed shelf rows and columns, Income tiles including those a Specialization
gave, the Medicine tile, face-up Great Discoveries) pays at every upkeep left, round 6's
included (L419-L423, L439; ruling A6). It is a large part of a good game's points, so a
projection that counted it only once paid would never take it: each seat's income per
upkeep is counted once for every upkeep still to come.
"""

from __future__ import annotations

import math

from ludotheque.games.newton import scoring
from ludotheque.games.newton.rules.objectives import value as objective_value
from ludotheque.games.newton.state import MEDICINE, ROUNDS, NewtonState


def upkeeps_left(s: NewtonState) -> int:
    """Income payments still to come: one at the end of this round and each later one."""
    if s.phase == "over":
        return 0
    return ROUNDS - max(s.round, 1) + 1


def income_per_upkeep(s: NewtonState, p: int) -> float:
    """What seat `p` receives at one upkeep as things stand, in points (the same sources
    as `rules.upkeep.income`); an Income tile's points per kind come from the context
    (`income_points`: its VP plus RESOURCE_VP per coin and potion)."""
    ctx = s.ctx
    comp = ctx.comp
    vp = float(comp.boards[s.board[p]].income(s.shelf[p]))
    income = s.income[p]
    if income:
        points = ctx.income_points
        for k in income:
            if k == MEDICINE:
                vp += comp.tiles.medicine_vp[s.medicine[p] - 1]
            else:
                vp += points[k]
    gd_up = s.gd_up[p]
    if gd_up:
        points = ctx.income_points
        discoveries = comp.tiles.discoveries
        for g in gd_up:
            k = discoveries[g].income
            if k >= 0:
                vp += points[k]
    return vp


def projection(s: NewtonState) -> list[float]:
    """Each seat's projected total: the final scoring now, plus income times upkeeps left.

    Search calls this once per rollout, so it adds up what `scoring.breakdown` totals
    without building its dicts (tests/games/newton/test_speed_evaluation.py keeps the
    plain version it must match)."""
    if s.phase == "over":
        return [float(v) for v in scoring.totals(s)]
    left = upkeeps_left(s)
    return [standing(s, p) + left * income_per_upkeep(s, p) for p in range(s.ctx.players)]


def standing(s: NewtonState, p: int) -> int:
    """Seat `p`'s total if the game ended now: `scoring.breakdown`'s "total" (track VP,
    the Objective tiles it occupies, the Masters it played)."""
    total = s.vp[p]
    ctx = s.ctx
    tiles = s.objective_tile
    visited = s.visited[p]
    for x, place in ctx.objective_map:
        if tiles[x] >= 0 and visited >> place & 1:
            total += objective_value(s, p, tiles[x])
    work = s.work[p]
    for x, space in ctx.objective_work:
        if tiles[x] >= 0 and work == space:
            total += objective_value(s, p, tiles[x])
    tech_objective = ctx.tech_objective
    counted = 0  # objective spaces already counted (two Students may share a node)
    for node in s.students[4 * p : 4 * p + 4]:
        if node >= 0:
            x = tech_objective[node]
            if x >= 0 and tiles[x] >= 0 and not counted >> x & 1:
                counted |= 1 << x
                total += objective_value(s, p, tiles[x])
    masters = ctx.comp.masters.masters
    for m in s.masters[p]:
        total += masters[m].vp
    return total


def solo_value(s: NewtonState, total: float) -> float:
    """A solo score attack's worth in [0, 1]: the score on the rulebook's ladder
    (L451-L461), squashed by a logistic centred on the middle of the ladder's ranks with a
    quarter of their span as scale, so each rung climbed is worth about the same."""
    tops = [top for top, _fr, _en in s.ctx.comp.tiles.ladder if top is not None]
    lo, hi = min(tops), max(tops)
    x = (total - (lo + hi) / 2) / max(1.0, (hi - lo) / 4)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
