"""Per-agent results of a tournament: wins with a 95% interval, scores, decision time."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from ludotheque.tournament.runner import GameResult

Z95 = 1.959964


@dataclass
class AgentSummary:
    agent: str
    games: int
    wins: float  # a win shared by k seats counts 1/k
    win_rate: float
    win_low: float  # Wilson 95% interval
    win_high: float
    mean_score: float
    score_sd: float
    mean_decision_ms: float

    def to_dict(self) -> dict:
        return asdict(self)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval: sound near 0% and 100%, unlike the normal one."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(agents: tuple[str, ...], results: list[GameResult]) -> list[AgentSummary]:
    """One summary per agent position (the same spec twice is two entries). Games that
    failed (`GameResult.error`) are left out: they are counted apart (`failed`)."""
    results = finished(results)
    out = []
    for index, spec in enumerate(agents):
        scores: list[float] = []
        wins = 0.0
        seconds = 0.0
        decisions = 0
        for r in results:
            seat = r.seating.index(index)
            scores.append(r.scores[seat])
            if seat in r.winners:
                wins += 1 / len(r.winners)
            seconds += r.decision_seconds[seat]
            decisions += r.decisions[seat]
        n = len(scores)
        mean = sum(scores) / n if n else 0.0
        sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) if n > 1 else 0.0
        low, high = wilson(wins, n)
        label = spec if agents.count(spec) == 1 else f"{spec}#{index}"
        out.append(
            AgentSummary(
                agent=label,
                games=n,
                wins=wins,
                win_rate=wins / n if n else 0.0,
                win_low=low,
                win_high=high,
                mean_score=mean,
                score_sd=sd,
                mean_decision_ms=1000 * seconds / decisions if decisions else 0.0,
            )
        )
    return out


def finished(results: list[GameResult]) -> list[GameResult]:
    return [r for r in results if r.error is None]


def failed(results: list[GameResult]) -> list[GameResult]:
    return [r for r in results if r.error is not None]


@dataclass
class NobodySummary:
    """The games no seat at the table won, as a column of their own beside the agents."""

    games: int  # finished games
    count: int
    rate: float
    low: float  # Wilson 95% interval
    high: float

    def to_dict(self) -> dict:
        return asdict(self)


def nobody(results: list[GameResult]) -> NobodySummary:
    done = finished(results)
    count = sum(1 for r in done if r.nobody_won)
    low, high = wilson(count, len(done))
    return NobodySummary(len(done), count, count / len(done) if done else 0.0, low, high)


def rulebook_results(results: list[GameResult]) -> dict[str, int]:
    """How many finished games ended with each rulebook result (a solo game's rank or
    outcome), most frequent first; empty when the game gives none (games among seats)."""
    counts: dict[str, int] = {}
    for r in finished(results):
        if r.result is not None:
            counts[r.result] = counts.get(r.result, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def error_report(result: GameResult) -> dict:
    """What a failed game needs to be found again: its number, seed, record and error."""
    return {
        "number": result.number,
        "seed": result.seed,
        "record": result.record,
        "error": result.error,
    }
