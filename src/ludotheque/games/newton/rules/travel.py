"""TRAVEL (L265-L281): move the Scientist along the routes of the map, step by step.

Task ("travel", remaining, flags, steps). Each step pays the route's coin cost (L269; a
route you cannot pay is closed) and takes any bonus token on the place entered (L273).
Where the move ends, on a City, University, Ancient Land, Objective or Master space, the
next travel cube goes there (L273-L277, ruling A16). Galileo may leave a cube on every
place crossed (L760); the extra-cube card effect one more, for 2 coins (L705, ruling A14),
on a place the Scientist then leaves: it is offered only where the seat can still move on
after paying, and the move goes on from there (ruling B26).
"""

from __future__ import annotations

from ludotheque.games.newton.components.europe import CUBE_KINDS
from ludotheque.games.newton.components.names import TRAVEL
from ludotheque.games.newton.rules import rewards, tasks
from ludotheque.games.newton.rules.tasks import CARD, CUBE_EACH, CUBE_PAID, FREE_ROUTES
from ludotheque.games.newton.rules.values import objective_cost
from ludotheque.games.newton.state import BOOST_COST, NewtonState


def start(s: NewtonState, value: int, flags: int) -> None:
    tasks.push(s, ("travel", value, flags, 0))


def _extra_cube(s: NewtonState, seat: int, flags: int) -> int:
    """Coins a cube on a crossed place costs now, or -1 when none may be placed."""
    if flags & CUBE_EACH:
        return 0
    if flags & CARD and not s.effected:
        card = s.ctx.comp.cards.cards[s.card]
        if card.effect == "extra-cube" and s.coins[seat] >= card.cost:
            return card.cost
    return -1


def _cube_here(s: NewtonState, seat: int, flags: int, steps: int, remaining: int) -> bool:
    p = s.scientist[seat]
    if not (
        steps > 0 and s.ctx.comp.europe.kind[p] in CUBE_KINDS and rewards.can_place_cube(s, seat, p)
    ):
        return False
    cost = _extra_cube(s, seat, flags)
    if cost < 0:
        return False
    # Galileo's cubes are free; a paid one must be on a place crossed (ruling B26).
    return bool(flags & CUBE_EACH) or _can_go_on(s, seat, flags, remaining, s.coins[seat] - cost)


def _route_open(s: NewtonState, seat: int, flags: int, coins: int) -> bool:
    """Some route out of the Scientist's place can be taken with `coins`."""
    europe = s.ctx.comp.europe
    free = flags & FREE_ROUTES
    for q, cost in europe.routes[s.scientist[seat]]:
        if (free or cost <= coins) and (
            q != europe.objective or objective_potions(s, seat) <= s.potions[seat]
        ):
            return True
    return False


def _can_go_on(s: NewtonState, seat: int, flags: int, remaining: int, coins: int) -> bool:
    """The Scientist can take one more step, with a step left or by the boost."""
    if remaining > 0:
        return _route_open(s, seat, flags, coins)
    return (
        bool(flags & CARD)
        and not s.boosted
        and coins >= BOOST_COST
        and _route_open(s, seat, flags, coins - BOOST_COST)
    )


def objective_potions(s: NewtonState, seat: int) -> int:
    return objective_cost(s, seat, s.ctx.comp.europe.requirement)


def options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    remaining, flags, steps = t[1], t[2], t[3]
    europe = s.ctx.comp.europe
    opts = []
    if remaining > 0:
        coins = s.coins[seat]
        free = flags & FREE_ROUTES
        ids = europe.ids
        for q, cost in europe.routes[s.scientist[seat]]:
            if cost > coins and not free:
                continue
            if q == europe.objective:
                need = objective_potions(s, seat)
                if need == 0:
                    opts.append("to " + ids[q])
                elif need <= s.potions[seat]:
                    opts.append("to " + ids[q] + tasks.paying(need))
            else:
                opts.append("to " + ids[q])
    if _cube_here(s, seat, flags, steps, remaining):
        opts.append("cube here")
    if not (flags & CUBE_PAID and _can_go_on(s, seat, flags, remaining, s.coins[seat])):
        opts.append("done")
    return opts


def play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    seat = s.active
    kind, remaining, flags, steps = t
    europe = s.ctx.comp.europe
    if opt == "done":
        _end(s, seat, steps)
        return
    if opt == "cube here":
        cost = _extra_cube(s, seat, flags)
        if not flags & CUBE_EACH:
            s.coins[seat] -= cost
            s.effected = True
            t = (kind, remaining, flags | CUBE_PAID, steps)
        tasks.push(s, t)
        rewards.place_cube(s, seat, s.scientist[seat])
        return
    words = opt.split()
    q = europe.place(words[1])
    if not flags & FREE_ROUTES:
        for r, cost in europe.routes[s.scientist[seat]]:
            if r == q:
                s.coins[seat] -= cost
                break
    if len(words) > 2:
        s.potions[seat] -= int(words[3])
    s.scientist[seat] = q
    remaining -= 1
    steps += 1
    flags &= ~CUBE_PAID  # the place with the paid cube is crossed
    if flags & CARD:
        s.done_value = steps
    t = (kind, remaining, flags, steps)
    space = s.ctx.map_bonus[q]
    if space >= 0:
        rewards.take_token(s, seat, space)
    if (
        remaining == 0
        and not (flags & CARD and not s.boosted and s.coins[seat] >= BOOST_COST)
        and not _cube_here(s, seat, flags, steps, remaining)
    ):
        _end(s, seat, steps)
    else:
        tasks.push(s, t)


def _end(s: NewtonState, seat: int, steps: int) -> None:
    """The move ends: a cube on an eligible place (a 0-step move places none, A15)."""
    p = s.scientist[seat]
    if steps and s.ctx.comp.europe.kind[p] in CUBE_KINDS:
        rewards.place_cube(s, seat, p)


def free_villages(s: NewtonState, seat: int) -> list[int]:
    """Villages a village jump may reach: silver, or gold without a bonus token (L685,
    ruling A14); not the one the Scientist stands on."""
    ctx = s.ctx
    out = []
    for p in ctx.villages:
        space = ctx.map_bonus[p]
        if p != s.scientist[seat] and (space < 0 or s.tokens_at[space] < 0):
            out.append(p)
    return out


tasks.STARTERS[TRAVEL] = start
tasks.register("travel", options, play, "TRAVEL: move your Scientist step by step.")
