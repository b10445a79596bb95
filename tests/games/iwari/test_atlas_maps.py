"""Structural checks of the reconstructed Atlas maps (tools/make_iwari_atlas_maps.py).

The files are read with `json.load` and checked here directly, so the checks hold whatever
the engine's validator knows. Each map is also passed through `board.build_board`: while the
validator does not yet accept the Atlas features (a Void territory without hut spaces), that
single check is an expected failure.
"""

from __future__ import annotations

import json
from collections import Counter, deque

import pytest

from ludotheque.games.iwari.components import board

ATLAS = (
    "terres-flottantes",
    "massif-glacier",
    "ile-oubliee",
    "chemins-inexplores",
    "longue-route",
    "le-neant",
)
BIOMES = ("forest", "tundra", "coast", "glacier", "desert")


def load(map_id: str) -> dict:
    with open(board.MAPS_DIR / f"{map_id}.json", encoding="utf-8") as f:
        return json.load(f)


def owners(data: dict) -> dict[str, str]:
    return {s: t["id"] for t in data["territories"] for s in t["spaces"]}


def links(data: dict) -> set[tuple[str, str]]:
    return {(a, b) for a, b in data["paths"]} | {(b, a) for a, b in data["paths"]}


def normal_territories(data: dict) -> list[dict]:
    """Territories of the five biomes (not the purple Void ones)."""
    void = data["features"].get("void_territory")
    return [t for t in data["territories"] if t["id"] != void and t["biome"] != "void"]


@pytest.fixture(params=ATLAS)
def data(request) -> dict:
    return load(request.param)


# ----- every Atlas map --------------------------------------------------------------------
def test_header(data):
    assert data["authentic"] is False
    assert "reconstructed" in data["source"]
    assert data["name"] and data["paths_source"]
    assert isinstance(data["features"], dict)


def test_every_territory_and_connection_has_a_source(data):
    for item in data["territories"] + data["connections"]:
        assert "reconstructed" in item["source"]
        assert "iwari.fr.md L" in item["source"]


def test_connection_numbers_are_contiguous(data):
    numbers = sorted(c["number"] for c in data["connections"])
    assert numbers == list(range(1, len(numbers) + 1))
    assert 12 <= len(numbers) <= 17


def test_connections_join_two_known_territories(data):
    ids = {t["id"] for t in data["territories"]}
    for c in data["connections"]:
        assert c["a"] in ids and c["b"] in ids and c["a"] != c["b"]
        assert c["kind"] in ("land", "sea")
        assert c["mountain"] in (0, 1, 2, 3, 4)
    kinds = Counter(c["kind"] for c in data["connections"])
    assert kinds["land"] >= 1 and kinds["sea"] >= 1


def test_every_space_in_exactly_one_territory(data):
    listed = [s for t in data["territories"] for s in t["spaces"]]
    assert len(listed) == len(set(listed))
    for t in data["territories"]:
        assert all(s.startswith(t["id"] + ".") for s in t["spaces"])


def test_every_path_joins_two_existing_spaces(data):
    spaces = owners(data)
    for p in data["paths"]:
        assert len(p) == 2 and p[0] != p[1]
        assert p[0] in spaces and p[1] in spaces


def test_territories_and_biomes(data):
    terrs = normal_territories(data)
    assert 9 <= len(terrs) <= 12
    assert all(4 <= len(t["spaces"]) <= 7 for t in terrs)
    biomes = Counter(t["biome"] for t in terrs)
    assert set(biomes) == set(BIOMES)
    for biome, n in biomes.items():
        if data["id"] == "terres-flottantes" and biome == "tundra":
            assert n == 1
        else:
            assert 2 <= n <= 3, biome


def test_territory_graph_is_connected(data):
    adj = {t["id"]: set() for t in data["territories"]}
    for c in data["connections"]:
        adj[c["a"]].add(c["b"])
        adj[c["b"]].add(c["a"])
    start = data["territories"][0]["id"]
    seen, todo = {start}, deque([start])
    while todo:
        for u in adj[todo.popleft()] - seen:
            seen.add(u)
            todo.append(u)
    assert seen == set(adj)


def test_roads_inside_territories(data):
    spaces = owners(data)
    degree = Counter(s for p in data["paths"] for s in p)
    for t in normal_territories(data):
        inner = [p for p in data["paths"] if spaces[p[0]] == spaces[p[1]] == t["id"]]
        assert len(inner) >= len(t["spaces"]), t["id"]  # a chain plus a shortcut
        assert any(degree[s] == 1 for s in t["spaces"]), f"{t['id']} has no dead end"
        assert any(degree[s] >= 3 for s in t["spaces"]), f"{t['id']} has no crossing"


def test_one_path_across_each_land_connection(data):
    spaces = owners(data)
    crossing = Counter(
        frozenset((spaces[a], spaces[b])) for a, b in data["paths"] if spaces[a] != spaces[b]
    )
    for c in data["connections"]:
        pair = frozenset((c["a"], c["b"]))
        has_spaces = all(t["spaces"] for t in data["territories"] if t["id"] in pair)
        if c["kind"] == "land" and has_spaces:
            assert crossing[pair] >= 1, c["number"]
    land_pairs = Counter(
        frozenset((c["a"], c["b"])) for c in data["connections"] if c["kind"] == "land"
    )
    for pair, n in crossing.items():
        assert land_pairs[pair] == n, f"path across {sorted(pair)} without a land connection"


