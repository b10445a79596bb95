"""The solo evaluation counts what the goal card and the programme officers will still pay
(solo/outlook.py): an officer where you pass the Dissidents is worth its condition to you
and the tile's second reward instead of its first to them."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.solo import outlook, zones

from .fixtures import GAME
from .solo_kit import position


def _rewards(s):
    return s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]


def test_a_programme_officer_led_by_the_dissidents_pays_them_the_first_reward():
    s = position()
    o = zones.programme_officer(s, 0)
    s.influence[o][:] = [0, 2, 0]
    assert outlook.officer(s, o) == (0, _rewards(s)[0][0])


def test_passing_them_on_an_officer_gives_you_its_condition_and_them_the_second_reward():
    s = position()
    o = zones.programme_officer(s, 0)
    s.influence[o][:] = [3, 2, 1]
    mine, theirs = outlook.officer(s, o)
    assert theirs == _rewards(s)[1][0] < _rewards(s)[0][0]
    from ludotheque.games.perseverance_ep3.rules import assemblies

    assert mine == assemblies.points(s, 0, s.ctx.comp.players.officers[o].scoring)


def test_the_evaluation_rises_when_you_take_the_lead_on_a_programme_officer():
    s = position()
    o = zones.programme_officer(s, 1)
    s.influence[o][:] = [1, 2, 0]
    GAME.pending(s)
    behind = GAME.evaluate(s, 0)
    s.influence[o][:] = [3, 2, 0]
    s.proj = None
    ahead = GAME.evaluate(s, 0)
    first, second = _rewards(s)[0][0], _rewards(s)[1][0]
    assert ahead - behind >= first - second > 0


def test_the_goal_card_to_score_counts_the_best_card_for_you():
    s = position()
    assert s.solo.goal_scored < 0
    values = [outlook.goal(s, g) for g in s.solo.goals]
    mine, theirs = outlook.outlook(s)
    progs = [outlook.officer(s, zones.programme_officer(s, d)) for d in (0, 1)]
    best = max(values, key=lambda p: p[0] - p[1])
    assert (mine, theirs) == (
        best[0] + sum(p[0] for p in progs),
        best[1] + sum(p[1] for p in progs),
    )
    s.solo.goal_scored = s.solo.goals[0]  # once scored, only the programme officers remain
    assert outlook.outlook(s) == (sum(p[0] for p in progs), sum(p[1] for p in progs))


def test_a_goal_zone_where_your_shelters_lead_is_worth_its_four_followers():
    from ludotheque.games.perseverance_ep3.components.effects import ZONES

    s = position()
    g = next(g for g in s.solo.goals if any(z in ZONES for z in s.ctx.comp.goals[g].zones))
    z = ZONES.index(next(z for z in s.ctx.comp.goals[g].zones if z in ZONES))
    before = outlook.goal(s, g)
    row = list(s.zone_shelters[z])
    row[0] = 0  # your shelter, none of theirs
    s.zone_shelters[z] = tuple(row)
    after = outlook.goal(s, g)
    assert after[0] - before[0] == s.ctx.comp.tables.value("goal")["zone"]
    row[1] = row[2] = 1  # Narek passes you there
    s.zone_shelters[z] = tuple(row)
    assert outlook.goal(s, g)[0] == before[0]


def test_a_coming_assembly_counts_in_proportion_to_the_dice_already_there():
    s = position()
    face = 0
    assert outlook.coming(s) == (0.0, 0.0)  # no dice in town: nothing coming yet
    row = list(s.zone_dice[0])
    row[0] = (1, face)  # one of Narek's dice: a third of the way, Narek first in presence
    s.zone_dice[0] = tuple(row)
    mine, theirs = outlook.coming(s)
    first = _rewards(s)[0][0]
    officer = outlook.officer(s, s.officer_at[0])
    assert mine == officer[0] / 3
    assert theirs == (first + officer[1]) / 3
    row[1] = (0, face)  # one of yours: two thirds, you tie Narek
    s.zone_dice[0] = tuple(row)
    mine, theirs = outlook.coming(s)
    assert mine == 2 * (first + officer[0]) / 3


def test_the_one_pass_shelter_counts_match_the_solo_goals_own_count():
    """`shelter_counts` against `scoring.shelters_in`, zone by zone and seat by seat, over
    the positions of seeded random solo games."""
    from ludotheque.core.rng import Rng
    from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
    from ludotheque.games.perseverance_ep3.solo import scoring

    from .solo_kit import solo

    checked = 0
    for seed in range(3):
        s, rng = solo(seed), Rng(seed)
        while not GAME.is_over(s):
            counted = outlook.shelter_counts(s)
            for zone in (*ZONES, *REGIONS):
                assert counted[zone] == [scoring.shelters_in(s, w, zone) for w in (0, 1, 2)]
            checked += sum(map(sum, counted.values()))
            GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    assert checked > 0


def test_the_inline_ranks_match_the_assemblies_dense_ranks():
    """`outlook._ranks` against `assemblies.dense_ranks`, every influence from 0 to 4."""
    from ludotheque.games.perseverance_ep3.rules.assemblies import dense_ranks

    for y in range(5):
        for a in range(5):
            for b in range(5):
                ranks = dense_ranks([y, a, b])
                assert outlook._ranks(y, a, b) == (ranks[0], 0 in (ranks[1], ranks[2]))
