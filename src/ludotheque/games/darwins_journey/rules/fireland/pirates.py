"""The Pirates module on Fireland's side (ruling FL-R16).

Treasures: one on each campsite (rules/fireland/campsites.py); a ship or an explorer that
enters a campsite's space in a Navigation or an Exploration finds it, as on the base side
(L2190, rules/pirates/treasure.py). The pirate ship's regions: the base Ocean's regions
are runs of steps from the start between its delay thresholds (ruling PI-R3); on this
side region N covers the same steps from the start of each ocean track, so a Fireland
ship `k` spaces from its track's start is in the region of step `k` (ocean tracks do not
fork). A seat is raided once, for its ship (L2212), when any of its ships is there.
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import OCEAN
from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.fireland.campsites import beside
from ludotheque.games.darwins_journey.state import DarwinState


def treasures(s: DarwinState, seat: int, i: int, via) -> None:
    """The campsites entered on one step (jumped spaces first), each a Treasure decision on
    top of what the move pushed, the first entered resolving first (L2190)."""
    for y in reversed(via):
        c = beside(s, i, y)
        if c >= 0:
            tasks.push(s, ("treasure", seat, c))


@cache
def _region_of_step(of: tuple[int, ...], steps: tuple[int, ...]) -> dict[int, int]:
    return {st: r for r, st in zip(of, steps, strict=True)}


@cache
def _ocean_tracks() -> tuple[int, ...]:
    return tuple(i for i, t in enumerate(fireland_data().map.tracks) if t.kind == OCEAN)


def region_of(s: DarwinState, step: int) -> int:
    """The region of a ship `step` spaces from its ocean track's start, -1 none."""
    ocean = s.ctx.comp.geo.ocean
    return _region_of_step(s.ctx.regions.of, ocean.step).get(step, -1)


def in_region(s: DarwinState, seat: int) -> bool:
    """Any of the seat's ships on Fireland's ocean tracks lies in the pirate ship's region."""
    at = s.pawns.at[seat]
    return any(at[i] > 0 and region_of(s, at[i]) == s.pirate for i in _ocean_tracks())


def region_words(s: DarwinState, r: int) -> str:
    """Region `r` as the steps it covers from each ocean track's start ("steps 1-2")."""
    ocean = s.ctx.comp.geo.ocean
    steps = sorted(st for st, k in _region_of_step(s.ctx.regions.of, ocean.step).items() if k == r)
    span = str(steps[0]) if len(steps) == 1 else f"{steps[0]}-{steps[-1]}"
    return f"steps {span} of every ocean track"
