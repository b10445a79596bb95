"""The expansion's pieces that play on the base maps: expedition cards (L576-L600), the
Courage and Veneration exploits (L602-L653), storm pieces (L901-L914) and the walking
metal totem (L916-L932), each in its own file.

Each is switched on by configuration and inert otherwise. They act through the hooks the
primitives call after a piece is placed (`after_hut`, `after_tent`, `after_totem`) and
the one the build calls once it is complete (`after_build`), and through the choice queue
(`state.choices`), which the flow drains before play goes on (`apply_choice`). The hooks
queue choices and score; they never place a piece.
"""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.iwari.rules import expeditions, exploits, storms, walking
from ludotheque.games.iwari.state import COURAGE, STORM, VENERATION, IwariState


def setup(s: IwariState, rng: Rng, storm_symbols: list[int]) -> None:
    """Lay out what the configured expansion pieces need at setup (in this order: each
    draws from the game's generator)."""
    ctx = s.ctx
    if ctx.expeditions:
        expeditions.setup(s, rng)
    if ctx.storms:
        storms.setup(s, rng, storm_symbols)
    if ctx.walking_totem:
        walking.setup(s)
    if ctx.veneration == "gold-tokens":
        exploits.setup(s, rng)


# ----- hooks -----------------------------------------------------------------------------
def after_hut(s: IwariState, tribe: int, t: int) -> None:
    exploits.after_tent(s, tribe, t)
    if s.ctx.storms:
        storms.after_hut(s, t)


def after_tent(s: IwariState, tribe: int, t: int) -> None:
    """A tent on a contested token (Le neant): it explores its territory as a hut does."""
    exploits.after_tent(s, tribe, t)


def after_totem(s: IwariState, tribe: int, t: int) -> None:
    walking.after_totem(s, tribe, t)


def after_build(s: IwariState, tribe: int) -> None:
    expeditions.after_build(s, tribe)


def apply_choice(s: IwariState, kind: int, opt: str) -> None:
    """A choice the expansion's pieces queued: Courage, Veneration, a storm, the walking
    totem."""
    if kind in (COURAGE, VENERATION):
        exploits.place(s, kind, opt)
    elif kind == STORM:
        storms.choose(s, opt)
    else:
        walking.choose(s, opt)
