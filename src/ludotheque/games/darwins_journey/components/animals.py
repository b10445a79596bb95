"""The Animal Companion mini-expansion's 6 Pet cards (L2045-L2075), from data/animals.json.

Each card has a setup bonus (its top right corner, gained at once, L2063, L2068) and the
actions at its bottom, run once when its owner discards it in its turn (L2074). Both use
the base vocabulary (names.py). The faces are absent from the text: reconstructed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.names import parse_effects
from ludotheque.games.darwins_journey.datafiles import DATA

CARDS = 6  # L2051


@dataclass(frozen=True)
class Pet:
    id: str
    name: str
    bonus: tuple  # effects gained at setup
    actions: tuple  # effects run once, when discarded
    text: str  # our words


def build_animals(data: dict) -> tuple[Pet, ...]:
    bad = Problems("animals.json")
    bad.need_source(data, "the file")
    out = []
    for label, c in entries(data.get("cards"), "Pet card", bad):
        for key in ("id", "name", "text"):
            if not isinstance(c.get(key), str) or not c[key]:
                bad(f"{label}: {key} must be a non-empty text")
        bonus = parse_effects(c.get("bonus"), bad, label)
        actions = parse_effects(c.get("actions"), bad, label)
        if not bonus or not actions:
            bad(f"{label} needs a setup bonus and actions (L2065, L2074)")
        out.append(Pet(str(c.get("id")), str(c.get("name")), bonus, actions, str(c.get("text"))))
    if len(out) != CARDS or len({p.id for p in out}) != CARDS:
        bad(f"the module has {CARDS} Pet cards with different ids (L2051), got {len(out)}")
    bad.check()
    return tuple(out)


@DATA.cached
def animal_data() -> tuple[Pet, ...]:
    """The cards from the active data (shipped, or a pack's), once per source."""
    try:
        return build_animals(DATA.json("animals.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None
