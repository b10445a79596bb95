"""The Museum (L738-L773, L819-L821): delivering researched specimens, researching at the
Museum, and Repeat Delivery.

Delivering a tile looks at the 6 other cells of its row and column: +1 coin per empty cell,
+1 Evolution per filled one (L755). The first tile a player delivers to a row takes the
row's coin (L747); the tile completing a row gives +1 Evolution (L751). Up to 2 per action,
the second for 3 coins (L757, L773). Research tokens stay on the board (digest 7.20).
"""

from __future__ import annotations

from itertools import compress

from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.rules.effects import runner
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.state import (
    READ_RESEARCH,
    DarwinState,
    note,
    remember,
    replaced,
)


def row_complete(s: DarwinState, row: int) -> bool:
    cols = s.ctx.comp.geo.columns
    return all(s.museum[row * cols + c] for c in range(cols))


def complete_rows(s: DarwinState) -> int:
    """Read by every view (the Museum modifier): rows as slices, not cell by cell."""
    cols = s.ctx.comp.geo.columns
    m = s.museum  # booleans: a row is complete when no cell is False
    if m.count(True) < cols:  # fewer tiles than a row holds (most of a game; every leaf)
        return 0
    n = 0
    for start in range(0, s.ctx.comp.geo.rows * cols, cols):
        if False not in m[start : start + cols]:
            n += 1
    return n


def bonus(s: DarwinState, cell: int) -> tuple[int, int]:
    """(coins, Evolution) the row and column of `cell` give (L755)."""
    geo = s.ctx.comp.geo
    r, c = divmod(cell, geo.columns)
    others = [r * geo.columns + k for k in range(geo.columns) if k != c]
    others += [k * geo.columns + c for k in range(geo.rows) if k != r]
    filled = sum(s.museum[x] for x in others)
    return len(others) - filled, filled


def deliver(s: DarwinState, seat: int, cell: int, repeat: bool = False, less: int = 0) -> None:
    """`less`: the Evolution steps a Time penalty takes from this delivery (Fireland T4)."""
    geo = s.ctx.comp.geo
    coins, evo = bonus(s, cell)
    row = cell // geo.columns
    s.museum[cell] = True
    if not repeat and s.row_coin[row]:  # the first player tile of the row (L747)
        s.row_coin = replaced(s.row_coin, row, False)
        coins += geo.row_coin
    if row_complete(s, row):  # L751; repeated by Repeat Delivery (L821, ruling R13)
        evo += 1
    economy.gain_coins(s, seat, coins)
    evo = max(0, evo - less)
    economy.advance_theory(s, seat, evo)
    note(s, f"seat {seat + 1} delivers the {geo.specimens[cell].id} (+{coins} coins, +{evo})")


def deliverable(s: DarwinState, seat: int, repeat: bool) -> list[int]:
    mask = s.research[seat]
    return [c for c in range(len(s.museum)) if mask >> c & 1 and s.museum[c] == repeat]


def researchable(s: DarwinState, seat: int) -> list[int]:
    mask = s.research[seat]
    museum = s.museum  # the shown cells picked in C (`compress`), then the seat's own left out
    return [c for c in compress(range(len(museum)), museum) if not mask >> c & 1]


def _can_deliver(s: DarwinState, seat: int, repeat: bool) -> bool:
    """`bool(deliverable(s, seat, repeat))`, read over the seat's researched cells only
    and stopping at the first (every hub offering a delivery asks)."""
    mask = s.research[seat]
    museum = s.museum
    while mask:
        low = mask & -mask
        if museum[low.bit_length() - 1] == repeat:
            return True
        mask ^= low
    return False


def _can_research(s: DarwinState, seat: int) -> bool:
    """`bool(researchable(s, seat))`, stopping at the first."""
    mask = s.research[seat]
    for c, shown in enumerate(s.museum):
        if shown and not mask >> c & 1:
            return True
    return False


@runner("deliver", usable=lambda s, seat, n: _can_deliver(s, seat, False))
def _deliver(s, seat, n, flags):
    if s.ctx.fireland and not pay_time_penalty(s, seat):
        return
    tasks.push(s, ("deliver", seat, 0))


def pay_time_penalty(s, seat) -> bool:
    """Fireland's T1 at a delivery action's start: its coins, or no delivery (FL-R14)."""
    cost = fire_extra(s, seat, "deliver", "coins")
    if cost > s.coins[seat]:
        return False
    if cost:
        economy.pay(s, seat, cost)
    return True


@runner("repeat-delivery", usable=lambda s, seat, n: _can_deliver(s, seat, True))
def _repeat(s, seat, n, flags):
    tasks.push(s, ("repeat-delivery", seat))


@runner("museum-research", usable=lambda s, seat, n: _can_research(s, seat))
def _research(s, seat, n, flags):
    tasks.push(s, ("museum-research", seat, 0))


def _second_ok(s, seat, done):
    return done == 0 or s.coins[seat] >= s.ctx.comp.tracks.second_cost


