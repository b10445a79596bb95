"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "automas": {"label": "Alfred", "help": "chosen with the seats", "seats": True},
        "first_game": {
            "label": "First game",
            "help": "the fixed starting tiles and crew cards 1-12 by turn order (L250-L286)",
        },
    }
