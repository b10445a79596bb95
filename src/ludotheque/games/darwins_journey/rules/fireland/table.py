"""Fireland's part of a game (L1705-L1741): each seat's Time marker, the penalty tiles drawn
onto the watch rows, the Adventure tokens still on the gold banners and those each seat
took, the Viewpoint tokens on their slots, and the two Adventure decks.

A `FireTable` is immutable and replaced on change, so copies of a state share it. The decks'
order is hidden (L1737: face down): `public` leaves it out and `redeal` reshuffles it for a
seat's determinization.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import Fireland
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN

KINDS = (OCEAN, LAND)  # the order of `decks`, `discards` and each seat's `held`


@dataclass(frozen=True)
class FireTable:
    time: tuple[int, ...]  # per seat: Time spent, 0 (top) to the track's last space
    drawn: tuple[int, ...]  # per watch row, top to bottom: the penalty tile on it (L1731)
    tokens: tuple[tuple[str, int], ...]  # (track, space) of the gold banners holding a token
    held: tuple[tuple[int, int], ...]  # per seat: Adventure tokens taken, (ocean, land)
    slots: tuple[tuple[str, int], ...]  # per Viewpoint slot: (slot, token index, -1 taken)
    views: tuple[tuple[int, ...], ...]  # per seat: Viewpoint tokens taken
    decks: tuple[tuple[int, ...], tuple[int, ...]]  # (ocean, land) card indexes, top last
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    resolving: tuple | None = None  # (seat, kind, card, banner or None) being resolved
    flags: tuple[tuple[int, ...], ...] = ()  # per track (the map's order): specimen per space
    logged: tuple[int, ...] = ()  # per seat: Adventure tokens on its GS1 (empty: none yet)
    opened: tuple[int, ...] = ()  # solo: tracks Alfred's pawns came onto, in order (FL-R18)
    stolen: tuple[int, ...] = ()  # per seat: a Stolen Time token held (empty: none, FL-R25)


def setup(fire: Fireland, players: int, rng: Rng) -> FireTable:
    """Steps 4-9 of L1719-L1737: tokens on the banners for this player count, the Viewpoints
    shuffled onto their slots, 3 of the 8 penalty tiles drawn, the markers on 0, the decks
    shuffled."""
    tokens = tuple(b for kind in KINDS for b in fire.map.adventure_banners(kind, players))
    views = list(range(len(fire.viewpoints)))
    rng.shuffle(views)
    slots = tuple(zip(fire.map.viewpoint_slots(), views, strict=True))
    tiles = list(range(len(fire.penalties)))
    rng.shuffle(tiles)
    decks = []
    for kind in KINDS:
        deck = list(range(len(fire.adventures[kind])))
        rng.shuffle(deck)
        decks.append(tuple(deck))
    return FireTable(
        time=(0,) * players,
        drawn=tuple(tiles[: len(fire.time.rows)]),
        tokens=tokens,
        held=((0, 0),) * players,
        slots=slots,
        views=((),) * players,
        decks=(decks[0], decks[1]),
        discards=((), ()),
    )


def public(t: FireTable) -> dict:
    """What every seat sees: all but the decks' order (their sizes only); in solo the order
    Alfred's pawns came onto their tracks (FL-R18), absent at 2-4 players."""
    out = {
        "time": list(t.time),
        "drawn": list(t.drawn),
        "tokens": [list(b) for b in t.tokens],
        "held": [list(h) for h in t.held],
        "slots": [list(s) for s in t.slots],
        "views": [list(v) for v in t.views],
        "deck_sizes": [len(d) for d in t.decks],
        "discards": [list(d) for d in t.discards],
        "resolving": list(t.resolving) if t.resolving else None,
        "flags": [list(f) for f in t.flags],
    }
    if t.opened:
        out["opened"] = list(t.opened)
    if t.stolen:  # the Stolen Time tokens held until Cleanup (L1979)
        out["stolen"] = list(t.stolen)
    return out


def redeal(t: FireTable, rng: Rng) -> FireTable:
    """The decks in an order drawn at random (a seat does not know theirs)."""
    decks = []
    for deck in t.decks:
        d = list(deck)
        rng.shuffle(d)
        decks.append(tuple(d))
    return replace(t, decks=(decks[0], decks[1]))


def with_seat(t: tuple, seat: int, value) -> tuple:
    return (*t[:seat], value, *t[seat + 1 :])
