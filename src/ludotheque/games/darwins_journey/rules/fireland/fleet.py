"""Reading a seat's Fireland pieces for other rules: the fleet's steps the Beagle reads and their mirror on the base Ocean (ruling FL-R12), the specimens on
its explorers' land tracks."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.state import READ_BEAGLE, DarwinState


def _map():
    return fireland_data().map


def fleet_steps(s: DarwinState, seat: int) -> int:
    """The steps all the seat's ships have sailed (their spaces, each track counted from its
    start: ocean tracks do not fork): what the Beagle reads (FL-R12)."""
    fmap = _map()
    return sum(x for i, x in enumerate(s.pawns.at[seat]) if fmap.tracks[i].kind == OCEAN and x > 0)


def mirror(s: DarwinState, seat: int) -> None:
    """Keep `s.ship` on the base Ocean's first space at the fleet's step (FL-R12)."""
    ocean = s.ctx.comp.geo.ocean
    step = min(fleet_steps(s, seat), ocean.step[-1])
    space = ocean.step.index(step)
    if s.ship[seat] != space:
        s.ship[seat] = space
        if s.watch[seat][2] & READ_BEAGLE:
            s.kept[seat] = None


def land_specimens(s: DarwinState, seat: int) -> list[int]:
    """Specimens on the flags of land tracks where the seat has an explorer, not yet
    researched by it (Island research, L1017, on this side)."""
    fmap = _map()
    out = set()
    for i, t in enumerate(fmap.tracks):
        if t.kind == LAND and s.pawns.at[seat][i] >= 0:
            out |= {c for c in s.fire.flags[i] if c >= 0}
    return sorted(c for c in out if not s.research[seat] >> c & 1)
