"""Perseverance's options in words (Game.option_label): the action and the piece by its
name first ("send a trained Shieldhead", "cube on the Captain", "place in Sustenance",
"gain 2 glowberries"), then what it refers to (label_facts.py). No code of the data
(tsh, gb, ir, chief-mate, key=value fields) is shown; the terminal still takes a typed
option text, and where two options would read the same Game.option_labels adds their
texts. Built from the seat's view and the printed components only."""

from __future__ import annotations

import re

from ludotheque.fronts.label_memo import by_option
from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.components.effects import ZONES, parse
from ludotheque.games.perseverance_ep3.effect_words import SPECIES, amount, many
from ludotheque.games.perseverance_ep3.label_facts import (  # noqa: F401  (FOCUS, focus: game.py)
    FAVOURS,
    FOCUS,
    cell_text,
    focus,
    location_text,
    named,
    officer,
    officer_scoring,
    row_text,
    structure_option,
    words,
    zone_name,
    zone_option,
    zone_options,
)

UNITS = {
    "ranger": "a ranger",
    "leader": "your leader",
    **{"t" + k: f"a trained {v}" for k, v in SPECIES.items()},
}
ZONE = "|".join(ZONES)
UNIT = "|".join(UNITS)


def _a(species: str) -> str:
    name = SPECIES.get(species, species)
    return f"{'an' if name[:1] in 'AEIOU' else 'a'} {name}"


def _place(x: str) -> str:
    """ "location 7", "outpost A" as they read; a bare location number as a location."""
    return f"location {x}" if x.isdigit() else x


def _with(head: str, facts: str | None) -> str:
    return f"{head} ({facts})" if facts and facts != "-" else head


def _goal(gid: str) -> str | None:
    goal = next((g for g in components().goals if str(g.id) == gid), None)
    if goal is None:
        return None
    need = getattr(goal, "personal", None)
    if not need:
        return None
    if not isinstance(need, str):
        need = " ".join(f"{k}>={v}" for k, v in need)
    return ", ".join(many(int(n), k) for k, n in (x.split(">=") for x in need.split() if ">=" in x))


@by_option
def label(view: dict, option: str) -> str:
    """The option in words; the option text itself when it is words already."""
    try:
        return _label(view, option)
    except (LookupError, ValueError, TypeError, AttributeError):  # words only, never a fault
        return option


# The patterns of `_label`, compiled once (a label is made for every option shown).
_RE1 = re.compile(rf"(start|place) in ({ZONE})")
_RE2 = re.compile(rf"(?:({ZONE}) )?option ([A-Z])(?: \((.+)\))?")
_RE3 = re.compile(r"favour of ([a-z-]+)(?:: leader to (.+))?")
_RE4 = re.compile(rf"(send|wound|heal) ({UNIT})")
_RE5 = re.compile(rf"send ({UNIT}) to (\S+(?: \S+)?)")
_RE6 = re.compile(rf"({UNIT}) is (exhausted|wounded|defeated)")
_RE7 = re.compile(rf"discard (the wounded|a) ({UNIT})( from the infirmary)?")
_RE8 = re.compile(r"discard a trained (\w+) from (\w+) for its saddle")
_RE9 = re.compile(r"train (sh|r|th|ij)( \(the leader is exhausted\))?")
_RE10 = re.compile(r"untrained (sh|r|th|ij)")
_RE11 = re.compile(r"gain (food|debris|ir|gb)")
_RE12 = re.compile(rf"(shelter in|leader to|take back the thunderhorn in) ({ZONE})( space \d+)?")
_RE13 = re.compile(r"take player (\d+)'s (\S+) die")
_RE14 = re.compile(rf"swap the neutral die in ({ZONE}) space (\d+)")
_RE15 = re.compile(r"(shelter on|harvest|discover|take back your dino on) (location )?(\S+)")
_RE16 = re.compile(r"(shelter on|harvest) outpost ([AB])")
_RE17 = re.compile(r"(crate on row|row) (\d+)(.*)")
_RE18 = re.compile(r"(place on|resolve) row (\d) column (\d)")
_RE19 = re.compile(r"score goal card (\d+)")


