"""Iwari scoring: huts (mid-game and final), totems along connections, colonies.

Each function returns points per tribe and never changes the state, so the rulebook's
examples can be checked on hand-built positions.
"""

from __future__ import annotations

from functools import lru_cache

from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.state import COLONY_MIN, DISCOVERY, UNION, IwariState


def territory_hut_points(counts: list[int]) -> list[int]:
    """Hut majority scoring of one territory (L251-L275): the first rank scores the
    territory's total; each later rank scores the count of the rank above. Ties share the
    rank and ranks are never skipped. Tribes without huts score nothing."""
    points = [0] * len(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    if not levels:
        return points
    total = sum(counts)
    value_of = {c: (total if k == 0 else levels[k - 1]) for k, c in enumerate(levels)}
    for tribe, c in enumerate(counts):
        if c > 0:
            points[tribe] = value_of[c]
    return points


def territory_exploits(s: IwariState, t: int) -> int:
    """Union and Discovery pawns, and a Veneration exploit, on a territory."""
    n = s.terr_pawns[2 * t + UNION] + s.terr_pawns[2 * t + DISCOVERY]
    return n + (1 if s.veneration == ("t", t) else 0)


def connection_exploits(s: IwariState, i: int) -> int:
    return s.conn_pawns[i] + (1 if s.veneration == ("c", i) else 0)


def hut_multiplier(s: IwariState, t: int) -> int:
    """1 + the exploits on a territory (ruling A1), less one for a Courage there (L619)."""
    return max(1, 1 + territory_exploits(s, t) - (1 if s.courage == ("t", t) else 0))


def totem_multiplier(s: IwariState, i: int) -> int:
    return max(1, 1 + connection_exploits(s, i) - (1 if s.courage == ("c", i) else 0))


def covered_connections(s: IwariState) -> set[int]:
    """Connections that score nothing at the end: under a mountain or a storm piece."""
    return set(s.mountains) | set(s.storms)


def hut_scores(s: IwariState, final: bool) -> list[int]:
    """Hut scoring of every territory; module multipliers only at the end (ruling A4)."""
    nt = s.ctx.tribes
    out = [0] * nt
    huts, hut_total, bonus = s.huts, s.hut_total, s.bonus
    # Without a pawn or an exploit on a territory every multiplier is 1.
    mult_on = final and (
        s.veneration.__class__ is tuple or s.courage.__class__ is tuple or any(s.terr_pawns)
    )
    mult = 1
    for t in range(s.ctx.board.num_territories):
        if hut_total[t] == 0 and bonus[t] == 0:  # a contested tent counts (C19)
            continue
        if mult_on:
            mult = hut_multiplier(s, t)
        for tribe, pts in _hut_awards(tuple(huts[t * nt : t * nt + nt])):
            out[tribe] += pts * mult
    return out


@lru_cache(maxsize=8192)
def _hut_awards(counts: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(tribe, points) of a territory's hut scoring, for the tribes that score."""
    return tuple((x, p) for x, p in enumerate(territory_hut_points(list(counts))) if p)


def majority_tribes(s: IwariState, t: int) -> list[int]:
    """Tribes with the most totem segments in a territory (ties all count, L289); none
    when the territory has no segment (ruling A14)."""
    nt = s.ctx.tribes
    seg = s.totems[t * nt : t * nt + nt]
    top = max(seg)
    if top == 0:
        return []
    return [tribe for tribe in range(nt) if seg[tribe] == top]


def unlocked(s: IwariState, i: int) -> bool:
    """On Ile oubliee a connection scores only once a tribe's tent replaced its ruin."""
    x = s.ctx.board.purple_space[i]
    return x < 0 or (s.owner[x] >= 0 and s.owner[x] != s.ctx.void)


def connection_value(s: IwariState, i: int) -> int | None:
    """Points a connection is worth to each tribe holding both majorities, before its
    multiplier: None when it is blocked, 1 when it was unlocked (ruling B3)."""
    c = s.ctx.board.connections[i]
    if s.ctx.board.locked_connections:
        return 1 if unlocked(s, i) else None
    return s.totem_total[c.a] + s.totem_total[c.b]


def connection_scorers(s: IwariState, i: int) -> set[int]:
    """Tribes holding the totem majority on both sides of connection i; Void totems block
    majorities but never score (ruling C16)."""
    c = s.ctx.board.connections[i]
    both = set(majority_tribes(s, c.a)) & set(majority_tribes(s, c.b))
    both.discard(s.ctx.void)
    return both


def totem_scores(s: IwariState) -> list[int]:
    """Connections in increasing number (L293); a tribe holding the majority on both sides
    scores both territories' segments (L291), times the connection's multiplier. Connections
    under a mountain (L104) or a storm piece (L913) score nothing."""
    ctx = s.ctx
    nt = ctx.tribes
    out = [0] * nt
    covered = covered_connections(s)
    totems = s.totems
    # Per territory: a bit mask of the tribes holding the totem majority (ruling A14: none
    # on a territory without segments), worked out when a connection first asks.
    majority: dict[int, int] = {}
    not_void = ~(1 << ctx.void) if ctx.void >= 0 else -1  # ruling C16
    for i, c in enumerate(ctx.board.connections):
        a, b = c.a, c.b
        if i in covered:
            continue
        both = not_void
        for t in (a, b):
            m = majority.get(t)
            if m is None:
                seg = totems[t * nt : t * nt + nt]
                top = max(seg)
                m = 0
                if top:
                    for tribe, n in enumerate(seg):
                        if n == top:
                            m |= 1 << tribe
                majority[t] = m
            both &= m
        if not both:
            continue
        base = connection_value(s, i)
        if base is None:
            continue
        value = base * totem_multiplier(s, i)
        while both:
            low = both & -both
            out[low.bit_length() - 1] += value
            both ^= low
    return out


def colony_of(s: IwariState, space: int) -> list[int]:
    """The hut spaces path-connected to `space` through huts of the same tribe."""
    tribe = s.owner[space]
    board, owner = s.ctx.board, s.owner
    neighbours = board.neighbours
    # Terres flottantes, solo (L474): the Void's ruins in the tundra territory all touch.
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
    """Per tribe, its colonies: path-connected groups of at least four of its huts (L311)."""
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
    """One point per hut in each colony, no multiplier (L311, ruling on modules)."""
    if s.ctx.solo:  # the Void's bundled ruins (L474) make groups `colony_of` knows
        return [sum(len(g) for g in groups) for groups in colonies(s)]
    out = [0] * s.ctx.tribes
    add_colonies(out, s.owner, s.ctx.board.neighbours)
    return out


def add_colonies(out: list, owner: list, neighbours) -> None:
    """Adds to `out[tribe]` the huts of each of its groups of at least four (one flood
    fill; no Void pieces: those make groups of their own, `colony_of`)."""
    seen = [False] * len(owner)
    for space, tribe in enumerate(owner):
        if tribe < 0 or seen[space]:
            continue
        seen[space] = True
        stack = [space]
        size = 1
        while stack:
            for y in neighbours[stack.pop()]:
                if owner[y] == tribe and not seen[y]:
                    seen[y] = True
                    stack.append(y)
                    size += 1
        if size >= COLONY_MIN:
            out[tribe] += size


def unplaced(s: IwariState, tribe: int) -> int:
    """Constructions still in supply: the tie-break (L315)."""
    return s.supply_huts[tribe] + s.supply_totems[tribe]


def winning_tribes(s: IwariState) -> list[int]:
    """Highest score, then most unplaced constructions; remaining ties share the win. The
    Void's pieces on some Atlas maps are no contender."""
    contenders = [t for t in range(s.ctx.tribes) if t != s.ctx.void]
    best = max((s.scores[t], unplaced(s, t)) for t in contenders)
    return [t for t in contenders if (s.scores[t], unplaced(s, t)) == best]


# ----- solo and co-op: who would claim a territory (L678-L694) ------------------------------
PLAYERS, VOID = 0, 1  # values of state.control


def leader_now(s: IwariState, t: int) -> int:
    """Who would claim territory t if it were scored now: PLAYERS or VOID."""
    nt, v = s.ctx.tribes, s.ctx.void
    tents = sum(s.huts[t * nt + x] for x in range(s.ctx.players))
    ruins = s.huts[t * nt + v]
    totems = sum(s.totems[t * nt + x] for x in range(s.ctx.players)) + (1 if tents > ruins else 0)
    void_totems = s.totems[t * nt + v] + (0 if tents > ruins else 1)
    return PLAYERS if totems > void_totems else VOID


def projected_points(s: IwariState) -> list[float]:
    """Every tribe's scores so far plus what the final scoring would add on the board as
    it stands, and half a point per card in hand (see IwariGame.evaluate)."""
    ctx = s.ctx
    proj = list(s.scores)
    if s.phase != "over":
        for part in (hut_scores(s, final=True), totem_scores(s), colony_scores(s)):
            for t, v in enumerate(part):
                proj[t] += v
        for p in range(ctx.players):
            proj[p] += 0.5 * sum(s.hands[CK * p : CK * p + 5])
    return proj


def projected_margin(s: IwariState, proj: list[float], seat: int) -> float:
    """`seat`'s projected points minus its best rival's (the neutral tribe included)."""
    rivals = [proj[t] for t in range(s.ctx.tribes) if t != seat and t != s.ctx.void]
    return float(proj[seat] - (max(rivals) if rivals else 0))


def projection(s: IwariState, seat: int) -> float:
    """An evaluation for search agents (see IwariGame.evaluate); solo play: solo_value."""
    return projected_margin(s, projected_points(s), seat)
