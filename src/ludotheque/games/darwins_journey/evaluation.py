"""The position as search agents see it: the final scoring now, plus what is under way.

The final scoring (scoring.breakdown) counts the VP track, the personal board, the Theory
of Evolution times the Museum modifier, and 1 VP per 5 coins and per TK. Mid-game that
undervalues what buys future points: coins (1/5 VP at the end, but the price of seals,
penalties, tents and deliveries now), the 5th worker (one more action a round), seals on
the rows (better spaces, distinctions, crew cards) and objectives held but not completed.
Each gets a share of a rough value that shrinks to nothing as the rounds run out, so at
the end the projection is the final scoring exactly.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import objectives
from ludotheque.games.darwins_journey.state import DarwinState

COIN = 0.35  # VP a coin is worth in play beyond its 1/5 VP at the end (full share)
SEAL = 0.8  # per standard or Special seal added to a row
FIFTH = 2.5  # per round the 5th worker still has to work
OBJECTIVE = 1.5  # per objective held (reserve or slot) not yet completed
ACTIONS = 4 * 5  # placements of a seat with 4 workers over 5 rounds, for the share


def share(s: DarwinState, seat: int) -> float:
    """The part of the game still to play for `seat`, 1 at the start, 0 when over: its
    workers still home this round and the rounds to come."""
    if s.phase == "over":
        return 0.0
    rounds = s.ctx.comp.tracks.rounds
    home = bin(s.free[seat]).count("1") if s.phase == "action" else 0
    left = (rounds - s.round) * 4 + home
    return max(0.0, min(1.0, left / ACTIONS))


def under_way(s: DarwinState, seat: int) -> float:
    k = share(s, seat)
    if k == 0.0:
        return 0.0
    rows = s.rows[seat]
    seals = sum(len(r) for r in rows) - 1  # the top worker's printed Special seal is free
    held = sum(1 for o in s.slots[seat] if o >= 0) + len(s.reserve[seat])
    open_objs = held - bin(s.done[seat]).count("1")
    rounds_left = s.ctx.comp.tracks.rounds - s.round + (1 if s.phase == "action" else 0)
    value = COIN * s.coins[seat] + SEAL * seals + OBJECTIVE * max(0, open_objs)
    if s.fifth[seat]:
        value += FIFTH * rounds_left
    return k * value


def final_now(s: DarwinState, seat: int, modifier: int) -> int:
    """scoring.breakdown's total for one seat, with the Museum modifier (the same for
    every seat) worked out once by the caller: search asks this thousands of times."""
    board = sum(scoring.board_parts(s, seat).values())
    books = s.ctx.comp.tracks.books[s.theory[seat]] + objectives.perk_book(s, seat)
    return s.vp[seat] + board + books * modifier + scoring.leftovers(s, seat)


def projection(s: DarwinState) -> list[float]:
    """Each seat's projected final score."""
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    mod = scoring.modifier(s)
    return [final_now(s, p, mod) + under_way(s, p) for p in range(s.ctx.players)]