def _label(view: dict, option: str) -> str:
    w = option.split()
    m = _RE1.fullmatch(option)
    if m:
        return _with(f"{m.group(1)} in {zone_name(m.group(2))}", zone_options(m.group(2)))
    if option == "start in wilderness":
        return "start in the wilderness"
    m = _RE2.fullmatch(option)
    if m:
        zid = m.group(1) or view.get(FOCUS) or ""
        head = f"{zone_name(zid)} option {m.group(2)}" if zid else f"option {m.group(2)}"
        if m.group(3):
            return _with(f"{head}, {m.group(3)}", structure_option(m.group(3)))
        return _with(head, zone_option(zid, m.group(2)) if zid else None)
    if len(w) == 3 and w[:2] == ["cube", "on"]:
        o = officer(w[2])
        return _with(f"cube on the {o.name}", officer_scoring(w[2])) if o else option
    m = _RE3.fullmatch(option)
    if m and officer(m.group(1)):
        o = officer(m.group(1))
        head = f"favour of the {o.name}"
        if m.group(2):
            head += f": leader to {zone_name(m.group(2))}"
        return _with(head, FAVOURS.get(o.id))
    m = _RE4.fullmatch(option)
    if m:
        return f"{m.group(1)} {UNITS[m.group(2)]}"
    m = _RE5.fullmatch(option)
    if m:
        where = m.group(2).split()[-1]
        return _with(f"send {UNITS[m.group(1)]} to {_place(where)}", location_text(view, where))
    m = _RE6.fullmatch(option)
    if m:
        return f"{UNITS[m.group(1)]} is {m.group(2)}"
    m = _RE7.fullmatch(option)
    if m:
        unit = UNITS[m.group(2)].split(" ", 1)[1]
        return f"discard {m.group(1)} {unit}{m.group(3) or ''}"
    m = _RE8.fullmatch(option)
    if m:
        return f"discard a trained {SPECIES.get(m.group(1))} from {m.group(2)} for its saddle"
    m = _RE9.fullmatch(option)
    if m:
        return f"train {_a(m.group(1))}{m.group(2) or ''}"
    m = _RE10.fullmatch(option)
    if m:
        return f"untrained {SPECIES[m.group(1)]}"
    m = _RE11.fullmatch(option)
    if m:
        return f"gain {amount(m.group(1), '1')}"
    if option == "add a trained thunderhorn":
        return "add a trained Thunderhorn"
    m = _RE12.fullmatch(option)
    if m:
        head = m.group(1).replace("thunderhorn", "Thunderhorn")
        return f"{head} {zone_name(m.group(2))}{(',' + m.group(3)) if m.group(3) else ''}"
    m = _RE13.fullmatch(option)
    if m:  # the option text says "player"; people read seats everywhere else
        return f"take seat {m.group(1)}'s {m.group(2)} die"
    m = _RE14.fullmatch(option)
    if m:
        return f"swap the neutral die in {zone_name(m.group(1))}, space {m.group(2)}"
    m = _RE15.fullmatch(option)
    if m and (m.group(2) or m.group(1) == "take back your dino on"):
        head = f"{m.group(1)} {_place(m.group(3))}"
        return _with(head, location_text(view, m.group(3)))
    m = _RE16.fullmatch(option)
    if m:
        sec = next(x for x in components().board.outpost_sections if x[0] == m.group(2))
        said = words(sec[1])
        return _with(option, said if m.group(1) == "harvest" else f"harvest: {said}")
    m = _RE17.fullmatch(option)
    if m and (m.group(1) == "row") == m.group(3).startswith(":"):
        return _with(option, row_text(view, int(m.group(2)) - 1))
    m = _RE18.fullmatch(option)
    if m:
        cell = (int(m.group(2)) - 1) * 3 + int(m.group(3)) - 1
        return _with(option, cell_text(view, cell))
    m = _RE19.fullmatch(option)
    if m:
        return _with(option, _goal(m.group(1)))
    if w[:1] and w[0] in ("take", "start", "build", "place"):
        facts = named(option)
        if facts is not None:
            return _with(option, facts)
    said = words(parse(option))  # an effect's alternative, in the effect language
    return said if said != "-" else option
