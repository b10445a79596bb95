"""The one interface every player that is not a human implements.

An agent sees exactly what a front shows a seat: the redacted view and the pending
decision, through an `Observation`. It never gets the true state, so it cannot peek at
hidden cards; agents that search ask the observation for samples, in which the game's
`determinize` has re-dealt what the seat cannot see.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ludotheque.agents.observation import Observation


class Agent(ABC):
    """Chooses one option of a decision. `name` is what fronts and records show."""

    name: str = "agent"

    @abstractmethod
    def choose(self, obs: Observation) -> int:
        """Return the index of the chosen option in `obs.decision.options`."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
