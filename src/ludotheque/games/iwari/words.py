"""Iwari's places by their names in words instead of the map data's ids, for option
labels, the board and the log. The printed maps give territories no names and print no
number on them (only the connections' numbers, L159): the rulebook says "the Glacier
territory" (L214). Our maps are reconstructions, so a territory is named by its biome and
the number our board prints on it ("Forest 1", map data `A1`), a hut space by its
territory and its number there ("Forest 1 space 3", `A1.3`); the Atlas maps' special
places by what the rulebook calls them (the Void territory, a purple space, a contested
territory token)."""

from __future__ import annotations

import re

_TERRITORY = re.compile(r"^[A-Z](\d+)$")
_SPACE = re.compile(r"^([A-Z]\d*)\.(\d+)$")
_PURPLE = re.compile(r"^P(\d+)$")
_CONTESTED = re.compile(r"^K(\d+)$")


def _biomes(view: dict) -> dict[str, str]:
    board = view.get("board") or {}
    return {t["id"]: t.get("biome", "?") for t in board.get("territories") or [] if "id" in t}


def territory_number(tid: str) -> str:
    """The number the board prints on a territory ("A10" -> "10"); the Void territory
    has none."""
    m = _TERRITORY.match(tid)
    return m.group(1) if m else ""


def territory_name(view: dict, tid: str) -> str | None:
    """ "Forest 1", "the Void territory"; None for what is no territory of the map."""
    biome = _biomes(view).get(tid)
    return None if biome is None else named(tid, biome)


def named(tid: str, biome: str) -> str:
    """A territory's name from its id and biome."""
    number = territory_number(tid)
    if not number:
        return "the Void territory" if tid == "V" else f"the {biome.capitalize()} territory"
    return f"{biome.capitalize()} {number}"


def space_name(view: dict, sid: str) -> str | None:
    """ "Forest 1 space 3", "purple space 4"; None for what is no space of the map."""
    m = _SPACE.match(sid)
    if m:
        terr = territory_name(view, m.group(1))
        return f"{terr} space {m.group(2)}" if terr else None
    m = _PURPLE.match(sid)
    return f"purple space {m.group(1)}" if m else None


def place_name(view: dict, ref) -> str:
    """A territory, hut space or numbered connection (an exploit's place) in words, or
    the reference as it is."""
    ref = str(ref)
    if ref.isdigit():
        return f"connection {ref}"
    return territory_name(view, ref) or space_name(view, ref) or ref


def contested_name(kid: str) -> str | None:
    m = _CONTESTED.match(kid)
    return f"contested token {m.group(1)}" if m else None
