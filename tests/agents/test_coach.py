"""Coaching: a hint uses only what the seat can see; an analysis of a short recorded game
reports each of the seat's decisions, and finds no loss where the seat played the
search's own best option."""

from __future__ import annotations

from ludotheque.agents.coach import MARK_FROM, analyse, hint
from ludotheque.core import Match
from ludotheque.core.record import replay
from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng
from ludotheque.games.iwari.components.board import CK

ITERATIONS = 40


def _midgame(moves: int = 12):
    """An Iwari 2-player game some random moves in: hands hold cards the other seat has
    not seen, and the draw pile is hidden from both."""
    game = get_game("iwari")
    match = Match(game, {"players": 2}, 5)
    rng = Rng(3)
    for _ in range(moves):
        match.play(rng.below(len(match.decision.options)))
    return game, match


def _seat_to_move(game, match):
    rng = Rng(4)
    while len(match.decision.options) < 3:
        match.play(rng.below(len(match.decision.options)))
    return match.decision.seat


def test_a_hint_is_the_same_whatever_the_hidden_cards():
    game, match = _midgame()
    seat = _seat_to_move(game, match)
    true = hint(game, match.state, seat, iterations=ITERATIONS, seed=9)
    other = 1 - seat
    changed = 0
    for k in range(3):
        redealt = game.determinize(match.state, seat, Rng(100 + k))
        # The re-deal changed what the seat cannot see (the other hand or the pile)...
        hidden = slice(CK * other, CK * other + CK)
        changed += redealt.hands[hidden] != match.state.hands[hidden] or list(redealt.pile) != list(
            match.state.pile
        )
        # ...and nothing of the hint.
        assert hint(game, redealt, seat, iterations=ITERATIONS, seed=9) == true
    assert changed
    assert len(true) == 3 and all(v.option in match.decision.options for v in true)
    assert all(v.value is not None and 0.0 <= v.value <= 1.0 for v in true)
    assert [v.visits for v in true] == sorted((v.visits for v in true), reverse=True)


def test_a_hint_depends_on_the_seed_budget_only_through_the_search():
    game, match = _midgame()
    seat = _seat_to_move(game, match)
    a = hint(game, match.state, seat, iterations=ITERATIONS, seed=1)
    b = hint(game, match.state, seat, iterations=ITERATIONS, seed=1)
    assert a == b
    assert sum(v.visits for v in hint(game, match.state, seat, iterations=ITERATIONS, top=99)) == (
        ITERATIONS
    )


def test_analysis_of_a_game_played_by_the_hints_finds_no_loss():
    """Seat 0 plays the hint's best option at each decision (the same seed and budget the
    analysis uses there), seat 1 plays at random: every one of seat 0's decisions is
    reported, each with the move played as the best and no loss."""
    game = get_game("iwari")
    match = Match(game, {"players": 2}, 8)
    rng = Rng(2)
    for i in range(30):
        d = match.decision
        if d.seat == 0 and len(d.options) > 1:
            match.play(hint(game, match.state, 0, iterations=ITERATIONS, seed=i)[0].option)
        else:
            match.play(rng.below(len(d.options)))
    record = match.record()
    rows = analyse(record, 0, iterations=ITERATIONS)
    mine = [i for i, s in enumerate(match.seats) if s == 0 and _options_at(game, record, i) > 1]
    assert [a.index for a in rows] == mine and mine
    assert all(a.played == a.best and a.loss == 0.0 and not a.marked for a in rows)


def test_analysis_marks_the_largest_losses():
    """Seat 0 plays at random: its worst decisions by the search's values are marked, at
    most three, none of them smaller than an unmarked one."""
    game, match = _midgame(40)
    rows = analyse(match.record(), 0, iterations=ITERATIONS)
    marked = [a for a in rows if a.marked]
    assert 1 <= len(marked) <= 3
    assert min(a.loss for a in marked) >= max((a.loss for a in rows if not a.marked), default=0)
    assert all(a.loss >= MARK_FROM for a in marked)


def _options_at(game, record, index):
    _, state = replay(record, verify=False, upto=index)
    return len(game.pending(state).options)
