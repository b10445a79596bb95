"""The Great Ship module in the terminal picture (L2077-L2149): each seat's card by its
name with our words for it, and the cards on offer during the setup draft."""

from __future__ import annotations

from rich.table import Table


def ship_line(card: dict) -> str:
    """A card as the terminal shows it: "GS5 Fair Winds: When your Ship ..."."""
    extra = f" ({card['lens_tokens']} Lens tokens left on it)" if "lens_tokens" in card else ""
    return f"{card.get('id')} {card.get('name')}: {card.get('text')}{extra}"


def ship_table(view: dict) -> Table | None:
    """None without the module."""
    gs = view.get("great_ship")
    if not isinstance(gs, dict):
        return None
    me = view.get("seat")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold", max_width=63)
    if gs.get("offer"):
        grid.add_row("Great Ship on offer", "\n".join(ship_line(c) for c in gs["offer"]))
    for p, card in enumerate(gs.get("cards") or []):
        if card:
            who = f"seat {p + 1}" + (" (you)" if p == me else "")
            grid.add_row(f"{who} Great Ship", ship_line(card))
    return grid if grid.row_count else None
