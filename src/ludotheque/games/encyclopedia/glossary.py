"""Encyclopedia's components in words, for `Game.explain`: Animals, Experts, continents,
Publication categories and the Automa's cards, with the `source` of each saying whether
it is a reconstruction (the Animal cards' contents are)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ludotheque.core.glossary import Glossary, entry, humanise

DATA = Path(__file__).parent / "data"  # the embedded files: names and texts


def _load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


WORDS = {  # word -> (name, text, source)
    "coin": ("Coins", "Coins pay for actions; at the end every 2 coins score 1 VP.", "L994-L1012"),
    "seal": (
        "Royal Seal",
        "Spend one for 5 coins, or to raise a die by 5 and recolour it; 4 VP at the end.",
        "L612-L616",
    ),
    "token": ("Expedition token", "Each one left scores 1 VP at the end.", "L994-L1012"),
    "rep": ("Reputation", "Moves your marker; bonuses passed are won at once.", "L443-L447"),
    "vp": ("Victory points", "Points scored now; the end adds collections.", "L994-L1012"),
    "research cube": (
        "Research cube",
        "Placed on an Animal's research slot when you research it; published, the cubes "
        "count in the Publication categories at the end.",
        "L384-L437",
    ),
    "reputation space": (
        "Reputation track space",
        "A space of the reputation track: a marker passing a bonus here wins it at once.",
        "L443-L447",
    ),
    "slot": (
        "Die slot of a seat's board",
        "A die placed here gives its owner this effect when a rival takes the die.",
        "L217-L236",
    ),
    "embassy": ("Embassy", "An action: take expedition tokens by the die's value.", "L287-L296"),
    "bank": (
        "Bank",
        "An action: 5 coins; the round's first die here takes first player.",
        "L287-L296",
    ),
    "university": ("University", "An action: take an Expert from the market.", "L287-L296"),
    "academy": ("Academy", "An action: take an Animal from the market to study.", "L287-L296"),
}
# The words as the board and the options write them.
ALIASES = {
    "coins": "coin",
    "royal seal": "seal",
    "royal seals": "seal",
    "seals": "seal",
    "expedition token": "token",
    "expedition tokens": "token",
    "reputation": "rep",
    "research cubes": "research cube",
}


@cache
def glossary() -> Glossary:
    g = Glossary()
    for key, (name, text, source) in WORDS.items():
        g.add(key, entry(name, text, source, "resource"))
    for alias, key in ALIASES.items():
        g.add(alias, g.entries[key])
    for colour in ("red", "blue", "yellow", "green", "violet"):
        text = (
            f"A {colour} die: take one from your board or a rival's (who then gains the "
            "effect of the slot it sat on) to take an action."
        )
        g.add(colour, entry(f"{colour.capitalize()} die", text, "L217-L236", "die"))
    board = _load("board.json")
    continents = {c["id"]: c["name"] for c in board["continents"]}
    for c in board["continents"]:
        text = (
            f"{c['name']} ({c['colour']}): Animals and Experts of this continent count "
            "together for its collection at the end; send an expedition there for rewards."
        )
        g.add(c["id"], entry(c["name"], text, c.get("source"), "continent"))
    for t in board["types"]:
        for k in t["categories"]:
            text = (
                f"A Publication category ({t['name']}, Type {t['type']}): research cubes on "
                "it count for its collection at the end."
            )
            g.add(k, entry(k.capitalize(), text, t.get("source"), "category"))
    for a in _load("animals.json")["animals"]:
        vp = "/".join(str(v) for v in a.get("slot_vp", []))
        text = (
            f"An Animal of {continents.get(a['continent'], a['continent'])}: "
            f"{', '.join(a.get('categories', []))}. Research it with dice, then publish it; "
            f"its research slots are worth {vp} VP."
        )
        item = entry(f"Animal {a['name']}", text, a.get("source"), "card")
        g.add(a["id"], item)
        g.add(a["name"], item)
    for e in _load("experts.json")["experts"]:
        where = continents.get(e["continent"], e["continent"])
        text = f"An Expert of {where} ({humanise(e.get('timing', ''))}): {e.get('text', '')}"
        g.add(e["name"], entry(e["name"], text, e.get("source"), "card"))
    automa = _load("automa.json")
    for b in automa["behaviours"]:
        text = f"An Automa behaviour card ({b['stars']} star): decides the Automa's actions."
        g.add(b["id"], entry(b["name"], text, b.get("source"), "automa"))
    for s in automa["scorings"]:
        text = (
            f"An Automa scoring card ({s['stars']} star): Expert groups score "
            f"{'/'.join(str(x) for x in s['expert_groups'])}, each token {s['token_vp']} VP, "
            f"each Royal Seal {s['seal_vp']} VP."
        )
        g.add(s["id"], entry(s["name"], text, s.get("source"), "automa"))
    return g


def explain(ref: str) -> dict | None:
    return glossary().explain(ref)
