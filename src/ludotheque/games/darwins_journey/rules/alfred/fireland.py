"""Alfred on the Fireland side (L2013-L2041): his Navigation, Exploration, Catch up and
Add an Explorer move his pawns on Fireland's tracks (rules.fireland.pawns) by his rules,
never a decision.

- Which pawn: an Exploration moves his first explorer (the one that starts on the first
  land track: the icon the rulebook shows, ruling FL-R17) while it can move, else his most
  recently unlocked explorer that can; a Navigation one ship for the whole move: his ship
  on the main Ocean track while it is behind the Beagle, else his most recently unlocked
  ship that can move (L2031-L2035, FL-R18). At a fork, always the longest branch (L2029).
- An Adventure token reached or passed: he takes it, draws no card, spends 2 Time and
  moves his Bonus pawn 2 spaces (L2021). Then an Exploration runs only the final space's
  action; on a specimen space none (L2023, FL-R19).
- Time penalties take his steps as a player's (L2037); Viewpoints: FL-R20.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules import economy
from ludotheque.games.darwins_journey.rules.alfred import act, tracks
from ludotheque.games.darwins_journey.rules.fireland import adventure, campsites, pawns, time_track
from ludotheque.games.darwins_journey.rules.fireland import viewpoints as vp_rules
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra
from ludotheque.games.darwins_journey.rules.fireland.encounters import purse, spend_time
from ludotheque.games.darwins_journey.rules.fireland.fleet import fleet_steps, mirror
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat
from ludotheque.games.darwins_journey.state import DarwinState, note

TOKEN_TIME = 2  # Time he spends for an Adventure token (L2021)
TOKEN_BONUS = 2  # spaces his Bonus pawn moves for it (L2021)


def _map():
    return fireland_data().map


def unlock_order(s: DarwinState) -> tuple[int, ...]:
    """His tracks (map indexes) in the order his pawns came onto them: the two starting
    tracks, then those his moves and Add an Explorer opened (`FireTable.opened`)."""
    fmap = _map()
    first = (fmap.tracks.index(fmap.ocean[0]), fmap.tracks.index(fmap.land[0]))
    return (*first, *s.fire.opened)


def _opened(s: DarwinState, tracks_: tuple[int, ...]) -> None:
    if tracks_:
        s.fire = replace(s.fire, opened=(*s.fire.opened, *tracks_))
        for j in tracks_:
            note(s, f"Alfred opens track {_map().tracks[j].id}")


def latest(s: DarwinState, kind: str) -> int:
    """His most recently unlocked pawn of `kind` that can still move, -1 none."""
    can = pawns.movable(_map(), s.pawns, s.ctx.alfred, kind)
    return next((i for i in reversed(unlock_order(s)) if i in can), -1)


def explorer_to_move(s: DarwinState) -> int:
    fmap = _map()
    first = fmap.tracks.index(fmap.land[0])
    if first in pawns.movable(fmap, s.pawns, s.ctx.alfred, LAND):
        return first
    return latest(s, LAND)


def beagle_step(s: DarwinState) -> int:
    ocean = s.ctx.comp.geo.ocean
    return ocean.step[ocean.beagle[s.beagle]]


def ship_to_move(s: DarwinState) -> int:
    """His main-Ocean ship if it is behind the Beagle (its spaces from the start against
    the Beagle's step, as FL-R12 counts), else his most recently unlocked (FL-R18)."""
    fmap = _map()
    main = fmap.tracks.index(fmap.ocean[0])
    x = s.pawns.at[s.ctx.alfred][main]
    if main in pawns.movable(fmap, s.pawns, s.ctx.alfred, OCEAN) and x < beagle_step(s):
        return main
    return latest(s, OCEAN)


def _far(i: int) -> tuple[int, ...]:
    """Per space of track i: the most steps a pawn can still take from it."""
    return _far_on(_map().tracks[i].next)


@cache
def _far_on(nxt: tuple) -> tuple[int, ...]:
    memo: dict[int, int] = {}

    def far(x: int) -> int:
        if x not in memo:
            memo[x] = max((1 + far(y) for y in nxt[x]), default=0)
        return memo[x]

    return tuple(far(x) for x in range(len(nxt)))


def walk(s: DarwinState, i: int, n: int) -> tuple[list[int], int]:
    """Move his pawn on track i n steps by the longest route, setting off what each space
    entered sets off; returns the counted spaces and the Adventure tokens taken."""
    a = s.ctx.alfred
    fmap = _map()
    far = _far(i)
    counted, tokens = [], 0
    for _ in range(n):
        opts = pawns.steps(fmap, s.pawns, a, i)
        if not opts:
            break
        y, via = max(opts, key=lambda o: far[o[0]])  # max keeps the first of equals
        for z in via:
            s.pawns, what = pawns.enter(fmap, s.pawns, s.fire, a, i, z)
            _opened(s, what.opened)
            if what.adventure is not None:
                take_token(s, fmap.tracks[i].kind, what.adventure)
                tokens += 1
            if what.viewpoint:
                viewpoint(s, i, z)
        counted.append(y)
    mirror(s, a)  # a ship moved, or an explorer opened an ocean track
    return counted, tokens


def take_token(s: DarwinState, kind: str, banner: tuple[str, int]) -> None:
    """No card: the token, 2 Time spent, his Bonus pawn 2 spaces on (L2021)."""
    a = s.ctx.alfred
    s.fire = adventure.take_token(s.fire, a, kind, banner)
    note(s, f"Alfred takes the Adventure token at {banner[0]} {banner[1]}")
    spend_time(s, a, TOKEN_TIME)
    tracks.move_bonus(s, TOKEN_BONUS)


def viewpoint(s: DarwinState, i: int, x: int) -> None:
    """A track's end: he takes its Viewpoint as a player would when he can pay it, and
    runs its gains his way; a ship sent back is his ship the furthest on (FL-R20)."""
    a = s.ctx.alfred
    fire = fireland_data()
    track = fire.map.tracks[i]
    s.fire, view, lost = vp_rules.reach(fire, s.fire, a, track.id, x, purse(s, a))
    if lost:
        economy.gain_vp(s, a, -lost)
    if view is None:
        return
    note(s, f"Alfred takes Viewpoint {view.id}")
    c = view.cost
    economy.pay(s, a, c.coins)
    economy.gain_vp(s, a, -c.vp)
    s.theory[a] -= c.theory
    s.tk[a] -= c.tk
    s.kept[a] = None
    if c.ship:
        ships = [j for j, t in enumerate(fire.map.tracks) if t.kind == OCEAN]
        j = max(ships, key=lambda j: s.pawns.at[a][j])
        s.pawns = pawns.back(fire.map, s.pawns, a, j, c.ship)
        mirror(s, a)
    act.run_all(s, view.gain)


def _actions(s: DarwinState, i: int, x: int) -> tuple:
    return campsites.space_actions(s, i, x, _map().tracks[i].actions[x])


def _research(s: DarwinState, cell: int) -> None:
    s.research[s.ctx.alfred] |= 1 << cell
    s.kept[s.ctx.alfred] = None


def navigate(s: DarwinState, n: int) -> None:
    """As on the base side (L1478): every counted space's actions in order, a flag's
    specimen researched."""
    n -= extra(s, s.ctx.alfred, "navigate", "steps")
    i = ship_to_move(s)
    if i < 0 or n <= 0:
        return
    counted, _ = walk(s, i, n)
    for x in counted:
        specimen = s.fire.flags[i][x]
        if specimen >= 0:
            _research(s, specimen)
        else:
            act.run_all(s, _actions(s, i, x))


def explore(s: DarwinState, n: int) -> None:
    """Every specimen crossed researched; then the last 2 spaces' actions (specimen spaces
    left out), or with a token taken only the final space's, none on a specimen (L2023)."""
    n -= extra(s, s.ctx.alfred, "explore", "steps")
    i = explorer_to_move(s)
    if i < 0 or n <= 0:
        return
    counted, tokens = walk(s, i, n)
    flags = s.fire.flags[i]
    for x in counted:
        if flags[x] >= 0:
            _research(s, flags[x])
    for x in counted[-1:] if tokens else counted[-2:]:
        if flags[x] < 0:
            act.run_all(s, _actions(s, i, x))


def catch_beagle(s: DarwinState) -> None:
    """The chosen ship sails the steps his fleet is behind the Beagle, running no space's
    action (as ruling A6 on the base side); banners still set off."""
    n = beagle_step(s) - fleet_steps(s, s.ctx.alfred)
    i = ship_to_move(s)
    if n > 0 and i >= 0:
        walk(s, i, n)


def new_track(s: DarwinState) -> int:
    """The first land track without his explorer, while he has one left (ruling FL-R13's
    reading for him); -1 none."""
    fmap = _map()
    a = s.ctx.alfred
    if pawns.left(fmap, s.pawns, a, LAND) <= 0:
        return -1
    return next(
        (j for j, t in enumerate(fmap.tracks) if t.kind == LAND and s.pawns.at[a][j] < 0), -1
    )


def add_explorer(s: DarwinState) -> None:
    j = new_track(s)
    if j >= 0:
        a = s.ctx.alfred
        row = list(s.pawns.at[a])
        row[j] = 0
        at = s.pawns.at
        s.pawns = pawns.Pawns((*at[:a], tuple(row), *at[a + 1 :]))
        _opened(s, (j,))


@act.verb("time")
def _time(s, n):
    """Receive Time as a player (L2037): up the track, never above its top."""
    a = s.ctx.alfred
    s.fire = replace(s.fire, time=with_seat(s.fire.time, a, time_track.gain(s.fire.time[a], n)))
