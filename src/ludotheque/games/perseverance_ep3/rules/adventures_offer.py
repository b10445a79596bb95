"""The adventure offer (L311, L691, L814, L1296): face-up cards per region, lowest first."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules.piles import put_under, take
from ludotheque.games.perseverance_ep3.state import PState


def offer_size(s: PState) -> int:
    return s.ctx.comp.tables.value("adventure_offer", s.ctx.players)


def refill_adventures(s: PState, region: int) -> None:
    """Slide the remaining cards down and reveal new ones from the deck (L691)."""
    offer = list(s.offers[region])
    deck = s.own("decks")[region]
    size = offer_size(s)  # asked once, not at each card
    while len(offer) < size and deck:
        offer.append(take(deck, s.deck_seen, region))
        s.cp += 1  # a card revealed
    s.offers[region] = tuple(offer)


def unlock(s: PState, region: int) -> None:
    """The first trained dino placed in the Jungle or Hills lifts that deck's blocker and
    reveals its offer, before any combat (L814)."""
    if not s.unlocked[region]:
        s.set_item("unlocked", region, True)
        refill_adventures(s, region)


def refresh(s: PState) -> None:
    """The refresh symbol of a discarded assembly tile (L1296): the lowest card of each
    type goes under its deck, the rest slide, new cards fill the gaps."""
    for r in range(3):
        if s.unlocked[r] and s.offers[r]:
            offer = list(s.offers[r])
            put_under(s.own("decks")[r], s.deck_seen, r, offer.pop(0))
            s.offers[r] = tuple(offer)
            refill_adventures(s, r)