def _deliver_options(s, task):
    _, seat, done = task
    names = s.ctx.comp.geo.specimens
    opts = []
    if _second_ok(s, seat, done):
        opts = [f"deliver {names[c].id}" for c in deliverable(s, seat, False)]
    return opts + (["stop"] if done else [])


def specimen_cell(s: DarwinState, opt: str) -> int:
    """The Museum cell an option names by its specimen ("deliver X", "research X again")."""
    cells = s.ctx.memo.get("specimen-cells")
    if cells is None:  # each specimen's first cell, by its id (context memo)
        cells = {}
        for i, sp in enumerate(s.ctx.comp.geo.specimens):
            cells.setdefault(sp.id, i)
        remember(s.ctx, "specimen-cells", cells)
    return cells[opt.split()[1]]


def research(s: DarwinState, seat: int, cell: int) -> None:
    """The seat researches the specimen of `cell`, wherever (a flag, the Museum, an
    Island, any specimen): its completions are asked again, and a Great Ship card's
    column bonus (GS3) is paid."""
    before = s.research[seat]
    s.research[seat] |= 1 << cell
    if s.watch[seat][2] & READ_RESEARCH:
        s.kept[seat] = None
    if s.ships[seat] >= 0:
        ship.researched(s, seat, before)  # GS3


def _deliver_play(s, task, opt):
    tasks.pop(s)
    _, seat, done = task
    if opt == "stop":
        return
    if done:
        economy.pay(s, seat, s.ctx.comp.tracks.second_cost)
    cell = specimen_cell(s, opt)
    deliver(s, seat, cell, less=fire_extra(s, seat, "deliver", "theory") if done == 0 else 0)
    if done == 0 and _deliver_options(s, (None, seat, 1)) != ["stop"]:
        tasks.push(s, ("deliver", seat, 1))


def _repeat_options(s, task):
    names = s.ctx.comp.geo.specimens
    return [f"deliver {names[c].id} again" for c in deliverable(s, task[1], True)]


def _repeat_play(s, task, opt):
    tasks.pop(s)
    cell = specimen_cell(s, opt)
    deliver(s, task[1], cell, repeat=True)


def _research_options(s, task):
    """A task of 4 items is the Pirates' P1 (L2230): its second research is free."""
    _, seat, done = task[:3]
    opts = []
    if len(task) > 3 or _second_ok(s, seat, done):
        texts = s.ctx.memo.get("research-texts") or _research_texts(s.ctx)
        opts = [texts[c] for c in researchable(s, seat)]
    return opts + (["stop"] if done else [])


def _research_texts(ctx) -> tuple[str, ...]:
    """Each cell's "research X" option, written once per context (context memo)."""
    texts = tuple(f"research {sp.id}" for sp in ctx.comp.geo.specimens)
    return remember(ctx, "research-texts", texts)


def _research_play(s, task, opt):
    tasks.pop(s)
    _, seat, done = task[:3]
    if opt == "stop":
        return
    if done and len(task) == 3:
        economy.pay(s, seat, s.ctx.comp.tracks.second_cost)
    cell = specimen_cell(s, opt)
    research(s, seat, cell)
    second = ("museum-research", seat, 1, *task[3:])
    if done == 0 and _research_options(s, second) != ["stop"]:
        tasks.push(s, second)


# ----- Deliver one specimen (the Great Ship's GS6, L2124): no second one --------------
@runner("deliver-one", usable=lambda s, seat, n: _can_deliver(s, seat, False))
def _deliver_one(s, seat, n, flags):
    if s.ctx.fireland and not pay_time_penalty(s, seat):
        return
    tasks.push(s, ("deliver-one", seat))


def _one_options(s, task):
    names = s.ctx.comp.geo.specimens
    return [f"deliver {names[c].id}" for c in deliverable(s, task[1], False)]


def _one_play(s, task, opt):
    tasks.pop(s)
    cell = specimen_cell(s, opt)
    deliver(s, task[1], cell, less=fire_extra(s, task[1], "deliver", "theory"))


tasks.register("deliver-one", _one_options, _one_play, "Deliver one specimen to the Museum.")
tasks.register("deliver", _deliver_options, _deliver_play, "Deliver a specimen to the Museum.")
tasks.register("repeat-delivery", _repeat_options, _repeat_play, "Deliver a specimen again.")
tasks.register("museum-research", _research_options, _research_play, "Research at the Museum.")


# ----- Research any Specimen (L867) ------------------------------------------------------
def unresearched(s: DarwinState, seat: int) -> list[int]:
    return [c for c in range(len(s.museum)) if not s.research[seat] >> c & 1]


@runner("research-any", usable=lambda s, seat, n: bool(unresearched(s, seat)))
def _any(s, seat, n, flags):
    tasks.push(s, ("research-any", seat))


def _any_options(s, task):
    names = s.ctx.comp.geo.specimens
    return [f"research {names[c].id}" for c in unresearched(s, task[1])]


def _any_play(s, task, opt):
    tasks.pop(s)
    research(s, task[1], specimen_cell(s, opt))


tasks.register("research-any", _any_options, _any_play, "Research any specimen.")
