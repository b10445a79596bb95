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

    __slots__ = ("_build", "_kept", "last")

    def __init__(self, build: Callable[[Any], T]) -> None:
        self._build = build
        self._kept: dict[int, tuple[Any, T]] = {}
        # The entry asked for last, (catalogue, table): a caller on a hot path may read it
        # without the call, `t[1] if t[0] is cat else table(cat)` (a call is 300-600
        # instructions on CPython 3.11, the test a few).
        self.last: tuple[Any, Any] = (None, None)

    def __call__(self, cat: Any) -> T:
        t = self.last
        if t[0] is cat:  # one game at a time: its catalogue again
            return t[1]
        t = self._kept.get(id(cat))
        if t is None or t[0] is not cat:
            if len(self._kept) >= 32:
                self._kept.clear()
            t = self._kept[id(cat)] = (cat, self._build(cat))
        self.last = t
        return t[1]
