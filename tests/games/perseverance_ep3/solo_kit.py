"""Helpers for the solo tests: a solo game past your start zone, and a bare position."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.state import EMPTY, PState

from .fixtures import GAME


def solo(seed: int = 1, level: str = "citizen", **config) -> PState:
    return GAME.setup({"players": 2, "dissidents": level, **config}, seed)


def solo_started(seed: int = 1, level: str = "citizen", **config) -> PState:
    """Past your start zone (the first one offered) and its provisions."""
    s = solo(seed, level, **config)
    while s.phase == "zones":
        GAME.apply(s, 0)
    return s


def card(number: int) -> int:
    return number - 1


def programme(pid: str) -> int:
    return [p.id for p in solo_data().programmes].index(pid)


def set_cards(s: PState, narek: int, camilla: int) -> None:
    """Narek's and Camilla's slots hold cards `narek` and `camilla` (numbers)."""
    s.solo.slots = [card(narek), card(camilla)]


def bare(s: PState) -> None:
    """No dice in the zones, no shelters, no cubes: examples set their own."""
    for z in range(4):
        for d in s.zone_dice[z]:
            if d.__class__ is tuple:
                s.pool.append(d)
        s.zone_dice[z] = (EMPTY,) * len(s.zone_dice[z])
    s.zone_shelters = [(EMPTY,) * len(z) for z in s.zone_shelters]
    s.loc_shelters = [()] * len(s.loc_shelters)
    s.outpost = [(), ()]
    for row in s.influence:
        row[:] = [0] * len(row)


def position(seed=2, narek="architect", camilla="influencer", cards=(3, 2)) -> PState:
    """A bare solo position: Narek's and Camilla's programmes and action cards set, the
    Dissidents' log empty."""
    s = solo_started(seed)
    bare(s)
    s.solo.programmes = [programme(narek), programme(camilla)]
    set_cards(s, *cards)
    s.solo.log = []
    return s


def explored(s: PState, *locs: int) -> None:
    """Only `locs` explored (tiles 0, 1, ... in that order), with no wild dinosaur there."""
    s.loc_tile = [-1] * len(s.loc_tile)
    for k, loc in enumerate(locs):
        s.loc_tile[loc] = k
        s.loc_wild[loc] = -1
