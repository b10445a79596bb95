"""Paying with cards: the 3-2-1 rule (L163-L190; rulings A5, A6), and cards leaving a hand."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CARDS, CK
from ludotheque.games.iwari.state import IwariState


def can_pay(h: list[int], o: int, b: int, n: int, nb: int = 5) -> bool:
    """Whether hand h (offset o) pays n constructions in biome b: {b} or a pair of another
    biome for one; {b,b} or {b}+pair for two (3-2-1 rule, L163-L190; rulings A5, A6).
    `nb` is how many card kinds build (6 where Void cards are a biome)."""
    own = h[o + b]
    if n == 1 and own:
        return True
    if n == 2 and own >= 2:
        return True
    if n == 2 and not own:
        return False
    for x in range(nb):
        if x != b and h[o + x] >= 2:
            return True
    return False


# Payment option texts, built once: one card, two of the biome, a pair of another.
_ONE = tuple(f"pay {a}" for a in CARDS)
_TWO = tuple(f"pay {a}+{a}" for a in CARDS)
_ONE_PAIR = tuple(tuple(f"pay {x}+{x}" for x in CARDS) for _ in CARDS)
_TWO_PAIR = tuple(tuple(f"pay {a}+{x}+{x}" for x in CARDS) for a in CARDS)


def pay_options(h: list[int], o: int, b: int, n: int, nb: int = 5) -> list[str]:
    own = h[o + b]
    opts = []
    if n == 1:
        if own:
            opts.append(_ONE[b])
        pairs = _ONE_PAIR[b]
    else:
        if own >= 2:
            opts.append(_TWO[b])
        if not own:
            return opts
        pairs = _TWO_PAIR[b]
    for x in range(nb):
        if x != b and h[o + x] >= 2:
            opts.append(pairs[x])
    return opts


def remove_from_hand(s: IwariState, seat: int, b: int) -> None:
    i = CK * seat + b
    s.hands[i] -= 1
    # Nobody can tell which of two cards of one biome was played, so a card known to all
    # (taken from the river) counts as gone first; anything else would leak the hidden one.
    if s.known[i]:
        s.known[i] -= 1


def discard_from_hand(s: IwariState, seat: int, b: int) -> None:
    """A card played or discarded: out of the hand, face up on the discards."""
    remove_from_hand(s, seat, b)
    s.discard[b] += 1
