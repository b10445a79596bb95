"""Darwin's Journey's components as data: loaded from data/*.json, validated, and indexed
for the rules.

Every item in data/ carries a `source`: a rulebook line, or "reconstructed" where the
printed faces exist only in pictures (digest section 10). The rules see only the objects
built here, so real data can replace a reconstruction without code changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError
from ludotheque.games.darwins_journey.components.board import PersonalBoard, build_board
from ludotheque.games.darwins_journey.components.cards import (
    BeagleTile,
    Crew,
    Letter,
    SpecialTile,
    build_beagle,
    build_crew,
    build_letters,
    build_special_tiles,
)
from ludotheque.games.darwins_journey.components.diaries import Diaries, build_diaries
from ludotheque.games.darwins_journey.components.geography import Geography, build_geography
from ludotheque.games.darwins_journey.components.objectives import Objective, build_objectives
from ludotheque.games.darwins_journey.components.tracks import Tracks, build_tracks
from ludotheque.games.darwins_journey.datafiles import DATA as DATA_SOURCE

DATA = Path(__file__).parent.parent / "data"  # the embedded files; the game reads DATA_SOURCE

__all__ = ["Components", "DataError", "build", "components", "load_json"]


@dataclass(frozen=True)
class Components:
    """Everything printed in the box, shared by every state of every game."""

    diaries: Diaries
    crew: tuple[Crew, ...]
    crew_first_game: tuple[tuple[int, ...], ...]  # per turn-order position (L348-L354)
    specials: tuple[SpecialTile, ...]
    specials_first_game: tuple[int, ...]  # per Special Action space, in space order
    letters: tuple[Letter, ...]
    letters_first_game: tuple[int, ...]  # envelopes top to bottom (L265)
    beagles: tuple[BeagleTile, ...]
    beagles_first_game: tuple[int, ...]  # Beagle spaces left to right (L286)
    objectives: tuple[Objective, ...]
    board: PersonalBoard
    geo: Geography
    tracks: Tracks


def load_json(name: str) -> dict:
    """A data file of the active source (embedded, or a pack's), parsed."""
    try:
        return DATA_SOURCE.json(name)
    except DataPackError as e:
        raise DataError(str(e)) from None


def build(files: dict[str, dict]) -> Components:
    """Components from the contents of each data file (tests pass altered copies)."""
    crew, crew_fg = build_crew(files["crew.json"])
    specials, specials_fg = build_special_tiles(files["special_tiles.json"])
    letters, letters_fg = build_letters(files["correspondence.json"])
    beagles, beagles_fg = build_beagle(files["beagle.json"])
    return Components(
        diaries=build_diaries(files["diaries.json"]),
        crew=crew,
        crew_first_game=crew_fg,
        specials=specials,
        specials_first_game=specials_fg,
        letters=letters,
        letters_first_game=letters_fg,
        beagles=beagles,
        beagles_first_game=beagles_fg,
        objectives=build_objectives(files["objectives.json"]),
        board=build_board(files["personal_board.json"]),
        geo=build_geography(files["map.json"], files["specimens.json"]),
        tracks=build_tracks(files["tracks.json"]),
    )


FILES = (
    "diaries.json",
    "crew.json",
    "special_tiles.json",
    "correspondence.json",
    "beagle.json",
    "objectives.json",
    "personal_board.json",
    "map.json",
    "specimens.json",
    "tracks.json",
)


def raw_files() -> dict[str, dict]:
    return {name: load_json(name) for name in FILES}


@DATA_SOURCE.cached
def components() -> Components:
    """The active data (shipped, or a pack's), validated once per source."""
    return build(raw_files())
