"""The Scenarios module's options in words (L2244-L2351), for the option labels: crew
B1's tent run again and Special B3's crew card, by their names (no data id). Plain text
only (game.py imports the labels)."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.option_words import (
    campsite_facts,
    campsite_name,
    crew_name,
    effects_words,
    static,
)


def _with(name: str, facts: str) -> str:
    return f"{name} ({facts})" if facts else name


def scenario_label(option: str) -> str | None:
    """The module's options in words; None for any other option."""
    m = re.fullmatch(r"run tent (\d) at (\S+) again", option)
    if m:
        head = f"run your tent {m.group(1)} at {campsite_name(m.group(2))} again, as if new"
        return _with(head, campsite_facts(m.group(2)))
    m = re.fullmatch(r"run the action of crew (\S+)", option)
    if m:
        cid = m.group(1)
        card = static()["crew"].get(int(cid) if cid.isdigit() else cid)
        head = f"run the action of your {crew_name(cid)}, 1 Temporary Knowledge"
        return _with(head, effects_words(card.actions) if card else "")
    return None
