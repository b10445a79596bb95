"""Fireland's components in words for `Game.explain` (L1612-L2041): its Adventure cards,
Time penalty tiles and Viewpoints by id, its pieces (Time track, Time seal, Adventure
token, Viewpoint) and the spaces of its tracks, each with its source."""

from __future__ import annotations

from ludotheque.core.glossary import Glossary, entry
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.fireland_labels import space_words, track_words
from ludotheque.games.darwins_journey.fronts.fireland_words import (
    card_words,
    penalty_words,
    viewpoint_words,
)

SOURCE = "L1612-L2041; reconstructed where the rulebook shows a picture (RULINGS.md FL-R1)"
PIECES = {
    "time track": (
        "Time track",
        "Fireland: your marker goes down as you spend Time (never past 11: each spend "
        "that would costs 3 VP) and up as you receive it; the penalty tiles on the rows "
        "it has reached burden your actions, and at the end you lose its space in VP "
        "unless it is on 0, 1 or 2.",
    ),
    "time seal": (
        "Time seal",
        "Fireland: a seal shuffled into the pile; taking one costs 1 Time more, and on a "
        "worker it counts as a Special seal.",
    ),
    "adventure token": (
        "Adventure token",
        "Fireland: a token on a gold banner; the first pawn crossing it draws an Adventure "
        "card of its kind, and an option may take the token, which scores on the Adventure "
        "score card at the end.",
    ),
    "viewpoint": (
        "Viewpoint",
        "Fireland: a token at a track's end; the first pawn there takes it and runs it, "
        "paying its cost (the action is lost if it cannot, the token kept).",
    ),
}
STOLEN = (
    "Stolen Time token",
    "Fireland: 4 tokens by the board when the Stolen Time tile (F3) is drawn; its user "
    "takes one and no Time penalty burdens them until Cleanup, when the tokens go back.",
)


def add_fireland(g: Glossary) -> None:
    fire = fireland_data()
    for kind in ("ocean", "land"):
        for card in fire.adventures[kind]:
            item = entry(card.name, card_words(card), SOURCE, f"{kind} Adventure card")
            g.add(f"{kind} adventure {card.id}", item)  # its id alone may name a base space
            g.add(card.id, item)
    for p in fire.penalties:
        g.add(p.id, entry(f"Time penalty {p.id}", penalty_words(p), "L1787-L1796", "tile"))
    for v in fire.viewpoints:
        g.add(v.id, entry(f"Viewpoint {v.id}", viewpoint_words(v), SOURCE, "Viewpoint"))
    for key, (name, text) in PIECES.items():
        g.add(key, entry(name, text, "L1769-L1862", "piece"))
    g.add("stolen time token", entry(*STOLEN, "L1977-L1979", "piece"))  # part 2 (F3)
    for t in fire.map.tracks:
        for i, sid in enumerate(t.ids):
            text = f"{track_words(t.id).capitalize()} space {i}. {space_words(t.id, i)}".strip()
            g.add(sid, entry(f"{track_words(t.id)} space {i}", text, SOURCE, "space"))
