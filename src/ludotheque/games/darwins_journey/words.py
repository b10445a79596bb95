"""Darwin's Journey's places and pieces by their names in words instead of their ids, for
option labels and narration: Diary spaces ("explore-1" is Explore 1, "special-top-left"
the Special Action space top left), specimens ("yellow-reptile" is the yellow reptile),
ocean and island spaces, islands, campsites and Alfred's Action cards (numbered, as they
have no printed name) and starting objectives."""

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
PAIR = re.compile(r"\bstarting objectives start-(\d+) \+ start-(\d+)\b")
CAMPSITE = re.compile(r"\bC(\d+)\b")
WHOLE_ISLAND = re.compile(r"\bI(\d+)\b")
ALFRED_BONUS = re.compile(r"\b(white|blue|yellow|green)-([12])\b")  # his Bonus cards
ALFRED_CARD = re.compile(r"\bA(\d{1,2})\b")  # Alfred's Action cards, numbered (reconstructed)


def space_name(m: re.Match) -> str:
    text = m.group(0)
    if m.group(1):
        return f"{PAGES[m.group(1)]} {m.group(2)}"
    if m.group(3):
        return f"Special Action {m.group(3)} {m.group(4)}"
    if m.group(5):
        return f"Small Diary {m.group(5)}"
    return {"turn-order": "Turn Order", "museum-research": "Museum research"}.get(text, text)


def in_words(text: str) -> str:
    """Every Diary space, specimen, ocean and island space, island, campsite and starting
    objective id in `text` said by its name."""
    text = SPACE.sub(space_name, text)
    text = SPECIMEN.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
    text = ISLAND.sub(lambda m: f"island {m.group(1)} space {m.group(2)}", text)
    text = OCEAN.sub(lambda m: f"ocean space {m.group(1)}", text)
    text = CAMPSITE.sub(lambda m: f"campsite {m.group(1)}", text)
    text = WHOLE_ISLAND.sub(lambda m: f"island {m.group(1)}", text)
    text = ALFRED_BONUS.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
    text = ALFRED_CARD.sub(lambda m: f"Action card {m.group(1)}", text)
    text = PAIR.sub(lambda m: f"starting objectives {m.group(1)} and {m.group(2)}", text)
    return START.sub(lambda m: f"starting objective {m.group(1)}", text)
