"""Alfred at the Academy (L1413-L1446), and a Special seal for him.

The row: the highest worker with a free space left of its parenthesis, else the highest
with one right of it. The scroll: the cheapest holding a seal he may take (never a 4th
of a colour in a row). The seal: the row's priority colour (its leftmost seal's), else
the scroll's leftmost. A free Academy takes the priority colour from any scroll, else the
leftmost of the top scroll (L1434). The seal's space may carry an icon: it runs (L1430).
With Fireland a Time seal is taken as any other: it costs him Time as a player and goes on
his row as a Special seal (L1856, L2037, ruling FL-R21); T2's coin is added to his price.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL, fireland_data
from ludotheque.games.darwins_journey.components.names import SEAL_NAMES, SPECIAL
from ludotheque.games.darwins_journey.rules import economy, seals
from ludotheque.games.darwins_journey.rules.alfred import act
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra
from ludotheque.games.darwins_journey.rules.fireland.encounters import spend_time
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

MAX_OF_A_COLOUR = 3  # L1420


def target_row(s: DarwinState) -> int:
    """Worker A..D whose row takes the next seal, -1 if every row is full."""
    a = s.ctx.alfred
    rows = act.board(s).rows
    for side in ("left", "right"):
        for w, r in enumerate(rows):
            filled = len(s.rows[a][w]) - len(r.seals)
            if side == "left" and filled < r.left:
                return w
            if side == "right" and r.left <= filled < r.left + r.right:
                return w
    return -1


def priority(row: tuple[int, ...]) -> int:
    """The row's priority colour: its leftmost standard seal (L1409, L1422); -1 none."""
    return next((c for c in row if c != SPECIAL), -1)


def plan(s: DarwinState, discount: int, free: bool, coins: int):
    """(worker, scroll, colour, cost) he would take with `coins`, or None if he cannot."""
    w = target_row(s)
    if w < 0:
        return None
    row = s.rows[s.ctx.alfred][w]
    per = s.ctx.comp.tracks.scroll_spaces
    costs = s.ctx.comp.tracks.scroll_costs
    grid = s.academy

    def ok(c: int) -> bool:
        return row.count(c) < MAX_OF_A_COLOUR

    prio = priority(row)
    scrolls = range(len(costs))
    if free:
        if prio >= 0 and ok(prio):
            for k in scrolls:
                if prio in grid[k * per : k * per + per]:
                    return w, k, prio, 0
        for k in scrolls:  # the top scroll's leftmost (the next if it has none he may take)
            first = next((c for c in grid[k * per : k * per + per] if c >= 0 and ok(c)), -1)
            if first >= 0:
                return w, k, first, 0
        return None
    for k in sorted(scrolls, key=lambda k: (costs[k], k)):
        on = [c for c in grid[k * per : k * per + per] if c >= 0]
        allowed = [c for c in on if ok(c)]
        if not allowed:
            continue  # empty, or every seal would be a 4th: the next scroll (L1424)
        cost = max(0, costs[k] - discount)
        if cost > coins:
            return None  # he cannot pay for it (L1420)
        colour = prio if prio in allowed else allowed[0]
        return w, k, colour, cost
    return None


def take(s: DarwinState, discount: int = 0, free: bool = False) -> bool:
    a = s.ctx.alfred
    if not free:
        discount -= extra(s, a, "academy", "coins")  # Fireland's T2 (FL-R14)
    p = plan(s, discount, free, s.coins[a])
    if p is None:
        return False
    w, k, colour, cost = p
    per = s.ctx.comp.tracks.scroll_spaces
    i = next(i for i in range(k * per, k * per + per) if s.academy[i] == colour)
    economy.pay(s, a, cost)
    s.academy = replaced(s.academy, i, -1)
    if colour == TIME_SEAL:
        spend_time(s, a, fireland_data().seal_time)
        colour = SPECIAL
    place_seal(s, w, colour)
    return True


def place_seal(s: DarwinState, w: int, colour: int) -> None:
    a = s.ctx.alfred
    r = act.board(s).rows[w]
    k = len(s.rows[a][w]) - len(r.seals)
    seals.add_seal(s, a, w, colour)
    note(s, f"Alfred's worker {'ABCD'[w]} takes a {SEAL_NAMES[colour]} seal")
    act.run_all(s, r.icons[k])  # a covered icon runs at once (L1430)


@act.verb("academy")
def _academy(s, n):
    take(s, discount=n)


@act.verb("academy-free")
def _academy_free(s, n):
    take(s, free=True)


@act.verb("special-seal")
def _special_seal(s, n):
    """A Special seal from the supply, on the row the Academy would use (ruling A14)."""
    w = target_row(s)
    if w >= 0 and s.specials > 0:
        s.specials -= 1
        place_seal(s, w, SPECIAL)
