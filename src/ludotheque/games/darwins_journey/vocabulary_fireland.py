"""The action vocabulary's words for Fireland's part-2 objective tiles (L1917-L1929): taken,
placed and completed as the base tiles are (from the discard too with the Pirates' P3).
They come after every other word (vocabulary.py), so every existing word keeps its id."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland_cards import fireland_objectives
from ludotheque.interop.vocabulary import family


def fireland_card_words(config: dict) -> list[str]:
    comp = components()
    slots = [f"{('silver', 'gold')[sl.tier]} slot {sl.position}" for sl in comp.board.slots]
    objs = [o.id for o in fireland_objectives()]
    words = [
        *family("take objective {o}", o=objs),
        *family("take objective {o} to {k}", o=objs, k=slots),
        *family("complete {o} on {k}", o=objs, k=slots),
        *family("complete {o}", o=objs),
        *family("complete objective {o}", o=objs),
    ]
    if "pirates" in (config.get("modules") or ()):
        words += [
            *family("take objective {o} from the discard", o=objs),
            *family("take objective {o} to {k} from the discard", o=objs, k=slots),
        ]
    return words
