"""Encyclopedia's options with what they refer to (Game.option_label), from the seat's
view only: an Animal's continent and types, an Expert's continent and effect, an
expedition's die colour and its next free space, a die colour's continent. The option
text stays first, so typing its beginning still chooses it (but for a take's owner, which
people read counted from 1 while the option text keeps the index)."""

from __future__ import annotations

import re

from ludotheque.games.encyclopedia.fronts.terminal import CONTINENT_COLOURS

COLOUR_CONTINENT = {colour: continent for continent, colour in CONTINENT_COLOURS.items()}


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
            return f"{e.get('continent')}: {e.get('effect', '')}".rstrip(": ")
    for a in reversed(animals):
        if isinstance(a, dict) and a.get("name") == name:
            return f"{a.get('continent')}: {'/'.join(a.get('types') or [])}"
    return None


def _expedition(view: dict, continent: str) -> str:
    spaces = ((view.get("central") or {}).get("expeditions") or {}).get(continent) or []
    colour = CONTINENT_COLOURS.get(continent, "?")
    free = next((sp for sp in spaces if not sp.get("die")), None)
    if free is None:
        return f"{colour} dice; no free space"
    return f"{colour} dice; next space {'*' * free['stars'] or '-'} +{free['bonus']}"


# A take's option text names the owner by index ("from seat 0"): the option texts are the
# records' moves, so they stay; people read the seat counted from 1.
_FROM_SEAT = re.compile(r"^(take \w+ \d+ from seat )(\d+)")


def label(view: dict, option: str) -> str:
    shown = _FROM_SEAT.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + 1}", option)
    words = option.split()
    facts = None
    if len(words) == 2 and words[0] == "expedition":
        facts = _expedition(view, words[1])
    elif option.endswith(tuple(f"make it {c}" for c in COLOUR_CONTINENT)):
        facts = f"{words[-1]} is {COLOUR_CONTINENT[words[-1]]}"
    else:
        name = option.split(": ", 1)[1] if ": " in option else " ".join(words[1:])
        name = name.removesuffix(" now")
        if name.endswith(tuple(f" type {t}" for t in ("I", "II", "III", "IV"))):
            name = name.rsplit(" type ", 1)[0]
        facts = _facts(view, name) if name else None
    return f"{shown} ({facts})" if facts else shown
