"""Quick actions (L361-L399), before, during or after the basic action: reveal 2 cards of a
deck (1 coin), boost the card's basic action by 1 (2 coins, once per turn), buy a potion
(3 coins), hire a Student (5 coins); with Great Discoveries, buy or turn a tile (L969-L973).
"""

from __future__ import annotations

from ludotheque.games.newton.rules import discoveries, rewards
from ludotheque.games.newton.rules.tasks import CARD, WITH_QUICK
from ludotheque.games.newton.rules.values import students_in_reserve
from ludotheque.games.newton.state import (
    BOOST_COST,
    POTION_COST,
    REVEAL_COST,
    STUDENT_COST,
    NewtonState,
)

REVEAL = ("reveal I", "reveal II", "reveal III")


def options(s: NewtonState, seat: int, boost: bool) -> list[str]:
    c = s.coins[seat]
    out = []
    if c >= REVEAL_COST:
        decks = s.decks
        for level in range(3):
            if decks[level]:  # not with an empty deck (ruling A27)
                out.append(REVEAL[level])
        if boost and c >= BOOST_COST and not s.boosted:
            out.append("boost")
        if c >= POTION_COST:
            out.append("buy potion")
            if c >= STUDENT_COST and students_in_reserve(s, seat):
                out.append("hire student")
    if s.ctx.gd:
        gds = s.ctx.comp.tiles.discoveries
        for g in s.display:
            if gds[g].cost <= c:
                out.append("buy " + gds[g].id)
        for g in s.gd_up[seat]:
            out.append("activate " + gds[g].id)
    return out


def reveal(s: NewtonState, level: int, count: int) -> None:
    """Cards from the top of a deck into its face-up row (L367-L374); what a deck lacks
    stays lacking (L431). Randomness revealed: a new checkpoint."""
    deck, row = s.decks[level], s.rows[level]
    for _ in range(min(count, len(deck))):
        row.append(deck.pop())
    if s.known[level] > len(deck):
        s.known[level] = len(deck)
    s.cp += 1


def play(s: NewtonState, seat: int, action: str, arg: int) -> None:
    if action == "reveal":
        s.coins[seat] -= REVEAL_COST
        reveal(s, arg, 2)
    elif action == "boost":
        s.coins[seat] -= BOOST_COST
        s.boosted = True
        if s.tasks:
            t = s.tasks[-1]
            if t[0] in WITH_QUICK and t[2] & CARD:
                s.tasks[-1] = (t[0], t[1] + 1, *t[2:])
    elif action == "potion":
        s.coins[seat] -= POTION_COST
        s.potions[seat] += 1
    elif action == "student":
        s.coins[seat] -= STUDENT_COST
        rewards.new_student(s, seat)
    elif action == "buy":
        discoveries.buy(s, seat, arg, s.ctx.comp.tiles.discoveries[arg].cost)
    elif action == "activate":
        discoveries.activate(s, seat, arg)
