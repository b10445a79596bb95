"""The actions the Atlas maps add (L489-L574): a tent on a purple space (Ile oubliee), a
Void totem shift (Les chemins inexplores), a contested token (Le neant). Each pays its
cards and places its pieces through the primitives; the flow then checks expeditions and
goes on with the turn (`flow.special_action_done`)."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.rules import expansion
from ludotheque.games.iwari.rules.limits import max_huts, totem_possible
from ludotheque.games.iwari.rules.payment import discard_from_hand
from ludotheque.games.iwari.rules.pieces import place_hut, place_totem
from ludotheque.games.iwari.state import IwariState


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


def purple(s: IwariState, opt: str) -> None:
    """Ile oubliee (L495): two cards of the icon put a tent on the purple space; a ruin
    there goes to the player."""
    board, seat = s.ctx.board, s.active
    i = next(k for k, c in enumerate(board.connections) if f"purple {c.number}" == opt)
    x, b = board.purple_space[i], board.purple_icon[i]
    for _ in range(2):
        discard_from_hand(s, seat, b)
    if s.owner[x] == s.ctx.void:
        s.owner[x] = -1
        s.ruins_kept[seat] += 1
    s.tribe = seat
    place_hut(s, seat, x)


# ----- Les chemins inexplores ------------------------------------------------------------
def shift_options(s: IwariState, seat: int) -> list[str]:
    """L516-L520: from the Void territory, two cards of the destination's biome; from
    another territory, one card of each of the two (different) biomes. The totem limit
    applies at the destination. Solo play shifts only from the Void territory (L538)."""
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
            if s.totem_total[y] >= max_huts(s, y):
                continue
            paid = h[o + by] >= 2 if x == V else (h[o + bx] >= 1 and h[o + by] >= 1)
            if paid:
                opts.append(f"shift {board.territory_ids[x]} {board.territory_ids[y]}")
    return opts


def shift(s: IwariState, opt: str) -> int:
    """Pay and move one Void totem; return the destination territory."""
    board, v, nt, seat = s.ctx.board, s.ctx.void, s.ctx.tribes, s.active
    _, src, dst = opt.split()
    x, y = board.territory(src), board.territory(dst)
    cards = (
        (board.biome[y], board.biome[y])
        if x == board.void_territory
        else (board.biome[x], board.biome[y])
    )
    for b in cards:
        discard_from_hand(s, seat, b)
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
    t, seat = s.build_territory, s.active
    if s.control[t] >= 0 or not s.hands[CK * seat + s.ctx.board.biome[t]]:
        return []
    opts = []
    if s.supply_huts[seat]:
        opts = [s.ctx.hut_opt[x] for x in s.ctx.board.spaces[t] if s.owner[x] < 0]
    if totem_possible(s, seat, t):
        opts.append("totem")
    return opts + ["stop"] if opts else []


def shift_extra(s: IwariState, opt: str) -> None:
    """One of the player's own pieces joins the shifted totem, paid with one card of the
    territory's biome (L522); `opt` is a hut space or "totem", never "stop"."""
    t = s.build_territory
    if opt == "totem":
        place_totem(s, s.active, t)
    else:
        place_hut(s, s.active, s.ctx.opt_space[opt])
    discard_from_hand(s, s.active, s.ctx.board.biome[t])


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
    board, seat, nt = s.ctx.board, s.active, s.ctx.tribes
    _, kid, tid = opt.split()
    k = next(i for i, c in enumerate(board.contested) if c[0] == kid)
    t = board.territory(tid)
    for _ in range(2):
        discard_from_hand(s, seat, board.biome[t])
    s.contested[k] = t
    s.contested_owner[k] = seat
    s.bonus[t] += 1
    s.huts[t * nt + seat] += 1
    s.supply_huts[seat] -= 1
    if not s.supply_huts[seat]:
        s.end_triggered = True
    expansion.after_tent(s, seat, t)  # exploring the last territory wins Courage (L617)
