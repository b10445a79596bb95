"""The expansion's expedition cards (L576-L600), from data/expeditions.json."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

DATA = Path(__file__).parent.parent / "data"


@cache
def expedition_cards() -> tuple[dict, ...]:
    cards = json.loads((DATA / "expeditions.json").read_text())["cards"]
    return tuple(cards)
