"""Which units may go on an adventure, and whether one can be started (L685-L697).

Primitives shared by the town (Training C), the favours and the adventure flow.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.cards import Need
from ludotheque.games.perseverance_ep3.state import MEMO_LIMIT, UNITS, PState

ALL = tuple(UNITS) + ("leader",)


def home_pool(s: PState, seat: int) -> dict[str, int]:
    p = s.players[seat]
    pool = dict(zip(UNITS, p.home, strict=True))  # unit -> count, without a comprehension
    pool["leader"] = 1 if p.leader_at == "home" else 0
    return pool


def meets(s: PState, seat: int, unit: str, need: Need | None) -> bool:
    """Whether a unit fills a requirement (None: a unit of one's choice)."""
    if need is None:
        return True
    p = s.players[seat]
    if need.kind == "leader":
        return unit == "leader"
    if need.kind == "ranger":
        return unit in ("ranger", "leader")  # ruling R20
    if unit == "leader":
        if not p.mounted:
            return False
        sp = s.ctx.comp.players.leaders[p.leader].mount
    elif unit == "ranger":
        return False
    else:
        sp = UNITS.index(unit) - 1
    return sp == need.species or (need.stronger and sp > need.species)


def assignable(s: PState, seat: int, needs: tuple, extra: int, pool: dict[str, int]) -> bool:
    if needs:
        for unit, n in pool.items():
            if n and meets(s, seat, unit, needs[0]):
                pool[unit] -= 1
                ok = assignable(s, seat, needs[1:], extra, pool)
                pool[unit] += 1
                if ok:
                    return True
        return False
    return sum(pool.values()) >= extra


def startable(s: PState, seat: int, adv: int, pool: dict[str, int] | None = None) -> bool:
    """No adventure in progress, and every unit it asks for in Home (L691, L695). Whether
    the units can be assigned depends only on the adventure, the units and the seat's
    leader (its mount, and whether it rides it): kept per those in the context."""
    p = s.players[seat]
    if p.adventure >= 0:
        return False
    pool = pool or home_pool(s, seat)
    key = (adv, p.mounted, p.leader, *pool.items())
    cache = s.ctx.memo.get("startable")  # `Context.kept`, its common case inline
    if cache is None or len(cache) > MEMO_LIMIT:
        cache = s.ctx.kept("startable")
    got = cache.get(key)
    if got is None:
        a = s.ctx.comp.adventures[adv]
        got = cache[key] = assignable(s, seat, a.needs, a.extra, dict(pool))
    return got


def offered(s: PState, seat: int) -> list[int]:
    return [a for r in range(3) if s.unlocked[r] for a in s.offers[r] if startable(s, seat, a)]


def can_start_wild(s: PState, seat: int) -> bool:
    """Whether `offered` names one (stops at the first)."""
    if s.players[seat].adventure >= 0:
        return False
    pool = home_pool(s, seat)
    for r in range(3):
        if s.unlocked[r]:
            for a in s.offers[r]:
                if startable(s, seat, a, pool):
                    return True
    return False
