"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "modules": {
            "label": "Modules",
            "help": "the Great Discoveries modules",
            "values": {"ex-cathedra": "Ex Cathedra", "great-discoveries": "Great Discoveries"},
        },
        "first_game": {
            "label": "First game",
            "help": "keep the 4 Masters dealt instead of drafting them (L189)",
        },
        "first_player": {"label": "First player", "help": "a seat number; empty: drawn at random"},
        "invention_actions": {
            "label": "Inventions 6 and 7",
            "help": "our ruling A8: one action of value N, or N actions of value 1",
            "values": {"single": "one action of value N", "separate": "N actions of value 1"},
        },
        "cavendish_pile_bonus": {
            "label": "Cavendish takes the pile bonus",
            "help": "our ruling A12: a pile emptied by Margaret Cavendish's removal gives its bonus",
        },
    }
