"""The Pirates module's options and pieces in words (L2151-L2242), for the option labels
and the terminal: the regions by their Ocean spaces (no data id), the pirate ship's place.
Plain text only (no rich: game.py imports the labels)."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.option_words import campsite_facts, campsite_name


def region_words(view: dict, number: int) -> str:
    """ "region 2 (Ocean O2-O5)" from the view's list of regions."""
    names = (view.get("pirates") or {}).get("regions") or []
    spaces = names[number - 1] if 0 < number <= len(names) else "?"
    if spaces.startswith("steps"):  # Fireland's side (ruling FL-R16)
        return f"region {number} ({spaces})"
    return f"region {number} (Ocean spaces {spaces.replace('O', '')})"


def ship_words(view: dict) -> str:
    region = (view.get("pirates") or {}).get("ship_region")
    return "in the supply" if region is None else f"in {region_words(view, region)}"


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
