"""Greedy: the option whose outcome the game's own evaluation likes best.

"One step" is one step of the seat's own play as a player sees it: after an option, the
agent finishes the rest of its current segment (its decisions up to the next reveal or
the next seat) by the same 1-ply rule, then evaluates. Without that, a first micro-step
such as "build A3" would look no better than any other.
"""

from __future__ import annotations

from ludotheque.agents.base import Agent
from ludotheque.agents.dead_end import pending
from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng

SEGMENT_STEPS = 8  # how far the agent plays its own turn out before judging


class GreedyAgent(Agent):
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, obs: Observation) -> int:
        options = obs.decision.options
        if len(options) == 1:
            return 0
        game, seat = obs.game, obs.seat
        state = obs.sample(self.rng)
        best: list[int] = []
        best_value = float("-inf")
        for i in range(len(options)):
            child = game.copy(state)
            game.apply(child, i)
            value = settle(game, child, seat, game.checkpoint(state))
            if value > best_value:
                best, best_value = [i], value
            elif value == best_value:
                best.append(i)
        return best[self.rng.below(len(best))]


def settle(game, state, seat: int, checkpoint: int, search: bool = False) -> float:
    """Play the seat's own remaining decisions of this segment 1-ply greedily; return the
    evaluation of where that leaves it (the search's evaluation when `search`)."""
    state = settle_segment(game, state, seat, checkpoint, search)
    return game.search_evaluate(state, seat) if search else game.evaluate(state, seat)


def settle_segment(game, state, seat: int, checkpoint: int, search: bool = False):
    """The state after the seat's remaining decisions of this segment, each the option
    whose outcome `evaluate` likes best (at most `SEGMENT_STEPS`; the first of equals): a
    new state, or `state` itself, untouched, when the seat has nothing left to decide.
    Options whose child the game can value without building it (`Game.known_values`)
    are not built unless chosen. A search settles by its own evaluation (`search`:
    `Game.search_evaluate` and `search_known_values`), `greedy` by the game's."""
    evaluate = game.search_evaluate if search else game.evaluate
    known_values = game.search_known_values if search else game.known_values
    for _ in range(SEGMENT_STEPS):
        d = pending(game, state)
        if d.seat != seat or game.checkpoint(state) != checkpoint:
            break
        known = known_values(state, seat)
        best, best_state, best_value = 0, None, float("-inf")
        for i in range(len(d.options)):
            if known is not None and (v := known[i]) is not None:
                if v > best_value:  # known without its child: built below if it wins
                    best, best_state, best_value = i, None, v
                continue
            child = game.copy(state)
            game.apply(child, i)
            v = evaluate(child, seat)
            if v > best_value:
                best, best_state, best_value = i, child, v
        if best_state is None:
            best_state = game.copy(state)
            game.apply(best_state, best)
        state = best_state
    return state
