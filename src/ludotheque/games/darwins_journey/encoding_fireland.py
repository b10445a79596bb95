"""The observation tensor's fields for Fireland's part-2 objective tiles and crew cards
(L1909-L1929), after every other field (encoding.py), so every field before keeps its offset:
`fireland_objectives` (its tiles F1-F12 face up on the board), `fireland_hand` (its crew cards
F1-F4 in the own draft hand) and `fireland_cards` (per seat, seat-relative: those crew cards
held and completed, those objective tiles held in reserve or on a slot): 12 + 4 + 4 x 20 =
96 numbers."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland_cards import (
    fireland_crew,
    fireland_objectives,
)
from ludotheque.games.darwins_journey.encoding_cards import card_fields
from ludotheque.interop.encoding import Layout


def fireland_card_fields(out: Layout) -> None:
    crew = [c.id for c in fireland_crew()[0]]
    objs = [o.id for o in fireland_objectives()]
    names = ("fireland_objectives", "fireland_hand", "fireland_cards")
    card_fields(out, names, "Fireland's", crew, objs)
