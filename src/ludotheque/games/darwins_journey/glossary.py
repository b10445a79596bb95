"""Darwin's Journey's components in words, for `Game.explain`: crew cards, objective
tiles, special tiles, Beagle and correspondence tiles, specimens, diaries, islands and
campsites, Alfred's cards and the Great Ship cards, each with its `source` (much of it reconstructed)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, describe, entry, from_collections

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
    ("great_ship.json", "cards", "Great Ship card", "A Great Ship card (the module)."),
)


# Pieces and places the data holds as words in other entries (our own words).
PIECES = {
    "seal": (
        "Seal",
        "A coloured seal from the Academy: seals under a worker let it take "
        "action spaces of their colour, and crew cards are hired with them.",
    ),
    "worker": (
        "Worker",
        "One of your workers: placed on an action space, it acts there if "
        "its seals meet the space's requirement.",
    ),
    "ship": (
        "Ship",
        "Your ship on the Ocean track: it sails forward with Navigate and "
        "collects the rewards of the spaces it reaches.",
    ),
    "explorer": (
        "Explorer",
        "One of your explorers on an island path: Explore moves it and "
        "it collects the rewards of the spaces it reaches.",
    ),
    "stamp": (
        "Stamp",
        "Stamps placed on correspondence envelopes: the most at the end of "
        "a round earn the envelope's reward.",
    ),
    "envelope": (
        "Envelope",
        "A correspondence envelope: whoever has the most stamps on it takes its tile's reward.",
    ),
    "turn order": (
        "Turn order",
        "The order in which the seats play this round, set by the Turn order space.",
    ),
    "specimen flag": (
        "Specimen flag",
        "A space where an explorer may plant a flag and "
        "take a specimen (only with enough players, as its number says).",
    ),
    "hms beagle": (
        "HMS Beagle",
        "Darwin's ship: it sails the Ocean track by itself each "
        "round, and ships left behind it pay a delay.",
    ),
    "beagle space": (
        "Beagle space",
        "An Ocean space the HMS Beagle reaches: a ship still behind it pays the delay penalty.",
    ),
    "camp": (
        "Campsite space",
        "An island space with a campsite: an explorer there may pitch a tent.",
    ),
    "tent": ("Tent", "A tent pitched on a campsite: it scores at the end."),
    "theory": ("Theory track", "Your Theory marker: its steps give books and VP."),
}


@cache
def glossary() -> Glossary:
    g = from_collections(DATA, COLLECTIONS)
    for key, (name, text) in PIECES.items():
        g.add(key, entry(name, text, "rulebook", "piece"))
    # The ocean's and the islands' spaces, by id ("O3", "I1-4"): what they give.
    geo = json.loads((DATA / "map.json").read_text(encoding="utf-8"))
    places = [("Ocean space", geo["ocean"]["spaces"], geo["ocean"].get("source"))]
    places += [(f"Island {i['id']} space", i["spaces"], i.get("source")) for i in geo["islands"]]
    for kind, spaces, source in places:
        for sp in spaces:
            fields = {k: v for k, v in sp.items() if k not in ("next", "id")}
            text = f"{kind}. {describe(fields)}".strip()
            g.add(sp["id"], entry(f"{kind} {sp['id']}", text, source or geo["source"], "space"))
    return g


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
