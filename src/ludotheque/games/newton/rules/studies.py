"""STUDIES (L305-L319): place the next shelf tile on a book space of a shelf up to the value.

Task ("studies", remaining, flags, placed, allowed). The tile comes from the topmost
non-empty pile, whose 3rd tile gives a bonus (L313). The book space's prerequisite must be
met (L311), or paid: 1 potion for a Volume, 3 for a University or Ancient Land (L355-L359),
or ignored with the card effect (4 coins, L701) or Copernicus (L748). One tile per action
(L315), two with the second-tile card effect (3 coins, value split, L675), several with
Boyle (L724). Completed rows and columns give income at every upkeep (ruling A5).
"""

from __future__ import annotations

from ludotheque.games.newton.components.names import STUDIES
from ludotheque.games.newton.rules import rewards, tasks
from ludotheque.games.newton.rules.tasks import CARD, IGNORE_REQ, SPLIT
from ludotheque.games.newton.rules.values import book_cost, shelf_tiles_left, volumes
from ludotheque.games.newton.state import NewtonState


def start(s: NewtonState, value: int, flags: int) -> None:
    if possible(s, s.active):
        tasks.push(s, ("studies", value, flags, 0, 99 if flags & SPLIT else 1))


def possible(s: NewtonState, seat: int) -> bool:
    """No shelf tile left: no STUDIES (L317)."""
    return shelf_tiles_left(s, seat) > 0


def _card_effect(s: NewtonState, flags: int, effect: str) -> int:
    """The coins the card's own effect costs, or -1 when it is not available now."""
    if flags & CARD and not s.effected:
        card = s.ctx.comp.cards.cards[s.card]
        if card.effect == effect:
            return card.cost
    return -1


def spaces(s: NewtonState, seat: int, remaining: int, flags: int) -> list[tuple[int, str, int]]:
    """(space, how, cost) for every legal placement: how is "" (prerequisite met), "potions"
    (cost potions) or "ignoring" (cost coins, card effect)."""
    board = s.ctx.comp.boards[s.board[seat]]
    filled = s.shelf[seat]
    vols = volumes(s, seat)
    ignore = _card_effect(s, flags, "ignore-requirement")
    if ignore > s.coins[seat]:
        ignore = -1
    out = []
    shelf = board.shelf
    for x in range(len(board.space_ids)):
        if filled >> x & 1 or shelf[x] > remaining:
            continue
        if flags & IGNORE_REQ:
            out.append((x, "", 0))
            continue
        cost = book_cost(s, seat, x, vols)
        if cost == 0:
            out.append((x, "", 0))
            continue
        if cost <= s.potions[seat]:
            out.append((x, "potions", cost))
        if ignore >= 0:
            out.append((x, "ignoring", ignore))
    return out


def _second_tile(s: NewtonState, seat: int, t: tuple) -> bool:
    cost = _card_effect(s, t[2], "second-tile")
    return (
        0 <= cost <= s.coins[seat]
        and t[3] == 1
        and t[4] == 1
        and t[1] >= 1
        and shelf_tiles_left(s, seat) > 0
        and bool(spaces(s, seat, t[1], t[2]))
    )


def options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    board = s.ctx.comp.boards[s.board[seat]]
    opts = []
    if t[3] < t[4] and shelf_tiles_left(s, seat):
        for x, how, cost in spaces(s, seat, t[1], t[2]):
            sid = board.space_ids[x]
            if how == "":
                opts.append("book " + sid)
            elif how == "potions":
                opts.append("book " + sid + tasks.paying(cost))
            else:
                opts.append("book " + sid + " ignoring")
    elif _second_tile(s, seat, t):
        opts.append("second tile")
    opts.append("done")
    return opts


def play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    kind, remaining, flags, placed, allowed = t
    if opt == "second tile":
        s.coins[seat] -= _card_effect(s, flags, "second-tile")
        s.effected = True
        tasks.push(s, (kind, remaining, flags, placed, 2))
        return
    board = s.ctx.comp.boards[s.board[seat]]
    words = opt.split()
    x = board.space(words[1])
    if len(words) > 2:
        if words[2] == "paying":
            s.potions[seat] -= int(words[3])
        else:
            s.coins[seat] -= _card_effect(s, flags, "ignore-requirement")
            s.effected = True
    value = board.shelf[x]
    s.shelf[seat] |= 1 << x
    remaining -= value
    placed += 1
    if flags & CARD:
        s.done_value += value
    t = (kind, remaining, flags, placed, allowed)
    # Pushed before the tile is taken, so that a Master its pile gives resolves first;
    # whether a second tile is affordable is known only after the pile's bonus.
    second = placed == 1 and _card_effect(s, flags, "second-tile") >= 0
    if remaining > 0 and (placed < allowed or second) and shelf_tiles_left(s, seat) > 1:
        tasks.push(s, t)
    rewards.take_shelf_tile(s, seat)


tasks.STARTERS[STUDIES] = start
tasks.register("studies", options, play, "STUDIES: place your next shelf tile on a book space.")
