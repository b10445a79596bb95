"""Adventures (L1798-L1848): a pawn crossing a gold banner that holds a token draws a card of
the token's kind; the seat chooses one of its 2 options it can pay, pays it and gains its
bonuses, taking the token if the option says so (L1840-L1844); if it can pay neither, the
card is discarded and the token stays (L1804).

Costs other than Time are checked against a `Purse` (what the seat holds now); Time can
always be spent (the track's bottom costs VP instead, time.py). The option's gains come back
to the caller, which runs them in the order the seat chooses (L1832).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ludotheque.games.darwins_journey.components.fireland import Cost, Fireland, Option
from ludotheque.games.darwins_journey.rules.fireland import time_track
from ludotheque.games.darwins_journey.rules.fireland.table import KINDS, FireTable, with_seat


@dataclass(frozen=True)
class Purse:
    coins: int
    vp: int
    theory: int  # Evolution marker's position
    tk: int
    ship_back: int  # the most steps one of the seat's ships can go back


def payable(cost: Cost, purse: Purse) -> bool:
    """Whether the seat can pay every part of `cost` (ruling FL-R3: VP, Evolution steps and a
    ship's steps back must all be there to lose)."""
    return (
        purse.coins >= cost.coins
        and purse.vp >= cost.vp
        and purse.theory >= cost.theory
        and purse.tk >= cost.tk
        and purse.ship_back >= cost.ship
    )


def draw(t: FireTable, seat: int, kind: str, banner: tuple[str, int] | None) -> FireTable:
    """Start an Adventure: the top card of `kind` is being resolved. An empty deck is made
    again from its discards, reshuffled by the caller's `redeal` (ruling FL-R4)."""
    k = KINDS.index(kind)
    deck = t.decks[k]
    discards = t.discards
    if not deck:
        deck, discards = t.discards[k], with_seat(t.discards, k, ())
    card = deck[-1]
    decks = with_seat(t.decks, k, deck[:-1])
    return replace(t, decks=decks, discards=discards, resolving=(seat, kind, card, banner))


def card_options(fire: Fireland, t: FireTable) -> tuple[Option, ...]:
    _, kind, card, _ = t.resolving
    return fire.adventures[kind][card].options


def choices(fire: Fireland, t: FireTable, purse: Purse) -> tuple[int, ...]:
    """The options (0: A, 1: B) the seat can pay; empty: the card is only discarded."""
    return tuple(k for k, o in enumerate(card_options(fire, t)) if payable(o.cost, purse))


def choose(
    fire: Fireland, t: FireTable, k: int | None, spend: bool = True
) -> tuple[FireTable, Option | None, int]:
    """Resolve the card with option `k` (None: neither payable). Returns the table (card
    discarded, Time spent unless `spend` is False, token taken if the option says so), the
    option whose other costs and gains the caller applies, and the VP the Time spend lost
    at the track's bottom."""
    seat, kind, card, banner = t.resolving
    ki = KINDS.index(kind)
    t = replace(t, resolving=None, discards=with_seat(t.discards, ki, (*t.discards[ki], card)))
    if k is None:
        return t, None, 0
    option = fire.adventures[kind][card].options[k]
    lost = 0
    if spend:  # a Special Action tile's Adventure spends none (ambiguity 32, FL-R24)
        pos, lost = time_track.spend(fire.time, t.time[seat], option.cost.time)
        t = replace(t, time=with_seat(t.time, seat, pos))
    if option.token:
        t = take_token(t, seat, kind, banner)
    return t, option, lost


def take_token(t: FireTable, seat: int, kind: str, banner: tuple[str, int] | None) -> FireTable:
    """The seat takes the crossed token (no other seat can adventure there again, L1844)."""
    if banner is not None:
        if banner not in t.tokens:
            return t
        t = replace(t, tokens=tuple(b for b in t.tokens if b != banner))
    held = list(t.held[seat])
    held[KINDS.index(kind)] += 1
    return replace(t, held=with_seat(t.held, seat, (held[0], held[1])))


def tokens_held(t: FireTable, seat: int) -> int:
    return sum(t.held[seat])
