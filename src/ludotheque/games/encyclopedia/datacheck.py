"""Encyclopedia's own check of a data pack (see ludotheque.core.datapack.check): the
catalogue is built as the game builds it, and each inconsistency is named with the file
its item lives in."""

from __future__ import annotations

from typing import Any

from ludotheque.core.datapack import Problem, split_problems
from ludotheque.games.encyclopedia.components import DataError, build

# Which file an item of the catalogue's messages comes from, by the message's first word.
NEEDED = ("board.json", "animals.json", "experts.json", "automa.json")
FILES = {"animal": "animals.json", "expert": "experts.json", "behaviour": "automa.json"}


def check(docs: dict[str, Any]) -> list[Problem]:
    """The problems of the pack's files (parsed and structurally sound; the catalogue needs
    all four, so none is checked here while one of them has other problems)."""
    if any(name not in docs for name in NEEDED):
        return []
    try:
        build(
            docs["board.json"],
            docs["animals.json"]["animals"],
            docs["experts.json"]["experts"],
            docs["automa.json"],
        )
    except DataError as e:
        found = split_problems("board.json", e)
        return [Problem(FILES.get(p.item.split(" ")[0], p.file), p.item, p.message) for p in found]
    return []
