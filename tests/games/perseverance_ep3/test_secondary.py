"""The secondary action (L1080-L1165): crates and the five favours."""

from ludotheque.games.perseverance_ep3.rules import secondary, wilderness
from ludotheque.games.perseverance_ep3.state import EMPTY, TSH

from .fixtures import clear_board, drive, officer, started, tile


def test_crates_one_free_two_for_a_crate_three_for_two():
    s = started(3)
    p = s.players[0]
    p.crates = [2, 0, 1]
    opts = secondary.crate_options(s, 0)
    assert "row 1: 3 ranch effects" in opts and "row 2: 1 ranch effect" in opts
    assert "row 2: 2 ranch effects" not in opts and "row 3: 2 ranch effects" in opts
    assert "row 3: 3 ranch effects" not in opts


def test_crates_are_spent_and_the_row_resolved():
    s = started(3)
    p = s.players[0]
    p.crates = [0, 1, 0]
    f = p.followers
    drive(s, ("secondary", 0), "row 2: 2 ranch effects", "resolve row 2 column 1")
    assert p.crates == [0, 0, 0] and p.followers == f + 1  # the middle-left cell: +1 follower


def test_favour_costs_a_cube():
    s = started(3)
    p = s.players[0]
    mate = officer(s, "chief-mate")
    cubes = s.influence[mate][0]
    p.res[0] = 1
    n = p.ranch_count
    drive(s, ("secondary", 0), "favour of chief-mate")
    d = drive(s, None)
    while d is not None:
        d = drive(s, None, d.options[0])
    assert s.influence[mate][0] == cubes - 1 and p.res[0] == 0 and p.ranch_count == n + 1


def test_chief_engineer_builds_a_structure():
    s = started(3)
    clear_board(s)
    p = s.players[0]
    eng = officer(s, "chief-engineer")
    s.influence[eng][0] = 1
    p.res[1] = 1
    p.untrained[0] = 1
    shelters = p.shelters
    drive(s, ("secondary", 0), "favour of chief-engineer")
    d = drive(s, None)
    name = d.options[0]
    drive(s, None, name)
    while (d := drive(s, None)) is not None:
        drive(s, None, d.options[0])
    assert p.shelters == shelters - 1 and sum(r.count(0) for r in s.structure_owner) == 1
    assert p.res[1] == 0 and p.untrained[0] == 0


def test_captain_deploys_the_leader_and_works_the_zone():
    s = started(3)
    clear_board(s)
    cap = officer(s, "captain")
    s.influence[cap][0] = 1
    p = s.players[0]
    d = drive(s, ("secondary", 0), "favour of captain: leader to military")
    assert p.leader_at == "zone:1" and s.zone_leader[1] == 0
    assert d.kind in ("town-helper", "town-option")


def test_chief_of_security_explores_for_an_island_resource():
    s = started(3)
    cos = officer(s, "chief-of-security")
    s.influence[cos][0] = 1
    p = s.players[0]
    p.home = [2, 1, 0, 0, 0]
    p.res[2] = 1
    d = drive(s, ("secondary", 0), "favour of chief-of-security")
    assert p.res[2] == 0 and d.kind == "explore"


def test_chief_steward_takes_back_a_dino_and_the_location_opens_again():
    s = started(3)
    board = s.ctx.comp.board
    one = board.loc("1")
    s.loc_tile[one] = tile(s, "Glowberry Grove")
    s.loc_wild[one] = -1
    s.loc_dino[one], s.loc_dino_kind[one] = 0, 0
    st = officer(s, "chief-steward")
    s.influence[st][0] = 1
    p = s.players[0]
    home = p.home[TSH]
    drive(s, ("secondary", 0), "favour of chief-steward")
    assert s.loc_dino[one] == EMPTY and p.home[TSH] == home + 1  # L1152
    assert one in wilderness.available(s)


def test_glowstone_mine_buys_one_effect_of_another_row():
    s = started(3)
    mine = next(f.index for f in s.ctx.comp.structures if f.id == "4A")
    s.own("structures")[3][0] = mine
    s.own("structure_owner")[3][0] = 0
    p = s.players[0]
    p.crates = [2, 1, 0]
    opts = secondary.crate_options(s, 0)
    assert "row 1: 3 ranch effects + 1 of row 2 (Glowstone Mine)" in opts
    assert not any("of row 3" in o for o in opts)
    drive(s, ("secondary", 0), "row 1: 3 ranch effects + 1 of row 2")
    assert p.crates == [0, 0, 0]
    assert s.tasks[-2:] == [("ranch", 0, 1, (3, 4, 5), ()), ("ranch", 0, 3, (0, 1, 2), ())]
