"""The finished game of Encyclopedia explained: who won and why, points by category.

The categories are the end-of-game scoring's (L994-L1012) after the points scored in
play; an Automa's line comes from its Scoring card (L837-L865). Ties go to the most
Animals published (ruling E13). Alone against Automas, the result is won or lost."""

from __future__ import annotations

from ludotheque.core.reports import drop_empty, make_report, names, pts, seat_name
from ludotheque.games.encyclopedia import scoring
from ludotheque.games.encyclopedia.state import EncyclopediaState

LABELS = {
    "play": "points in play",
    "categories": "Publication categories",
    "continents": "continents",
    "experts": "Expert bonuses",
    "seals": "Royal Seals",
    "coins": "coins",
    "tokens": "expedition tokens",
}


def who(s: EncyclopediaState, seat: int) -> str:
    if s.ctx.is_automa(seat):
        b, sc = s.ctx.automa[seat]
        cat = s.ctx.cat
        return f"the Automa on {seat_name(seat)} ({cat.behaviours[b].id}/{cat.scorings[sc].id})"
    return seat_name(seat)


def report(s: EncyclopediaState) -> dict:
    n = s.ctx.n
    final = s.final or {p: [0] * n for p in scoring.PARTS}
    cats = [LABELS[p] for p in scoring.PARTS]
    rows = [[final[p][seat] for p in scoring.PARTS] for seat in range(n)]
    cats, rows = drop_empty(cats, rows)
    win = scoring.winners(s)
    top = s.vp[win[0]]
    tied = [x for x in range(n) if s.vp[x] == top]
    why = ""
    if len(tied) > len(win):
        most = scoring.animals_published(s, win[0])
        why = f" (tie broken by Animals published: {most})"
    if len(win) == 1:
        verdict = f"{who(s, win[0])[0].upper()}{who(s, win[0])[1:]} won with {pts(top)}{why}."
    else:
        verdict = f"Shared victory: {names(win)} with {pts(top)}{why}."
    result = None
    humans = s.ctx.humans
    if len(humans) == 1 and n > 1:
        me = humans[0]
        result = "won against the Automa" if me in win else "lost against the Automa"
        if len(win) > 1 and me in win:
            result = "shared the victory with the Automa"
    return make_report(verdict, cats, rows, result)
