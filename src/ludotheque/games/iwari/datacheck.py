"""Iwari's own check of a data pack (see ludotheque.core.datapack.check): every map is
built as the game builds it, and each inconsistency is named with its map file."""

from __future__ import annotations

from typing import Any

from ludotheque.core.datapack import Problem, split_problems
from ludotheque.games.iwari.components.board import MapError, build_board


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (those parsed and structurally sound)."""
    problems: list[Problem] = []
    for rel, doc in docs.items():
        if not rel.startswith("maps/"):
            continue
        try:
            build_board(doc)
        except MapError as e:
            problems += split_problems(rel, e)
    return problems
