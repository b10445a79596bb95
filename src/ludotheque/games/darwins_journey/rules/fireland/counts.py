"""What Fireland's HMS Beagle tiles (L1937-L1945) count on a seat's Fireland table: Land or
Ocean Adventure tokens taken, or Time spent (the marker's space) when the goal is scored."""

from __future__ import annotations


def beagle(fire, seat: int, condition: str) -> int:
    """A Fireland Beagle tile's count for the seat (its VP each come from the tile)."""
    if condition == "land-tokens":
        return fire.held[seat][1]
    if condition == "ocean-tokens":
        return fire.held[seat][0]
    return fire.time[seat]  # "time-spent": spaces below 0 (ruling FL-R22)
