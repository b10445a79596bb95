"""Monte Carlo tree search over the decision sequence, with determinization.

Each iteration samples a state consistent with what the seat knows (`Observation.sample`,
i.e. the game's `determinize`), descends one shared tree keyed by option texts (options
that this sample does not allow are skipped, and a child's exploration term counts how
often it was available: the single-observer information-set variant), expands one new
option, plays a random rollout cut short after a few decisions (first finishing the
leaf's segment as `greedy` would, where the game's `rollout_plan` says so), and
scores the result with the game's search evaluation (`Game.search_evaluate`, by default
its evaluation; the settling steps judge by it too) squashed to [0, 1] by a logistic of scale
`game.search_scale` (by default `eval_scale`); a finished game scores what the game's
`outcome_value` says it is worth to each seat (by default 1 for a win, 0 for a loss).

Each decision starts from the evaluation's opinion (progressive bias): every option at
the root gets `PRIOR_VISITS` virtual visits worth what `greedy` makes of it on the first
sample, so a short search plays as `greedy` would, and rollouts must outweigh that
opinion to overturn it. Without it, the noise of a few hundred random rollouts lost to
`greedy`'s one careful look at every option (Perseverance: 22 of 50).

Nothing deep-copies the state. Re-dealing hidden information costs more than a simulation
in some games (shuffling whole decks), so each decision draws a pool of `SAMPLES`
determinizations once, and each iteration takes one `copy` of the next with its future
dice re-seeded (`game.reseed`).

Budgets: `mcts:2000` runs 2000 iterations (reproducible for a seed); `mcts:0.5s` thinks
for at most half a second of the thinking thread's CPU time, and stops sooner once the
time left could not change the choice (the most visited option), which spares the time
without changing play. CPU time, as a chess clock counts thinking and not waiting: on a
loaded machine a decision takes longer but searches as far, so strength figures measured
with other work running are the figures of an idle machine.
"""

from __future__ import annotations

import math
import time

from ludotheque.agents.base import Agent
from ludotheque.agents.dead_end import DeadEnd
from ludotheque.agents.dead_end import pending as _pending
from ludotheque.agents.greedy import settle, settle_segment
from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng

_clock = time.thread_time  # the thinking thread's CPU seconds (see the module docstring)
EXPLORATION = 0.4  # tuned on Iwari 2-player against greedy (docs/strength.md)
SAMPLES = 32  # determinizations per decision, cycled through by the iterations
SETTLE_CHECK = 16  # with a time budget, every this many iterations the search asks whether
SETTLE_MARGIN = 1.5  # the choice is settled: the time left, at this many times the rate
# so far, could not give the runner-up enough visits to overtake the leader
PRIOR_VISITS = 8  # virtual visits carrying each root option's greedy value (progressive bias)


class Node:
    __slots__ = ("children", "visits", "total", "avail", "seat", "listed")

    def __init__(self, seat: int | None):
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.seat = seat  # the seat that chose the option leading here
        # Per sample (`n % SAMPLES`), the decision listed here before any random draw,
        # for games whose `decisions_by_lineage` says it holds.
        self.listed: dict[int, object] | None = None


