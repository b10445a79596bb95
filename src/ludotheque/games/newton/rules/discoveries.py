"""Great Discoveries (L933-L1021): bought as a quick action, a permanent Volume and/or
Income while face up, turned face down to score its effect (ruling A23: on your own turn)."""

from __future__ import annotations

from ludotheque.games.newton.rules import objectives, tasks
from ludotheque.games.newton.rules.values import (
    shelf_tiles_left,
    students_in_reserve,
)
from ludotheque.games.newton.state import INCOME_SLOTS, NewtonState


def price(s: NewtonState, g: int, half: bool) -> int:
    cost = s.ctx.comp.tiles.discoveries[g].cost
    return (cost + 1) // 2 if half else cost  # half rounded up (ruling A23)


def take_price(s: NewtonState, g: int, how: int) -> int:
    """Task ("gd-take", how): 0 free (Invention, L983), 1 half price (City, L979)."""
    return price(s, g, True) if how else 0


def buy(s: NewtonState, seat: int, g: int, cost: int) -> None:
    s.coins[seat] -= cost
    s.display = tuple(x for x in s.display if x != g)  # not refilled
    s.gd_up[seat] = s.gd_up[seat] + (g,)


def activate(s: NewtonState, seat: int, g: int) -> None:
    s.vp[seat] += vp_now(s, seat, g)
    s.gd_up[seat] = tuple(x for x in s.gd_up[seat] if x != g)
    s.gd_down[seat] = s.gd_down[seat] + (g,)


def vp_now(s: NewtonState, seat: int, g: int) -> int:
    """The VP a Great Discovery's effect gives if turned now (L993-L1021)."""
    d = s.ctx.comp.tiles.discoveries[g]
    per = d.per
    if per == "objective-not-occupied":
        n = len(s.ctx.objective_spaces) - len(objectives.occupied(s, seat, scientist=True))
    elif per == "student-in-reserve":
        n = students_in_reserve(s, seat)
    elif per == "university-not-visited":
        mask = s.visited[seat]
        sci = s.scientist[seat]
        n = sum(1 for p in s.ctx.universities if not mask >> p & 1 and p != sci)
    elif per == "master-not-played":
        n = len(s.held[seat])
    elif per == "empty-income-slot":
        n = INCOME_SLOTS - len(s.income[seat])
    elif per == "cube-not-placed":
        n = 12 - s.cubes[seat]
    elif per == "work-special-not-reached":
        n = sum(1 for w in s.ctx.comp.tracks.work_special if s.work[seat] < w)  # ruling A24
    elif per == "shelf-tile-not-placed":
        n = shelf_tiles_left(s, seat)
    else:
        raise ValueError(per)
    return n * d.vp


def take_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    gds = s.ctx.comp.tiles.discoveries
    opts = [f"take {gds[g].id}" for g in s.display if take_price(s, g, t[1]) <= s.coins[seat]]
    return opts + ["done"]


def take_play(s: NewtonState, t: tuple, opt: str) -> None:
    """The Great Discoveries City tile (half price, L979) or Invention tile (free, L983)."""
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    gds = s.ctx.comp.tiles.discoveries
    for g in s.display:
        if gds[g].id == opt[5:]:
            buy(s, seat, g, take_price(s, g, t[1]))
            return
    raise AssertionError(opt)


tasks.register("gd-take", take_options, take_play, "Take a Great Discovery, or not.")
