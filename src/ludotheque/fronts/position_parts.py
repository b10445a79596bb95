"""The parts of a position's views that every seat sees alike, built once per position.

After a move the server builds a view for every seat and spectator of the table (4.1
on average), and most of each is the same for all of them: the board, the public
counters. A game's `view` asks `parts(state)` for a dict where it keeps such parts of
this very position, and builds a part only when the dict lacks it; the other seats'
views then hold the same objects (views may share what their readers never edit:
`Game.fresh_views`, tests/core/test_fresh_views.py). Only what is built without the
viewer may be kept here: a part that depends on who looks is keyed by what it shows
(a seat's entry by whether its hidden cards show), never shared across what differs.

Only `view` (below) turns this on, for a caller that changes its states by `Game.apply`
alone, as the server does (tests and tools that edit a state's fields by hand keep
getting views built afresh). A position is then the state object together with its
pending decision object: `apply` clears the decision before it changes the state, and
the next one is a new object, kept alive here with the state so that neither id can be
reused. A state whose decision is not worked out yet (None) gets no memory."""

from __future__ import annotations

from copy import deepcopy
from threading import get_ident
from typing import Any

_KEPT = 64  # positions remembered: tables whose listeners are being served at once
_ON = 0  # the thread within `view`, if any


def view(game: Any, state: Any, seat: int | None) -> dict:
    """`game.view(state, seat)`, its public parts shared with the other views of this
    position. For a caller whose states change by `Game.apply` only (views built by
    other threads meanwhile, such as an agent's, are built afresh)."""
    global _ON
    _ON = get_ident()
    try:
        return game.view(state, seat)
    finally:
        _ON = 0


def parts(state: Any) -> dict | None:
    """The parts kept for `state` as it stands now (an empty dict if it is new); None
    when nothing is shared (the caller is not `view`, or no decision is worked out)."""
    if _ON != get_ident():
        return None
    decision = state.decision
    if decision is None:
        return None
    slot = _SLOTS.get(id(state))
    if slot is not None and slot[0] is state and slot[1] is decision:
        return slot[2]
    if len(_SLOTS) >= _KEPT:
        _SLOTS.clear()
    kept: dict = {}
    _SLOTS[id(state)] = (state, decision, kept)
    return kept


# id(state) -> (state, its decision, {part key: part}): see `parts`.
_SLOTS: dict[int, tuple[Any, Any, dict]] = {}


def set_once_copy(value: Any) -> Any:
    """A copy of a value the state sets once and never changes afterwards (a game's final
    scoring: copies of the state share it), made once and shared by every view of it, so
    that a front, which may not reach the state, gets its own and the server does not copy
    it for every listener after every move. Views are read-only for their readers."""
    got = _ONCE.get(id(value))
    if got is None or got[0] is not value:
        if len(_ONCE) >= _KEPT:
            _ONCE.clear()
        got = _ONCE[id(value)] = (value, deepcopy(value))  # keeps `value`: its id stays
    return got[1]


# id(value) -> (value, its copy): see `set_once_copy`.
_ONCE: dict[int, tuple[Any, Any]] = {}
