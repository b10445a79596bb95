"""Assemblies (L1225-L1332) with the rulebook's examples T-4 to T-7, T-10, T-11."""

from ludotheque.games.perseverance_ep3.rules import assemblies, turn
from ludotheque.games.perseverance_ep3.rules.assemblies import dense_ranks
from ludotheque.games.perseverance_ep3.state import EMPTY, REMINDER, TR, TSH, TTH, WILD

from .fixtures import clear_board, officer, started


def test_t4_peaceful_tie_presence():
    # L1247: Jules 3, Anna 3, Ellie 1 in Expansion -> 1st, 1st, 2nd (not 3rd).
    assert dense_ranks([3, 3, 1]) == [0, 0, 1]
    assert dense_ranks([0, 2, 0]) == [-1, 0, -1]  # no presence, no rank


def _captain_in_sustenance(s):
    s.officer_at[s.officer_at.index(officer(s, "captain"))] = s.officer_at[0]
    s.officer_at[0] = officer(s, "captain")


def test_t5_officer_scoring_captain_four_players():
    # L1271: cubes Jules 3, Corentin 2, Anna 2, Ellie 1 on the Captain.
    s = started(4)
    clear_board(s)
    cap = officer(s, "captain")
    s.influence[cap][:] = [3, 2, 2, 1]
    for p in s.players:
        p.home = [0, 0, 0, 0, 0]
    s.players[0].home[TTH] = 1
    s.players[0].home[TSH] = 1
    s.players[1].home[TR] = 3
    s.players[3].home[TTH] = 2
    before = [p.followers for p in s.players]
    gains = assemblies.score_officer(s, cap)
    assert gains == [2, 1, 0, 0]  # 2 for the thunderhorn, half of 3, nothing, 3rd
    assert [p.followers - b for p, b in zip(s.players, before, strict=True)] == [2, 1, 0, 0]


def test_t6_assembly_tile_ranks_four_players():
    # L1279: presence Ellie 3, Corentin 3, Anna 2, Jules 1 -> 1st, 1st, 2nd, 3rd.
    s = started(4)
    rewards = s.ctx.comp.tables.assembly_tiles[s.tile].rewards["4"]
    before = [p.followers for p in s.players]
    assemblies.score_tile(s, [1, 2, 3, 3])
    gained = [p.followers - b for p, b in zip(s.players, before, strict=True)]
    assert gained == [rewards[2][0], rewards[1][0], rewards[0][0], rewards[0][0]]
    assemblies.score_tile(s, [0, 0, 0, 0])
    assert [p.followers for p in s.players] == [b + g for b, g in zip(before, gained, strict=True)]


def test_t7_tile_replacement_and_symbols():
    s = started(3)
    assert s.tile == 0
    assemblies.next_tile(s)
    assert s.tile == 1 and s.tile_stack[0] == 2  # II replaces I (L1287)
    assemblies.next_tile(s)  # II is discarded: its symbol refreshes the adventure offer
    assemblies.next_tile(s)  # III is discarded: tiles 5-8 go on the board (L1306)
    assert all(s.structures[z][1] >= 0 for z in range(4)) and s.upper_stack == []
    comp = s.ctx.comp
    assert [comp.structures[s.structures[z][1]].zone for z in range(4)] == [0, 1, 2, 3]
    for _ in range(10):
        assemblies.next_tile(s)
    assert s.tile == 7 and s.tile_stack == []  # VIII stays for every later one (L1290)


def test_town_assembly_trigger_and_conclusion():
    s = started(3)
    clear_board(s)
    pool = len(s.pool)
    s.zone_dice[0] = ((0, 0), (1, 1), EMPTY, EMPTY)
    assert turn.town_triggered(s) == []
    s.zone_dice[1] = ((0, 0), (1, 1), (2, 2), EMPTY)
    assert turn.town_triggered(s) == [1]  # 3 dice for 3 players (L1255)
    s.zone_leader[1] = 2
    s.players[2].leader_at = "zone:1"
    s.zone_thunder[1] = 0
    th = s.players[0].home[TTH]
    assemblies.town_assembly(s, 1)
    assert s.zone_dice[1] == (EMPTY,) * 4 and len(s.pool) == pool + 3  # rerolled (L1277)
    assert s.players[2].leader_at == "home" and s.zone_leader[1] == EMPTY
    assert s.players[0].home[TTH] == th + 1 and s.zone_thunder[1] == EMPTY
    assert s.assemblies == 1 and s.tile == 1


def test_presence_counts_dice_shelters_structures_leaders_thunderhorns():
    s = started(3)
    clear_board(s)
    s.zone_dice[2] = ((1, 0), (-1, 1), EMPTY, EMPTY)
    s.zone_shelters[2] = (1, 1, EMPTY, EMPTY, EMPTY, EMPTY)
    s.own("structure_owner")[2] = [1, EMPTY]
    s.zone_leader[2] = 1
    s.zone_thunder[2] = 1
    from ludotheque.games.perseverance_ep3.rules.counts import presence

    assert presence(s, 1, 2) == 6 and presence(s, 0, 2) == 0


def test_t10_dissident_after_a_town_assembly_in_a_full_zone():
    # L1402: Captain on Sustenance, every Sustenance shelter space taken.
    s = started(2, seed=2)
    clear_board(s)
    _captain_in_sustenance(s)
    d = s.ctx.dissident
    s.zone_shelters[0] = (0,) * len(s.zone_shelters[0])
    s.zone_shelters[1] = (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    assemblies.town_assembly(s, 0)
    assert s.influence[officer(s, "captain")][d] == 1
    assert s.zone_shelters[1][1] == d  # the next zone's lowest free space


def test_t11_dissident_after_a_swamp_assembly():
    # L1408: Swamp locations 2 and 3 explored with room, location 1 unexplored.
    s = started(2, seed=2)
    clear_board(s)
    board = s.ctx.comp.board
    d = s.ctx.dissident
    for lid in ("2", "3"):
        s.loc_tile[board.loc(lid)] = 0
    s.loc_tile[board.loc("1")] = -1
    cos = s.officer_at[WILD]
    assemblies.wild_assembly(s, 0)
    assert s.influence[cos][d] == 1
    assert s.loc_shelters[board.loc("2")] == (d,)


def test_dissident_ranks_but_never_gains():
    s = started(2, seed=2)
    clear_board(s)
    o = s.officer_at[0]
    s.influence[o][:] = [1, 0, 5]
    before = s.players[0].followers
    gains = assemblies.score_officer(s, o)
    # The dissident is 1st; seat 0 is 2nd: half its condition.
    full = assemblies.points(s, 0, s.ctx.comp.players.officers[o].scoring)
    assert gains[0] == full // 2 and s.players[0].followers == before + full // 2


def test_wild_assembly_when_the_reminder_is_exposed():
    s = started(3)
    r = 1
    while s.piles[r][0] != REMINDER:
        s.piles[r].append(s.piles[r].pop(0))
    assert turn.wild_triggered(s) == [r]
    board = s.ctx.comp.board
    i = board.loc("7")
    s.loc_dino[i], s.loc_dino_kind[i] = 0, 4  # a mounted leader
    s.players[0].mounted = True
    s.players[0].leader_at = f"loc:{i}"
    turn.check_assemblies(s)
    assert s.reminder_out[r] and REMINDER not in s.piles[r]
    assert s.players[0].leader_at == "home" and s.loc_dino[i] == EMPTY  # L1332
    assert turn.wild_triggered(s) == []
