"""Gains and the effects of tiles and tokens: bonus tokens, travel cubes and City tiles,
Specialization, Development, Income and Invention tiles, shelf piles, new Students
(L273-L277, L313, L480-L599)."""

from __future__ import annotations

from ludotheque.games.newton.components.europe import ANCIENT, CITY, MASTER, UNIVERSITY
from ludotheque.games.newton.components.tracks import S_INV, S_MASTER, S_SPEC
from ludotheque.games.newton.rules import tasks
from ludotheque.games.newton.rules.values import count_visited
from ludotheque.games.newton.state import DRAWERS, INCOME_SLOTS, MEDICINE, NewtonState

CUBE_VP = {9: 1, 10: 2, 11: 4, 12: 8}  # L277
PILE_BONUS = ("potion", "coins", "master", "vp")  # 3rd tile of each pile (L313)


def new_student(s: NewtonState, seat: int, count: int = 1) -> int:
    """Move Students from the reserve to the Technology start (L491, L537, L587, L764);
    returns how many moved (none once the reserve is empty)."""
    st = s.students
    start = s.ctx.comp.tracks.tech_start
    moved = 0
    for i in range(4 * seat, 4 * seat + 4):
        if moved == count:
            break
        if st[i] < 0:
            st[i] = start
            moved += 1
    return moved


def apply_token(s: NewtonState, seat: int, tok: int, mult: int = 1) -> None:
    t = s.ctx.comp.tiles.tokens[tok]
    s.coins[seat] += t.coins * mult
    s.potions[seat] += t.potions * mult
    s.vp[seat] += t.vp * mult
    if t.student:
        new_student(s, seat, t.student * mult)


def take_token(s: NewtonState, seat: int, space: int, mult: int = 1) -> None:
    """The first piece passing over or ending on a bonus token takes it, resolves it and
    keeps it (L486); doubled by the x2 card effect (L681, ruling A25)."""
    tok = s.tokens_at[space]
    if tok < 0:
        return
    s.tokens_at[space] = -1
    s.tokens[seat] = s.tokens[seat] + (tok,)
    apply_token(s, seat, tok, mult)


def can_place_cube(s: NewtonState, seat: int, p: int) -> bool:
    """One cube of a colour per place (L279); none once the 12 are placed."""
    return s.cubes[seat] < 12 and not s.visited[seat] >> p & 1


def place_cube(s: NewtonState, seat: int, p: int) -> None:
    """Place the seat's next travel cube on place p, with the 9th-12th cube VP (L277) and
    the place's effect: City tile (L573), Master space (L714)."""
    if not can_place_cube(s, seat, p):
        return
    s.visited[seat] |= 1 << p
    s.cubes[seat] += 1
    s.vp[seat] += CUBE_VP.get(s.cubes[seat], 0)
    kind = s.ctx.comp.europe.kind[p]
    if kind == CITY:
        city_effect(s, seat, s.place_tile[p])
    elif kind == MASTER:
        trigger_master(s, seat)


def city_effect(s: NewtonState, seat: int, city: int, activation: bool = False) -> None:
    """A City tile's bonus (L579-L599, L979)."""
    c = s.ctx.comp.tiles.cities[city]
    if c.kind == "gain":
        s.coins[seat] += c.coins
        s.potions[seat] += c.potions
    elif c.kind == "student":
        new_student(s, seat)
    elif c.kind == "cube":
        targets = s.ctx.universities if c.place == "university" else s.ctx.ancients
        if s.coins[seat] >= c.cost and any(can_place_cube(s, seat, p) for p in targets):
            tasks.push(s, ("city-cube", c.place, c.cost))
    elif c.kind == "medicine":
        medicine(s, seat)
    elif c.kind == "discovery":
        if s.display:
            tasks.push(s, ("gd-take", 1))


def medicine(s: NewtonState, seat: int) -> None:
    """Medicine City (L599): the first gives a Medicine Income tile on its 1-VP side, the
    second flips it to 3 VP. An activation by special action 8 does the same (L919)."""
    s.med_visits[seat] += 1
    if s.medicine[seat] == 1:
        s.medicine[seat] = 2
    elif s.medicine[seat] == 0 and s.medicine_left > 0:
        if len(s.income[seat]) < INCOME_SLOTS:
            s.medicine_left -= 1
            s.medicine[seat] = 1
            s.income[seat] = s.income[seat] + (MEDICINE,)
        else:
            tasks.push(s, ("slot", MEDICINE))


