"""The Pirates mini-expansion (L2151-L2242), from data/pirates.json: its 4 crew cards, its
Special Action tile, the Treasure and raid numbers, and the Ocean regions the pirate ship
moves between.

The crew cards and the tile join the base ones (`with_pirates`): the game's Components
for a table with the module carry 20 crew cards and 13 tiles, so drafting, completing,
copying and placing read them as they read the base ones. Their effects use the base
vocabulary (names.py) plus the module's own verbs (PIRATE_PLAIN), run by rules/pirates/.
The Pirate scenario card P1 (`pirate_card`): its tiles and the pirate ship's X,
reconstructed from what the text says of it (ruling PI-R1).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import Crew, SpecialTile, module_crew
from ludotheque.games.darwins_journey.components.extend import once_per
from ludotheque.games.darwins_journey.components.geography import Track
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.names import (
    parse_module_effects,
    seal_counts,
)
from ludotheque.games.darwins_journey.components.scenarios import Scenario, card_layout
from ludotheque.games.darwins_journey.datafiles import DATA

# The module's verbs (rules/pirates/): the tile's ship move, and the crew cards' effects.
PIRATE_PLAIN = frozenset(
    (
        "pirate-ship",  # the tile: you may move the pirate ship (L2222)
        "pirate-research",  # P1: two Museum researches, the second free (L2230)
        "return-worker",  # P2: a worker of yours back home (L2234)
        "objective-discard",  # P3: up to 2 objectives from the discard (L2238)
        "camp-actions",  # P4: a campsite's actions, no tent, no cost (L2242)
    )
)


@dataclass(frozen=True)
class PirateData:
    crew: tuple[Crew, ...]  # P1-P4, shuffled into the crew deck (L2169)
    names: tuple[str, ...]  # per crew card, our words for its effect
    tile: SpecialTile
    tile_text: str
    treasure_coins: int  # L2194
    raid_base: int  # L2214: for the ship
    raid_per_treasure: int  # L2214: for each Treasure held


def _effects(texts, bad, label) -> tuple:
    return parse_module_effects(texts, PIRATE_PLAIN, bad, label)


def _count(section: dict, key: str, bad, label: str) -> int:
    v = section.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        bad(f"{label}: {key} must be a whole number from 0, got {v!r}")
        return 0
    return v


def build_pirates(data: dict) -> PirateData:
    bad = Problems("pirates.json")
    bad.need_source(data, "the file")
    crew, names = [], []
    for label, c in entries(data.get("crew"), "pirate crew card", bad):
        card, text = module_crew(c, label, bad, PIRATE_PLAIN)
        crew.append(card)
        names.append(text)
    if [c.id for c in crew] != ["P1", "P2", "P3", "P4"]:
        bad(f"the module has 4 crew cards, P1 to P4 (L2224), got {[c.id for c in crew]}")
    t = data.get("tile") or {}
    bad.need_source(t, "the Pirate tile")
    tile_acts = _effects(t.get("actions") or [], bad, "the Pirate tile")
    if not any(a[0] == "pirate-ship" for a in tile_acts):
        bad("the Pirate tile must move the pirate ship (L2222)")
    tile = SpecialTile(str(t.get("id", "P")), seal_counts(t.get("seals"), bad, "tile"), tile_acts)
    treasures = data.get("treasures") or {}
    raid = data.get("raid") or {}
    bad.need_source(treasures, "treasures")
    bad.need_source(raid, "raid")
    out = PirateData(
        crew=tuple(crew),
        names=tuple(names),
        tile=tile,
        tile_text=str(t.get("text", "")),
        treasure_coins=_count(treasures, "coins", bad, "treasures"),
        raid_base=_count(raid, "base", bad, "raid"),
        raid_per_treasure=_count(raid, "per_treasure", bad, "raid"),
    )
    bad.check()
    return out


@DATA.cached
def pirate_data() -> PirateData:
    """The module from the active data (shipped, or a pack's), once per source."""
    try:
        return build_pirates(DATA.json("pirates.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


@dataclass(frozen=True)
class PirateCard:
    """The Pirate scenario card P1 (L2171-L2177): its tiles, as a scenario card's layout,
    and the region its X puts the pirate ship in (an index of `Regions.names`)."""

    layout: Scenario
    ship_region: int
    text: str


def build_pirate_card(data: dict, comp) -> PirateCard:
    """The card from pirates.json against the base Components: the Pirate tile among the
    tiles even solo shows (L1257), the X on one of the Ocean's regions (ruling PI-R1)."""
    bad = Problems("pirates.json")
    c = data.get("scenario") or {}
    bad.need_source(c, "the Pirate scenario card")
    tile = str((data.get("tile") or {}).get("id", "P"))
    layout = card_layout(c, "the Pirate scenario card", bad, comp, specials=(tile,))
    solo = comp.tracks.at("special_tiles_revealed", 1)
    if tile not in layout.specials[:solo]:
        bad(f"the Pirate scenario card must show the Pirate tile {tile} among its first {solo}")
    n = len(regions(comp.geo.ocean).names)
    x = c.get("ship_region")
    if not isinstance(x, int) or isinstance(x, bool) or not 1 <= x <= n:
        bad(
            f"the Pirate scenario card: ship_region must be an Ocean region from 1 to {n}, got {x!r}"
        )
        x = 1
    bad.check()
    return PirateCard(layout, x - 1, str(c.get("text", "")))


@DATA.cached
def pirate_card() -> PirateCard:
    """The P1 card from the active data (shipped, or a pack's), once per source."""
    from ludotheque.games.darwins_journey.components import components

    try:
        return build_pirate_card(DATA.json("pirates.json"), components())
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # base Components (by identity) -> the same with the module's cards


def with_pirates(comp):
    """`comp` with the Pirate crew cards after the base ones (shuffled in at setup, L2169)
    and the Pirate tile after the base tiles (L2180), once per base Components."""
    return once_per(_WITH, comp, _extended)


def _extended(comp):
    data = pirate_data()
    return dataclasses.replace(
        comp, crew=comp.crew + data.crew, specials=comp.specials + (data.tile,)
    )


@dataclass(frozen=True)
class Regions:
    """The Ocean's regions (L2200): the stretches between two delay-penalty markers, the
    start space in none. `of[space]` is a space's region, -1 for the start."""

    of: tuple[int, ...]
    names: tuple[str, ...]  # per region: its first and last space ("O2-O5", or "O1")


def regions(ocean: Track) -> Regions:
    """The regions from the Ocean's delay thresholds (written on the space they lead into):
    one from the first space after the start up to the first threshold, then one from
    each threshold to the next (ruling PI-R3)."""
    starts = sorted({ocean.step[i] for i, d in enumerate(ocean.delay) if d > 0} | {1})
    of = []
    for i in range(len(ocean.ids)):
        st = ocean.step[i]
        of.append(-1 if st < 1 else sum(1 for b in starts if b <= st) - 1)
    names = []
    for r in range(len(starts)):
        ids = [ocean.ids[i] for i in range(len(ocean.ids)) if of[i] == r]
        names.append(ids[0] if len(ids) == 1 else f"{ids[0]}-{ids[-1]}")
    return Regions(tuple(of), tuple(names))
