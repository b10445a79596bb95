"""The Fireland Special Action tiles that move pawns (ruling FL-R28):

- F8 `explore-split N` / `navigate-split N` (L1999): an Exploration or Navigation of N,
  the Time penalty's step taken once from the whole action (FL-R14); the seat names the
  first pawn and the steps it may take, and the rest go to a second pawn of the same kind,
  each moving up to its share and stopping as a move does (both stops run);
- F9 `move-each` (L2005): 2 explorers and 2 ships 1 space each, a different pawn for each
  move, as many as can move, every stop run; printed as moves, not as an Exploration or a
  Navigation, so no Time penalty takes a step.

Each pawn's move is the game's own (`fire-move` in moves.py): banners, Adventures,
Viewpoints, the Great Ship's cards and the Pirates' treasures as on any move.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.effects import runner
from ludotheque.games.darwins_journey.rules.fireland import pawns
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra
from ludotheque.games.darwins_journey.rules.fireland.moves import _pawn_name, can_move
from ludotheque.games.darwins_journey.state import DarwinState, note

SPLIT_VERBS = ("explore-split", "navigate-split")
EACH = 2  # F9: explorers and ships moved, each (L2005)
DONE = "stop"


def _movable(s: DarwinState, seat: int, kind: str) -> tuple[int, ...]:
    return pawns.movable(fireland_data().map, s.pawns, seat, kind)


def _move(s: DarwinState, seat: int, i: int, n: int) -> None:
    tasks.push(s, ("fire-move", seat, i, n, 0, 0))


def split_option(i: int, k: int) -> str:
    return f"{_pawn_name(i)} moves up to {k}"


# ----- F8 --------------------------------------------------------------------------------
def _split(kind: str):
    def run(s, seat, n, flags):
        n -= extra(s, seat, "navigate" if kind == OCEAN else "explore", "steps")  # T7, T8
        if n > 0:
            tasks.push(s, ("tile-split", seat, kind, n, -1))

    return run


runner("explore-split", usable=lambda s, seat, n: can_move(s, seat, LAND))(_split(LAND))
runner("navigate-split", usable=lambda s, seat, n: can_move(s, seat, OCEAN))(_split(OCEAN))


def _split_options(s, task):
    """First: any pawn of the kind with any share of the steps. Then: the rest for another
    pawn, or nothing."""
    _, seat, kind, n, first = task
    if first < 0:
        opts = [split_option(i, k) for i in _movable(s, seat, kind) for k in range(n, 0, -1)]
        return opts or [DONE]  # none can move any more (a completion made meanwhile)
    return [split_option(i, n) for i in _movable(s, seat, kind) if i != first] + [DONE]


def _split_play(s, task, opt):
    tasks.pop(s)
    _, seat, kind, n, first = task
    if opt == DONE:
        return
    i, k = next(
        (i, k)
        for i in _movable(s, seat, kind)
        for k in range(n, 0, -1)
        if split_option(i, k) == opt
    )
    if first < 0 and k < n:  # the rest waits under the first pawn's move
        tasks.push(s, ("tile-split", seat, kind, n - k, i))
    note(s, f"seat {seat + 1}'s {_pawn_name(i)} moves up to {k} (Special Action tile)")
    _move(s, seat, i, k)


tasks.register("tile-split", _split_options, _split_play, "Which piece moves, and how far?")


# ----- F9 --------------------------------------------------------------------------------
def _each_usable(s, seat, n):
    return s.pawns is not None and (can_move(s, seat, LAND) or can_move(s, seat, OCEAN))


@runner("move-each", usable=_each_usable)
def _move_each(s, seat, n, flags):
    tasks.push(s, ("tile-each", seat, (), EACH, EACH))


def _each_pawns(s: DarwinState, task) -> list[int]:
    _, seat, used, land, ocean = task
    out = [i for i in _movable(s, seat, LAND) if land > 0 and i not in used]
    return out + [i for i in _movable(s, seat, OCEAN) if ocean > 0 and i not in used]


def _each_options(s, task):
    return [_pawn_name(i) for i in _each_pawns(s, task)] or [DONE]


def _each_play(s, task, opt):
    """One pawn 1 space; the next waits under its move (every stop runs first)."""
    tasks.pop(s)
    _, seat, used, land, ocean = task
    if opt == DONE:
        return
    i = next(i for i in _each_pawns(s, task) if _pawn_name(i) == opt)
    if fireland_data().map.tracks[i].kind == LAND:
        land -= 1
    else:
        ocean -= 1
    if land + ocean > 0:
        tasks.push(s, ("tile-each", seat, (*used, i), land, ocean))
    _move(s, seat, i, 1)


tasks.register("tile-each", _each_options, _each_play, "Which piece moves 1 space?")
