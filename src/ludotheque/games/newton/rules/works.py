"""WORKS (L221-L235): advance the Work marker and gain coins.

One decision: the value used, k (1 to the action's value). The marker moves k spaces, or
fewer where the track ends or the Objective's prerequisite stops it; the seat gains k
coins (ruling A11: stopping short on a special space is choosing k = the spaces moved,
L233). Only the space the marker ends on triggers (L229). Entering the Objective space
needs its 4 Volumes, or potions for the missing ones (L235, L355).
"""

from __future__ import annotations

from ludotheque.games.newton.components.names import WORKS
from ludotheque.games.newton.components.tracks import S_OBJECTIVE
from ludotheque.games.newton.rules import rewards, tasks
from ludotheque.games.newton.rules.tasks import CARD, IGNORE_OBJ, NO_COINS
from ludotheque.games.newton.rules.values import objective_cost
from ludotheque.games.newton.state import NewtonState

OPT = tuple(f"works {k}" for k in range(40))


def start(s: NewtonState, value: int, flags: int) -> None:
    tasks.push(s, ("works", value, flags))


def _objective_cost(s: NewtonState, seat: int, flags: int) -> int:
    if flags & IGNORE_OBJ:
        return 0
    return objective_cost(s, seat, s.ctx.comp.tracks.work_requirement)


def options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    value, flags = t[1], t[2]
    tracks = s.ctx.comp.tracks
    last = tracks.work_last
    pos = s.work[seat]
    room = last - pos
    opts = []
    cost = _objective_cost(s, seat, flags) if room > 0 else 0
    for k in range(1, value + 1):
        opts.append(OPT[k])
        if room and k >= room and cost and cost <= s.potions[seat]:
            opts.append(OPT[k] + tasks.paying(cost))
    opts.append("done")
    return opts


def play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    flags = t[2]
    words = opt.split()
    k = int(words[1])
    paying = len(words) > 2
    tracks = s.ctx.comp.tracks
    last = tracks.work_last
    pos = s.work[seat]
    room = last - pos
    if room and not paying:
        if _objective_cost(s, seat, flags):
            room -= 1  # stopped before the Objective space (L235)
    if paying:
        s.potions[seat] -= _objective_cost(s, seat, flags)
    moved = min(k, room)
    if not flags & NO_COINS:
        s.coins[seat] += k
    if flags & CARD:
        s.done_value = k
    if moved:
        dest = pos + moved
        s.work[seat] = dest
        kind = tracks.work_kind[dest]
        if kind != S_OBJECTIVE:
            rewards.end_on_space(s, seat, kind, s.work_tile[dest])


tasks.STARTERS[WORKS] = start
tasks.register(
    "works", options, play, "WORKS: choose the value to use (coins gained, spaces moved)."
)
