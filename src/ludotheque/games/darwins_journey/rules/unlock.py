"""Unlocking a lens space (L600-L626), its free version on cards and tiles, and Execute a
locked space (L861).

A lens token goes on a locked space of a Main Diary (each page top to bottom: L618) or of
the Special Action Diary (any order: L626), paying the cost printed there; the player then
runs all of that space's actions without a worker and ignoring seals (L610).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.rules.placement import LOCKED, actions, reclose
from ludotheque.games.darwins_journey.state import (
    READ_LENSES,
    DarwinState,
    forget,
    note,
    remember,
    replaced,
)


def unlockable(s: DarwinState) -> list[int]:
    """Locked spaces that may take a lens now: a function of the lenses and tiles on the
    board, kept in the context's memo (asked by every hub offering an unlock)."""
    return list(_unlockable_now(s))


def _unlockable_now(s: DarwinState) -> tuple[int, ...]:
    """`unlockable` as the memo's tuple: the last answer first, for the same tiles (by
    identity) and lenses (a list compared by value: no tuple built, no hash of the 22
    tiles), then the memo by both."""
    last = s.ctx.memo.get("unlockable-last")
    if last is not None and last[0] is s.tile and last[1] == s.lens:
        return last[2]
    key = ("unlockable", tuple(s.lens), s.tile)
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(s.ctx, key, tuple(_unlockable(s)))
    remember(s.ctx, "unlockable-last", (s.tile, s.lens[:], got))
    return got


def _unlockable(s: DarwinState) -> list[int]:
    lens, tile = s.lens, s.tile
    out = []
    for i, above in _candidates(s):  # a main Diary's spaces, or a Special Action slot
        if lens[i] != LOCKED:
            continue
        if above is None:  # a Special Action slot: unlockable once it holds a tile
            if tile[i] >= 0:
                out.append(i)
        elif LOCKED not in map(lens.__getitem__, above):  # top to bottom (L618)
            out.append(i)
    return out


def _candidates(s: DarwinState) -> tuple[tuple[int, tuple[int, ...] | None], ...]:
    """The spaces a lens may unlock, in order: each main Diary space with the spaces above
    it on its page, each Special Action slot with None (fixed by the components: memo)."""
    got = s.ctx.memo.get("unlock-candidates")
    if got is None:
        d = s.ctx.comp.diaries
        above = _above(s)
        got = tuple(
            (i, None if d.kinds[sp.diary] == "special" else above[i])
            for i, sp in enumerate(d.spaces)
            if sp.diary >= 0 and d.kinds[sp.diary] in ("special", "main")
        )
        remember(s.ctx, "unlock-candidates", got)
    return got


def _above(s: DarwinState) -> tuple[tuple[int, ...], ...]:
    """Per space, the spaces above it on its page (fixed by the components: memo)."""
    got = s.ctx.memo.get("spaces-above")
    if got is None:
        sps = s.ctx.comp.diaries.spaces
        got = tuple(
            tuple(
                j
                for j, o in enumerate(sps)
                if o.diary == sp.diary and o.page == sp.page and o.level < sp.level
            )
            for sp in sps
        )
        remember(s.ctx, "spaces-above", got)
    return got


def _targets(s, seat, free):
    if s.lenses[seat] <= 0:
        return []
    cost = s.ctx.comp.diaries.spaces
    return [i for i in unlockable(s) if free or cost[i].unlock_cost <= s.coins[seat]]


def _any_target(s, seat, free) -> bool:
    """`bool(_targets(s, seat, free))`, stopping at the first (every hub offering an
    unlock asks)."""
    if s.lenses[seat] <= 0:
        return False
    spaces = s.ctx.comp.diaries.spaces
    coins = s.coins[seat]
    for i in _unlockable_now(s):
        if free or spaces[i].unlock_cost <= coins:
            return True
    return False


@runner("unlock", usable=lambda s, seat, n: _any_target(s, seat, False))
def _unlock(s, seat, n, flags):
    tasks.push(s, ("unlock", seat, False))


@runner("free-unlock", usable=lambda s, seat, n: _any_target(s, seat, True))
def _free(s, seat, n, flags):
    tasks.push(s, ("unlock", seat, True))


def _options(s, task):
    _, seat, free = task
    d = s.ctx.comp.diaries
    return [f"unlock {d.spaces[i].id}" for i in _targets(s, seat, free)]


def _play(s, task, opt):
    tasks.pop(s)
    _, seat, free = task
    space = s.ctx.comp.diaries.index(opt.split()[1])
    unlock(s, seat, space, free)


def unlock(s: DarwinState, seat: int, space: int, free: bool) -> None:
    if not free:
        economy.pay(s, seat, s.ctx.comp.diaries.spaces[space].unlock_cost)
    s.lenses = replaced(s.lenses, seat, s.lenses[seat] - 1)
    s.lens[space] = seat
    reclose(s, space)
    forget(s, READ_LENSES)
    note(s, f"seat {seat + 1} unlocks {s.ctx.comp.diaries.spaces[space].id}")
    push_bundle(s, seat, actions(s, space))  # at once, no worker, no seals (L610)
    if s.ships[seat] >= 0:
        ship.lens_placed(s, seat)  # GS9 (L2136): on top, resolved first


tasks.register("unlock", _options, _play, "Unlock a lens space.")


# ----- Execute a locked space (L861) -----------------------------------------------------
def _locked(s):
    """Locked Diary spaces with actions, save one whose action is this very one (ruling
    R12: executing it would only offer itself again)."""
    d = s.ctx.comp.diaries
    return [
        i
        for i, sp in enumerate(d.spaces)
        if s.lens[i] == LOCKED
        and sp.diary >= 0
        and (d.kinds[sp.diary] != "special" or s.tile[i] >= 0)
        and all(a[0] != "locked-space" for a in actions(s, i))
    ]


@runner("locked-space", usable=lambda s, seat, n: bool(_locked(s)))
def _exec_locked(s, seat, n, flags):
    tasks.push(s, ("locked-space", seat))


def _locked_options(s, task):
    d = s.ctx.comp.diaries
    return [f"execute {d.spaces[i].id}" for i in _locked(s)]


def _locked_play(s, task, opt):
    tasks.pop(s)
    space = s.ctx.comp.diaries.index(opt.split()[1])
    push_bundle(s, task[1], actions(s, space))


tasks.register("locked-space", _locked_options, _locked_play, "Execute a locked space.")
