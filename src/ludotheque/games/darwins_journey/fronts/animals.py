"""The Animal Companion in the terminal picture (L2045-L2075): the cards on offer or drawn
at setup, and each seat's Pet card (or that it is still hidden)."""

from __future__ import annotations

from rich.table import Table

from ludotheque.games.darwins_journey.fronts.grid import seat_rows, two_columns


def _line(card) -> str:
    if card == "hidden":
        return "kept, hidden until every drawer has kept one"
    return f"{card.get('id')} {card.get('name')}: {card.get('text')}"


def animal_table(view: dict) -> Table | None:
    """None without the module."""
    pets = view.get("animals")
    if not isinstance(pets, dict):
        return None
    grid = two_columns()
    if pets.get("offer"):
        grid.add_row("Animals on offer", "\n".join(_line(c) for c in pets["offer"]))
    if pets.get("hand"):
        grid.add_row("your Animal cards drawn", "\n".join(_line(c) for c in pets["hand"]))
    seat_rows(grid, view, pets.get("cards") or [], "Animal", _line)
    return grid if grid.row_count else None
