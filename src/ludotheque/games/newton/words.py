"""Newton's components by their names in words instead of their ids, for option labels
and narration: cards have no printed names, so a card is said by its deck, action and
Volume colour ("the level 1 Lessons card (orange)", unique as the ids are), a bonus token
by what it gives, a shelf space by its shelf and column."""

from __future__ import annotations

import re
from functools import cache

from ludotheque.games.newton.components import components

ACTION_NAMES = {
    "works": "Works",
    "tech": "Technology",
    "travel": "Travel",
    "lessons": "Lessons",
    "studies": "Studies",
    "joker": "Joker",
}
COLOUR_NAMES = {"b": "blue", "g": "green", "o": "orange"}
CARD = re.compile(
    r"\b(?:s-(works|tech|travel|lessons|studies|joker)|([123])-(works|tech|travel|lessons|studies)-([bgo]))\b"
)
TOKEN = re.compile(r"\bbonus-[a-z]+-\d+\b")
SHELF = re.compile(r"\bs(\d)c(\d)\b")


def card_name(cid: str) -> str | None:
    """`s-lessons` -> "starting Lessons card", `1-lessons-o` -> "level 1 Lessons card
    (orange)"; None for what is no card id."""
    m = CARD.fullmatch(cid)
    if m is None:
        return None
    if m.group(1):
        return f"starting {ACTION_NAMES[m.group(1)]} card"
    return f"level {m.group(2)} {ACTION_NAMES[m.group(3)]} card ({COLOUR_NAMES[m.group(4)]})"


@cache
def _tokens() -> dict[str, str]:
    from ludotheque.games.newton.glossary import glossary

    out = {}
    for key, item in glossary().entries.items():
        if key.startswith("bonus-") and item.get("kind") == "token":
            gives = item["text"].removeprefix("Bonus token: gives ").rstrip(".")
            out[key] = f"bonus token ({gives})"
    return out


def token_name(tid: str) -> str | None:
    return _tokens().get(tid.lower())


def shelf_name(space: str) -> str | None:
    m = SHELF.fullmatch(space)
    return f"shelf {m.group(1)} space {m.group(2)}" if m else None


def in_words(text: str) -> str:
    """Every card, bonus token and shelf space id in `text` said by its name."""
    text = CARD.sub(lambda m: card_name(m.group(0)) or m.group(0), text)
    text = TOKEN.sub(lambda m: token_name(m.group(0)) or m.group(0), text)
    return SHELF.sub(lambda m: shelf_name(m.group(0)) or m.group(0), text)


def _check() -> None:  # every card id of the data is a name here
    for c in components().cards.cards:
        assert card_name(c.id), c.id
