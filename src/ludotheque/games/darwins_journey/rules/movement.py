"""Navigation (L642-L668) and Exploration (L670-L676), one space at a time, with Place an
Explorer (L855), Catch up with the Beagle (L873), research on specimen flags (L680-L686)
and the silver slot's Island research (L1017).

A move is a task the player advances space by space: "to <space>" for each way forward
(a fork offers both, L664), or "stop here" once it has moved (the icon's number is an
upper bound, ruling R11). An explorer does not count spaces held by an opponent's
explorer, which it jumps (L676); only first and last spaces hold several (L658). Entering a
space crosses the banner written on it: a gold banner pays its VP to the first explorer
(L660), a silver banner makes the ship's owner place an explorer on the Island of its
symbol (L650). The gold distinction's extra stop (L919) runs the actions of one space on
the way. The first pawn on a track's final space scores 3 VP (L662, L666). With Pirates,
a campsite's space entered finds its Treasure (rules/pirates/treasure.py, L2190).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy, museum, tasks
from ludotheque.games.darwins_journey.rules.effects import EXTRA_STOP, push_bundle, runner
from ludotheque.games.darwins_journey.rules.fireland import fleet as fire_fleet
from ludotheque.games.darwins_journey.rules.fireland import moves as fire
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.rules.pirates import treasure
from ludotheque.games.darwins_journey.rules.route_names import route_names
from ludotheque.games.darwins_journey.state import (
    READ_BEAGLE,
    READ_EXPLORERS,
    DarwinState,
    explorers_left,
    replaced,
)

OCEAN = 0  # track 0; Island i is track i + 1


def position(s: DarwinState, seat: int, t: int) -> int:
    return s.ship[seat] if t == OCEAN else s.explorers[seat][t - 1]


def _set(s: DarwinState, seat: int, t: int, x: int) -> None:
    if t == OCEAN:
        s.ship[seat] = x
        if s.watch[seat][2] & READ_BEAGLE:
            s.kept[seat] = None
    else:
        e = list(s.explorers[seat])
        e[t - 1] = x
        s.explorers[seat] = tuple(e)
        if s.watch[seat][2] & READ_EXPLORERS:  # Scenarios objectives read them (L2339, L2351)
            s.kept[seat] = None


set_position = _set  # for Alfred's moves (rules/alfred/moves.py)


def _blocked(s: DarwinState, seat: int, t: int, x: int) -> bool:
    """An opponent's explorer holds the space (never on ships, first or last spaces)."""
    if t == OCEAN or x == 0 or x == s.ctx.comp.geo.islands[t - 1].final:
        return False
    explorers = s.explorers
    for p in range(s.ctx.players):  # a loop, not any() over a generator: asked per step
        if p != seat and explorers[p][t - 1] == x:
            return True
    return False


def steps(s: DarwinState, seat: int, t: int, x: int) -> list[tuple[int, tuple[int, ...]]]:
    """Where one counted step from `x` can end, each with the spaces entered on the way
    (jumped ones first)."""
    track = s.ctx.comp.geo.tracks[t]
    out = []
    for y in track.next[x]:
        if _blocked(s, seat, t, y):
            out += [(z, (y, *via)) for z, via in steps(s, seat, t, y)]
        else:
            out.append((y, (y,)))
    return out


