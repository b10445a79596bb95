"""What an agent is given: its seat's view, the pending decision, and samples.

Agents never see the true state. Those that search ask for `sample(rng)`: a full state in
which everything the seat cannot see has been re-dealt by the game's `determinize`, so
the sample depends only on what the seat knows.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.core.game import Game, GameState
from ludotheque.core.rng import Rng


class Observation:
    __slots__ = ("game", "seat", "decision", "_state", "_view")

    def __init__(self, game: Game, state: GameState, seat: int):
        self.game = game
        self.seat = seat
        self.decision: Decision = game.pending(state)
        self._state = state
        self._view: dict | None = None

    @property
    def view(self) -> dict:
        """The seat's redacted view (computed on first use)."""
        if self._view is None:
            self._view = self.game.view(self._state, self.seat)
        return self._view

    def sample(self, rng: Rng) -> GameState:
        """A state consistent with what the seat has seen, hidden parts re-dealt."""
        return self.game.determinize(self._state, self.seat, rng)
