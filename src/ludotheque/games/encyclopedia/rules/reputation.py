"""The reputation track (L443-L471): every space entered pays its bonus at once, the track
wraps around, and a card pick earned in another seat's turn waits for that turn's end.

Picks are queued as ("pick", seat, "animal" | "expert"): in `state.queue` when the seat may
choose now (its own turn, or outside any turn), in `state.deferred` otherwise; flow.py
moves the deferred ones to the queue when the turn ends (ruling M19 for their order).
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.state import (
    REP,
    EncyclopediaState,
    appended,
    own_coins,
    own_rep,
    own_seals,
    own_tokens,
    own_vp,
)


def gain_rep(s: EncyclopediaState, seat: int, n: int) -> None:
    """Move `seat` n spaces on its track, paying each bonus space entered."""
    if n <= 0:
        return
    cat = s.ctx.cat
    length, gains = cat.track_length, cat.track_gain
    pos = s.rep[seat]
    for _ in range(n):
        pos += 1
        if pos == length:
            pos = 0  # L449: the next point after the last space goes back to the start
        mine_rep = s.rep if s.mine & REP else own_rep(s)
        mine_rep[seat] = pos
        coins, tokens, seals, pick = gains[pos]
        if coins:
            own_coins(s)[seat] += coins
        if tokens:
            own_tokens(s)[seat] += tokens
        if seals:
            own_seals(s)[seat] += seals
        if pick:
            item = ("pick", seat, pick)
            if s.turn_open and seat != s.active:
                s.deferred = appended(s, s.deferred, item)  # L459, L467: at the turn's end
            else:
                s.queue = appended(s, s.queue, item)


def passed(s: EncyclopediaState, seat: int, n: int) -> tuple[int, int, int, int]:
    """What moving n spaces would pay: coins, tokens, seals, and Animal picks (for checking
    that an action can be completed, FAQ L889-L891)."""
    cat = s.ctx.cat
    if n < 32:
        return cat.track_passed[s.rep[seat]][n]
    length, gains = cat.track_length, cat.track_gain
    pos = s.rep[seat]
    coins = tokens = seals = animals = 0
    for _ in range(n):
        pos += 1
        if pos == length:
            pos = 0
        g = gains[pos]
        coins += g[0]
        tokens += g[1]
        seals += g[2]
        if g[3] == "animal":
            animals += 1
    return coins, tokens, seals, animals


def gain(s: EncyclopediaState, seat: int, coins=0, tokens=0, seals=0, rep=0, vp=0) -> None:
    """Any immediate gain; reputation goes through the track."""
    if coins:
        own_coins(s)[seat] += coins
    if tokens:
        own_tokens(s)[seat] += tokens
    if seals:
        own_seals(s)[seat] += seals
    if vp:
        own_vp(s)[seat] += vp
    if rep:
        gain_rep(s, seat, rep)
