"""Measures alfred_pace.PACE: seeded games of `greedy` against each of Alfred's boards; at
every decision of the player, Alfred's final score minus his projection there. Printed as
the table to paste into alfred_pace.py."""

from __future__ import annotations

from ludotheque.agents.greedy import GreedyAgent
from ludotheque.agents.observation import Observation
from ludotheque.core.match import Match
from ludotheque.core.registry import get_game
from ludotheque.games.darwins_journey import evaluation, scoring
from ludotheque.games.darwins_journey.alfred_pace import progress
from ludotheque.games.darwins_journey.components.alfred import alfred_data

GAMES = 100  # seeded games per board


def measure(games: int = GAMES) -> dict[str, dict[int, float]]:
    """The table, measured: `greedy` against each of Alfred's boards, `games` seeded games
    each, his final score minus `final_now` averaged at every decision of the player."""
    game = get_game("darwins-journey")
    out: dict[str, dict[int, float]] = {}
    for board in alfred_data().boards:
        sums: dict[int, list[float]] = {}
        for seed in range(games):
            seat = seed % 2  # Alfred opens half the games, as in tournaments
            config = {"players": 2, "automas": {str(1 - seat): f"alfred/{board.id}"}}
            match = Match(game, game.configure(config), seed)
            agent = GreedyAgent(seed)
            seen: list[tuple[int, float]] = []
            while not match.is_over():
                s = match.state
                a = s.ctx.alfred
                r, k = progress(s)
                seen.append((r * 16 + k, evaluation.final_now(s, a, scoring.modifier(s))))
                match.play(agent.choose(Observation(game, s, match.decision.seat)))
            final = match.state.final["seats"][match.state.ctx.alfred]["total"]
            for key, now in seen:
                acc = sums.setdefault(key, [0.0, 0])
                acc[0] += final - now
                acc[1] += 1
        out[board.id] = {
            key: round(t / n, 1) for key, (t, n) in sorted(sums.items()) if n >= games // 10
        }
    return out


if __name__ == "__main__":
    print(measure())
