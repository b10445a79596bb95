"""Newton's components as data: loaded from data/*.json, validated, and indexed for the rules.

Every table in data/ carries a `source` per item (a rulebook line, or "reconstructed" where
the printed faces were lost, digest section 9). The rules only see the integer indexes
built here, so real data can replace a reconstruction without code changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError
from ludotheque.games.newton.components.cards import CardSet, build_cards
from ludotheque.games.newton.components.europe import EuropeMap, build_map
from ludotheque.games.newton.components.masters import MasterSet, build_masters
from ludotheque.games.newton.components.shelf import StudyBoard, build_study_boards
from ludotheque.games.newton.components.tiles import TileSet, build_tiles
from ludotheque.games.newton.components.tracks import Tracks, build_tracks
from ludotheque.games.newton.datafiles import DATA as DATA_SOURCE

DATA = Path(__file__).parent.parent / "data"  # the embedded files; the game reads DATA_SOURCE

__all__ = ["Components", "DataError", "components", "load_json"]


@dataclass(frozen=True)
class Components:
    """Everything printed in the boxes, shared by every state of every game."""

    europe: EuropeMap
    tracks: Tracks
    boards: tuple[StudyBoard, ...]
    cards: CardSet
    masters: MasterSet
    tiles: TileSet


def load_json(name: str) -> dict:
    try:
        return DATA_SOURCE.json(name)
    except DataPackError as e:
        raise DataError(str(e)) from None


@DATA_SOURCE.cached
def components() -> Components:
    """The active data (shipped, or a pack's), validated once per source."""
    return Components(
        europe=build_map(load_json("map.json")),
        tracks=build_tracks(load_json("tracks.json")),
        boards=build_study_boards(load_json("study_boards.json")),
        cards=build_cards(load_json("cards.json")),
        masters=build_masters(load_json("masters.json")),
        tiles=build_tiles(load_json("tiles.json")),
    )
