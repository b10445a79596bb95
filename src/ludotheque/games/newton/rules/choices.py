"""Small choices inside an effect: the kind a "?" Specialization gives, swapping a tile when
the drawers or Income slots are full, and where a City tile's paid cube goes."""

from __future__ import annotations

from ludotheque.games.newton.components.names import ACTIONS
from ludotheque.games.newton.components.tiles import INCOME_KINDS
from ludotheque.games.newton.rules import rewards, tasks
from ludotheque.games.newton.state import MEDICINE, NewtonState

SLOT_NAMES = (*INCOME_KINDS, "medicine")


# ----- "?" Specialization (L499, ruling A9) -------------------------------------------
def spec_options(s: NewtonState, t: tuple) -> list[str]:
    opts = [f"development {ACTIONS[a]}" for a in range(5) if s.supply_dev[a]]
    opts += [f"income {INCOME_KINDS[k]}" for k in range(3) if s.supply_income[k]]
    return opts


def spec_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    kind, name = opt.split()
    if kind == "development":
        rewards.development(s, s.active, ACTIONS.index(name))
    else:
        rewards.income_tile(s, s.active, INCOME_KINDS.index(name))


# ----- full drawers (L507) and Income slots (L517); the swapped tile returns (A22) ------
def drawer_options(s: NewtonState, t: tuple) -> list[str]:
    new = t[1]
    return [f"replace {ACTIONS[a]}" for a in sorted(set(s.drawers[s.active])) if a != new] + [
        "keep"
    ]


def drawer_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "keep":
        return
    seat, new = s.active, t[1]
    old = ACTIONS.index(opt[8:])
    d = list(s.drawers[seat])
    d.remove(old)
    d.append(new)
    s.drawers[seat] = tuple(sorted(d))
    s.supply_dev[old] += 1
    s.supply_dev[new] -= 1


def slot_options(s: NewtonState, t: tuple) -> list[str]:
    new = t[1]
    kinds = sorted({k for k in s.income[s.active] if k != MEDICINE and k != new})
    return [f"replace {SLOT_NAMES[k]}" for k in kinds] + ["keep"]


def slot_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "keep":
        return
    seat, new = s.active, t[1]
    old = SLOT_NAMES.index(opt[8:])
    inc = list(s.income[seat])
    inc.remove(old)
    inc.append(new)
    s.income[seat] = tuple(sorted(inc))
    s.supply_income[old] += 1
    if new == MEDICINE:
        s.medicine_left -= 1
        s.medicine[seat] = 1
    else:
        s.supply_income[new] -= 1


# ----- City tiles: pay 2 coins, a cube on a University / Ancient Land (L591, L595) ------
def city_targets(s: NewtonState, place: str) -> list[int]:
    seat = s.active
    places = s.ctx.universities if place == "university" else s.ctx.ancients
    return [p for p in places if rewards.can_place_cube(s, seat, p)]


def city_options(s: NewtonState, t: tuple) -> list[str]:
    if s.coins[s.active] < t[2]:
        return ["done"]
    ids = s.ctx.comp.europe.ids
    return [f"cube {ids[p]}" for p in city_targets(s, t[1])] + ["done"]


def city_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[2]
    rewards.place_cube(s, seat, s.ctx.comp.europe.place(opt[5:]))


tasks.register("spec", spec_options, spec_play, "Choose the tile your Specialization gives.")
tasks.register("drawer", drawer_options, drawer_play, "Drawers full: swap a Development tile?")
tasks.register("slot", slot_options, slot_play, "Income slots full: swap an Income tile?")
tasks.register("city-cube", city_options, city_play, "Pay 2 coins to place a cube here, or not.")
