"""The options of Alfred's Action cards (L1345-L1581). Each `try_*` does the option and
returns True, or changes nothing and returns False so that he tries the next one down."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.rules import economy, museum, placement, seals
from ludotheque.games.darwins_journey.rules.alfred import academy, act, lens, letters, moves
from ludotheque.games.darwins_journey.rules.alfred.tracks import move_bonus
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.state import DarwinState, note


def _kind(s: DarwinState, i: int) -> str:
    d = s.ctx.comp.diaries
    sp = d.spaces[i]
    return d.kinds[sp.diary] if sp.diary >= 0 else ""


def put(s: DarwinState, w: int, space: int, cost: int = 0) -> None:
    """His worker on a space: he pays `cost` (TK bought and penalty); the owner of a
    player's lens there gets 1 coin (L454)."""
    a = s.ctx.alfred
    economy.pay(s, a, cost)
    owner = s.lens[space]
    if owner >= 0 and owner != a:
        economy.gain_coins(s, owner, 1)
    s.at[space] = (*s.at[space], (a, w))
    placement.reclose(s, space)
    s.free[a] &= ~(1 << w)
    note(s, f"Alfred's worker {'ABCD'[w]} goes to {s.ctx.comp.diaries.spaces[space].id}")


# ----- Main Diary (L1353-L1411) ----------------------------------------------------------
def main_spaces(s: DarwinState, w: int) -> list[tuple]:
    """Spaces worker w may take, best first: (level, cost, colour rank, space). Lowest on
    the page (our highest level) first (L1369, ruling A10), then fewest coins (L1383),
    then the colour of his leftmost seal (L1407), then board order."""
    a = s.ctx.alfred
    d = s.ctx.comp.diaries
    row = seals.row(s, a, w)
    tk_price = s.ctx.automa.tk_coins
    coins = s.coins[a]
    out = []
    for i, sp in enumerate(d.spaces):
        if _kind(s, i) != "main" or s.lens[i] == placement.LOCKED or s.at[i]:
            continue
        need = sp.seals
        colours = [c for c in range(4) if need[c]]
        if colours and not any(c in row for c in colours) and SPECIAL not in row:
            continue  # he holds none of the required seals (L1369)
        cost = seals.shortfall(row, need) * tk_price + placement.penalty(s, a, i)
        if cost > coins:
            continue  # cannot buy all the TK: the next best (L1375)
        seal = next((e for e in sp.actions if e[0] == "academy"), None)
        if seal and not academy.plan(s, seal[1], False, coins - cost):
            continue  # an Academy he could not do (L1420)
        rank = min((lens.colour_rank(row, c) for c in colours), default=99)
        out.append((-sp.level, cost, rank, i))
    out.sort()
    return out


def try_main(s: DarwinState, letters_: str) -> bool:
    a = s.ctx.alfred
    for letter in letters_:
        w = "ABCD".index(letter)
        if not s.free[a] >> w & 1:
            continue
        best = main_spaces(s, w)
        if best:
            _, cost, _, space = best[0]
            put(s, w, space, cost)
            act.run_all(s, s.ctx.comp.diaries.spaces[space].actions)
            return True
    return False


# ----- Special Action Diary (L1502-L1512) ----------------------------------------------
def try_special(s: DarwinState, side: str) -> bool:
    d = s.ctx.comp.diaries
    spaces = [i for i in range(len(d.spaces)) if _kind(s, i) == "special"]
    if any(s.at[i] for i in spaces):
        return False
    space = next((i for i in spaces if d.spaces[i].level == 1 and d.spaces[i].page == side), -1)
    ws = act.free_workers(s)
    if space < 0 or not ws:
        return False
    put(s, ws[0], space)
    move_bonus(s, s.ctx.automa.special_bonus)  # no action, no seals needed (L1512)
    return True


# ----- Small Diary (L1514-L1550) -------------------------------------------------------
def try_small(s: DarwinState) -> bool:
    d = s.ctx.comp.diaries
    spaces = [i for i in range(len(d.spaces)) if _kind(s, i) == "small"]
    ws = act.free_workers(s)
    if not ws or any(s.at[i] for i in spaces):
        return False
    target = lens.choose(s)
    if target < 0:
        return False
    put(s, ws[0], spaces[0])
    lens.place_lens(s, target, False)
    return True


