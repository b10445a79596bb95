"""Tables worked out once per catalogue and kept for every later call.

The view, the evaluation and the reputation walk each read tables derived from the
catalogue (the game's component data) at every call on the search's and the server's hot
paths; this keeps each by the catalogue's identity. An entry holds its catalogue, so the
id it is kept by stays that catalogue's; tests build many catalogues, so at most 32 are
kept before starting afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class PerCatalogue(Generic[T]):
    """`build(cat)`, worked out once per catalogue: call the instance with the catalogue."""

    __slots__ = ("_build", "_kept")

    def __init__(self, build: Callable[[Any], T]) -> None:
        self._build = build
        self._kept: dict[int, tuple[Any, T]] = {}

    def __call__(self, cat: Any) -> T:
        t = self._kept.get(id(cat))
        if t is None or t[0] is not cat:
            if len(self._kept) >= 32:
                self._kept.clear()
            t = self._kept[id(cat)] = (cat, self._build(cat))
        return t[1]