def test_routes_belong_to_the_connection_territories(data):
    spaces = owners(data)
    if not data["features"].get("connection_routes"):
        assert all("route" not in c for c in data["connections"])
        return
    for c in data["connections"]:
        a, b = c["route"]
        assert spaces[a] == c["a"] and spaces[b] == c["b"], c["number"]


def test_mountains(data):
    symbols = Counter(c["mountain"] for c in data["connections"] if c["mountain"])
    if data["features"].get("no_mountains"):
        assert not symbols
    else:
        assert symbols == {1: 2, 2: 2, 3: 2, 4: 2}


def test_engine_builds_the_map(data):
    try:
        built = board.build_board(data)
    except board.MapError as e:
        if "void" in str(e) or "spaces" in str(e):
            pytest.xfail("validator does not know Atlas features yet")
        raise
    assert built.id == data["id"] and built.authentic is False
    assert built.num_territories == len(data["territories"])
    assert len(built.connections) == len(data["connections"])
    assert built.features == data["features"]


# ----- map by map -------------------------------------------------------------------------
def test_terres_flottantes():
    data = load("terres-flottantes")
    tundra = [t["id"] for t in data["territories"] if t["biome"] == "tundra"]
    assert len(tundra) == 1
    f = data["features"]
    assert f["void_ruin_territory"] == tundra[0]
    assert f["no_totems_in"] == "tundra"
    assert f["connection_routes"] is True and f["void_colony_wins"] == 8
    sea = sum(c["kind"] == "sea" for c in data["connections"])
    assert sea * 2 >= len(data["connections"])  # an archipelago


def test_massif_glacier():
    data = load("massif-glacier")
    assert data["features"] == {"duplicate_connections": [[1, 11]]}
    by_number = {c["number"]: c for c in data["connections"]}
    assert len(by_number) >= 11
    for first, second in data["features"]["duplicate_connections"]:
        c1, c2 = by_number[first], by_number[second]
        assert {c1["a"], c1["b"]} == {c2["a"], c2["b"]}
    pairs = Counter(frozenset((c["a"], c["b"])) for c in data["connections"])
    assert sorted(pairs.values(), reverse=True)[:2] == [2, 1]  # only that pair is doubled


def test_ile_oubliee():
    data = load("ile-oubliee")
    f = data["features"]
    assert f == {"locked_connections": True, "connection_routes": True, "no_mountains": True}
    spaces = set(owners(data))
    ids = [c["purple_space"]["id"] for c in data["connections"]]
    assert ids == [f"P{c['number']}" for c in data["connections"]]
    assert not spaces & set(ids)  # purple spaces sit on connections, not in territories
    icons = Counter(c["purple_space"]["icon"] for c in data["connections"])
    assert set(icons) == set(BIOMES)
    assert max(icons.values()) - min(icons.values()) <= 1


def test_chemins_inexplores():
    data = load("chemins-inexplores")
    f = data["features"]
    assert f == {
        "void_territory": "V",
        "void_totems_at_start": 5,
        "no_mountains": True,
        "allow_missing_biomes": False,
    }
    (v,) = [t for t in data["territories"] if t["id"] == "V"]
    assert v["biome"] == "void" and v["spaces"] == []
    assert [t["id"] for t in data["territories"] if t["biome"] == "void"] == ["V"]
    touching = {
        c["a"] if c["b"] == "V" else c["b"] for c in data["connections"] if "V" in (c["a"], c["b"])
    }
    assert len(touching) >= 3
    assert all(not any(s.startswith("V.") for s in p) for p in data["paths"])


def test_longue_route():
    data = load("longue-route")
    road = data["features"]["purple_road"]
    spaces = owners(data)
    assert 6 <= len(road) <= 8 and len(set(road)) == len(road)
    assert all(s in spaces for s in road)
    assert len({spaces[s] for s in road}) >= 3
    linked = links(data)
    for a, b in zip(road, road[1:], strict=False):
        assert (a, b) in linked, f"{a}-{b} is not a path"


def test_le_neant():
    data = load("le-neant")
    features = data["features"]
    terr = {t["id"]: t for t in data["territories"]}
    purple = [t for t in data["territories"] if t["biome"] == "void"]
    assert len(purple) == 3 and all(t["spaces"] for t in purple)
    assert features["void_biome"] and features["determination"]
    assert features["max_players"] == 6
    assert all(c["mountain"] == 0 for c in data["connections"])
    tokens = features["contested"]
    assert len(tokens) == 5  # L420
    for k in tokens:
        assert terr[k["a"]]["biome"] != terr[k["b"]]["biome"]


def test_le_neant_plays_six_players_with_void_cards():
    """Six tribes, Void cards in the deck and built with, contested tokens taken."""
    from ludotheque.core import Rng, get_game

    game = get_game("iwari")
    void_builds = contests = 0
    for seed in range(6):
        s = game.setup({"players": 6, "map": "le-neant"}, seed)
        assert len(s.pile) + sum(s.hands) + sum(s.river) == 57 + 12
        rng = Rng(seed)
        while not game.is_over(s):
            d = game.pending(s)
            opt = d.options[rng.below(len(d.options))]
            void_builds += opt.startswith("pay void")
            contests += opt.startswith("contest ")
            game.apply(s, opt)
        assert game.is_over(s) and len(game.scores(s)) == 6
    assert void_builds > 0 and contests > 0
