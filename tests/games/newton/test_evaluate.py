"""The evaluation search agents use: the final scoring applied to the position now."""

from __future__ import annotations

from ludotheque.core import get_game
from ludotheque.core.rng import Rng
from ludotheque.games.newton import scoring

GAME = get_game("newton")


def midgame(players: int, seed: int, decisions: int = 80):
    state = GAME.setup({"players": players}, seed)
    rng = Rng(seed)
    for _ in range(decisions):
        d = GAME.pending(state)
        assert d.seat is not None, "the game ended before mid-game"
        GAME.apply(state, rng.below(len(d.options)))
    return state


def test_a_played_master_counts_before_the_end():
    s = midgame(2, 5)
    before = [GAME.evaluate(s, p) for p in (0, 1)]
    assert before[0] == -before[1]
    masters = s.ctx.comp.masters.masters
    unplayed = next(m for m in range(len(masters)) if m not in s.masters[0] + s.masters[1])
    s.masters[0] = s.masters[0] + (unplayed,)
    assert GAME.evaluate(s, 0) == before[0] + masters[unplayed].vp
    assert GAME.evaluate(s, 1) == before[1] - masters[unplayed].vp
    assert GAME.scores(s) == s.vp[:2]  # the scores themselves are untouched


def test_alone_the_evaluation_is_the_projected_total():
    s = midgame(1, 6, 40)
    s.masters[0] = s.masters[0] + (0,)
    projected = scoring.breakdown(s)["seats"][0]["total"]
    assert projected >= s.vp[0] + s.ctx.comp.masters.masters[0].vp
    assert GAME.evaluate(s, 0) == projected


def test_a_finished_game_evaluates_to_the_final_margin():
    s = GAME.setup({"players": 3}, 2)
    rng = Rng(2)
    while GAME.pending(s).seat is not None:
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    totals = GAME.scores(s)
    for p in range(3):
        assert GAME.evaluate(s, p) == totals[p] - max(t for q, t in enumerate(totals) if q != p)
