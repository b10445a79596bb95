"""The finished game of Newton explained: who won and why, points by category.

Categories follow the end of the game (L437-L445): points scored during play, the
Objective spaces occupied, the Masters played. Ties share the victory (L445). Alone, the
result is the solo ladder's rank (L451-L461)."""

from __future__ import annotations

from ludotheque.core.reports import make_report, names, pts, seat_name
from ludotheque.games.newton import scoring
from ludotheque.games.newton.state import NewtonState

CATEGORIES = ["points in play", "Objective spaces occupied", "Masters played"]


def report(s: NewtonState) -> dict:
    final = s.final or scoring.breakdown(s)
    rows = [
        [e["track"], sum(e["objectives"].values()), sum(e["masters"].values())]
        for e in final["seats"]
    ]
    tot = scoring.totals(s)
    win = scoring.winners(s)
    top = tot[win[0]]
    result = None
    if s.ctx.solo:
        fr, en = s.ctx.comp.tiles.rank(top)
        result = f"{en} ({fr})"
        verdict = f"Score attack: {pts(top)}, the rank of {en} on the solo ladder (L451-L461)."
    elif len(win) == 1:
        verdict = f"{seat_name(win[0]).capitalize()} won with {pts(top)}."
    else:
        verdict = f"Shared victory: {names(win)} with {pts(top)} (ties share, L445)."
    return make_report(verdict, CATEGORIES, rows, result)
