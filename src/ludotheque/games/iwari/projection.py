"""The search's evaluation in one pass: `scoring.projected_points` without its parts' lists.

A search scores the end of every rollout (an MCTS iteration of Iwari spends about a tenth
of its time here). Where no multiplier can apply (no module pawn or exploit on the board,
no Ile oubliee locks, no Void pieces) the three final scorings are summed straight into
the projection: hut majorities by territory (the same memo as `hut_scores`), totem
majorities read once per territory, colonies by one flood fill. Anything else, and every
solo position, goes the long way (`scoring.projected_points`), which is the reference:
tests/games/iwari/test_speed_differential.py compares both on seeded games.
"""

from __future__ import annotations

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.scoring import _hut_awards
from ludotheque.games.iwari.state import IwariState


def plain(s: IwariState) -> bool:
    """Whether every multiplier is 1 and every connection scores its segments: no pawn,
    no exploit, no lock, no Void tribe."""
    ctx = s.ctx
    return (
        ctx.void < 0
        and not ctx.board.locked_connections
        and s.veneration.__class__ is not tuple
        and s.courage.__class__ is not tuple
        and not any(s.terr_pawns)
        and not any(s.conn_pawns)
    )


def projected_points(s: IwariState) -> list[float]:
    """`scoring.projected_points`, the same numbers, summed in one pass where it can."""
    if s.phase == "over" or not plain(s):
        return scoring.projected_points(s)
    ctx = s.ctx
    board = ctx.board
    nt = ctx.tribes
    proj = list(s.scores)
    huts, hut_total, bonus, totems = s.huts, s.hut_total, s.bonus, s.totems
    # Huts (L251-L275): every territory with a piece, by its memoised majority awards.
    for t in range(board.num_territories):
        if hut_total[t] == 0 and bonus[t] == 0:
            continue
        for tribe, pts in _hut_awards(tuple(huts[t * nt : t * nt + nt])):
            proj[tribe] += pts
    # Totems (L289-L293): each territory's majority as a bit mask of tribes, then every
    # uncovered connection whose two sides share a tribe scores both sides' segments.
    totem_total = s.totem_total
    majority = []
    for t in range(board.num_territories):
        if not totem_total[t]:
            majority.append(0)
            continue
        seg = totems[t * nt : t * nt + nt]
        top = max(seg)
        m = 0
        for tribe, n in enumerate(seg):
            if n == top:
                m |= 1 << tribe
        majority.append(m)
    covered = s.mountains
    storms = s.storms
    for i, c in enumerate(board.connections):
        a, b = c.a, c.b
        both = majority[a] & majority[b]
        if not both or i in covered or i in storms:
            continue
        value = totem_total[a] + totem_total[b]
        while both:
            low = both & -both
            proj[low.bit_length() - 1] += value
            both ^= low
    # Colonies (L311): one point per hut of each group of at least four.
    scoring.add_colonies(proj, s.owner, board.neighbours)
    hands = s.hands
    for p in range(ctx.players):
        proj[p] += 0.5 * sum(hands[CK * p : CK * p + 5])
    return proj
