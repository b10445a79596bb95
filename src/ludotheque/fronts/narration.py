"""Words for what changed between two views of one seat, shared by the games' narration
modules (games/<game>/narration.py, behind Game.narrate).

Everything here reads views only, never a state: what a view does not show cannot be
told. A game names its fields (`nouns`) and tells its own events in sentences; these
helpers turn the rest of a seat's changes into one line such as
`seat 1: +2 coins, -1 food; desk +travel card; ship O0 -> O2`, so that no change of a
seat's public counters goes unreported even where a game has no sentence for it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import orjson

Path = tuple[str, ...]


def plural(n: int, word: str) -> str:
    """`1 coin`, `2 coins`; words ending in s, and uncountable ones, stay as they are. A
    noun with a place after it takes the plural on the noun: `2 rangers at home`."""
    if n == 1:
        return f"{n} {word}"
    at = _PLACE.search(word)
    cut = at.start() if at else len(word)
    return f"{n} {_many(word[:cut])}{word[cut:]}"


def _many(word: str) -> str:
    if word.endswith("s") or word in UNCOUNTED:
        return word
    last = word.rsplit(" ", 1)[-1]
    if last in IRREGULAR:
        return word[: len(word) - len(last)] + IRREGULAR[last]
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return f"{word[:-1]}ies"
    return f"{word}s"


_PLACE = re.compile(r" (in|at|on|of) ")
IRREGULAR = {"die": "dice"}


UNCOUNTED = {"food", "VP", "debris", "reputation", "income", "medicine", "theory"}


def join(words: Iterable[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def new_lines(before: list | None, after: list | None) -> list[str]:
    """The lines of `after` that `before` did not end with (a log may be a window of its
    newest lines, so the longest overlap is skipped)."""
    new = [str(x) for x in after or []]
    old = [str(x) for x in before or []]
    for k in range(min(len(old), len(new)), 0, -1):
        if old[-k:] == new[:k]:
            return new[k:]
    return new


def flatten(value: Any, path: Path = ()) -> dict[Path, Any]:
    """Leaves of nested dicts keyed by their path; a list is one leaf (told as what it
    gained and lost)."""
    out: dict[Path, Any] = {}
    if isinstance(value, Mapping):
        for k, v in value.items():
            out.update(flatten(v, (*path, str(k))))
    else:
        out[path] = list(value) if isinstance(value, tuple) else value
    return out


def default_noun(path: Path) -> str:
    return " ".join(p.replace("_", " ") for p in path)


def _scalar(x: Any) -> str:
    if x is None:
        return "none"
    if x is True:
        return "yes"
    if x is False:
        return "no"
    if isinstance(x, Mapping):
        for key in ("name", "id"):
            if key in x:
                return str(x[key])
        return "/".join(str(v) for v in x.values())
    return str(x)


def changes(
    before: Any,
    after: Any,
    nouns: Mapping[Path, str | None] | None = None,
    name: Callable[[Any], str] = _scalar,
) -> list[str]:
    """Every change between two parts of a view, in short words: counters as `+2 coins`,
    lists as `desk +A, -B`, other values as `ship O0 -> O2` (`tile +X` where there was
    none, `tile -X` when it goes). `nouns` names a path (its
    last keys match too); None there leaves the path untold (told elsewhere in words).

    A move is told to every seat and spectator, and the public parts of their views are
    the same: the words of two parts are kept by the parts' JSON (with the very `nouns`
    and `name`, which the memory holds on to), so the next seat's equal parts cost two
    encodings instead of a walk through them; and parts that are the very objects told
    before (views share a position's public parts among its listeners, see `by_parts`)
    cost a look-up. Callers pass parts of views or objects made for the call, never
    edited after it."""
    if before is after:  # nothing changed (many parts, most moves)
        return []
    key = (id(before), id(after), id(nouns), id(name))
    kept = _SAME.get(key)  # the very parts told before (to another seat): their words
    if kept is not None:
        return list(kept[4])
    if before == after:
        return []
    told = _by_json(before, after, nouns, name)
    if len(_SAME) >= 128:
        _SAME.clear()
    _SAME[key] = (before, after, nouns, name, tuple(told))
    return told


def _by_json(
    before: Any, after: Any, nouns: Mapping[Path, str | None] | None, name: Callable[[Any], str]
) -> list[str]:
    try:
        key = (id(nouns), id(name), _json(before), _json(after))
    except TypeError:  # not JSON (a set, a key that is no text): told afresh
        return _changes(before, after, nouns, name)
    kept = _TOLD.get(key)
    if kept is not None and kept[0] is nouns and kept[1] is name:
        return list(kept[2])
    told = _changes(before, after, nouns, name)
    if len(_TOLD) >= 512:
        _TOLD.clear()
    _TOLD[key] = (nouns, name, told)
    return list(told)


# (nouns, name, before's JSON, after's JSON) -> their words: see `changes`.
_TOLD: dict[tuple, tuple] = {}
# ids of (before, after, nouns, name) -> (the four, their words): see `changes`. An entry
# keeps its objects alive, so no other object has their ids while it is here.
_SAME: dict[tuple, tuple] = {}


def by_parts(tag: Any, parts: tuple, make: Callable[[], list[str]]) -> list[str]:
    """`make()`'s words, kept by the identity of `parts`: for words that read nothing
    but those parts of the views (and nothing of who looks: `tag` names the words).

    The server builds the views of one position for all its listeners with the parts
    every seat sees alike as the same objects (fronts/position_parts.py), so the
    narration of such parts between two positions is the same for every listener: the
    first works it out, the others read it. Views are read-only for their readers
    (`Game.fresh_views`), so parts that are the same objects still hold what they held;
    an entry keeps its parts alive, so no other object has their ids while it is here."""
    return list(same_parts(tag, parts, lambda: tuple(make())))


def same_parts(tag: Any, parts: tuple, make: Callable[[], Any]) -> Any:
    """`make()` kept by the identity of `parts` as `by_parts` keeps words, for any value
    made of those parts alone: the value itself is returned each time, for reading only."""
    key = (tag, *map(id, parts))
    kept = _BY_PARTS.get(key)
    if kept is not None:
        return kept[1]
    value = make()
    if len(_BY_PARTS) >= 128:
        _BY_PARTS.clear()
    _BY_PARTS[key] = (parts, value)
    return value


_BY_PARTS: dict[tuple, tuple] = {}


def for_watcher(
    tag: Any, parts: tuple, watcher: int | None, make: Callable[[int | None], list[str]]
) -> list[str]:
    """`make(watcher)`'s words, for words that read nothing but `parts` (as `by_parts`)
    and the watcher only to name seats by `seat_name(seat, watcher)`, choosing what to
    tell by comparing names for equality alone. A seat's name reads the same for every
    watcher but the seat itself (`seat 2 (you)`), so such words are told once for a
    spectator (None) and kept by the parts; a watcher they do not name (its `seat N`
    appears in none of them) reads those very words, and one they name gets its own."""
    told = same_parts(tag, parts, lambda: tuple(make(None)))
    if watcher is not None:
        name = seat_name(watcher)
        if any(name in line for line in told):  # ("seat 1" in "seat 10" too: told afresh)
            return make(watcher)
    return list(told)


def _json(value: Any) -> bytes:
    """A part as JSON that tells its values' types apart (1, 1.0, true, "1"); a tuple
    reads as a list, as `flatten` and `_leaf` take it. What JSON would not tell apart
    from plain data (a dataclass, a date, a subclass of str, int, dict or list) raises
    TypeError: such a part is told afresh (views are JSON data, so none is)."""
    return orjson.dumps(value, option=_STRICT)


_STRICT = (
    orjson.OPT_PASSTHROUGH_DATACLASS
    | orjson.OPT_PASSTHROUGH_DATETIME
    | orjson.OPT_PASSTHROUGH_SUBCLASS
)


def _changes(
    before: Any,
    after: Any,
    nouns: Mapping[Path, str | None] | None,
    name: Callable[[Any], str],
) -> list[str]:
    nouns = nouns or {}
    counts: list[str] = []
    others: list[str] = []
    for path, a, b in _differing(before or {}, after or {}):
        noun = _noun(nouns, path)
        if noun is None:
            continue
        if _number(a) and _number(b) or (a is None and _number(b)) or (b is None and _number(a)):
            d = (b or 0) - (a or 0)
            if d:
                counts.append(f"{'+' if d > 0 else '-'}{plural(abs(d), noun)}")
        elif _positional(a, b):
            moved = [
                f"{i + 1}: {_scalar(x)} -> {_scalar(y)}"
                for i, (x, y) in enumerate(zip(a, b, strict=True))
                if x != y
            ]
            others.append(f"{noun} {', '.join(moved)}")
        elif isinstance(a, list) or isinstance(b, list):
            gained, lost = diff(a or [], b or [])
            if not gained and not lost:
                continue
            bits = _counted("+", [name(x) for x in gained if x is not None])
            bits += _counted("-", [name(x) for x in lost if x is not None])
            if not bits:
                continue
            others.append(f"{noun} {', '.join(bits)}")
        else:
            others.append(_replaced(noun, a, b))
    return counts + others


def _counted(sign: str, names: list[str]) -> list[str]:
    """`+2 red, +blue` rather than `+red, +blue, +red`: a name that comes more than once is
    told once with its count, where it came first. Names that start with a digit (a die's
    face, a space number) stay one by one: `+2 3` would not read as two threes."""
    if len(names) < 2 or len(set(names)) == len(names):
        return [sign + n for n in names]
    seen: dict[str, int] = {}
    for n in names:
        seen[n] = seen.get(n, 0) + 1
    out = []
    for n, k in seen.items():
        if k == 1:
            out.append(sign + n)
        elif n[:1].isdigit():
            out += [sign + n] * k
        else:
            out.append(f"{sign}{k} {n}")
    return out


def _replaced(noun: str, a: Any, b: Any) -> str:
    """`ship O0 -> O2`; a value that appears where there was none, or goes, reads as a
    list's does: `tile +First Aid Tent`, `wild dinosaur -Raptor` (not `none -> ...`)."""
    if a is None and type(b) is not bool:
        return f"{noun} +{_scalar(b)}"
    if b is None and type(a) is not bool:
        return f"{noun} -{_scalar(a)}"
    return f"{noun} {_scalar(a)} -> {_scalar(b)}"


_MISSING = object()
_PLAIN = frozenset((int, str, list, float, bool, type(None), tuple))  # never a Mapping


def _is_map(x: Any) -> bool:
    t = type(x)
    return t is dict or (t not in _PLAIN and isinstance(x, Mapping))


def _leaf(x: Any) -> Any:
    return list(x) if type(x) is tuple else x


def _differing(before: Any, after: Any) -> list[tuple[Path, Any, Any]]:
    """(path, before's leaf, after's leaf) of the leaves that differ, in the order of
    `flatten(after)` then of `flatten(before)`'s paths missing from it: what comparing
    the two flattened views gives, without flattening the parts that are equal (most of
    a view is the same from one move to the next, and `==` on them runs in C)."""
    if not (_is_map(before) and _is_map(after)):
        old, new = flatten(before), flatten(after)
        paths = list(new) + [p for p in old if p not in new]
        return [(p, old.get(p), new.get(p)) for p in paths if old.get(p) != new.get(p)]
    out: list[tuple[Path, Any, Any]] = []
    _new_leaves(before, after, (), out)
    _old_leaves(before, after, (), out)
    return out


def _child(m: Mapping, k: str) -> Any:
    """`m`'s value under a key whose str is `k` (flatten keys by str); _MISSING if none."""
    if all(type(x) is str for x in m):
        return _MISSING
    return next((y for x, y in m.items() if str(x) == k), _MISSING)


def _new_leaves(old: Any, new: Mapping, path: Path, out: list) -> None:
    """After's leaves under `path` that differ from before's (`old`: before's node there,
    _MISSING when before has none)."""
    om = old if old is not _MISSING and _is_map(old) else None
    for k, v in new.items():
        if type(k) is not str:
            k = str(k)
        ov = _MISSING if om is None else om.get(k, _MISSING)
        if ov is _MISSING and om is not None:
            ov = _child(om, k)
        if ov is v or ov == v:  # equal leaves or parts (or shared): nothing changed
            continue
        if _is_map(v):
            _new_leaves(ov, v, (*path, k), out)
            continue
        a = None if ov is _MISSING or _is_map(ov) else _leaf(ov)
        b = _leaf(v)
        if a != b:
            out.append(((*path, k), a, b))


def _old_leaves(old: Mapping, new: Any, path: Path, out: list) -> None:
    """Before's leaves under `path` where after has no leaf (told as gone)."""
    nm = new if new is not _MISSING and _is_map(new) else None
    for k, v in old.items():
        if type(k) is not str:
            k = str(k)
        nv = _MISSING if nm is None else nm.get(k, _MISSING)
        if nv is _MISSING and nm is not None:
            nv = _child(nm, k)
        if nv is v or nv == v:
            continue
        if _is_map(v):
            _old_leaves(v, nv, (*path, k), out)
        elif v is not None and (nv is _MISSING or _is_map(nv)):
            out.append(((*path, k), _leaf(v), None))


def _number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _noun(nouns: Mapping[Path, str | None], path: Path) -> str | None:
    """The name of `path`: its own or its last keys' (`("coins",)` names every coins);
    a path under a key named None is not told."""
    for k in range(len(path)):
        if path[k:] in nouns:
            return nouns[path[k:]]
    for k in range(1, len(path)):
        if path[:k] in nouns and nouns[path[:k]] is None:
            return None
    return default_noun(path)


def _positional(a: Any, b: Any) -> bool:
    """Two lists of numbers of one length are slots (a track, a row of spaces): told
    place by place, not as what was added and removed."""
    return (
        isinstance(a, list)
        and isinstance(b, list)
        and len(a) == len(b)
        and all(x is None or _number(x) for x in a + b)
    )


def diff(before: list, after: list) -> tuple[list, list]:
    """(added, removed) between two lists taken as multisets, in `after`/`before` order:
    of a value that `after` holds k more times than `before`, its first k in `after`.

    Told for every seat at every move (the server's hot path), so each item's key is
    made once, and lists of texts and whole numbers (most of them) are their own keys:
    `repr` tells those apart exactly as it does (bools and floats, which a dict would
    take for numbers, go through `repr`)."""
    if all(type(x) in _SELF_KEYED for x in before) and all(type(x) in _SELF_KEYED for x in after):
        if before == after:  # exact for these types only (True == 1, 1.0 == 1 elsewhere)
            return [], []
        kb, ka = before, after
    else:
        kb, ka = [_key(x) for x in before], [_key(x) for x in after]
    nb: dict = {}
    for k in kb:
        nb[k] = nb.get(k, 0) + 1
    na: dict = {}
    for k in ka:
        na[k] = na.get(k, 0) + 1
    more = {k: n - nb.get(k, 0) for k, n in na.items()}
    fewer = {k: n - na.get(k, 0) for k, n in nb.items()}
    added, removed = [], []
    for k, x in zip(ka, after, strict=True):
        if more[k] > 0:
            more[k] -= 1
            added.append(x)
    for k, x in zip(kb, before, strict=True):
        if fewer[k] > 0:
            fewer[k] -= 1
            removed.append(x)
    return added, removed


_SELF_KEYED = frozenset((str, int, type(None)))


def _key(x: Any) -> str:
    return repr(sorted(x.items())) if isinstance(x, Mapping) else repr(x)


def seat_line(who: str, bits: list[str]) -> list[str]:
    """`who: bit, bit; ...` when anything changed, else nothing."""
    return [f"{who}: {', '.join(bits)}"] if bits else []


def seat_name(seat: int | None, watcher: int | None = None) -> str:
    """How a person reads a seat: counted from 1 (`seat 1` is index 0), everywhere a
    person reads one; indices stay 0-based in APIs, records and JSON."""
    if seat is None:
        return "nobody"
    return f"seat {seat + 1}" + (" (you)" if seat == watcher else "")


def final_lines(
    categories: list[tuple[str, list[int]]],
    totals: list[int],
    who: Callable[[int], str],
    unit: str = "point",
) -> list[str]:
    """The final scoring told seat by seat, per the rulebook's categories:
    `final scoring, seat 1: huts 12, totems 8, colonies 0 = 20 points`. A category a seat
    scored nothing in is left out of its line (all zero: `nothing`)."""
    out = []
    for p, total in enumerate(totals):
        parts = [f"{name} {pts[p]}" for name, pts in categories if p < len(pts) and pts[p]]
        out.append(
            f"final scoring, {who(p)}: {', '.join(parts) or 'nothing'} = {plural(total, unit)}"
        )
    return out


def winner_line(
    winners: list[int] | None, totals: list[int], who: Callable[[int], str], unit: str = "point"
) -> list[str]:
    """`seat 1 wins with 119 points`, `seat 1 and seat 3 share the win with 40 points`, or
    nothing when the view names no winner."""
    if not winners:
        return []
    best = [w for w in winners if 0 <= w < len(totals)]
    if not best:
        return []
    amount = plural(totals[best[0]], unit)
    if len(best) == 1:
        return [f"{who(best[0])} wins with {amount}"]
    return [f"{join(who(w) for w in best)} share the win with {amount}"]
