"""The Academy (L628-L640): take a seal from a scroll, paying the scroll's cost, and put it
on the leftmost free space of a worker row, paying that space's cost. Also Gain a Special
seal (L835-L837, L1036), which costs nothing.

An Academy icon's number is a coin discount on that seal (digest 10.1, "Academy -2"); the
gold Academy distinction takes 1 more coin off (L923, ruling R10). A discount comes off the
seal's total cost (scroll + space) and never below 0. The silver-slot perk removes scroll
costs (L1013).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL, fireland_data
from ludotheque.games.darwins_journey.components.names import COLOURS, SEAL_NAMES, SPECIAL
from ludotheque.games.darwins_journey.rules import economy, perks, seals, tasks
from ludotheque.games.darwins_journey.rules.effects import DISCOUNT, runner
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.rules.fireland.encounters import spend_time
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced


def scroll_cost(s: DarwinState, seat: int, scroll: int) -> int:
    if perks.has(s, seat, "no-scroll-cost"):
        return 0
    return s.ctx.comp.tracks.scroll_costs[scroll]


def total(s: DarwinState, seat: int, scroll: int, worker: int, discount: int) -> int:
    return max(0, scroll_cost(s, seat, scroll) + seals.space_cost(s, seat, worker) - discount)


def choices(s: DarwinState, seat: int, discount: int) -> list[tuple[int, int]]:
    """(scroll, colour) pairs on offer that some row can take and the seat can afford.
    `total` grows with the row's space cost, so the cheapest open row decides."""
    rows = seals.open_rows(s, seat)
    if not rows:
        return []
    per = s.ctx.comp.tracks.scroll_spaces
    coins = s.coins[seat]
    space_costs = s.ctx.comp.board.space_costs
    mine = s.rows[seat]
    cheapest = min(space_costs[len(mine[w]) - 1] for w in rows)
    free = perks.has(s, seat, "no-scroll-cost")
    scroll_costs = s.ctx.comp.tracks.scroll_costs
    out = []
    for k, colour in enumerate(s.academy):
        if colour < 0:
            continue
        scroll = k // per
        if (scroll, colour) in out:
            continue
        if max(0, (0 if free else scroll_costs[scroll]) + cheapest - discount) <= coins:
            out.append((scroll, colour))
    return out


def _usable(s, seat, n):
    """`bool(choices(s, seat, n))` without listing them (asked by every hub decision that
    offers the Academy): a seal's total grows with its scroll's cost, so the cheapest
    scroll still holding a seal decides."""
    mine = s.rows[seat]
    board = s.ctx.comp.board
    cap = 1 + board.free_spaces
    space_costs = board.space_costs
    cheapest = None
    for w in (1, 2, 3):
        k = len(mine[w])
        if k < cap and (cheapest is None or space_costs[k - 1] < cheapest):
            cheapest = space_costs[k - 1]
    if cheapest is None:
        return False
    per = s.ctx.comp.tracks.scroll_spaces
    scroll_costs = s.ctx.comp.tracks.scroll_costs
    free = perks.has(s, seat, "no-scroll-cost")
    coins = s.coins[seat]
    for k, colour in enumerate(s.academy):
        if colour >= 0 and max(0, (0 if free else scroll_costs[k // per]) + cheapest - n) <= coins:
            return True
    return False


@runner("academy", usable=_usable)
def _academy(s, seat, n, flags):
    discount = n + (1 if flags & DISCOUNT else 0)
    discount -= fire_extra(s, seat, "academy", "coins")  # Fireland's T2 (ruling FL-R14)
    tasks.push(s, ("academy", seat, discount))


# A seal in the Academy by its name: the 4 colours, then (Fireland) the Time seal.
_NAME = {**dict(enumerate(COLOURS)), TIME_SEAL: "time"}
_NAME_INDEX = {v: k for k, v in _NAME.items()}


def _options(s, task):
    _, seat, discount = task
    return [f"take {_NAME[c]} from scroll {k + 1}" for k, c in choices(s, seat, discount)] or [
        "take nothing"
    ]


def _play(s, task, opt):
    tasks.pop(s)
    _, seat, discount = task
    if opt == "take nothing":
        return
    words = opt.split()
    colour, scroll = _NAME_INDEX[words[1]], int(words[-1]) - 1
    rows = [
        w for w in seals.open_rows(s, seat) if total(s, seat, scroll, w, discount) <= s.coins[seat]
    ]
    if len(rows) == 1:
        finish(s, seat, scroll, colour, rows[0], discount)
    else:
        tasks.push(s, ("academy-row", seat, scroll, colour, discount))


def finish(s: DarwinState, seat: int, scroll: int, colour: int, worker: int, discount: int):
    per = s.ctx.comp.tracks.scroll_spaces
    k = next(i for i in range(scroll * per, scroll * per + per) if s.academy[i] == colour)
    economy.pay(s, seat, total(s, seat, scroll, worker, discount))
    s.academy = replaced(s.academy, k, -1)
    if colour == TIME_SEAL:  # Fireland: 1 Time more, then a Special seal (L1856, FL-R15)
        spend_time(s, seat, fireland_data().seal_time)
        seals.add_seal(s, seat, worker, SPECIAL)
    else:
        seals.add_seal(s, seat, worker, colour)
    note(s, f"seat {seat + 1} puts a {_NAME[colour]} seal on worker {worker + 1}")


def _row_options(s, task):
    _, seat, scroll, colour, discount = task
    per = s.ctx.comp.tracks.scroll_spaces
    if colour not in s.academy[scroll * per : scroll * per + per]:
        return []  # a completion made meanwhile took this very seal: the action lapses (R35)
    return [
        f"to worker {w + 1}"
        for w in seals.open_rows(s, seat)
        if total(s, seat, scroll, w, discount) <= s.coins[seat]
    ]


def _row_play(s, task, opt):
    tasks.pop(s)
    _, seat, scroll, colour, discount = task
    finish(s, seat, scroll, colour, int(opt.split()[-1]) - 1, discount)


tasks.register("academy", _options, _play, "Take a seal from the Academy.")
tasks.register("academy-row", _row_options, _row_play, "Which worker gets the seal?")


# ----- Gain a Special seal (L835-L837) ---------------------------------------------------
def can_take_special(s: DarwinState, seat: int) -> bool:
    """A Special seal needs a free row space and one left on the cup: 12 in all (L125)."""
    return s.specials > 0 and bool(seals.open_rows(s, seat))


@runner("special-seal", usable=lambda s, seat, n: can_take_special(s, seat))
def _special(s, seat, n, flags):
    tasks.push(s, ("special-seal", seat, 0))


def _special_options(s, task):
    return [f"{SEAL_NAMES[SPECIAL]} seal to worker {w + 1}" for w in seals.open_rows(s, task[1])]


def _special_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    worker = int(opt.split()[-1]) - 1
    seals.add_seal(s, seat, worker, SPECIAL)  # no cost (L837)
    s.specials -= 1
    note(s, f"seat {seat + 1} puts a special seal on worker {worker + 1}")


tasks.register("special-seal", _special_options, _special_play, "Which worker gets it?")
