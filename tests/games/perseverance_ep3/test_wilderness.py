"""Exploring the wilderness (L774-L946): examples T-2, T-3, T-8, T-9."""

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import turn, wilderness
from ludotheque.games.perseverance_ep3.state import EMPTY, RANGER, REMINDER, TIJ, TR, TSH

from .fixtures import drive, started, tile


def _hills_ready(s):
    """Location 13 available: its Jungle neighbour 10 explored (reconstructed links)."""
    board = s.ctx.comp.board
    s.loc_tile[board.loc("10")] = tile(s, "Canopy Treehouse")
    s.loc_wild[board.loc("10")] = -1
    return board.loc("13")


def test_only_locations_next_to_explored_ones_are_available():
    s = started(3)
    board = s.ctx.comp.board
    assert sorted(board.locations[i].id for i in wilderness.available(s)) == ["1", "2"]  # L806
    s.loc_tile[board.loc("1")] = 0
    assert "3" in [board.locations[i].id for i in wilderness.available(s)]


def test_t2_mounted_combat_against_an_ironjaw():
    # L891: Jules sends a trained raptor to 13 and fights with an ironjaw and a raptor.
    s = started(3)
    i = _hills_ready(s)
    p = s.players[0]
    p.home = [0, 0, 2, 0, 1]
    followers = p.followers
    assert not s.unlocked[2]
    d = drive(s, ("explore", 0, "home"), "send tr to location 13")
    assert s.unlocked[2] and len(s.offers[2]) == 2  # unlocked before the combat (L814)
    assert d.kind == "combat-slot"  # only a mounted group is possible: no rangers
    d = drive(s, None, "tij is exhausted")
    assert d.kind == "place-tile"
    assert p.tired[TIJ] == 1 and p.infirmary[TR] == 1 and p.home == [0, 0, 0, 0, 0]
    assert p.untrained[3] == 1 and s.loc_wild[i] == -1  # captured, untrained (L876)
    assert p.followers == followers + 4 + 3  # mounted bonus and the ironjaw that fought
    assert s.loc_dino[i] == 0 and s.loc_dino_kind[i] == 1  # the raptor stays on 13


def test_t2_infantry_alternative():
    s = started(3)
    i = _hills_ready(s)
    p = s.players[0]
    p.home = [2, 1, 1, 0, 0]
    p.infirmary = [0] * 5
    d = drive(s, ("explore", 0, "home"), "send tr to location 13")
    assert d.kind == "combat-slot" and d.options == ("ranger is wounded", "leader is wounded")
    drive(s, None, "ranger is wounded")
    # 2 rangers (one wounded, one defeated) and the shieldhead wounded (L838).
    assert p.infirmary[RANGER] == 1 and p.infirmary[TSH] == 1 and p.rangers_out == 7
    assert s.loc_wild[i] == -1


def test_t3_exploration_tile_choice():
    # L910: Carnivore's Den on 13; +1 follower; harvest (spend 2 GB: a trained raptor)
    # or discovery (the Jewel and an untrained ironjaw).
    for choice in ("harvest", "discovery"):
        s = started(3, leaders=["adelita", "jack", "keoni"])
        i = _hills_ready(s)
        p = s.players[0]
        p.home = [0, 0, 2, 0, 1]
        p.res[3] = 4
        den = tile(s, "Carnivore's Den")
        s.piles[2].remove(den)
        s.piles[2].insert(0, den)
        size = len(s.piles[2])
        drive(s, ("explore", 0, "home"), "send tr to location 13", "tij")
        f = p.followers
        d = drive(s, None, "place Carnivore's Den")
        assert p.followers == f + 1 and s.loc_tile[i] == den  # location 13's bonus
        assert len(s.piles[2]) == size - 1  # one placed, one under the pile (L899)
        assert d.kind == "harvest-or-discovery"
        drive(s, None, choice)
        if choice == "harvest":
            assert s.loc_shelters[i] == (0,) and p.res[3] == 2 and p.home[TR] == 1
        else:
            assert s.loc_shelters[i] == () and p.untrained[3] == 2
            assert p.artefacts >> ARTEFACTS.index("jewel") & 1
            assert p.mounted  # Adelita's Jewel mounts her at once (L964)


def test_t8_predicting_a_wilderness_assembly():
    # L1326: 6 tiles above the Jungle reminder -> the 3rd Jungle exploration exposes it.
    s = started(3)
    pile = s.piles[1]
    assert pile.index(REMINDER) == 8
    pile.extend(pile[:2])  # two tiles from the top to the bottom: 6 above the reminder
    del pile[:2]
    assert pile.index(REMINDER) == 6
    for _ in range(3):
        assert turn.wild_triggered(s) == []
        drawn = wilderness.draw_two(s, 1)
        assert REMINDER not in drawn and len(drawn) == 2
        pile.append(drawn[1])  # the other one under the pile
    assert turn.wild_triggered(s) == [1]


