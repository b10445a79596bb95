"""Cours Magistraux (ex cathedra) special actions (L871-L931).

A special-action card tucked (reversed, L877) under desk column k lends its special action
to the turn in which the seat plays its k-th card of the round, once (L879-L883, ruling
A13). Conditions "if you performed X" look only at the basic action performed with the
card played (L911); the actions they give have a fixed value.
"""

from __future__ import annotations

from ludotheque.games.newton.components.names import LESSONS, STUDIES, TRAVEL, WORKS
from ludotheque.games.newton.rules import (
    discoveries,
    effects,
    lessons,
    masters,
    objectives,
    rewards,
    tasks,
)
from ludotheque.games.newton.rules.values import students_in_reserve
from ludotheque.games.newton.state import NewtonState


def column_action(s: NewtonState, seat: int):
    """The special action of the tucked card under the column of the card just played."""
    if s.card < 0 or s.specialed:
        return None
    col = len(s.desks[seat]) - 1
    tucked = s.tucked[seat]
    if col >= len(tucked):
        return None
    card = s.ctx.comp.cards.cards[tucked[col]]
    if not card.special:
        return None
    return s.ctx.comp.cards.special_actions[card.special - 1]


def _performed(s: NewtonState, a: int, at_least: int) -> bool:
    return s.done_action == a and s.done_value >= at_least


def _visited_cities(s: NewtonState, seat: int, coins: int) -> list[int]:
    """Cities with the seat's cube whose effect would give something once the special
    action is paid, `coins` left (ruling B27)."""
    mask = s.visited[seat]
    return [p for p in s.ctx.cities if mask >> p & 1 and _city_gives(s, seat, p, coins)]


def _city_gives(s: NewtonState, seat: int, p: int, coins: int) -> bool:
    """Whether activating the City tile on place p would change anything (L579-L599)."""
    c = s.ctx.comp.tiles.cities[s.place_tile[p]]
    if c.kind == "gain":
        return bool(c.coins or c.potions)
    if c.kind == "student":
        return students_in_reserve(s, seat) > 0
    if c.kind == "cube":
        places = s.ctx.universities if c.place == "university" else s.ctx.ancients
        return coins >= c.cost and any(rewards.can_place_cube(s, seat, q) for q in places)
    if c.kind == "medicine":  # a tile to take, or one to flip to 3 VP (ruling B16)
        return s.medicine[seat] == 1 or (s.medicine[seat] == 0 and s.medicine_left > 0)
    if c.kind == "discovery":
        return any(discoveries.price(s, g, True) <= coins for g in s.display)
    return True


def _lightning_masters(s: NewtonState, seat: int) -> list[int]:
    ms = s.ctx.comp.masters.masters
    return [m for m in s.masters[seat] if ms[m].lightning]


def usable(s: NewtonState, seat: int) -> bool:
    sa = column_action(s, seat)
    if sa is None:
        return False
    k, coins = sa.kind, s.coins[seat]
    if k == "take-level-one":
        return coins >= sa.cost and bool(s.rows[0])
    if k == "potion-after-works":
        return _performed(s, WORKS, sa.min_value)
    if k == "works-after-lessons":
        return _performed(s, LESSONS, sa.min_value)
    if k == "income-tile":
        return coins >= sa.cost and bool(s.income[seat])
    if k == "bonus-token":
        return coins >= sa.cost and bool(s.tokens[seat])
    if k == "lessons-after-studies":
        return _performed(s, STUDIES, sa.min_value)
    if k == "discard-and-take":
        return bool(s.hands[seat]) and any(s.rows)
    if k == "city-tile":
        return coins >= sa.cost and bool(_visited_cities(s, seat, coins - sa.cost))
    if k == "take-after-travel":
        return _performed(s, TRAVEL, sa.min_value) and any(s.rows)
    if k == "master-again":
        return coins >= sa.cost and bool(_lightning_masters(s, seat))
    if k == "objective-now":
        return coins >= sa.cost and bool(objectives.occupied(s, seat, scientist=True))
    return False


def apply(s: NewtonState, seat: int) -> None:
    sa = column_action(s, seat)
    s.specialed = True
    k = sa.kind
    if k == "take-level-one":
        tasks.push(s, ("sa-take", 1, sa.cost))
    elif k == "potion-after-works":
        s.potions[seat] += 1
    elif k == "works-after-lessons":
        tasks.push_action(s, WORKS, sa.value)
    elif k == "income-tile":
        tasks.push(s, ("sa-income", sa.cost))
    elif k == "bonus-token":
        tasks.push(s, ("sa-token", sa.cost))
    elif k == "lessons-after-studies":
        s.vp[seat] += sa.vp
        tasks.push_action(s, LESSONS, sa.value)
    elif k == "discard-and-take":
        tasks.push(s, ("sa-take", 3, 0))
        tasks.push(s, ("sa-discard",))
    elif k == "city-tile":
        tasks.push(s, ("sa-city", sa.cost))
    elif k == "take-after-travel":
        tasks.push(s, ("sa-take", 3, 0))
    elif k == "master-again":
        tasks.push(s, ("sa-master", sa.cost))
    elif k == "objective-now":
        tasks.push(s, ("sa-objective", sa.cost))


