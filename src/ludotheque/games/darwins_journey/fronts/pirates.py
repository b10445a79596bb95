"""The Pirates module in words (L2151-L2242): the terminal's lines for the pirate ship,
the campsites still holding a Treasure and each seat's Treasures and raid cost, and the
labels of the module's options."""

from __future__ import annotations

import re

from rich.table import Table

from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.option_words import campsite_facts, campsite_name, plural


def region_words(view: dict, number: int) -> str:
    """ "region 2 (Ocean O2-O5)" from the view's list of regions."""
    names = (view.get("pirates") or {}).get("regions") or []
    spaces = names[number - 1] if 0 < number <= len(names) else "?"
    return f"region {number} (Ocean spaces {spaces.replace('O', '')})"


def ship_words(view: dict) -> str:
    region = (view.get("pirates") or {}).get("ship_region")
    return "in the supply" if region is None else f"in {region_words(view, region)}"


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


def pirate_label(view: dict, option: str) -> str | None:
    """The module's options in words; None for any other option."""
    if option == "take the treasure":
        coins = pirate_data().treasure_coins
        per = pirate_data().raid_per_treasure
        return f"take the treasure (+{coins} coins now; a raid costs {per} more per treasure)"
    if option == "leave the pirate ship":
        return f"leave the pirate ship {ship_words(view)}"
    m = re.fullmatch(r"pirate ship to region (\d+)", option)
    if m:
        return f"move the pirate ship to {region_words(view, int(m.group(1)))}"
    m = re.fullmatch(r"run the actions of (\S+)", option)
    if m:
        name = campsite_name(m.group(1))
        return f"run the actions of {name} ({campsite_facts(m.group(1))}), no tent"
    return None
