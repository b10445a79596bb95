"""What may be placed where: hut spaces, and the totem limit (L208-L210)."""

from __future__ import annotations

from ludotheque.games.iwari.state import IwariState


def max_huts(s: IwariState, t: int) -> int:
    nt = s.ctx.tribes
    return max(s.huts[t * nt : t * nt + nt])


def hut_possible(s: IwariState, tribe: int, t: int) -> bool:
    return s.supply_huts[tribe] > 0 and s.hut_total[t] < len(s.ctx.board.spaces[t])


def totem_possible(s: IwariState, tribe: int, t: int) -> bool:
    """The totem limit (L208-L210): segments of all tribes never exceed the largest hut
    count of one tribe in the territory (so none where no hut stands)."""
    return (
        s.supply_totems[tribe] > 0
        and s.totem_total[t] < max_huts(s, t)
        and s.ctx.board.biome[t] != s.ctx.board.no_totem_biome
    )
