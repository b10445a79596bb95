"""A view's JSON with the parts its position shares among listeners encoded once.

After a move the server encodes a view for every seat and spectator of the table, and
most of each view is the very objects the other listeners' views hold (a position's
public parts, fronts/position_parts.py). A part's JSON does not depend on what holds it,
so it is encoded once, kept by the part's identity in a memory that lives as long as the
table's position (the server empties it with the table's message cache at every change),
and spliced into the next views' JSON by orjson (`orjson.Fragment`): the same bytes as
encoding each view whole (tests/server/test_part_json.py).

Only for a game whose views are built anew and never edited once made
(`Game.fresh_views`): a part that is the same object is then the same JSON. The memory
keeps every part it has seen alive, so no other object takes its id meanwhile. A view's
top-level dicts are parts, and the dicts in its top-level lists (a list of seats' entries
is often the view's own while its entries are shared); a top-level list seen again, the
same object, is one part from then on."""

from __future__ import annotations

from typing import Any

import orjson

from ludotheque.server import words

_OPTIONS = orjson.OPT_PASSTHROUGH_DATACLASS  # as `words.snapshot`'s first try
_REFUSED = object()  # memory key: this position's views are encoded whole


def snapshot(view: Any, memo: dict) -> bytes:
    """`words.snapshot(view)`, byte for byte, with the parts `memo` holds (from other
    views of this position) spliced in and the new ones added to it."""
    if type(view) is not dict or _REFUSED in memo:
        return words.snapshot(view)
    out = {}
    try:
        for k, v in view.items():
            t = type(v)
            if t is dict:
                out[k] = _dict(v, memo) if v else v
            elif t is list:
                out[k] = _list(v, memo) if v else v
            else:
                out[k] = v
        return orjson.dumps(out, default=str, option=_OPTIONS)
    except TypeError:  # a key that is no text, a number beyond 64 bits: encoded whole
        memo[_REFUSED] = True
        return words.snapshot(view)


def _dict(v: dict, memo: dict) -> orjson.Fragment:
    got = memo.get(id(v))
    if got is None:
        got = memo[id(v)] = (v, orjson.Fragment(orjson.dumps(v, default=str, option=_OPTIONS)))
    return got[1]


def _list(v: list, memo: dict) -> Any:
    got = memo.get(id(v))
    if got is not None:
        if got[1] is None:  # seen before in another view: one part from now on
            encoded = orjson.dumps(_items(v, memo), default=str, option=_OPTIONS)
            got = memo[id(v)] = (v, orjson.Fragment(encoded))
        return got[1]
    memo[id(v)] = (v, None)
    return _items(v, memo)


def _items(v: list, memo: dict) -> list:
    return [_dict(x, memo) if type(x) is dict and x else x for x in v]
