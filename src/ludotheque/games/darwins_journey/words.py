"""Darwin's Journey's places and pieces by their names in words instead of their ids, for
option labels and narration: Diary spaces ("explore-1" is the Explore space of level 1),
specimens ("yellow-reptile" is the yellow reptile), ocean and island spaces, starting
objectives."""

from __future__ import annotations

import re

PAGES = {
    "explore": "Explore",
    "navigate": "Navigate",
    "correspond": "Correspondence",
    "academy": "Academy",
}
SPACE = re.compile(
    r"\b(?:(explore|navigate|correspond|academy)-([123])|special-(top|middle|bottom)-(left|right)"
    r"|small-([12])|turn-order|museum-research)\b"
)
SPECIMEN = re.compile(r"\b(blue|green|red|yellow)-(bird|fossil|plant|reptile)\b")
ISLAND = re.compile(r"\bI(\d+)-(\d+[ab]?)\b")
OCEAN = re.compile(r"\bO(\d+[ab]?)\b")
START = re.compile(r"\bstart-(\d+)\b")


def space_name(m: re.Match) -> str:
    text = m.group(0)
    if m.group(1):
        return f"{PAGES[m.group(1)]} {m.group(2)} space"
    if m.group(3):
        return f"special space ({m.group(3)} {m.group(4)})"
    if m.group(5):
        return f"small space {m.group(5)}"
    return {"turn-order": "Turn order space", "museum-research": "Museum research"}.get(text, text)


def in_words(text: str) -> str:
    """Every Diary space, specimen, ocean and island space and starting objective id in
    `text` said by its name."""
    text = SPACE.sub(space_name, text)
    text = SPECIMEN.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
    text = ISLAND.sub(lambda m: f"island {m.group(1)} space {m.group(2)}", text)
    text = OCEAN.sub(lambda m: f"ocean space {m.group(1)}", text)
    return START.sub(lambda m: f"starting objective {m.group(1)}", text)
