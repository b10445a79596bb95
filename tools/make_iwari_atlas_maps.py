"""Writes reconstructed maps for the Atlas of Iwari's expansion "Wari".

The Atlas maps were printed as pictures: the rulebook keeps only their special rules
(iwari.fr.md L462-L574 and the second copy at L934-L983), not their geometry. The layouts
below are invented to be playable and balanced while honouring those rules; every file is
flagged `"authentic": false` and can be replaced by the printed map's data without code
changes. Run once; the JSON it writes is what the engine loads.

Map tables
----------
`territories` lists `id biome hut-spaces`; `connections` has one line per connection,
`number a-b kind [mountain]` (mountain symbol 1-4, none when omitted). Hut spaces are named
`"<territory>.<k>"` as on the base faces.

Paths (the roads between hut spaces)
------------------------------------
Inside a territory with spaces s1..sk: a chain s1-s2-...-sk plus a shortcut s2-s4, so s2
and s4 are crossings (three roads or more) and s1 is always a dead end (one road). Each
connection leaves a territory from a "facing" space, chosen in connection-number order from
sk, s3, then s(k-1) down to s2 (round-robin when a territory has more connections than
that), never s1. A land connection gets one path between its two facing spaces. The facing
spaces are also a connection's `route` on maps where connections count as roads.
"""

import json
from collections import deque
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src/ludotheque/games/iwari/data/maps"
BIOMES = ("forest", "tundra", "coast", "glacier", "desert")
GEOMETRY = "reconstructed (Atlas geometry is image-only; invented balanced layout)"
PATHS_RULE = (
    "reconstructed: a chain through each territory's spaces plus a shortcut from its second "
    "to its fourth space (its first space stays a dead end); one path across each land "
    "connection between the two spaces facing it"
)