def trigger_master(s: NewtonState, seat: int) -> None:
    """Play one of the seat's Masters (L711-L716); nothing when none is left (ruling A30)."""
    if s.held[seat]:
        tasks.push(s, ("master",))


def take_shelf_tile(s: NewtonState, seat: int, placed: bool = True) -> bool:
    """Take the top tile of the topmost non-empty pile (L313); the 3rd tile of a pile
    gives its bonus. Returns False when no tile is left."""
    piles = s.piles
    for p in range(4 * seat, 4 * seat + 4):
        if piles[p]:
            piles[p] -= 1
            if not placed:
                s.removed[seat] += 1
            if piles[p] == 0 and (placed or s.ctx.cavendish_bonus):
                pile_bonus(s, seat, p - 4 * seat)
            return True
    return False


def pile_bonus(s: NewtonState, seat: int, pile: int) -> None:
    if pile == 0:
        s.potions[seat] += 1
    elif pile == 1:
        s.coins[seat] += 4
    elif pile == 2:
        trigger_master(s, seat)  # L716: "en plaçant 9 tuiles Étagère" (ruling A34)
    else:
        s.vp[seat] += 8


def end_on_space(s: NewtonState, seat: int, kind: int, tile: int) -> None:
    """A Student or the Work marker ended its move on a special space (L229, L253)."""
    if kind == S_SPEC:
        specialization(s, seat, tile)
    elif kind == S_INV:
        invention(s, seat, tile)
    elif kind == S_MASTER:
        trigger_master(s, seat)


def specialization(s: NewtonState, seat: int, tile: int) -> None:
    """Take the Development or Income tile it shows, or one of a kind of your choice for
    "?" (L499, ruling A9); nothing once that supply is empty (ruling A10)."""
    sp = s.ctx.comp.tiles.specializations[tile]
    if sp.development >= 0:
        development(s, seat, sp.development)
    elif sp.income >= 0:
        income_tile(s, seat, sp.income)
    elif any(s.supply_dev) or any(s.supply_income):
        tasks.push(s, ("spec",))


def development(s: NewtonState, seat: int, a: int) -> None:
    """Into a free drawer, or swapped for one of yours when the 5 are full (L507)."""
    if s.supply_dev[a] == 0:
        return
    if len(s.drawers[seat]) < DRAWERS:
        s.supply_dev[a] -= 1
        s.drawers[seat] = tuple(sorted(s.drawers[seat] + (a,)))
    elif any(d != a for d in s.drawers[seat]):
        tasks.push(s, ("drawer", a))


def income_tile(s: NewtonState, seat: int, k: int) -> None:
    """Onto a free Income slot, or swapped for one of yours when the 5 are full (L517)."""
    if s.supply_income[k] == 0:
        return
    if len(s.income[seat]) < INCOME_SLOTS:
        s.supply_income[k] -= 1
        s.income[seat] = tuple(sorted(s.income[seat] + (k,)))
    elif any(x != k for x in s.income[seat]):
        tasks.push(s, ("slot", k))


def invention(s: NewtonState, seat: int, tile: int) -> None:
    """An Invention tile's bonus (L529-L569, L983); its actions have a fixed value."""
    ctx = s.ctx
    inv = ctx.comp.tiles.inventions[tile]
    s.coins[seat] += inv.coins
    s.potions[seat] += inv.potions
    s.vp[seat] += inv.vp
    if inv.student:
        new_student(s, seat, inv.student)
    if inv.discovery:
        if s.display:
            tasks.push(s, ("gd-take", 0))
        return
    items = 0
    if inv.per is not None:
        items = per_items(s, seat, inv.per)
        s.vp[seat] += inv.per_vp * items
        s.coins[seat] += inv.per_coins * items
    if inv.action >= 0:
        if inv.value:
            tasks.push_action(s, inv.action, inv.value)
        elif ctx.invention_items == "separate":
            for _ in range(items):  # ruling A8, alternative reading
                tasks.push_action(s, inv.action, 1)
        else:
            tasks.push_action(s, inv.action, items)  # ruling A8


def per_items(s: NewtonState, seat: int, per: str) -> int:
    """How many items a per-item Invention counts (L541-L553)."""
    if per == "master-played":
        return len(s.masters[seat])
    if per == "university":
        return count_visited(s, seat, UNIVERSITY)
    if per == "ancient-land":
        return count_visited(s, seat, ANCIENT)
    if per == "completed-segment":
        board = s.ctx.comp.boards[s.board[seat]]
        return len(board.completed(s.shelf[seat]))
    raise ValueError(per)
