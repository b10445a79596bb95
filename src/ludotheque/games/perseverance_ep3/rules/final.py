"""Final scoring (L1358-L1377) and the winner (L1379-L1383)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import counts, units
from ludotheque.games.perseverance_ep3.rules.assemblies import points
from ludotheque.games.perseverance_ep3.state import PState


def structure_points(s: PState, seat: int) -> int:
    """End-of-game structures the seat built, the Ancient Portal included, each capped
    at 12 (L1362, L1727)."""
    comp = s.ctx.comp
    total = 0
    for z in range(4):
        f = s.structures[z][1]
        if f >= 0 and s.structure_owner[z][1] == seat:
            total += min(comp.structure_cap, points(s, seat, comp.structures[f].effect))
    if s.portal_owner == seat:
        total += min(comp.structure_cap, points(s, seat, comp.portal.effect))
    return total


def artefact_points(s: PState, seat: int) -> int:
    table = s.ctx.comp.tables.value("artefact_scoring")
    return table[s.players[seat].artefacts.bit_count()]  # artefacts held, one bit each


def leftover_points(s: PState, seat: int) -> int:
    """1 per food, debris and island resource; 1 per pair of rangers outside the
    infirmary; 1 per pair of glowberries (L1375)."""
    p = s.players[seat]
    return p.res[0] + p.res[1] + p.res[2] + counts.rangers(s, seat) // 2 + p.res[3] // 2


def final_scoring(s: PState) -> list[dict]:
    out = []
    for seat in range(len(s.players)):
        parts = {
            "structures": structure_points(s, seat),
            "artefacts": artefact_points(s, seat),
            "leftovers": leftover_points(s, seat),
        }
        units.add_followers(s, seat, sum(parts.values()))
        out.append(parts)
    return out


def winners(s: PState) -> list[int]:
    """Most followers; then most influence cubes on all officers; then shared (L1379)."""
    n = len(s.players)
    key = [(s.players[i].followers, counts.count(s, i, "cubes")) for i in range(n)]
    best = max(key)
    return [i for i in range(n) if key[i] == best]
