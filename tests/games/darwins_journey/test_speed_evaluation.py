"""The search evaluation's fast projection (evaluation.projection, tables per context)
against the straightforward one it replaced, kept here: `final_now` plus `under_way` per
seat (in solo, and among people for the search (`goals`), the Beagle goals in reach of
every seat but Alfred's too, and with ENVELOPE_SHARE every seat's envelope rewards still
to come this round, and with ALFRED_PACE Alfred's Bonus track, read here plainly), equal
to the last
bit, and the Museum's complete rows (the modifier) against their first reading, over
every position of seeded random games at each player count and Alfred level."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import evaluation, scoring
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import museum, rewards

CONFIGS = [
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4},
    {"players": 1, "automas": {"1": "alfred/green"}},
    {"players": 1, "automas": {"0": "alfred/white"}},
    {"players": 3, "modules": ["pirates"]},  # the raid to come (evaluation.raid_threat)
    {"players": 1, "automas": {"1": "alfred/blue"}, "modules": ["pirates"]},
    {"players": 4, "modules": ["pirates", "animal_companion"]},  # a Pet's worth too
]


def complete_rows_ref(s):
    cols = s.ctx.comp.geo.columns
    m = s.museum
    return sum(1 for r in range(s.ctx.comp.geo.rows) if all(m[r * cols : r * cols + cols]))


# A reward's rough VP, written out: vp 1, coins 1/2, TK 1, a Theory step 2, a step at
# sea or on an Island 3/2, an Academy seal 2; a "/" choice is worth its best side.
WORTH = {"vp": 1.0, "coins": 0.5, "tk": 1.0, "theory": 2.0, "explore": 1.5, "navigate": 1.5}


def reward_ref(effects):
    total = 0.0
    for verb, n, alts in effects:
        if verb == "or":
            total += max(reward_ref(a) for a in alts)
        elif verb == "academy":
            total += 2.0
        else:
            total += WORTH.get(verb, 0.0) * n
    return total


def mail_ref(s, seat):
    """The envelopes still to reward this round (all of them in the Action phase, those
    from the current step on in the Reward phase): first place (most stamps, at least 1)
    gets the tile's first reward, the next count below it the second."""
    if s.phase not in ("action", "reward"):
        return 0.0
    n = s.ctx.players
    total = 0.0
    for e in range(3):
        if s.phase == "reward" and e < s.step:
            continue
        counts = [s.stamps_on[e * n + p] for p in range(n)]
        mine = counts[seat]
        if mine == 0:
            continue
        above = sorted({c for c in counts if c > mine})
        letter = s.ctx.comp.letters[s.letters[e]]
        if not above:
            total += reward_ref(letter.first)
        elif len(above) == 1:
            total += reward_ref(letter.second)
    return total


def pace_ref(s):
    """Alfred's Bonus track: while this round's Beagle goal is still to score, the VP under
    his pawn times the round less his delay (not below 0); each later round the mean VP
    under the track's spaces times that round; and the spaces his pawn has
    come from the first, each worth the loop's end VP plus 3 for each of the two trigger
    spaces' cards over the spaces of a lap, less 3 for each card already run this lap (its
    trigger space reached), counted in full before the last round, by
    his workers still home (out of 4) in its Action phase, not after."""
    a = s.ctx.alfred
    b = s.ctx.automa.boards[s.ctx.level]
    pos = s.a_bonus
    pace = 0.0
    if s.phase != "over" and s.beagle < len(s.beagles) and s.beagles[s.beagle] != -1:
        pace += max(0, b.under[pos - 1] * s.round - rewards.delay(s, a))
    rounds = s.ctx.comp.tracks.rounds
    if s.round < rounds:
        pace += sum(b.under) / b.length * sum(r for r in range(1, rounds + 1) if r > s.round)
    if s.round < rounds:
        weight = 1.0
    elif s.phase == "action":
        weight = bin(s.free[a]).count("1") / 4
    else:
        weight = 0.0
    lap = (b.end_vp + 3.0 * len(s.ctx.automa.triggers)) / (b.length - 1)
    ran = len([t for t in s.ctx.automa.triggers if pos >= t])
    return pace + weight * (lap * (pos - 1) - 3.0 * ran)


def projection_ref(s, goals=False):
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    base = _base_projection_ref(s, goals or s.ctx.solo)
    if s.ctx.pirates:  # the base projection less the raid to come, worked out alone
        base = [x - raid_ref(s, p) for p, x in enumerate(base)]
    if s.ctx.animals:  # plus an unused Pet's actions
        base = [x + pet_ref(s, p) for p, x in enumerate(base)]
    return base


def pet_ref(s, p):
    if s.pets[p] < 0:
        return 0.0
    return max(1.0, evaluation.effects_vp(animal_data()[s.pets[p]].actions))


def raid_ref(s, p):
    """2 coins + 2 per Treasure if the seat's ship is in the pirate ship's region; coins at
    0.2 + COIN VP each, the rest in VP down to 0."""
    if s.pirate < 0 or s.ctx.regions.of[s.ship[p]] != s.pirate:
        return 0
    owe = 2 + 2 * s.hoard[p]
    paid = min(owe, s.coins[p])
    return paid * (0.2 + evaluation.COIN) + min(owe - paid, s.vp[p])


def _base_projection_ref(s, reach):
    """`reach`: the Beagle goals and envelopes in reach counted (solo, or the search's)."""
    mod = scoring.modifier(s)
    if not (reach and evaluation.ENVELOPE_SHARE):
        return [
            evaluation.final_now(s, p, mod)
            + (evaluation.beagle_in_reach(s, p) if reach and p != s.ctx.alfred else 0)
            + evaluation.under_way(s, p)
            + (pace_ref(s) if evaluation.ALFRED_PACE and p == s.ctx.alfred else 0)
            for p in range(s.ctx.players)
        ]
    out = []
    for p in range(s.ctx.players):
        if p == s.ctx.alfred:
            mine = evaluation.final_now(s, p, mod) + evaluation.under_way(s, p)
            if evaluation.ALFRED_PACE:
                mine += pace_ref(s)
            out.append(mine + mail_ref(s, p))
        else:
            out.append(
                evaluation.final_now(s, p, mod)
                + evaluation.beagle_in_reach(s, p)
                + mail_ref(s, p)
                + evaluation.under_way(s, p)
            )
    return out


@pytest.mark.parametrize("pace", [False, True], ids=["", "pace"])
@pytest.mark.parametrize("envelopes", [False, True], ids=["default", "envelopes"])
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_fast_projection_matches_the_reference(config, envelopes, pace, monkeypatch):
    monkeypatch.setattr(evaluation, "ENVELOPE_SHARE", envelopes)
    monkeypatch.setattr(evaluation, "ALFRED_PACE", pace)
    for seed in range(3):
        s = GAME.setup(config, seed)
        r = Rng(seed + 5)
        while (d := GAME.pending(s)).seat is not None:
            assert museum.complete_rows(s) == complete_rows_ref(s)
            got = evaluation.projection(s)
            assert got == projection_ref(s)
            assert [type(x) for x in got] == [type(x) for x in projection_ref(s)]
            assert evaluation.projection(s, True) == projection_ref(s, True)
            GAME.apply(s, r.below(len(d.options)))
        assert evaluation.projection(s) == projection_ref(s)
        assert evaluation.projection(s, True) == projection_ref(s, True)
