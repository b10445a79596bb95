"""Darwin's Journey's own check of a data pack (see ludotheque.core.datapack.check): each file
is built by its builder, as the game builds it, and each inconsistency is named with its file
(the map and the specimens are built together, so their problems name both)."""

from __future__ import annotations

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
from ludotheque.games.darwins_journey.components.geography import build_geography
from ludotheque.games.darwins_journey.components.great_ship import build_great_ship
from ludotheque.games.darwins_journey.components.objectives import build_objectives
from ludotheque.games.darwins_journey.components.pirates import build_pirates
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
    (("animals.json",), build_animals),
    (("scenarios.json", *FILES), lambda data, *base: _scenarios(data, base)),
    (("fireland_map.json", "fireland.json"), build_fireland),
    (("fireland.json",), lambda data: _fireland_pieces(data)),  # part 2: Beagle, letters
    (("fireland_objectives.json",), build_fireland_objectives),  # part 2: objective tiles
    (("fireland_crew.json",), build_fireland_crew),  # part 2: crew cards
)


def _fireland_pieces(data: dict) -> None:
    build_fireland_beagles(data)
    build_fireland_letters(data)


def _scenarios(data: dict, base: tuple) -> None:
    """The Scenarios file against the pack's base pieces (its layouts name their ids); a
    base file's own problems are its builder's to report, not this one's."""
    try:
        comp = build(dict(zip(FILES, base, strict=True)))
    except DataError:
        return
    build_scenarios(data, comp)


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (those parsed and structurally sound)."""
    return check_builders(docs, BUILDERS)
