"""What a front or an agent is asked: who decides, what kind of decision, and the options."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending decision.

    `seat` is the seat that decides, or None when the game is over. `options` are the legal
    choices in their stable text form; an option's position in the tuple is its stable index
    for agents. `prompt` is a short human sentence for fronts. `private` marks a decision
    whose chosen option other seats must not learn (a redacted record shows it as "?").
    """

    seat: int | None
    kind: str
    options: tuple[str, ...]
    prompt: str = ""
    private: bool = False

    @property
    def is_terminal(self) -> bool:
        return self.seat is None

    def index(self, option: str) -> int:
        return self.options.index(option)

    def to_dict(self, include_options: bool = True) -> dict:
        d = {"seat": self.seat, "kind": self.kind, "prompt": self.prompt}
        if include_options:
            d["options"] = list(self.options)
        return d


GAME_OVER = Decision(seat=None, kind="game-over", options=(), prompt="The game is over.")
