"""Building blocks for `Game.explain`: a glossary of a game's components.

Each game builds its glossary once from its data files (names and our own texts, never
the rulebook's), one entry per id used in options and views. `explain` looks a ref up as
given, then word by word from the end, so an option text ("play s-works") explains the
thing it names."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


def is_reconstructed(source: Any) -> bool:
    return "reconstruct" in str(source or "").lower()


def entry(name: str, text: str, source: Any, kind: str = "") -> dict:
    return {
        "name": name,
        "text": text,
        "kind": kind,
        "source": str(source or ""),
        "reconstructed": is_reconstructed(source),
    }


def humanise(ident: Any) -> str:
    return str(ident).replace("_", " ").replace("-", " ")


def gains(d: dict | None) -> str:
    """{'coins': 2, 'vp': 1} -> '2 coins, 1 VP'."""
    parts = []
    for k, v in (d or {}).items():
        word = {"vp": "VP", "tk": "Temporary Knowledge"}.get(k, humanise(k))
        parts.append(f"{v} {word}")
    return ", ".join(parts)


class Glossary:
    """Entries by id (case-insensitive), with `explain` for refs and option texts."""

    def __init__(self) -> None:
        self.entries: dict[str, dict] = {}

    def add(self, ref: Any, item: dict) -> None:
        self.entries.setdefault(str(ref).lower(), item)

    def explain(self, ref: Any) -> dict | None:
        if not isinstance(ref, str) or not ref or len(ref) > 200:
            return None
        key = ref.strip().lower()
        if key in self.entries:
            return dict(self.entries[key])
        words = [w.strip(".'\"") for w in _WORD.findall(key)]
        words = [w for w in words if w]
        # Names of several words first ("Robert Boyle", "crew 12"), the longest and then
        # the leftmost: a board title names its subject first ("Lotte Paulsen (Europe):
        # ... Bird ..." is Lotte Paulsen, not the Bird category).
        for n in range(len(words), 1, -1):
            for i in range(len(words) - n + 1):
                phrase = " ".join(words[i : i + n])
                if phrase in self.entries:
                    return dict(self.entries[phrase])
        # Then single words from the end (an option names its object last: "play
        # s-works"), those of the head first (a title's subject comes before its state:
        # "territory A10 (glacier): ..."), never a bare number: "turn order 1" is no
        # component "1".
        head = [w.strip(".'\"") for w in _WORD.findall(_HEAD.split(key, 1)[0])]
        for w in [*reversed(head), *reversed(words)]:
            if w in self.entries and not _NUMBER.fullmatch(w):
                return dict(self.entries[w])
        return None


_WORD = re.compile(r"[^\s:;,()\[\]{}|=/<>+–—]+")
_HEAD = re.compile(r"[:;(]| [–—-] ")
_NUMBER = re.compile(r"[-+]?\d+(\.\d+)?|[ivx]+")


SKIP = {"id", "name", "source", "text"}


def describe(item: dict) -> str:
    """A data entry's fields in plain words ("requirement: blue 2, yellow 2; actions:
    coins 8"), for components whose effect is data rather than a written text."""
    parts = []
    for k, v in item.items():
        if k in SKIP or k.endswith("_source") or v in (None, [], {}, ""):
            continue
        v = _flat(v)
        parts.append(f"{humanise(k)}: {v}")
    return "; ".join(parts) + "." if parts else ""


def _flat(v: Any) -> str:
    if isinstance(v, list | tuple):
        return ", ".join(_flat(x) for x in v)
    if isinstance(v, dict):
        keep = {a: b for a, b in v.items() if a != "source" and not str(a).endswith("_source")}
        return ", ".join(f"{humanise(a)} {_flat(b)}" for a, b in keep.items())
    if isinstance(v, bool):
        return "yes" if v else "no"
    return humanise(v)


def add_collection(g: Glossary, items: list, kind: str, lead: str) -> None:
    """Every entry of a data collection under "<kind> <id>" (and its bare id when that
    is a word): its `name` or "<Kind> <id>", and `text` or `lead` plus its fields."""
    for item in items:
        if not isinstance(item, dict) or "id" not in item:
            continue
        ident = item["id"]
        name = item.get("name") or f"{kind.capitalize()} {ident}"
        text = item.get("text") or f"{lead} {describe(item)}".strip()
        e = entry(str(name), text, item.get("source"), kind)
        g.add(f"{kind} {ident}", e)
        if isinstance(ident, str):
            g.add(ident, e)
        if item.get("name"):
            g.add(item["name"], e)


def from_collections(
    data: Path,
    collections: Iterable[tuple[str, str, str, str]],
    reword: Callable[[Any], Any] | None = None,
) -> Glossary:
    """A glossary of every (file, collection key, kind, lead) listed, read from the data
    folder `data` (each file read once); `reword` rewrites each item first (a game whose
    data holds effects in a compact language says them in words)."""
    g = Glossary()
    files: dict[str, dict] = {}
    for name, key, kind, lead in collections:
        if name not in files:
            files[name] = json.loads((data / name).read_text(encoding="utf-8"))
        items = files[name].get(key)
        if isinstance(items, list):
            add_collection(g, [reword(x) for x in items] if reword else items, kind, lead)
    return g
