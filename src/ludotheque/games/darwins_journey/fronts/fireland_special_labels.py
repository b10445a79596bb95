"""Fireland's Special Action tiles' options in words (L1961-L2005): their actions ("do
stolen-time"), the envelope whose first-place reward runs (F6, read from the view: which
tile lies there), and a pawn's share of F8's steps. (F1 and F2's Adventure options are a
crew card's: fireland_labels.py.)"""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.components.fireland_specials import (
    TILE_COUNTED,
    TILE_PLAIN,
)
from ludotheque.games.darwins_journey.fronts.fireland_labels import track_words
from ludotheque.games.darwins_journey.fronts.labels import letter_title
from ludotheque.games.darwins_journey.option_words import effect_words

ENVELOPE = re.compile(r"first reward of envelope (\d)")
UNCOUNTED = {
    "time-others": "receive Time (the tile's number); every other player spends 1",
    "explore-split": "explore, the steps split over 2 explorers if you like",
    "navigate-split": "navigate, the steps split over 2 ships if you like",
}
SHARE = re.compile(r"(ship|explorer) on (F[OL]\d) moves up to (\d)")


def tile_effect(text: str) -> str | None:
    """One of the tiles' own effects ("stolen-time", "explore-split 4") in words."""
    w = text.split()
    if len(w) == 1 and w[0] in TILE_PLAIN:
        return effect_words((w[0], 0, ()))
    if len(w) == 2 and w[0] in TILE_COUNTED and w[1].isdigit():
        return effect_words((w[0], int(w[1]), ()))
    if len(w) == 1 and w[0] in TILE_COUNTED:  # an option's text carries no number
        return UNCOUNTED[w[0]]
    return None


def special_label(view: dict, option: str) -> str | None:
    """None for any option the tiles do not make."""
    m = ENVELOPE.fullmatch(option)
    if m:
        head = f"envelope {m.group(1)}'s first-place reward"
        envelopes = (view.get("board") or {}).get("envelopes") or []
        e = int(m.group(1)) - 1
        if e < len(envelopes):
            return f"{head} ({letter_title(envelopes[e]['tile']).split(' / ')[0][4:]})"
        return head
    m = SHARE.fullmatch(option)
    if m:
        return f"your {m.group(1)} on {track_words(m.group(2))} moves up to {m.group(3)}"
    return None
