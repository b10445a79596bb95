"""Provisions tiles (L1445-L1467), artefacts (L979-L1078, the leaders' boards L1469-L1544),
goal cards (L1729-L1750), officers' scoring (L1436-L1443), structure faces (L1697-L1727)."""

import pytest

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import final, goals, units
from ludotheque.games.perseverance_ep3.rules.assemblies import score_officer
from ludotheque.games.perseverance_ep3.rules.effects import gain_artefact
from ludotheque.games.perseverance_ep3.rules.placements import put_town_shelter

from .components_kit import check, rich, run, run_fn, settle_first

PROVISIONS = {  # tile: change (the start shelter and cube are the setup's, L1449)
    1: {"food": -1, "ir": 1, "gb": 1, "shelters": 1},
    2: {"gb": 1, "shelters": 1},
    3: {"ir": -1, "food": 1, "cubes": 1},
    4: {"food": 1, "rng": 1},
    5: {"gb": -1, "ir": 1, "u_r": 1},
    6: {"art": 1},
    7: {"gb": -1, "debris": 1, "crates": 1},
    8: {"inf": -1, "rng": 1, "u_sh": -1, "t_sh": 1},
}


@pytest.mark.parametrize("tile", sorted(PROVISIONS))
def test_provisions_tile(tile):
    s = rich(leader="jack")  # Jack's hourglass cell: the cover and 1 follower
    effect = s.ctx.comp.players.provisions[tile - 1]
    check(run(s, effect), PROVISIONS[tile])


def test_provisions_1_and_2_place_where_they_say():
    s = rich()
    run(s, s.ctx.comp.players.provisions[0])
    assert s.players[0].start_zone == 0
    assert [z.count(0) for z in s.zone_shelters] == [0, 1, 0, 0]  # another zone (L1453)
    assert s.zone_shelters[1][0] == 0 and s.players[0].followers == 10  # lowest, no bonus
    s = rich()
    run(s, s.ctx.comp.players.provisions[1])
    assert s.outpost[1] == (0,)  # Outpost B (L1455)


def test_provisions_3_cube_goes_outside_the_start_zone():
    s = rich()
    run(s, s.ctx.comp.players.provisions[2])
    assert s.influence[s.officer_at[0]][0] == 0 and sum(r[0] for r in s.influence) == 1


ARTEFACT_BONUS = {  # (leader, artefact): what the left-column cell gives (L1484-L1544)
    ("adelita", "crown"): {"fol": 2, "cover": False},
    ("adelita", "jewel"): {"mounted": True},
    ("adelita", "hourglass"): {"die": 1},
    ("adelita", "hexagon"): {"u_sh": 1},  # the Shieldhead temple is explored (ruling R9)
    ("keoni", "crown"): {"ranch": 1},
    ("keoni", "jewel"): {"die": 1, "fol": 4},
    ("keoni", "hourglass"): {"mounted": True},
    ("keoni", "hexagon"): {"fol": 3, "cover": False},
    ("phoenix", "crown"): {"mounted": True},
    ("phoenix", "jewel"): {"fol": 2, "cover": False},
    ("phoenix", "hourglass"): {"shelters": 1, "fol": 0},
    ("phoenix", "hexagon"): {"die": 1, "fol": 2},
    ("jack", "crown"): {"die": 1, "fol": 2},
    ("jack", "jewel"): {"u_sh": 1, "fol": 2},
    ("jack", "hourglass"): {"fol": 1, "cover": False},
    ("jack", "hexagon"): {"mounted": True},
}


@pytest.mark.parametrize("leader,artefact", sorted(ARTEFACT_BONUS))
def test_left_artefact_gives_its_leaders_bonus(leader, artefact):
    s = rich(leader=leader)
    p = s.players[0]
    expected = dict(ARTEFACT_BONUS[leader, artefact])
    mounted = expected.pop("mounted", False)
    cover = expected.pop("cover", True)
    die = expected.pop("die", 0)
    mine = sum(1 for o, _ in s.pool if o == 0)
    delta = run_fn(s, gain_artefact, s, 0, artefact)
    check(delta, {**expected, "art": 1})
    assert p.mounted is mounted and p.cover is cover
    assert sum(1 for o, _ in s.pool if o == 0) == mine + die and len(s.pool) == 10


