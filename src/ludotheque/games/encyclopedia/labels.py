"""Encyclopedia's options in words (Game.option_label), from the seat's view only: each
label leads with the action and what the rulebook calls its component (a die by colour
and value, a slot of the individual board by its effect, an expedition by its continent,
an Animal or Expert by name), then what it refers to: an Animal's continent and types, an
Expert's continent and effect, an expedition's next free space, a slot's effect for the
die's owner. The option texts (records' moves) stay as they are; the terminal still
accepts them typed."""

from __future__ import annotations

import re

from ludotheque.fronts.label_memo import by_option
from ludotheque.games.encyclopedia.fronts.terminal import CONTINENT_COLOURS
from ludotheque.games.encyclopedia.narration import SLOTS  # a slot by its printed effect

COLOUR_CONTINENT = {colour: continent for continent, colour in CONTINENT_COLOURS.items()}
AREAS = {"embassy": "Embassy", "bank": "Bank", "university": "University", "academy": "Academy"}


def continent(name: str | None) -> str:
    """ "asia" -> "Asia" (the continents' names as the rulebook writes them)."""
    return (name or "?").capitalize()


def _facts(view: dict, name: str) -> str | None:
    """The facts of the Animal or Expert called `name` that the view shows (the last
    one shown, experts after animals). A decision's options are labelled one by one
    from the same view: from the second label of a view on, its cards are indexed by
    name (`_last`); a log label reads a view once, and looks through it."""
    if _last[0] is not view:
        _last[:] = [view, None]
        cards = _cards(view)
        found = None
        for expert, card in cards:
            if card.get("name") == name:
                found = (expert, card)
    else:
        if _last[1] is None:
            _last[1] = {card["name"]: (e, card) for e, card in _cards(view) if _named(card)}
        found = _last[1].get(name)
    if found is None:
        return None
    expert, card = found
    if expert:
        return f"{continent(card.get('continent'))}: {card.get('effect', '')}".rstrip(": ")
    return f"{continent(card.get('continent'))}: {'/'.join(card.get('types') or [])}"


def _named(card: dict) -> bool:
    return isinstance(card.get("name"), str)


def _cards(view: dict) -> list[tuple[bool, dict]]:
    """(is an Expert, card) of every card the view shows: the Animals, then the Experts
    (a later one of a name stands over an earlier one, as the label looks them up)."""
    seats = view.get("seats") or []
    animals = [a for a in view.get("academy") or [] if a]
    experts = list(view.get("university_cards") or [])
    for x in seats:
        animals += list(x.get("study") or []) + list(x.get("published") or [])
        experts += list(x.get("experts") or []) + list(x.get("covered_experts") or [])
    return [(False, c) for c in animals if isinstance(c, dict)] + [
        (True, c) for c in experts if isinstance(c, dict)
    ]


# The view last labelled and its cards by name: views are never changed once made
# (Game.fresh_views), and the reference keeps the view alive, so `is` tells it.
_last: list = [None, None]


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


@by_option
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