class MctsAgent(Agent):
    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = 1000,
        seconds: float | None = None,
        processes: int = 1,
    ):
        if (iterations is None) == (seconds is None):
            raise ValueError("give either iterations or seconds")
        self.rng = Rng(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.processes = processes
        budget = f"{iterations}" if iterations is not None else f"{seconds:g}s"
        self.name = f"mcts:{budget}" + (f"/{processes}" if processes > 1 else "")
        self.last_iterations = 0

    def choose(self, obs: Observation) -> int:
        options = obs.decision.options
        if len(options) == 1:
            return 0
        if self.processes > 1:
            from ludotheque.agents.root_parallel import root_statistics

            stats = root_statistics(self, obs)
            visits = [stats[o][0] if o in stats else -1 for o in options]
        else:
            visits = self.root_visits(obs, self.rng)
        top = max(visits)
        best = [i for i, v in enumerate(visits) if v == top]
        return best[self.rng.below(len(best))]

    def root_visits(self, obs: Observation, rng: Rng) -> list[int]:
        """One search from `obs` with `rng`: each option's visits at the root (-1 if the
        search never tried it)."""
        children = self.search(obs, rng).root.children
        return [children[o].visits if o in children else -1 for o in obs.decision.options]

    def search(self, obs: Observation, rng: Rng, stop_early: bool = True) -> Search:
        """Run one search within this agent's budget and return it; `stop_early=False`
        spends the whole budget (a coach wants every option's value, not only the pick)."""
        options = obs.decision.options
        search = Search(obs, rng)
        start = _clock()
        deadline = start + self.seconds if self.seconds is not None else None
        n = 0
        while True:
            if deadline is None:
                if n >= self.iterations:
                    break
            elif n:
                now = _clock()
                if now >= deadline:
                    break
                if stop_early and n % SETTLE_CHECK == 0 and n >= SAMPLES:
                    left = SETTLE_MARGIN * n * (deadline - now) / (now - start)
                    if search.settled(options, left):
                        break
            search.iterate(n)
            n += 1
        self.last_iterations = n
        return search


class Search:
    """One decision's search: its tree, its pool of samples and the starting evaluations."""

    __slots__ = ("obs", "game", "rng", "root", "pool", "base", "plan", "_scale")

    def __init__(self, obs: Observation, rng: Rng):
        self.obs, self.game, self.rng = obs, obs.game, rng
        self.root = Node(None)
        self.pool: list = []
        self.base: dict[int, float] = {}
        self.plan: tuple[bool, int] | None = None  # the game's rollout plan, from a sample
        self._scale: float | None = None  # the game's search_scale, from the first sample

    def sample(self, n: int):
        """The state of iteration `n`: a fresh determinization for the first `SAMPLES`
        iterations, then a copy of one of them with new dice."""
        if n < SAMPLES:
            state = self.obs.sample(self.rng)
            self.pool.append(self.game.copy(state))
            return state
        state = self.game.copy(self.pool[n % SAMPLES])
        self.game.reseed(state, self.rng)
        return state

    def settled(self, options: tuple[str, ...], left: float) -> bool:
        """Whether `left` more iterations could no longer change the most visited option."""
        children = self.root.children
        visits = sorted((children[o].visits if o in children else 0 for o in options), reverse=True)
        return visits[0] - visits[1] > left

    def baseline(self, seat: int) -> float:
        """The seat's evaluation where the search starts (on the first sample): rollouts
        are judged by how much they change it, so the logistic works on its steep middle
        part whether the seat is far ahead, far behind or level."""
        base = self.base.get(seat)
        if base is None:
            base = self.base[seat] = self.game.search_evaluate(self.pool[0], seat)
        return base

    @property
    def scale(self) -> float:
        """The game's `search_scale` for this table (asked of the first sample)."""
        if self._scale is None:
            self._scale = self.game.search_scale(self.pool[0])
        return self._scale

    def seed_root(self, options: tuple[str, ...]) -> None:
        """Give every root option `PRIOR_VISITS` virtual visits worth what `greedy` thinks
        of it (the option, then the rest of the seat's segment played 1-ply greedily, on
        the first sample), squashed as rollouts are: the search starts from the
        evaluation's opinion and needs real evidence to overturn it."""
        game, seat = self.game, self.obs.seat
        state = self.pool[0]
        checkpoint = game.checkpoint(state)
        base, scale = self.baseline(seat), self.scale
        for i, option in enumerate(options):
            child = game.copy(state)
            game.apply(child, i)
            if game.is_over(child):
                value = game.outcome_value(child, seat)
            else:
                value = _squash((settle(game, child, seat, checkpoint, True) - base) / scale)
            node = self.root.children[option] = Node(seat)
            node.visits = node.avail = PRIOR_VISITS
            node.total = PRIOR_VISITS * value

    def iterate(self, n: int) -> None:
        """One iteration: descend the tree on a sample, expand one option, roll out, back up.

        The hot loop of every search, so written for speed (tests/agents/reference_mcts.py
        keeps the plain version it must match, tree for tree): one pass over a level's
        options counts availability, finds the untried ones and scores the tried ones at
        once; options are applied by index (the core's fast path), the tree stays keyed
        by option texts (shared by samples whose options differ)."""
        game, rng = self.game, self.rng
        state = self.sample(n)
        if self.plan is None:
            self.plan = game.rollout_plan(state)
        if n == 0 and PRIOR_VISITS:
            self.seed_root(self.obs.decision.options)
        pending, apply = game.pending, game.apply
        log, sqrt = math.log, math.sqrt
        node = self.root
        path: list[Node] = []
        # The sample's generator state, while no draw has moved it: a node's decision is
        # then the one listed there before from the same sample (Game.decisions_by_lineage).
        lineage = state.rng.state if game.decisions_by_lineage else None
        k = n % SAMPLES
        while True:
            if lineage is None or state.decision is not None:
                d = pending(state)
            elif state.rng.state != lineage:
                lineage = None
                d = pending(state)
            else:
                listed = node.listed
                if listed is None:
                    listed = node.listed = {}
                d = listed.get(k)
                if d is None:
                    d = listed[k] = pending(state)
                else:
                    state.decision = d
            seat = d.seat
            if seat is None:
                break
            options = d.options
            if not options:
                raise DeadEnd(game, state, d)
            children = node.children
            untried: list[int] | None = None
            best, best_value = 0, -math.inf
            for i, o in enumerate(options):
                c = children.get(o)
                if c is None:
                    if untried is None:
                        untried = [i]
                    else:
                        untried.append(i)
                    continue
                avail = c.avail = c.avail + 1
                if untried is None:
                    visits = c.visits
                    value = c.total / visits + EXPLORATION * sqrt(log(avail) / visits)
                    if value > best_value:
                        best, best_value = i, value
            if untried is not None:
                i = untried[rng.below(len(untried))]
                child = children[options[i]] = Node(seat)
                child.avail = 1
                apply(state, i)
                path.append(child)
                break
            node = children[options[best]]
            apply(state, best)
            path.append(node)
        state = _play_out(game, state, rng, self.plan)
        seats: list[int] = []
        for child in path:
            if child.seat not in seats:
                seats.append(child.seat)
        reward = dict(
            zip(seats, _rewards(game, state, seats, self.baseline, self.scale), strict=True)
        )
        for child in path:
            child.visits += 1
            child.total += reward[child.seat]


def _squash(x: float) -> float:
    """The logistic of `x`, clipped where it saturates."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def _play_out(game, state, rng: Rng, plan: tuple[bool, int]):
    """The rollout: the leaf's segment settled (where the game's `rollout_plan` asks for
    it), then a few dozen random decisions; the state where it stops (perhaps a new one)."""
    settles, decisions = plan
    if settles:
        d = _pending(game, state)
        if d.seat is not None:
            state = settle_segment(game, state, d.seat, game.checkpoint(state), True)
    if decisions and game.random_steps(state, rng, decisions) < decisions:
        _pending(game, state)  # stopped at the end, or at a dead end: report that
    return state


def _rewards(game, state, seats: list[int], baseline, scale: float) -> list[float]:
    """What the rolled-out `state` is worth to each of `seats`, in [0, 1]: a finished
    game's outcome value, else the evaluation's change from the search's starting point,
    squashed."""
    if game.is_over(state):
        return [game.outcome_value(state, seat) for seat in seats]
    values = game.search_evaluate_seats(state, seats)
    return [_squash((v - baseline(seat)) / scale) for v, seat in zip(values, seats, strict=True)]


def _rollout(game, state, rng: Rng, baseline, plan: tuple[bool, int] | None = None):
    """A rollout from `state` and its reward function per seat (for tests and tools)."""
    scale = game.search_scale(state)
    state = _play_out(game, state, rng, plan if plan is not None else game.rollout_plan(state))
    return lambda seat: _rewards(game, state, [seat], baseline, scale)[0]
