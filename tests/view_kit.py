"""What tests of views share (tests/games and tests/core): finding the parts a view owns.

A view may share what never changes during a game with every other view (`Game.fresh_views`;
those parts are read-only for every reader, tests/core/test_fresh_views.py). A test that
edits a view to check it is detached from the state edits only what the view owns: the
containers no other view of the same position holds.
"""

from __future__ import annotations


def containers(value, out: dict | None = None) -> dict:
    """Every dict and list reachable from `value`, by id."""
    out = {} if out is None else out
    if isinstance(value, dict):
        out[id(value)] = value
        for item in value.values():
            containers(item, out)
    elif isinstance(value, list):
        out[id(value)] = value
        for item in value:
            containers(item, out)
    return out
