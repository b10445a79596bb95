"""End of game (L1334-L1383): goal cards, final scoring, the winner; examples T-13 to T-15."""

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import final, goals
from ludotheque.games.perseverance_ep3.state import EMPTY, RANGER, TR

from .fixtures import clear_board, started


def _goal(s, gid):
    return next(g.index for g in s.ctx.comp.goals if g.id == gid)


def test_t13b_hydroponics():
    # L1716: 2 food, 1 debris, 0 IR, 5 GB -> 2 + 1 + 0 + 2 = 5.
    s = started(3)
    comp = s.ctx.comp
    hydro = next(f.index for f in comp.structures if f.id == "5B")
    s.own("structures")[0][1] = hydro
    s.own("structure_owner")[0][1] = 1
    s.players[1].res = [2, 1, 0, 5]
    assert final.structure_points(s, 1) == 5
    s.players[1].res = [20, 0, 0, 0]
    assert final.structure_points(s, 1) == 12  # capped (L1727)


def test_t14_artefact_table():
    s = started(3)
    p = s.players[0]
    for n, want in ((0, 0), (1, 0), (2, 2), (5, 9), (8, 24)):
        p.artefacts = (1 << n) - 1
        assert final.artefact_points(s, 0) == want  # L1370-L1371


def test_t14_duplicate_artefact_gives_two_followers():
    from ludotheque.games.perseverance_ep3.rules.effects import gain_artefact

    s = started(3)
    p = s.players[0]
    p.artefacts = 1 << ARTEFACTS.index("sapling")
    f = p.followers
    gain_artefact(s, 0, "sapling")
    assert p.followers == f + 2 and p.artefacts == 1 << ARTEFACTS.index("sapling")


def test_t15_leftovers():
    # L1375: 3 food, 1 debris, 2 IR, 7 GB; rangers 2 Home, 1 Tired, 2 on an adventure,
    # 1 in the infirmary -> 3 + 1 + 2 + 3 + 2 = 11.
    s = started(3)
    p = s.players[0]
    p.res = [3, 1, 2, 7]
    p.home[RANGER], p.tired[RANGER], p.adv_units[RANGER], p.infirmary[RANGER] = 2, 1, 2, 1
    assert final.leftover_points(s, 0) == 11


def test_goal_card_parts():
    s = started(3)
    clear_board(s)
    p = s.players[0]
    p.goal = _goal(s, 4)  # >=1 food, IR, debris, >=2 GB; Sustenance, Construction, Hills; Captain
    p.res = [1, 1, 1, 2]
    s.zone_shelters[0] = (0, 1, EMPTY, EMPTY, EMPTY, EMPTY)  # tied 1st still scores (L1346)
    s.zone_shelters[3] = (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    out = goals.score_goal(s, 0)
    assert out["personal"] == 6 and out["zones"] == 4
    p.res = [0, 1, 1, 2]
    assert not goals.personal_met(s, 0, p.goal)


def test_goal_shared_officer_scores_everyone():
    s = started(3)
    clear_board(s)
    s.players[0].goal = _goal(s, 15)  # Chief Engineer: pairs of rangers, pairs of ranch tiles
    eng = [o.id for o in s.ctx.comp.players.officers].index("chief-engineer")
    s.influence[eng][:] = [0, 2, 1]
    for p in s.players:
        p.home[RANGER], p.tired[RANGER], p.adv_units[RANGER] = 4, 0, 0
    out = goals.score_goal(s, 0)
    assert out["officer"] == [0, 2, 1]  # seat 1 full, seat 2 half, seat 0 no cube


def test_goal_counts_trained_raptors_outside_the_infirmary():
    s = started(3)
    p = s.players[0]
    p.home[TR] = 2
    p.infirmary[TR] = 1
    assert not goals.personal_met(s, 0, _goal(s, 15))
    p.tired[TR] = 1
    assert goals.personal_met(s, 0, _goal(s, 15))


def test_winner_tie_break_by_influence_then_shared():
    s = started(3)
    for p in s.players:
        p.followers = 50
    for row in s.influence:
        row[:] = [1, 1, 1]
    assert final.winners(s) == [0, 1, 2]
    s.influence[0][2] = 2
    assert final.winners(s) == [2]  # L1381
    s.players[0].followers = 51
    assert final.winners(s) == [0]
    assert EMPTY == -1
