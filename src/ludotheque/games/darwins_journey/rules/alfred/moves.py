"""Alfred on the map: Navigation (L1470-L1480), Exploration (L1482-L1490), campsites
(L1494-L1500), Add Explorer (L1577-L1581), Catch up with the Beagle and research.

He always moves the full number, by the longest route (at a fork, the branch with the
most spaces still ahead; equal branches: the first in the data). Banners, the final-space
VP and silver-banner explorers work as in the base game (movement.cross).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy, movement
from ludotheque.games.darwins_journey.rules.alfred import act
from ludotheque.games.darwins_journey.rules.alfred import fireland as fire
from ludotheque.games.darwins_journey.state import (
    READ_TENTS,
    DarwinState,
    explorers_left,
    forget,
    note,
    replaced,
)

OCEAN = movement.OCEAN
_AHEAD: dict[int, tuple] = {}  # id(track) -> (track, distances), computed once per track


def ahead(s: DarwinState, t: int) -> tuple[int, ...]:
    """Per space of track t: the most spaces a pawn can still move from it."""
    track = s.ctx.comp.geo.track(t)
    got = _AHEAD.get(id(track))
    if got is None or got[0] is not track:
        memo: dict[int, int] = {}

        def far(x: int) -> int:
            if x not in memo:
                memo[x] = max((1 + far(y) for y in track.next[x]), default=0)
            return memo[x]

        got = _AHEAD[id(track)] = (track, tuple(far(x) for x in range(len(track.ids))))
    return got[1]


def walk(s: DarwinState, t: int, n: int) -> list[int]:
    """Move Alfred's pawn on track t n counted steps by the longest route, crossing what
    it enters (jumped spaces included, ruling R17); returns the counted spaces in order
    (jumped ones are not counted: ruling A5). Movement past the end is lost (L1486)."""
    a = s.ctx.alfred
    far = ahead(s, t)
    counted = []
    for _ in range(n):
        x = movement.position(s, a, t)
        opts = movement.steps(s, a, t, x)
        if not opts:
            break
        y, via = max(opts, key=lambda o: far[o[0]])  # max keeps the first of equals
        movement.set_position(s, a, t, y)
        for z in via:
            movement.cross(s, a, t, z)
        counted.append(y)
    return counted


def space_actions(s: DarwinState, t: int, x: int) -> tuple:
    track = s.ctx.comp.geo.track(t)
    return tuple(("camp", track.camp[x] + 1, ()) if e[0] == "camp" else e for e in track.actions[x])


def research(s: DarwinState, cell: int) -> None:
    s.research[s.ctx.alfred] |= 1 << cell
    s.kept[s.ctx.alfred] = None


@act.verb("navigate")
def navigate(s: DarwinState, n: int) -> None:
    """The ship runs the actions of every space crossed and of the landing space, in
    order (L1478); a specimen flag among them is researched."""
    if s.ctx.fireland:
        return fire.navigate(s, n)
    for x in walk(s, OCEAN, n):
        specimen = s.flags[OCEAN][x]
        if specimen >= 0:
            research(s, specimen)
        else:
            act.run_all(s, space_actions(s, OCEAN, x))


def explorer_to_move(s: DarwinState) -> int:
    """The explorer on the rightmost Island; if it stands on its last space, the one on
    the Island before (L1484). 0 if none can move."""
    a = s.ctx.alfred
    for t in (3, 2, 1):
        x = movement.position(s, a, t)
        if x >= 0 and movement.steps(s, a, t, x):
            return t
    return 0


@act.verb("explore")
def explore(s: DarwinState, n: int) -> None:
    """Research every specimen crossed, then run the last 2 spaces' actions in order,
    leaving out specimen spaces (already researched) (L1488)."""
    if s.ctx.fireland:
        return fire.explore(s, n)
    t = explorer_to_move(s)
    if not t:
        return
    counted = walk(s, t, n)
    for x in counted:
        if s.flags[t][x] >= 0:
            research(s, s.flags[t][x])
    for x in counted[-2:]:
        if s.flags[t][x] < 0:
            act.run_all(s, space_actions(s, t, x))


@act.verb("catch-beagle")
def catch_beagle(s: DarwinState, n: int) -> None:
    """Only a ship behind the Beagle moves; it crosses the silver banners on the way and
    runs no space's action (rulings R19, A6). A ship on or ahead of it stays."""
    if s.ctx.fireland:
        return fire.catch_beagle(s)
    a = s.ctx.alfred
    ocean = s.ctx.comp.geo.ocean
    target = ocean.beagle[s.beagle]
    here = ocean.step[s.ship[a]]
    if here >= ocean.step[target]:
        return
    s.ship[a] = target
    s.kept[a] = None
    for y in range(len(ocean.ids)):
        if here < ocean.step[y] <= ocean.step[target] and ocean.silver[y]:
            movement.cross(s, a, OCEAN, y)


