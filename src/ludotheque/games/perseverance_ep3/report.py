"""The finished game of Perseverance Ep3 explained: who won and why, followers by category.

Followers won in play come first; the final scoring (L1358-L1377) adds end-game
structures and the Ancient Portal, artefacts and leftovers. Ties go to the most
influence cubes on the officers, then are shared (L1379-L1383)."""

from __future__ import annotations

from ludotheque.core.reports import make_report, names, pts, seat_name
from ludotheque.games.perseverance_ep3.rules import counts, final
from ludotheque.games.perseverance_ep3.state import PState

PARTS = (
    ("structures", "end-game structures and the Portal"),
    ("artefacts", "artefacts"),
    ("leftovers", "leftover resources and rangers"),
)


def report(s: PState) -> dict:
    n = len(s.players)
    parts = s.final or [{} for _ in range(n)]
    rows = []
    for seat in range(n):
        end = [parts[seat].get(k, 0) for k, _ in PARTS]
        rows.append([s.players[seat].followers - sum(end), *end])
    cats = ["followers in play"] + [label for _, label in PARTS]
    win = final.winners(s)
    top = s.players[win[0]].followers
    tied = [i for i in range(n) if s.players[i].followers == top]
    why = ""
    if len(tied) > len(win):
        cubes = counts.count(s, win[0], "cubes")
        why = f" (tie broken by influence cubes on the officers: {cubes})"
    if len(win) == 1:
        verdict = f"{seat_name(win[0]).capitalize()} won with {pts(top, 'follower')}{why}."
    else:
        verdict = f"Shared victory: {names(win)} with {pts(top, 'follower')}{why}."
    return make_report(verdict, cats, rows, None)
