"""The configurations the interop tests play: every game at every player count it
supports (modes, maps and modules spread over them), for the random-game sweeps and the
conformance checks."""

from __future__ import annotations

# game id -> [(players, extra config)]: every supported player count at least once.
TABLES: dict[str, list[tuple[int, dict]]] = {
    "iwari": [
        (1, {"mode": "solo"}),
        (2, {}),
        (2, {"mode": "coop"}),
        (3, {"modules": ["union", "discovery", "honour", "respect"], "storms": True}),
        (4, {"map": "face-b", "exploits": ["courage", "veneration"], "expeditions": True}),
        (5, {"map": "chemins-inexplores", "walking_totem": True, "draft": True}),
        (6, {"map": "le-neant", "exploits": ["veneration"], "veneration_card": "contested"}),
        (3, {"map": "ile-oubliee", "modules": ["honour", "respect"]}),
        (
            4,
            {
                "map": "terres-flottantes",
                "exploits": ["veneration"],
                "veneration_card": "gold-tokens",
            },
        ),
        (2, {"map": "longue-route"}),
        (3, {"map": "massif-glacier", "storms": True}),
    ],  # fmt: skip
    "encyclopedia": [
        (2, {}),
        (2, {"automas": {"1": "linne/boudeuse"}}),
        (3, {}),
        (3, {"automas": {"2": "linne/boudeuse"}}),
        (4, {}),
    ],
    "newton": [
        (1, {}),
        (2, {}),
        (3, {"modules": ["ex-cathedra", "great-discoveries"]}),
        (4, {"modules": ["great-discoveries"]}),
    ],
    "darwins-journey": [
        (1, {}),
        (2, {}),
        (3, {"first_game": True}),
        (4, {}),
        (2, {"modules": ["great_ship"]}),
        (1, {"modules": ["great_ship"]}),
        (3, {"modules": ["great_ship"]}),
        (4, {"modules": ["pirates"], "pirate_tile_top": True}),
        (2, {"modules": ["pirates", "animal_companion"], "animal_setup": "choice"}),
        (1, {"modules": ["great_ship", "pirates", "animal_companion"]}),
        (3, {"modules": ["scenarios"]}),
        (2, {"modules": ["pirates", "animal_companion", "scenarios"], "scenario": "B4"}),
        (3, {"fireland": True, "modules": ["great_ship", "pirates"]}),
        (1, {"fireland": True, "modules": ["great_ship"]}),
    ],
    "perseverance-ep3": [
        (2, {}),
        (3, {"first_game": True}),
        (4, {"random_officers": True, "deterministic_combat": True}),
        (3, {}),
        (2, {"dissidents": "ranger"}),
    ],
}
