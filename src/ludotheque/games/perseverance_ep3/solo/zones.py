"""Where a dissident plays (L2428-L2480): the programme, opposite and minority zones,
avoided zones and the order of preference between equal ones; the same for officers."""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import seat_of
from ludotheque.games.perseverance_ep3.state import WILD, PState

ZONE_NAMES = ZONES + ("wilderness",)


def programme(s: PState, d: int):
    return solo_data().programmes[s.solo.programmes[d]]


def programme_zone(s: PState, d: int) -> int:
    """★ The zone printed on d's programme card (L2432)."""
    return ZONE_NAMES.index(programme(s, d).zone)


def opposite_zone(s: PState, d: int) -> int:
    """✂ The zone on the other dissident's action card; under a programme or
    assembly-or-programme symbol, the other's programme zone (L2436-L2442). Without a
    card there (never in play), the other's programme zone."""
    other = 1 - d
    card = s.solo.slots[other]
    if card >= 0:
        z = solo_data().cards[card].zone
        if z in ZONE_NAMES:
            return ZONE_NAMES.index(z)
    return programme_zone(s, other)


def loop_from(start: int) -> list[int]:
    """Town zones after `start` going right in the loop (L2465-L2469); from the
    wilderness, the loop starts with Sustenance itself."""
    loop = list(solo_data().zone_loop)
    if start >= WILD:
        return loop
    k = loop.index(start)
    return loop[k + 1 :] + loop[: k + 1]


def prefer(s: PState, d: int, zones: list[int], count: Callable[[int], int]) -> int:
    """The preferred one of `zones` (town zones): the minority for the piece being
    placed, then the programme zone, the opposite zone, the next zone from the opposite
    one (L2458-L2469). -1 if there is none."""
    opp = opposite_zone(s, d)
    return _least(zones, count, programme_zone(s, d), opp, lambda: loop_from(opp))


def choose(
    s: PState, d: int, target: int, ok: Callable[[int], bool], count: Callable[[int], int]
) -> int:
    """The target town zone if it is not avoided, else the preferred valid one."""
    if 0 <= target < WILD and ok(target):
        return target
    return prefer(s, d, [z for z in range(4) if ok(z)], count)


# ----- officers (L2471-L2480) ------------------------------------------------------------
def officer_index(s: PState, oid: str) -> int:
    return [o.id for o in s.ctx.comp.players.officers].index(oid)


def programme_officer(s: PState, d: int) -> int:
    return officer_index(s, programme(s, d).officer)


def opposite_officer(s: PState, d: int) -> int:
    """The officer on the other dissident's action card (its programme officer under the
    programme symbol)."""
    other = 1 - d
    card = s.solo.slots[other]
    oid = solo_data().cards[card].officer if card >= 0 else "programme"
    if oid in ("programme", "none"):
        return programme_officer(s, other)
    return officer_index(s, oid)


def officer_avoided(s: PState, d: int, o: int) -> bool:
    """2 more cubes than you: the dissident places no more there (L2473)."""
    return s.influence[o][seat_of(d)] >= s.influence[o][0] + 2


def officer_loop(s: PState) -> list[int]:
    """Officers in the zones' loop order, the wilderness officer included (L2480)."""
    return [s.officer_at[z] for z in solo_data().zone_loop] + [s.officer_at[WILD]]


def prefer_officer(s: PState, d: int, officers: list[int]) -> int:
    seat, opp = seat_of(d), opposite_officer(s, d)

    def after_opposite() -> list[int]:
        loop = officer_loop(s)
        k = loop.index(opp)
        return loop[k + 1 :] + loop[: k + 1]

    cubes = s.influence
    return _least(officers, lambda o: cubes[o][seat], programme_officer(s, d), opp, after_opposite)


def _least(
    items: list[int],
    amount: Callable[[int], int],
    programme: int,
    opposite: int,
    after_opposite: Callable[[], list[int]],
) -> int:
    """The one of `items` with the least `amount`; on a tie the programme's, then the
    opposite one, then the first tied one going on from the opposite (L2458-L2480, the
    same order for zones and officers). -1 if there is none."""
    if not items:
        return -1
    low = min(amount(x) for x in items)
    tied = [x for x in items if amount(x) == low]
    if len(tied) == 1:
        return tied[0]
    for x in (programme, opposite):
        if x in tied:
            return x
    return next(x for x in after_opposite() if x in tied)


def officer_for(s: PState, d: int, o: int) -> int:
    """`o` unless avoided; then the preferred officer that is not (L2475)."""
    if not officer_avoided(s, d, o):
        return o
    return prefer_officer(
        s, d, [x for x in range(len(s.influence)) if not officer_avoided(s, d, x)]
    )
