"""What the Scenarios module's Beagle tiles (L2307-L2319) and objective requirements
(L2339-L2351) count on a seat's board and the map; on Fireland's side the objectives read
its land tracks in place of the Islands (ruling SC-R9)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.rules import economy, seals
from ludotheque.games.darwins_journey.state import FIFTH, DarwinState


def research_tokens(s: DarwinState, seat: int) -> int:
    """Research tokens on the seat's board: its specimens researched (ruling SC-R3)."""
    return s.research[seat].bit_count()


def all_seals(s: DarwinState, seat: int) -> int:
    """Every seal on the seat's rows, the starting ones and Special seals included
    (L2311, ruling SC-R4)."""
    return sum(len(r) for r in s.rows[seat])


def silver_workers(s: DarwinState, seat: int) -> int:
    """Workers with a silver distinction (a gold one has it too: 6 seals hold 4)."""
    return sum(1 for w in range(FIFTH) if seals.silver(s, seat, w))


def gold_workers(s: DarwinState, seat: int) -> int:
    return sum(1 for w in range(FIFTH) if seals.gold(s, seat, w))


def on_island(s: DarwinState, seat: int, island: int) -> int:
    """1 when one of the seat's explorers stands on that Island's track (L2339)."""
    return int(s.explorers[seat][island] >= 0)


def at_island_end(s: DarwinState, seat: int) -> int:
    """The seat's explorers on an Island's final space (L2351)."""
    islands = s.ctx.comp.geo.islands
    return sum(1 for t, x in enumerate(s.explorers[seat]) if x >= 0 and x == islands[t].final)


def on_land_track(s: DarwinState, seat: int, track: int) -> int:
    """1 when one of the seat's explorers stands on that Fireland land track (any space,
    its start included), the reading of an Island's (ruling SC-R9)."""
    return int(s.pawns.at[seat][track] >= 0)


def at_land_end(s: DarwinState, seat: int) -> int:
    """The seat's explorers on a land track's last space (its Viewpoint; FL3 has two)."""
    at = s.pawns.at[seat]
    return sum(
        1
        for i, t in enumerate(fireland_data().map.tracks)
        if t.kind == LAND and at[i] >= 0 and not t.next[at[i]]
    )


def beagle(s: DarwinState, seat: int, condition: str) -> int:
    """A Scenarios Beagle tile's count for the seat (its VP each come from the tile)."""
    if condition == "research-tokens":
        return research_tokens(s, seat)
    if condition == "all-seals":
        return all_seals(s, seat)
    if condition == "silver-workers":
        return silver_workers(s, seat)
    return economy.books(s, seat)  # "books": reached or passed (L2319)


def requirement(s: DarwinState, seat: int, kind: str, what: int) -> int:
    """A Scenarios objective requirement's count for the seat (L2339-L2351)."""
    if kind == "island":
        return on_island(s, seat, what)
    if kind == "silver-workers":
        return silver_workers(s, seat)
    if kind == "gold-workers":
        return gold_workers(s, seat)
    if kind == "land-track":
        return on_land_track(s, seat, what)
    if kind == "land-end":
        return at_land_end(s, seat)
    return at_island_end(s, seat)  # "island-end"
