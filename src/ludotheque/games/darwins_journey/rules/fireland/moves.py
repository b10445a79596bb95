"""Ships and explorers moving on the Fireland side in the game's turn (L1864-L1882): a
Navigation moves one ship of the seat's choice for all its steps, unsplit (L1882), an
Exploration one explorer; each step enters spaces (`pawns.enter`: silver banners open the
other kind's track, a gold banner holding a token starts an Adventure, a track's end gives
its Viewpoint) and the stop researches a flag's specimen or runs the space's actions. The
Time penalties on Navigation and Exploration take their steps (L1795-L1796).

The Beagle (ruling FL-R12): the base game's Beagle course, delays, Catch up and the
modules read `s.ship`, one Ocean space per seat. On this side a seat's fleet counts as the
steps all its ships have sailed from their tracks' starts, and `s.ship` is kept on the base
Ocean's space of that step (`mirror`), so those rules read Fireland's ships unchanged. Catch
up with the Beagle sails one ship of the seat's choice those missing steps (no landing).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules import museum, tasks
from ludotheque.games.darwins_journey.rules.effects import EXTRA_STOP, push_bundle
from ludotheque.games.darwins_journey.rules.fireland import campsites, pawns, pirates
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra
from ludotheque.games.darwins_journey.rules.fireland.encounters import cross
from ludotheque.games.darwins_journey.rules.fireland.fleet import fleet_steps, mirror
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.rules.route_names import route_names
from ludotheque.games.darwins_journey.state import DarwinState, note

CATCH = 8  # a move's flag: Catch up with the Beagle (every step taken, no landing)


def _map():
    return fireland_data().map


def can_move(s: DarwinState, seat: int, kind: str) -> bool:
    return bool(pawns.movable(_map(), s.pawns, seat, kind))


def start_move(s: DarwinState, seat: int, kind: str, n: int, flags: int) -> None:
    """A Navigation (kind OCEAN) or Exploration (LAND) of `n` steps, less the penalties':
    the seat picks the pawn when it has several that can move."""
    if not flags & CATCH:
        n -= extra(s, seat, "navigate" if kind == OCEAN else "explore", "steps")
    ts = pawns.movable(_map(), s.pawns, seat, kind)
    if n <= 0 or not ts:
        return
    if len(ts) == 1:
        tasks.push(s, ("fire-move", seat, ts[0], n, 0, flags))
    else:
        tasks.push(s, ("fire-which", seat, kind, n, flags))


def _pawn_name(i: int) -> str:
    t = _map().tracks[i]
    return f"{'ship' if t.kind == OCEAN else 'explorer'} on {t.id}"


def _which_options(s, task):
    _, seat, kind, _, _ = task
    return [_pawn_name(i) for i in pawns.movable(_map(), s.pawns, seat, kind)]


def _which_play(s, task, opt):
    tasks.pop(s)
    _, seat, kind, n, flags = task
    i = next(i for i in pawns.movable(_map(), s.pawns, seat, kind) if _pawn_name(i) == opt)
    tasks.push(s, ("fire-move", seat, i, n, 0, flags))


tasks.register("fire-which", _which_options, _which_play, "Which piece moves?")


def routes(s: DarwinState, seat: int, i: int) -> list[tuple[str, int, tuple[int, ...]]]:
    """One step's options: "to <space>", "to <space> via <jumped>" when two jumped branches
    of a fork end on the same space."""
    return route_names(_map().tracks[i].ids, pawns.steps(_map(), s.pawns, seat, i))


def _move_options(s, task):
    _, seat, i, left, moved, flags = task
    opts = [name for name, _, _ in routes(s, seat, i)] if left > 0 else []
    if moved and not flags & CATCH:
        opts.append("stop here")
        if flags & EXTRA_STOP and left > 0 and opts[:-1]:  # the gold extra stop (L919)
            opts.append("stop here and go on")
    return opts


def _move_play(s, task, opt):
    tasks.pop(s)
    _, seat, i, left, moved, flags = task
    fmap = _map()
    x = s.pawns.at[seat][i]
    if opt == "stop here":
        land(s, seat, i, x)
        return
    if opt == "stop here and go on":
        tasks.push(s, ("fire-move", seat, i, left, moved, flags & ~EXTRA_STOP))
        land(s, seat, i, x)
        return
    dest, via = next((y, v) for name, y, v in routes(s, seat, i) if name == opt)
    fleet = fleet_steps(s, seat)
    entered = []
    for y in via:
        s.pawns, what = pawns.enter(fmap, s.pawns, s.fire, seat, i, y)
        entered.append(what)
    if fmap.tracks[i].kind == OCEAN or any(what.opened for what in entered):
        mirror(s, seat)
    if fmap.tracks[i].kind == OCEAN and s.ships[seat] >= 0:  # GS5, GS11 on the fleet's steps
        ship.sailed(s, seat, fleet, fleet - moved)
    going = left - 1 > 0 and pawns.steps(fmap, s.pawns, seat, i)
    if going:
        tasks.push(s, ("fire-move", seat, i, left - 1, moved + 1, flags))
    elif not flags & CATCH:
        land(s, seat, i, dest)
    # What the spaces entered set off resolves first (pushed last), in the order entered.
    for what in reversed(entered):
        cross(s, seat, i, what)
    if s.ctx.pirates and not flags & CATCH:  # campsites passed or stopped on (L2190)
        pirates.treasures(s, seat, i, via)


tasks.register("fire-move", _move_options, _move_play, "Move your piece on along its track.")


def land(s: DarwinState, seat: int, i: int, x: int) -> None:
    """The stop: research the specimen on a flag, or run the space's actions (L662, L666)."""
    note(s, f"seat {seat + 1}'s {_pawn_name(i)} stops on {_map().tracks[i].ids[x]}")
    specimen = s.fire.flags[i][x] if s.fire.flags else -1
    if specimen >= 0:
        museum.research(s, seat, specimen)
        return
    acts = campsites.space_actions(s, i, x, _map().tracks[i].actions[x])
    if _map().tracks[i].kind == LAND and s.ships[seat] >= 0:
        acts = ship.explore_landing(s, seat, acts)  # GS8 (L2132)
    push_bundle(s, seat, acts)


# ----- Catch up with the Beagle, Place an Explorer, Island research ----------------------
def behind(s: DarwinState, seat: int) -> int:
    """The steps the seat's fleet is behind the Beagle (FL-R12)."""
    ocean = s.ctx.comp.geo.ocean
    return ocean.step[ocean.beagle[s.beagle]] - fleet_steps(s, seat)


def catch_up(s: DarwinState, seat: int) -> None:
    n = behind(s, seat)
    if n > 0 and can_move(s, seat, OCEAN):
        note(s, f"seat {seat + 1} catches up with the Beagle")
        start_move(s, seat, OCEAN, n, CATCH)


def free_land(s: DarwinState, seat: int) -> list[int]:
    """Land tracks where Place an Explorer may put one (ruling FL-R13): any with none of
    the seat's explorers, while it has one left."""
    fmap = _map()
    if pawns.left(fmap, s.pawns, seat, LAND) <= 0:
        return []
    return [i for i, t in enumerate(fmap.tracks) if t.kind == LAND and s.pawns.at[seat][i] < 0]


def place_words(i: int) -> str:
    return f"explorer to {_map().tracks[i].id}"


def place_explorer(s: DarwinState, seat: int, i: int) -> None:
    row = list(s.pawns.at[seat])
    row[i] = 0
    at = s.pawns.at
    s.pawns = pawns.Pawns((*at[:seat], tuple(row), *at[seat + 1 :]))
