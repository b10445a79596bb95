"""End of the game (L437-L461): Objective tiles occupied, Masters' VP, ties shared, and the
solo ladder."""

from __future__ import annotations

from ludotheque.games.newton.rules import objectives
from ludotheque.games.newton.state import NewtonState


def breakdown(s: NewtonState) -> dict:
    """Each seat's final score, part by part (JSON-ready)."""
    comp = s.ctx.comp
    objs = comp.tiles.objectives
    ms = comp.masters.masters
    seats = []
    for p in range(s.ctx.players):
        occupied = {}
        for x in objectives.occupied(s, p):
            tile = s.objective_tile[x]
            if tile >= 0:
                occupied[objs[tile].id] = objectives.value(s, p, tile)
        masters = {ms[m].id: ms[m].vp for m in s.masters[p]}
        total = s.vp[p] + sum(occupied.values()) + sum(masters.values())
        entry = {
            "track": s.vp[p],
            "objectives": occupied,
            "masters": masters,
            "total": total,
        }
        if s.ctx.solo:
            fr, en = comp.tiles.rank(total)
            entry["rank"] = fr
            entry["rank_en"] = en
        seats.append(entry)
    return {"seats": seats}


def finish(s: NewtonState) -> None:
    s.final = breakdown(s)
    s.phase = "over"
    s.tasks = []
    s.cp += 1


def totals(s: NewtonState) -> list[int]:
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    return s.vp[:]


def winners(s: NewtonState) -> list[int]:
    """Most VP; tied seats share the victory (L445)."""
    t = totals(s)
    best = max(t)
    return [p for p, v in enumerate(t) if v == best]
