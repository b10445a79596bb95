"""The HMS Beagle goals in the solo search's projection (evaluation.beagle_in_reach):
scored only at each Reward phase, they were worth nothing to a search leaf before it."""

from __future__ import annotations

import random

from ludotheque.games.darwins_journey import GAME, evaluation

from .fixtures import play_randomly_to, solo


def test_beagle_goals_in_reach_count_what_the_reward_phase_pays():
    """The HMS Beagle goals, scored only at the Reward phase, are in the solo projection as
    they stand: a seal of a goal's colour is worth the goal's VP at once, and the VP the
    Reward phase pays for this round's goal is what the projection counted for it."""
    s = solo("green", 3)
    r = random.Random(3)
    play_randomly_to(s, r, lambda s: s.phase == "action")
    me = 1 - s.ctx.alfred
    tiles = s.ctx.comp.beagles
    yellow = next(i for i, t in enumerate(tiles) if t.condition == "seals" and t.what == 0)
    s.beagles = [yellow] + [-1] * (len(s.beagles) - 1)
    s.beagle = 0
    s.ship[me] = s.ctx.comp.geo.ocean.beagle[0]  # on the Beagle: no delay
    before = evaluation.beagle_in_reach(s, me)
    assert before == evaluation.rewards.beagle_count(s, me, tiles[yellow]) * tiles[yellow].vp
    row = s.rows[me]
    s.rows[me] = (row[0], (*row[1], 0), *row[2:])  # one more yellow seal
    assert evaluation.beagle_in_reach(s, me) == before + tiles[yellow].vp
    # On real positions, this round's part is what the Beagle goal would pay right now.
    checked = 0
    for seed in range(3):
        s = solo("blue", seed)
        r = random.Random(seed)
        while not GAME.is_over(s):
            if s.phase == "action" and s.beagles[s.beagle] >= 0:
                future = sum(
                    evaluation.rewards.beagle_count(s, me, tiles[x]) * tiles[x].vp
                    for x in s.beagles[s.beagle + 1 :]
                    if x >= 0
                )
                now = evaluation.rewards.beagle_goal(GAME.copy(s))[me]
                assert evaluation.beagle_in_reach(s, me) == now + future
                checked += 1
            GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    assert checked > 100
