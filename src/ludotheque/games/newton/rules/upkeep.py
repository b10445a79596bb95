"""Upkeep (L405-L433): tuck one played card, take the others back, income, new card rows,
the first-player token passes, and the next round's first turn begins. Round 6 has no
upkeep of this kind: flow.end_round pays its income and ends the game (L439, ruling A6).

Tucking is simultaneous (L409): the engine asks the seats in turn order with private
decisions and keeps each choice hidden (`commits`) until all have chosen.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.newton.rules import quick
from ludotheque.games.newton.rules.turns import begin_turn
from ludotheque.games.newton.state import MEDICINE, NewtonState

_new = tuple.__new__  # a Decision from its five fields, no Python frame (see flow.py)

NOTHING = -2  # a seat that played no card this round tucks nothing (ruling A13)


def begin(s: NewtonState) -> None:
    """Upkeep after rounds 1-5: the tucks first (decisions), then `finish`."""
    s.phase = "tuck"
    s.commits = [-1 if d else NOTHING for d in s.desks]
    s.tasks = []
    if chooser(s) < 0:
        finish(s)


def chooser(s: NewtonState) -> int:
    n = s.ctx.players
    for i in range(n):
        p = (s.first + i) % n
        if s.commits[p] == -1:
            return p
    return -1


def decide(s: NewtonState) -> Decision:
    p = chooser(s)
    cards = s.ctx.comp.cards.cards
    opts = tuple(f"tuck {cards[c].id}" for c in s.desks[p])
    return _new(Decision, (p, "tuck", opts, "Tuck one card you played under your desk.", True))


def play(s: NewtonState, opt: str) -> None:
    p = chooser(s)
    cards = s.ctx.comp.cards.cards
    cid = opt[5:]
    s.commits[p] = next(c for c in s.desks[p] if cards[c].id == cid)
    if chooser(s) < 0:
        finish(s)


def finish(s: NewtonState) -> None:
    """Everything after the tucks, then the next round's first turn."""
    n = s.ctx.players
    for p in range(n):
        c = s.commits[p]
        desk = s.desks[p]
        if c >= 0:
            desk.remove(c)
            s.tucked[p] = s.tucked[p] + (c,)  # the leftmost free column (L411)
        hand = s.hands[p]
        hand.extend(desk)
        hand.sort()
        s.desks[p] = []
    s.commits = [-1] * n
    income(s)
    refresh_rows(s)
    s.first = (s.first + 1) % n  # L433
    s.round += 1
    s.step = 0
    s.phase = "turn"
    begin_turn(s)


def income(s: NewtonState) -> None:
    """Completed rows and columns (ruling A5), Income tiles, the Medicine tile (L419-L423,
    L513) and face-up Great Discoveries' income (L971)."""
    comp = s.ctx.comp
    tiles = comp.tiles
    for p in range(s.ctx.players):
        s.vp[p] += comp.boards[s.board[p]].income(s.shelf[p])
        for k in s.income[p]:
            if k == MEDICINE:
                s.vp[p] += tiles.medicine_vp[s.medicine[p] - 1]
            else:
                coins, potions, vp = tiles.income_gain[k]
                s.coins[p] += coins
                s.potions[p] += potions
                s.vp[p] += vp
        for g in s.gd_up[p]:
            k = tiles.discoveries[g].income
            if k >= 0:
                coins, potions, vp = tiles.income_gain[k]
                s.coins[p] += coins
                s.potions[p] += potions
                s.vp[p] += vp


def refresh_rows(s: NewtonState) -> None:
    """Face-up cards go under their deck, in row order, where everyone knows them (ruling
    A37); then new rows of 3 (2 in solo) are revealed (L429-L431)."""
    for level in range(3):
        row = s.rows[level]
        if row:
            s.decks[level][0:0] = row
            s.known[level] += len(row)
            s.rows[level] = []
        quick.reveal(s, level, s.ctx.row_size)