def new_island(s: DarwinState) -> int:
    """The leftmost Island without his explorer, if he has one left (L1579); -1 none.
    On the Fireland side, the first land track without one (a track index)."""
    if s.ctx.fireland:
        return fire.new_track(s)
    a = s.ctx.alfred
    if explorers_left(s, a) <= 0:
        return -1
    return next((i for i in range(3) if s.explorers[a][i] < 0), -1)


@act.verb("place-explorer")
@act.verb("add-explorer")
def add_explorer(s: DarwinState, n: int) -> None:
    if s.ctx.fireland:
        return fire.add_explorer(s)
    i = new_island(s)
    if i >= 0:
        movement.set_position(s, s.ctx.alfred, i + 1, 0)
        note(s, f"Alfred adds an explorer on {s.ctx.comp.geo.islands[i].id}")


# ----- campsites (L1494-L1500) ---------------------------------------------------------
def cheapest_tent(s: DarwinState, camp: int | None) -> tuple[int, int] | None:
    """The cheapest free tent space he can pay, of one campsite or (None) any; equal costs:
    the first campsite and space. A 0-coin space needs no coin (ruling A1)."""
    a = s.ctx.alfred
    if len(s.tents[a]) >= len(act.board(s).tents):
        return None
    geo = s.ctx.comp.geo
    camps = range(len(geo.campsites)) if camp is None else (camp,)
    spots = [
        (cost, c, k)
        for c in camps
        for k, cost in enumerate(geo.campsites[c].costs)
        if s.camps[c][k] < 0 and cost <= s.coins[a]
    ]
    if not spots:
        return None
    _, c, k = min(spots)
    return c, k


def pitch(s: DarwinState, camp: int | None) -> None:
    """His top tent on the cheapest space; then the campsite's actions and the action of
    the tent's row on his board (L1498). Nothing to pitch: the action is lost (L1500)."""
    spot = cheapest_tent(s, camp)
    if spot is None:
        return
    a = s.ctx.alfred
    c, k = spot
    geo = s.ctx.comp.geo
    economy.pay(s, a, geo.campsites[c].costs[k])
    row = len(s.tents[a])
    s.tents = replaced(s.tents, a, (*s.tents[a], (c, k)))
    s.camps = replaced(s.camps, c, replaced(s.camps[c], k, a))
    forget(s, READ_TENTS)
    note(s, f"Alfred pitches a tent at {geo.campsites[c].id}")
    act.run_all(s, geo.campsites[c].actions)
    act.run_all(s, act.board(s).tents[row])


@act.verb("camp")
def _camp(s, n):
    if n > 0:
        pitch(s, n - 1)


@act.verb("camp-anywhere")
def _camp_anywhere(s, n):
    pitch(s, None)


# ----- research at the Museum, or of any specimen --------------------------------------
@act.verb("museum-research")
def _museum_research(s, n):
    """The first Museum tiles (board order) he has not researched; the second for 3 coins
    when he can pay (ruling A14)."""
    a = s.ctx.alfred
    cells = [c for c in range(len(s.museum)) if s.museum[c] and not s.research[a] >> c & 1]
    for i, c in enumerate(cells[:2]):
        if i == 1:
            if s.coins[a] < s.ctx.comp.tracks.second_cost:
                return
            economy.pay(s, a, s.ctx.comp.tracks.second_cost)
        research(s, c)


@act.verb("research-any")
def _research_any(s, n):
    a = s.ctx.alfred
    cell = next((c for c in range(len(s.museum)) if not s.research[a] >> c & 1), -1)
    if cell >= 0:
        research(s, cell)
