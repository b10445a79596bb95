"""The MCTS iteration as it was written before issue 22's speed work, kept as the
straightforward reference the fast loop in `agents.mcts` must match exactly: the same
tree (visits, rewards, availability counts) after the same seeded iterations.

Plain on purpose: the tree keyed by option texts, options applied by text, one list of
untried options per level, a reward closure per rollout."""

from __future__ import annotations

import math

from ludotheque.agents.dead_end import pending as _pending
from ludotheque.agents.mcts import EXPLORATION, PRIOR_VISITS, SAMPLES

SEGMENT_STEPS = 8


class Node:
    __slots__ = ("children", "visits", "total", "avail", "seat")

    def __init__(self, seat):
        self.children = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.seat = seat


class ReferenceSearch:
    """The old `Search`: its samples, baseline, root seeding and `iterate`."""

    def __init__(self, obs, rng):
        self.obs, self.game, self.rng = obs, obs.game, rng
        self.root = Node(None)
        self.pool = []
        self.base = {}
        self.plan = None

    def sample(self, n):
        if n < SAMPLES:
            state = self.obs.sample(self.rng)
            self.pool.append(self.game.copy(state))
            return state
        state = self.game.copy(self.pool[n % SAMPLES])
        self.game.reseed(state, self.rng)
        return state

    def baseline(self, seat):
        base = self.base.get(seat)
        if base is None:
            base = self.base[seat] = self.game.search_evaluate(self.pool[0], seat)
        return base

    def seed_root(self, options):
        game, seat = self.game, self.obs.seat
        state = self.pool[0]
        checkpoint = game.checkpoint(state)
        base = self.baseline(seat)
        for option in options:
            child = game.copy(state)
            game.apply(child, option)
            if game.is_over(child):
                value = game.outcome_value(child, seat)
            else:
                x = (settle(game, child, seat, checkpoint) - base) / game.eval_scale
                value = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
            node = self.root.children[option] = Node(seat)
            node.visits = node.avail = PRIOR_VISITS
            node.total = PRIOR_VISITS * value

    def iterate(self, n: int) -> None:
        game, rng = self.game, self.rng
        state = self.sample(n)
        if self.plan is None:
            self.plan = game.rollout_plan(state)
        if n == 0 and PRIOR_VISITS:
            self.seed_root(self.obs.decision.options)
        node, path = self.root, [self.root]
        while True:
            d = _pending(game, state)
            if d.seat is None:
                break
            untried = [o for o in d.options if o not in node.children]
            for o in d.options:
                child = node.children.get(o)
                if child is not None:
                    child.avail += 1
            if untried:
                option = untried[rng.below(len(untried))]
                child = node.children[option] = Node(d.seat)
                child.avail = 1
                game.apply(state, option)
                path.append(child)
                break
            option = _select(node, d.options)
            game.apply(state, option)
            node = node.children[option]
            path.append(node)
        rewards = _rollout(game, state, rng, self.baseline, self.plan)
        for child in path[1:]:
            child.visits += 1
            child.total += rewards(child.seat)


def _select(node, options):
    best, best_value = options[0], float("-inf")
    for o in options:
        c = node.children[o]
        value = c.total / c.visits + EXPLORATION * math.sqrt(math.log(c.avail) / c.visits)
        if value > best_value:
            best, best_value = o, value
    return best


def _rollout(game, state, rng, baseline, plan):
    settles, decisions = plan
    if settles:
        d = _pending(game, state)
        if d.seat is not None:
            state = settle_segment(game, state, d.seat, game.checkpoint(state))
    for _ in range(decisions):
        d = _pending(game, state)
        if d.seat is None:
            break
        game.apply(state, rng.below(len(d.options)))
    over = game.is_over(state)
    cache: dict[int, float] = {}

    def reward(seat):
        if seat not in cache:
            if over:
                cache[seat] = game.outcome_value(state, seat)
            else:
                x = (game.search_evaluate(state, seat) - baseline(seat)) / game.eval_scale
                cache[seat] = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
        return cache[seat]

    return reward


def settle(game, state, seat, checkpoint):
    return game.search_evaluate(settle_segment(game, state, seat, checkpoint), seat)


def settle_segment(game, state, seat, checkpoint):
    for _ in range(SEGMENT_STEPS):
        d = _pending(game, state)
        if d.seat != seat or game.checkpoint(state) != checkpoint:
            break
        best_state, best_value = None, float("-inf")
        for i in range(len(d.options)):
            child = game.copy(state)
            game.apply(child, i)
            v = game.search_evaluate(child, seat)
            if v > best_value:
                best_state, best_value = child, v
        state = best_state
    return state


def search(obs, rng, iterations):
    """The old search for a fixed budget of iterations."""
    s = ReferenceSearch(obs, rng)
    for n in range(iterations):
        s.iterate(n)
    return s
