"""Rules of the expansion's Atlas maps (L462-L550), driven by each map's `features`.

- Terres flottantes: no totems in the tundra; connections are roads (board.py links them);
  solo: Tundra cards played bring a Void ruin to the tundra territory, whose ruins all
  touch each other, and 8 ruins in a colony win for the Void.
- Massif glacier: two connections join the same territories (plain data).
- Ile oubliee: every connection is blocked by a ruin on its purple space; two cards of
  the space's icon put a tent there instead (the player keeps the ruin, 1 point at the
  end); an unlocked connection scores 1 point; purple spaces are on the roads.
- Les chemins inexplores: Void totems start on the purple territory and can be shifted
  by an action; solo: infection totems go there and a fifth one wins for the Void.
- La longue route: the purple road is scored like a territory at the end.
- Le neant: Void-biome territories built with Void cards (ruling B4), contested tokens
  moved by a whole action, the determination token (ruling C19); up to six players.

This file holds the maps' set-ups and what they change in scoring and in solo play; the
actions the maps add (a tent on a purple space, a totem shift, a contested token) are in
atlas_actions.py.
"""

from __future__ import annotations

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.state import IwariState

VOID_TOTEMS_AT_START = 5  # L514


def setup(s: IwariState) -> None:
    """Standard play: ruins on the purple circles (L493), Void totems on the purple
    territory (L514). Solo play starts without them (L504, L536)."""
    ctx, board = s.ctx, s.ctx.board
    if ctx.solo:
        return
    v, nt = ctx.void, ctx.tribes
    if board.locked_connections:
        for x in board.purple_space:
            s.owner[x] = v
            s.supply_huts[v] -= 1
    if board.void_territory >= 0:
        t = board.void_territory
        s.totems[t * nt + v] += VOID_TOTEMS_AT_START
        s.totem_total[t] += VOID_TOTEMS_AT_START
        s.supply_totems[v] -= VOID_TOTEMS_AT_START
        s.stacks[t] = (v,) * VOID_TOTEMS_AT_START


# ----- end of game -----------------------------------------------------------------------
def final_parts(s: IwariState) -> dict[str, list[int]]:
    """Ruins kept on Ile oubliee (1 point each, L497) and the purple road scored as a
    territory on La longue route (L545)."""
    board, nt = s.ctx.board, s.ctx.tribes
    parts = {}
    if board.locked_connections and not s.ctx.solo:
        parts["ruins"] = list(s.ruins_kept)
    if board.road and not s.ctx.solo:
        counts = [0] * nt
        for x in board.road:
            if s.owner[x] >= 0:
                counts[s.owner[x]] += 1
        parts["road"] = scoring.territory_hut_points(counts)
    return parts


def void_wins_at_end(s: IwariState) -> bool:
    """Solo map conditions judged at the end (L508, L550): more Void ruins than tents on
    the purple spaces, or on the purple road."""
    board, v = s.ctx.board, s.ctx.void
    for spaces in ([x for x in board.purple_space if x >= 0], list(board.road)):
        if spaces:
            ruins = sum(1 for x in spaces if s.owner[x] == v)
            tents = sum(1 for x in spaces if 0 <= s.owner[x] != v)
            if ruins > tents:
                return True
    return False


def preferred_ruin_spaces(s: IwariState, t: int) -> list[int]:
    """Solo: a ruin the Void's action puts in territory t goes first to a free purple
    space on one of its connections, or to a free space of the purple road (L503, L548)."""
    board = s.ctx.board
    if board.locked_connections:
        free = [
            board.purple_space[i]
            for i in board.territory_connections[t]
            if s.owner[board.purple_space[i]] < 0
        ]
        if free:
            return free
    if board.road:
        free = [x for x in board.road if board.space_territory[x] == t and s.owner[x] < 0]
        if free:
            return free
    return []
