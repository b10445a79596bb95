"""Perseverance Ep3's components in words, for `Game.explain`: adventures, artefacts,
exploration and ranch tiles, structures, leaders, officers, goals, provisions, town zones
and wilderness regions, each with its `source` saying whether it is reconstructed."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, from_collections
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


@cache
def glossary() -> Glossary:
    return from_collections(DATA, COLLECTIONS, _worded)


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
