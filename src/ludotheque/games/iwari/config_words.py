"""The configuration in words for the lobby (`Game.config_words`): each option's label,
what it does, and its values' names, in our own words after the rulebook."""

from __future__ import annotations

from typing import Any

from ludotheque.games.iwari.components.board import available_maps, load_board

_MODULES = {
    "union": "Union pawn",
    "discovery": "Discovery pawn",
    "honour": "Honour pawn",
    "respect": "Respect pawn",
}


def config_words() -> dict[str, dict[str, Any]]:
    maps = {}
    for m in available_maps():
        try:
            maps[m] = load_board(m).name
        except Exception:  # noqa: BLE001 - a map's name is a nicety
            maps[m] = m
    return {
        "mode": {
            "label": "Mode",
            "help": "standard; solo (1 player) or co-op (2 players) against the Void",
            "values": {
                "standard": "standard",
                "solo": "solo against the Void",
                "coop": "co-op against the Void",
            },
        },
        "void_threshold": {
            "label": "Void's threshold",
            "help": "solo and co-op: the Void's territories that make you lose (empty: the "
            "rulebook's, 3 solo and 1 co-op); a higher number is easier",
        },
        "map": {"label": "Map", "help": "the board's face or an Atlas map", "values": maps},
        "modules": {
            "label": "Modules",
            "help": "the pawns that multiply a territory's huts or a connection's totems",
            "values": _MODULES,
        },
        "draft": {"label": "Draft", "help": "draft the starting hands instead of dealing them"},
        "first_player": {"label": "First player", "help": "a seat number; empty: drawn at random"},
        "neutral_after_exchange": {
            "label": "Neutral tribe after an exchange",
            "help": "2 players: the neutral tribe also plays after a card exchange (our ruling)",
        },
        "covered_connections_award": {
            "label": "Covered connections score the pawn",
            "help": "a connection covered by a totem still wins its pawn (our ruling)",
        },
        "expeditions": {"label": "Expedition cards", "help": "the expansion's missions"},
        "exploits": {
            "label": "Exploits",
            "help": "the expansion's exploit cards",
            "values": {"courage": "Courage", "veneration": "Veneration"},
        },
        "veneration_card": {
            "label": "Veneration card",
            "help": "which Veneration card: dead-end roads, or a contested territory (Le néant)",
            "values": {"dead-ends": "dead-end roads", "contested": "contested territory"},
        },
        "storms": {"label": "Storms", "help": "the expansion's storm pieces"},
        "walking_totem": {"label": "Walking totem", "help": "the expansion's walking totem"},
    }
