"""Dice: drawing from the bag, placing on the individual boards, taking one on a turn.

The bag holds no order: a die is drawn uniformly from what is in it at the moment of the
draw, and rolled at once (L215-L219). Each seat draws and rolls when its turn to place
comes (ruling A24), so no seat sees later seats' rolls before placing its own.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
from ludotheque.games.encyclopedia.rules.experts import colour_bonus
from ludotheque.games.encyclopedia.rules.reputation import gain
from ludotheque.games.encyclopedia.state import (
    BAG,
    DLOC,
    HELD,
    ROLLED,
    EncyclopediaState,
    own_dloc,
    own_dval,
)


def draw(s: EncyclopediaState, seat: int, k: int) -> None:
    """Draw k dice for `seat` and roll them (a reveal)."""
    dloc, dval, rng = own_dloc(s), own_dval(s), s.rng
    bag = [d for d in range(len(dloc)) if dloc[d] == BAG]
    faces = s.ctx.cat.faces
    for _ in range(min(k, len(bag))):
        d = bag.pop(rng.below(len(bag)))
        dloc[d] = ROLLED + seat
        dval[d] = rng.below(faces) + 1
    s.cp += 1


def rolled(s: EncyclopediaState, seat: int) -> list[int]:
    """The seat's rolled dice not yet on its board, in a fixed order (colour, value, id)."""
    loc = ROLLED + seat
    colour, dval = s.ctx.cat.die_colour, s.dval
    keyed = sorted(
        ((colour[d] << 12) | (dval[d] << 6) | d for d, at in enumerate(s.dloc) if at == loc)
    )
    return [k & 63 for k in keyed]


def next_rolled(s: EncyclopediaState, seat: int) -> tuple[int, int]:
    """How many dice the seat still has to place, and the first of them in `rolled`'s
    order (-1 when none): what the assign decision needs, without sorting them all."""
    loc = ROLLED + seat
    dloc = s.dloc
    n = dloc.count(loc)
    if not n:
        return 0, -1
    colour, dval = s.ctx.cat.die_colour, s.dval
    best = 1 << 30
    d = -1
    for _ in range(n):
        d = dloc.index(loc, d + 1)
        k = (colour[d] << 12) | (dval[d] << 6) | d
        if k < best:
            best = k
    return n, best & 63


def slot_counts(s: EncyclopediaState, seat: int) -> list[int]:
    base = 4 * seat
    count = s.dloc.count
    return [count(base), count(base + 1), count(base + 2), count(base + 3)]


def free_slots(s: EncyclopediaState, seat: int, left: int) -> list[int]:
    """Slots the next die may go on, `left` dice (this one included) still to place: one
    die per slot, except that with more dice than slots exactly one slot takes two
    (L219, L207, ruling A23)."""
    return _free(slot_counts(s, seat), left)


def _free(counts: list[int] | tuple[int, ...], left: int) -> list[int]:
    """`free_slots` from the dice on each slot of the board."""
    empty = counts.count(0)
    may_double = sum(counts) + left > 4 and 2 not in counts
    out = []
    for slot in range(4):
        c = counts[slot]
        if c == 0:
            if left - 1 >= empty - 1:
                out.append(slot)
        elif c == 1 and may_double and left - 1 >= empty:
            out.append(slot)
    return out


def put_options(s: EncyclopediaState, seat: int) -> tuple[str, ...]:
    """The next rolled die (`next_rolled`) on each of its `free_slots`. The options depend
    only on the die's colour and value, the dice on each slot and the dice left: kept by
    those (a search lists the placement again for every die of every sample)."""
    left, d = next_rolled(s, seat)
    if not left:
        return ()
    c, v = s.ctx.cat.die_colour[d], s.dval[d]
    base = 4 * seat
    count = s.dloc.count
    key = ((c << 6) | v, count(base), count(base + 1), count(base + 2), count(base + 3), left)
    tx = s.ctx.tx
    t = _put_kept.last
    kept = t[1] if t[0] is tx else _put_kept(tx)
    opts = kept.get(key)
    if opts is None:
        put = s.ctx.tx.put
        opts = kept[key] = tuple([put[(c, v, slot)] for slot in _free(key[1:5], left)])
    return opts


# Per Texts: (colour << 6 | value, dice on each slot, dice left) -> the placement options.
_put_kept = PerCatalogue(lambda tx: {})


def put(s: EncyclopediaState, seat: int, slot: int) -> bool:
    """The next rolled die onto `slot`; whether the seat has more to place."""
    left, d = next_rolled(s, seat)
    mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
    mine_dloc[d] = 4 * seat + slot
    return left > 1


def automa_layout(s: EncyclopediaState, seat: int) -> None:
    """L766-L770: increasing value left to right, equal values from the least to the most
    priority colour; a fifth die joins the highest on the rightmost slot (ruling M9)."""
    rank = priority_rank(s, seat)
    colour = s.ctx.cat.die_colour
    dice = rolled(s, seat)
    dice.sort(key=lambda d: (s.dval[d], -rank[colour[d]], d))
    for i, d in enumerate(dice):
        own_dloc(s)[d] = 4 * seat + min(i, 3)


def priority_rank(s: EncyclopediaState, seat: int) -> list[int]:
    """Continent (= colour) -> its place in the seat's priorities, 0 the highest."""
    rank = [0] * len(s.ctx.cat.continents)
    for i, c in enumerate(s.prio[seat]):
        rank[c] = i
    return rank


def on_boards(s: EncyclopediaState) -> bool:
    """Whether a die is left on an individual board (asked at every turn's end: a set
    test in C, not a loop)."""
    return not _BOARD_SLOTS.isdisjoint(s.dloc)


_BOARD_SLOTS = frozenset(range(ROLLED))  # the individual boards' locations


def take_options(s: EncyclopediaState) -> tuple[str, ...]:
    """Every die on an individual board; identical dice on one slot are one option. In the
    order of (board slot, colour, value): `Texts.take_code` numbers them in that order."""
    colour, dval, dloc = s.ctx.cat.die_colour, s.dval, s.dloc
    texts, per_loc, per_colour = s.ctx.tx.take_code
    codes = {
        (loc * per_loc + colour[d] * per_colour + dval[d])
        for d, loc in enumerate(dloc)
        if loc < ROLLED and loc >= 0
    }
    return tuple([texts[k] for k in sorted(codes)])


def find(s: EncyclopediaState, colour: int, value: int, loc: int) -> int:
    col, dloc, dval = s.ctx.cat.die_colour, s.dloc, s.dval
    d = -1
    for _ in range(dloc.count(loc)):
        d = dloc.index(loc, d + 1)
        if col[d] == colour and dval[d] == value:
            return d
    raise AssertionError("no such die")  # pragma: no cover - options name existing dice


def take(s: EncyclopediaState, seat: int, d: int) -> None:
    """Take die d for `seat`'s turn; an opponent owner gains the slot's reward (L236-L246)."""
    loc = s.dloc[d]
    owner, slot = loc >> 2, loc & 3
    mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
    mine_dloc[d] = HELD
    s.held = d
    s.col = s.ctx.cat.die_colour[d]
    s.boost = 0
    if owner != seat:
        coins, rep, vp = s.ctx.cat.slot_gain[slot]
        gain(s, owner, coins, 0, 0, rep, vp)  # positional: a call with keywords costs more


def value(s: EncyclopediaState) -> int:
    """The held die's value for this action: face, colour Experts (for the colour it counts
    as now), coins and seals spent on it."""
    return s.dval[s.held] + colour_bonus(s, s.active, s.col) + s.boost
