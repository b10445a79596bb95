"""Placing a hut (tent, ruin) or a totem segment, then letting the modules see it.

The placement itself changes only the board and the supply. What a piece sets off belongs
to the modules, called here in a fixed order: in solo and co-op play the territory claims
and colonies (solo_control); otherwise the module pawns (awards) and the expansion's pieces
(expansion). They queue choices and effects; none of them places a piece, so nothing here
calls back up into the turn.
"""

from __future__ import annotations

from ludotheque.games.iwari.rules import awards, expansion, solo_control
from ludotheque.games.iwari.state import IwariState


def place_hut(s: IwariState, tribe: int, space: int) -> None:
    ctx = s.ctx
    t = ctx.board.space_territory[space]
    s.owner[space] = tribe
    s.supply_huts[tribe] -= 1
    if not s.supply_huts[tribe] and (tribe != ctx.void or ctx.solo):
        s.end_triggered = True  # L281, at once: no mid-game scoring after it (ruling A12)
    if t >= 0:
        s.huts[t * ctx.tribes + tribe] += 1
        s.hut_total[t] += 1
    if ctx.solo:
        solo_control.after_hut(s, tribe, space, t)
        return
    if not ctx.piece_hooks:
        return
    awards.after_hut(s, tribe, space, t)
    if t >= 0:
        expansion.after_hut(s, tribe, t)


def place_totem(s: IwariState, tribe: int, t: int) -> None:
    ctx = s.ctx
    s.totems[t * ctx.tribes + tribe] += 1
    s.totem_total[t] += 1
    s.supply_totems[tribe] -= 1
    if ctx.solo:
        solo_control.after_totem(s, tribe, t)
        return
    if not ctx.piece_hooks:
        return
    expansion.after_totem(s, tribe, t)
    awards.after_totem(s, tribe, t)
