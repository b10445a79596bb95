"""Darwin's Journey's components in words, for `Game.explain`: crew cards, objective
tiles, special tiles, Beagle and correspondence tiles, specimens, diaries, islands and
campsites, and Alfred's cards, each with its `source` (much of it reconstructed)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, from_collections

DATA = Path(__file__).parent / "data"  # the embedded files: names and texts

# file -> (collection, kind, a lead sentence in our words)
COLLECTIONS = (
    ("crew.json", "cards", "crew", "A crew card: hire it by meeting its seal requirement."),
    ("objectives.json", "starting", "objective", "A starting objective tile."),
    ("objectives.json", "tiles", "objective", "An objective tile: meet it, then complete it."),
    ("special_tiles.json", "tiles", "special tile", "A special tile."),
    ("beagle.json", "tiles", "Beagle goal", "A Beagle goal tile."),
    ("correspondence.json", "tiles", "correspondence", "A correspondence tile."),
    ("specimens.json", "specimens", "specimen", "A specimen of the Museum."),
    ("diaries.json", "diaries", "diary", "A diary of the explorers."),
    ("diaries.json", "spaces", "space", "An action space."),
    ("map.json", "islands", "island", "An island of the archipelago."),
    ("map.json", "campsites", "campsite", "A campsite on the islands."),
    ("alfred.json", "boards", "Alfred board", "One of Alfred's boards (a difficulty)."),
    ("alfred.json", "action_cards", "Alfred action", "An action card of Alfred's deck."),
    ("alfred.json", "bonus_cards", "Alfred bonus", "A bonus card of Alfred's deck."),
)


@cache
def glossary() -> Glossary:
    return from_collections(DATA, COLLECTIONS)


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
