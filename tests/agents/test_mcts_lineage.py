"""A search hands a node's decision, listed before from the same sample with no draw
since, to the next iteration that reaches the node (Game.decisions_by_lineage): for every
game that declares it, every decision an option is applied from during seeded searches is
the one the rules list for that state afresh, and the searches did hand some over."""

from __future__ import annotations

import pytest

from ludotheque.agents.mcts import Search
from ludotheque.agents.observation import Observation
from ludotheque.core import Rng, all_games

GAMES = [g for g in all_games() if g.decisions_by_lineage]


def _handed_over(root) -> int:
    count, stack = 0, [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        count += len(node.listed or ())
    return count


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("players", (2, 4))
def test_decisions_handed_over_are_the_ones_listed(game, players: int, monkeypatch) -> None:
    checked = [0]
    apply = game.apply

    def checked_apply(state, option):
        d = state.decision
        if d is not None and option.__class__ is int:
            fresh = game.copy(state)
            fresh.decision = None
            assert game.pending(fresh) == d
            checked[0] += 1
        apply(state, option)

    state = game.setup(game.configure({"players": players}), 5)
    rng = Rng(players)
    for _ in range(12):
        game.apply(state, rng.below(len(game.pending(state).options)))
    while len(game.pending(state).options) < 2:
        game.apply(state, 0)
    monkeypatch.setattr(game, "apply", checked_apply)
    search = Search(Observation(game, state, game.pending(state).seat), Rng(1))
    for n in range(120):
        search.iterate(n)
    assert checked[0] > 500
    assert _handed_over(search.root) > 0
