"""This round's envelope rewards in the solo search's projection
(evaluation.envelopes_in_reach): paid only at the Reward phase, a stamp that takes a
majority from Alfred was worth nothing to a search leaf before it."""

from __future__ import annotations

import random

from ludotheque.games.darwins_journey import GAME, evaluation

from .fixtures import play_randomly_to, solo


def test_the_envelopes_are_on_by_default():
    """Measured against Alfred's green level at 0.5 s (docs/strength.md, session 21): the
    solo projection counts them unless `ENVELOPE_SHARE` is turned off."""
    assert evaluation.ENVELOPE_SHARE is True


def test_taking_a_majority_from_alfred_moves_the_margin_by_both_rewards(monkeypatch):
    """One stamp more than Alfred on an envelope turns his first place into the player's:
    the player gains the first reward and Alfred drops to the second, in the projection."""
    monkeypatch.setattr(evaluation, "ENVELOPE_SHARE", True)
    s = solo("green", 4)
    play_randomly_to(s, random.Random(4), lambda s: s.phase == "action")
    me, alfred = 1 - s.ctx.alfred, s.ctx.alfred
    letter = s.ctx.comp.letters[s.letters[0]]
    first, second = evaluation.effects_vp(letter.first), evaluation.effects_vp(letter.second)
    assert first > second > 0
    s.stamps_on = [0] * len(s.stamps_on)
    s.stamps_on[0 * 2 + alfred] = 2
    before = evaluation.projection(s)
    expected = [0.0, 0.0]
    expected[alfred] = first
    assert evaluation.envelopes_in_reach(s) == expected
    s.stamps_on[0 * 2 + me] = 3
    after = evaluation.projection(s)
    assert after[me] - before[me] == first
    assert after[alfred] - before[alfred] == second - first
    assert GAME.evaluate(s, me) - (before[me] - before[alfred]) == 2 * first - second


def test_rewarded_envelopes_are_no_longer_counted():
    """In the Reward phase an envelope already rewarded (before `step`) counts for nothing,
    those still to come count; outside the Action and Reward phases nothing does."""
    s = solo("blue", 2)
    play_randomly_to(s, random.Random(2), lambda s: s.phase == "action")
    me = 1 - s.ctx.alfred
    s.stamps_on = [0] * len(s.stamps_on)
    s.stamps_on[0 * 2 + me] = 1
    s.stamps_on[2 * 2 + me] = 1
    letters = [s.ctx.comp.letters[x] for x in s.letters]
    one, three = (evaluation.effects_vp(letters[e].first) for e in (0, 2))
    assert evaluation.envelopes_in_reach(s)[me] == one + three
    s.phase, s.step = "reward", 1
    assert evaluation.envelopes_in_reach(s)[me] == three
    s.step = 3
    assert evaluation.envelopes_in_reach(s) == [0.0, 0.0]
    s.phase = "draft"
    assert evaluation.envelopes_in_reach(s) == [0.0, 0.0]


def test_among_people_the_projection_has_no_envelopes(monkeypatch):
    """Only the solo game counts them (the game among people was not measured with it)."""
    monkeypatch.setattr(evaluation, "ENVELOPE_SHARE", True)
    s = GAME.setup({"players": 2}, 1)
    r = random.Random(1)
    play_randomly_to(s, r, lambda s: s.phase == "action" and max(s.stamps_on) > 0)
    mod = evaluation.scoring.modifier(s)
    assert evaluation.projection(s) == [
        evaluation.final_now(s, p, mod) + evaluation.under_way(s, p) for p in range(2)
    ]
