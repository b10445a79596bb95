"""Darwin's Journey's components in words, for `Game.explain`: crew cards, objective
tiles, special tiles, Beagle and correspondence tiles, specimens, diaries, islands and
campsites, Alfred's cards, the Great Ship cards, the Pirates module's crew cards, tile
and pieces, the Animal Companion's Pet cards, and the Scenarios module's cards and tiles, each with its `source` (much of it reconstructed)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, describe, entry, from_collections
from ludotheque.games.darwins_journey.glossary_fireland import add_fireland

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
    ("pirates.json", "crew", "Pirate crew card", "A Pirate crew card (the Pirates module)."),
    ("animals.json", "cards", "Animal card", "A Pet card (the Animal Companion module)."),
    # The Scenarios module (L2244-L2351): under the base kinds, so "crew B1" finds its card.
    ("scenarios.json", "crew", "crew", "A crew card of the Scenarios module."),
    ("scenarios.json", "specials", "special tile", "A Special Action tile (Scenarios)."),
    ("scenarios.json", "beagles", "Beagle goal", "A Beagle goal tile (Scenarios)."),
    ("scenarios.json", "objectives", "objective", "An objective tile of the Scenarios module."),
    ("scenarios.json", "scenarios", "scenario card", "A scenario card: it sets the tiles."),
    # Fireland's part-2 pieces (L1713), shuffled into the base ones.
    ("fireland.json", "beagles", "Beagle goal", "A Beagle goal tile (Fireland)."),
    ("fireland.json", "letters", "correspondence", "A correspondence tile (Fireland)."),
    ("fireland_specials.json", "tiles", "special tile", "A Special Action tile (Fireland)."),
    ("fireland_scenarios.json", "cards", "scenario card", "A Fireland scenario card: its tiles."),
    ("fireland_objectives.json", "tiles", "objective", "An objective tile (Fireland)."),
    ("fireland_crew.json", "cards", "crew", "A crew card (Fireland): it starts an Adventure."),
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
    # The Pirates module (L2151-L2242).
    "treasure": (
        "Treasure token",
        "Pirates: a token on each campsite at setup. A ship or explorer passing or stopping "
        "there may take it for 3 coins at once; each one held makes a pirate raid cost 2 "
        "more coins.",
    ),
    "pirate ship": (
        "Pirate ship",
        "Pirates: it waits beside the Ocean, in one region. Declining a treasure, finding "
        "a campsite empty or using the Pirate tile lets you move it to any region.",
    ),
    "pirate raid": (
        "Pirate raid",
        "Pirates: after every Reward phase, each ship in the pirate ship's region loses 2 "
        "coins plus 2 per Treasure held, VP for what coins cannot pay (never below 0), and "
        "its Treasures go back to the box.",
    ),
    "ocean region": (
        "Ocean region",
        "Pirates: the stretch of the Ocean between two delay-penalty markers; the start "
        "space is in none.",
    ),
}


@cache
def glossary() -> Glossary:
    g = from_collections(DATA, COLLECTIONS)
    pirates = json.loads((DATA / "pirates.json").read_text(encoding="utf-8"))
    tile, card = pirates["tile"], pirates["scenario"]
    g.add("pirate tile", entry(tile["name"], tile["text"], tile["source"], "special tile"))
    card_entry = entry(card["name"], card["text"], card["source"], "scenario card")
    g.add("pirate scenario", card_entry)  # not under its bare id: P1 is a crew card's too
    g.add(f"scenario card {card['id']}", card_entry)
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
    add_fireland(g)  # the expansion's cards, tiles, pieces and spaces
    return g


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
