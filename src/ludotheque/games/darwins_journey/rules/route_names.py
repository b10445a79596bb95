"""The options of one step of a pawn along a track, the base map's and Fireland's alike:
"to <space>", or "to <space> via <jumped>" when jumped branches of a fork end on the same
space (they cross different banners)."""

from __future__ import annotations


def route_names(ids: tuple[str, ...], out) -> list[tuple[str, int, tuple[int, ...]]]:
    """(option, destination, spaces entered) for each (destination, entered) in `out`."""
    dests = [y for y, _ in out]
    return [
        (
            f"to {ids[y]}"
            if dests.count(y) == 1
            else f"to {ids[y]} via {'+'.join(ids[v] for v in via[:-1])}",
            y,
            via,
        )
        for y, via in out
    ]
