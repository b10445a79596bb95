"""The Automa (L742-L881): a seat the game plays itself from its Behaviour card.

It takes the highest die on its own board or a person's (ruling E17; ties: its priority
colour, then what gives the die's owner least, rulings A11 and E18), then does every step
of its card's row for that value, ignoring colours and never spending anything on a die
(L785-L788). Cards it takes come by its priorities, in reading order of the market (L778);
from the deck top when the market is empty (ruling M20). It never publishes, never uses its
Experts, never takes the end-of-round seal action, and keeps Experts without a slot limit.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.components import ACADEMY, BANK, EMBASSY, EXPEDITION, UNIVERSITY
from ludotheque.games.encyclopedia.rules.dice import priority_rank, take
from ludotheque.games.encyclopedia.rules.expedition import free_space
from ludotheque.games.encyclopedia.rules.markets import draw_animal, draw_expert
from ludotheque.games.encyclopedia.rules.reputation import gain
from ludotheque.games.encyclopedia.state import (
    AREA_LOC,
    ROLLED,
    EncyclopediaState,
    changed,
    next_queued,
    own_dloc,
    own_tokens,
    replaced,
)


def choose_die(s: EncyclopediaState, seat: int) -> int:
    """L784: the highest die on its own board or a person's (ruling E17; another Automa's
    board only when those are empty); equal values by its priority colour, then by what
    gives the owner least (ruling A11), then the owner nearest clockwise (ruling E18)."""
    rank = priority_rank(s, seat)
    colour = s.ctx.cat.die_colour
    is_automa, n = s.ctx.is_automa, s.ctx.n
    best, best_key = -1, None
    for d, loc in enumerate(s.dloc):
        if 0 <= loc < ROLLED:
            owner = loc >> 2
            # Slots run from the least to the most rewarding (x, coins, rep, vp; M9).
            benefit = -1 if owner == seat else loc & 3
            fallback = owner != seat and is_automa(owner)
            # d last: only dice alike in value, colour, owner and slot are left to it.
            key = (fallback, -s.dval[d], rank[colour[d]], benefit, (owner - seat) % n, d)
            if best_key is None or key < best_key:
                best, best_key = d, key
    return best


def pick_from(s: EncyclopediaState, seat: int, market: list[int], continent) -> int:
    """Index in `market` of the card the Automa takes: highest priority, then the first in
    reading order; -1 when the market is empty."""
    rank = priority_rank(s, seat)
    best, best_key = -1, None
    for i, c in enumerate(market):
        if c >= 0:
            key = (rank[continent[c]], i)
            if best_key is None or key < best_key:
                best, best_key = i, key
    return best


def take_animal(s: EncyclopediaState, seat: int, deck_top: bool = True) -> int:
    i = pick_from(s, seat, s.academy, s.ctx.cat.animal_continent)
    if i >= 0:
        a = s.academy[i]
        s.academy = replaced(s, s.academy, i, -1)
    elif deck_top:
        a = draw_animal(s)
    else:
        return -1
    if a >= 0:
        s.study = replaced(s, s.study, seat, s.study[seat] + (a,))
        changed(s, seat)
    return a


def take_expert(s: EncyclopediaState, seat: int, deck_top: bool = True) -> int:
    i = pick_from(s, seat, s.university, s.ctx.cat.expert_continent)
    if i >= 0:
        e = s.university[i]
        s.university = replaced(s, s.university, i, -1)
    elif deck_top:
        e = draw_expert(s)
    else:
        return -1
    if e >= 0:
        s.experts = replaced(s, s.experts, seat, s.experts[seat] + (e,))
        changed(s, seat)
    return e


def resolve_pick(s: EncyclopediaState) -> None:
    """A reputation-bonus pick of an Automa (the queue's first item)."""
    _, seat, kind = next_queued(s)
    if kind == "animal":
        take_animal(s, seat)
    else:
        take_expert(s, seat)


# What the Automa gains, as the log says it (the behaviour rows' keys are short).
GAIN_WORDS = {
    "rep": "reputation",
    "vp": "VP",
    "tokens": "Expedition tokens",
    "seals": "Royal Seals",
}


def play_turn(s: EncyclopediaState) -> None:
    seat, cat = s.active, s.ctx.cat
    d = choose_die(s, seat)
    take(s, seat, d)
    beh = cat.behaviours[s.ctx.automa[seat][0]]
    v = s.dval[d]
    row = beh.rows[v - 1]
    if any(step[1] == "expedition" for step in row) and _expedition_continent(s, seat) < 0:
        row = next(r for r in beh.rows if any(step[1] == "bank" for step in r))
    what = []
    for kind, name, n in row:
        if kind == "gain":
            gain(s, seat, **{name: n})
            what.append(f"+{n} {GAIN_WORDS.get(name, name)}")
        elif name == "first-player":
            if not s.bank_used:
                s.bank_used = True
                s.first = seat
                what.append("first player")
        else:
            what.append(_do(s, seat, d, name, n))
    s.held = -1
    s.log = (
        *s.log[-11:],
        f"seat {seat + 1} (automa) took {cat.colours[cat.die_colour[d]]} {v}: "
        + ", ".join(w for w in what if w),
    )
    s.phase = "end-turn"


def _expedition_continent(s: EncyclopediaState, seat: int) -> int:
    """The continent where it has most Animals with a free space (ties by priority)."""
    cat = s.ctx.cat
    rank = priority_rank(s, seat)
    counts = [0] * len(cat.continents)
    for a in s.study[seat]:
        counts[cat.animal_continent[a]] += 1
    order = sorted(range(len(counts)), key=lambda k: (-counts[k], rank[k]))
    for k in order:
        if free_space(s, k) >= 0:
            return k
    return -1


def _do(s: EncyclopediaState, seat: int, d: int, name: str, n: int) -> str:
    cat = s.ctx.cat
    if name == "academy":
        own_dloc(s)[d] = AREA_LOC + ACADEMY
        a = take_animal(s, seat)
        return f"Academy, {cat.animal_names[a]}" if a >= 0 else "Academy, no Animal left"
    if name == "university":
        own_dloc(s)[d] = AREA_LOC + UNIVERSITY
        e = take_expert(s, seat)
        return f"University, {cat.expert_names[e]}" if e >= 0 else "University, no Expert left"
    if name == "embassy":
        own_dloc(s)[d] = AREA_LOC + EMBASSY
        return "Embassy"
    if name == "bank":
        own_dloc(s)[d] = AREA_LOC + BANK
        return "Bank"
    k = _expedition_continent(s, seat)
    i = free_space(s, k)
    s.exp = replaced(s, s.exp, i, d)
    own_dloc(s)[d] = AREA_LOC + EXPEDITION
    stars, _ = cat.spaces[k][i - s.ctx.space_start[k]]
    # L811-L814 in order: the space's reputation first, then every token is discarded and
    # scored, so a token that reputation brings (L453) is among them.
    gain(s, seat, rep=stars)
    spent = s.tokens[seat]
    own_tokens(s)[seat] = 0
    gain(s, seat, vp=n * spent)
    where = cat.continents[k].capitalize()
    return f"{where} expedition, {spent} token(s) for {n * spent} VP"
