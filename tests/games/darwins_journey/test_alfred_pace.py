"""Alfred's pace in the solo search's projection (evaluation.alfred_pace): his Bonus pawn
carries his Beagle score and the track's loop, which a leaf saw only once paid."""

from __future__ import annotations

import random

from ludotheque.games.darwins_journey import GAME, evaluation
from ludotheque.games.darwins_journey.rules import rewards
from ludotheque.games.darwins_journey.rules.alfred import turn

from .fixtures import play_randomly_to, solo


def _round(level: str, seed: int, n: int):
    s = solo(level, seed)
    play_randomly_to(s, random.Random(seed), lambda s: s.phase == "action" and s.round == n)
    return s


def _later(s) -> float:
    """The later rounds' Beagle scores at the track's mean VP (rounds 3-5 from round 2)."""
    b = s.ctx.automa.boards[s.ctx.level]
    return sum(b.under) / len(b.under) * sum(range(s.round + 1, 6))


def _way(s) -> float:
    """The pawn's way round the track: VP per space from the first, less the Bonus-Track
    cards already run this lap (3 each, paid when their space was reached)."""
    b = s.ctx.automa.boards[s.ctx.level]
    triggers = s.ctx.automa.triggers
    per_space = (b.end_vp + evaluation.TRIGGER_VP * len(triggers)) / (b.length - 1)
    return per_space * (s.a_bonus - 1) - evaluation.TRIGGER_VP * len(
        [t for t in triggers if s.a_bonus >= t]
    )


def test_this_rounds_beagle_score_is_what_the_reward_phase_pays():
    """Before the Reward phase the pace holds the Beagle score his pawn would be paid now;
    once the goal is scored (the tile flipped) only the later rounds' and the way round
    the track."""
    s = _round("green", 3, 2)
    way = _way(s)
    assert evaluation.alfred_pace(s) == turn.beagle_score(s) + _later(s) + way
    s.beagles = list(s.beagles)
    s.beagles[s.beagle] = -1
    assert evaluation.alfred_pace(s) == _later(s) + way


def test_a_step_of_his_pawn_is_worth_about_a_vp():
    """One space further (below the loop, off the trigger spaces' own worth) adds the VP
    per space and what the space's Beagle value adds this round; the loop's end VP is
    counted as it is paid (the way back to 0)."""
    s = _round("green", 5, 3)
    a = s.ctx.alfred
    s.ship[a] = s.ctx.comp.geo.ocean.beagle[s.beagle]  # on the Beagle: no delay
    assert rewards.delay(s, a) == 0
    b = s.ctx.automa.boards[s.ctx.level]
    s.a_bonus = 3
    low = evaluation.alfred_pace(s)
    s.a_bonus = 4  # under[2] = 1, under[3] = 2 on the green board
    high = evaluation.alfred_pace(s)
    per_space = (b.end_vp + evaluation.TRIGGER_VP * len(s.ctx.automa.triggers)) / (b.length - 1)
    assert high - low == (b.under[3] - b.under[2]) * s.round + per_space
    s.a_bonus = 1
    assert evaluation.alfred_pace(s) == b.under[0] * s.round + _later(s)


def test_a_loop_costs_him_only_the_beagle_value_under_the_pawn():
    """From the last space to the first the way drops by the end VP the loop pays (its
    cards already counted off when run): what changes is this round's Beagle value."""
    s = _round("green", 5, 3)
    s.beagles = [-1] * len(s.beagles)
    b = s.ctx.automa.boards[s.ctx.level]
    s.a_bonus = b.length
    last = evaluation.alfred_pace(s)
    s.a_bonus = 1
    assert abs(last - evaluation.alfred_pace(s) - b.end_vp) < 1e-9


def test_the_way_round_fades_in_the_last_round():
    """In the last round the pawn's way counts by his workers still home; at its Reward
    phase not at all (the loop can no longer be reached by his turns)."""
    s = _round("green", 7, 5)
    a = s.ctx.alfred
    s.a_bonus = 6
    s.beagles = [-1] * len(s.beagles)  # the Beagle part aside
    home = bin(s.free[a]).count("1")
    assert evaluation.alfred_pace(s) == home / 4 * _way(s)
    s.phase = "reward"
    assert evaluation.alfred_pace(s) == 0.0


def test_the_projection_counts_it_for_alfred_only(monkeypatch):
    """Switched on, Alfred's projection gains the pace and the player's is unchanged."""
    s = _round("green", 2, 2)
    a = s.ctx.alfred
    monkeypatch.setattr(evaluation, "ALFRED_PACE", False)
    before = evaluation.projection(s)
    monkeypatch.setattr(evaluation, "ALFRED_PACE", True)
    after = evaluation.projection(s)
    assert after[1 - a] == before[1 - a]
    assert abs(after[a] - before[a] - evaluation.alfred_pace(s)) < 1e-9
    assert evaluation.alfred_pace(s) > 0


def test_among_people_the_projection_has_no_pace(monkeypatch):
    """Only the solo game counts it (the game among people has no Alfred)."""
    monkeypatch.setattr(evaluation, "ALFRED_PACE", True)
    s = GAME.setup({"players": 2}, 1)
    play_randomly_to(s, random.Random(1), lambda s: s.phase == "action" and s.round == 2)
    mod = evaluation.scoring.modifier(s)
    assert evaluation.projection(s) == [
        evaluation.final_now(s, p, mod) + evaluation.under_way(s, p) for p in range(2)
    ]
