"""Fireland in the terminal picture (L1705-L1907): the Time penalties on their watch rows,
each seat's Time, Adventure tokens and Viewpoints, the Viewpoints left, every track as a
row of spaces with the seats' pawns and the campsites' tents on it, and the Adventure card being resolved."""

from __future__ import annotations

from rich.table import Table

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.fireland_labels import track_words
from ludotheque.games.darwins_journey.fronts.grid import two_columns


def fireland_table(view: dict) -> Table | None:
    """None without Fireland."""
    fi = view.get("fireland")
    if not isinstance(fi, dict):
        return None
    grid = two_columns()
    for pen in fi["penalties"]:
        grid.add_row(f"Time row {pen['row']}", pen["text"])
    me = view.get("seat")
    for p, time in enumerate(fi["time"]):
        who = f"seat {p + 1}" + (" (you)" if p == me else "")
        ocean, land = fi["held"][p]
        views = len(fi["views"][p])
        stolen = fi.get("stolen") or ()
        grid.add_row(
            who,
            f"Time spent {time}, Adventure tokens {ocean} ocean + {land} land, "
            f"{views} Viewpoint{'s' if views != 1 else ''}"
            + (", a Stolen Time token (no Time penalty)" if stolen and stolen[p] else ""),
        )
    for tid, spaces in fi["pawns"].items():
        grid.add_row(
            track_words(tid),
            _track_row(fi, tid, spaces, (view.get("board") or {}).get("campsites") or {}),
        )
    if "stolen_supply" in fi:  # Stolen Time (F3) drawn
        grid.add_row("Stolen Time tokens", f"{fi['stolen_supply']} by the board")
    left = "; ".join(f"{slot}: {text}" for slot, text in fi["viewpoints"].items())
    grid.add_row("Viewpoints left", left or "none")
    adv = fi.get("adventure")
    if adv:
        grid.add_row(
            "Adventure",
            f"seat {adv['seat'] + 1} resolves {adv['name']}: A) {adv['options'][0]}; "
            f"B) {adv['options'][1]}",
        )
    return grid


def _track_row(fi: dict, tid: str, spaces: list[int], camps: dict) -> str:
    """The seats' pawns on the track ("1@3" seat 1 on space 3), the Adventure tokens
    still on its banners ("A2") and its campsites with their tents ("C4@5 [2 -]": seat 2's
    tent on the first space, the second free; ruling FL-R16)."""
    pawns = [f"{p + 1}@{x}" for p, x in enumerate(spaces) if x >= 0]
    tokens = [f"A{space}" for track, space in fi["tokens"] if track == tid]
    sites = [
        f"{c}@{x} [{' '.join(str(p + 1) if p >= 0 else '-' for p in camps.get(c, ()))}]"
        for x, c in enumerate(fireland_data().map.track(tid).camp)
        if c
    ]
    return (
        " ".join(pawns)
        + (f"  tokens {' '.join(tokens)}" if tokens else "")
        + (f"  campsites {' '.join(sites)}" if sites else "")
    ) or "-"
