"""The component data: loaded, validated, with a source per item, and usable as a graph.
Counts come from the rulebook (digest section 2); the checks on broken data show that a
replacement file with mistakes is refused with every mistake named."""

from __future__ import annotations

import copy

import pytest

from ludotheque.games.newton.components import DataError, components, load_json
from ludotheque.games.newton.components.europe import build_map
from ludotheque.games.newton.components.shelf import build_board
from ludotheque.games.newton.components.tracks import S_MASTER, S_OBJECTIVE, build_tracks

DATA_FILES = (
    "map.json",
    "tracks.json",
    "study_boards.json",
    "cards.json",
    "masters.json",
    "tiles.json",
)


def _items(value):
    """Every dict inside a JSON value that looks like a component (has an id)."""
    if isinstance(value, dict):
        if "id" in value:
            yield value
        for v in value.values():
            yield from _items(v)
    elif isinstance(value, list):
        for v in value:
            yield from _items(v)


@pytest.mark.parametrize("name", DATA_FILES)
def test_every_item_names_its_source(name):
    data = load_json(name)
    assert data.get("source")
    missing = [i["id"] for i in _items(data) if "source" not in i]
    assert not missing, missing
    reconstructed = [i for i in _items(data) if "reconstructed" in str(i.get("source", ""))]
    assert reconstructed or name == "masters.json"


def test_map_counts_from_the_rulebook():
    europe = components().europe
    kinds = [europe.kind.count(k) for k in range(7)]
    assert kinds == [1, 6, 7, 3, 14, 1, 1]  # L271
    assert len(europe.ids) == 33 and len(europe.route_list) == 46
    assert europe.ids[europe.start] == "Basel"  # L178
    assert sum(europe.requirement) == 4


def test_map_is_a_connected_graph_with_route_search():
    europe = components().europe
    dist = europe.step_distances(europe.start)
    assert min(dist) >= 0
    p = europe.place
    assert dist[p("Paris")] == 2 and dist[p("Objective")] == 6
    paths = europe.cheapest_paths(p("Wien"), 3)
    cost, path = paths[p("Istanbul")]
    assert cost == 0 and [europe.ids[x] for x in path] == ["Wien", "Buda", "Sofia", "Istanbul"]
    paths = europe.cheapest_paths(p("Basel"), 2)
    assert p("Istanbul") not in paths  # 5 steps away
    assert paths[p("Milano")][0] == 1  # the Alps route, 1 coin
    cost, path = europe.cheapest_paths(p("Basel"), 3)[p("Milano")]
    assert cost == 0 and [europe.ids[x] for x in path] == ["Basel", "Lyon", "Marseille", "Milano"]


def test_gold_villages_and_marks():
    europe = components().europe
    marks = [m for m in europe.gold if m]
    assert len(marks) == 10
    tech = components().tracks
    marks += [m for m in tech.tech_bonus if m]
    assert len(marks) == 18  # 18 bonus tokens (L88)
    assert sorted(marks).count("U") == 7


def test_tracks_from_the_rulebook():
    t = components().tracks
    assert len(t.tech_finals) == 6  # L247
    assert sum(1 for f in t.tech_finals if t.tech_kind[f] == S_OBJECTIVE) == 4  # L255
    assert sum(1 for f in t.tech_finals if t.tech_kind[f] == S_MASTER) == 1  # L713
    assert len(t.work_special) == 4  # L1017
    assert t.work_kind[t.work_last] == S_OBJECTIVE  # L235


def test_study_boards():
    for b in components().boards:
        assert len(b.space_ids) >= 13
        assert bin(b.printed).count("1") == 1
        assert sorted(set(b.shelf)) == [1, 2, 3]
        assert b.income(b.printed) == 0


def test_card_counts():
    cards = components().cards
    assert [len(x) for x in cards.starting] == [6, 6, 6, 6]  # L116
    assert [len(x) for x in cards.level_decks] == [15, 15, 15]  # L120
    assert [len(x) for x in cards.cm_decks] == [10, 10, 10]  # L834
    assert len(cards.special_actions) == 11
    effects = {c.effect for c in cards.cards if c.effect}
    assert len(effects) == 11  # L663-L705
    assert all(c.effect for x in cards.level_decks for c in (cards.cards[i] for i in x))
    specials = {cards.cards[i].special for x in cards.cm_decks for i in x} - {0}
    assert specials == set(range(1, 12))


def test_masters_and_tiles():
    comp = components()
    assert len(comp.masters.masters) == 20
    tiles = comp.tiles
    assert len(tiles.objectives) == 11 and len(tiles.inventions) == 11 and len(tiles.cities) == 8
    assert len(tiles.specializations) == 10 and len(tiles.tokens) == 18
    assert sum(tiles.income_count) == 12 and len(tiles.discoveries) == 8
    assert len(tiles.universities) == 6 and len(tiles.ancient) == 3


# ----- broken data is refused ---------------------------------------------------------------
def test_a_broken_map_names_every_problem():
    data = copy.deepcopy(load_json("map.json"))
    data["routes"].append({"a": "Basel", "b": "Atlantis", "cost": 0, "source": "x"})
    data["routes"].append({"a": "Basel", "b": "Paris", "cost": -1, "source": "x"})
    del data["places"][1]["source"]
    with pytest.raises(DataError) as e:
        build_map(data)
    text = str(e.value)
    assert "Atlantis" in text and "cost -1" in text and "names no source" in text


def test_a_disconnected_map_is_refused():
    data = copy.deepcopy(load_json("map.json"))
    data["routes"] = [r for r in data["routes"] if "Alexandria" not in (r["a"], r["b"])]
    with pytest.raises(DataError, match="Alexandria"):
        build_map(data)


def test_a_tech_tree_with_a_loop_is_refused():
    data = copy.deepcopy(load_json("tracks.json"))
    data["tech"]["nodes"][1]["next"].append("R2")  # R2 gets two ways in
    with pytest.raises(DataError, match="tree"):
        build_tracks(data)


def test_a_board_without_printed_tile_is_refused():
    data = copy.deepcopy(load_json("study_boards.json")["boards"][0])
    data["spaces"][0]["requirement"] = {"volume": "blue"}
    with pytest.raises(DataError, match="pre-printed"):
        build_board(data)