# ----- Specimen Delivery (L1552-L1569) -------------------------------------------------
def delivery_coins(s: DarwinState, cell: int) -> int:
    """Coins a delivery would pay him: empty cells of its row and column, and the row's
    coin if still there (L747, L755)."""
    row = cell // s.ctx.comp.geo.columns
    return museum.bonus(s, cell)[0] + (s.ctx.comp.geo.row_coin if s.row_coin[row] else 0)


def delivery_order(s: DarwinState) -> list[int]:
    """Specimens he may deliver, in his order: shared with the player first, then most
    coins, then top-left of the board (ruling A13: the board order settles what L1566
    leaves to the player)."""
    a = s.ctx.alfred
    p = 1 - a
    cells = museum.deliverable(s, a, False)
    return sorted(cells, key=lambda c: (not s.research[p] >> c & 1, -delivery_coins(s, c), c))


def deliver(s: DarwinState) -> int:
    """Up to 2 deliveries, the second for 3 coins (L1554); returns how many. With Fireland,
    T1's coins first (none to pay: no delivery) and T4's step less on the first, as for a
    player (L2037, ruling FL-R14)."""
    a = s.ctx.alfred
    done = 0
    if s.ctx.fireland and (not delivery_order(s) or not museum.pay_time_penalty(s, a)):
        return 0
    for _ in range(2):
        cells = delivery_order(s)
        if not cells:
            break
        if done:
            if s.coins[a] < s.ctx.comp.tracks.second_cost:
                break
            economy.pay(s, a, s.ctx.comp.tracks.second_cost)
        museum.deliver(s, a, cells[0], less=0 if done else fire_extra(s, a, "deliver", "theory"))
        done += 1
    return done


@act.verb("deliver")
def _deliver(s, n):
    deliver(s)


def try_delivery(s: DarwinState) -> bool:
    ws = act.free_workers(s)
    if (
        not ws
        or not delivery_order(s)
        or s.coins[s.ctx.alfred] < fire_extra(s, s.ctx.alfred, "deliver", "coins")
    ):
        return False
    put(s, ws[0], s.ctx.comp.diaries.index("museum"))
    deliver(s)
    return True


# ----- Prolific Correspondence and Add Explorer (L1571-L1581) ---------------------------
def _spend_worker(s: DarwinState, what: str) -> None:
    """These options name no space: his bottom-most available worker is used up for the
    round, on no space (ruling A8)."""
    a = s.ctx.alfred
    w = act.free_workers(s)[0]
    s.free[a] &= ~(1 << w)
    note(s, f"Alfred's worker {'ABCD'[w]}: {what}")


def try_prolific(s: DarwinState) -> bool:
    if not act.free_workers(s) or letters.available(s) <= 0:
        return False
    _spend_worker(s, "prolific correspondence")
    letters.prolific(s)
    return True


def try_add_explorer(s: DarwinState) -> bool:
    if not act.free_workers(s) or moves.new_island(s) < 0:
        return False
    _spend_worker(s, "add an explorer")
    moves.add_explorer(s, 0)
    return True


# ----- Rest (L1345-L1349) ----------------------------------------------------------------
def rest(s: DarwinState) -> bool:
    a = s.ctx.alfred
    w = act.free_workers(s)[0]
    s.free[a] &= ~(1 << w)
    s.a_rest = (*s.a_rest, w)
    note(s, f"Alfred's worker {'ABCD'[w]} rests")
    data = s.ctx.automa
    economy.gain_coins(s, a, data.rest_coins)
    move_bonus(s, data.rest_bonus)
    return True


def try_option(s: DarwinState, kind: str, arg: str) -> bool:
    if kind == "main":
        return try_main(s, arg)
    if kind == "special":
        return try_special(s, arg)
    if kind == "small":
        return try_small(s)
    if kind == "delivery":
        return try_delivery(s)
    if kind == "prolific":
        return try_prolific(s)
    if kind == "add-explorer":
        return try_add_explorer(s)
    return rest(s)
