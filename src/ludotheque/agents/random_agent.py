"""An agent that picks uniformly among the legal options: the baseline and the fuzzer."""

from __future__ import annotations

from ludotheque.agents.base import Agent
from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng


class RandomAgent(Agent):
    """Uniform choice from its own seeded stream, so a seat's play is reproducible from
    (seed, sequence of decisions) and independent of the game's generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, obs: Observation) -> int:
        n = len(obs.decision.options)
        if n == 0:
            raise ValueError(f"no option to choose in decision {obs.decision.kind!r}")
        return self.rng.below(n)
