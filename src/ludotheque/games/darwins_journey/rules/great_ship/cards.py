"""A seat's Great Ship card, read from the active data (components/great_ship.py)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.great_ship import ShipCard, great_ship_data
from ludotheque.games.darwins_journey.state import DarwinState


def card(s: DarwinState, seat: int) -> ShipCard | None:
    c = s.ships[seat]
    return None if c < 0 else great_ship_data().cards[c]


def has(s: DarwinState, seat: int, rule: str) -> ShipCard | None:
    """The seat's card if it follows `rule`, else None."""
    c = s.ships[seat]
    if c < 0:
        return None
    got = great_ship_data().cards[c]
    return got if got.rule == rule else None


def label(card: ShipCard) -> str:
    """How logs and pictures name a card: its number and our name for it."""
    return f"{card.id} {card.name}"
