"""Ships and explorers on the Fireland board (L1741, L1864-L1882): where each seat's pawns
stand, where one step can take them, and what entering a space sets off.

Each seat has 4 explorers and 3 ships (L1741). Its first explorer starts on the first land
track and its first ship on the first ocean track (L1874); a pawn never changes track and
an explorer stops at its Viewpoint (L1868). Entering a space crosses the banners written on
it (as on the base map, ruling R17): a silver banner opens the track it names for the
seat, placing one of its pawns on that track's start if it has one left and none there
(an explorer's banner opens an ocean track, a ship's a land track, L1868, L1878); a gold
banner still holding a token starts an Adventure (L1800); a track's end offers its
Viewpoint (L1860). As in the base game an explorer jumps a space held by an opponent's
explorer, except the first and last (L658, L676). A Navigation moves one ship only, for all
its steps (L1882): the caller keeps the ship chosen for the whole move.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ludotheque.games.darwins_journey.components.fireland_map import LAND, FirelandMap
from ludotheque.games.darwins_journey.rules.fireland.table import FireTable, with_seat


@dataclass(frozen=True)
class Pawns:
    """Per seat, per track (the map's order: ocean tracks, then land tracks): the space of
    the seat's pawn there, -1 none."""

    at: tuple[tuple[int, ...], ...]


def start(fmap: FirelandMap, players: int) -> Pawns:
    row = tuple(0 if t is fmap.ocean[0] or t is fmap.land[0] else -1 for t in fmap.tracks)
    return Pawns((row,) * players)


def left(fmap: FirelandMap, p: Pawns, seat: int, kind: str) -> int:
    """The seat's pawns of `kind` still beside its board."""
    group = fmap.land if kind == LAND else fmap.ocean
    total = fmap.explorers if kind == LAND else fmap.ships
    idx = [fmap.tracks.index(t) for t in group]
    return total - sum(1 for i in idx if p.at[seat][i] >= 0)


def movable(fmap: FirelandMap, p: Pawns, seat: int, kind: str) -> tuple[int, ...]:
    """The tracks (map indexes) where the seat has a pawn of `kind` that can still move."""
    return tuple(
        i
        for i, t in enumerate(fmap.tracks)
        if t.kind == kind and p.at[seat][i] >= 0 and t.next[p.at[seat][i]]
    )


def _held(fmap: FirelandMap, p: Pawns, seat: int, i: int, y: int) -> bool:
    t = fmap.tracks[i]
    if t.kind != LAND or y == 0 or not t.next[y]:
        return False
    return any(q != seat and p.at[q][i] == y for q in range(len(p.at)))


def steps(
    fmap: FirelandMap, p: Pawns, seat: int, i: int
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Where one counted step of the seat's pawn on track `i` can end, each with the spaces
    entered on the way (jumped ones first); a fork offers both branches."""

    def from_(x):
        out = []
        for y in fmap.tracks[i].next[x]:
            if _held(fmap, p, seat, i, y):
                out += [(z, (y, *via)) for z, via in from_(y)]
            else:
                out.append((y, (y,)))
        return out

    return tuple(from_(p.at[seat][i]))


@dataclass(frozen=True)
class Entered:
    """What entering a space set off, for the caller's turn to run."""

    opened: tuple[int, ...] = ()  # tracks where a pawn of the seat was placed on the start
    adventure: tuple[str, int] | None = None  # the gold banner whose token starts one
    viewpoint: bool = False  # the pawn reached its track's end
    actions: tuple = ()  # the space's printed actions (run where the pawn stops)


def enter(
    fmap: FirelandMap, p: Pawns, t: FireTable, seat: int, i: int, y: int
) -> tuple[Pawns, Entered]:
    """Move the seat's pawn on track `i` into space `y` and say what that set off."""
    track = fmap.tracks[i]
    row = list(p.at[seat])
    row[i] = y
    opened = []
    target = track.silver[y]
    if target is not None:
        j = fmap.tracks.index(fmap.track(target))
        kind = fmap.tracks[j].kind
        pawns = Pawns(with_seat(p.at, seat, tuple(row)))
        if row[j] < 0 and left(fmap, pawns, seat, kind) > 0:
            row[j] = 0
            opened.append(j)
    banner = (track.id, y)
    adventure = banner if track.adventure[y] and banner in t.tokens else None
    p = Pawns(with_seat(p.at, seat, tuple(row)))
    return p, Entered(tuple(opened), adventure, not track.next[y], track.actions[y])


def back(fmap: FirelandMap, p: Pawns, seat: int, i: int, n: int) -> Pawns:
    """A ship sent `n` steps back by an Adventure's cost (L1826): toward its start along the
    only way it came (the ocean tracks do not fork), with no landing action."""
    row = list(p.at[seat])
    row[i] = max(0, row[i] - n)
    return replace(p, at=with_seat(p.at, seat, tuple(row)))


def ship_back(fmap: FirelandMap, p: Pawns, seat: int) -> int:
    """The most steps one of the seat's ships can go back (an Adventure's Purse)."""
    return max(
        (p.at[seat][i] for i, t in enumerate(fmap.tracks) if t.kind != LAND and p.at[seat][i] > 0),
        default=0,
    )
