"""The Animal Companion's options in words (L2045-L2075): a Pet card by its name with our
words for it. Plain text only (game.py imports the labels)."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.components.animals import animal_data

VERBS = {"take": "take", "keep": "keep", "use": "use"}


def pet_words(card_id: str) -> str:
    pet = next((c for c in animal_data() if c.id == card_id), None)
    return f"Animal {card_id}" if pet is None else f"Animal {pet.name} ({pet.text})"


def animal_label(option: str) -> str | None:
    """The module's options in words; None for any other option."""
    m = re.fullmatch(r"(take|keep|use) Animal (\S+)", option)
    if m:
        return f"{VERBS[m.group(1)]} {pet_words(m.group(2))}"
    if option == "draw 2 Animal cards":
        return "draw 2 Animal cards, to keep one"
    if option == "no Animal card":
        return "take no Animal card"
    return None
