"""The Pirates module in the terminal picture (L2151-L2242): the pirate ship, the
campsites still holding a Treasure and each seat's Treasures and raid cost."""

from __future__ import annotations

from rich.table import Table

from ludotheque.games.darwins_journey.fronts.grid import seat_rows, two_columns
from ludotheque.games.darwins_journey.fronts.pirate_labels import ship_words
from ludotheque.games.darwins_journey.option_words import campsite_name, plural


def pirate_table(view: dict) -> Table | None:
    """None without the module."""
    pi = view.get("pirates")
    if not isinstance(pi, dict):
        return None
    grid = two_columns()
    grid.add_row("pirate ship", ship_words(view))
    grid.add_row("treasures on", ", ".join(campsite_name(c) for c in pi["treasures"]) or "none")
    card = pi.get("card")
    if card:  # the scenario card P1 set the tiles and the ship (L2171-L2177)
        grid.add_row("scenario", f"card {card['id']}, {card['focus']}")
    seat_rows(grid, view, view.get("seats") or [], "treasures", _held)
    return grid


def _held(e: dict) -> str:
    raid = e.get("raid_cost", 0)
    risk = f", a raid now takes {plural(raid, 'coin')}" if raid else ""
    return f"{e.get('treasures', 0)}{risk}"
