"""OpenSpiel's information state: what a seat remembers, made of what it saw and did.

A game's view is only the present; OpenSpiel's information state is the seat's whole past
(perfect recall). Every move is kept as a `Step`: who moved, the action id, and a digest of
the mover's view when it chose (its observation at that decision). A seat's information
state is then its own steps (digest and action, in order) plus its current view:

- string: `"<digest>:<action> <digest>:<action> ...|<current view as JSON>"`;
- tensor: the observation tensor (the game's `encode` of the view), then the seat's last
  `OWN_ACTIONS` own action ids, most recent first, each as `(id + 1) / vocabulary size`
  (0 for none yet), then the number of its own decisions so far divided by `COUNT_SCALE`.

Both come from the seat's views and its own actions only, so two histories that differ in
what the seat could not see give it the same information state, and different own actions
give different ones. The digest is taken from `view(state, mover)`, one view per move;
with recall off (the OpenSpiel parameter `recall=0`, for speed when nothing reads
information states, as for `MCTSBot`) the digests are empty and the string keeps the
actions only.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

OWN_ACTIONS = 32
COUNT_SCALE = 100.0


class Step(NamedTuple):
    seat: int
    action: int
    seen: str  # digest of the mover's view when it chose; "" with recall off


def digest(view_text: str) -> str:
    """A short, stable digest of a view's text (the same view, the same digest)."""
    return hashlib.blake2b(view_text.encode("utf-8"), digest_size=8).hexdigest()


def info_string(steps: list[Step], seat: int, view_text: str) -> str:
    own = " ".join(f"{s.seen}:{s.action}" for s in steps if s.seat == seat)
    return f"{own}|{view_text}"


def info_tensor_size(observation_size: int) -> int:
    return observation_size + OWN_ACTIONS + 1


def info_tensor(
    observation: list[float], steps: list[Step], seat: int, num_actions: int
) -> list[float]:
    own = [s.action for s in steps if s.seat == seat]
    last = [(a + 1) / num_actions for a in reversed(own[-OWN_ACTIONS:])]
    return [*observation, *last, *[0.0] * (OWN_ACTIONS - len(last)), len(own) / COUNT_SCALE]
