"""The solo rulings S4-S22 (RULINGS.md), one test each where no other test pins them."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import assemblies
from ludotheque.games.perseverance_ep3.solo import effects, placing, scoring, turn
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, TR, TSH, TTH

from .fixtures import officer
from .solo_kit import card, explored, position


def test_s4_dissidents_without_presence_still_take_the_second_reward():
    s = position()
    s.tile = 2  # tile III: 6 / 1
    before = s.solo.followers
    scoring.score_tile(s, [3, 0, 0])
    assert s.solo.followers - before == 1


def test_s5_the_solo_goal_zones_count_shelters_only():
    s = position()
    comp = s.ctx.comp
    g = next(k for k, x in enumerate(comp.goals) if x.zones[0] == "sustenance")
    s.zone_shelters[0] = (0, 1, EMPTY, EMPTY, EMPTY, EMPTY)
    s.own("structure_owner")[0][0] = 1  # Narek's structure does not count (L2926)
    out = scoring.score_goal(s, g)
    assert out["zones"] == 4  # 1 shelter each: tied first; with structures Narek leads


def test_s6_a_wilderness_programme_places_a_dino_and_gains_no_card_extra():
    s = position(narek="cartographer", cards=(8, 2))
    explored(s, 1, 2)
    turn.primary(s, 0, solo_data().cards[card(8)])
    assert s.loc_dino[4] == 1  # the highest of 3 and 4
    assert not s.solo.artefacts >> ARTEFACTS.index("sapling") & 1  # needs a town die


def test_s10_training_skips_a_dino_no_free_saddle_fits():
    s = position()
    n = s.players[1]
    n.home[TR] = 5  # every small saddle used (L521)
    n.untrained = [1, 1, 0, 0]
    assert effects.step(s, 0, ("train",))
    assert n.untrained == [0, 1, 0, 0] and n.home[TSH] == 2
    assert not effects.step(s, 0, ("gain-trained", "r")) and n.home[TR] == 5  # S21


def test_s11_a_temples_dino_falls_back_when_the_supply_is_out():
    s = position()
    s.temples = 2  # thunderhorn temple explored
    s.supply[2] = 0
    assert effects.step(s, 0, ("temple",))
    assert s.players[1].untrained[0] == 1  # the shieldhead temple's


def test_s12_a_dissident_exploring_unlocks_the_region_without_combat():
    s = position(cards=(5, 2))
    explored(s, 1, 2, 4, 6)
    assert not s.unlocked[1]
    assert placing.place_dino(s, 0, up=True)  # location 7, in the Jungle
    assert s.unlocked[1] and len(s.offers[1]) == 2
    assert not [t for t in s.tasks if t[0].startswith(("combat", "fight"))]


def test_s14_a_paid_cube_stays_when_nothing_comes_of_it():
    s = position(cards=(8, 2))
    o = officer(s, "chief-of-security")
    s.influence[o][1] = 1
    s.players[1].cubes -= 1
    s.loc_tile = [-1] * len(s.loc_tile)
    s.outpost = [(0, 0, 0, 0, 0, 0, 0, 0, 0, 0), (0,) * 10]  # the Outpost full
    effects.run(s, 0, solo_data().cards[card(8)].secondary)
    assert s.influence[o][1] == 1


def test_s16_a_dissident_at_a_temple_takes_its_artefact_not_the_portal():
    s = position(narek="rider", cards=(5, 2))
    explored(s, 1, 2, 4, 6, 7, 10, 13, 15)
    s.players[1].home[TR] = 1
    i = next(k for k, loc in enumerate(s.ctx.comp.board.locations) if loc.temple == "thunderhorn")
    assert placing.dino_target(s, 0, up=True) == i  # the Rider's temple (S19)
    assert placing.place_dino(s, 0, up=True)
    assert s.temples & 2 and not s.temple_free & 2 and not s.temples_done & 2
    assert s.solo.artefacts  # the acorn (L2854)
    assert s.portal_owner == EMPTY


def test_s17_a_wilderness_opposite_zone_shelter_follows_the_cards_arrow():
    s = position(camilla="cartographer", cards=(3, 6))  # Camilla's card 6: the wilderness
    explored(s, 1, 2)
    assert effects.step(s, 0, ("shelter", "opposite"))
    assert s.loc_shelters[2] == (1,)  # card 3's arrow is up: the highest explored


def test_s20_the_influencer_cube_goes_to_the_opposite_zones_officer():
    s = position(narek="influencer", camilla="architect", cards=(9, 2))
    o = s.officer_at[1]  # Military's officer
    effects.programme_action(s, 0)
    assert s.influence[o][1] == 1


def test_s22_an_assembly_sends_the_dissidents_leader_and_thunderhorn_home():
    s = position()
    s.zone_leader[1] = 1
    s.players[1].leader_at = "zone:1"
    s.zone_thunder[1] = 2
    s.zone_dice[1] = ((0, 0), (NEUTRAL, 1), (1, 2), EMPTY)
    th = s.players[2].home[TTH]
    assemblies.town_assembly(s, 1)
    assert s.players[1].leader_at == "home" and s.zone_leader[1] == EMPTY
    assert s.players[2].home[TTH] == th + 1 and s.zone_thunder[1] == EMPTY
