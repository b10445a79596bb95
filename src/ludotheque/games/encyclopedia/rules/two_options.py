"""Cheap tests that a decision surely offers two options or more, so that `flow.advance`
may stop there without listing them (a decision with one option plays itself, so advance
must otherwise list every decision it reaches to see whether it is forced).

A search's greedy step applies every option of a decision and keeps one child: the others'
next decisions are never asked for. Each test is sufficient, not necessary: False means
"list it and see", never "forced". tests/games/encyclopedia/test_speed_two_options.py
checks every True against the listed options.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.components import EXPEDITION
from ludotheque.games.encyclopedia.rules.actions import cap
from ludotheque.games.encyclopedia.rules.dice import value
from ludotheque.games.encyclopedia.rules.expedition import FREE_TYPES, pick_before_research
from ludotheque.games.encyclopedia.rules.publication import highest_type
from ludotheque.games.encyclopedia.state import (
    ACT_ACADEMY,
    ACT_PUBLISH,
    AREA_LOC,
    ROLLED,
    EncyclopediaState,
)

# Dice on the individual boards are at 0..ROLLED-1: two boards' slots with a die are two
# take options whatever the dice.
_BOARD_SLOTS = frozenset(range(ROLLED))


def _take(s: EncyclopediaState) -> bool:
    return len(_BOARD_SLOTS.intersection(s.dloc)) >= 2


def _boost(s: EncyclopediaState) -> bool:
    """A coin or a seal to raise the die while it can still matter, and an end (done, or
    the lowest Type a publication allows)."""
    seat = s.active
    if not (s.coins[seat] or s.seals[seat]):
        return False
    v = value(s)
    if v >= cap(s):
        return False
    return s.act != ACT_PUBLISH or highest_type(s, v) >= 0


def _research(s: EncyclopediaState) -> bool:
    """Two cubes the value left buys on the seat's Animals of the expedition's continent
    (after a first cube, one and "done"); or one such choice (a cube, or "done" after a
    first cube) and a coin, token or seal to raise the value toward a slot it cannot buy
    yet (`expedition.targets`: the dearest slots the cubes left could take cost more than
    the value); before any, with nothing to buy, two ways to add value (a seal, which also
    turns into coins; or a coin and a token)."""
    seat = s.active
    if s.cubes[seat] <= 0:
        return False
    k, pool, marks, placed = s.target, s.pool, s.marks, s.placed
    cat = s.ctx.cat
    cont, cost, free_types = cat.animal_continent, cat.research_cost, FREE_TYPES
    found = 1 if placed else 0
    dearer = False  # a free slot costs more than the value left
    for a in s.study[seat]:
        if cont[a] == k:
            for t in free_types[marks[a]]:
                if cost[t] > pool:
                    dearer = True
                    break  # the costs grow with the Type
                found += 1
                if found >= 2:
                    return True
    if found:
        return dearer and (s.coins[seat] > 0 or s.tokens[seat] > 0 or s.seals[seat] > 0)
    return s.seals[seat] > 0 or (s.coins[seat] > 0 and s.tokens[seat] > 0)


def _colour(s: EncyclopediaState) -> bool:
    """An Academy card of another colour, with a token and a seal to recolour (the Academy
    asks nothing more of them; `actions.begin` asks the decision only with both)."""
    seat = s.active
    return s.act == ACT_ACADEMY and s.tokens[seat] > 0 and s.seals[seat] > 0


def _assign(s: EncyclopediaState) -> bool:
    """Two dice or more still to place, of 4 or 5 drawn (no seat short of dice: the bag
    holds enough for every seat): the next die then has two free slots or more
    (`dice.free_slots`). With 4 dice each goes on an empty slot, and as many are empty as
    dice are left; with 5, before the doubled slot is used every slot is open to it, and
    after it as many are empty as dice are left."""
    k = s.dice_count
    if k < 4 or k > 5 or s.ctx.n * k > len(s.dloc):
        return False
    return s.dloc.count(ROLLED + s.active) >= 2


def _market(s: EncyclopediaState, kind: str) -> bool:
    market = s.academy if kind == "animal" else s.university
    return len(market) - market.count(-1) >= 2


def _setup_pick(s: EncyclopediaState) -> bool:
    return _market(s, "animal")


def _draft(s: EncyclopediaState) -> bool:
    return _market(s, s.draft_kind)


def _retake(s: EncyclopediaState) -> bool:
    """Two dice on expedition spaces (each is named by its space), or dice of two kinds."""
    exp = s.exp
    on_spaces = len(exp) - exp.count(-1)
    if on_spaces >= 2:
        return True
    colour = s.ctx.cat.die_colour
    low, high = AREA_LOC, AREA_LOC + EXPEDITION  # Embassy, Bank, University, Academy
    kinds = {(loc, colour[d]) for d, loc in enumerate(s.dloc) if low <= loc < high}
    return on_spaces + len(kinds) >= 2


PHASES = {
    "take": _take,
    "assign": _assign,
    "boost": _boost,
    "colour": _colour,
    "research": _research,
    "setup-pick": _setup_pick,
    "draft": _draft,
    "retake": _retake,
}
"""Per phase of the main flow, its test (phases not listed are listed by advance)."""


def queued(s: EncyclopediaState, item: tuple) -> bool:
    """The same test for an interrupt: a reputation bonus pick or a new Expert's place."""
    if item[0] == "pick":
        _, seat, kind = item
        if pick_before_research(s, seat, kind):
            return False  # the pick may be narrowed to the expedition's continent
        return _market(s, kind)
    _, seat, e = item
    cat = s.ctx.cat
    discard = cat.expert_discard[e]
    held = s.experts[seat]
    if len(held) < cat.expert_slots:
        return bool(discard)  # use it now, or keep it
    if discard or not held:
        return False
    # Face down, or cover one of four: only a colour Expert under a Publication being
    # boosted may be kept from being covered.
    return s.phase != "boost" or s.active != seat or s.act != ACT_PUBLISH