def test_a_reminder_is_never_drawn():
    s = started(3)
    pile = s.piles[0]
    while pile[1] != REMINDER:
        pile.append(pile.pop(0))
    drawn = wilderness.draw_two(s, 0)
    assert REMINDER not in drawn and pile[0] == REMINDER


def test_t9_two_players_flip_a_dissident_location():
    # L1392: exploring 3, next to 5, turns 5's tile up with a dissident shelter on it.
    s = started(2, seed=2)
    board = s.ctx.comp.board
    d = s.ctx.dissident
    five, three = board.loc("5"), board.loc("3")
    s.loc_tile[board.loc("1")] = tile(s, "Raptor Nest")
    s.loc_wild[board.loc("1")] = -1
    p = s.players[0]
    p.home = [0, 1, 1, 0, 0]
    followers = p.followers
    assert s.loc_hidden[five]
    drive(s, ("explore", 0, "home"), "send tsh to location 3")
    while (dec := drive(s, None)) is not None:
        drive(s, None, dec.options[0])
    assert not s.loc_hidden[five] and s.loc_shelters[five] == (d,)
    assert wilderness.explored(s, five)
    assert board.loc("6") in wilderness.available(s)
    assert p.followers >= followers and s.loc_tile[three] >= 0


def test_revisit_after_a_dino_leaves():
    s = started(3)
    board = s.ctx.comp.board
    one = board.loc("1")
    s.loc_tile[one] = tile(s, "Glowberry Grove")
    s.loc_wild[one] = -1
    p = s.players[0]
    p.home = [0, 1, 0, 0, 0]
    gb = p.res[3]
    d = drive(s, ("explore", 0, "home"))  # the only target: it plays itself
    assert d.kind == "revisit" and s.loc_dino[one] == 0  # no combat, no new tile (L940)
    drive(s, None, "harvest")
    assert p.res[3] == gb + 3 and s.loc_shelters[one] == (0,)


def test_cannot_explore_what_cannot_be_beaten():
    s = started(3)
    p = s.players[0]
    p.home = [0, 1, 0, 0, 0]  # one trained shieldhead, nobody to fight with
    assert wilderness.targets(s, 0, "home") == []
    p.home = [2, 1, 0, 0, 0]
    names = [wilderness.target_name(s, *x) for x in wilderness.targets(s, 0, "home")]
    assert names == ["send tsh to location 1", "send tsh to location 2"]  # L860-L864
    p.home = [1, 1, 0, 0, 0]
    p.leader_at = "tired"
    assert wilderness.targets(s, 0, "home") == []
    p.leader_at = "home"  # the leader takes a wound as an exhaustion (L952)
    names = [wilderness.target_name(s, *x) for x in wilderness.targets(s, 0, "home")]
    assert names == ["send tsh to location 1", "send tsh to location 2"]
    assert EMPTY == -1


def test_captain_sends_the_placed_mounted_leader_and_it_does_not_fight_too():
    s = started(3, leaders=["keoni", "jack", "phoenix"])
    p = s.players[0]
    p.mounted = True
    p.leader_at = "zone:1"
    s.zone_leader[1] = 0
    p.home = [1, 0, 0, 0, 0]  # one ranger: a shieldhead needs two (L864)
    assert wilderness.targets(s, 0, "captain") == []
    p.home = [2, 0, 0, 0, 0]
    names = [wilderness.target_name(s, *x) for x in wilderness.targets(s, 0, "captain")]
    assert names == ["send leader to location 1", "send leader to location 2"]
    d = drive(s, ("explore", 0, "captain"), "send leader to location 1")
    assert d.kind == "place-tile" and p.infirmary[RANGER] == 3  # two rangers fought
    board = s.ctx.comp.board
    assert s.zone_leader[1] == EMPTY and p.leader_at == f"loc:{board.loc('1')}"
    assert s.loc_dino_kind[board.loc("1")] == 4


def test_exploring_a_temple_next_to_a_dissident_location_flips_it():
    """L1389: "the location you have just explored" includes a temple explored for the
    first time (L798: a temple figure makes it explored); the Raptor temple is next to 9
    (reconstructed links)."""
    s = started(2, seed=2)
    board = s.ctx.comp.board
    nine, eleven = board.loc("9"), board.loc("11")
    s.loc_tile[eleven], s.loc_wild[eleven] = tile(s, "Canopy Treehouse"), -1
    p = s.players[0]
    p.home = [2, 1, 1, 0, 0]
    assert s.loc_hidden[nine]
    drive(s, ("explore", 0, "home"), "send tr to raptor-temple")
    assert s.temples & 1
    assert not s.loc_hidden[nine] and s.loc_shelters[nine] == (s.ctx.dissident,)