# ----- the choices --------------------------------------------------------------------
def take_options(s: NewtonState, t: tuple) -> list[str]:
    if s.coins[s.active] < t[2]:
        return ["done"]
    take = s.ctx.take_opt
    return [take[c] for c in lessons.takeable(s, t[1])] + ["done"]


def take_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[2]
    lessons.take_card(s, seat, lessons.find(s, opt, t[1]))


def discard_options(s: NewtonState, t: tuple) -> list[str]:
    cards = s.ctx.comp.cards.cards
    return [f"discard {cards[c].id}" for c in s.hands[s.active]]


def discard_play(s: NewtonState, t: tuple, opt: str) -> None:
    """Any card, even a starting card, leaves the game (L915)."""
    s.tasks.pop()
    effects.remove_from_hand(s, s.active, opt[8:])


INCOME_NAMES = ("vp", "coins", "potion", "medicine")


def income_options(s: NewtonState, t: tuple) -> list[str]:
    if s.coins[s.active] < t[1]:
        return ["done"]
    return [f"income {INCOME_NAMES[k]}" for k in sorted(set(s.income[s.active]))] + ["done"]


def income_play(s: NewtonState, t: tuple, opt: str) -> None:
    """Receive one Income tile's bonus now; the Medicine tile is one (ruling A33)."""
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    k = INCOME_NAMES.index(opt[7:])
    tiles = s.ctx.comp.tiles
    if k == 3:
        s.vp[seat] += tiles.medicine_vp[s.medicine[seat] - 1]
    else:
        coins, potions, vp = tiles.income_gain[k]
        s.coins[seat] += coins
        s.potions[seat] += potions
        s.vp[seat] += vp


def token_options(s: NewtonState, t: tuple) -> list[str]:
    if s.coins[s.active] < t[1]:
        return ["done"]
    toks = s.ctx.comp.tiles.tokens
    return [f"token {toks[x].id}" for x in s.tokens[s.active]] + ["done"]


def token_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    toks = s.ctx.comp.tiles.tokens
    for x in s.tokens[seat]:
        if toks[x].id == opt[6:]:
            rewards.apply_token(s, seat, x)
            return
    raise AssertionError(opt)


def city_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    if s.coins[seat] < t[1]:
        return ["done"]
    ids = s.ctx.comp.europe.ids
    return [f"city {ids[p]}" for p in _visited_cities(s, seat, s.coins[seat] - t[1])] + ["done"]


def city_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    p = s.ctx.comp.europe.place(opt[5:])
    rewards.city_effect(s, seat, s.place_tile[p])


def master_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    if s.coins[seat] < t[1]:
        return ["done"]
    ms = s.ctx.comp.masters.masters
    return [f"master {ms[m].id}" for m in _lightning_masters(s, seat)] + ["done"]


def master_play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    masters.power(s, seat, s.ctx.comp.masters.find(opt[7:]))


def objective_options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    if s.coins[seat] < t[1]:
        return ["done"]
    objs = s.ctx.comp.tiles.objectives
    return [
        f"objective {objs[s.objective_tile[x]].id}"
        for x in objectives.occupied(s, seat, scientist=True)
    ] + ["done"]


def objective_play(s: NewtonState, t: tuple, opt: str) -> None:
    """Score an occupied Objective tile now; it still scores at the end (L931)."""
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    s.coins[seat] -= t[1]
    objs = s.ctx.comp.tiles.objectives
    for x in objectives.occupied(s, seat, scientist=True):
        tile = s.objective_tile[x]
        if objs[tile].id == opt[10:]:
            s.vp[seat] += objectives.value(s, seat, tile)
            return
    raise AssertionError(opt)


tasks.register("sa-take", take_options, take_play, "Take an available action card, or not.")
tasks.register("sa-discard", discard_options, discard_play, "Discard a card of your hand.")
tasks.register("sa-income", income_options, income_play, "Receive an Income tile's bonus.")
tasks.register("sa-token", token_options, token_play, "Activate one of your bonus tokens.")
tasks.register("sa-city", city_options, city_play, "Activate a City tile where you have a cube.")
tasks.register("sa-master", master_options, master_play, "Activate a played Master's power.")
tasks.register("sa-objective", objective_options, objective_play, "Score an Objective now.")
