"""The action vocabulary's words for Fireland's part-2 objective tiles (L1917-L1929): taken,
placed and completed as the base tiles are (from the discard too with the Pirates' P3); and
for its crew cards (L1909-L1915): drafted, completed, copied, run by the Scenarios' cards,
their Adventures, and an Adventure option taking any token of its kind (a crew card's, or
the Special Action tiles F1 and F2's). They come after every other word
(vocabulary.py), so every existing word keeps its id."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_cards import (
    fireland_crew,
    fireland_objectives,
)
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules.fireland.crew import TAKING
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
    crew = [c.id for c in fireland_crew()[0]]
    fmap = fireland_data().map
    spaces = [
        fmap.track(t).ids[i] for kind in (OCEAN, LAND) for t, i in fmap.adventure_banners(kind, 4)
    ]
    words += [
        *family("crew {c}", c=crew),
        *family("complete crew {c}", c=crew),
        *family("copy crew {c}", c=crew),
        "do land-adventure",
        "do ocean-adventure",
        *family("option {k}" + TAKING + "{x}", k=("A", "B"), x=spaces),
    ]
    if "scenarios" in (config.get("modules") or ()):  # a Pet's or Copy's use of a card
        words += family("run the action of crew {c}", c=crew)
    return words
