"""Placing a worker (L414-L524): open spaces, capacity by shape, seal requirements with
Special seals and Temporary Knowledge, the Section penalty, and the lens owner's coin."""

from __future__ import annotations

from itertools import compress

from ludotheque.games.darwins_journey.rules import economy, perks, seals
from ludotheque.games.darwins_journey.rules.effects import DISCOUNT, EXTRA_STOP, SPLIT
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.state import (
    FIFTH,
    WORKERS,
    DarwinState,
    last_answers,
    note,
    remember,
)

NEUTRAL = -2  # lens value of an open space with no owner (printed, or a neutral lens)
LOCKED = -1


def requirement(s: DarwinState, space: int) -> tuple[int, int, int, int]:
    """A Special Action space requires what its tile shows; other spaces what is printed."""
    tile = s.tile[space]
    if tile >= 0:
        return s.ctx.comp.specials[tile].seals
    return s.ctx.comp.diaries.spaces[space].seals


def actions(s: DarwinState, space: int):
    tile = s.tile[space]
    if tile >= 0:
        return s.ctx.comp.specials[tile].actions
    return s.ctx.comp.diaries.spaces[space].actions


def is_open(s: DarwinState, space: int) -> bool:
    sp = s.ctx.comp.diaries.spaces[space]
    if s.lens[space] == LOCKED:
        return False
    if sp.diary >= 0 and s.ctx.comp.diaries.kinds[sp.diary] == "special" and s.tile[space] < 0:
        return False  # an empty tile space (solo's bottom tier, L1257)
    return sp.shape != "lens" or not s.at[space]  # a lens holds one worker (L480)


LENS, TILE_SLOT = 1, 2  # bits of _shapes


def _shapes(ctx) -> tuple[int, ...]:
    """Per space, what `is_open` asks of its printed shape: a Special Action tile slot, a
    lens space (one worker), or neither (context memo)."""
    got = ctx.memo.get("space-shapes")
    if got is None:
        d = ctx.comp.diaries
        got = tuple(
            (TILE_SLOT if sp.diary >= 0 and d.kinds[sp.diary] == "special" else 0)
            | (LENS if sp.shape == "lens" else 0)
            for sp in d.spaces
        )
        remember(ctx, "space-shapes", got)
    return got


def penalty(s: DarwinState, seat: int, space: int) -> int:
    """Coins to place in a Section already holding a worker, own ones included (L440); never
    on square magnifiers (L466); 1 less with the gold slot perk (L1046)."""
    sec = s.ctx.section[space]
    if sec < 0:
        return 0
    time = fire_extra(s, seat, "diary", "coins") if s.ctx.fireland else 0  # Fireland's T3
    at = s.at
    for j in s.ctx.members[sec]:  # a loop, not any() over a generator: asked per placement
        if at[j]:
            return max(0, s.ctx.penalty - perks.has(s, seat, "penalty-cut")) + time
    return time


def workers_for(s: DarwinState, seat: int, space: int) -> list[int]:
    """The seat's workers on its board that may go to `space` now."""
    if not is_open(s, space) or penalty(s, seat, space) > s.coins[seat]:
        return []
    need = requirement(s, space)
    out = []
    for w in range(WORKERS):
        if s.free[seat] >> w & 1 and seals.tk_needed(s, seat, w, need) <= s.tk[seat]:
            out.append(w)
    return out