MAPS = {
    "terres-flottantes": {
        "name": "Terres flottantes",
        "lines": "L464-L476, L936-L942",
        # Five islands (F1-F2, F3-F4-F7, F5-F8, F6-F9, F10-F11) joined by sea; the single
        # tundra F6 sits in the middle, where the Void's ruins gather in solo play.
        "territories": """
            F1 forest 5, F2 coast 5, F3 glacier 6, F4 desert 5,
            F5 coast 4, F6 tundra 7, F7 forest 6,
            F8 desert 5, F9 glacier 5, F10 coast 5, F11 forest 4
        """,
        "connections": """
            1 F1-F2 land 1
            2 F2-F3 sea
            3 F3-F4 land 2
            4 F1-F5 sea
            5 F2-F6 sea 3
            6 F3-F7 sea
            7 F4-F7 land
            8 F5-F6 sea
            9 F6-F7 sea 4
            10 F5-F8 land 4
            11 F6-F9 land
            12 F6-F10 sea 1
            13 F7-F11 sea
            14 F8-F9 sea 2
            15 F9-F10 sea
            16 F10-F11 land 3
        """,
        "features": {
            "no_totems_in": "tundra",
            "connection_routes": True,
            "void_ruin_territory": "F6",
            "void_colony_wins": 8,
        },
    },
    "massif-glacier": {
        "name": "Massif glacier",
        "lines": "L478-L485, L944-L949",
        # A 3x4 grid around the great glacier M6; M1 and M2 are joined twice, by a pass
        # (connection 1) and across a glacial lake (connection 11).
        "territories": """
            M1 glacier 5, M2 tundra 5, M3 forest 6, M4 coast 4,
            M5 desert 5, M6 glacier 7, M7 tundra 6, M8 coast 5,
            M9 forest 5, M10 desert 4, M11 glacier 5, M12 tundra 5
        """,
        "connections": """
            1 M1-M2 land 1
            2 M3-M4 sea
            3 M1-M5 land
            4 M2-M6 land 2
            5 M3-M7 land 4
            6 M4-M8 sea
            7 M5-M6 land
            8 M6-M7 land 3
            9 M7-M8 land
            10 M5-M9 sea 4
            11 M1-M2 sea
            12 M6-M10 land 1
            13 M7-M11 land
            14 M8-M12 sea
            15 M9-M10 land 3
            16 M10-M11 sea
            17 M11-M12 land 2
        """,
        "features": {"duplicate_connections": [[1, 11]]},
    },
    "ile-oubliee": {
        "name": "Île oubliée",
        "lines": "L489-L508",
        # One large island; every connection carries a purple tent space (P<number>).
        "territories": """
            O1 forest 5, O2 glacier 6, O3 desert 5,
            O4 coast 6, O5 tundra 5, O6 forest 7, O7 coast 5,
            O8 tundra 4, O9 desert 5, O10 glacier 5, O11 forest 4
        """,
        "connections": """
            1 O1-O2 land
            2 O2-O3 sea
            3 O1-O4 sea
            4 O1-O5 land
            5 O2-O6 land
            6 O3-O7 land
            7 O4-O5 land
            8 O5-O6 sea
            9 O6-O7 land
            10 O4-O8 land
            11 O5-O9 land
            12 O6-O10 sea
            13 O7-O11 sea
            14 O8-O9 sea
            15 O9-O10 land
            16 O10-O11 land
        """,
        "features": {"locked_connections": True, "connection_routes": True, "no_mountains": True},
    },
    "chemins-inexplores": {
        "name": "Les chemins inexplorés",
        "lines": "L510-L540",
        # Ten territories in a ring around the purple Void territory V, which has a totem
        # space only; V touches one territory of each biome.
        "territories": """
            C1 forest 6, C2 tundra 6, C3 coast 5, C4 glacier 6, C5 desert 5,
            C6 forest 6, C7 tundra 5, C8 coast 5, C9 glacier 6, C10 desert 5,
            V void 0
        """,
        "connections": """
            1 C1-C2 land
            2 C2-C3 sea
            3 C3-C4 land
            4 C4-C5 land
            5 C5-C6 sea
            6 C6-C7 land
            7 C7-C8 sea
            8 C8-C9 land
            9 C9-C10 land
            10 C10-C1 sea
            11 V-C1 land
            12 V-C3 land
            13 V-C5 land
            14 V-C7 land
            15 V-C9 land
        """,
        "features": {
            "void_territory": "V",
            "void_totems_at_start": 5,
            "no_mountains": True,
            "allow_missing_biomes": False,
        },
    },
    "longue-route": {
        "name": "La longue route",
        "lines": "L542-L550",
        # A 3x4 grid; the purple road runs east along the middle row, R5 to R8.
        "territories": """
            R1 forest 5, R2 glacier 6, R3 desert 5, R4 coast 5,
            R5 tundra 6, R6 forest 5, R7 desert 6, R8 tundra 5,
            R9 coast 4, R10 desert 5, R11 glacier 5, R12 forest 6
        """,
        "connections": """
            1 R1-R2 land 1
            2 R2-R3 sea
            3 R3-R4 land 2
            4 R1-R5 sea
            5 R2-R6 land 3
            6 R3-R7 land
            7 R4-R8 sea
            8 R5-R6 land
            9 R6-R7 land 4
            10 R7-R8 land
            11 R5-R9 land 2
            12 R6-R10 sea
            13 R8-R12 land 1
            14 R9-R10 sea
            15 R10-R11 sea 3
            16 R11-R12 land 4
        """,
        "purple_road": "R5.2 R5.3 R6.3 R6.4 R7.3 R7.4 R7.5 R8.3",
        "features": {},
    },
    "le-neant": {
        "name": "Le néant",
        "lines": "L554-L574",
        # Two territories of each biome in a ring, around three purple Void-biome
        # territories (N11-N13) built with Void cards; five contested-territory tokens sit
        # on borders between territories of two different biomes.
        "territories": """
            N1 forest 5, N2 tundra 6, N3 coast 5, N4 glacier 6, N5 desert 5,
            N6 forest 6, N7 tundra 5, N8 coast 6, N9 glacier 5, N10 desert 6,
            N11 void 5, N12 void 4, N13 void 5
        """,
        "connections": """
            1 N1-N2 land
            2 N2-N3 sea
            3 N3-N4 land
            4 N4-N5 land
            5 N5-N6 sea
            6 N6-N7 land
            7 N7-N8 land
            8 N8-N9 sea
            9 N9-N10 land
            10 N10-N1 sea
            11 N11-N1 land
            12 N11-N3 land
            13 N12-N5 land
            14 N12-N7 sea
            15 N13-N8 land
            16 N13-N10 land
            17 N11-N12 land
        """,
        "features": {
            "void_biome": True,
            "contested": [
                {"id": "K1", "a": "N1", "b": "N2"},
                {"id": "K2", "a": "N3", "b": "N4"},
                {"id": "K3", "a": "N5", "b": "N6"},
                {"id": "K4", "a": "N7", "b": "N8"},
                {"id": "K5", "a": "N9", "b": "N10"},
            ],
            "determination": True,
            "max_players": 6,
            "no_expeditions": True,
            "no_solo": True,
            "no_mountains": True,
        },
    },
}


def parse_territories(text):
    """`"F1 forest 5, ..."` -> [("F1", "forest", 5), ...]."""
    out = []
    for item in text.replace("\n", " ").split(","):
        tid, biome, k = item.split()
        out.append((tid, biome, int(k)))
    return out


def parse_connections(text):
    """One `number a-b kind [mountain]` per line -> [(number, a, b, kind, mountain), ...]."""
    out = []
    for line in text.strip().splitlines():
        number, pair, kind, *mountain = line.split()
        a, b = pair.split("-")
        out.append((int(number), a, b, kind, int(mountain[0]) if mountain else 0))
    return out


def inner_paths(spaces):
    """The chain through a territory's spaces plus the s2-s4 shortcut."""
    paths = [[spaces[i], spaces[i + 1]] for i in range(len(spaces) - 1)]
    if len(spaces) >= 4:
        paths.append([spaces[1], spaces[3]])
    return paths