def routes(s: DarwinState, seat: int, t: int, x: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """The options of one step: "to <space>", or "to <space> via <jumped>" when jumped
    branches of a fork lead to the same space (they cross different banners)."""
    return route_names(s.ctx.comp.geo.tracks[t].ids, steps(s, seat, t, x))


def can_step(s: DarwinState, seat: int, t: int, x: int) -> bool:
    """`bool(steps(s, seat, t, x))` without listing the steps: asked by every hub
    decision offering a move (its action's `usable`)."""
    for y in s.ctx.comp.geo.tracks[t].next[x]:
        if not _blocked(s, seat, t, y) or can_step(s, seat, t, y):
            return True
    return False


def can_explore(s: DarwinState, seat: int) -> bool:
    """`bool(movable(s, seat))`, stopping at the first explorer that can move."""
    explorers = s.explorers[seat]
    for t in range(1, 4):
        x = explorers[t - 1]
        if x >= 0 and can_step(s, seat, t, x):
            return True
    return False


def movable(s: DarwinState, seat: int) -> list[int]:
    """Islands (track numbers) where the seat has an explorer that can still move."""
    return [
        t
        for t in range(1, 4)
        if position(s, seat, t) >= 0 and steps(s, seat, t, position(s, seat, t))
    ]


# ----- starting a move -------------------------------------------------------------------
def _can_navigate(s, seat, n):
    if s.ctx.fireland:  # one of the seat's ships on the Fireland side (L1882)
        return fire.can_move(s, seat, fire.OCEAN)
    return can_step(s, seat, OCEAN, s.ship[seat])


@runner("navigate", usable=_can_navigate)
def _navigate(s, seat, n, flags):
    if s.ctx.fireland:
        fire.start_move(s, seat, fire.OCEAN, n, flags & EXTRA_STOP)
        return
    tasks.push(s, ("move", seat, OCEAN, n, 0, flags & EXTRA_STOP))


def _can_explore(s, seat, n):
    """An explorer can move, and the move has a step (GS8 shortens it, maybe to none)."""
    if s.ctx.fireland and not fire.can_move(s, seat, fire.LAND):
        return False
    return (s.ctx.fireland or can_explore(s, seat)) and (
        s.ships[seat] < 0 or ship.explore_steps(s, seat, n) > 0
    )


@runner("explore", usable=_can_explore)
def _explore(s, seat, n, flags):
    if s.ships[seat] >= 0:
        n = ship.explore_steps(s, seat, n)  # GS8 (L2132)
        if n <= 0:
            return
    if s.ctx.fireland:
        fire.start_move(s, seat, fire.LAND, n, flags & EXTRA_STOP)
        return
    ts = movable(s, seat)
    if len(ts) == 1:
        tasks.push(s, ("move", seat, ts[0], n, 0, flags & EXTRA_STOP))
    else:
        tasks.push(s, ("which-explorer", seat, n, flags & EXTRA_STOP))


def _which_options(s, task):
    seat = task[1]
    return [f"explorer on {s.ctx.comp.geo.tracks[t].id}" for t in movable(s, seat)]


def _which_play(s, task, opt):
    tasks.pop(s)
    _, seat, n, stop = task
    t = next(t for t in movable(s, seat) if opt.endswith(s.ctx.comp.geo.tracks[t].id))
    tasks.push(s, ("move", seat, t, n, 0, stop))


tasks.register("which-explorer", _which_options, _which_play, "Which explorer explores?")


# ----- moving ----------------------------------------------------------------------------
def _move_options(s, task):
    _, seat, t, left, moved, stop = task
    x = position(s, seat, t)
    opts = [name for name, _, _ in routes(s, seat, t, x)] if left > 0 else []
    if moved:
        opts.append("stop here")
        if stop and left > 0 and opts[:-1]:
            opts.append("stop here and go on")  # the gold extra stop (L919)
    return opts


def _move_play(s, task, opt):
    tasks.pop(s)
    _, seat, t, left, moved, stop = task
    x = position(s, seat, t)
    if opt == "stop here":
        land(s, seat, t, x)
        return
    if opt == "stop here and go on":
        tasks.push(s, ("move", seat, t, left, moved, 0))
        land(s, seat, t, x)
        return
    dest, via = next((y, v) for name, y, v in routes(s, seat, t, x) if name == opt)
    _set(s, seat, t, dest)
    for y in via:
        cross(s, seat, t, y)
    if left - 1 > 0 and steps(s, seat, t, dest):
        tasks.push(s, ("move", seat, t, left - 1, moved + 1, stop))
    else:
        land(s, seat, t, dest)
    if t == OCEAN and s.ships[seat] >= 0:  # GS5, GS11: on top, resolved first
        before = s.ctx.comp.geo.tracks[t].step[x]  # a step is one more than the last (geography.py)
        ship.sailed(s, seat, before, before - moved)
    if s.ctx.pirates:  # campsites passed or stopped on (L2190): on top of all
        treasure.passed(s, seat, t, via)


tasks.register("move", _move_options, _move_play, "Move your piece on along its route.")


def cross(s: DarwinState, seat: int, t: int, y: int) -> None:
    """What entering space `y` does before the move ends: banners and the final space."""
    track = s.ctx.comp.geo.tracks[t]
    if t != OCEAN and track.gold[y] and not s.banked[t] >> y & 1:
        s.banked = replaced(s.banked, t, s.banked[t] | 1 << y)
        vp = track.gold[y]
        economy.gain_vp(s, seat, vp if s.ships[seat] < 0 else ship.explore_vp(s, seat, vp))
    if t == OCEAN and track.silver[y]:
        island = next(
            i for i, isl in enumerate(s.ctx.comp.geo.islands) if isl.symbol == track.silver[y]
        )
        if explorers_left(s, seat) > 0 and s.explorers[seat][island] < 0:  # ruling R18
            _set(s, seat, island + 1, 0)
    if y == track.final and not s.banked[t] >> y & 1:
        s.banked = replaced(s.banked, t, s.banked[t] | 1 << y)
        vp = s.ctx.comp.tracks.final_vp
        if t != OCEAN and s.ships[seat] >= 0:
            vp = ship.explore_vp(s, seat, vp)  # GS8: an exploration's VP
        economy.gain_vp(s, seat, vp)


def land(s: DarwinState, seat: int, t: int, x: int) -> None:
    """The stop: research the specimen on a flag, or run the space's actions (L662, L666;
    a Beagle space does nothing, L668)."""
    track = s.ctx.comp.geo.tracks[t]
    specimen = s.flags[t][x]
    if specimen >= 0:
        museum.research(s, seat, specimen)
        return
    acts = tuple(("camp", track.camp[x] + 1, ()) if a[0] == "camp" else a for a in track.actions[x])
    if t != OCEAN and s.ships[seat] >= 0:
        acts = ship.explore_landing(s, seat, acts)  # GS8
    push_bundle(s, seat, acts)


# ----- Place an Explorer (L855) ----------------------------------------------------------
def _free_islands(s, seat):
    if s.ctx.fireland:  # the Fireland side's land tracks (ruling FL-R13)
        return fire.free_land(s, seat)
    if explorers_left(s, seat) <= 0:
        return []
    return [i for i in range(3) if s.explorers[seat][i] < 0]


@runner("place-explorer", usable=lambda s, seat, n: bool(_free_islands(s, seat)))
def _place_explorer(s, seat, n, flags):
    tasks.push(s, ("place-explorer", seat))


def _pe_options(s, task):
    if s.ctx.fireland:
        return [fire.place_words(i) for i in _free_islands(s, task[1])]
    return [f"explorer to {s.ctx.comp.geo.islands[i].id}" for i in _free_islands(s, task[1])]


def _pe_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    if s.ctx.fireland:
        fire.place_explorer(
            s, seat, next(i for i in _free_islands(s, seat) if opt == fire.place_words(i))
        )
        return
    i = next(i for i in _free_islands(s, seat) if opt.endswith(s.ctx.comp.geo.islands[i].id))
    _set(s, seat, i + 1, 0)


tasks.register("place-explorer", _pe_options, _pe_play, "Where does the explorer start?")


# ----- Catch up with the Beagle (L873) ---------------------------------------------------
def _behind(s, seat):
    if s.ctx.fireland:  # the fleet's steps (ruling FL-R12)
        return fire.behind(s, seat) > 0 and fire.can_move(s, seat, fire.OCEAN)
    ocean = s.ctx.comp.geo.ocean
    return ocean.step[s.ship[seat]] < ocean.step[ocean.beagle[s.beagle]]


@runner("catch-beagle", usable=lambda s, seat, n: _behind(s, seat))
def _catch(s, seat, n, flags):
    """The ship jumps to the Beagle's space, crossing the banners on the way (ruling R19)."""
    if s.ctx.fireland:
        fire.catch_up(s, seat)
        return
    ocean = s.ctx.comp.geo.ocean
    target = ocean.beagle[s.beagle]
    here = ocean.step[s.ship[seat]]
    s.ship[seat] = target
    if s.watch[seat][2] & READ_BEAGLE:
        s.kept[seat] = None
    for y in range(len(ocean.ids)):
        if here < ocean.step[y] <= ocean.step[target] and ocean.silver[y]:
            cross(s, seat, OCEAN, y)
    if s.ships[seat] >= 0:
        ship.sailed(s, seat, here, here)  # GS5, GS11


# ----- Island research (L1017) ---------------------------------------------------------
def island_specimens(s: DarwinState, seat: int) -> list[int]:
    if s.ctx.fireland:  # the specimens on its explorers' land tracks
        return fire_fleet.land_specimens(s, seat)
    out = set()
    for i in range(3):
        if s.explorers[seat][i] >= 0:
            out |= {x for x in s.flags[i + 1] if x >= 0}
    return sorted(c for c in out if not s.research[seat] >> c & 1)


@runner("island-research", usable=lambda s, seat, n: bool(island_specimens(s, seat)))
def _island_research(s, seat, n, flags):
    if island_specimens(s, seat):
        tasks.push(s, ("island-research", seat))


def _ir_options(s, task):
    names = s.ctx.comp.geo.specimens
    return [f"research {names[c].id}" for c in island_specimens(s, task[1])]


def _ir_play(s, task, opt):
    tasks.pop(s)
    museum.research(s, task[1], museum.specimen_cell(s, opt))


tasks.register("island-research", _ir_options, _ir_play, "Research a specimen of your Islands.")
