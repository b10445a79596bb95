"""Iwari's components as data: the box contents (data/components.json) and the expedition
cards (expeditions.py), loaded once per data source (the package's data, or a data pack).
The maps are loaded, validated and indexed by `board.py`. Nothing here knows a rule; the rules only see
what these loaders build."""

from __future__ import annotations

from ludotheque.games.iwari.datafiles import DATA


@DATA.cached
def components() -> dict:
    return DATA.json("components.json")