@pytest.mark.parametrize(
    "artefact,code", [("sapling", 1), ("arrow", 2), ("acorn", 3), ("shield", 4)]
)
def test_right_artefact_makes_its_training_free(artefact, code):
    """A right-column artefact covers its training cost (L669); the impact stays."""
    s = rich()
    p = s.players[0]
    p.res = [0, 0, 0, 0]
    s.tasks = []
    gain_artefact(s, 0, artefact)
    settle_first(s)
    assert units.can_train(s, 0, code - 1, free=False)
    before = p.home[code] + p.tired[code] + p.infirmary[code]
    units.train(s, 0, code - 1, free=False)
    settle_first(s)
    assert p.home[code] + p.tired[code] + p.infirmary[code] == before + 1
    assert p.res == [0, 0, 0, 0]


def test_a_duplicate_artefact_gives_two_followers():
    s = rich()
    p = s.players[0]
    gain_artefact(s, 0, "sapling")
    f = p.followers
    check(run_fn(s, gain_artefact, s, 0, "sapling"), {"fol": 2, "art": 0})
    assert p.followers == f + 2


def test_eight_artefacts_each_once():
    assert ARTEFACTS == (
        "hourglass", "hexagon", "crown", "jewel", "sapling", "arrow", "acorn", "shield",
    )  # fmt: skip


