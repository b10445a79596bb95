"""The base game's modules (L328-L352): who wins a Union, Discovery, Honour or Respect pawn
when a piece is placed, and placing the pawn won. Awards queue a choice; they place
nothing on the board."""

from __future__ import annotations

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.state import (
    DISCOVERY,
    HONOUR,
    MODULES,
    RESPECT,
    UNION,
    IwariState,
)


def after_hut(s: IwariState, tribe: int, space: int, t: int) -> None:
    """Discovery for the hut that fills a territory (L338), Union for a hut that makes a
    colony (L332). `t` is -1 for a purple space, which lies in no territory."""
    ctx = s.ctx
    bit = 1 << tribe
    if (
        t >= 0
        and s.pawns_left[DISCOVERY]
        and not s.module_winners[DISCOVERY] & bit
        and s.hut_total[t] == len(ctx.board.spaces[t])
    ):
        # L338-L340: anywhere but the territory just filled.
        opts = tuple(f"discovery {x}" for i, x in enumerate(ctx.board.territory_ids) if i != t)
        s.choices.append((DISCOVERY, tribe, opts, s.active))
    if s.pawns_left[UNION] and not s.module_winners[UNION] & bit:
        colony = scoring.colony_of(s, space)
        if len(colony) >= 4:
            terrs = ctx.board.territories_of(colony)  # L332: a territory, not a purple space
            opts = tuple(f"union {ctx.board.territory_ids[x]}" for x in terrs)
            s.choices.append((UNION, tribe, opts, s.active))


def after_totem(s: IwariState, tribe: int, t: int) -> None:
    """Honour and Respect (L344, L350): both majorities across a land or sea connection."""
    ctx = s.ctx
    if not (s.pawns_left[HONOUR] or s.pawns_left[RESPECT]):
        return
    found: dict[int, list[str]] = {}
    covered = scoring.covered_connections(s)
    for i in ctx.board.territory_connections[t]:
        c = ctx.board.connections[i]
        module = HONOUR if c.kind == "land" else RESPECT
        if not s.pawns_left[module] or s.module_winners[module] & (1 << tribe):
            continue
        # Ruling A15: a connection that scores nothing now (a mountain, a storm, or an
        # Ile oubliee ruin still blocking it) is still won, unless the flag says no.
        if not ctx.covered_connections_award and (
            i in covered or scoring.connection_value(s, i) is None
        ):
            continue
        if tribe in scoring.majority_tribes(s, c.a) and tribe in scoring.majority_tribes(s, c.b):
            found.setdefault(module, []).append(f"{MODULES[module]} {c.number}")
    for module, opts in sorted(found.items()):
        s.choices.append((module, tribe, tuple(opts), s.active))


def place_pawn(s: IwariState, kind: int, tribe: int, opt: str) -> None:
    _, where = s.ctx.award_opt[opt]
    if kind in (UNION, DISCOVERY):
        s.terr_pawns[2 * where + kind] += 1
    else:
        s.conn_pawns[where] += 1
    s.pawns_left[kind] -= 1
    s.module_winners[kind] |= 1 << tribe


def drop_impossible(s: IwariState) -> None:
    """A queued pawn of a module may have become impossible (the pawns ran out)."""
    s.choices = [
        c
        for c in s.choices
        if c[0] > RESPECT or (s.pawns_left[c[0]] and not s.module_winners[c[0]] & (1 << c[1]))
    ]
