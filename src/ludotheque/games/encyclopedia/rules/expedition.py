"""The Expedition action (L473-L524): the die goes on the leftmost free space of a continent
of its colour; the space's stars give reputation; the expedition value buys research cubes
on the seat's Animals of that continent.

The value is fixed when the die is placed (the die with its colour Expert and what was
spent on it, the space's bonus, the continent Experts, ruling E4) and then grows with the
coins, tokens and seals spent during research (L487-L496). At least one cube must be placed
(ruling A19); an expedition is offered only when that is possible, counting what the
action itself brings (the space's reputation and the bonuses it passes, FAQ L889-L891).
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.components import EXPEDITION
from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
from ludotheque.games.encyclopedia.rules.dice import value
from ludotheque.games.encyclopedia.rules.experts import (
    expedition_bonus,
    on_cube,
    on_place,
)
from ludotheque.games.encyclopedia.rules.reputation import gain_rep, passed
from ludotheque.games.encyclopedia.state import (
    ACT_EXPEDITION,
    AREA_LOC,
    DLOC,
    EncyclopediaState,
    changed_by,
    own_dloc,
    own_vp,
    replaced,
)


def free_space(s: EncyclopediaState, k: int) -> int:
    """Index in `state.exp` of continent k's leftmost free space, or -1 when it is full."""
    start = s.ctx.space_start[k]
    exp = s.exp
    for i in range(start, start + len(s.ctx.cat.spaces[k])):
        if exp[i] < 0:
            return i
    return -1


def cheapest(s: EncyclopediaState, seat: int, k: int) -> int:
    """The cheapest free research slot on the seat's Animals of continent k (a big number
    when there is none)."""
    cat = s.ctx.cat
    cont, cost, marks = cat.animal_continent, cat.research_cost, s.marks
    best = 1 << 30
    for a in s.study[seat]:
        if cont[a] == k:
            m = marks[a]
            for t in range(1, 5):
                if not m >> (t - 1) & 1 and cost[t] < best:
                    best = cost[t]
                    break  # costs grow with the Type: the first free slot is the cheapest
    return best


def feasible(s: EncyclopediaState, k: int, recolour: str | None = None) -> bool:
    """Whether the held die can lead an expedition to continent k and place a cube.

    `recolour` forces how a wrong colour is fixed ("token" or "seal"); by default the
    cheaper way is assumed (a seal's +5 counts for the value either way, a token's +2 is
    lost to the recolour)."""
    return k in feasible_continents(s, (k,), recolour)


