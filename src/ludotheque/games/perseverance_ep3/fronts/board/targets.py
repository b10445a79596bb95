"""Which element of the picture stands for which option of the pending decision.

Keys name elements (`zone:military`, `loc:7`, `send:7:tr`, `pool:-1:organizer`...). When
several options fall on one element the first is kept; every option stays in the page's
list, so nothing becomes unreachable.
"""

from __future__ import annotations

import re

from ludotheque.games.perseverance_ep3.fronts.board.common import FACE_SHORT, ZONE_NAMES

_ROW_COL = re.compile(r"row (\d) column (\d)$")
_TAKE_DIE = re.compile(
    r"take (your|neutral|the dissident's|Narek's|Camilla's|player (\d+)'s) (\w+) die$"
)
_SOLO_OWNERS = {"Narek's": 1, "Camilla's": 2}  # solo: their seats in the main state


def _die_owner(who: str, num: str | None, seat: int, dissident: int) -> int | None:
    if who == "your":
        return seat
    if who == "neutral":
        return -1
    if who == "the dissident's":
        return dissident
    if who in _SOLO_OWNERS:
        return _SOLO_OWNERS[who]
    return int(num) - 1 if num else None


def targets(view: dict, options: list[str], seat: int | None) -> dict[str, str]:
    """Element key -> the option it stands for (only the deciding seat has options)."""
    out: dict[str, str] = {}
    if seat is None or not options:
        return out
    board = view.get("board") or {}
    locations = set(board.get("locations") or {})
    dissident = view.get("dissident", -1)
    officers = set(board.get("influence") or {})
    for opt in options:
        key = _key(opt, seat, dissident, locations, officers)
        if key:
            out.setdefault(key, opt)
    return out


def _key(opt: str, seat: int, dissident: int, locations: set, officers: set) -> str | None:
    words = opt.split(" ")
    verb, rest = words[0], " ".join(words[1:])
    last = words[-1]
    if verb in ("start", "place") and rest.startswith("in "):
        z = rest[3:]
        return "wild-start" if z == "wilderness" else f"zone:{z}"
    if verb == "shelter":
        if len(words) == 5 and words[3] == "space" and words[2] in ZONE_NAMES:
            return f"shelter:{words[2]}:{int(words[4]) - 1}"
        if len(words) == 3 and words[1] == "in":
            return f"zone:{words[2]}"
        if rest.startswith("on outpost "):
            return f"outpost:{last}"
        if rest.startswith("on location ") and last in locations:
            return f"loc:{last}"
        return None
    if verb == "send" and len(words) == 4 and words[2] == "to" and last in locations:
        return f"send:{last}:{words[1]}"
    if verb == "send" and len(words) == 5 and words[3] == "location" and last in locations:
        return f"send:{last}:{words[1]}"
    if verb == "harvest":
        if rest.startswith("outpost "):
            return f"outpost:{last}"
        if rest.startswith("location ") and last in locations:
            return f"loc:{last}"
        return None
    if opt.startswith("take back your dino on ") and last in locations:
        return f"loc:{last}"
    m = _TAKE_DIE.match(opt)
    if m:
        owner = _die_owner(m.group(1), m.group(2), seat, dissident)
        return f"pool:{owner}:{m.group(3)}" if owner is not None else None
    if opt.startswith("swap the neutral "):
        if opt.endswith(" die of the pool") and words[3] in FACE_SHORT:
            return f"pool:-1:{words[3]}"
        if len(words) == 8 and words[5] in ZONE_NAMES:
            return f"space:{words[5]}:{int(words[7]) - 1}"
        return None
    if verb == "cube" and rest.startswith("on ") and rest[3:] in officers:
        return f"officer:{rest[3:]}"
    if verb == "favour" and words[2].rstrip(":") in officers:
        return f"officer:{words[2].rstrip(':')}"
    if verb == "take":
        return f"ranch-offer:{rest}"
    if verb == "start":
        return f"adv:{rest}"
    if verb in ("build", "remove"):
        return f"struct:{rest}"
    m = _ROW_COL.search(opt)
    if m and verb in ("place", "resolve"):
        return f"cell:{int(m.group(1)) - 1}:{int(m.group(2)) - 1}"
    if verb == "crate" and rest.startswith("on row "):
        return f"row:{int(last) - 1}"
    if verb == "row" and words[1].rstrip(":").isdigit():
        return f"row:{int(words[1].rstrip(':')) - 1}"
    if verb == "gain" and len(words) == 2:
        return f"res:{last}"
    if verb == "train" and len(words) >= 2:
        return f"untrained:{words[1]}"
    return None
