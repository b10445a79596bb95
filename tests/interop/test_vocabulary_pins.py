"""An action id keeps its meaning in every release that keeps a game's data: each game's
vocabulary digest per table is pinned beside its data hash (vocabulary_pins.json, written
by tools/pin_vocabularies.py). Same data, other ids: a failure. Other data: the pin is
stale and must be renewed on purpose, with the change of ids said in the release notes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludotheque.core.registry import get_game
from ludotheque.interop.vocabulary import pins

from .cases import TABLES

PINNED = json.loads((Path(__file__).parent / "vocabulary_pins.json").read_text())
RENEW = "renew the pins with `.venv/bin/python tools/pin_vocabularies.py`"


@pytest.mark.parametrize("game_id", sorted(PINNED))
def test_action_ids_stay_while_the_data_stays(game_id):
    now = pins(get_game(game_id), [{"players": p, **extra} for p, extra in TABLES[game_id]])
    assert set(now) == set(PINNED[game_id]), f"the game's tables changed: {RENEW}"
    for table, pin in PINNED[game_id].items():
        assert now[table]["data"] == pin["data"], (
            f"{game_id} {table}: the component data changed, so its action ids may have: {RENEW} "
            "and say so in the release notes"
        )
        assert now[table]["vocabulary"] == pin["vocabulary"], (
            f"{game_id} {table}: the action vocabulary changed under the same data; an "
            "action id must keep its meaning while the data version stays"
        )


def test_every_game_of_the_interop_tests_is_pinned():
    assert set(TABLES) == set(PINNED), f"pinned {sorted(PINNED)}, played {sorted(TABLES)}: {RENEW}"
