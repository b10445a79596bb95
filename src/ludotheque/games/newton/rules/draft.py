"""The Master cards before the first round (L188-L191): a draft (keep one, pass the rest to
the left, until each seat holds 4), the first-game deal (keep the 4 dealt, ruling A4), or
solo (draw 6, keep 4). Picks are private: the engine asks the seats one after the other,
and no seat learns another's pick, which is the same as picking at once."""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.newton.state import NewtonState

_new = tuple.__new__  # a Decision from its five fields, no Python frame (see flow.py)


def begin(s: NewtonState) -> bool:
    """Deal the Masters; returns True when a draft follows."""
    ctx = s.ctx
    ms = ctx.comp.masters
    deck = list(range(len(ms.masters)))
    s.rng.shuffle(deck)
    n = ctx.players
    if ctx.solo and not ctx.first_game:
        s.packets = [tuple(sorted(deck[: ms.solo_draw]))]
        _see(s, 0)
        s.phase = "draft"
        return True
    for p in range(n):
        dealt = tuple(sorted(deck[p * ms.per_player : (p + 1) * ms.per_player]))
        if ctx.first_game:
            s.held[p] = dealt
            for m in dealt:
                s.seen[p] |= 1 << m
        else:
            s.packets[p] = dealt
            _see(s, p)
    if ctx.first_game:
        return False
    s.phase = "draft"
    s.pick = 0
    return True


def _see(s: NewtonState, p: int) -> None:
    for m in s.packets[p]:
        s.seen[p] |= 1 << m


def chooser(s: NewtonState) -> int:
    """The first seat that has not picked this round, or -1 (one `held` entry per seat)."""
    pick = s.pick
    for p, held in enumerate(s.held):
        if len(held) == pick:
            return p
    return -1


def decide(s: NewtonState) -> Decision:
    names = s.ctx.draft_opt  # "discard <Master>" alone, "keep <Master>" at a table
    if s.ctx.solo:
        opts = tuple([names[m] for m in s.packets[0]])
        return _new(Decision, (0, "draft", opts, "Set aside a Master card (keep 4 of 6).", True))
    p = chooser(s)
    opts = tuple([names[m] for m in s.packets[p]])
    return _new(Decision, (p, "draft", opts, "Keep a Master card; the rest go left.", True))


def play(s: NewtonState, opt: str) -> bool:
    """Apply a pick; returns True when the draft is over."""
    ctx = s.ctx
    m = ctx.draft_master[opt]
    if ctx.solo:
        s.packets[0] = tuple([x for x in s.packets[0] if x != m])
        if len(s.packets[0]) == ctx.comp.masters.solo_keep:
            s.held[0] = s.packets[0]
            s.packets[0] = ()
            return True
        return False
    p = chooser(s)
    s.held[p] = tuple(sorted(s.held[p] + (m,)))
    s.packets[p] = tuple([x for x in s.packets[p] if x != m])
    if chooser(s) >= 0:
        return False
    n = ctx.players
    s.pick += 1
    if not s.packets[0]:
        return True
    s.packets = [s.packets[(p - 1) % n] for p in range(n)]  # passed to the left
    for p in range(n):
        _see(s, p)
    s.cp += 1
    return False
