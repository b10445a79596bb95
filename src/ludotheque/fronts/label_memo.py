"""Option labels remembered by their option text where they read nothing of the view.

A game's `label(view, option)` runs for the mover's options and each listener's new log
entries at every move (the server's hot path), yet most labels are the option's alone
(a card's, a space's printed words). `by_option` makes the label once without a view: if
it reads none, that label is kept for the option; if it reads the view, the option is
marked as one whose label is made from each view, as before. Same words, either way,
for a game whose labels read the view only as a mapping (get, [], in, iteration) and
nothing else but printed data: a game opts in by decorating its `label`."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps


class _ViewRead(BaseException):
    """The label read the view (a BaseException: a label's own `except` lets it by)."""


class _NoView(dict):
    """Stands for the view while a label is first made: any reading of it raises."""

    def _read(self, *args, **kwargs):
        raise _ViewRead

    get = __getitem__ = __contains__ = __iter__ = __len__ = __bool__ = _read
    keys = items = values = copy = setdefault = pop = __eq__ = __or__ = _read
    __hash__ = None


_NO_VIEW = _NoView()
_READS_VIEW = object()
LIMIT = 50_000  # options remembered per game before starting afresh


def by_option(label: Callable[[dict, str], str]) -> Callable[[dict, str], str]:
    """`label`, remembered per option text where it does not read the view."""
    known: dict[str, object] = {}

    @wraps(label)
    def remembered(view: dict, option: str) -> str:
        said = known.get(option)
        if said is None:
            try:
                said = label(_NO_VIEW, option)
            except _ViewRead:
                said = _READS_VIEW
            if len(known) >= LIMIT:
                known.clear()
            known[option] = said
        if said is _READS_VIEW:
            return label(view, option)
        return said

    return remembered
