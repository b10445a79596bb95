"""LESSONS (L289-L297): take ONE face-up action card of level up to the value into hand.

Task ("lessons", remaining, flags). The row is not refilled (L291). Browne splits the value
over several cards (L732); Descartes then performs the taken card's basic action at the
desk's symbols + 1 (L740, ruling A28).
"""

from __future__ import annotations

from ludotheque.games.newton.components.names import LESSONS
from ludotheque.games.newton.rules import tasks
from ludotheque.games.newton.rules.tasks import CARD, DESCARTES, SPLIT
from ludotheque.games.newton.state import NewtonState


def start(s: NewtonState, value: int, flags: int) -> None:
    tasks.push(s, ("lessons", value, flags))


def takeable(s: NewtonState, max_level: int) -> list[int]:
    out = []
    for level in range(min(max_level, 3)):
        out.extend(s.rows[level])
    return out


def options(s: NewtonState, t: tuple) -> list[str]:
    take = s.ctx.take_opt
    opts = [take[c] for c in takeable(s, t[1])]
    opts.append("done")
    return opts


def find(s: NewtonState, opt: str, max_level: int = 3) -> int:
    take = s.ctx.take_opt
    for c in takeable(s, max_level):
        if take[c] == opt:
            return c
    raise AssertionError(opt)


def take_card(s: NewtonState, seat: int, c: int) -> None:
    """A face-up card into the seat's hand (hands are kept sorted)."""
    level = s.ctx.comp.cards.cards[c].level
    s.rows[level - 1].remove(c)
    hand = s.hands[seat]
    hand.append(c)
    hand.sort()


def play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    if opt == "done":
        return
    seat = s.active
    kind, remaining, flags = t
    c = find(s, opt, remaining)
    take_card(s, seat, c)
    level = s.ctx.comp.cards.cards[c].level
    remaining -= level
    if flags & CARD:
        s.done_value += level
    if flags & SPLIT and remaining > 0:
        tasks.push(s, (kind, remaining, flags))
    if flags & DESCARTES:
        tasks.push(s, ("descartes", c))


tasks.STARTERS[LESSONS] = start
tasks.register("lessons", options, play, "LESSONS: take a face-up card of a level up to the value.")
