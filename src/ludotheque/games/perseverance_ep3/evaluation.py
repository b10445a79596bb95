"""What search agents read of a position: every seat's followers if the game ended now.

`Game.evaluate` asks for one seat at a time, and a search asks for each seat of the same
leaf in turn, so the projections of all seats are worked out together and kept with the
position's decision (the `Decision` object is new after every move; a copy shares both
with the state it copies). The goal cards' zones are counted for every seat in one pass
over the board, where the straightforward reading (`goals.zone_count`, kept as the
reference in tests/games/perseverance_ep3/test_speed_evaluation.py) counted each zone
once per seat and rival.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3 import outlook
from ludotheque.games.perseverance_ep3.rules import final, goals
from ludotheque.games.perseverance_ep3.state import PState


def projections(s: PState, first: int = 0) -> list[int]:
    """Each seat's followers plus what the final scoring would add now and, before its
    goal card is scored, what the card would give now (`game.projection`, every seat);
    among players, plus the town assemblies under way (`outlook.coming`).
    `first`: only the first seats (solo: you, players[0]); those are not kept."""
    kept = s.proj
    d = s.decision
    if not first and kept is not None and d is not None and kept[0] is d:
        return kept[1]
    n = len(s.players)
    comp = s.ctx.comp
    rule = None
    counted: dict[str, list[int]] | None = None
    out = []
    artefacts = comp.tables.value("artefact_scoring")
    upper = [row[1] for row in s.structure_owner]
    portal = s.portal_owner
    for seat in range(first or n):
        p = s.players[seat]
        r = p.res
        # final.leftover_points and final.artefact_points, inline
        total = (
            p.followers
            + r[0]
            + r[1]
            + r[2]
            + (p.home[0] + p.tired[0] + p.adv_units[0]) // 2
            + r[3] // 2
            + artefacts[p.artefacts.bit_count()]
        )
        if seat in upper or portal == seat:  # end-game structures built by the seat
            total += final.structure_points(s, seat)
        if not p.goal_shown and p.goal >= 0:
            if rule is None:
                rule = comp.tables.value("goal")
            if goals.personal_met(s, seat, p.goal):
                total += rule["personal"]
            if counted is None:
                counted = goals.all_zone_counts(s, n)
            for zone in comp.goals[p.goal].zones:
                c = counted[zone]
                mine = c[seat]
                if mine > 0 and max(c) <= mine:
                    total += rule["zone"]
        out.append(total)
    if not first and s.solo is None:
        outlook.coming(s, out)
    if d is not None and not first:
        s.proj = (d, out)
    return out
