"""Special effects of the action cards (L657-L705) used from the turn's menu.

Exchange, VP per Volume of a colour, 4 VP per 3 identical Volumes, discard a card for 4 VP
and 2 coins, copy another desk card's lightning effect, and the village jump. The other
effects change an action and live with it: wild Volume (values.volumes), x2 bonus tokens
(tech), second shelf tile and ignored prerequisite (studies), extra cube (travel).
"""

from __future__ import annotations

from ludotheque.games.newton.rules import tasks, travel
from ludotheque.games.newton.rules.values import volumes
from ludotheque.games.newton.state import NewtonState


def usable(s: NewtonState, seat: int, c: int, copying: bool = False) -> bool:
    card = s.ctx.comp.cards.cards[c]
    e = card.effect
    if e == "exchange":
        return s.coins[seat] >= card.pay[0] and s.potions[seat] >= card.pay[1]
    if e in ("vp-per-volume", "triples"):
        return True
    if e == "discard":
        return bool(s.hands[seat])
    if e == "copy" and not copying:
        return bool(copy_targets(s, seat))
    if e == "village-jump" and not copying:
        return s.coins[seat] >= card.cost and bool(travel.free_villages(s, seat))
    return False


def copy_targets(s: NewtonState, seat: int) -> list[int]:
    """Cards already on the desk this round with a usable lightning effect (L689, A19)."""
    cards = s.ctx.comp.cards.cards
    return [
        c
        for c in s.desks[seat]
        if c != s.card and cards[c].lightning and usable(s, seat, c, copying=True)
    ]


def best_triples(b: int, g: int, o: int, wild: int) -> int:
    """Most sets of 3 identical Volumes, wild ones coloured to help (ruling A17)."""
    best = 0
    for w0 in range(wild + 1):
        for w1 in range(wild - w0 + 1):
            w2 = wild - w0 - w1
            best = max(best, (b + w0) // 3 + (g + w1) // 3 + (o + w2) // 3)
    return best


def apply(s: NewtonState, seat: int, c: int) -> None:
    card = s.ctx.comp.cards.cards[c]
    e = card.effect
    if e == "exchange":
        s.coins[seat] += card.gain[0] - card.pay[0]
        s.potions[seat] += card.gain[1] - card.pay[1]
        s.vp[seat] += card.gain[2]
    elif e == "vp-per-volume":
        vols = volumes(s, seat)  # no potions (L671); the card's own Volume counts (A18)
        s.vp[seat] += vols[card.colour] + vols[3]
    elif e == "triples":
        b, g, o, w = volumes(s, seat)
        s.vp[seat] += 4 * best_triples(b, g, o, w)
    elif e == "discard":
        tasks.push(s, ("discard", c))
    elif e == "copy":
        tasks.push(s, ("copy",))
    elif e == "village-jump":
        tasks.push(s, ("jump", card.cost))


# ----- the tasks ---------------------------------------------------------------------
def discard_options(s: NewtonState, t: tuple) -> list[str]:
    cards = s.ctx.comp.cards.cards
    return [f"discard {cards[c].id}" for c in s.hands[s.active]]


def discard_play(s: NewtonState, t: tuple, opt: str) -> None:
    """Out of the game, for 4 VP and 2 coins (L693)."""
    s.tasks.pop()
    seat = s.active
    card = s.ctx.comp.cards.cards[t[1]]
    remove_from_hand(s, seat, opt[8:])
    s.vp[seat] += card.gain[2]
    s.coins[seat] += card.gain[0]


def remove_from_hand(s: NewtonState, seat: int, cid: str) -> int:
    cards = s.ctx.comp.cards.cards
    hand = s.hands[seat]
    for c in hand:
        if cards[c].id == cid:
            hand.remove(c)
            s.gone = s.gone + (c,)
            return c
    raise AssertionError(cid)


def copy_options(s: NewtonState, t: tuple) -> list[str]:
    cards = s.ctx.comp.cards.cards
    return [f"copy {cards[c].id}" for c in copy_targets(s, s.active)]


def copy_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    seat = s.active
    cards = s.ctx.comp.cards.cards
    for c in copy_targets(s, seat):
        if cards[c].id == opt[5:]:
            apply(s, seat, c)
            return
    raise AssertionError(opt)


def jump_options(s: NewtonState, t: tuple) -> list[str]:
    ids = s.ctx.comp.europe.ids
    return [f"jump {ids[p]}" for p in travel.free_villages(s, s.active)] + ["done"]


def jump_play(s: NewtonState, t: tuple, opt: str) -> None:
    """Pay 2 coins: the Scientist to a free village, before or after TRAVEL (L685)."""
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    s.scientist[seat] = s.ctx.comp.europe.place(opt[5:])


tasks.register("discard", discard_options, discard_play, "Discard a card of your hand.")
tasks.register("copy", copy_options, copy_play, "Copy a lightning effect of your desk.")
tasks.register("jump", jump_options, jump_play, "Jump to a free village (2 coins), or not.")
