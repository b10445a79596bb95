"""Alfred's lens tokens (L1514-L1550): which Main Diary space he unlocks, and the unlock.

Priority (L1524-L1546): worker A first, then B, C, D: the unlockable spaces requiring a
colour of which that worker holds at least one seal (ruling A11) and whose cost he can
pay; among them the one of his priority colour, else the one using most of his seals,
ties by colour priority (the order of first appearance in the row), then board order.
If no worker matches any, the cheapest space, ties leftmost. Never a Special tile (L1550).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.rules import economy, unlock
from ludotheque.games.darwins_journey.rules.alfred import act
from ludotheque.games.darwins_journey.rules.placement import actions, reclose
from ludotheque.games.darwins_journey.state import READ_LENSES, DarwinState, forget, note, replaced


def colour_rank(row: tuple[int, ...], colour: int) -> int:
    """Where a colour first appears in the row (the priority order, L1409); 99 absent."""
    return next((i for i, c in enumerate(row) if c == colour), 99)


def candidates(s: DarwinState, free: bool) -> list[int]:
    a = s.ctx.alfred
    d = s.ctx.comp.diaries
    if s.lenses[a] <= 0:
        return []
    return [
        i
        for i in unlock.unlockable(s)
        if d.kinds[d.spaces[i].diary] == "main" and (free or d.spaces[i].unlock_cost <= s.coins[a])
    ]


def choose(s: DarwinState, free: bool = False) -> int:
    """The space his lens goes on, -1 if none."""
    a = s.ctx.alfred
    d = s.ctx.comp.diaries
    spaces = candidates(s, free)
    if not spaces:
        return -1
    for w in range(4):
        row = tuple(c for c in s.rows[a][w] if c != SPECIAL)
        mine = []
        for i in spaces:
            need = d.spaces[i].seals
            colours = [c for c in range(4) if need[c] and c in row]
            if not colours:
                continue
            used = sum(min(need[c], row.count(c)) for c in colours)
            rank = min(colour_rank(row, c) for c in colours)
            mine.append((rank != 0, -used, rank, i))
        if mine:
            return min(mine)[-1]
    return min(spaces, key=lambda i: (d.spaces[i].unlock_cost, i))


def place_lens(s: DarwinState, space: int, free: bool) -> None:
    """The lens goes down, paid unless free; he runs the space's actions at once (L1548)."""
    a = s.ctx.alfred
    if not free:
        economy.pay(s, a, s.ctx.comp.diaries.spaces[space].unlock_cost)
    s.lenses = replaced(s.lenses, a, s.lenses[a] - 1)
    s.lens[space] = a
    reclose(s, space)
    forget(s, READ_LENSES)
    note(s, f"Alfred unlocks {s.ctx.comp.diaries.spaces[space].id}")
    act.run_all(s, actions(s, space))


@act.verb("unlock")
def _unlock(s, n):
    space = choose(s)
    if space >= 0:
        place_lens(s, space, False)


@act.verb("free-unlock")
def _free_unlock(s, n):
    space = choose(s, free=True)
    if space >= 0:
        place_lens(s, space, True)
