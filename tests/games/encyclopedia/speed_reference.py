"""Encyclopedia's option code as it was before the speed work of issue 22 (branch enc22),
kept as the reference for `test_speed_reference.py`.

Straightforward on purpose: each Expert bonus asked for per continent, the rolled dice
sorted whole, the board's dice sorted as tuples. The rules modules compute the same
answers with fewer passes; this copy says what they must be. Do not optimise it.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.components import EXPEDITION
from ludotheque.games.encyclopedia.rules.experts import (
    colour_bonus,
    expedition_bonus,
    place_gains,
)
from ludotheque.games.encyclopedia.rules.reputation import passed
from ludotheque.games.encyclopedia.state import ROLLED


def feasible_continents(s, continents, recolour=None) -> list[int]:
    seat, cat = s.active, s.ctx.cat
    if s.cubes[seat] <= 0:
        return []
    cont, cost, marks = cat.animal_continent, cat.research_cost, s.marks
    big = 1 << 30
    need = [big] * len(cat.continents)
    for a in s.study[seat]:
        m = marks[a]
        for t in range(1, 5):
            if not m >> (t - 1) & 1:
                need[cont[a]] = min(need[cont[a]], cost[t])
                break
    market = {cont[a] for a in s.academy if a >= 0}
    out = []
    for k in continents:
        if need[k] == big and k not in market:
            continue
        free = [j for j in range(len(cat.spaces[k])) if s.exp[s.ctx.space_start[k] + j] < 0]
        if not free:
            continue
        j = free[0]
        tokens, seals = s.tokens[seat], s.seals[seat]
        base = s.dval[s.held] + s.boost
        if s.col != k:
            how = recolour or ("seal" if seals else "token")
            if how == "seal" and seals:
                seals -= 1
                base += 5
            elif how == "token" and tokens:
                tokens -= 1
            else:
                continue
        stars, bonus = cat.spaces[k][j]
        most = base + bonus + s.coins[seat] + 2 * tokens + 5 * seals
        p_coins, p_rep, _ = place_gains(s, seat, EXPEDITION, k)
        most += colour_bonus(s, seat, k) + expedition_bonus(s, seat, k) + p_coins
        g_coins, g_tokens, g_seals, g_animals = passed(s, seat, stars + p_rep)
        most += g_coins + 2 * g_tokens + 5 * g_seals
        cheapest_k = need[k]
        if g_animals and cost[1] < cheapest_k and k in market:
            cheapest_k = cost[1]
        if cheapest_k <= most:
            out.append(k)
    return out


def rolled(s, seat: int) -> list[int]:
    loc = ROLLED + seat
    colour = s.ctx.cat.die_colour
    dice = [d for d, at in enumerate(s.dloc) if at == loc]
    return sorted(dice, key=lambda d: (colour[d], s.dval[d], d))


def slot_counts(s, seat: int) -> list[int]:
    counts = [0, 0, 0, 0]
    for loc in s.dloc:
        if 4 * seat <= loc < 4 * seat + 4:
            counts[loc - 4 * seat] += 1
    return counts


def take_options(s) -> tuple[str, ...]:
    colour = s.ctx.cat.die_colour
    found = sorted(
        {(loc, colour[d], s.dval[d]) for d, loc in enumerate(s.dloc) if 0 <= loc < ROLLED}
    )
    return tuple(s.ctx.tx.take[(c, v, loc >> 2, loc & 3)] for loc, c, v in found)


def find(s, colour: int, value: int, loc: int) -> int:
    col = s.ctx.cat.die_colour
    return next(
        d for d, at in enumerate(s.dloc) if at == loc and col[d] == colour and s.dval[d] == value
    )
