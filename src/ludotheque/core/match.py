"""A game being played: the state, the moves so far, undo, and the record.

Fronts (terminal, server) and tournaments drive games through a Match, so that records,
undo and redaction work the same for every game.
"""

from __future__ import annotations

from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.game import Game, GameState
from ludotheque.core.record import Record, result_of


class Match:
    """One game in play. `play()` is the only way it moves on; `undo()` takes back what the
    rules allow: a seat's own decisions of its current turn since the last reveal."""

    def __init__(self, game: Game, config: dict[str, Any], seed: int):
        self.game = game
        self.config = game.configure(config)
        self.seed = seed
        self.state: GameState = game.setup(self.config, seed)
        self.moves: list[str] = []
        self.seats: list[int | None] = []  # who chose each move
        self.private: list[bool] = []  # whether each move is hidden from other seats
        # States before each undoable move (the suffix of moves since the last checkpoint).
        self._undo: list[GameState] = []
        self._undo_seat: int | None = None

    @classmethod
    def from_record(cls, game: Game, record: Record) -> Match:
        match = cls(game, record.config, record.seed)
        for move in record.moves:
            match.play(move)
        return match

    @property
    def decision(self) -> Decision:
        return self.game.pending(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def play(self, option: str | int) -> str:
        """Apply an option (text or index); return its text. Illegal options raise
        IllegalOption and change nothing."""
        game, state = self.game, self.state
        decision = game.pending(state)
        before = game.copy(state)
        cp = game.checkpoint(state)
        game.apply(state, option)
        text = option if isinstance(option, str) else decision.options[option]
        self.moves.append(text)
        self.seats.append(decision.seat)
        self.private.append(decision.private)
        if game.checkpoint(state) != cp or decision.seat != self._undo_seat:
            self._undo.clear()
            self._undo_seat = decision.seat
        if game.checkpoint(state) == cp:
            self._undo.append(before)
        return text

    def undoable(self, seat: int) -> int:
        """How many of `seat`'s latest decisions can be taken back now."""
        if seat != self._undo_seat:
            return 0
        return len(self._undo)

    def undo(self, seat: int, count: int = 1) -> int:
        """Take back up to `count` of the seat's own latest decisions; return how many."""
        n = min(count, self.undoable(seat))
        for _ in range(n):
            self.state = self._undo.pop()
            self.moves.pop()
            self.seats.pop()
            self.private.pop()
        return n

    def record(self) -> Record:
        return Record(
            game=self.game.id,
            config=self.config,
            seed=self.seed,
            moves=list(self.moves),
            result=result_of(self.game, self.state),
        )

    def redacted_moves(self, seat: int | None) -> list[str]:
        """The moves as `seat` may see them: other seats' private choices become '?'."""
        return [
            m if not p or s == seat else "?"
            for m, s, p in zip(self.moves, self.seats, self.private, strict=True)
        ]

    def redacted_record(self, seat: int | None) -> dict[str, Any]:
        """A record as shown to a seat during play: no seed, no private moves of others."""
        d = self.record().to_dict()
        d["seed"] = None
        d["moves"] = self.redacted_moves(seat)
        d.pop("result", None)
        return d
