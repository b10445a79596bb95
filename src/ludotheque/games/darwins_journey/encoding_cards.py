"""The tensor's fields for an expansion's objective tiles and crew cards (the Scenarios
module's, Fireland's part 2): its tiles face up on the board, its crew cards in the own
draft hand, and per seat (seat-relative) its crew cards held and completed and its tiles
held in reserve or on a slot."""

from __future__ import annotations

from ludotheque.interop.encoding import Layout, dig

MOST = 4  # seats


def card_fields(out: Layout, names: tuple[str, str, str], whose: str, crew: list, objs: list):
    """The three fields, named `names` (tiles, hand, seats); `whose` starts their docs."""
    out.counts(
        names[0],
        lambda v, s: [
            *(dig("board", "objectives", "silver")(v, s) or ()),
            *(dig("board", "objectives", "gold")(v, s) or ()),
        ],
        objs,
        doc=f"{whose} objective tiles face up on the board",
    )
    out.counts(names[1], dig("hand"), crew, doc=f"{whose} crew cards in the own hand")
    seat = Layout()
    seat.counts("crew", lambda e, q: e.get("crew") if isinstance(e.get("crew"), list) else [], crew)
    seat.counts("crew_done", lambda e, q: [c[0] for c in e.get("crew_done") or ()], crew)
    seat.counts(
        "objectives", lambda e, q: [*(e.get("reserve") or ()), *(e.get("slots") or ())], objs
    )
    out.seats(names[2], lambda v: v.get("seats"), MOST, seat)
