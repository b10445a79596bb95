"""Alfred's projected final score in the search's evaluation (alfred_pace.py): what he
has now plus what he still scores on average from where he stands. Valued by his banked
points alone, a position looked better before his turn than after it; with his pace, his
projection moves only by what a turn brought beyond his average."""

from __future__ import annotations

import random

from ludotheque.games.darwins_journey import GAME, alfred_pace, evaluation, scoring


def _solo(level: str, seed: int):
    return GAME.setup({"players": 1, "automas": {"1": f"alfred/{level}"}}, seed)


def _play_to(s, r, stop):
    while not GAME.is_over(s) and not stop(s):
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    return s


def test_progress_counts_his_workers_placed_then_the_reward_steps():
    s = _solo("green", 1)
    r = random.Random(1)
    _play_to(s, r, lambda s: s.phase == "action")
    # Alfred goes first each round (L1295): by the player's first decision he has placed one.
    assert alfred_pace.progress(s) == (1, 1)
    _play_to(s, r, lambda s: s.phase == "reward")
    rnd, k = alfred_pace.progress(s)
    assert rnd == 1 and k >= 5


def test_still_to_score_shrinks_to_nothing_and_follows_his_level():
    starts = {}
    for level in ("white", "green"):
        s = _solo(level, 2)
        r = random.Random(2)
        _play_to(s, r, lambda s: s.phase == "action")
        starts[level] = alfred_pace.still_to_score(s)
        seen = [starts[level]]
        while not GAME.is_over(s):
            GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
            seen.append(alfred_pace.still_to_score(s))
        assert seen[-1] == 0.0
        assert seen[0] > 40 and max(seen[len(seen) // 2 :]) < seen[0]
    assert starts["green"] > starts["white"]  # the hardest board scores the most


def test_his_projection_does_not_jump_at_his_turn():
    """Over seeded games, each turn of Alfred's adds points to his banked score, while his
    projection (banked plus pace) moves by much less on average: a search leaf judged
    just after his turn is not worse than one judged just before it."""
    banked, projected = [], []
    for seed in range(12):
        s = _solo("green", seed)
        r = random.Random(seed)
        a = s.ctx.alfred
        while not GAME.is_over(s):
            before = (_banked(s, a), evaluation.projection(s)[a])
            k = alfred_pace.progress(s)
            GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
            if s.phase == "action" and alfred_pace.progress(s) == (k[0], k[1] + 1):
                banked.append(_banked(s, a) - before[0])
                projected.append(evaluation.projection(s)[a] - before[1])
    assert len(banked) > 100
    gain = sum(banked) / len(banked)
    drift = sum(projected) / len(projected)
    assert gain > 2.0
    assert abs(drift) < gain / 2


def _banked(s, a):
    return evaluation.final_now(s, a, scoring.modifier(s))