def facing_order(spaces):
    """Spaces a territory's connections leave from, in order of use: sk, s3, s(k-1)..s2."""
    k = len(spaces)
    if k < 2:
        return []
    order = [spaces[-1]]
    if k >= 4:
        order.append(spaces[2])
    order += [s for s in reversed(spaces[1:-1]) if s not in order]
    return order


def facing_spaces(spaces, connections):
    """{(territory, connection number): the hut space that connection leaves from}."""
    used = {tid: 0 for tid in spaces}
    facing = {}
    for n, a, b, _, _ in sorted(connections):
        for tid in (a, b):
            order = facing_order(spaces[tid])
            if order:
                facing[tid, n] = order[used[tid] % len(order)]
                used[tid] += 1
    return facing


def build(map_id, spec):
    source = f"reconstructed; special rules iwari.fr.md {spec['lines']}"
    territories = parse_territories(spec["territories"])
    connections = parse_connections(spec["connections"])
    features = dict(spec["features"])
    spaces = {tid: [f"{tid}.{i}" for i in range(1, k + 1)] for tid, _, k in territories}
    facing = facing_spaces(spaces, connections)

    paths = [p for tid, _, _ in territories for p in inner_paths(spaces[tid])]
    conns = []
    for n, a, b, kind, mountain in connections:
        ends = [facing.get((a, n)), facing.get((b, n))]
        if kind == "land" and None not in ends:
            paths.append(ends)
        conn = {"number": n, "a": a, "b": b, "kind": kind, "mountain": mountain}
        if features.get("locked_connections"):
            # Icons cycle through the biomes so each unlocks three or four connections.
            conn["purple_space"] = {"id": f"P{n}", "icon": BIOMES[(n - 1) % len(BIOMES)]}
        if features.get("connection_routes"):
            conn["route"] = ends
        conn["source"] = source
        conns.append(conn)

    paths_source = PATHS_RULE
    if "purple_road" in spec:
        road = spec["purple_road"].split()
        features["purple_road"] = road
        paths_source += "; the purple road follows existing paths (" + " - ".join(road) + ")"
    if features.get("locked_connections"):
        paths_source += (
            "; each purple space is linked by roads to its connection's two route spaces "
            "(given on the connection, not in this list)"
        )
    if features.get("connection_routes") and not features.get("locked_connections"):
        paths_source += "; each connection also counts as a road between its two route spaces"
    if features.get("void_territory"):
        paths_source += "; the Void territory has no hut spaces, so no path reaches it"
    if features.get("contested"):
        paths_source += "; contested-territory tokens have no roads"

    data = {
        "id": map_id,
        "name": spec["name"],
        "authentic": False,
        "source": f"{GEOMETRY}; special rules iwari.fr.md {spec['lines']}",
        "territories": [
            {"id": tid, "biome": biome, "spaces": spaces[tid], "source": source}
            for tid, biome, _ in territories
        ],
        "paths": paths,
        "paths_source": paths_source,
        "connections": conns,
        "features": features,
    }
    check(data)
    return data


def check(data):
    """Self-checks of the layout rules above; the tests repeat them on the written files."""
    mid = data["id"]
    owner = {s: t["id"] for t in data["territories"] for s in t["spaces"]}
    degree = dict.fromkeys(owner, 0)
    links = set()
    for a, b in data["paths"]:
        degree[a] += 1
        degree[b] += 1
        links |= {(a, b), (b, a)}
    numbers = sorted(c["number"] for c in data["connections"])
    assert numbers == list(range(1, len(numbers) + 1)), mid
    assert 12 <= len(numbers) <= 17, mid
    for t in data["territories"]:
        if t["spaces"]:
            assert 4 <= len(t["spaces"]) <= 7, (mid, t["id"])
            assert any(degree[s] == 1 for s in t["spaces"]), (mid, t["id"], "dead end")
            assert any(degree[s] >= 3 for s in t["spaces"]), (mid, t["id"], "crossing")
    # The territory graph is connected.
    adj = {t["id"]: set() for t in data["territories"]}
    for c in data["connections"]:
        adj[c["a"]].add(c["b"])
        adj[c["b"]].add(c["a"])
    first = data["territories"][0]["id"]
    seen, todo = {first}, deque([first])
    while todo:
        for u in adj[todo.popleft()] - seen:
            seen.add(u)
            todo.append(u)
    assert seen == set(adj), (mid, "territory graph not connected")
    road = data["features"].get("purple_road", [])
    for a, b in zip(road, road[1:], strict=False):
        assert (a, b) in links, (mid, "purple road", a, b)
    assert 6 <= len(road) <= 8 or not road, mid


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for map_id, spec in MAPS.items():
        data = build(map_id, spec)
        (OUT / f"{map_id}.json").write_text(json.dumps(data, indent=1) + "\n")
        print("wrote", OUT / f"{map_id}.json")
