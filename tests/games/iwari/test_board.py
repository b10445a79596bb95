"""Map data: the shipped faces load and validate, and broken maps are refused by name.

The checks on the shipped faces are the invariants any real board must meet (digest
section 9), not the reconstructed geometry, so they stay true when printed data arrives.
"""

from __future__ import annotations

import copy
import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari.components.board import (
    BIOMES,
    MAPS_DIR,
    MapError,
    available_maps,
    build_board,
    load_board,
)

from .fixtures import map_data

FACES = ["face-a", "face-b"]


def raw(map_id: str) -> dict:
    return json.loads((MAPS_DIR / f"{map_id}.json").read_text())


# ----- the shipped faces ------------------------------------------------------------------
def test_both_faces_are_shipped():
    assert set(FACES) <= set(available_maps())


@pytest.mark.parametrize("face", FACES)
def test_face_loads_and_meets_the_board_invariants(face):
    board = load_board(face)
    assert board.id == face
    n = board.num_territories
    assert 2 <= n <= 12  # one territory token each (L70, L253)
    assert sorted(set(board.biome)) == list(range(len(BIOMES)))  # all five biomes
    # Every hut space belongs to exactly one territory, and each territory has some.
    assert all(board.spaces[t] for t in range(n))
    flat = [x for t in range(n) for x in board.spaces[t]]
    assert sorted(flat) == list(range(len(board.space_ids)))
    assert all(board.space_territory[x] == t for t in range(n) for x in board.spaces[t])
    # Paths are symmetric and never loop on a space.
    for x, ns in enumerate(board.neighbours):
        assert x not in ns
        assert all(x in board.neighbours[y] for y in ns)
    # Connections: numbered 1..N in order, two distinct territories, land or sea.
    assert [c.number for c in board.connections] == list(range(1, len(board.connections) + 1))
    assert all(c.a != c.b for c in board.connections)
    assert {c.kind for c in board.connections} == {"land", "sea"}  # Honour and Respect
    assert all(c.mountain in (0, 1, 2, 3, 4) for c in board.connections)
    for t in range(n):
        assert board.territory_connections[t]  # every territory can score totems
        for i in board.territory_connections[t]:
            assert t in (board.connections[i].a, board.connections[i].b)


@pytest.mark.parametrize("face", FACES)
def test_face_json_rebuilds_to_the_same_board(face):
    assert build_board(raw(face)) == load_board(face)


@pytest.mark.parametrize("map_id", available_maps())
def test_every_territory_and_connection_names_a_source(map_id):
    data = raw(map_id)
    assert data.get("source")
    for terr in data["territories"]:
        assert isinstance(terr.get("source"), str) and terr["source"], terr.get("id")
    for conn in data.get("connections", []):
        assert isinstance(conn.get("source"), str) and conn["source"], conn.get("number")


@pytest.mark.parametrize("face", FACES)
def test_to_dict_describes_the_same_geometry(face):
    board = load_board(face)
    data = board.to_dict()
    for item in data["territories"] + data["connections"]:
        item["source"] = "copied"
    again = build_board(data)
    assert again.to_dict() == board.to_dict()
    assert again.neighbours == board.neighbours


def test_unknown_map_is_a_config_error():
    with pytest.raises(ConfigError, match="unknown Iwari map 'face-z'"):
        load_board("face-z")


# ----- broken maps ------------------------------------------------------------------------
def good() -> dict:
    return map_data(
        [("C", "coast", 3), ("F", "forest", 3)],
        [("C", "F", "land", 1), ("F", "C", "sea", 0)],
        extra_paths=[("C.3", "F.1")],
    )


def test_the_reference_map_is_valid():
    board = build_board(good())
    assert board.territory_ids == ("C", "F")
    assert len(board.connections) == 2
    assert board.space("F.1") in board.neighbours[board.space("C.3")]


def _unknown_space_in_path(d):
    d["paths"].append(["C.1", "Z.9"])


def _duplicated_space(d):
    d["territories"][1]["spaces"].append("C.2")


def _gap_in_numbers(d):
    d["connections"][1]["number"] = 3


def _repeated_number(d):
    d["connections"][1]["number"] = 1


def _bad_biome(d):
    d["territories"][0]["biome"] = "swamp"


def _connection_to_itself(d):
    d["connections"][0]["b"] = "C"


def _territory_without_source(d):
    del d["territories"][1]["source"]


def _connection_without_source(d):
    del d["connections"][0]["source"]


def _unknown_territory(d):
    d["connections"][0]["b"] = "Q"


def _bad_kind(d):
    d["connections"][0]["kind"] = "river"


def _bad_mountain(d):
    d["connections"][0]["mountain"] = 5


def _territory_twice(d):
    d["territories"].append(copy.deepcopy(d["territories"][0]) | {"spaces": ["C.9"]})


def _path_to_itself(d):
    d["paths"].append(["F.2", "F.2"])


def _no_hut_spaces(d):
    d["territories"][1]["spaces"] = []
    d["paths"] = [p for p in d["paths"] if not any(x.startswith("F.") for x in p)]


def _missing_biomes(d):
    del d["features"]


def _no_territories(d):
    d["territories"] = []
    d["paths"] = []
    d["connections"] = []


BROKEN = [
    (_unknown_space_in_path, "path C.1-Z.9 names an unknown hut space"),
    (_duplicated_space, "hut space C.2 belongs to both C and F"),
    (_gap_in_numbers, "connection numbers must run 1..2 without gaps or repeats: [1, 3]"),
    (_repeated_number, "without gaps or repeats: [1, 1]"),
    (_bad_biome, "territory C has biome 'swamp'"),
    (_connection_to_itself, "connection 1 joins C to itself"),
    (_territory_without_source, "territory F names no source"),
    (_connection_without_source, "connection 1 names no source"),
    (_unknown_territory, "connection 1 joins an unknown territory (C, Q)"),
    (_bad_kind, "connection 1 has kind 'river'"),
    (_bad_mountain, "connection 1 has mountain symbol 5"),
    (_territory_twice, "territory C is listed twice"),
    (_path_to_itself, "path F.2-F.2 links a space to itself"),
    (_no_hut_spaces, "territory F has no hut spaces"),
    (_missing_biomes, "no territory of biome tundra, glacier, desert"),
    (_no_territories, "no territories"),
]


@pytest.mark.parametrize(("breakage", "message"), BROKEN, ids=[b.__name__[1:] for b, _ in BROKEN])
def test_broken_map_is_refused_by_name(breakage, message):
    data = good()
    breakage(data)
    with pytest.raises(MapError) as info:
        build_board(data)
    assert message in str(info.value)
    assert str(info.value).startswith("map tiny is inconsistent: ")
    assert isinstance(info.value, ConfigError)


def test_every_problem_is_named_at_once():
    data = good()
    _bad_biome(data)
    _unknown_space_in_path(data)
    _connection_without_source(data)
    with pytest.raises(MapError) as info:
        build_board(data)
    text = str(info.value)
    for _, message in (BROKEN[4], BROKEN[0], BROKEN[7]):
        assert message in text
