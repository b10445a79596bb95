"""Coaching: the search's opinion of a seat's options (`hint`) and of a finished game's
decisions (`analyse`).

Both run the MCTS agent's search (`agents.mcts.Search`) from the seat's point of view: it
samples states with `Observation.sample`, so everything hidden from the seat is re-dealt,
and a hint can never use a card the seat has not seen. An option's value is the mean
reward of its visits, in [0, 1] for the seat (as the search sees it: 1 a sure win or the
best outcome the mode allows); a hint lists options best first, by visits, as the agent
would choose.

Budgets: a number of iterations (reproducible with a seed) or seconds of the thinking
thread's CPU time, as for `mcts:N` / `mcts:Ns`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ludotheque.agents.mcts import PRIOR_VISITS, MctsAgent, Search
from ludotheque.agents.observation import Observation
from ludotheque.core.game import Game, GameState
from ludotheque.core.record import Record, replay
from ludotheque.core.rng import Rng

DEFAULT_ITERATIONS = 400
MARKED = 3  # the largest losses of an analysis are marked, at most this many
# and only losses of at least this much value (the search starts every option from the
# evaluation's squashed opinion, which keeps values close: 0.02 is a clear loss)
MARK_FROM = 0.02


@dataclass(frozen=True)
class OptionValue:
    option: str
    value: float | None  # mean reward of its visits, None if the search never tried it
    visits: int


def _search(game: Game, state: GameState, seat: int, seconds, iterations, seed) -> Search:
    """The MCTS agent's search from the seat's point of view, spending the whole budget
    (iterations, else seconds, else `DEFAULT_ITERATIONS`)."""
    obs = Observation(game, state, seat)
    if obs.decision.seat != seat:
        raise ValueError(f"seat {seat} has no decision to take now (seat {obs.decision.seat} has)")
    if iterations is None and seconds is None:
        iterations = DEFAULT_ITERATIONS
    agent = MctsAgent(seed, iterations=iterations, seconds=None if iterations else seconds)
    return agent.search(obs, Rng(seed), stop_early=False)


def _values(search: Search, options: tuple[str, ...]) -> list[OptionValue]:
    """Each option's value (the mean of its visits, the search's opinion, prior included)
    and its visits: the search's own, not the virtual ones its prior starts with."""
    out = []
    for o in options:
        c = search.root.children.get(o)
        if c is None or not c.visits:
            out.append(OptionValue(o, None, 0))
        else:
            out.append(OptionValue(o, c.total / c.visits, max(0, c.visits - PRIOR_VISITS)))
    return out


def option_values(
    game: Game,
    state: GameState,
    seat: int,
    seconds: float | None = None,
    *,
    iterations: int | None = None,
    seed: int = 0,
) -> list[OptionValue]:
    """Every option of the seat's pending decision with the search's value, in the
    decision's order (the server's worker processes run this for hints and analyses)."""
    options = game.pending(state).options
    return _values(_search(game, state, seat, seconds, iterations, seed), options)


def hint(
    game: Game,
    state: GameState,
    seat: int,
    seconds: float | None = None,
    *,
    iterations: int | None = None,
    seed: int = 0,
    top: int = 3,
) -> list[OptionValue]:
    """The search's best options for `seat` at its pending decision, best first (most
    visited, then best value), with their values: at most `top` of them."""
    options = game.pending(state).options
    if len(options) == 1:
        return [OptionValue(options[0], None, 0)]
    ranked = _values(_search(game, state, seat, seconds, iterations, seed), options)
    ranked.sort(key=lambda v: (-v.visits, -(v.value if v.value is not None else -1.0)))
    return ranked[:top]


@dataclass(frozen=True)
class Assessment:
    """One decision of the analysed seat: what was played, what the search liked best."""

    index: int  # the move's index in the record
    kind: str
    played: str
    played_value: float | None
    best: str
    best_value: float | None
    options: int
    marked: bool = False

    @property
    def loss(self) -> float:
        if self.played_value is None or self.best_value is None:
            return 0.0
        return max(0.0, self.best_value - self.played_value)


def analyse(
    record: Record,
    seat: int,
    seconds: float | None = None,
    *,
    iterations: int | None = None,
    seed: int = 0,
) -> list[Assessment]:
    """Every decision `seat` took in `record` with more than one option: the search's
    value of the move played and of its best option (the most visited), from what the
    seat could see then; the largest losses are marked."""
    game, state = replay(record, verify=False, upto=0)
    out: list[Assessment] = []
    for i, move in enumerate(record.moves):
        d = game.pending(state)
        if d.seat == seat and len(d.options) > 1:
            search = _search(game, state, seat, seconds, iterations, seed + i)
            values = {v.option: v for v in _values(search, d.options)}
            best = best_of(list(values.values()))
            played = values.get(move)
            out.append(
                Assessment(
                    i,
                    d.kind,
                    move,
                    played.value if played else None,
                    best.option,
                    best.value,
                    len(d.options),
                )
            )
        game.apply(state, move)
    return mark_losses(out)


def best_of(values: list[OptionValue]) -> OptionValue:
    """The option the search prefers: the most visited, then the best valued."""
    return max(values, key=lambda v: (v.visits, v.value or 0.0))


def mark_losses(rows: list[Assessment]) -> list[Assessment]:
    """The same rows, the largest losses (at most MARKED, each at least MARK_FROM)
    marked."""
    worst = sorted((a for a in rows if a.loss >= MARK_FROM), key=lambda a: -a.loss)[:MARKED]
    marked = {a.index for a in worst}
    return [replace(a, marked=True) if a.index in marked else a for a in rows]
