"""The evaluation search agents use: the final scoring applied to the position now."""

from __future__ import annotations

from ludotheque.core import get_game
from ludotheque.core.rng import Rng
from ludotheque.games.newton import evaluation, scoring
from ludotheque.games.newton.components.tiles import INCOME_KINDS

from .fixtures import make_state

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
    income = evaluation.upkeeps_left(s) * evaluation.income_per_upkeep(s, 0)
    assert GAME.evaluate(s, 0) == projected + income


def test_an_income_tile_is_worth_its_gain_at_every_upkeep_left():
    """A 2-VP Income tile (L513) taken in round 1 pays at the 6 upkeeps (L419, L439);
    taken in round 6, once. The seat's rival is unaffected."""
    s = make_state(2)
    vp_kind = INCOME_KINDS.index("vp")
    coins, potions, vp = s.ctx.comp.tiles.income_gain[vp_kind]
    assert (coins, potions, vp) == (0, 0, 2)
    before = [GAME.evaluate(s, p) for p in (0, 1)]
    s.income[0] = s.income[0] + (vp_kind,)
    assert evaluation.upkeeps_left(s) == 6
    assert GAME.evaluate(s, 0) == before[0] + 6 * 2
    assert GAME.evaluate(s, 1) == before[1] - 6 * 2
    s.round = 6
    assert GAME.evaluate(s, 0) == before[0] + 2
    s.income[1] = s.income[1] + (vp_kind,)
    assert GAME.evaluate(s, 0) == before[0]


def test_a_completed_shelf_row_pays_at_every_upkeep_left():
    s = make_state(1)
    board = s.ctx.comp.boards[s.board[0]]
    mask, vp = next((m, v) for m, v in board.segments if v > 0)
    before = GAME.evaluate(s, 0)
    paid = board.income(s.shelf[0] | mask) - board.income(s.shelf[0])
    assert paid >= vp
    s.shelf[0] = s.shelf[0] | mask
    s.round = 4  # upkeeps of rounds 4, 5 and 6 left
    assert GAME.evaluate(s, 0) == before + 3 * paid


def test_a_finished_solo_game_is_worth_its_score():
    """Alone, the seat always "wins": the worth of a finished game is its score on the
    solo ladder, growing with the points, where a win/loss value would be 1 always."""
    s = GAME.setup({"players": 1}, 3)
    rng = Rng(3)
    while GAME.pending(s).seat is not None:
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    assert GAME.winners(s) == [0]
    total = GAME.scores(s)[0]
    value = GAME.outcome_value(s, 0)
    assert 0.0 < value < 1.0
    assert value == evaluation.solo_value(s, total)
    assert evaluation.solo_value(s, total + 10) > value > evaluation.solo_value(s, total - 10)
    tops = [t for t, _, _ in s.ctx.comp.tiles.ladder if t is not None]
    middle = (min(tops) + max(tops)) / 2
    assert evaluation.solo_value(s, middle) == 0.5
    assert evaluation.solo_value(s, max(tops)) > 0.85


def test_at_a_table_a_finished_game_is_worth_a_win():
    s = GAME.setup({"players": 2}, 4)
    rng = Rng(4)
    while GAME.pending(s).seat is not None:
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    won = GAME.winners(s)
    for p in (0, 1):
        expected = (1.0 if len(won) == 1 else 0.5) if p in won else 0.0
        assert GAME.outcome_value(s, p) == (1.0 if len(won) == 2 else expected)


def test_a_finished_game_evaluates_to_the_final_margin():
    s = GAME.setup({"players": 3}, 2)
    rng = Rng(2)
    while GAME.pending(s).seat is not None:
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    totals = GAME.scores(s)
    for p in range(3):
        assert GAME.evaluate(s, p) == totals[p] - max(t for q, t in enumerate(totals) if q != p)
