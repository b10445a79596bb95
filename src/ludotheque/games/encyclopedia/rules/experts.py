"""Expert cards in play (L334-L359, L913-L917, L661-L736): what the face-up ones add, when
they trigger, and how a new card finds a place among the four active slots.

Only face-up Experts act. Lasting effects are read from `state.experts[seat]` each time;
a lightning (discard) card acts when its owner turns it face down, which may be at once
(ruling A14); end-of-game cards are read by scoring.py. An Automa keeps its Experts
without a slot limit and never uses them (L793).
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
from ludotheque.games.encyclopedia.rules.reputation import gain
from ludotheque.games.encyclopedia.state import EncyclopediaState, changed, own_coins, replaced


def colour_bonus(s: EncyclopediaState, seat: int, colour: int) -> int:
    """What the seat's colour Experts add to a die of `colour` (L674; the colour it counts as now)."""
    experts = s.experts[seat]
    if not experts:
        return 0
    cat = s.ctx.cat
    t = _hands.last
    kept = t[1] if t[0] is cat else _hands(cat)
    hand = kept.get(experts)
    if hand is None:
        hand = _hand(cat, experts, kept)
    return hand[0][colour + 1]


def expedition_bonus(s: EncyclopediaState, seat: int, continent: int) -> int:
    cat = s.ctx.cat
    eb = cat.exped_bonus
    total = 0
    for e in s.experts[seat]:
        if eb[e] == continent:
            total += cat.exped_bonus_value[e]
    return total


def place_gains(s: EncyclopediaState, seat: int, area: int, continent: int = -1):
    """(coins, rep, vp) the seat's Experts pay for a die placed on `area`."""
    experts = s.experts[seat]
    if not experts:
        return _NO_GAIN
    cat = s.ctx.cat
    t = _hands.last
    kept = t[1] if t[0] is cat else _hands(cat)
    hand = kept.get(experts)
    if hand is None:
        hand = _hand(cat, experts, kept)
    where = area * 8 + continent
    got = hand[1].get(where)
    if got is None:
        got = hand[1][where] = _place_gains(cat, experts, area, continent)
    return got


def _place_gains(cat, experts: tuple[int, ...], area: int, continent: int) -> tuple:
    pa, pc, pg = cat.place_area, cat.place_continent, cat.place_gain
    coins = rep = vp = 0
    for e in experts:
        if pa[e] == area and (pc[e] < 0 or pc[e] == continent):
            g = pg[e]
            coins += g[0]
            rep += g[1]
            vp += g[2]
    return coins, rep, vp


_NO_GAIN = (0, 0, 0)
# Per catalogue, per face-up hand (a tuple, replaced, never changed in place: a search meets
# the same few hands again and again): what `colour_bonus` answers for it, and what
# `place_gains` answered for it by area and continent, worked out once (`_hand`) instead
# of a loop over the hand at every die placed.
_hands = PerCatalogue(lambda cat: {})
_HANDS_KEPT = 4096  # hands kept before starting afresh


def _hand(cat, experts: tuple[int, ...], kept: dict) -> tuple[list[int], dict]:
    """The hand's colour bonus per colour (-1 first) and an empty memo of its place gains,
    kept in `kept` by the hand (one pass over it: random play meets new hands often)."""
    cb, cbv = cat.colour_bonus, cat.colour_bonus_value
    bonus = [0] * (len(cat.continents) + 1)
    for e in experts:
        bonus[cb[e] + 1] += cbv[e]
    if len(kept) >= _HANDS_KEPT:
        kept.clear()
    hand = kept[experts] = (bonus, {})
    return hand


def on_place(s: EncyclopediaState, seat: int, area: int, continent: int = -1) -> None:
    if s.experts[seat] and s.ctx.automa[seat] is None:  # a person (not `is_automa`: a call)
        coins, rep, vp = place_gains(s, seat, area, continent)
        if coins or rep or vp:
            gain(s, seat, coins, 0, 0, rep, vp)  # positional: a call with keywords costs more


def on_cube(s: EncyclopediaState, seat: int, t: int) -> None:
    """L665, L689, L698, L717: coins for each cube put on a slot of Type t."""
    cat = s.ctx.cat
    ct = cat.cube_type
    for e in s.experts[seat]:
        if ct[e] == t:
            own_coins(s)[seat] += cat.cube_coins[e]


def is_discard(s: EncyclopediaState, e: int) -> bool:
    return s.ctx.cat.expert_discard[e]


def gain_expert(s: EncyclopediaState, seat: int, e: int) -> None:
    """A new Expert: straight to a free slot, or a placement choice (queued first)."""
    if s.ctx.automa[seat] is not None:  # an Automa
        s.experts = replaced(s, s.experts, seat, s.experts[seat] + (e,))
        changed(s, seat)
        return
    if not is_discard(s, e) and len(s.experts[seat]) < s.ctx.cat.expert_slots:
        s.experts = replaced(s, s.experts, seat, s.experts[seat] + (e,))
        changed(s, seat)
        return
    s.queue = [("place", seat, e), *s.queue]  # a new list: copies share it


def use(s: EncyclopediaState, seat: int, e: int) -> None:
    """Turn a face-up lightning Expert face down for its effect (L351, ruling A14)."""
    s.experts = replaced(s, s.experts, seat, tuple([x for x in s.experts[seat] if x != e]))
    changed(s, seat)
    discard_effect(s, seat, e)


def discard_effect(s: EncyclopediaState, seat: int, e: int) -> None:
    s.covered = replaced(s, s.covered, seat, s.covered[seat] + (e,))
    changed(s, seat)
    coins, rep = s.ctx.cat.discard_gain[e]
    gain(s, seat, coins=coins, rep=rep)


def cover(s: EncyclopediaState, seat: int, old: int, new: int) -> None:
    """The new card goes on top of `old`, which keeps counting for collections (L345)."""
    s.experts = replaced(
        s, s.experts, seat, tuple([new if x == old else x for x in s.experts[seat]])
    )
    s.covered = replaced(s, s.covered, seat, s.covered[seat] + (old,))
    changed(s, seat)


def owned(s: EncyclopediaState, seat: int) -> tuple[int, ...]:
    return s.experts[seat] + s.covered[seat]
