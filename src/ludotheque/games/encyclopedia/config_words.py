"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any

from ludotheque.games.encyclopedia.components import load


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "automas": {"label": "Automas", "help": "chosen with the seats", "seats": True},
        "first_player": {"label": "First player", "help": "a seat number; empty: drawn at random"},
    }


def automa_choices() -> list[tuple[str, str]]:
    """Each Automa (a Behaviour card and a Scoring card) in words, easiest first."""
    cat = load()
    out = []
    for b in cat.behaviours:
        for c in cat.scorings:
            stars = b.stars + c.stars
            out.append(
                (stars, f"automa:{b.id}/{c.id}", f"Automa: {b.name}, {c.name} ({stars} of 6 stars)")
            )
    return [(spec, words) for _, spec, words in sorted(out, key=lambda x: x[0])]
