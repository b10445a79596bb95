"""What the three adapters share: one game under one configuration, seen as action ids,
observation vectors and end-of-game rewards."""

from __future__ import annotations

import json
from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, GameState, margin
from ludotheque.core.registry import all_games, get_game
from ludotheque.interop.vocabulary import Vocabulary

REWARDS = ("outcome", "margin", "value")
# Observation spaces declare values within +-BOUND: encodings are scaled to about [0, 1].
BOUND = 1e4


def game_ids() -> list[str]:
    """Every registered game whose vocabulary and encoding are declared."""
    out = []
    for game in all_games():
        gid = game.id
        try:
            cfg = game.configure({})
            game.action_vocabulary(cfg)
            game.encoding_size(cfg)
        except (NotImplementedError, ConfigError):  # a plugin without the hooks
            continue
        out.append(gid)
    return out


def outcome(winners: list[int], seats: int, seat: int) -> float:
    """Win/draw/loss for `seat`: 1 for a sole win, and for every seat when all won (a
    co-operative win); 0 for a victory shared with some but not all; -1 for a loss, and
    for everybody when nobody won (the neutral tribe, the Void, the game itself)."""
    if seat not in winners:
        return -1.0
    if len(winners) == 1 or len(winners) >= seats:
        return 1.0
    return 0.0


class Table:
    """`game_id` under `config`: the vocabulary, the encoding size, and per state the
    legal action ids, a seat's observation and the rewards."""

    def __init__(self, game_id: str, config: dict[str, Any] | None = None, reward: str = "outcome"):
        self.game: Game = get_game(game_id)
        self.id = game_id
        self.config = self.game.configure(dict(config or {}))
        if reward not in REWARDS:
            raise ConfigError(f"reward must be one of {', '.join(REWARDS)}, got {reward!r}")
        self.reward = reward
        self.vocabulary = Vocabulary(self.game.action_vocabulary(self.config), game_id)
        self.num_actions = len(self.vocabulary)
        self.size = self.game.encoding_size(self.config)
        probe = self.game.setup(self.config, 0)
        self.seats = self.game.num_seats(probe)

    def new(self, seed: int) -> GameState:
        return self.game.setup(self.config, seed)

    def to_move(self, state: GameState) -> int | None:
        return self.game.pending(state).seat

    def legal(self, state: GameState) -> list[int]:
        """The legal action ids, ascending (OpenSpiel's order)."""
        return sorted(self.vocabulary.ids(self.game.pending(state).options))

    def mask(self, state: GameState, seat: int) -> list[int]:
        bits = [0] * self.num_actions
        d = self.game.pending(state)
        if d.seat == seat:
            for i in self.vocabulary.ids(d.options):
                bits[i] = 1
        return bits

    def play(self, state: GameState, action: int) -> None:
        self.game.apply(state, self.vocabulary.text(action))

    def observe(self, state: GameState, seat: int) -> list[float]:
        vec = self.game.encode(self.game.view(state, seat), seat)
        if len(vec) != self.size:
            raise AssertionError(
                f"{self.id}: encode gave {len(vec)} numbers, encoding_size says {self.size}"
            )
        return vec

    def view_text(self, state: GameState, seat: int) -> str:
        return json.dumps(self.game.view(state, seat), sort_keys=True, separators=(",", ":"))

    def returns(self, state: GameState) -> list[float]:
        if not self.game.is_over(state):
            return [0.0] * self.seats
        if self.reward == "value":  # the game's own worth of the end, in [0, 1]
            return [self.game.outcome_value(state, s) for s in range(self.seats)]
        if self.reward == "margin":
            scores = self.game.scores(state)
            return [margin(scores, s) for s in range(self.seats)]
        winners = self.game.winners(state)
        return [outcome(winners, self.seats, s) for s in range(self.seats)]
