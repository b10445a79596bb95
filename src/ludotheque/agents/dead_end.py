"""Dead ends: a decision that is not the end of the game and offers no option.

Search agents play far more positions than any person or test (every rollout of every
determinized, re-seeded sample), so they are the ones to meet such a position first. They
ask for decisions through `pending`, which refuses a dead end with a clear error instead
of failing later on an empty option list.
"""

from __future__ import annotations


class DeadEnd(RuntimeError):
    """A decision that is not the end of the game and offers no option: a rules bug (or a
    sample `determinize`/`reseed` made inconsistent with the rules), never the agent's."""

    def __init__(self, game, state, decision):
        self.state = state
        self.decision = decision
        super().__init__(
            f"{game.id}: seat {decision.seat} must decide {decision.kind!r} but has no option "
            f"(a dead end in the rules, or a determinized sample they do not allow)"
        )


def pending(game, state):
    """The pending decision, refusing a dead end with a clear error."""
    d = game.pending(state)
    if not d.options and d.seat is not None:
        raise DeadEnd(game, state, d)
    return d
