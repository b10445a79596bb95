"""How much of a game's data is reconstructed: items whose `source` says so, out of all
items (every object carrying a `source`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.core.datapack.check import read_all
from ludotheque.core.datapack.source import DataSource


@dataclass(frozen=True)
class Coverage:
    items: int
    reconstructed: int

    @property
    def percent(self) -> float:
        return 100.0 * self.reconstructed / self.items if self.items else 0.0


def _count(doc: Any) -> tuple[int, int]:
    items = recon = 0
    if isinstance(doc, dict):
        source = doc.get("source")
        if isinstance(source, str):
            items += 1
            recon += "reconstruct" in source.lower()
        children = doc.values()
    elif isinstance(doc, list):
        children = doc
    else:
        return 0, 0
    for child in children:
        i, r = _count(child)
        items, recon = items + i, recon + r
    return items, recon


def coverage(source: DataSource) -> Coverage:
    """Items and reconstructed items of a source (an item reconstructed in part counts)."""
    docs, _ = read_all(source)
    items = recon = 0
    for doc in docs.values():
        i, r = _count(doc)
        items, recon = items + i, recon + r
    return Coverage(items, recon)
