"""Iwari's scoring, build options and payment options as first written, kept as the reference for the
differential test.

Straightforward on purpose: every territory asks `hut_possible` / `totem_possible`, every
connection builds sets of majority tribes, colonies are found by a flood fill that lists
each group. The game's own code (`scoring.py`, `rules/build.py`) computes the same things
faster; this copy says what they must be. Do not optimise it.
"""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CARDS, CK
from ludotheque.games.iwari.rules.limits import hut_possible, totem_possible
from ludotheque.games.iwari.scoring import (
    connection_value,
    covered_connections,
    hut_multiplier,
    majority_tribes,
    territory_hut_points,
    totem_multiplier,
)
from ludotheque.games.iwari.state import COLONY_MIN, IwariState


def build_options(s: IwariState, tribe: int, seat: int) -> list[str]:
    h, o, nb = s.hands, CK * seat, s.ctx.biomes
    pairs = sum(1 for x in range(nb) if h[o + x] >= 2)
    payable = [h[o + b] > 0 or pairs > (h[o + b] >= 2) for b in range(nb)] + [False] * (CK - nb)
    board = s.ctx.board
    opts = []
    for t, b in enumerate(board.biome):
        if s.control[t] >= 0 or not payable[b]:
            continue
        if hut_possible(s, tribe, t) or totem_possible(s, tribe, t):
            opts.append(s.ctx.build_opt[t])
    return opts


def hut_scores(s: IwariState, final: bool) -> list[int]:
    nt = s.ctx.tribes
    out = [0] * nt
    for t in range(s.ctx.board.num_territories):
        if s.hut_total[t] == 0 and s.bonus[t] == 0:
            continue
        mult = hut_multiplier(s, t) if final else 1
        pts = territory_hut_points(s.huts[t * nt : t * nt + nt])
        for tribe in range(nt):
            out[tribe] += pts[tribe] * mult
    return out


def connection_scorers(s: IwariState, i: int) -> set[int]:
    c = s.ctx.board.connections[i]
    both = set(majority_tribes(s, c.a)) & set(majority_tribes(s, c.b))
    both.discard(s.ctx.void)
    return both


def totem_scores(s: IwariState) -> list[int]:
    out = [0] * s.ctx.tribes
    covered = covered_connections(s)
    for i in range(len(s.ctx.board.connections)):
        if i in covered:
            continue
        both = connection_scorers(s, i)
        base = connection_value(s, i)
        if not both or base is None:
            continue
        value = base * totem_multiplier(s, i)
        for tribe in both:
            out[tribe] += value
    return out


def colony_of(s: IwariState, space: int) -> list[int]:
    tribe = s.owner[space]
    board, owner = s.ctx.board, s.owner
    neighbours = board.neighbours
    bundle = board.void_ruin_territory if s.ctx.solo and tribe == s.ctx.void else -1
    seen = {space}
    stack = [space]
    while stack:
        x = stack.pop()
        near = neighbours[x]
        if bundle >= 0 and board.space_territory[x] == bundle:
            near = near + board.spaces[bundle]
        for y in near:
            if y not in seen and owner[y] == tribe:
                seen.add(y)
                stack.append(y)
    return sorted(seen)


def colonies(s: IwariState) -> list[list[list[int]]]:
    out: list[list[list[int]]] = [[] for _ in range(s.ctx.tribes)]
    done: set[int] = set()
    for space, tribe in enumerate(s.owner):
        if tribe < 0 or space in done:
            continue
        group = colony_of(s, space)
        done.update(group)
        if len(group) >= COLONY_MIN:
            out[tribe].append(group)
    return out


def colony_scores(s: IwariState) -> list[int]:
    return [sum(len(g) for g in groups) for groups in colonies(s)]


def pay_options(h: list[int], o: int, b: int, n: int, nb: int = 5) -> list[str]:
    name = CARDS[b]
    own = h[o + b]
    opts = []
    if n == 1:
        if own:
            opts.append(f"pay {name}")
        pair_prefix = "pay "
    else:
        if own >= 2:
            opts.append(f"pay {name}+{name}")
        if not own:
            return opts
        pair_prefix = f"pay {name}+"
    for x in range(nb):
        if x != b and h[o + x] >= 2:
            opts.append(f"{pair_prefix}{CARDS[x]}+{CARDS[x]}")
    return opts
