"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "leaders": {
            "label": "Leaders",
            "kind": "list",
            "help": "one per seat in seat order, all different, among adelita, jack, keoni and "
            "phoenix, separated by commas; empty: dealt at random",
        },
        "first_player": {"label": "First player", "help": "a seat number; empty: drawn at random"},
        "first_game": {
            "label": "First game",
            "help": "the suggested officers, provisions and goal cards (L351-L397)",
        },
        "random_officers": {"label": "Random officers", "help": "optional rule (L1424-L1428)"},
        "deterministic_combat": {
            "label": "Combat without a die",
            "help": "optional rule (L1416-L1422): a threat track instead of the die",
        },
        "dissidents": {
            "label": "The Dissidents",
            "help": "solo: chosen with the seats (the Dissidents at a level)",
            "seats": True,
        },
    }
