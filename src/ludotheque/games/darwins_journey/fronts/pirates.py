"""The Pirates module in the terminal picture (L2151-L2242): the pirate ship, the
campsites still holding a Treasure and each seat's Treasures and raid cost."""

from __future__ import annotations

from rich.table import Table

from ludotheque.games.darwins_journey.fronts.pirate_labels import ship_words
from ludotheque.games.darwins_journey.option_words import campsite_name, plural


def pirate_table(view: dict) -> Table | None:
    """None without the module."""
    pi = view.get("pirates")
    if not isinstance(pi, dict):
        return None
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold", max_width=63)
    grid.add_row("pirate ship", ship_words(view))
    grid.add_row("treasures on", ", ".join(campsite_name(c) for c in pi["treasures"]) or "none")
    me = view.get("seat")
    for p, e in enumerate(view.get("seats") or []):
        who = f"seat {p + 1}" + (" (you)" if p == me else "")
        raid = e.get("raid_cost", 0)
        risk = f", a raid now takes {plural(raid, 'coin')}" if raid else ""
        grid.add_row(f"{who} treasures", f"{e.get('treasures', 0)}{risk}")
    return grid
