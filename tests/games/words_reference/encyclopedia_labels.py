"""A reference copy of the code as of session 14 (commit 45c5b14), for the differential test of faster words: tests/games/test_words_differential.py.

Encyclopedia's options in words (Game.option_label), from the seat's view only: each
label leads with the action and what the rulebook calls its component (a die by colour
and value, a slot of the individual board by its effect, an expedition by its continent,
an Animal or Expert by name), then what it refers to: an Animal's continent and types, an
Expert's continent and effect, an expedition's next free space, a slot's effect for the
die's owner. The option texts (records' moves) stay as they are; the terminal still
accepts them typed."""

from __future__ import annotations

import re

from ludotheque.games.encyclopedia.fronts.terminal import CONTINENT_COLOURS
from words_reference.encyclopedia_narration import SLOTS  # a slot by its printed effect

COLOUR_CONTINENT = {colour: continent for continent, colour in CONTINENT_COLOURS.items()}
AREAS = {"embassy": "Embassy", "bank": "Bank", "university": "University", "academy": "Academy"}


def continent(name: str | None) -> str:
    """ "asia" -> "Asia" (the continents' names as the rulebook writes them)."""
    return (name or "?").capitalize()


def _facts(view: dict, name: str) -> str | None:
    """The facts of the Animal or Expert called `name` that the view shows (the last
    one shown, experts after animals). Looked up by name rather than built for every
    card: a decision's options are labelled one by one."""
    seats = view.get("seats") or []
    animals = [a for a in view.get("academy") or [] if a]
    experts = list(view.get("university_cards") or [])
    for x in seats:
        animals += list(x.get("study") or []) + list(x.get("published") or [])
        experts += list(x.get("experts") or []) + list(x.get("covered_experts") or [])
    for e in reversed(experts):
        if isinstance(e, dict) and e.get("name") == name:
            return f"{continent(e.get('continent'))}: {e.get('effect', '')}".rstrip(": ")
    for a in reversed(animals):
        if isinstance(a, dict) and a.get("name") == name:
            return f"{continent(a.get('continent'))}: {'/'.join(a.get('types') or [])}"
    return None


def _expedition(view: dict, where: str) -> str:
    spaces = ((view.get("central") or {}).get("expeditions") or {}).get(where) or []
    colour = CONTINENT_COLOURS.get(where, "?")
    free = next((sp for sp in spaces if not sp.get("die")), None)
    if free is None:
        return f"{colour} dice; no free space"
    return f"{colour} dice; next space: {free['stars']} reputation, die +{free['bonus']}"


# Dice by colour, value, seat and slot: "take red 2 from seat 0 (2 rep)", "put red 2 on x".
_TAKE = re.compile(r"^take (\w+) (\d+) from seat (\d+) \((.+)\)$")
_PUT = re.compile(r"^put (\w+) (\d+) on (.+)$")
_RETAKE = re.compile(r"^retake (\w+) from (?:expedition (\w+) (\d+)|(\w+))$")
BOOSTS = {
    "coin +1": "spend 1 coin: die +1",
    "token +2": "spend an Expedition token: die +2",
    "seal +5": "spend a Royal Seal: die +5",
    "seal: 5 coins": "trade a Royal Seal for 5 coins",
}


def _dice(view: dict, option: str) -> str | None:
    """A die taken from a board, put on one's own, or taken back from the central board,
    said by colour, value, seat (counted from 1: the option keeps the index) and slot."""
    m = _TAKE.match(option)
    if m and m.group(4) in SLOTS:
        colour, value, owner, slot = m.groups()
        name, gain = SLOTS[slot]
        if int(owner) == view.get("seat"):
            return f"take {colour} {value} from your {name}"
        who = f"seat {int(owner) + 1}"
        gives = f"{who} gains {gain}" if slot != "x" else "no effect"
        return f"take {colour} {value} from {who}'s {name} ({gives})"
    m = _PUT.match(option)
    if m and m.group(3) in SLOTS:
        colour, value, slot = m.groups()
        name, gain = SLOTS[slot]
        return f"put {colour} {value} on the {name}" + (f" ({gain})" if slot != "x" else "")
    m = _RETAKE.match(option)
    if m:
        colour, where, space, area = m.groups()
        if where:
            return f"retake {colour} from the {continent(where)} expedition, space {space}"
        return f"retake {colour} from the {AREAS.get(area, area)}"
    return None


def label(view: dict, option: str) -> str:
    dice = _dice(view, option)
    if dice:
        return dice
    if option in BOOSTS:
        return f"{option} ({BOOSTS[option]})"
    words = option.split()
    facts = None
    shown = option
    if len(words) == 2 and words[0] == "expedition":
        shown = f"expedition {continent(words[1])}"
        facts = _expedition(view, words[1])
    elif option.endswith(tuple(f"make it {c}" for c in COLOUR_CONTINENT)):
        facts = f"{words[-1]} is {continent(COLOUR_CONTINENT[words[-1]])}"
    else:
        name = option.split(": ", 1)[1] if ": " in option else " ".join(words[1:])
        name = name.removesuffix(" now").removesuffix(" face down")
        if name.endswith(tuple(f" type {t}" for t in ("I", "II", "III", "IV"))):
            name = name.rsplit(" type ", 1)[0]
        facts = _facts(view, name) if name else None
    return f"{shown} ({facts})" if facts else shown
