"""Perseverance Ep3's components in words, for `Game.explain`: adventures, artefacts,
exploration and ranch tiles, structures, leaders, officers, goals, provisions, town zones
and wilderness regions, each with its `source` saying whether it is reconstructed."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, entry, from_collections
from ludotheque.games.perseverance_ep3.effect_words import effect

DATA = Path(__file__).parent / "data"  # the embedded files: names and texts

COLLECTIONS = (
    ("town.json", "zones", "zone", "A zone of the town."),
    ("wilderness.json", "regions", "region", "A region of the wilderness."),
    ("wilderness.json", "locations", "location", "A location of the wilderness."),
    ("officers.json", "officers", "officer", "An officer: influence cubes on it score."),
    ("leaders.json", "leaders", "leader", "A leader."),
    ("adventures.json", "adventures", "adventure", "An adventure card."),
    ("artefacts.json", "artefacts", "artefact", "An artefact: sets of them score."),
    ("exploration.json", "tiles", "exploration", "An exploration tile."),
    ("ranch_tiles.json", "tiles", "ranch tile", "A ranch tile."),
    ("structures.json", "faces", "structure", "A structure of the town."),
    ("goals.json", "goals", "goal", "A goal card."),
    ("provisions.json", "tiles", "provision", "A provision tile."),
    ("assembly.json", "tiles", "assembly", "An assembly tile."),
)


# Things the data files hold as words in other entries rather than as items: the dinosaur
# species, the dice faces, the ranch rows, shelters (our own words, from the rulebook's
# text, so not reconstructions).
PIECES = {
    "shieldhead": (
        "Shieldhead",
        "The smallest dinosaur species. Wild, it waits in the "
        "wilderness; trained at home, it fights, explores and pays for actions.",
    ),
    "raptor": (
        "Raptor",
        "A dinosaur species stronger than the Shieldhead. Wild ones guard "
        "wilderness locations; trained ones (at most 5) explore and fight.",
    ),
    "thunderhorn": (
        "Thunderhorn",
        "A big dinosaur species. Wild ones guard wilderness "
        "locations; trained ones fight and score with some officers.",
    ),
    "ironjaw": (
        "Ironjaw",
        "The strongest dinosaur species. Wild ones guard the hardest "
        "wilderness locations; trained ones win most fights.",
    ),
    "adventurer die": (
        "Adventurer die",
        "A specialist die turned to its Adventurer face: "
        "placed in a town zone, it takes that zone's Adventurer space.",
    ),
    "organizer die": (
        "Organizer die",
        "A specialist die turned to its Organizer face: "
        "placed in a town zone, it takes that zone's Organizer space.",
    ),
    "facilitator die": (
        "Facilitator die",
        "A specialist die turned to its Facilitator "
        "face: placed in a town zone, it takes that zone's Facilitator space.",
    ),
    "innovator die": (
        "Innovator die",
        "A specialist die turned to its Innovator face: "
        "placed in a town zone, it takes that zone's Innovator space.",
    ),
    "ranch": (
        "Ranch",
        "Your player board's 3 rows of 3 ranch effects: spending crates on a "
        "row resolves its effects from the left, one effect per crate.",
    ),
    "crate": ("Crate", "Crates on a ranch row pay for its effects, one effect per crate."),
    "shelter": (
        "Shelter",
        "A shelter on a town zone's space or a wilderness location: it "
        "gives the space's bonus and counts for officers and goals.",
    ),
}


@cache
def glossary() -> Glossary:
    g = from_collections(DATA, COLLECTIONS, _worded)
    for key, (name, text) in PIECES.items():
        g.add(key, entry(name, text, "rulebook", "piece"))
    return g


# Fields written in the effect language: said in words before the glossary describes them.
EFFECT_FIELDS = ("effect", "harvest", "discovery", "step1", "step2", "build_bonus", "scoring")


def _worded(item):
    if not isinstance(item, dict):
        return item
    out = dict(item)
    for k in EFFECT_FIELDS:
        if isinstance(out.get(k), str):
            out[k] = effect(out[k])
    return out


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
