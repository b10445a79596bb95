"""Alfred's Correspondence (L1448-L1468) and Prolific Correspondence (L1571-L1575).

Stamps come from his topmost stack that still has some (then the used-stamp cup, L734).
One envelope gets them all: the highest where they take the majority from the player,
else the highest where he has none, else the one where he has the fewest (ties: the
highest) (ruling A9). A stack he empties runs its action once the stamps are down (L726).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules.alfred import act
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.state import ENVELOPES, DarwinState, note, replaced


def available(s: DarwinState) -> int:
    a = s.ctx.alfred
    return sum(s.stacks[a]) + s.cup[a]


def _take(s: DarwinState, emptied: list[int]) -> None:
    a = s.ctx.alfred
    stacks = list(s.stacks[a])
    k = next((i for i, c in enumerate(stacks) if c > 0), -1)
    if k < 0:
        s.cup = replaced(s.cup, a, s.cup[a] - 1)
        return
    stacks[k] -= 1
    s.stacks[a] = tuple(stacks)
    s.kept[a] = None
    if stacks[k] == 0:
        emptied.append(k)


def envelope_for(s: DarwinState, n: int) -> int:
    a = s.ctx.alfred
    p = 1 - a
    players = s.ctx.players
    mine = [s.stamps_on[e * players + a] for e in range(ENVELOPES)]
    theirs = [s.stamps_on[e * players + p] for e in range(ENVELOPES)]
    for e in range(ENVELOPES):
        if 0 < theirs[e] and mine[e] <= theirs[e] < mine[e] + n:  # takes the lead
            return e
    for e in range(ENVELOPES):
        if mine[e] == 0:
            return e
    return min(range(ENVELOPES), key=lambda e: (mine[e], e))


def _stacks_fire(s: DarwinState, emptied: list[int]) -> None:
    for k in emptied:
        act.run_all(s, act.board(s).stacks[k][1])


@act.verb("stamps")
@act.verb("distribute")
def correspond(s: DarwinState, n: int) -> None:
    """T6 takes a stamp as from a player's Correspondence (L2037, FL-R14)."""
    n = min(n - fire_extra(s, s.ctx.alfred, "correspondence", "stamps"), available(s))
    if n <= 0:
        return
    e = envelope_for(s, n)
    emptied: list[int] = []
    for _ in range(n):
        _take(s, emptied)
    s.stamps_on[e * s.ctx.players + s.ctx.alfred] += n
    note(s, f"Alfred places {n} stamp(s) on envelope {e + 1}")
    _stacks_fire(s, emptied)


@act.verb("prolific")
def prolific(s: DarwinState, n: int = 0) -> None:
    """One stamp on each envelope, top first, each from the first stack with stamps."""
    emptied: list[int] = []
    for e in range(ENVELOPES):
        if available(s) <= 0:
            break
        _take(s, emptied)
        s.stamps_on[e * s.ctx.players + s.ctx.alfred] += 1
    note(s, "Alfred: prolific correspondence")
    _stacks_fire(s, emptied)
