"""Alfred's data file: every component with a source, what the text fixes checked by the
loader (L1283, L1313, L1329, L1339), and bad data refused with every problem named."""

import copy
import json

import pytest

from ludotheque.games.darwins_journey.components import DATA
from ludotheque.games.darwins_journey.components.alfred import DataError, alfred_data, build_alfred


def _raw():
    return json.loads((DATA / "alfred.json").read_text())


def test_every_item_names_its_source_and_the_faces_are_reconstructed():
    raw = _raw()
    items = raw["boards"] + raw["action_cards"] + raw["bonus_cards"]
    items += [r for b in raw["boards"] for r in b["rows"] + b["tents"] + b["stacks"]]
    assert all(x.get("source") for x in items)
    assert all("reconstructed" in x["source"] for x in raw["action_cards"] + raw["bonus_cards"])
    assert all("reconstructed" in b["source"] for b in raw["boards"])


def test_what_the_text_fixes():
    d = alfred_data()
    assert [b.id for b in d.boards] == ["white", "blue", "yellow", "green"]  # L1235-L1247
    assert len(d.cards) == 8 and sum(c.delivery for c in d.cards) == 2  # L236, L1329
    assert all(c.options[-1] == ("rest", "") for c in d.cards)  # L1339
    assert all(3 <= len(c.options) <= 4 for c in d.cards)
    assert len(d.bonus_cards) == 8 and all(len(b.bonus_cards) == 2 for b in d.boards)  # L240
    assert d.triggers == (5, 10) and d.coin_cap == 12  # L1313, L1321
    assert (d.rest_coins, d.rest_bonus, d.special_bonus, d.tk_coins) == (7, 2, 4, 3)
    assert all(len(b.rows) == 4 for b in d.boards)  # A-D (L1283)
    kinds = {k for c in d.cards for k, _ in c.options}
    assert kinds == {"main", "special", "small", "delivery", "prolific", "add-explorer", "rest"}
    sides = {a for c in d.cards for k, a in c.options if k == "special"}
    assert sides == {"left", "right"}


def test_levels_get_harder():
    """The reconstruction's levers all rise (or stay) from white to green."""
    d = alfred_data()
    for a, b in zip(d.boards, d.boards[1:], strict=False):
        assert a.start_coins <= b.start_coins
        assert sum(a.under) <= sum(b.under)
        assert sum(len(r.seals) for r in a.rows) <= sum(len(r.seals) for r in b.rows)


def test_bad_data_is_refused_naming_each_problem():
    raw = _raw()
    bad = copy.deepcopy(raw)
    bad["action_cards"][0]["options"] = ["main A B C", "fly", "rest"]
    bad["boards"][0]["rows"] = bad["boards"][0]["rows"][:3]
    bad["bonus_cards"][0]["rounds"] = ["vp 1", "teleport 2", "vp 1", "vp 1", "vp 1"]
    del bad["boards"][1]["source"]
    with pytest.raises(DataError) as e:
        build_alfred(bad)
    text = str(e.value)
    for part in ("A B C D", "'fly'", "4 worker rows", "teleport", "board 2 names no source"):
        assert part in text
