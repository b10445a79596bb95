"""What a front or an agent is asked: who decides, what kind of decision, and the options."""

from __future__ import annotations

from typing import NamedTuple


class _Fields(NamedTuple):
    seat: int | None
    kind: str
    options: tuple[str, ...]
    prompt: str = ""
    private: bool = False


class Decision(_Fields):
    """A pending decision.

    `seat` is the seat that decides, or None when the game is over. `options` are the legal
    choices in their stable text form; an option's position in the tuple is its stable index
    for agents. `prompt` is a short human sentence for fronts. `private` marks a decision
    whose chosen option other seats must not learn (a redacted record shows it as "?").

    Immutable and compared by value. A named tuple rather than a frozen dataclass: a game
    builds one for nearly every decision, and a frozen dataclass's `__init__` (one
    `object.__setattr__` per field) cost about 0.8 µs of the 5-10 µs a random decision
    takes, where building a tuple costs a third of that.
    """

    __slots__ = ()

    @property
    def is_terminal(self) -> bool:
        return self.seat is None

    def index(self, option: str) -> int:  # type: ignore[override]
        """The index of `option` in `options` (not of a field in the tuple)."""
        return self.options.index(option)

    def to_dict(self, include_options: bool = True) -> dict:
        d = {"seat": self.seat, "kind": self.kind, "prompt": self.prompt}
        if include_options:
            d["options"] = list(self.options)
        return d


GAME_OVER = Decision(seat=None, kind="game-over", options=(), prompt="The game is over.")