def feasible_continents(s: EncyclopediaState, continents, recolour: str | None = None) -> list[int]:
    """The continents among `continents` an expedition can go to now (one pass over the
    seat's Animals, and one over its Experts, for all of them: this runs for every action
    decision).

    Everything the seat could spend is counted as value: the die, what was spent on it,
    coins, 2 per token, 5 per seal, the space's bonus, the Experts' bonuses and the
    reputation bonuses passed. Recolouring with a seal leaves that sum as it is (the seal's
    5 goes on the die), with a token takes 2 off it (the token is spent on the colour)."""
    seat, cat = s.active, s.ctx.cat
    if s.cubes[seat] <= 0:
        return []
    cont, marks = cat.animal_continent, s.marks
    big = 1 << 30
    ncont = len(cat.continents)
    need = [big] * ncont
    # marks -> the cheapest free slot's cost (big: none); the reputation track's tables;
    # the Experts' gains per face-up hand
    t = _tables.last
    first_free, track_value, track_animals, gains, sure, bounds = (
        t[1] if t[0] is cat else _tables(cat)
    )
    for a in s.study[seat]:
        c = first_free[marks[a]]
        k = cont[a]
        if c < need[k]:
            need[k] = c
    market = None
    out = []
    coins0, tokens0, seals0 = s.coins[seat], s.tokens[seat], s.seals[seat]
    most0 = s.dval[s.held] + s.boost + coins0 + 2 * tokens0 + 5 * seals0
    how = recolour or ("seal" if seals0 else "token")
    if how == "seal" and seals0:
        recolour_loss = 0
    elif how == "token" and tokens0:
        recolour_loss = 2
    else:
        recolour_loss = -1  # the die cannot change colour
    experts = s.experts[seat]
    if experts:
        got = gains.get(experts)
        if got is None:
            if len(gains) >= _GAINS_KEPT:
                gains.clear()
            got = gains[experts] = _expert_gains(cat, experts, ncont)
        extra, more_rep = got
    exp, spaces = s.exp, cat.spaces
    rep0 = s.rep[seat]
    value_from, animals_from = track_value[rep0], track_animals[rep0]
    col = s.col
    cost1 = cat.research_cost[1]
    for k in continents:
        most = most0
        if col != k:
            if recolour_loss < 0:
                continue  # the die cannot take k's colour
            most -= recolour_loss
        cheapest_k = need[k]
        if cheapest_k == big:
            if market is None:
                market = {cont[a] for a in s.academy if a >= 0}
            if k not in market:
                continue  # no Animal of k now, nor one a bonus could bring
        start, end = bounds[k]
        if exp[end - 1] >= 0 and -1 not in exp[start:end]:
            continue  # the continent is full (tested first: no exception raised)
        if cheapest_k <= most and sure:
            out.append(k)  # affordable before the gains below, none of which is negative
            continue
        # its leftmost free space (a retake may free one on the left, ruling A30)
        j = exp.index(-1, start, end) - start
        stars, bonus = spaces[k][j]
        most += bonus
        rep = stars
        if experts:
            most += extra[k]
            rep += more_rep[k]
        if rep < 32:
            most += value_from[rep]
            g_animals = animals_from[rep]
        else:
            g_coins, g_tokens, g_seals, g_animals = passed(s, seat, rep)
            most += g_coins + 2 * g_tokens + 5 * g_seals
        if g_animals and cost1 < cheapest_k:
            if market is None:
                market = {cont[a] for a in s.academy if a >= 0}
            if k in market:
                cheapest_k = cost1  # the Quentin example (L891)
        if cheapest_k <= most:
            out.append(k)
    return out


