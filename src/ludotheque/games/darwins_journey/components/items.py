"""Walking a data file's list of components: each entry an object with its `source`, named
for the problems found in it ("Pet card AC3")."""

from __future__ import annotations

from collections.abc import Iterator

from ludotheque.core.datapack.problems import Problems


def entries(items, what: str, bad: Problems) -> Iterator[tuple[str, dict]]:
    """(label, entry) for each object of `items`; a non-object is reported and skipped."""
    for i, c in enumerate(items or []):
        label = f"{what} {c.get('id', i + 1) if isinstance(c, dict) else i + 1}"
        if not isinstance(c, dict):
            bad(f"{label} must be an object")
            continue
        bad.need_source(c, label)
        yield label, c
