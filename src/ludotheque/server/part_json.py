"""A view's JSON with the parts its position shares among listeners encoded once.

After a move the server encodes a view for every seat and spectator of the table, and
most of each view is the very objects the other listeners' views hold: the parts a game
keeps for the position (fronts/position_parts.py: its board, a seat's entry, or a dict
of public parts that each view copies). A part's JSON does not depend on what holds it,
so each kept part that a view holds at its top level (or in a list there, as seats'
entries) is encoded once, kept by its identity in a memory that lives as long as the
table's position (the server empties it with the table's message cache at every change),
and spliced into the views' JSON by orjson (`orjson.Fragment`): the same bytes as
encoding each view whole (tests/server/test_part_json.py). The view's own parts (who
looks, the decision, a seat's hidden cards) are encoded with it as before.

Only for a game whose views are built anew and never edited once made
(`Game.fresh_views`): a part that is the same object is then the same JSON. The memory
keeps every part it holds alive, so no other object takes its id meanwhile."""

from __future__ import annotations

from typing import Any

import orjson

from ludotheque.fronts import position_parts
from ludotheque.server import words

_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS  # as `words.snapshot`'s first try
_REFUSED = object()  # memory key: this position's views are encoded whole
_PLACES = object()  # memory key: (the kept parts, the keys where views hold them)
_SHARED = object()  # memory key: (the kept parts, their count, their ids)


def snapshot(view: Any, memo: dict, kept: dict | None) -> bytes:
    """`words.snapshot(view)`, byte for byte, with the parts of `kept` (the position's
    shared parts) that `view` holds encoded once for every view of the position."""
    if not kept or type(view) is not dict or _REFUSED in memo:
        return words.snapshot(view)
    out = view.copy()
    try:
        got = memo.get(_PLACES)
        first = got is None or got[0] is not kept  # the view the places are read from
        if first:
            got = memo[_PLACES] = (kept, _places(view, kept))
        places = got[1]
        shared = None
        for k, whole in places:
            v = view.get(k)
            got = memo.get(id(v))
            if got is not None:
                out[k] = got
            elif whole:
                if first:  # (a later view's own part there is encoded in place)
                    out[k] = _encode(v, memo)
            elif type(v) is list:  # the view's own list of kept parts (seats' entries)
                if shared is None:
                    shared = _shared(kept, memo)
                out[k] = [_encode(x, memo) if id(x) in shared else x for x in v]
        return orjson.dumps(out, default=str, option=_OPTIONS)
    except TypeError:  # a key that is no text, a number beyond 64 bits: encoded whole
        memo[_REFUSED] = True
        return words.snapshot(view)


def _places(view: dict, kept: dict) -> tuple[tuple[Any, bool], ...]:
    """Where `view` holds kept parts: (key, True) for a kept part or a value of the kept
    public top level under the same key (`position_parts.TOP`), (key, False) for a list
    of the view's own holding kept parts. Worked out from the position's first view: the
    others hold their parts at the same keys."""
    ids = {id(d) for d in kept.values()}
    top = kept.get(position_parts.TOP)
    if type(top) is not dict:
        top = {}
    out = []
    for k, v in view.items():
        t = type(v)
        if t is not dict and t is not list:
            continue
        if id(v) in ids or top.get(k) is v:
            out.append((k, True))
        elif t is list and not ids.isdisjoint(map(id, v)):
            out.append((k, False))
    return tuple(out)


def _encode(v: Any, memo: dict) -> orjson.Fragment:
    got = memo.get(id(v))
    if got is None:
        got = memo[id(v)] = orjson.Fragment(orjson.dumps(v, default=str, option=_OPTIONS))
        memo[(id(v),)] = v  # keeps the part alive while its id is a key
    return got


def _shared(kept: dict, memo: dict) -> set[int]:
    """The ids of the kept parts, worked out again when parts are added."""
    got = memo.get(_SHARED)
    if got is None or got[0] is not kept or got[1] != len(kept):
        got = memo[_SHARED] = (kept, len(kept), {id(v) for v in kept.values()})
    return got[2]
