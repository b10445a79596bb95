"""Newton's components in words, for `Game.explain`: the cards, Masters, tiles, places and
track spaces, with names and effects in our own words built from the game's data (the
`source` of each entry says whether it is a reconstruction)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, entry, gains, humanise
from ludotheque.games.newton.words import card_facts, card_name, tech_name

DATA = Path(__file__).parent / "data"  # the embedded files: names and texts

ACTIONS = {
    "works": "Works: move your marker along the Works track and develop",
    "tech": "Technology: advance on the Technology track",
    "studies": "Studies: put books on your study board",
    "lessons": "Lessons: train Students",
    "travel": "Travel: move your explorer across Europe",
}


def _load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def _effect(e: dict | None) -> str:
    if not e:
        return ""
    words = ", ".join(f"{humanise(k)} {humanise(v)}" for k, v in e.items() if k != "kind")
    return f"{humanise(e.get('kind', 'effect'))}" + (f" ({words})" if words else "")


def _card(c: dict) -> dict:
    acts = [ACTIONS.get(s, humanise(s)) for s in c.get("symbols", [])]
    deck = "starting card" if c.get("deck") == "starting" else f"level {c.get('level')} card"
    text = f"A {deck}. Played, it gives the action " + " or ".join(acts) + "."
    if c.get("volumes"):
        text += f" Tucked under your desk, it counts {len(c['volumes'])} "
        text += "/".join(c["volumes"]) + " volume(s)."
    facts = card_facts(c["id"])
    if c.get("effect") or c.get("special"):
        text += f" Extra effect: {facts or _effect(c.get('effect'))}."
    if c.get("lightning"):
        text += " Lightning: its effect is used once, then the card leaves."
    # By name as options say it (words.py); a starting card says so.
    name = card_name(c["id"]) or c["id"]
    name += " (starting card)" if c.get("deck") == "starting" else ""
    return entry(name, text, c.get("source"), "card")


@cache
def glossary() -> Glossary:
    g = Glossary()
    for c in _load("cards.json")["cards"]:
        g.add(c["id"], _card(c))
    for m in _load("masters.json")["masters"]:
        text = f"A Master worth {m.get('vp', 0)} VP at the end. Power: {_effect(m.get('power'))}."
        if m.get("lightning"):
            text += " It carries the lightning symbol."
        item = entry(m["name"], text, m.get("source"), "Master")
        g.add(m["id"], item)
        g.add(m["name"], item)
    tiles = _load("tiles.json")
    for o in tiles["objectives"]:
        cap = f", up to {o['cap']}" if o.get("cap") else ""
        text = f"Objective space: at the end, {o['vp']} VP per {humanise(o['per'])}{cap}."
        g.add(o["id"], entry(f"Objective: {humanise(o['per'])}", text, o.get("source"), "tile"))
    for t in tiles["inventions"]:
        text = f"Invention: pay {t.get('potions', 0)} potion(s) to score {t.get('vp', 0)} VP."
        g.add(t["id"], entry("Invention", text, t.get("source"), "tile"))
    for t in tiles["cities"]:
        text = f"City tile: reaching it gives {gains(t.get('gain')) or humanise(t.get('kind'))}."
        g.add(t["id"], entry(f"City: {humanise(t['id'][5:])}", text, t.get("source"), "tile"))
    for t in tiles["specializations"]:
        text = f"Specialization: develops your {humanise(t.get('development'))} action."
        g.add(t["id"], entry("Specialization", text, t.get("source"), "tile"))
    for t in tiles["bonus_tokens"]:
        text = f"Bonus token: gives {gains(t.get('gain'))}."
        g.add(t["id"], entry("Bonus token", text, t.get("source"), "token"))
    for t in tiles["universities"]:
        text = f"University {t['numeral']}: students sent there earn its rewards."
        g.add(t["id"], entry(f"University {t['numeral']}", text, t.get("source"), "tile"))
    for t in tiles["discoveries"]:
        vp = t.get("vp_effect") or {}
        text = (
            f"Great Discovery: costs {t.get('cost')}; at the end {vp.get('vp', 0)} VP per "
            f"{humanise(vp.get('per', '-'))}."
        )
        g.add(t["id"], entry("Great Discovery", text, t.get("source"), "tile"))
    for p in _load("map.json")["places"]:
        text = f"A {humanise(p.get('kind'))} on the map of Europe."
        g.add(p["id"], entry(p.get("name", p["id"]), text, p.get("source"), "place"))
    tracks = _load("tracks.json")
    for s in tracks["work"]["spaces"]:
        text = f"Works track space ({humanise(s.get('kind'))})."
        g.add(s["id"], entry(f"Works space {s['id']}", text, s.get("source"), "track"))
    for s in tracks["tech"]["nodes"]:
        bonus = f", bonus {s['bonus']}" if s.get("bonus") else ""
        text = f"Technology track space ({humanise(s.get('kind'))}{bonus})."
        name = tech_name(s["id"]) or f"Technology space {s['id']}"
        g.add(s["id"], entry(name[0].upper() + name[1:], text, s.get("source"), "track"))
    for key, (name, text) in PIECES.items():
        g.add(key, entry(name, text, "rulebook", "piece"))
    for symbol, text in ACTIONS.items():
        g.add(symbol, entry(text.split(":")[0], f"An action symbol. {text}.", "rulebook", "action"))
    return g


# Pieces and places the data holds as words in other entries (our own words).
PIECES = {
    "book space": (
        "Book space of the study board",
        "A space of your shelves: the Studies "
        "action puts a book here if your Studies strength reaches its shelf; a "
        "full row or column and some spaces give bonuses.",
    ),
    "bonus token": (
        "Bonus token",
        "Taken from the map or the Technology track: it gives its bonus at once.",
    ),
    "student": (
        "Student",
        "Hired with Lessons: Students climb the Technology track and go to the universities.",
    ),
    "potions": ("Potions", "Paid for inventions and some effects; bought for coins."),
    "coins": ("Coins", "Money: pays for travel, reveals, potions and Students."),
    "vp": ("Victory points", "Your score on the VP track."),
    "travel cubes": ("Travel cubes", "Left where your explorer passes on the map of Europe."),
    "shelf tiles": ("Shelf tiles", "The piles of tiles that close your shelves' rows."),
    "cards in hand": ("Your hand", "The cards you may play this round."),
}


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
