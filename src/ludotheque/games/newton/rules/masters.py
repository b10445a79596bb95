"""Master cards (L707-L800): choosing which one to play, and their powers.

A Master is played when a Student ends on the Master end of a branch, the Work marker ends
on the Master space, a cube goes on the Master space, or the 9th shelf tile is taken
(L711-L716). Its lightning power resolves at once (L718); the basic actions it gives have
a fixed value: no desk symbols, no boost (L720).
"""

from __future__ import annotations

from ludotheque.games.newton.components.europe import ANCIENT, CITY, UNIVERSITY
from ludotheque.games.newton.components.names import LESSONS, STUDIES, TECH
from ludotheque.games.newton.rules import rewards, tasks, tech
from ludotheque.games.newton.rules.tasks import (
    ACTION_OF,
    ACTION_OPT,
    CUBE_EACH,
    DESCARTES,
    FREE_ROUTES,
    IGNORE_OBJ,
    IGNORE_REQ,
    NO_COINS,
    SPLIT,
)
from ludotheque.games.newton.rules.values import shelf_tiles_left, symbols
from ludotheque.games.newton.state import NewtonState


def can_perform(s: NewtonState, seat: int, a: int) -> bool:
    if a == TECH:
        return tech.possible(s, seat)
    if a == STUDIES:
        return shelf_tiles_left(s, seat) > 0
    return True


# ----- choosing the Master ------------------------------------------------------------
def master_options(s: NewtonState, t: tuple) -> list[str]:
    masters = s.ctx.comp.masters.masters
    return [f"master {masters[m].id}" for m in s.held[s.active]]


def master_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    seat = s.active
    m = s.ctx.comp.masters.find(opt[7:])
    play_master(s, seat, m)


def play_master(s: NewtonState, seat: int, m: int) -> None:
    held = list(s.held[seat])
    held.remove(m)
    s.held[seat] = tuple(held)
    s.masters[seat] = s.masters[seat] + (m,)
    for p in range(s.ctx.players):
        s.seen[p] |= 1 << m  # played face up (L718)
    s.cp += 1  # a hidden card is revealed: what came before stands
    master = s.ctx.comp.masters.masters[m]
    if master.lightning:
        power(s, seat, m)


def power(s: NewtonState, seat: int, m: int) -> None:
    """A Master's lightning power (also repeated by special action 10, L927)."""
    ma = s.ctx.comp.masters.masters[m]
    kind = ma.power
    if kind == "action":
        flags = 0
        if ma.split:
            flags |= SPLIT
        if ma.ignore_requirement:
            flags |= IGNORE_REQ
        if ma.ignore_objective:
            flags |= IGNORE_OBJ
        if ma.cube_each_step:
            flags |= CUBE_EACH
        if ma.free_routes:
            flags |= FREE_ROUTES
        if ma.no_coins:
            flags |= NO_COINS
        tasks.push_action(s, ma.action, ma.value, flags)  # nothing when impossible
    elif kind == "gain":
        s.coins[seat] += ma.gain[0]
        s.potions[seat] += ma.gain[1]
    elif kind == "descartes":
        tasks.push_action(s, LESSONS, ma.value, DESCARTES)
    elif kind == "remove-tiles":
        for _ in range(ma.count):
            rewards.take_shelf_tile(s, seat, placed=False)  # ruling A12
    elif kind == "student":
        rewards.new_student(s, seat)
    elif kind == "place-cube":
        if cube_targets(s, seat):
            tasks.push(s, ("winkelmann",))
    elif kind == "any-action":
        tasks.push(s, ("any-action", ma.value))


# ----- Winkelmann: a cube anywhere but the Master and Objective spaces ----------------
def cube_targets(s: NewtonState, seat: int) -> list[int]:
    kinds = s.ctx.comp.europe.kind
    return [
        p
        for p, k in enumerate(kinds)
        if k in (CITY, UNIVERSITY, ANCIENT) and rewards.can_place_cube(s, seat, p)
    ]


def winkelmann_options(s: NewtonState, t: tuple) -> list[str]:
    ids = s.ctx.comp.europe.ids
    return [f"cube {ids[p]}" for p in cube_targets(s, s.active)]


def winkelmann_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    rewards.place_cube(s, s.active, s.ctx.comp.europe.place(opt[5:]))


# ----- Paracelsus: a basic action of your choice ---------------------------------------
def any_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    return [ACTION_OPT[a] for a in range(5) if can_perform(s, seat, a)] + ["done"]


def any_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt != "done":
        tasks.push_action(s, ACTION_OF[opt], t[1])


# ----- Descartes: the taken card's basic action, as if it were on the desk -------------
def descartes_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    card = s.ctx.comp.cards.cards[t[1]]
    return [ACTION_OPT[a] for a in card.actions if can_perform(s, seat, a)] + ["done"]


def descartes_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt != "done":
        a = ACTION_OF[opt]
        tasks.push_action(s, a, descartes_value(s, s.active, t[1], a))


def descartes_value(s: NewtonState, seat: int, c: int, a: int) -> int:
    """L740: the desk's visible symbols plus what card c would add there: its symbols of
    that action (2 for a double card, L857) or 1 for a Joker; no boost (ruling A28)."""
    card = s.ctx.comp.cards.cards[c]
    return symbols(s, seat, a) + card.counts[a] + (1 if card.joker else 0)


tasks.register("master", master_options, master_play, "Play one of your Master cards.")
tasks.register(
    "winkelmann", winkelmann_options, winkelmann_play, "Place a travel cube (Winkelmann)."
)
tasks.register("any-action", any_options, any_play, "Choose the basic action (Paracelsus).")
tasks.register(
    "descartes", descartes_options, descartes_play, "Perform the taken card's action (Descartes)."
)
