"""One test per Dissidents' effect (L2640-L2872) and per primary-action path
(L2502-L2612), on real positions."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.solo import effects, placing, turn
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import ON_CARD
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, TR, TSH, TTH

from .fixtures import officer
from .solo_kit import card, explored, position


def test_gain_untrained_and_trained_dinos():
    s = position()
    n = s.players[1]
    sup = list(s.supply)
    assert effects.step(s, 0, ("gain", "sh")) and effects.step(s, 0, ("gain", "r"))
    assert n.untrained[:2] == [1, 1] and s.supply[0] == sup[0] - 1
    assert effects.step(s, 0, ("gain-trained", "th"))
    assert n.home[TTH] == 1 and s.supply[2] == sup[2] - 1


def test_train_takes_the_strongest_untrained_dino():
    s = position()
    n = s.players[1]
    n.untrained = [1, 1, 1, 0]
    assert effects.step(s, 0, ("train",))
    assert n.untrained == [1, 1, 0, 0] and n.home[TTH] == 1
    n.untrained = [0, 0, 0, 0]
    assert not effects.step(s, 0, ("train",))


def test_a_temples_dino_is_the_strongest_explored():
    s = position()
    n = s.players[1]
    assert effects.step(s, 0, ("temple",)) and n.untrained[0] == 1  # only Shieldhead (L2664)
    s.temples = 1 | 2  # raptor and thunderhorn temples explored
    assert effects.step(s, 0, ("temple",)) and n.untrained[2] == 1


def test_reserve_gains_and_the_programme_card():
    s = position()
    s.solo.marker = [4, 0]
    assert effects.step(s, 0, ("reserve", 2))
    assert s.solo.marker[0] == ON_CARD  # past space 5 (L2622)
    assert not effects.step(s, 0, ("reserve", 1))  # ignored while on the card
    assert effects.step(s, 0, ("reserve-both", 1)) and s.solo.marker == [ON_CARD, 1]


def test_artefact_needs_its_temple_and_is_joint():
    s = position()
    assert not effects.step(s, 0, ("artefact", "shield", "ironjaw"))
    s.temples = 4
    assert effects.step(s, 1, ("artefact", "shield", "ironjaw"))
    assert s.solo.artefacts == 1 << ARTEFACTS.index("shield")
    assert not effects.step(s, 0, ("artefact", "shield", ""))  # owned: nothing (L2781)


def test_shelter_in_the_minority_zone_and_avoidance_by_action():
    s = position()
    s.zone_shelters[0] = (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    s.zone_shelters[1] = (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    s.zone_shelters[3] = (1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    assert effects.step(s, 0, ("shelter", "minority"))
    assert s.zone_shelters[2][0] == 1  # Expansion: none there
    # Same action: Expansion is now avoided (L2454); the rest tie at 1: programme zone.
    assert effects.step(s, 0, ("shelter", "minority"))
    assert s.zone_shelters[3][1] == 1


def test_shelter_on_an_exploration_tile_highest_and_lowest():
    s = position()
    explored(s, 1, 2, 7)
    assert effects.step(s, 0, ("shelter", "tile-highest")) and s.loc_shelters[7] == (1,)
    assert effects.step(s, 0, ("shelter", "tile-lowest")) and s.loc_shelters[1] == (1,)
    assert effects.step(s, 0, ("shelter", "wild-lowest")) and 1 in s.outpost[0]


def test_structure_in_the_programme_zone_has_no_bonus():
    s = position()
    n = s.players[1]
    before = (list(n.res), n.shelters)
    assert effects.step(s, 0, ("structure", "programme"))
    assert s.structure_owner[3][0] == 1  # Construction's lower structure
    assert n.res == before[0] and n.shelters == before[1] - 1


def test_leader_and_thunderhorn_in_the_opposite_zone():
    s = position()  # Camilla's card 2: Military
    n = s.players[1]
    assert effects.step(s, 0, ("leader", "opposite"))
    assert s.zone_leader[1] == 1 and n.leader_at == "zone:1"
    assert not effects.step(s, 0, ("thunderhorn", "opposite"))  # none trained
    n.home[TTH] = 1
    assert effects.step(s, 0, ("thunderhorn", "opposite")) and s.zone_thunder[1] == 1


def test_check_an_officer_both_ways():
    s = position()
    o = officer(s, "captain")
    s.solo.marker = [1, 1]
    assert effects.step(s, 0, ("check", "captain")) and s.influence[o][1] == 2
    assert effects.step(s, 0, ("check", "captain")) and s.solo.marker[0] == 2  # L2806


def test_avoided_officer_goes_to_the_preferred_one():
    s = position()
    o = officer(s, "chief-steward")
    s.influence[o] = [0, 2, 0]  # 2 more than you: avoided (L2473)
    before = [row[1] for row in s.influence]
    assert effects.step(s, 0, ("cubes-minority", 2))
    after = [row[1] for row in s.influence]
    assert sum(after) - sum(before) == 2 and after[o] == before[o]


def test_pay_a_cube_for_reserves():
    s = position()
    o = officer(s, "chief-mate")
    s.solo.marker = [1, 1]
    assert not effects.step(s, 0, ("pay", "chief-mate", (("reserve", 2),)))  # no cube
    s.influence[o][1] = 1
    s.players[1].cubes -= 1
    assert effects.step(s, 0, ("pay", "chief-mate", (("reserve", 2),)))
    assert s.influence[o][1] == 0 and s.solo.marker[0] == 3


def test_first_options_in_order():
    s = position()
    s.solo.marker = [1, 1]
    n = s.players[1]
    n.untrained = [0, 1, 0, 0]
    assert effects.first(s, 0, 2, effects.EMERGENCY) == 2
    assert n.home[TR] == 2 and n.untrained[0] == 1  # trained, then a temple's dino


def test_emergency_when_no_die_and_no_dino():
    s = position(cards=(1, 2))
    s.pool = [(0, 0)]  # only your die
    s.solo.marker = [0, 1]
    n = s.players[1]
    n.home = [0, 0, 0, 0, 0]
    n.untrained = [0, 0, 0, 0]
    turn.primary(s, 0, solo_data().cards[card(1)])
    assert "emergency action" in " ".join(s.solo.log)
    assert n.untrained[0] == 1 and s.solo.marker[0] == 1  # a temple dino, a reserve


def test_town_card_without_a_die_sends_a_dino_to_the_highest_location():
    s = position(cards=(1, 2))
    s.pool = [(0, 0)]
    s.solo.marker = [0, 1]
    explored(s, 1, 2)
    turn.primary(s, 0, solo_data().cards[card(1)])
    placed = [i for i, o in enumerate(s.loc_dino) if o == 1]
    assert placed == [4]  # of 3 and 4, the highest; card 1's primary not resolved
    assert s.players[1].untrained[1] == 1  # location 4's wild raptor only


def test_programme_card_with_a_die_resolves_the_programme_and_its_artefact():
    s = position(cards=(8, 2))  # Architect: Construction
    s.pool = [(NEUTRAL, f) for f in range(4)]
    explored(s, 1)
    turn.primary(s, 0, solo_data().cards[card(8)])
    assert sum(1 for d in s.zone_dice[3] if d != EMPTY) == 1
    assert s.loc_shelters[1] == (1,)  # the Architect's shelter on the highest tile
    assert s.solo.artefacts >> ARTEFACTS.index("sapling") & 1


def test_wilderness_card_places_the_weakest_fitting_dino():
    s = position(cards=(5, 2))
    explored(s, 1, 2, 4, 6)
    n = s.players[1]
    reach = [i for i in placing.available(s) if not placing.placements.explored(s, i)]
    assert sorted(reach) == [3, 5, 7]
    turn.primary(s, 0, solo_data().cards[card(5)])
    assert s.loc_dino[7] == 1 and s.loc_dino_kind[7] == TSH - 1  # highest, weakest dino
    assert n.home[TSH] == 0 and n.home[TR] == 1


def test_reserve_action_then_the_marker_goes_back_to_zero():
    s = position()
    s.solo.marker = [ON_CARD, 1]
    explored(s, 1, 2)
    effects.reserve_action(s, 0)  # Architect: a shelter on the lowest tile, a structure
    assert s.solo.marker[0] == 0 and s.loc_shelters[1] == (1,)
    assert sum(r.count(1) for r in s.structure_owner) == 1
