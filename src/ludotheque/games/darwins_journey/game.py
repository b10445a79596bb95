"""Darwin's Journey as a `core.Game`: configuration, setup, and the contract's entry points.

Not registered in the core registry yet (STATUS.md): tests import it directly.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, margin
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import evaluation, scoring, view
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.rules import flow
from ludotheque.games.darwins_journey.rules.setup import setup
from ludotheque.games.darwins_journey.state import Context, DarwinState, make_context

DEFAULTS: dict[str, Any] = {
    "players": 4,
    "first_game": False,  # fixed tiles and crew cards 1-12 by turn order (L250-L286, L344)
}


@cache
def context(config_json: str) -> Context:
    return make_context(json.loads(config_json), components())


class DarwinGame(Game):
    id = "darwins-journey"
    title = "Darwin's Journey"
    min_players = 2
    max_players = 4  # solo needs Alfred (L1221-L1610), not implemented yet
    modes = ("standard (2-4)",)
    variants = ("first_game",)

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(config, dict):
            raise ConfigError("a Darwin's Journey configuration must be an object")
        unknown = sorted(set(config) - set(DEFAULTS))
        if unknown:
            raise ConfigError(
                f"unknown Darwin's Journey option(s) {', '.join(unknown)}; "
                f"allowed: {', '.join(DEFAULTS)}"
            )
        c = {**DEFAULTS, **config}
        p = c["players"]
        if p == 1:
            raise ConfigError("solo Darwin's Journey needs Alfred, which is not implemented yet")
        if not isinstance(p, int) or isinstance(p, bool) or not 2 <= p <= 4:
            raise ConfigError(f"Darwin's Journey is for 2 to 4 players, got players={p!r}")
        if not isinstance(c["first_game"], bool):
            raise ConfigError(f"first_game must be true or false, got {c['first_game']!r}")
        return c

    def _setup(self, config: dict[str, Any], rng: Rng) -> DarwinState:
        s = setup(context(json.dumps(config, sort_keys=True)), rng)
        flow.settle(s)
        return s

    def _decide(self, state: DarwinState) -> Decision:
        return flow.decide(state)

    def _play(self, state: DarwinState, option: str) -> None:
        flow.play(state, option)

    def checkpoint(self, state: DarwinState) -> int:
        return state.cp

    def is_over(self, state: DarwinState) -> bool:
        return state.phase == "over"

    def num_seats(self, state: DarwinState) -> int:
        return state.ctx.players

    def scores(self, state: DarwinState) -> list[int]:
        return scoring.totals(state)

    def winners(self, state: DarwinState) -> list[int]:
        return scoring.winners(state) if state.phase == "over" else []

    # A turn is a placement then its actions, each a decision or several: rollouts first
    # finish the turn at hand the way `greedy` would (a random "end turn" before the
    # space's actions says nothing about the placement), then play a few random decisions.
    eval_scale = 10.0
    rollout_settles = True
    rollout_decisions = 8

    def evaluate(self, state: DarwinState, seat: int) -> float:
        """The final scoring applied to the position as it stands, plus a shrinking share of
        what is under way (coins, seals, the 5th worker, objectives held: evaluation.py),
        mine minus the best rival's."""
        return margin(evaluation.projection(state), seat)

    def view(self, state: DarwinState, seat: int | None) -> dict:
        return view.view(state, seat, self.pending(state))

    def snapshot(self, state: DarwinState) -> dict:
        return view.snapshot(state)

    def determinize(self, state: DarwinState, seat: int, rng: Rng) -> DarwinState:
        """Re-deal what `seat` cannot see: the seal pile's and objective piles' order, and
        during the draft the other seats' hands and picks (cards it saw pass on stay with
        the other seats; the rest may also be in the box)."""
        s = state.copy()
        rng.shuffle(s.pile)
        for tier in (0, 1):
            rng.shuffle(s.decks[tier])
        if s.phase == "draft":
            _redeal_draft(s, seat, rng)
        s.rng = Rng(rng.next64())
        s.decision = None
        return s


def _redeal_draft(s: DarwinState, seat: int, rng: Rng) -> None:
    n = s.ctx.players
    mine = set(s.hands[seat]) | set(s.crew[seat])
    others = [p for p in range(n) if p != seat]
    held = {c for p in others for c in (*s.hands[p], *s.crew[p])}
    seen = {c for c in range(len(s.ctx.comp.crew)) if s.seen[seat] >> c & 1} - mine
    unseen = sorted(set(range(len(s.ctx.comp.crew))) - mine - seen)
    sure = sorted(seen & held)  # seen cards passed on are still with the others
    rng.shuffle(sure)
    rng.shuffle(unseen)
    pool = sure + unseen
    for p in others:
        k = len(s.crew[p])
        s.crew[p] = tuple(pool[:k])
        del pool[:k]
        h = len(s.hands[p])
        s.hands[p] = sorted(pool[:h])
        del pool[:h]


GAME = DarwinGame()
