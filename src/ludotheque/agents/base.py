"""The one interface every player that is not a human implements.

An agent sees exactly what a front shows a seat: the redacted view and the pending
decision. It never gets the state, so it cannot peek at hidden cards; agents that search
(MCTS) rebuild a plausible state themselves through the game's `determinize`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ludotheque.core.decision import Decision


class Agent(ABC):
    """Chooses one option of a decision. `name` is what fronts and records show."""

    name: str = "agent"

    @abstractmethod
    def choose(self, view: dict, decision: Decision) -> int:
        """Return the index of the chosen option in `decision.options`."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