def legal_spaces(s: DarwinState, seat: int, names=None) -> list | tuple:
    """The spaces `workers_for` offers some worker: the same tests, with what depends only
    on the seat's free rows, its TK and the tiles (whose requirements it meets) kept in
    the context's memo, the spaces no worker may take (locked, a lens taken) kept in the
    state (`s.closed`), and the Sections a seat short of the penalty cannot enter masked
    out (hot path: every placement decision; tests/games/darwins_journey/
    test_speed_reference.py and test_speed_closed.py check it against the per-space
    reading). With `names` (a tuple per space), each space's name instead of its index:
    the placement decision's options without a second pass, as a tuple kept by the mask
    of the spaces it may take (Fireland aside: its Time penalty is read per space)."""
    free = s.free[seat]
    if not free:
        return []
    ctx = s.ctx
    # The spaces whose requirement some free worker meets with the seat's TK: the union
    # of the free workers' fits (`_worker_fits`). A seat's rows, TK and the tiles change
    # far less often than its free workers (every placement), so its last answer keeps
    # each worker's fit, found by identity of the tuples (no hash of the rows), and the
    # union per set of free workers (32 at most); inline (a call less per placement).
    e = (ctx.memo.get("fit-last") or last_answers(ctx, "fit-last"))[seat]
    if e is None or e[0] is not s.rows[seat] or e[1] != s.tk[seat] or e[2] is not s.tile:
        e = _new_entry(s, seat)
    mask = e[4][free]
    if mask is None:
        mask = 0
        masks = e[3]
        for w in _MEMBERS[free]:  # the free workers, from a table (no test per worker)
            mask |= masks[w]
        e[4][free] = mask
    mask &= ~s.closed
    if not ctx.fireland and s.coins[seat] < ctx.penalty:  # a Section may be out of reach
        cut = perks.has(s, seat, "penalty-cut") if s.done[seat] else 0
        if ctx.penalty - cut > s.coins[seat]:
            mask &= ~_in_busy_sections(s)
    if names is not None and not ctx.fireland:
        named = ctx.memo.get("legal-names")
        if named is None or named[0] is not names:
            named = remember(ctx, "legal-names", (names, {}))
        got = named[1].get(mask)
        if got is None:
            if len(named[1]) > 4096:
                named[1].clear()
            got = named[1][mask] = tuple([names[i] for i in _BITS.get(mask) or _bits(mask)])
        return got
    fit = _BITS.get(mask)
    if fit is None:
        fit = _bits(mask)
    if names is None:
        names = _INDEX
    if ctx.fireland:  # a Time penalty may charge every Section: the per-space reading
        coins = s.coins[seat]
        return [names[i] for i in fit if penalty(s, seat, i) <= coins]
    return [names[i] for i in fit]


def _in_busy_sections(s: DarwinState) -> int:
    """The spaces of the Sections holding a worker, as a bitmask: those a seat that cannot
    pay the penalty may not take (the occupied Sections read in C, `compress`)."""
    ctx = s.ctx
    masks = ctx.memo.get("section-masks")
    if masks is None:
        masks = remember(ctx, "section-masks", tuple(sum(1 << i for i in m) for m in ctx.members))
    busy = set(compress(ctx.section, s.at))
    busy.discard(-1)  # spaces in no Section
    out = 0
    for sec in busy:
        out |= masks[sec]
    return out


def reclose(s: DarwinState, space: int) -> None:
    """Keep `s.closed` for `space` after a rule wrote its lens or its workers."""
    if s.lens[space] == LOCKED or (s.at[space] and _shapes(s.ctx)[space] & LENS):
        s.closed |= 1 << space
    else:
        s.closed &= ~(1 << space)


def reclose_all(s: DarwinState) -> None:
    """`s.closed` read anew from every space (a position built by hand, as tests do)."""
    for i in range(len(s.lens)):
        reclose(s, i)


_INDEX = range(1 << 16)  # names[i] == i: `legal_spaces` without names
FIT_MAX = 8192  # entries of a game's table of fits before it starts afresh


# Per worker, every other worker as a set (a bitmask): what stays free once it is placed.
_ALL_BUT = tuple(~(1 << w) for w in range(WORKERS))
# Per set of workers (a bitmask), its members in order.
_MEMBERS = tuple(tuple(w for w in range(WORKERS) if free >> w & 1) for free in range(1 << WORKERS))


def _bits(mask: int) -> tuple[int, ...]:
    """The positions of the mask's set bits, in order, kept in `_BITS`."""
    if len(_BITS) > 4096:
        _BITS.clear()
    got = _BITS[mask] = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
    return got


_BITS: dict[int, tuple[int, ...]] = {}  # a bitmask -> the positions of its set bits, in order


def worker_fits(s: DarwinState, seat: int) -> tuple[int, ...]:
    """Per worker of the seat (free or not), the spaces whose requirement it meets with
    the seat's TK, as bitmasks (tile slots holding no tile left out): `legal_spaces`'s
    entry for the seat, made anew if its rows, TK or the tiles changed."""
    rows, tk, tile = s.rows[seat], s.tk[seat], s.tile
    e = (s.ctx.memo.get("fit-last") or last_answers(s.ctx, "fit-last"))[seat]
    if e is None or e[0] is not rows or e[1] != tk or e[2] is not tile:
        e = _new_entry(s, seat)
    return e[3]


def _new_entry(s: DarwinState, seat: int) -> tuple:
    """The seat's entry in `fit-last` made anew: its rows, TK and the tiles it holds for,
    each worker's fit, and room for the union per set of free workers."""
    rows, tk = s.rows[seat], s.tk[seat]
    e = (rows, tk, s.tile, _worker_fits(s, rows, tk), [None] * (1 << WORKERS))
    last_answers(s.ctx, "fit-last")[seat] = e  # after `_worker_fits`: it may empty the memo
    return e


