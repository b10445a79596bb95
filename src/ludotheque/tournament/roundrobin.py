"""A round robin: every pair of agents plays its own seeded two-seat tournament, and the
games together rate every agent (ratings.py).

Each pair uses the same tournament seed, so every pair meets the same deals (common
random numbers: the comparison is fairer for it). A pair's records go in a sub-folder of
the records folder named after the two agents' positions, `0-vs-2`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations
from pathlib import Path

from ludotheque.tournament.ratings import Game, Rating, rate
from ludotheque.tournament.runner import GameResult, TournamentSpec, run_tournament
from ludotheque.tournament.stats import AgentSummary, summarize


@dataclass
class Pairing:
    first: int  # agent positions in the round robin's list
    second: int
    spec: TournamentSpec
    results: list[GameResult]


def pair_specs(spec: TournamentSpec) -> list[tuple[int, int, TournamentSpec]]:
    """One two-seat tournament per pair of `spec.agents`, `spec.games` games each."""
    out = []
    for i, j in combinations(range(len(spec.agents)), 2):
        records = str(Path(spec.records) / f"{i}-vs-{j}") if spec.records else None
        config = {**spec.config, "players": 2}
        agents = (spec.agents[i], spec.agents[j])
        out.append((i, j, replace(spec, agents=agents, config=config, records=records)))
    return out


def run_round_robin(
    spec: TournamentSpec,
    workers: int = 1,
    backend: str = "local",
    on_result: Callable[[GameResult], None] | None = None,
) -> list[Pairing]:
    """Play every pair's games in turn. Ctrl-C stops early: the pairs played so far (the
    last one perhaps partly) come back, the rest are left out."""
    out = []
    for i, j, pair in pair_specs(spec):
        results = run_tournament(pair, workers=workers, backend=backend, on_result=on_result)
        out.append(Pairing(i, j, pair, results))
        if len(results) < pair.games:
            break
    return out


def pair_games(pairings: list[Pairing]) -> list[Game]:
    """The finished games as (agent, agent, points of the first): a win 1, a loss 0, a
    shared win or a game nobody at the table won 1/2."""
    games = []
    for p in pairings:
        for r in p.results:
            if r.error is not None:
                continue
            seat_of_first = r.seating.index(0)
            won = [w for w in r.winners if 0 <= w < len(r.seating)]
            if not won or len(won) == len(r.seating):
                points = 0.5
            else:
                points = 1.0 if seat_of_first in won else 0.0
            games.append((p.first, p.second, points))
    return games


def labels(spec: TournamentSpec) -> list[str]:
    """The agents' names in the round robin's tables: an agent listed twice gets its
    position (`random#0`, `random#2`), in every pair's table too."""
    return [a if spec.agents.count(a) == 1 else f"{a}#{k}" for k, a in enumerate(spec.agents)]


def pair_summary(spec: TournamentSpec, pairing: Pairing) -> list[AgentSummary]:
    """A pair's per-agent summary, named as in the round robin."""
    names = labels(spec)
    out = summarize(pairing.spec.agents, pairing.results)
    out[0].agent, out[1].agent = names[pairing.first], names[pairing.second]
    return out


def ratings(spec: TournamentSpec, pairings: list[Pairing]) -> list[Rating]:
    """Every agent's rating, strongest first."""
    out = rate(labels(spec), pair_games(pairings))
    return sorted(out, key=lambda r: -r.rating)
