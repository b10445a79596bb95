"""Seeded tournaments between agents: many games, seats rotated, results with intervals."""

from ludotheque.tournament.runner import GameResult, TournamentSpec, play_one, run_tournament
from ludotheque.tournament.stats import AgentSummary, summarize

__all__ = [
    "AgentSummary",
    "GameResult",
    "TournamentSpec",
    "play_one",
    "run_tournament",
    "summarize",
]
