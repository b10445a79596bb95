"""Running Alfred's effects: each verb his way, chosen by his rules, never a decision.

Modules register their verbs in RUN on import (turn.py imports them all), so this file
depends on none of them. A base verb Alfred has no rule for does nothing (ruling A14).
"""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.darwins_journey.rules import economy
from ludotheque.games.darwins_journey.state import DarwinState, note

# verb -> run(s, n)
RUN: dict[str, Callable[[DarwinState, int], None]] = {}


def verb(name: str):
    def wrap(fn):
        RUN[name] = fn
        return fn

    return wrap


def run(s: DarwinState, effect) -> None:
    name, n, alts = effect
    if name == "or":  # a "/" choice: he takes the first alternative he can use (ruling A15)
        for alt in alts:
            if all(x[0] in RUN for x in alt):
                run_all(s, alt)
                return
        return
    fn = RUN.get(name)
    if fn is None:
        note(s, f"Alfred ignores {name}")
        return
    fn(s, n)


def run_all(s: DarwinState, effects) -> None:
    for e in effects:
        run(s, e)


def board(s: DarwinState):
    """His board: the level's (AlfredData.boards)."""
    return s.ctx.automa.boards[s.ctx.level]


def free_workers(s: DarwinState) -> list[int]:
    """His available workers from the bottom of the column up (D, C, B, A: L1349)."""
    a = s.ctx.alfred
    return [w for w in (3, 2, 1, 0) if s.free[a] >> w & 1]


@verb("coins")
def _coins(s, n):
    economy.gain_coins(s, s.ctx.alfred, n)


@verb("vp")
def _vp(s, n):
    economy.gain_vp(s, s.ctx.alfred, n)


@verb("theory")
def _theory(s, n):
    economy.advance_theory(s, s.ctx.alfred, n)


@verb("tk")
def _tk(s, n):
    economy.gain_tk(s, s.ctx.alfred, n)  # 3 coins each for him (L1403)


@verb("turn-order")
def _turn_order(s, n):
    economy.gain_coins(s, s.ctx.alfred, s.ctx.turn_order_coins)
