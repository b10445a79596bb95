"""Newton's own check of a data pack (see ludotheque.core.datapack.check): each file is
built by its builder, as the game builds it, and each inconsistency is named with its file."""

from __future__ import annotations

from typing import Any

from ludotheque.core.datapack import Problem
from ludotheque.core.datapack.problems import check_builders
from ludotheque.games.newton.components.cards import build_cards
from ludotheque.games.newton.components.europe import build_map
from ludotheque.games.newton.components.masters import build_masters
from ludotheque.games.newton.components.shelf import build_study_boards
from ludotheque.games.newton.components.tiles import build_tiles
from ludotheque.games.newton.components.tracks import build_tracks

BUILDERS = (
    (("map.json",), build_map),
    (("tracks.json",), build_tracks),
    (("study_boards.json",), build_study_boards),
    (("cards.json",), build_cards),
    (("masters.json",), build_masters),
    (("tiles.json",), build_tiles),
)


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (those parsed and structurally sound)."""
    return check_builders(docs, BUILDERS)
