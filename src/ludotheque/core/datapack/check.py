"""Checking a data pack: every problem, each with its file and its item, never just the first.

Two passes. The structural pass compares the pack with the embedded data, which serves as
the schema by example: files present, valid JSON, the same kinds of values, no unknown or
missing keys, every component list with the same items (matched by id) and count, and
every reference (a field whose embedded values are all ids of one component list, such as
an Animal's continent) pointing at an item that exists. The files that pass it go to the
game's own check (`declare(checker=...)`), which builds the game's tables from them and
reports what its rules need (a map's paths, an Automa's rows, ...): builders may assume a
sound structure, and skip a file whose neighbours they need but were not given.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from typing import Any

from ludotheque.core.datapack.source import DataSource, GameData

ID_KEYS = ("id", "number", "name", "module", "type")
META = ("source", "note", "about")
# Free text: never a reference, whatever its values look like.
PROSE = frozenset(META) | {"name", "label", "text", "title", "mission", "prompt"}


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with a pack: the file, the item in it (a path), and what is wrong."""

    file: str
    item: str
    message: str

    def __str__(self) -> str:
        return (
            f"{self.file}: {self.item}: {self.message}"
            if self.item
            else (f"{self.file}: {self.message}")
        )


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _item_id(x: Any) -> str | None:
    """How an item is named in messages: its id, or `key=value` for another naming key."""
    if isinstance(x, dict):
        for k in ID_KEYS:
            v = x.get(k)
            if isinstance(v, (str, int)) and not isinstance(v, bool):
                return str(v) if k == "id" else f"{k}={v}"
    return None


def _label(where: str, x: Any, i: int) -> str:
    ident = _item_id(x)
    return f"{where}[{ident}]" if ident is not None else f"{where}[#{i + 1}]"


def _id_key(items: list) -> str | None:
    """The key that names every item of a component list uniquely, if there is one."""
    if not items or not all(isinstance(x, dict) for x in items):
        return None
    for k in ID_KEYS:
        values = [x.get(k) for x in items]
        if all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in values):
            if len(set(values)) == len(values):
                return k
    return None


def _free(examples: list[dict], key: str | None, free_keys: frozenset[str]) -> bool:
    """Whether an object's keys are data (player counts, track positions) and not names."""
    if key in free_keys:
        return True
    keys = {k for e in examples for k in e if k not in META}
    return bool(keys) and all(k.isdigit() for k in keys)


class _Structure:
    """The structural comparison of one file with its embedded counterpart."""

    def __init__(self, file: str, data: GameData):
        self.file = file
        self.free_keys = data.free_keys
        self.free_counts = data.free_counts
        self.problems: list[Problem] = []

    def bad(self, where: str, message: str) -> None:
        self.problems.append(Problem(self.file, where, message))

    def compare(self, examples: list, got: Any, where: str, key: str | None, fixed: bool):
        """`examples`: the embedded values at this place (one at a fixed place, all the
        siblings' values inside a list's items)."""
        kinds = {_kind(e) for e in examples}
        kind = _kind(got)
        if kind not in kinds and not (kind == "a whole number" and "a number" in kinds):
            expected = " or ".join(sorted(kinds))
            self.bad(where or "(the file)", f"is {kind}, expected {expected}")
            return
        if isinstance(got, dict):
            self.object([e for e in examples if isinstance(e, dict)], got, where, key, fixed)
        elif isinstance(got, list):
            self.list([e for e in examples if isinstance(e, list)], got, where, key, fixed)

    def object(self, examples: list[dict], got: dict, where: str, key: str | None, fixed: bool):
        if _free(examples, key, self.free_keys):
            pool = [v for e in examples for k, v in e.items() if k not in META]
            for k, v in got.items():
                if k not in META and pool:
                    self.compare(pool, v, _join(where, k), k, False)
            return
        allowed = {k for e in examples for k in e}
        required = set.intersection(*(set(e) for e in examples)) if examples else set()
        for k in got:
            if k not in allowed:
                self.bad(where, f"unknown key {k!r} (allowed: {', '.join(sorted(allowed))})")
        for k in sorted(required - set(got)):
            self.bad(where, f"missing key {k!r}")
        for k, v in got.items():
            if k in allowed:
                here = [e[k] for e in examples if k in e]
                self.compare(here, v, _join(where, k), k, fixed and len(examples) == 1)

    def list(self, examples: list[list], got: list, where: str, key: str | None, fixed: bool):
        pool = [x for e in examples for x in e]
        if not pool:
            return
        components = fixed and len(examples) == 1 and all(isinstance(x, dict) for x in pool)
        if components and key not in self.free_counts:
            self.components(pool, got, where)
        for i, x in enumerate(got):
            self.compare(pool, x, _label(where, x, i), None, False)

    def components(self, pool: list[dict], got: list, where: str) -> None:
        """A list with one entry per component: the same items (by id) and the same count."""
        id_key = _id_key(pool)
        if id_key is not None:
            known = [x[id_key] for x in pool]
            seen: set = set()
            for i, x in enumerate(got):
                v = x.get(id_key) if isinstance(x, dict) else None
                if v is None or isinstance(v, (dict, list)):
                    continue  # the item's own comparison names its missing or bad id
                if v in seen:
                    self.bad(_label(where, x, i), f"{id_key} {v!r} is listed twice")
                elif v not in known:
                    self.bad(
                        _label(where, x, i),
                        f"unknown item: the game has no {id_key} {v!r} here "
                        f"(its {id_key}s: {_some(known)})",
                    )
                seen.add(v)
            for x in pool:
                if x[id_key] not in seen:
                    self.bad(
                        _label(where, x, 0),
                        f"missing item: {id_key} {x[id_key]!r} is not in the pack",
                    )
        if len(got) != len(pool):
            self.bad(
                where, f"count mismatch: {len(got)} items, the game has {len(pool)} components here"
            )


