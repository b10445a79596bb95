"""Darwin's Journey's own check of a data pack (see ludotheque.core.datapack.check): each file
is built by its builder, as the game builds it, and each inconsistency is named with its file
(the map and the specimens are built together, so their problems name both)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ludotheque.core.datapack import Problem
from ludotheque.core.datapack.problems import DataError, check_builders
from ludotheque.games.darwins_journey.components import FILES, build
from ludotheque.games.darwins_journey.components.alfred import build_alfred
from ludotheque.games.darwins_journey.components.animals import build_animals
from ludotheque.games.darwins_journey.components.board import build_board
from ludotheque.games.darwins_journey.components.cards import (
    build_beagle,
    build_crew,
    build_letters,
    build_special_tiles,
)
from ludotheque.games.darwins_journey.components.diaries import build_diaries
from ludotheque.games.darwins_journey.components.fireland import build_fireland
from ludotheque.games.darwins_journey.components.fireland_cards import (
    build_fireland_crew,
    build_fireland_objectives,
)
from ludotheque.games.darwins_journey.components.fireland_pieces import (
    build_fireland_beagles,
    build_fireland_letters,
)
from ludotheque.games.darwins_journey.components.fireland_scenarios import (
    build_fireland_scenarios,
)
from ludotheque.games.darwins_journey.components.fireland_specials import build_fireland_specials
from ludotheque.games.darwins_journey.components.geography import build_geography
from ludotheque.games.darwins_journey.components.great_ship import build_great_ship
from ludotheque.games.darwins_journey.components.objectives import build_objectives
from ludotheque.games.darwins_journey.components.pirates import build_pirate_card, build_pirates
from ludotheque.games.darwins_journey.components.scenarios import build_scenarios
from ludotheque.games.darwins_journey.components.tracks import build_tracks

BUILDERS = (
    (("diaries.json",), build_diaries),
    (("crew.json",), build_crew),
    (("special_tiles.json",), build_special_tiles),
    (("correspondence.json",), build_letters),
    (("beagle.json",), build_beagle),
    (("objectives.json",), build_objectives),
    (("personal_board.json",), build_board),
    (("map.json", "specimens.json"), build_geography),
    (("tracks.json",), build_tracks),
    (("alfred.json",), build_alfred),
    (("great_ship.json",), build_great_ship),
    (("pirates.json",), build_pirates),
    (("pirates.json", *FILES), lambda data, *base: _against_base(build_pirate_card, data, base)),
    (("animals.json",), build_animals),
    (("scenarios.json", *FILES), lambda data, *base: _against_base(build_scenarios, data, base)),
    (("fireland_map.json", "fireland.json"), build_fireland),
    (("fireland.json",), lambda data: _fireland_pieces(data)),  # part 2: Beagle, letters
    (("fireland_specials.json",), build_fireland_specials),  # part 2: Special Action tiles
    (  # part 2: the scenario cards, against the pack's tiles
        ("fireland_scenarios.json", "fireland_map.json", "fireland.json", "fireland_specials.json")
        + FILES,
        lambda data, fmap, fire, specials, *base: _fireland_scenarios(
            data, fmap, fire, specials, base
        ),
    ),
    (("fireland_objectives.json",), build_fireland_objectives),  # part 2: objective tiles
    (("fireland_crew.json",), build_fireland_crew),  # part 2: crew cards
)


def _fireland_pieces(data: dict) -> None:
    build_fireland_beagles(data)
    build_fireland_letters(data)


def _fireland_scenarios(data: dict, fmap: dict, fire: dict, specials: dict, base: tuple) -> None:
    """Fireland's scenario cards against the pack's tiles (base and Fireland's) and
    penalties; the other files' own problems are their builders' to report."""
    try:
        comp = build(dict(zip(FILES, base, strict=True)))
        land = build_fireland(fmap, fire)
        comp = dataclasses.replace(
            comp,
            beagles=comp.beagles + build_fireland_beagles(fire),
            letters=comp.letters + build_fireland_letters(fire),
            specials=comp.specials + build_fireland_specials(specials).tiles,
        )
    except DataError:
        return
    build_fireland_scenarios(data, comp, [p.id for p in land.penalties], len(land.time.rows))


def _against_base(builder, data: dict, base: tuple) -> None:
    """A module's file against the pack's base pieces (a scenario card's layout names their
    ids: the Scenarios cards, the Pirates' P1); a base file's own problems are its
    builder's to report, not this one's."""
    try:
        comp = build(dict(zip(FILES, base, strict=True)))
    except DataError:
        return
    builder(data, comp)


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (those parsed and structurally sound)."""
    return check_builders(docs, BUILDERS)
