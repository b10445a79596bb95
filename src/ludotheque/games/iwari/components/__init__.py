"""Iwari's components as data: the box contents (data/components.json) and the expedition
cards (expeditions.py), loaded once. The maps are loaded, validated and indexed by
`iwari/board.py`, which stays at the package root because the fronts import it from there.
Nothing here knows a rule; the rules only see what these loaders build."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

COMPONENTS = Path(__file__).parent.parent / "data" / "components.json"


@cache
def components() -> dict:
    return json.loads(COMPONENTS.read_text())
