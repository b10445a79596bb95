"""Iwari's components in words, for `Game.explain`: biomes (their cards), territories,
hut spaces and connections of every map, expedition cards and module pawns, with the
`source` of each saying whether it is a reconstruction (the maps' geometry is)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, entry, humanise
from ludotheque.games.iwari.words import named

DATA = Path(__file__).parent / "data"  # the embedded files: names and texts

BIOMES = {
    "forest": "Forest",
    "tundra": "Tundra",
    "coast": "Coast",
    "desert": "Desert",
    "glacier": "Glacier",
}
MODULES = {
    "union": "Union pawn: multiplies the huts scored in the territory it lies on.",
    "discovery": "Discovery pawn: multiplies the huts scored in the territory it lies on.",
    "honour": "Honour pawn: multiplies the totem points of the connection it lies on.",
    "respect": "Respect pawn: multiplies the totem points of the connection it lies on.",
}


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@cache
def glossary() -> Glossary:
    g = Glossary()
    comp = _load(DATA / "components.json")
    for b in comp["biomes"]:
        name = BIOMES.get(b["id"], humanise(b["id"]))
        text = (
            f"{name} card ({b['cards']} in the deck): pay cards of a territory's biome to "
            "build huts or totem segments there."
        )
        g.add(b["id"], entry(f"{name} card", text, b.get("source"), "card"))
    for m in comp["module_pawns"]:
        text = MODULES.get(m["module"], f"{humanise(m['module'])} pawn.")
        g.add(m["module"], entry(f"{m['module'].capitalize()} pawn", text, m.get("source"), "pawn"))
    for maps in sorted((DATA / "maps").glob("*.json")):
        _map(g, _load(maps))
    exp = _load(DATA / "expeditions.json")
    for c in exp["cards"]:
        rewards = "/".join(str(r) for r in c.get("rewards", []))
        what = humanise(c.get("mission", ""))
        biome = f" in {BIOMES.get(c.get('biome'), c.get('biome'))}" if c.get("biome") else ""
        text = (
            f"Expedition card: the first tribes to reach {c.get('threshold', '?')} "
            f"({what}{biome}) score {rewards} points."
        )
        g.add(f"expedition-{c['number']}", entry(f"Expedition {c['number']}", text, c["source"]))
    for key, (name, text) in PIECES.items():
        g.add(key, entry(name, text, "rulebook", "piece"))
    return g


# What every map has, named in the board's titles without a map (our own words).
PIECES = {
    "connection": (
        "Connection",
        "A land or sea connection between two territories: a "
        "tribe with the totem majority on both sides scores both territories' "
        "totem segments there.",
    ),
    "mountain symbol": (
        "Mountain",
        "A mountain covers a connection: a covered connection "
        "scores no more (or, with the option, awards its cover).",
    ),
    "totem": (
        "Totem",
        "Totem segments stand on a territory; the majority of them wins "
        "the territory's connections.",
    ),
    "draw pile": (
        "Draw pile",
        "The face-down deck of biome cards: draw from it instead of the river.",
    ),
    "river": ("River", "The face-up cards to take from; refilled from the draw pile."),
    "discard": (
        "Discard pile",
        "Cards played or discarded; shuffled into a new draw pile when it runs out.",
    ),
}


def _map(g: Glossary, m: dict) -> None:
    where = m.get("name", m["id"])
    names = {t["id"]: named(t["id"], t["biome"]) for t in m["territories"]}
    for t in m["territories"]:
        biome = BIOMES.get(t["biome"], humanise(t["biome"]))
        text = (
            f"A {biome} territory of {len(t['spaces'])} hut spaces on {where}; built with "
            f"{biome} cards. Huts score by majority; totem segments score its connections."
        )
        name = named(t["id"], t["biome"])  # "Forest 1" (words.py)
        g.add(t["id"], entry(name, text, t.get("source"), "territory"))
        for x in t["spaces"]:
            text = (
                f"A hut space of {name}: huts linked by paths form "
                "colonies (four or more score a point per hut at the end)."
            )
            space = f"{name} space {x.rsplit('.', 1)[-1]}" if "." in x else f"hut space {x}"
            g.add(x, entry(space, text, t.get("source"), "space"))
    for c in m["connections"]:
        kind = "land" if c.get("kind") == "land" else "sea"
        text = (
            f"A {kind} connection between {names.get(c['a'], c['a'])} and "
            f"{names.get(c['b'], c['b'])}: a tribe with the totem "
            "majority on both sides scores both territories' segments."
        )
        if c.get("mountain"):
            text += " A mountain may cover it."
        ref = f"{m['id']}:c{c['number']}"
        g.add(ref, entry(f"Connection {c['number']}", text, c.get("source"), "connection"))


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
