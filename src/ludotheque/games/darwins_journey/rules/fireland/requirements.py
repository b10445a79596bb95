"""What Fireland's objective requirements (L1917-L1929) count for a seat: Time spent, Adventure
tokens of a kind taken, and the Evolution marker's space once a crew card is completed."""

from __future__ import annotations

from ludotheque.games.darwins_journey.state import DarwinState


def requirement(s: DarwinState, seat: int, kind: str, what: int) -> int:
    """The seat's count for a Fireland requirement, compared with the tile's number: "time",
    the marker's space (L1921, on the space counts); "tokens", those of the kind taken, the
    ones resting on a Great Ship GS1 included (still the seat's, L2104; ruling FL-R40);
    "crew-theory", the Evolution marker's space when at least 1 crew card is completed, else 0
    (L1929)."""
    fire = s.fire
    if fire is None:  # a Fireland tile only comes with fireland=true
        return 0
    if kind == "time":
        return fire.time[seat]
    if kind == "tokens":
        return fire.held[seat][what]
    return s.theory[seat] if s.crew_done[seat] else 0  # "crew-theory"
