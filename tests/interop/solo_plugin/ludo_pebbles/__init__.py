"""Pebbles, a made-up solo score attack: five rounds, each a die roll the player keeps or
rolls again once; the kept dice are the score. Small on purpose: it exists to show that a
game declaring `solo_configs()`, `action_vocabulary`, `encoding_size` and `encode` gets a
Gymnasium environment with no change to ludotheque's adapters."""

from __future__ import annotations

from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, GameState
from ludotheque.core.rng import Rng

ROUNDS = 5
OPTIONS = ("keep", "reroll")


class PebblesState(GameState):
    __slots__ = ("round", "die", "rerolled", "score", "rng")

    def copy(self) -> PebblesState:
        s = PebblesState()
        s.decision = self.decision
        s.round, s.die, s.rerolled, s.score = self.round, self.die, self.rerolled, self.score
        s.rng = self.rng.copy()
        return s


class Pebbles(Game):
    id = "pebbles"
    title = "Pebbles"
    min_players = max_players = 1

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        extra = sorted(set(config) - {"players"})
        if extra:
            raise ConfigError(f"unknown configuration keys {extra}; allowed: players")
        if config.get("players", 1) != 1:
            raise ConfigError("Pebbles is played alone: players must be 1")
        return {"players": 1}

    def _setup(self, config: dict[str, Any], rng: Rng) -> PebblesState:
        s = PebblesState()
        s.decision = None
        s.round, s.rerolled, s.score, s.rng = 0, False, 0, rng
        s.die = rng.below(6) + 1
        return s

    def _decide(self, state: PebblesState) -> Decision:
        if state.round >= ROUNDS:
            return Decision(None, "over", ())
        options = ("keep",) if state.rerolled else OPTIONS
        return Decision(0, "roll", options)

    def _play(self, state: PebblesState, option: str) -> None:
        if option == "reroll":
            state.rerolled = True
        else:
            state.score += state.die
            state.round += 1
            state.rerolled = False
        state.die = state.rng.below(6) + 1

    def scores(self, state: PebblesState) -> list[int]:
        return [state.score]

    def winners(self, state: PebblesState) -> list[int]:
        return [0] if self.is_over(state) else []

    def outcome_value(self, state: PebblesState, seat: int) -> float:
        return state.score / (6 * ROUNDS)

    def view(self, state: PebblesState, seat: int | None) -> dict:
        return {
            "round": state.round,
            "die": state.die,
            "rerolled": state.rerolled,
            "scores": [state.score],
        }

    def determinize(self, state: PebblesState, seat: int, rng: Rng) -> PebblesState:
        s = state.copy()
        s.rng = rng
        return s

    def snapshot(self, state: PebblesState) -> dict:
        return self.view(state, None)

    # ----- the research hooks: all a game writes to reach the adapters -----------------
    def action_vocabulary(self, config: dict[str, Any]) -> tuple[str, ...]:
        return OPTIONS

    def encoding_size(self, config: dict[str, Any]) -> int:
        return 4

    def encode(self, view: dict, seat: int) -> list[float]:
        return [
            view["round"] / ROUNDS,
            view["die"] / 6,
            1.0 if view["rerolled"] else 0.0,
            view["scores"][0] / (6 * ROUNDS),
        ]

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        return {"solo": {"players": 1}}


GAME = Pebbles()
