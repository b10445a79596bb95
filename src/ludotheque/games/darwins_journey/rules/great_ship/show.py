"""The Great Ship module in a view: every seat's card with our words for it, the cards
still on offer during the setup draft, the Lens tokens left on GS9 and the Adventure tokens
resting on GS1 (all public: the cards are face up, L2093-L2094)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.rules.great_ship.fireland import logged
from ludotheque.games.darwins_journey.state import DarwinState


def _card(c: int, s: DarwinState, seat: int | None = None) -> dict:
    card = great_ship_data().cards[c]
    out = {"id": card.id, "name": card.name, "text": card.text}
    if seat is not None and card.rule == "lens-actions":
        out["lens_tokens"] = s.lenses[seat]  # the tokens still on the card (L2136)
    if seat is not None and card.rule == "fireland-adventure":
        out["adventure_tokens"] = logged(s, seat)  # tokens resting on the card (L2104)
    return out


def ship_view(s: DarwinState) -> dict:
    return {
        "cards": [_card(c, s, p) if c >= 0 else None for p, c in enumerate(s.ships)],
        "offer": [_card(c, s) for c in s.offer],
    }
