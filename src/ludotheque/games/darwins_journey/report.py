"""The finished game of Darwin's Journey explained: who won and why, points by category.

Categories follow the final scoring (L1165-L1205): points in play, the personal board's
lines A-F, the Theory of Evolution and leftovers, and with Fireland its Time track and
Adventure tokens (L1886-L1907). Ties go to the Evolution marker, then
coins (L1201-L1205); alone, a full tie is Alfred's (L1610) and the result is won or lost."""

from __future__ import annotations

from ludotheque.core.reports import drop_empty, make_report, names, pts, seat_name
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.state import DarwinState

BOARD = (
    "silver objectives",
    "gold objectives",
    "objective pair",
    "all tents",
    "5 seals",
    "6 seals",
)
CATEGORIES = ["points in play", *BOARD, "Theory of Evolution", "coins and Temporary Knowledge"]
FIRELAND = ("Time spent", "Adventure tokens")  # Fireland's end lines (L1886-L1907)


def who(s: DarwinState, seat: int) -> str:
    if seat == s.ctx.alfred:
        board = s.ctx.automa.boards[s.ctx.level]
        return f"Alfred ({board.id}, {board.level})"
    return seat_name(seat)


def report(s: DarwinState) -> dict:
    final = s.final or scoring.breakdown(s)
    rows = []
    fireland = "fireland" in final["seats"][0]
    for e in final["seats"]:
        board = e["board"]
        rows.append([e["track"], *[board.get(k, 0) for k in BOARD], e["theory"], e["leftovers"]])
        if fireland:
            rows[-1] += [e["fireland"]["time"], e["fireland"]["adventures"]]
    cats, rows = drop_empty([*CATEGORIES, *(FIRELAND if fireland else ())], rows)
    tot = scoring.totals(s)
    win = scoring.winners(s)
    top = tot[win[0]]
    tied = [p for p in range(s.ctx.players) if tot[p] == top]
    why = ""
    if len(tied) > len(win) or (s.ctx.solo and len(tied) > 1):
        why = " (tie broken by the Evolution marker, then coins; a full tie is Alfred's)"
    if len(win) == 1:
        name = who(s, win[0])
        verdict = f"{name[0].upper()}{name[1:]} won with {pts(top)}{why}."
    else:
        verdict = f"Shared victory: {names(win)} with {pts(top)}{why}."
    result = None
    if s.ctx.solo:
        me = 1 - s.ctx.alfred
        result = "won against Alfred" if me in win else "lost against Alfred"
    return make_report(verdict, cats, rows, result)
