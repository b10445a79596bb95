"""The Publication action (L530-L606): the die goes on a reference Animal in study; its
value sets the highest Type published; for each Type from there down to I the category is
the reference's, and matching cubes from any Animal in study may join; Type 0 collects the
reference and the included Animals of its continent; other-continent Animals that gave
cubes leave the game; a Royal Seal ends it.

Digital form (rulings A16-A18, E7): after the highest Type, each other Animal that could
take part is included or left out whole. An included Animal gives all its cubes of the
published categories (it is collected or removed anyway, so holding one back only loses it).
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.components import PUBLICATION
from ludotheque.games.encyclopedia.rules.experts import colour_bonus, on_place, place_gains
from ludotheque.games.encyclopedia.rules.reputation import passed
from ludotheque.games.encyclopedia.state import (
    DLOC,
    NCAT,
    ON_CARD,
    EncyclopediaState,
    changed,
    own_dloc,
    own_seals,
    own_vp,
    replaced,
)


def feasible(s: EncyclopediaState, a: int, recolour: str | None = None) -> bool:
    """Whether the held die can publish with reference `a`: its colour (or a recolour) and
    a value of at least the Type 0 threshold, counting the coins a Publication die earns
    when placed (ruling A15)."""
    seat, cat = s.active, s.ctx.cat
    k = cat.animal_continent[a]
    coins, tokens, seals = s.coins[seat], s.tokens[seat], s.seals[seat]
    v = s.dval[s.held] + s.boost
    if s.col != k:
        if recolour is None:
            recolour = "seal" if seals else "token"
        if recolour == "seal" and seals:
            seals -= 1
            v += 5
        elif recolour == "token" and tokens:
            tokens -= 1
        else:
            return False
    v += colour_bonus(s, seat, k)
    need = cat.pub_threshold[0]
    if v >= need:
        return True
    p_coins, p_rep, _ = place_gains(s, seat, PUBLICATION)
    g_coins, _, g_seals, _ = passed(s, seat, p_rep)
    return v + coins + p_coins + g_coins + 5 * (seals + g_seals) >= need


def publishable(s: EncyclopediaState) -> list[bool]:
    """`feasible(s, a)` for a reference of each continent, in one pass over the seat's
    Experts (this runs for every action decision)."""
    seat, cat = s.active, s.ctx.cat
    coins, tokens, seals = s.coins[seat], s.tokens[seat], s.seals[seat]
    v0 = s.dval[s.held] + s.boost
    need = cat.pub_threshold[0]
    ncont = len(cat.continents)
    bonus = [0] * ncont
    experts = s.experts[seat]
    if experts:
        cb, cbv = cat.colour_bonus, cat.colour_bonus_value
        for e in experts:
            k = cb[e]
            if k >= 0:
                bonus[k] += cbv[e]
    col = s.col
    rescue = None  # what placing the die would still bring: coins, seals
    out = []
    for k in range(ncont):
        v, left = v0 + bonus[k], seals
        if col != k:
            if seals:
                left -= 1
                v += 5
            elif not tokens:
                out.append(False)
                continue
        if v >= need:
            out.append(True)
            continue
        if rescue is None:
            p_coins, p_rep, _ = place_gains(s, seat, PUBLICATION)
            g_coins, _, g_seals, _ = passed(s, seat, p_rep)
            rescue = (coins + p_coins + g_coins, g_seals)
        out.append(v + rescue[0] + 5 * (left + rescue[1]) >= need)
    return out


def place(s: EncyclopediaState) -> None:
    mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
    mine_dloc[s.held] = ON_CARD
    on_place(s, s.active, PUBLICATION)
    s.phase = "boost"


def highest_type(s: EncyclopediaState, v: int) -> int:
    """The highest Type a value allows (L544, ruling A2), or -1 below Type 0's threshold."""
    t = -1
    for i, need in enumerate(s.ctx.cat.pub_threshold):
        if v >= need:
            t = i
    return t


def start(s: EncyclopediaState, t: int) -> None:
    """Publish up to Type t: list the Animals that may join (L560-L562, L586, L897-L899)."""
    seat, cat, ref = s.active, s.ctx.cat, s.target
    cont, cats, marks = cat.animal_continent, cat.animal_cats, s.marks
    k, ref_cats = cont[ref], cats[ref]
    cands = []
    for a in s.study[seat]:
        if a == ref:
            continue
        if cont[a] == k:
            cands.append(a)
            continue
        m, ac = marks[a], cats[a]
        for tt in range(1, t + 1):
            if m >> (tt - 1) & 1 and ac[tt - 1] == ref_cats[tt - 1]:
                cands.append(a)
                break
    s.ptype = t
    s.cands = tuple(cands)
    s.incl = ()
    s.phase = "include"


def resolve(s: EncyclopediaState) -> None:
    seat, cat, ref, t = s.active, s.ctx.cat, s.target, s.ptype
    cont, cats, marks = cat.animal_continent, cat.animal_cats, list(s.marks)
    k, ref_cats = cont[ref], cats[ref]
    members = (ref, *s.incl)
    for tt in range(t, 0, -1):
        category = ref_cats[tt - 1]
        bit = 1 << (tt - 1)
        n = 0
        for a in members:
            if marks[a] & bit and cats[a][tt - 1] == category:
                marks[a] &= ~bit
                n += 1
        if n:
            _publish_cubes(s, seat, category, n)
            own_vp(s)[seat] += n * cat.pub_vp[tt]
    collected = tuple([a for a in members if cont[a] == k])
    gone = tuple([a for a in members if cont[a] != k])
    own_vp(s)[seat] += len(collected) * cat.pub_vp[0]
    for a in members:
        left = marks[a]
        if left:  # cubes of other categories are lost to the reserve (L588)
            s.cubes = replaced(s, s.cubes, seat, s.cubes[seat] + bin(left).count("1"))
            marks[a] = 0
    s.marks = tuple(marks)
    s.study = replaced(s, s.study, seat, tuple([a for a in s.study[seat] if a not in members]))
    s.published = replaced(s, s.published, seat, s.published[seat] + collected)
    changed(s, seat)  # its study, published Animals, marks and Publication cubes
    s.removed = s.removed + gone
    own_seals(s)[seat] += cat.pub_seals
    s.cands = ()
    s.incl = ()


def _publish_cubes(s: EncyclopediaState, seat: int, category: int, n: int) -> None:
    """Cubes onto the category's Publication space; every 5 of them become a "5 cubes"
    token while tokens last, freeing the cubes (L618-L622, ruling E8)."""
    i = seat * NCAT + category
    pub, pub5 = list(s.pub), list(s.pub5)
    pub[i] += n
    while pub[i] >= 5 and s.fives[seat] > 0:
        pub[i] -= 5
        pub5[i] += 1
        s.fives = replaced(s, s.fives, seat, s.fives[seat] - 1)
        s.cubes = replaced(s, s.cubes, seat, s.cubes[seat] + 5)
    s.pub, s.pub5 = tuple(pub), tuple(pub5)
