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
from ludotheque.interop.encoding import Layout, dig

MOST = 4


def fireland_card_fields(out: Layout) -> None:
    crew = [c.id for c in fireland_crew()[0]]
    objs = [o.id for o in fireland_objectives()]
    out.counts(
        "fireland_objectives",
        lambda v, s: [
            *(dig("board", "objectives", "silver")(v, s) or ()),
            *(dig("board", "objectives", "gold")(v, s) or ()),
        ],
        objs,
        doc="Fireland's objective tiles face up on the board",
    )
    out.counts("fireland_hand", dig("hand"), crew, doc="Fireland's crew cards in the own hand")
    seat = Layout()
    seat.counts("crew", lambda e, q: e.get("crew") if isinstance(e.get("crew"), list) else [], crew)
    seat.counts("crew_done", lambda e, q: [c[0] for c in e.get("crew_done") or ()], crew)
    seat.counts(
        "objectives", lambda e, q: [*(e.get("reserve") or ()), *(e.get("slots") or ())], objs
    )
    out.seats("fireland_cards", lambda v: v.get("seats"), MOST, seat)