def _worker_fits(s: DarwinState, rows: tuple, tk: int) -> tuple[int, ...]:
    """Per worker (the 5th has no row), the spaces whose requirement (printed, or the
    tile's) its row meets with `tk` TK, as a bitmask, tile slots holding no tile left
    out: the row's fit of every printed space and every tile, kept across games by (row,
    TK) (`_fits_anywhere`), read through the game's layout of tiles, whose slots a set of
    tiles met covers is kept per game by that set (a game's rows meet a few sets). The
    tiles never change after setup and copies share the tuple, so the game's entry is
    found by the tuple's identity."""
    tile = s.tile
    ctx = s.ctx
    got = ctx.memo.get("fit-table")
    if got is None or got[0] is not tile:  # another game: its entry, by the tiles' value
        got = _game_entry(ctx, tile)
    _, printed_here, tiled, by_tiles = got
    table = _anywhere(ctx)
    out = []
    for w in range(WORKERS):
        row = () if w == FIFTH else rows[w]
        printed, tiles = table.get((row, tk)) or _fits_anywhere(ctx, row, tk)
        on_slots = by_tiles.get(tiles)
        if on_slots is None:
            if len(by_tiles) >= FIT_MAX:
                by_tiles.clear()
            on_slots = by_tiles[tiles] = _on_slots(tiled, tiles)
        out.append(printed & printed_here | on_slots)
    return tuple(out)


def _game_entry(ctx, tile: tuple) -> tuple:
    """A game's entry for `_worker_fits`: its tiles, its layout (`_layout`) and the slots
    per set of tiles met, kept in the context's memo by the tiles' value."""
    got = ctx.memo.get(("fit-table", tile))
    if got is None:
        got = remember(ctx, ("fit-table", tile), (tile, *_layout(ctx, tile), {}))
    return remember(ctx, "fit-table", got)


def _on_slots(tiled: tuple, tiles: int) -> int:
    """The slots (a bitmask of spaces) holding one of the tiles met (a bitmask of tiles)."""
    mask = 0
    for i, t in tiled:
        if tiles >> t & 1:
            mask |= 1 << i
    return mask


def _fit(s: DarwinState, row: tuple, tk: int) -> int:
    """The spaces whose requirement `row` meets with `tk` TK, as a bitmask."""
    return _fit_with(s.ctx, _layout(s.ctx, s.tile), row, tk)


