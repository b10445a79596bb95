"""OpenSpiel's MCTSBot against one of our agents, through the OpenSpiel adapter: the
example docs/research.md shows, runnable as

    python -m ludotheque.interop.duel GAME --players 2 --games 4 --sims 50 --ours mcts:200

Seat 0 is OpenSpiel's `MCTSBot` (UCT with random rollouts, `--sims` simulations a move);
the other seats play our agent spec (`mcts:200`, `greedy`, ...), which sees only its own
view and samples (agents/observation.py). The bot searches the OpenSpiel state itself, so
it sees hidden cards and future dice: a clairvoyant yardstick, not a fair opponent (use
OpenSpiel's ISMCTSBot, which calls `resample_from_infostate`, for a fair one).
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.interop import openspiel as adapter


def duel(
    game_id: str,
    players: int = 2,
    games: int = 2,
    sims: int = 20,
    ours: str = "mcts:100",
    seed: int = 0,
    config: str = "{}",
    max_moves: int = 0,
) -> dict:
    """Play `games` games; returns the bot's and our agent's summed returns and the
    number of decisions each took. `max_moves` above 0 stops each game (and the bot's
    rollouts) after that many decisions, every return 0 (the adapter's parameter)."""
    game = pyspiel.load_game(
        adapter.register(game_id),
        # MCTSBot reads no information state: no view digests (recall.py) in its rollouts
        {"players": players, "seed": seed, "config": config, "recall": 0, "max_moves": max_moves},
    )
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, 2.0, sims, evaluator, solve=False, random_state=rng)
    totals = {"openspiel_mcts": 0.0, ours: 0.0, "decisions": [0, 0], "games": games}
    for g in range(games):
        state = game.new_initial_state()
        agents = {}
        while not state.is_terminal():
            seat = state.current_player()
            if seat == 0:
                action = bot.step(state)
                totals["decisions"][0] += 1
            else:
                agent = agents.get(seat) or agents.setdefault(
                    seat, make_agent(ours, seed * 1000 + g * 10 + seat)
                )
                obs = Observation(state.table.game, state.state, seat)
                text = obs.decision.options[agent.choose(obs)]
                action = state.table.vocabulary.id(text)
                totals["decisions"][1] += 1
            state.apply_action(action)
        returns = state.returns()
        totals["openspiel_mcts"] += returns[0]
        totals[ours] += sum(returns[1:]) / max(1, len(returns) - 1)
    return totals


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--sims", type=int, default=20, help="MCTSBot simulations per move")
    p.add_argument("--ours", default="mcts:100", help="our agent spec for the other seats")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--config", default="{}", help="the rest of the configuration, as JSON")
    p.add_argument("--max-moves", type=int, default=0, help="stop games after N decisions")
    a = p.parse_args(argv)
    out = duel(a.game, a.players, a.games, a.sims, a.ours, a.seed, a.config, a.max_moves)
    print(
        f"{a.games} games of {a.game}: OpenSpiel MCTSBot ({a.sims} sims) total return "
        f"{out['openspiel_mcts']:+.1f}, {a.ours} mean return per seat {out[a.ours]:+.1f} "
        f"(1 win, 0 shared, -1 loss); decisions {out['decisions'][0]} / {out['decisions'][1]}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
