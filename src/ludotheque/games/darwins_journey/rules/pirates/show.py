"""The Pirates module in a view (all public: the tokens lie face up beside the boards,
L2194, and the pirate ship beside the Ocean, L2200): the pirate ship's region (None while
it waits in the supply), each region's spaces (on Fireland's side its steps), the campsites
still holding a Treasure, and the scenario card P1 when it set the table (chosen openly,
L2171). Each seat's entry says the Treasures it holds and what a raid would cost it now
(view.py)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.pirates import pirate_card
from ludotheque.games.darwins_journey.rules.fireland import pirates as fireland
from ludotheque.games.darwins_journey.state import DarwinState


def pirate_view(s: DarwinState) -> dict:
    camps = s.ctx.comp.geo.campsites
    return {
        "ship_region": s.pirate + 1 if s.pirate >= 0 else None,
        "regions": (  # the base Ocean's spaces ("O2-O5"), or Fireland's steps (FL-R16)
            [fireland.region_words(s, r) for r in range(len(s.ctx.regions.names))]
            if s.ctx.fireland
            else list(s.ctx.regions.names)
        ),
        "treasures": [c.id for k, c in enumerate(camps) if s.treasures >> k & 1],
        "card": _card(s),
    }


def _card(s: DarwinState) -> dict | None:
    if not s.ctx.pirate_card:
        return None
    card = pirate_card()
    return {"id": card.layout.id, "focus": card.layout.focus}