def _layout(ctx, tile: tuple) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Where a game's tiles lie: the spaces read by their printed requirement (all but the
    tile slots, and the slots setup could fill left without a tile), and each slot holding
    a tile with its tile."""
    shape, slots = _shapes(ctx), set(_tile_slots(ctx))
    printed, tiled = 0, []
    for i in range(len(shape)):
        if i not in slots or (tile[i] < 0 and not shape[i] & TILE_SLOT):
            printed |= 1 << i
        elif tile[i] >= 0:
            tiled.append((i, tile[i]))
    return printed, tuple(tiled)


def _fit_with(ctx, layout: tuple, row: tuple, tk: int) -> int:
    """`_fit` for a game's `layout` of tiles, from the row's fit of every printed space and
    every Special Action tile (`_fits_anywhere`)."""
    printed, tiles = _fits_anywhere(ctx, row, tk)
    return printed & layout[0] | _on_slots(layout[1], tiles)


def _tile_slots(ctx) -> tuple[int, ...]:
    """The spaces that may hold a Special Action tile: a tile slot's shape, or one of the
    slots setup fills (context memo)."""
    got = ctx.memo.get("tile-slots")
    if got is None:
        shape = _shapes(ctx)
        slots = set(ctx.comp.diaries.special_slots)
        got = tuple(i for i, x in enumerate(shape) if x & TILE_SLOT or i in slots)
        remember(ctx, "tile-slots", got)
    return got


_ANYWHERE: dict[int, tuple] = {}  # id(diaries) -> (diaries, specials, {(row, TK): fits})


def _fits_anywhere(ctx, row: tuple, tk: int) -> tuple[int, int]:
    """The printed spaces (as a bitmask of spaces) and the Special Action tiles (a bitmask
    of tiles) whose requirement `row` meets with `tk` TK: the same for every game of the
    same components, so kept across games (a game's rows are mostly rows other games saw:
    42 distinct (row, TK) pairs over 20 two-player games), bounded as the tables are."""
    table = _anywhere(ctx)
    got = table.get((row, tk))
    if got is None:
        if len(table) >= FIT_MAX:
            table.clear()
        short = seals.shortfall
        printed = 0
        for i, sp in enumerate(ctx.comp.diaries.spaces):
            if short(row, sp.seals) <= tk:
                printed |= 1 << i
        tiles = 0
        for t, sp in enumerate(ctx.comp.specials):
            if short(row, sp.seals) <= tk:
                tiles |= 1 << t
        got = table[(row, tk)] = (printed, tiles)
    return got


def _anywhere(ctx) -> dict:
    """`_fits_anywhere`'s table for the context's components, (row, TK) -> fits."""
    comp = ctx.comp
    diaries, specials = comp.diaries, comp.specials
    e = _ANYWHERE.get(id(diaries))
    if e is None or e[0] is not diaries or e[1] is not specials:
        if len(_ANYWHERE) > 16:
            _ANYWHERE.clear()
        e = _ANYWHERE[id(diaries)] = (diaries, specials, {})
    return e[2]


def place(s: DarwinState, seat: int, worker: int, space: int) -> tuple[tuple, int]:
    """Put the worker down, paying the penalty and spending the TK it needs; the owner of a
    lens token gets 1 coin unless it is the placing seat (L454-L458). Returns the space's
    actions as the worker's distinctions change them, and their modifier flags."""
    ctx = s.ctx
    comp = ctx.comp
    if ctx.section[space] >= 0:  # a space in no Section costs nothing (`penalty`)
        cost = penalty(s, seat, space)
        if cost:  # paying nothing changes nothing (a placement's commonest case)
            economy.pay(s, seat, cost)
    d = comp.diaries
    sp = d.spaces[space]
    tile = s.tile[space]  # `requirement`, inline (a call less per placement)
    row = () if worker == FIFTH else s.rows[seat][worker]
    spend = seals.shortfall(row, comp.specials[tile].seals if tile >= 0 else sp.seals)
    if spend:
        s.tk[seat] -= spend
    owner = s.lens[space]
    if owner >= 0 and owner != seat:
        economy.gain_coins(s, owner, 1)
    s.at[space] += ((seat, worker),)
    if sp.shape == "lens":  # one worker: it closes the space (`reclose`)
        s.closed |= 1 << space
    s.free[seat] &= _ALL_BUT[worker]
    note(s, (ctx.memo.get("place-notes") or _place_notes(ctx))[seat][worker][space])
    if sp.page not in d.silver or len(row) < comp.board.silver_at:
        # `distinctions`' commonest answer, inline (no silver bonus: the space's actions)
        return (comp.specials[tile].actions if tile >= 0 else sp.actions), 0
    return distinctions(s, seat, worker, space)


def _place_notes(ctx) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """Per seat, worker and space, the log's line for that placement, written once per
    context (hot path: every placement wrote its line anew)."""
    ids = [sp.id for sp in ctx.comp.diaries.spaces]
    got = tuple(
        tuple(
            tuple(f"seat {p + 1} places worker {w + 1} on {x}" for x in ids) for w in range(WORKERS)
        )
        for p in range(ctx.players)
    )
    return remember(ctx, "place-notes", got)


def distinctions(s: DarwinState, seat: int, worker: int, space: int) -> tuple[tuple, int]:
    """A silver worker gets its page's silver bonus, a gold one both (L893, L915)."""
    d = s.ctx.comp.diaries
    tile = s.tile[space]  # `actions`, inline (a call less per placement)
    acts = s.ctx.comp.specials[tile].actions if tile >= 0 else d.spaces[space].actions
    page = d.spaces[space].page
    flags = 0
    if page not in d.silver or not seals.silver(s, seat, worker):
        return acts, flags
    bonus = d.silver[page]
    if bonus.endswith("+1"):
        verb = bonus.split()[0]
        acts = tuple((v, n + 1, a) if v == verb else (v, n, a) for v, n, a in acts)
    elif bonus == "extra seal":
        acts = (*acts, ("academy", 0, ()))  # L909
    elif bonus == "coins 2":
        economy.gain_coins(s, seat, 2)  # L913
    if seals.gold(s, seat, worker):
        bonus = d.gold[page]
        if bonus == "extra stop":
            flags |= EXTRA_STOP
        elif bonus == "split stamps":
            flags |= SPLIT
        elif bonus == "seal discount":
            flags |= DISCOUNT
        elif bonus == "vp 3":
            economy.gain_vp(s, seat, 3)  # L930
    return acts, flags
