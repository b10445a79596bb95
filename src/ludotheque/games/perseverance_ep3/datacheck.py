"""Perseverance Episode 3's own check of a data pack (see ludotheque.core.datapack.check):
each file is built by its builder, as the game builds it, and each inconsistency is named
with its file (files built together, such as the town and the wilderness, are named
together)."""

from __future__ import annotations

from typing import Any

from ludotheque.core.datapack import Problem
from ludotheque.core.datapack.problems import check_builders
from ludotheque.games.perseverance_ep3.components.board import build_board
from ludotheque.games.perseverance_ep3.components.cards import (
    build_adventures,
    build_exploration,
    build_goals,
    build_ranch,
    build_structures,
)
from ludotheque.games.perseverance_ep3.components.players import build_players
from ludotheque.games.perseverance_ep3.components.tables import build_tables
from ludotheque.games.perseverance_ep3.solo.data import build_solo

BUILDERS = (
    (("town.json", "wilderness.json"), build_board),
    (("adventures.json",), build_adventures),
    (("exploration.json",), build_exploration),
    (("ranch_tiles.json",), build_ranch),
    (("structures.json",), build_structures),
    (("goals.json",), build_goals),
    (("leaders.json", "artefacts.json", "officers.json", "provisions.json"), build_players),
    (("rules.json", "assembly.json"), build_tables),
    (("solo.json",), build_solo),
)


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (those parsed and structurally sound)."""
    return check_builders(docs, BUILDERS)
