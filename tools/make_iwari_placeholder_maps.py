"""Writes the two reconstructed Iwari board faces (the printed geometry is image-only).

Layouts follow the Iwari digest's section 9 proposal. Run once; the JSON it writes is the
data the engine loads, and can be replaced by the real board's data without code changes.
"""

import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src/ludotheque/games/iwari/data/maps"
RULE = "reconstructed (board geometry is image-only; layout after the Iwari digest section 9)"

FACES = {
    "face-a": {
        "name": "Face A",
        "territories": [
            ("A1", "forest", 6),
            ("A2", "tundra", 7),
            ("A3", "coast", 5),
            ("A4", "glacier", 6),
            ("A5", "desert", 5),
            ("A6", "coast", 5),
            ("A7", "desert", 5),
            ("A8", "forest", 5),
            ("A9", "tundra", 7),
            ("A10", "glacier", 5),
        ],
        "connections": [
            (1, "A1", "A2", "land", 1),
            (2, "A1", "A6", "sea", 0),
            (3, "A2", "A3", "land", 0),
            (4, "A2", "A7", "land", 2),
            (5, "A3", "A4", "sea", 3),
            (6, "A3", "A8", "land", 0),
            (7, "A4", "A5", "land", 4),
            (8, "A4", "A9", "sea", 0),
            (9, "A5", "A10", "land", 1),
            (10, "A6", "A7", "land", 3),
            (11, "A7", "A8", "sea", 2),
            (12, "A8", "A9", "land", 0),
            (13, "A9", "A10", "sea", 4),
        ],
    },
    "face-b": {
        "name": "Face B",
        "territories": [
            ("B1", "tundra", 6),
            ("B2", "forest", 5),
            ("B3", "glacier", 6),
            ("B4", "coast", 5),
            ("B5", "desert", 5),
            ("B6", "tundra", 6),
            ("B7", "forest", 6),
            ("B8", "desert", 4),
            ("B9", "coast", 5),
            ("B10", "glacier", 5),
            ("B11", "tundra", 5),
            ("B12", "forest", 5),
        ],
        "connections": [],
    },
}

_b_pairs = [
    (1, "B1", "B2"),
    (2, "B2", "B3"),
    (3, "B3", "B4"),
    (4, "B5", "B6"),
    (5, "B6", "B7"),
    (6, "B7", "B8"),
    (7, "B9", "B10"),
    (8, "B10", "B11"),
    (9, "B11", "B12"),
    (10, "B1", "B5"),
    (11, "B2", "B6"),
    (12, "B3", "B7"),
    (13, "B4", "B8"),
    (14, "B5", "B9"),
    (15, "B6", "B10"),
    (16, "B7", "B11"),
    (17, "B8", "B12"),
]
_b_sea = {3, 7, 10, 13, 14, 17}
_b_symbol = {2: 1, 15: 1, 5: 2, 9: 2, 10: 3, 13: 3, 7: 4, 12: 4}
FACES["face-b"]["connections"] = [
    (n, a, b, "sea" if n in _b_sea else "land", _b_symbol.get(n, 0)) for n, a, b in _b_pairs
]


def build(face_id, face):
    spaces = {tid: [f"{tid}.{i}" for i in range(1, k + 1)] for tid, _, k in face["territories"]}
    order = [tid for tid, _, _ in face["territories"]]
    paths = []
    for tid in order:
        s = spaces[tid]
        paths += [[s[i], s[i + 1]] for i in range(len(s) - 1)]
        if len(s) >= 3:
            paths.append([s[0], s[2]])
    for _, a, b, kind, _ in face["connections"]:
        if kind == "land":
            lo, hi = sorted((a, b), key=order.index)
            paths.append([spaces[lo][-1], spaces[hi][0]])
    return {
        "id": face_id,
        "name": face["name"],
        "authentic": False,
        "source": RULE,
        "territories": [
            {"id": tid, "biome": biome, "spaces": spaces[tid], "source": "reconstructed"}
            for tid, biome, _ in face["territories"]
        ],
        "paths": paths,
        "paths_source": "reconstructed: a chain through each territory's spaces plus a shortcut "
        "from its first to its third space; one path across each land connection",
        "connections": [
            {"number": n, "a": a, "b": b, "kind": kind, "mountain": sym, "source": "reconstructed"}
            for n, a, b, kind, sym in face["connections"]
        ],
    }


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for face_id, face in FACES.items():
        data = build(face_id, face)
        (OUT / f"{face_id}.json").write_text(json.dumps(data, indent=1) + "\n")
        print("wrote", OUT / f"{face_id}.json")
