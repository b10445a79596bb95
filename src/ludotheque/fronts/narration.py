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
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

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
    lists as `desk +A, -B`, other values as `ship O0 -> O2`. `nouns` names a path (its
    last keys match too); None there leaves the path untold (told elsewhere in words)."""
    nouns = nouns or {}
    old, new = flatten(before or {}), flatten(after or {})
    counts: list[str] = []
    others: list[str] = []
    for path in list(new) + [p for p in old if p not in new]:
        a, b = old.get(path), new.get(path)
        if a == b:
            continue
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
            bits = [f"+{name(x)}" for x in gained if x is not None]
            bits += [f"-{name(x)}" for x in lost if x is not None]
            if not bits:
                continue
            others.append(f"{noun} {', '.join(bits)}")
        else:
            others.append(f"{noun} {_scalar(a)} -> {_scalar(b)}")
    return counts + others


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
    """(added, removed) between two lists taken as multisets, in `after`/`before` order."""
    key = _key
    a, b = Counter(key(x) for x in before), Counter(key(x) for x in after)
    added_keys, removed_keys = b - a, a - b
    added, removed = [], []
    for x in after:
        if added_keys[key(x)] > 0:
            added_keys[key(x)] -= 1
            added.append(x)
    for x in before:
        if removed_keys[key(x)] > 0:
            removed_keys[key(x)] -= 1
            removed.append(x)
    return added, removed


def _key(x: Any) -> str:
    return repr(sorted(x.items())) if isinstance(x, Mapping) else repr(x)


def seat_line(who: str, bits: list[str]) -> list[str]:
    """`who: bit, bit; ...` when anything changed, else nothing."""
    return [f"{who}: {', '.join(bits)}"] if bits else []


def seat_name(seat: int | None, watcher: int | None) -> str:
    if seat is None:
        return "nobody"
    return f"seat {seat}" + (" (you)" if seat == watcher else "")