def _some(values: list, n: int = 8) -> str:
    shown = ", ".join(str(v) for v in values[:n])
    return shown + (f", ... ({len(values)} in all)" if len(values) > n else "")


# ----- references ------------------------------------------------------------------------
def _leaves(doc: Any, data: GameData, pattern=(), where="", key=None, fixed=True):
    """(pattern, item label, key, text) for every text value, lists of texts included; the
    pattern replaces list positions and data keys with '*'."""
    if isinstance(doc, dict):
        free = _free([doc], key, data.free_keys)
        for k, v in doc.items():
            if k in PROSE:
                continue
            yield from _leaves(v, data, pattern + ("*" if free else k,), _join(where, k), k, fixed)
    elif isinstance(doc, list):
        for i, x in enumerate(doc):
            yield from _leaves(x, data, pattern + ("*",), _label(where, x, i), key, False)
    elif isinstance(doc, str):
        yield pattern, where, key, doc


def _id_lists(doc: Any, pattern=()):
    """(pattern of the list, id key, ids) for every component list with text ids."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _id_lists(v, pattern + (k,))
    elif isinstance(doc, list):
        id_key = _id_key(doc)
        if id_key and all(isinstance(x[id_key], str) for x in doc):
            yield pattern, id_key, [x[id_key] for x in doc]


def _at(doc: Any, pattern: tuple) -> Any:
    for k in pattern:
        if not isinstance(doc, dict) or k not in doc:
            return None
        doc = doc[k]
    return doc


def infer_references(reference: dict[str, Any], data: GameData) -> dict:
    """{(file, leaf pattern): (target file, list pattern, id key)}: the fields whose embedded
    values (two distinct ones at least) are all ids of one component list; the smallest
    such list wins, one in the same file first."""
    # Ids of one letter (boards A-D) say too little to tell a reference from a coincidence.
    targets = [
        (f, pat, key, set(ids))
        for f, doc in reference.items()
        for pat, key, ids in _id_lists(doc)
        if any(len(i) > 1 for i in ids)
    ]
    values: dict[tuple, set] = {}
    for f, doc in reference.items():
        for pattern, _where, _key, text in _leaves(doc, data):
            values.setdefault((f, pattern), set()).add(text)
    refs = {}
    for (f, pattern), seen in values.items():
        if len(seen) < 2:
            continue
        fits = [
            (len(ids), tf != f, tf, tpat, key)
            for tf, tpat, key, ids in targets
            if seen <= ids and not (tf == f and pattern == tpat + ("*", key))
        ]
        if fits:
            _, _, tf, tpat, key = min(fits)
            refs[(f, pattern)] = (tf, tpat, key)
    return refs


def _check_references(reference, docs, data: GameData) -> list[Problem]:
    refs = infer_references(reference, data)
    problems = []
    for f, doc in docs.items():
        for pattern, where, key, text in _leaves(doc, data):
            target = refs.get((f, pattern))
            if target is None:
                continue
            tf, tpat, id_key = target
            items = _at(docs.get(tf, reference[tf]), tpat)
            if not isinstance(items, list):
                continue  # the list itself is missing or malformed: reported already
            ids = [x.get(id_key) for x in items if isinstance(x, dict)]
            if text not in ids:
                what = ".".join(tpat) + (f" in {tf}" if tf != f else "")
                problems.append(
                    Problem(
                        f,
                        where,
                        f"bad reference: {key} {text!r} is not an {id_key} of {what} "
                        f"({_some(ids)})",
                    )
                )
    return problems


# ----- the whole check -------------------------------------------------------------------
def read_all(source: DataSource) -> tuple[dict[str, Any], list[Problem]]:
    """Every file of a source parsed, and a problem for each that is not valid JSON."""
    docs, problems = {}, []
    for rel in source.files():
        try:
            docs[rel] = json.loads(source.read_bytes(rel).decode("utf-8"))
        except UnicodeDecodeError:
            problems.append(Problem(rel, "", "bad JSON: the file is not UTF-8 text"))
        except json.JSONDecodeError as e:
            problems.append(
                Problem(rel, "", f"bad JSON at line {e.lineno} column {e.colno}: {e.msg}")
            )
        except RecursionError:
            problems.append(Problem(rel, "", "bad JSON: nested too deeply"))
    return docs, problems


def check_source(data: GameData, source: DataSource) -> list[Problem]:
    """Every problem of `source` as data for `data.game`, sorted by file; [] when usable.
    The game's own check gets the files without other problems (it skips what it cannot
    build without the others)."""
    reference, _ = read_all(data.embedded)
    docs, problems = read_all(source)
    present = set(source.files())
    for rel in sorted(set(reference) - present):
        problems.append(Problem(rel, "", "missing file: the game needs it"))
    for rel in sorted(present - set(reference)):
        problems.append(
            Problem(rel, "", f"unknown file: {data.game} reads no such file (remove it)")
        )
    for rel, doc in docs.items():
        if rel in reference:
            structure = _Structure(rel, data)
            structure.compare([reference[rel]], doc, "", None, True)
            problems += structure.problems
    problems += _check_references(reference, docs, data)
    if data.checker:
        flawed = {p.file for p in problems}
        sound = {rel: doc for rel, doc in docs.items() if rel not in flawed}
        if sound:
            problems += _game_check(data, sound)
    return sorted(set(problems))


def _game_check(data: GameData, docs: dict[str, Any]) -> list[Problem]:
    """The game's own check over a structurally sound pack; a crash in it is a problem too
    (the pack holds something the game cannot read), never a traceback."""
    module, _, name = data.checker.partition(":")
    check = getattr(importlib.import_module(module), name)
    try:
        return list(check(docs))
    except Exception as e:  # the game's builders met data they cannot read
        return [
            Problem("(pack)", "", f"{data.game} cannot read this data: {type(e).__name__}: {e}")
        ]


def listed(error: BaseException, problems: list[str]):
    """`error` carrying its problems one by one, for `split_problems` (a builder raises
    `listed(DataError("...: a; b"), [a, b])`)."""
    error.problems = list(problems)  # type: ignore[attr-defined]
    return error


def split_problems(file: str, error: BaseException | str, head: str = " is inconsistent: "):
    """A game builder's error as one Problem per problem it lists (its `problems`, or its
    message split after `head` at '; '); a problem's text before its first ': ' names the
    item."""
    parts = getattr(error, "problems", None)
    if parts is None:
        _, sep, rest = str(error).partition(head)
        parts = (rest if sep else str(error)).split("; ")
    out = []
    for part in parts:
        item, sep, text = part.partition(": ")
        out.append(Problem(file, item, text) if sep else Problem(file, "", part))
    return out
