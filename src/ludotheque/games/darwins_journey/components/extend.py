"""Components with an expansion's pieces after the base ones, built once per Components (a
table's Context keeps the extended one, so the memo's key is the base object itself)."""

from __future__ import annotations

from collections.abc import Callable


def once_per(memo: dict, comp, extend: Callable):
    """`extend(comp)`, kept in `memo` by the identity of `comp` (checked, ids are reused)."""
    got = memo.get(id(comp))
    if got is None or got[0] is not comp:
        got = memo[id(comp)] = (comp, extend(comp))
    return got[1]