# ----- goal cards ----------------------------------------------------------------------
def _town(n):
    def f(s):
        for k in range(n):
            put_town_shelter(s, 0, k % 4, k // 4, bonus=False)

    return f


def _set(**kw):
    def f(s):
        p = s.players[0]
        for k, v in kw.items():
            setattr(p, k, v)

    return f


def _wild_dinos(s):
    for i in (1, 2, 3):
        s.loc_dino[i], s.loc_dino_kind[i] = 0, 0


def _th_ij(s):
    s.players[0].home[3] = s.players[0].home[4] = 1


def _cubes(s):
    for o in range(5):
        s.influence[o][0] = 2 if o < 2 else 1


def _wild_shelters(s):
    s.loc_shelters[1], s.loc_shelters[2], s.loc_shelters[3] = (0, 0), (0, 0), (0,)


def _structures(s):
    s.own("structure_owner")[0][0] = 0
    s.portal_owner = 0  # the Ironjaw temple counts (L1739)


def _rangers_crates(s):
    s.players[0].home[0] = 4


def _raptors(s):
    s.players[0].home[2] = 3


def _poor(s):
    s.players[0].res[3] = 1


GOALS = {  # card: (set-up that meets the personal goal, text's zones, officer)
    1: (_town(5), ("sustenance", "expansion", "hills"), "chief-mate"),
    2: (_wild_dinos, ("military", "construction", "jungle"), "chief-mate"),
    3: (_th_ij, ("construction", "swamp", "hills"), "chief-mate"),
    4: (lambda s: None, ("sustenance", "construction", "hills"), "captain"),
    5: (_cubes, ("expansion", "construction", "jungle"), "captain"),
    6: (_wild_shelters, ("sustenance", "swamp", "jungle"), "captain"),
    7: (_set(ranch_count=4), ("military", "construction", "hills"), "chief-steward"),
    8: (_structures, ("sustenance", "jungle", "hills"), "chief-steward"),
    9: (_set(started_temple=1), ("military", "expansion", "swamp"), "chief-steward"),
    10: (
        _set(mounted=True, leader_at="loc:3"),
        ("construction", "swamp", "hills"),
        "chief-of-security",
    ),
    11: (_rangers_crates, ("military", "expansion", "jungle"), "chief-of-security"),
    12: (_set(started_wild=2), ("sustenance", "military", "swamp"), "chief-of-security"),
    13: (_set(leader_at="zone:1"), ("expansion", "swamp", "hills"), "chief-engineer"),
    14: (_set(artefacts=0b1111), ("sustenance", "expansion", "jungle"), "chief-engineer"),
    15: (_raptors, ("military", "swamp", "jungle"), "chief-engineer"),
}


@pytest.mark.parametrize("card", sorted(GOALS))
def test_goal_card(card):
    meet, zones, officer = GOALS[card]
    s = rich()
    g = next(x for x in s.ctx.comp.goals if x.id == card)
    assert g.zones == zones and g.officer == officer  # L1732-L1750
    if card == 4:
        _poor(s)  # the rich position meets #4 already
    assert not goals.personal_met(s, 0, g.index)
    s = rich()
    meet(s)
    assert goals.personal_met(s, 0, g.index)
    s.players[0].goal = g.index
    f = s.players[0].followers
    out = goals.score_goal(s, 0)
    assert out["personal"] == 6 and s.players[0].followers >= f + 6


def test_goal_zone_part_is_personal_and_needs_presence():
    """4 per zone where the player has the most shelters and structures, ties included;
    none in a zone without any (L1344-L1346)."""
    s = rich()
    g = next(x for x in s.ctx.comp.goals if x.id == 4)  # sustenance, construction, hills
    s.players[0].goal = g.index
    s.players[0].res = [0, 0, 0, 0]
    for o in range(5):
        s.influence[o][:] = [0, 0, 0]
    put_town_shelter(s, 0, 0, 0, bonus=False)
    put_town_shelter(s, 1, 0, 1, bonus=False)  # a tie in Sustenance
    put_town_shelter(s, 1, 3, 0, bonus=False)  # player 2 leads in Construction
    f1 = s.players[1].followers
    out = goals.score_goal(s, 0)
    assert out == {"personal": 0, "zones": 4, "officer": [0, 0, 0]}
    assert s.players[1].followers == f1  # the others gain nothing from it (L1346)


# ----- officers' scoring ---------------------------------------------------------------
def _captain(s):
    s.players[0].home = [3, 2, 1, 1, 1]
    s.players[0].infirmary = [1, 1, 0, 0, 0]  # not counted (L1439)


def _chief_mate(s):
    s.loc_shelters[1] = (0, 0)
    _structures(s)


def _chief_engineer(s):
    s.players[0].ranch_count = 4


def _chief_of_security(s):
    p = s.players[0]
    s.loc_dino[1], s.loc_dino_kind[1] = 0, 0
    s.loc_dino[2], s.loc_dino_kind[2] = 0, 4
    p.mounted, p.leader_at = True, "loc:2"
    p.started_wild = p.started_temple = 1


def _chief_steward(s):
    _town(3)(s)


OFFICERS = {  # officer: (set-up, full score for the seat; L1439-L1443)
    "captain": (_captain, 1 + 1 + 2 + 2),  # a raptor, a shieldhead pair, a th, an ij
    "chief-mate": (_chief_mate, 2 + 2 * 2),
    "chief-engineer": (_chief_engineer, 1 + 3 * 2),
    "chief-of-security": (_chief_of_security, 2 + 2 * 2),
    "chief-steward": (_chief_steward, 3 + 3),
}


@pytest.mark.parametrize("oid", sorted(OFFICERS))
def test_officer_scoring_full_and_half(oid):
    prepare, full = OFFICERS[oid]
    s = rich()
    prepare(s)
    o = [x.id for x in s.ctx.comp.players.officers].index(oid)
    s.influence[o][:] = [1, 3, 0]  # seat 0 second: half, rounded down (L1269-L1271)
    assert score_officer(s, o)[0] == full // 2
    s.influence[o][:] = [3, 3, 0]  # tied first: full (peaceful tie, L1245)
    assert score_officer(s, o)[0] == full
    s.influence[o][:] = [0, 3, 2]  # no influence: nothing
    assert score_officer(s, o)[0] == 0


# ----- structures ----------------------------------------------------------------------
BUILD = {  # face: build bonus change (L1701-L1724)
    "1A": {"cubes": 1}, "1B": {"food": 1}, "2A": {"cubes": 1}, "2B": {"ir": 1},
    "3A": {"crates": 1}, "3B": {"rng": 1}, "4A": {"crates": 1}, "4B": {"rng": 1},
    "5A": {"rng": 1}, "5B": {"crates": 1}, "6A": {"rng": 1}, "6B": {"crates": 1},
    "7A": {"cubes": 1}, "7B": {"food": 1}, "8A": {"ir": 1}, "8B": {"cubes": 1},
}  # fmt: skip


@pytest.mark.parametrize("face", sorted(BUILD))
def test_structure_build_bonus(face):
    s = rich()
    f = next(x for x in s.ctx.comp.structures if x.id == face)
    check(run(s, f.build_bonus), BUILD[face])
    if face in ("1A", "2A", "7A", "8B"):  # the cube goes on the officer of its zone
        zone = {"1A": 0, "2A": 1, "7A": 2, "8B": 3}[face]
        assert s.influence[s.officer_at[zone]][0] == 1


def _end(s):
    p = s.players[0]
    p.res = [1, 1, 1, 3]
    s.outpost[0] = (0,)
    s.loc_shelters[8] = (0,)  # a Jungle location (7-12)
    s.loc_shelters[14] = (0,)  # a Hills location
    p.started_wild, p.started_temple = 1, 1
    p.artefacts = 0b111
    _town(0)(s)
    for k in (0, 1):
        put_town_shelter(s, 0, 0, k, bonus=False)
    for k in (0, 1, 2):
        put_town_shelter(s, 0, 1, k, bonus=False)
    s.influence[0][0], s.influence[1][0] = 2, 3
    p.ranch_count = 3
    p.home, p.tired = [3, 1, 1, 1, 1], [1, 0, 0, 0, 0]


END = {  # face: end-of-game points with `_end` (L1715-L1725)
    "5A": 1 + 1 + 2,
    "5B": 1 + 1 + 1 + 1,
    "6A": 2 + 4,
    "6B": 2 * 2 + 3 * 2,
    "7A": 2 * 3,
    "7B": 2 + 4,
    "8A": 2 + 3,
    "8B": 3 + 3,
    "S": 2 + 1 + 1 + 2 + 2,
}


@pytest.mark.parametrize("face", sorted(END))
def test_structure_end_scoring(face):
    s = rich()
    _end(s)
    f = next(x for x in s.ctx.comp.structures + (s.ctx.comp.portal,) if x.id == face)
    for z in range(4):
        s.own("structures")[z][1] = -1
    if face == "S":
        s.portal_owner = 0
    else:
        s.own("structures")[f.zone][1] = f.index
        s.own("structure_owner")[f.zone][1] = 0
    assert final.structure_points(s, 0) == END[face]


def test_end_scoring_is_capped_at_12():
    s = rich()  # 5 food, 5 debris, 5 ir, 10 gb: Hydroponics would give 20 (L1727)
    f = next(x for x in s.ctx.comp.structures if x.id == "5B")
    s.own("structures")[f.zone][1] = f.index
    s.own("structure_owner")[f.zone][1] = 0
    assert final.structure_points(s, 0) == 12


def test_portal_counts_a_mounted_leader_at_home():
    s = rich()
    _end(s)
    s.portal_owner = 0
    for z in range(4):
        s.own("structures")[z][1] = -1
    s.players[0].mounted = True  # Adelita: a trained ironjaw (L1725)
    assert final.structure_points(s, 0) == END["S"] + 2
