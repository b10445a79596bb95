"""The campsites on Fireland's side (ruling FL-R16): the base side's 9 campsites, each
beside one space of an ocean or land track (data/fireland_map.json's `camp`).

A campsite keeps its base index (`s.camps`, `s.tents`, the Pirates' `s.treasures`), so
pitching a tent, Camp anywhere, re-activating a tent, the tents' counts, GS6 and P4 read
it as on the base side (rules/camp.py). What this side adds: the space's camp action
names its campsite when the space is activated (L700), and a campsite's space entered by
a ship or an explorer finds its Treasure (L2190, rules/pirates/treasure.py).
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.state import DarwinState


@cache
def _indices(camp_ids: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """Per Fireland track, per space: the base index of the campsite beside it, -1 none."""
    where = {c: k for k, c in enumerate(camp_ids)}
    out = []
    for t in fireland_data().map.tracks:
        for c in t.camp:
            if c is not None and c not in where:
                raise ValueError(f"fireland_map.json: campsite {c!r} is not in map.json")
        out.append(tuple(where[c] if c is not None else -1 for c in t.camp))
    return tuple(out)


def beside(s: DarwinState, i: int, x: int) -> int:
    """The base index of the campsite beside space `x` of Fireland track `i`, -1 none."""
    return _indices(tuple(c.id for c in s.ctx.comp.geo.campsites))[i][x]


def space_actions(s: DarwinState, i: int, x: int, acts: tuple) -> tuple:
    """A space's actions with its camp action naming the campsite beside it (as
    movement.land does on the base side: the runner reads the campsite's index + 1)."""
    c = beside(s, i, x)
    if c < 0:
        return acts
    return tuple(("camp", c + 1, ()) if a[0] == "camp" else a for a in acts)
