"""Perseverance Episode 3's components as data: loaded from data/*.json and validated.

Every item in data/ carries a `source`: a rulebook line, or "reconstructed" where the
printed faces were lost (digest section 9). The rules see only what is built here, so a
real value can replace a reconstruction without a code change.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError
from ludotheque.games.perseverance_ep3.components.board import Board, build_board
from ludotheque.games.perseverance_ep3.components.cards import (
    Adventure,
    ExplorationTile,
    Goal,
    RanchTile,
    StructureFace,
    build_adventures,
    build_exploration,
    build_goals,
    build_ranch,
    build_structures,
)
from ludotheque.games.perseverance_ep3.components.players import Players, build_players
from ludotheque.games.perseverance_ep3.components.tables import Tables, build_tables
from ludotheque.games.perseverance_ep3.datafiles import DATA as DATA_SOURCE

DATA = Path(__file__).parent.parent / "data"  # the embedded files; the game reads DATA_SOURCE

__all__ = ["Components", "DataError", "components", "load_json"]


@dataclass(frozen=True)
class Components:
    """Everything printed in the box, shared by every state of every game."""

    board: Board
    adventures: tuple[Adventure, ...]
    exploration: tuple[ExplorationTile, ...]
    ranch: tuple[RanchTile, ...]
    structures: tuple[StructureFace, ...]
    portal: StructureFace
    structure_cap: int
    goals: tuple[Goal, ...]
    players: Players
    tables: Tables


def load_json(name: str) -> dict:
    """A data file of the active source (embedded, or a pack's), parsed."""
    try:
        return DATA_SOURCE.json(name)
    except DataPackError as e:
        raise DataError(str(e)) from None


def build(files: dict) -> Components:
    """Components from the parsed files (a dict name -> data), so tests can alter one."""
    faces, portal, cap = build_structures(files["structures.json"])
    return Components(
        board=build_board(files["town.json"], files["wilderness.json"]),
        adventures=build_adventures(files["adventures.json"]),
        exploration=build_exploration(files["exploration.json"]),
        ranch=build_ranch(files["ranch_tiles.json"]),
        structures=faces,
        portal=portal,
        structure_cap=cap,
        goals=build_goals(files["goals.json"]),
        players=build_players(
            files["leaders.json"],
            files["artefacts.json"],
            files["officers.json"],
            files["provisions.json"],
        ),
        tables=build_tables(files["rules.json"], files["assembly.json"]),
    )


FILES = (
    "town.json",
    "wilderness.json",
    "adventures.json",
    "exploration.json",
    "ranch_tiles.json",
    "structures.json",
    "goals.json",
    "leaders.json",
    "artefacts.json",
    "officers.json",
    "provisions.json",
    "rules.json",
    "assembly.json",
)


def raw_files() -> dict:
    return {name: load_json(name) for name in FILES}


@DATA_SOURCE.cached
def components() -> Components:
    """The active data (shipped, or a pack's), validated once per source."""
    return build(raw_files())
