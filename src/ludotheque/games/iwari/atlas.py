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
"""

from __future__ import annotations

from ludotheque.games.iwari import expansion, scoring
from ludotheque.games.iwari.board import BIOMES, CK
from ludotheque.games.iwari.state import IwariState

VOID_TOTEMS_AT_START = 5  # L514
VOID_TOTEMS_TO_WIN = 5  # L540


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


# ----- Ile oubliee -----------------------------------------------------------------------
def purple_options(s: IwariState, seat: int) -> list[str]:
    """Two cards of the icon's biome put a tent on a purple space holding a ruin (or, in
    solo play, on a free one)."""
    board = s.ctx.board
    if not board.locked_connections or not s.supply_huts[seat]:
        return []
    o, v = CK * seat, s.ctx.void
    opts = []
    for i, x in enumerate(board.purple_space):
        if s.owner[x] in (v, -1) and s.hands[o + board.purple_icon[i]] >= 2:
            opts.append(f"purple {board.connections[i].number}")
    return opts


# ----- Les chemins inexplores ------------------------------------------------------------
def shift_options(s: IwariState, seat: int) -> list[str]:
    """L516-L520: from the Void territory, two cards of the destination's biome; from
    another territory, one card of each of the two (different) biomes. The totem limit
    applies at the destination. Solo play shifts only from the Void territory (L538)."""
    from ludotheque.games.iwari import rules

    board, v, nt = s.ctx.board, s.ctx.void, s.ctx.tribes
    V = board.void_territory
    if V < 0:
        return []
    h, o = s.hands, CK * seat
    opts = []
    for x in range(board.num_territories):
        if not s.totems[x * nt + v] or (s.ctx.solo and x != V):
            continue
        bx = board.biome[x]
        for y in range(board.num_territories):
            by = board.biome[y]
            if y in (x, V) or s.control[y] >= 0 or by == bx:
                continue
            if s.totem_total[y] >= rules.max_huts(s, y):
                continue
            paid = h[o + by] >= 2 if x == V else (h[o + bx] >= 1 and h[o + by] >= 1)
            if paid:
                opts.append(f"shift {board.territory_ids[x]} {board.territory_ids[y]}")
    return opts


def shift(s: IwariState, opt: str) -> int:
    """Pay and move one Void totem; return the destination territory."""
    from ludotheque.games.iwari import rules

    board, v, nt, seat = s.ctx.board, s.ctx.void, s.ctx.tribes, s.active
    _, src, dst = opt.split()
    x, y = board.territory(src), board.territory(dst)
    cards = (
        (board.biome[y], board.biome[y])
        if x == board.void_territory
        else (board.biome[x], board.biome[y])
    )
    for b in cards:
        rules._remove_from_hand(s, seat, b)
        s.discard[b] += 1
    s.totems[x * nt + v] -= 1
    s.totem_total[x] -= 1
    stack = list(s.stacks[x])
    if v in stack:
        del stack[len(stack) - 1 - stack[::-1].index(v)]
    s.stacks[x] = tuple(stack)
    s.totems[y * nt + v] += 1
    s.totem_total[y] += 1
    s.stacks[y] = s.stacks[y] + (v,)
    return y


def shift_extra_options(s: IwariState) -> list[str]:
    """L522: one of your own pieces may join it, paid with one card of that biome."""
    from ludotheque.games.iwari import rules

    t, seat = s.build_territory, s.active
    if s.control[t] >= 0 or not s.hands[CK * seat + s.ctx.board.biome[t]]:
        return []
    opts = []
    if s.supply_huts[seat]:
        opts = [s.ctx.hut_opt[x] for x in s.ctx.board.spaces[t] if s.owner[x] < 0]
    if rules.totem_possible(s, seat, t):
        opts.append("totem")
    return opts + ["stop"] if opts else []


# ----- Le neant --------------------------------------------------------------------------
def contested_options(s: IwariState, seat: int) -> list[str]:
    """L566-L568: two cards of one biome the token joins move it into that biome's
    territory, where the player's tent stands on it (its own space, not a hut space)."""
    board, h, o = s.ctx.board, s.hands, CK * seat
    if not s.supply_huts[seat]:
        return []
    opts = []
    for k, (kid, a, b) in enumerate(board.contested):
        if s.contested[k] >= 0:
            continue
        for t in (a, b):
            if h[o + board.biome[t]] >= 2:
                opts.append(f"contest {kid} {board.territory_ids[t]}")
    return opts


def contest(s: IwariState, opt: str) -> None:
    from ludotheque.games.iwari import rules

    board, seat, nt = s.ctx.board, s.active, s.ctx.tribes
    _, kid, tid = opt.split()
    k = next(i for i, c in enumerate(board.contested) if c[0] == kid)
    t = board.territory(tid)
    for _ in range(2):
        rules._remove_from_hand(s, seat, board.biome[t])
        s.discard[board.biome[t]] += 1
    s.contested[k] = t
    s.contested_owner[k] = seat
    s.bonus[t] += 1
    s.huts[t * nt + seat] += 1
    s.supply_huts[seat] -= 1
    if not s.supply_huts[seat]:
        s.end_triggered = True
    expansion.after_tent(s, seat, t)  # exploring the last territory wins Courage (L617)


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


def biome_name(b: int) -> str:
    return BIOMES[b]
