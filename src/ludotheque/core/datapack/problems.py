"""What a game's data builders share: the error a data file raises when it does not
describe a consistent set of components, a collector that names every problem of a file
in one run, and the loop that turns each builder's error into a pack check's problems."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ludotheque.core.datapack.check import Problem, listed, split_problems
from ludotheque.core.errors import ConfigError


class DataError(ConfigError):
    """A data file that does not describe a consistent component; names every problem."""


class Problems:
    """Collects every inconsistency of a file, so that one run reports them all."""

    def __init__(self, what: str):
        self.what = what
        self.items: list[str] = []

    def __call__(self, message: str) -> None:
        self.items.append(message)

    def need_source(self, item: Any, label: str) -> None:
        if not isinstance(item, dict) or not item.get("source"):
            self.items.append(f"{label} names no source")

    def check(self) -> None:
        if self.items:
            raise listed(
                DataError(f"{self.what} is inconsistent: " + "; ".join(self.items)), self.items
            )


Builders = Iterable[tuple[tuple[str, ...], Callable[..., Any]]]


def check_builders(docs: dict[str, Any], builders: Builders) -> list[Problem]:
    """A game's own check of a pack (`declare(checker=...)`): each builder run on its files
    as the game runs it, its `DataError` split into one problem per inconsistency, named
    with its files. A builder that needs several files runs only when all of them passed
    the structural check."""
    problems: list[Problem] = []
    for files, build in builders:
        if not all(rel in docs for rel in files):
            continue
        try:
            build(*(docs[rel] for rel in files))
        except DataError as e:
            problems += split_problems(" / ".join(files), e)
    return problems
