"""Setup for 2, 3 and 4 players (L305-L491)."""

import pytest

from ludotheque.games.perseverance_ep3.state import BLOCKED, EMPTY, NEUTRAL, REMINDER, WILD

from .fixtures import GAME, ZONE_NAMES, new, officer, started


@pytest.mark.parametrize("n, pool, offer", [(2, 8, 2), (3, 10, 2), (4, 14, 3)])
def test_main_area_by_player_count(n, pool, offer):
    s = new(n, seed=5)
    assert len(s.pool) == pool  # L345, L446
    assert sum(1 for d in s.pool if d[0] == NEUTRAL) == {2: 2, 3: 4, 4: 6}[n]
    assert len(s.offers[0]) == offer and s.offers[1] == () and s.offers[2] == ()  # L311
    assert s.unlocked == [True, False, False]
    assert all(len(o) == 2 for o in s.ranch_offer)  # L320
    positions = {2: (7, 7, 7), 3: (7, 9, 9), 4: (9, 9, 11)}[n]  # Swamp, Jungle, Hills (L315-L318)
    assert tuple(p.index(REMINDER) + 1 for p in s.piles) == positions
    assert s.tile == 0 and s.tile_stack == list(range(1, 8))  # I current, II on top (L341)
    assert all(s.structures[z][0] >= 0 and s.structures[z][1] == -1 for z in range(4))
    comp = s.ctx.comp
    assert [comp.structures[s.structures[z][0]].zone for z in range(4)] == [0, 1, 2, 3]
    assert s.officer_at[WILD] == officer(s, "chief-of-security")  # L347
    assert sorted(s.officer_at) == [0, 1, 2, 3, 4]
    goals = [comp.goals[p.goal].officer for p in s.players]
    assert len(set(goals)) == n  # one card per officer deck (L388)
    assert s.ctx.side == ("4" if n == 4 else "2-3")


def test_wild_dinos_and_supply():
    s = new(3)
    wild = [w for w in s.loc_wild if w >= 0]
    assert [wild.count(x) for x in range(4)] == [2, 7, 6, 4]  # L375
    # 20/20/12/12 figures (L64-L80), less the wild ones and 2 shieldheads a player.
    assert s.supply == [20 - 2 - 6, 20 - 7, 12 - 6, 12 - 4]


def test_player_board_start():
    s = new(3)
    p = s.players[0]
    assert p.followers == 10 and p.res == [1, 0, 1, 3]  # L408, L432
    assert p.home[0] == 1 and p.infirmary[0] == 1 and p.rangers_out == 6  # L434
    assert p.home[1] == 1 and p.untrained[0] == 1  # L435-L436
    assert p.cover and p.leader_at == "home" and p.dice_left == 1 and p.shelters == 16
    assert p.cubes == 18 and sum(p.crates) == 3


def test_two_player_dissident_setup():
    s = new(2, seed=3)
    comp = s.ctx.comp
    d = s.ctx.dissident
    assert d == 2 and sum(1 for x in s.pool if x[0] == d) == 2
    for lid, kind in (("5", 0), ("9", 0), ("17", 1)):  # L447-L450
        i = comp.board.loc(lid)
        assert s.loc_wild[i] == -1 and s.loc_dino[i] == d and s.loc_dino_kind[i] == kind
        assert s.loc_hidden[i] and s.loc_tile[i] >= 0
        assert comp.exploration[s.loc_tile[i]].region == comp.board.locations[i].region
    assert all(z.count(BLOCKED) == 1 for z in s.zone_dice)  # L456-L463
    assert s.goal_extra >= 0
    officers = {comp.goals[g].officer for g in [p.goal for p in s.players] + [s.goal_extra]}
    assert len(officers) == 3


def test_start_zones_are_chosen_from_the_last_player_counter_clockwise():
    s = new(4, first_player=1)
    seen = []
    while s.phase == "zones":
        d = GAME.pending(s)
        if d.kind == "start-zone":
            seen.append(d.seat)
        GAME.apply(s, 0)
    assert seen == [0, 3, 2, 1]  # the last player is seat 0 when seat 1 starts (L473)


def test_start_placement_and_first_game_provisions():
    s = started(
        4,
        zones=["sustenance", "construction", "expansion", "wilderness"],
        first_game=True,
        leaders=["adelita", "jack", "phoenix", "keoni"],
    )
    p = s.players
    assert s.zone_shelters[0][0] == 0 and s.zone_shelters[3][0] == 1 and s.zone_shelters[2][0] == 2
    assert 3 in s.outpost[0]  # Outpost A (L476)
    for seat in range(4):
        own = p[seat].start_zone
        for o in range(5):
            assert s.influence[o][seat] == (2 if s.officer_at[own] == o else 1)  # L477
    # Provisions (first game, L360-L366): Sustenance 5, Construction 7, Expansion 4, Wilderness 8.
    assert p[0].res[3] == 2 and p[0].res[2] == 2 and p[0].untrained[1] == 1  # #5
    assert p[1].res[3] == 2 and p[1].res[1] == 1 and sum(p[1].crates) == 4  # #7
    assert p[2].res[0] == 2 and p[2].home[0] == 2  # #4
    assert p[3].infirmary[0] == 0 and p[3].home[0] == 2 and p[3].home[1] == 2  # #8
    assert p[3].untrained[0] == 0
    assert s.phase == "turn" and GAME.pending(s).seat == 0


def test_two_player_start_steps_5_to_7():
    s = started(2, seed=4, zones=["military", "expansion"])
    d = s.ctx.dissident
    assert s.structures[1][0] == -1 and s.structures[2][0] == -1  # L482
    assert s.structures[0][0] >= 0 and s.structures[3][0] >= 0
    for z in (0, 3):  # L483-L484
        assert d in s.zone_shelters[z]  # the lowest free space (a provisions shelter may be below)
        assert s.influence[s.officer_at[z]][d] == 1
    assert d in s.outpost[0] and s.influence[s.officer_at[WILD]][d] == 1
    assert s.zone_shelters[1][0] == 0 and s.zone_shelters[2][0] == 1


def test_two_player_wilderness_chooser_removes_a_structure():
    s = new(2, seed=4)
    zones = {0: "wilderness", 1: "military"}
    while s.phase == "zones":
        d = GAME.pending(s)
        if d.kind == "start-zone":
            GAME.apply(s, f"start in {zones[d.seat]}")
        elif d.kind == "remove-structure":
            assert d.seat == 0 and len(d.options) == 3  # Military's is already gone
            GAME.apply(s, d.options[0])
        else:
            GAME.apply(s, 0)
    assert sum(1 for z in range(4) if s.structures[z][0] >= 0) == 2
    assert s.ctx.dissident not in s.outpost[0]  # a player took the wilderness (L483)


def test_random_officers_option_may_move_the_chief_of_security():
    seen = {new(3, seed=k, random_officers=True).officer_at[WILD] for k in range(30)}
    assert len(seen) > 1


def test_bad_configurations_are_refused():
    from ludotheque.core.errors import ConfigError

    for bad in (
        {"players": 1},
        {"players": 5},
        {"players": 2, "leaders": ["jack", "jack"]},
        {"players": 3, "colour": "red"},
        {"players": 3, "first_player": 3},
    ):
        with pytest.raises(ConfigError):
            GAME.setup(bad, 1)
    assert EMPTY == -1 and ZONE_NAMES[4] == "wilderness"
