"""What a position and a finished game are worth against the Void (solo and co-op), for
search agents.

The goal is not points but the rulebook's result (L821-L823): the players lose when the
Void holds `void_threshold` territories at the end, or at once when a Void colony reaches
`void_colony_wins` ruins (L819) or a map's own sudden win strikes. So a finished game is
worth its result first, with a margin part (territories the players hold) so that a wide
win beats a narrow one and a narrow loss beats a rout; and a position is worth the
territories it is expected to end with, measured against the threshold, minus the threat
of the Void's sudden wins.
"""

from __future__ import annotations

import math

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.scoring import PLAYERS, VOID
from ludotheque.games.iwari.state import IwariState

WIN_FLOOR = 0.6  # a win is worth 0.6 to 1, a loss 0 to 0.4: any win beats any loss
MARGIN_PART = 0.4
TERRITORY = 3.0  # evaluation points per territory expected (MCTS squashes by eval_scale 8)
LOSS = 12.0  # evaluation points of the loss itself, weighted by its estimated chance
SPREAD = 0.6  # how uncertain the expected count of Void territories is, in territories
# How likely an open territory ends with the Void: the player's lead there can still be
# overturned by infections; an empty one goes to the Void at the end (it wins every tie).
VOID_CHANCE_EMPTY = 0.7
VOID_CHANCE_LEADING = 0.35  # the players lead it now
VOID_CHANCE_TRAILING = 0.8  # the Void leads it now


def outcome(s: IwariState, seat: int) -> float:
    """A finished game against the Void: the win or loss, then the share of territories
    the players hold (open ones, after a sudden Void win, count as the Void's)."""
    n = s.ctx.board.num_territories
    held = sum(1 for c in s.control if c == PLAYERS) / n if n else 0.0
    won = s.result == "players"
    return (WIN_FLOOR if won else 0.0) + MARGIN_PART * held


def expected_void(s: IwariState) -> tuple[float, float]:
    """(territories the players are expected to hold, the Void's) at the end."""
    players = void = 0.0
    for t, c in enumerate(s.control):
        if c == PLAYERS:
            players += 1.0
        elif c == VOID:
            void += 1.0
        else:
            if not s.hut_total[t] and not s.totem_total[t]:
                p = VOID_CHANCE_EMPTY
            elif scoring.leader_now(s, t) == PLAYERS:
                p = VOID_CHANCE_LEADING
            else:
                p = VOID_CHANCE_TRAILING
            void += p
            players += 1.0 - p
    return players, void


def colony_threat(s: IwariState) -> float:
    """How close the largest Void colony is to a sudden win, 0 (far) to 1 (one ruin off)."""
    v, wins = s.ctx.void, s.ctx.board.void_colony_wins
    owner = s.owner
    seen: set[int] = set()
    largest = 0
    for x, o in enumerate(owner):
        if o == v and x not in seen:
            group = scoring.colony_of(s, x)
            seen.update(group)
            largest = max(largest, len(group))
    start = wins // 2
    if largest <= start:
        return 0.0
    return min(1.0, (largest - start) / max(1, wins - 1 - start))


def loss_chance(void: float, threshold: int) -> float:
    """The chance that `void` expected Void territories end at or past the threshold: a
    logistic around threshold - 1/2, so the territory that crosses it weighs most."""
    x = (void - (threshold - 0.5)) / SPREAD
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def evaluate(s: IwariState) -> float:
    """The players' standing in evaluation points: territories expected for them minus
    for the Void, the loss weighted by its chance, and the colony threat."""
    if s.phase == "over":
        return LOSS * (2 * outcome(s, 0) - 1)
    players, void = expected_void(s)
    value = TERRITORY * (players - void)
    value -= LOSS * loss_chance(void, s.ctx.void_threshold)
    value -= 2 * TERRITORY * colony_threat(s)
    return value