def _build_track(cat) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per starting space and reputation gained (below 32): what the bonuses passed are
    worth as value (coins, 2 per token, 5 per seal), and how many card picks they give."""
    value = tuple(tuple(c + 2 * t + 5 * x for c, t, x, _ in row) for row in cat.track_passed)
    animals = tuple(tuple(a for _, _, _, a in row) for row in cat.track_passed)
    return value, animals


_track = PerCatalogue(_build_track)


def _build_first_free(cat) -> tuple[int, ...]:
    """Per marks bitmask: the cost of the first free Type, the cheapest (costs grow with
    the Type), or a big number when all four hold a cube."""
    cost = cat.research_cost
    return tuple(cost[(~m & -~m).bit_length()] if m != 15 else 1 << 30 for m in range(16))


_first_free = PerCatalogue(_build_first_free)


def _build_tables(cat) -> tuple:
    """What `feasible_continents` reads per catalogue, in one look-up: `_first_free`,
    `_track`'s two tables, a memo of `_expert_gains` by the seat's face-up Experts (a
    tuple, replaced, never changed in place: a hand is met again and again), and whether
    every gain an expedition adds to the value (a space's bonus, an Expert's, the coins,
    tokens and seals of the reputation track) is at least 0, so that a continent whose
    cheapest slot is already affordable is feasible without adding them; and each
    continent's spaces in `state.exp`, from its first to past its last (`Context.space_start`
    is the first)."""
    value, animals = _track(cat)
    sure = (
        min((bonus for spaces in cat.spaces for _, bonus in spaces), default=0) >= 0
        and min(cat.colour_bonus_value, default=0) >= 0
        and min(cat.exped_bonus_value, default=0) >= 0
        and min((coins for coins, _, _ in cat.place_gain), default=0) >= 0
        and min((min(g[:3]) for g in cat.track_gain), default=0) >= 0
    )
    bounds, at = [], 0
    for row in cat.spaces:
        bounds.append((at, at + len(row)))
        at += len(row)
    return _first_free(cat), value, animals, {}, sure, tuple(bounds)


_tables = PerCatalogue(_build_tables)
# Hands kept in the memo before it starts afresh (a game meets a few hundred at most).
_GAINS_KEPT = 4096


def _expert_gains(cat, experts, ncont: int) -> tuple[list[int], list[int]]:
    """Per continent, what the seat's face-up Experts add to an expedition there (its
    colour's bonus, the continent's bonus, the coins they pay for the placement) and the
    reputation they give for it: `colour_bonus` + `expedition_bonus` + `place_gains`,
    worked out for every continent in one pass."""
    cb, cbv, eb, ebv = (
        cat.colour_bonus,
        cat.colour_bonus_value,
        cat.exped_bonus,
        cat.exped_bonus_value,
    )
    pa, pc, pg = cat.place_area, cat.place_continent, cat.place_gain
    extra = [0] * ncont
    rep = [0] * ncont
    for e in experts:
        k = cb[e]
        if k >= 0:
            extra[k] += cbv[e]
        k = eb[e]
        if k >= 0:
            extra[k] += ebv[e]
        if pa[e] == EXPEDITION:
            coins, r, _ = pg[e]
            k = pc[e]
            if k < 0:
                for i in range(ncont):
                    extra[i] += coins
                    rep[i] += r
            else:
                extra[k] += coins
                rep[k] += r
    return extra, rep


def place(s: EncyclopediaState) -> None:
    seat, k, cat = s.active, s.target, s.ctx.cat
    i = free_space(s, k)
    s.exp = replaced(s, s.exp, i, s.held)
    mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
    mine_dloc[s.held] = AREA_LOC + EXPEDITION
    stars, bonus = cat.spaces[k][i - s.ctx.space_start[k]]
    s.pool = value(s) + bonus + expedition_bonus(s, seat, k)
    s.placed = 0
    on_place(s, seat, EXPEDITION, k)
    gain_rep(s, seat, stars)
    s.phase = "research"


# Per marks bitmask: the Types (1-4) whose slot holds no cube yet, in order.
FREE_TYPES = tuple(tuple(t for t in range(1, 5) if not m >> (t - 1) & 1) for m in range(16))


def targets(s: EncyclopediaState) -> tuple[list[tuple[int, int]], bool]:
    """Affordable (Animal, Type) slots now, and whether more value could still buy more
    (the free slots, as many as the reserve has cubes for, cost more than what is left)."""
    seat, k, cat = s.active, s.target, s.ctx.cat
    cubes = s.cubes[seat]
    if cubes <= 0:
        return [], False
    cont, cost, marks, pool = cat.animal_continent, cat.research_cost, s.marks, s.pool
    free_types = FREE_TYPES
    out, free = [], []
    for a in s.study[seat]:
        if cont[a] == k:
            for t in free_types[marks[a]]:
                c = cost[t]
                free.append(c)
                if c <= pool:
                    out.append((a, t))
    if len(free) > cubes:
        free.sort(reverse=True)
        del free[cubes:]
    return out, sum(free) > pool


def pick_before_research(s: EncyclopediaState, seat: int, kind: str) -> bool:
    """An Animal bonus pick of the seat whose expedition has placed no cube yet: the pick
    is narrowed to the expedition's continent when the seat can research nothing else
    (FAQ L891, ruling E3; `can_still_research`)."""
    return (
        kind == "animal"
        and s.act == ACT_EXPEDITION
        and seat == s.active
        and s.phase == "research"
        and not s.placed
    )


def can_still_research(s: EncyclopediaState, seat: int) -> bool:
    """Whether the seat's Animals of the expedition's continent already allow a cube, with
    everything it could still spend (used to keep a bonus pick from breaking the action)."""
    most = s.pool + s.coins[seat] + 2 * s.tokens[seat] + 5 * s.seals[seat]
    return s.cubes[seat] > 0 and cheapest(s, seat, s.target) <= most


def research(s: EncyclopediaState, a: int, t: int) -> None:
    seat, cat = s.active, s.ctx.cat
    marks = list(s.marks)
    marks[a] |= 1 << (t - 1)
    s.marks = tuple(marks)
    changed_by(s, seat, a * 4 + t)  # the cube's Animal and Type (1-4)
    s.cubes = replaced(s, s.cubes, seat, s.cubes[seat] - 1)
    s.pool -= cat.research_cost[t]
    own_vp(s)[seat] += cat.animal_slot_vp[a][t - 1]
    s.placed += 1
    on_cube(s, seat, t)
