"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any

from ludotheque.games.darwins_journey.components.alfred import alfred_data


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "automas": {"label": "Alfred", "help": "chosen with the seats", "seats": True},
        "first_game": {
            "label": "First game",
            "help": "the fixed starting tiles and crew cards 1-12 by turn order (L250-L286)",
        },
        "modules": {
            "label": "Modules",
            "help": "mini-expansions: Great Ship, a card per player drafted at setup (L2077-L2149)",
            "values": {"great_ship": "Great Ship"},
        },
    }


def automa_choices() -> list[tuple[str, str]]:
    """Alfred at each level in words, easiest first."""
    return [
        (f"automa:alfred/{k}", f"Alfred, {k} board ({v['name']})")
        for k, v in alfred_data().levels.items()
    ]
