"""The river and the draw pile: taking a card, the pile running out (ruling A9), refilling
the river."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CARDS, CK
from ludotheque.games.iwari.state import RIVER_SIZE, IwariState

TAKE = tuple(f"take {b}" for b in CARDS)


def source_options(s: IwariState) -> list[str]:
    """Where a card can be taken from: a river biome, or the top of the draw pile."""
    opts = [take for take, n in zip(TAKE, s.river, strict=True) if n]  # a text per card kind
    if s.pile:
        opts.append("draw")
    return opts


def take(s: IwariState, seat: int, opt: str) -> None:
    if opt == "draw":
        b = s.pile.pop()
        s.hands[CK * seat + b] += 1
        s.cp += 1
        if not s.pile:
            exhausted(s)
    else:
        b = s.ctx.opt_biome[opt]
        s.river[b] -= 1
        s.hands[CK * seat + b] += 1
        s.known[CK * seat + b] += 1


def exhausted(s: IwariState) -> None:
    """The draw pile has just run out (ruling A9)."""
    s.exhaustions += 1
    if s.exhaustions == 1:
        pile = [b for b in range(CK) for _ in range(s.discard[b])]
        s.rng.shuffle(pile)
        s.pile = pile
        s.discard = [0] * CK
        s.cp += 1
        if not s.end_triggered and not s.ctx.solo:
            s.midgame_due = True  # scored once the hand and river are refilled (L246)
        if not pile:
            s.exhaustions = 2
            s.end_triggered = True
    else:
        s.end_triggered = True


def refill_river(s: IwariState) -> None:
    river = s.river
    while s.pile and sum(river) < RIVER_SIZE:
        river[s.pile.pop()] += 1
        s.cp += 1
        if not s.pile:
            exhausted(s)
