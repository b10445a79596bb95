"""The Great Ship module in the terminal picture (L2077-L2149): each seat's card by its
name with our words for it, and the cards on offer during the setup draft."""

from __future__ import annotations

from rich.table import Table

from ludotheque.games.darwins_journey.fronts.grid import seat_rows, two_columns


def ship_line(card: dict) -> str:
    """A card as the terminal shows it: "GS5 Fair Winds: When your Ship ..."."""
    extra = f" ({card['lens_tokens']} Lens tokens left on it)" if "lens_tokens" in card else ""
    if "adventure_tokens" in card:  # GS1 (L2104)
        extra = f" ({card['adventure_tokens']} Adventure tokens on it)"
    return f"{card.get('id')} {card.get('name')}: {card.get('text')}{extra}"


def ship_table(view: dict) -> Table | None:
    """None without the module."""
    gs = view.get("great_ship")
    if not isinstance(gs, dict):
        return None
    grid = two_columns()
    if gs.get("offer"):
        grid.add_row("Great Ship on offer", "\n".join(ship_line(c) for c in gs["offer"]))
    seat_rows(grid, view, gs.get("cards") or [], "Great Ship", ship_line)
    return grid if grid.row_count else None
