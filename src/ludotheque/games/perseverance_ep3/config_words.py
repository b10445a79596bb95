"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any

from ludotheque.games.perseverance_ep3.solo.config import levels


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


def automa_choices() -> list[tuple[str, str]]:
    """The Dissidents at each level, with the booklet's easier and harder settings."""
    out = []
    for level in levels():
        for suffix, words in (("+easier", ", easier"), ("", ""), ("+harder", ", harder")):
            out.append(
                (f"automa:dissidents/{level}{suffix}", f"the Dissidents, {level} level{words}")
            )
    return out
