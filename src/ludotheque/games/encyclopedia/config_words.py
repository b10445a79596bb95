"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "automas": {"label": "Automas", "help": "chosen with the seats", "seats": True},
        "first_player": {"label": "First player", "help": "a seat number; empty: drawn at random"},
    }
