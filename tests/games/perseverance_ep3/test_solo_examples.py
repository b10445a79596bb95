"""The solo booklet's Episode 3 examples with their numbers (digest S-1..S-11)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import tasks
from ludotheque.games.perseverance_ep3.solo import effects, placing, reserve, scoring, turn
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import ON_CARD
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, TR, TSH

from .fixtures import GAME, officer
from .solo_kit import bare, card, programme, set_cards, solo, solo_started

FACES = ("adventurer", "organizer", "facilitator", "innovator")


def face(name: str) -> int:
    return FACES.index(name)


def test_s1_the_flipped_card_sends_row_cards_to_the_slots():
    """L2269: Narek's symbol left, Camilla's in the middle (card 1's symbols)."""
    s = solo_started(2)
    assert solo_data().cards[card(1)].selection == ("narek", "camilla", "x")
    s.solo.deck.insert(0, card(1))
    s.solo.row = [card(3), card(5), card(7)]
    s.solo.deck = [c for c in s.solo.deck if c not in (card(3), card(5), card(7))]
    tasks.HANDLERS["solo-fill"].play(s, ("solo-fill", -1), None)
    assert s.solo.slots == [card(3), card(5)] and s.solo.row == [-1, -1, card(7)]
    assert s.solo.flipped and s.solo.deck[0] == card(1)


def _conclude(s, row, deck):
    s.solo.row = row
    s.solo.deck = deck
    s.solo.slots = [-1, -1]
    s.tasks = []
    tasks.HANDLERS["solo-conclude"].play(s, ("solo-conclude", -1), None)


def test_s2_the_row_fills_from_its_leftmost_empty_slot():
    """L2320: the flipped card to the leftmost empty slot, the next to the other."""
    s = solo_started(2)
    _conclude(s, [-1, -1, card(9)], [card(4), card(6), card(2)])
    assert s.solo.row == [card(4), card(6), card(9)]
    s = solo_started(2)
    _conclude(s, [card(9), -1, -1], [card(4), card(6), card(2)])
    assert s.solo.row == [card(9), card(4), card(6)]


def test_s2_a_reshuffle_card_turned_up_is_replaced_until_the_row_is_full():
    """L2330-L2340 and ruling S8: each dissident gains a reserve, the discard goes back."""
    s = solo_started(2)
    s.solo.marker = [1, 2]
    s.solo.discard = [card(1), card(2), card(3)]
    _conclude(s, [-1, -1, card(9)], [card(12), card(4), card(6)])
    assert -1 not in s.solo.row and card(12) not in s.solo.row
    assert s.solo.marker == [2, 3] and s.solo.discard == []
    assert card(12) in s.solo.deck[-3:]
    assert sorted(s.solo.deck + s.solo.row) == sorted([card(k) for k in (1, 2, 3, 4, 6, 9, 12)])


def _architect_narek(seed=2):
    s = solo_started(seed)
    bare(s)
    s.solo.programmes = [programme("architect"), programme("influencer")]
    set_cards(s, 3, 2)  # Camilla's card 2: the Military zone
    return s


def test_s3_zone_choice_chain():
    """L2486-L2496: programme zone, opposite zone avoided, minority, next zone."""
    s = _architect_narek()
    # Example 1: a shelter in the programme zone goes to Construction.
    assert effects.step(s, 0, ("shelter", "programme"))
    assert s.zone_shelters[3][0] == 1
    s.solo.built = 0
    # Examples 2-5: Military has 3 of Narek's shelters to your 1; Construction is full.
    s.zone_shelters[1] = (1, 1, 1, 0, EMPTY, EMPTY)
    s.zone_shelters[3] = (1, 1, 0, 0, 2, 2)
    assert effects.step(s, 0, ("shelter", "opposite"))
    assert s.zone_shelters[2][0] == 1  # Expansion, the zone after Military
    assert s.zone_shelters[0][0] == EMPTY


def test_s4_assembly_or_programme_picks_the_zone_after_the_programme_zone():
    """L2542: 2 dice in Sustenance and Military, Narek 3 pieces to your 2 in each."""
    s = _architect_narek()
    set_cards(s, 10, 2)
    for z in (0, 1):
        s.zone_dice[z] = ((0, 0), (NEUTRAL, 1), EMPTY, EMPTY)
        s.zone_shelters[z] = (1, 1, 1, 0, EMPTY, EMPTY)
    s.pool = [d for d in s.pool if d[0] != 0]
    assert placing.assembly_zone(s, 0) == 0  # Sustenance, after Construction
    turn.primary(s, 0, solo_data().cards[card(10)])
    assert sum(1 for d in s.zone_dice[0] if d != EMPTY) == 3
    assert "resolves the Architect programme" not in " ".join(s.solo.log)


def test_s5_the_preferred_die():
    """L2568: none of the matching dice is Narek's: the neutral innovator before the
    neutral adventurer (his card's order). L2572: none matches, he has reserves: he
    spends one and turns his own die to innovator."""
    s = _architect_narek()
    set_cards(s, 1, 2)
    assert solo_data().cards[card(1)].specialists[:2] == ("innovator", "adventurer")
    s.zone_dice[0] = (EMPTY, (0, 1), (0, 2), EMPTY)  # adventurer and innovator spaces free
    s.pool = [
        (0, face("innovator")),
        (NEUTRAL, face("adventurer")),
        (NEUTRAL, face("innovator")),
        (2, face("adventurer")),
        (1, face("organizer")),
    ]
    die, f, spent = placing.choose_die(s, 0, 0, card(1))
    assert die == (NEUTRAL, face("innovator")) and not spent
    s.pool = [(0, face("innovator")), (NEUTRAL, face("facilitator")), (1, face("organizer"))]
    s.solo.marker[0] = 2
    assert placing.place_die(s, 0, 0, card(1))
    assert s.zone_dice[0][face("innovator")] == (1, face("innovator"))
    assert s.solo.marker[0] == 1 and (1, face("organizer")) not in s.pool


def test_s6_dino_placement_lowest_skips_the_swamp_after_its_assembly():
    """L2599: card 6 (lowest), Architect (no temple), a Swamp assembly held: of 8, 9
    and 10 (7 explored), location 8, with a shieldhead."""
    s = _architect_narek()
    set_cards(s, 6, 2)
    s.loc_tile = [-1] * len(s.loc_tile)
    for loc, tile in ((1, 0), (2, 1), (4, 2), (6, 3), (7, 8)):
        s.loc_tile[loc] = tile
    s.reminder_out[0] = True
    reach = [i for i in placing.available(s) if not placing.placements.explored(s, i)]
    assert sorted(reach) == [3, 5, 8, 9, 10]
    assert placing.dino_target(s, 0, up=False) == 8
    assert placing.place_dino(s, 0, up=False)
    assert s.loc_dino[8] == 1 and s.loc_dino_kind[8] == TSH - 1
    assert s.players[1].home[TSH] == 0 and s.players[1].home[TR] == 1


def test_s7_a_second_artefact_puts_a_crate_on_each_track():
    """L2634: Sapling owned, Narek gains Crown; Camilla's marker on her last space moves
    onto her programme card first."""
    s = solo_started(2)
    s.solo.artefacts = 1 << ARTEFACTS.index("sapling")
    s.solo.marker = [2, 5]
    assert reserve.gain_artefact(s, 0, "crown")
    assert s.solo.crates == [1, 1] and s.solo.marker == [2, ON_CARD]
    assert reserve.last_space(s, 0) == 4


def test_s8_a_dissident_explores_without_combat():
    """L2858: a raptor on location 6: its wild thunderhorn, the second Swamp tile,
    the Hourglass for the Dissidents; owned already: a shelter there and a reserve."""
    for owned in (False, True):
        s = solo_started(2)
        set_cards(s, 5, 2)
        s.solo.artefacts = (1 << ARTEFACTS.index("hourglass")) if owned else 0
        s.solo.marker[0] = 1
        pile = list(s.piles[0])
        tops = [t for t in pile if t >= 0][:2]
        s.loc_dino[6], s.loc_dino_kind[6] = 1, TR - 1
        placing.explore(s, 0, 6)
        assert s.players[1].untrained[2] == 1 and s.loc_wild[6] == -1
        assert s.loc_tile[6] == tops[1]
        assert s.piles[0][-1] == tops[0]  # the first, discarded under its pile (S13)
        if owned:
            assert s.loc_shelters[6] == (1,) and s.solo.marker[0] == 2
        else:
            assert reserve.owned(s, "hourglass") and s.loc_shelters[6] == ()


def _tile_iii(s):
    s.tile = 2
    assert s.ctx.comp.tables.assembly_tiles[2].rewards["2-3"][:2] == ((6, 0), (1, 1))


def test_s9_assembly_rewards_with_tile_iii():
    """L2884-L2891: 6 / 1 follower and a crate for you; 6 or 1 for the Dissidents."""
    cases = [
        ([3, 2, 1], 6, 1),  # you first
        ([3, 1, 3], 6, 6),  # you tied first with Camilla
        ([2, 3, 1], 1, 6),  # you second behind Narek (and a crate)
        ([1, 3, 2], 0, 6),  # the Dissidents first and second, you third
    ]
    for presence, you, them in cases:
        s = solo_started(2)
        _tile_iii(s)
        f0, d0 = s.players[0].followers, s.solo.followers
        s.tasks = []
        scoring.score_tile(s, presence)
        assert s.players[0].followers - f0 == you
        assert s.solo.followers - d0 == them
        assert bool(s.tasks) == (you == 1)  # the crate is yours to place


def test_s10_solo_officer_scoring():
    """L2897: the Captain at the 3rd assembly, you tied first with Camilla; 2 trained
    raptors and a pair of trained shieldheads: +3 for you, +6 for the Dissidents."""
    s = solo_started(2)
    _tile_iii(s)
    cap = officer(s, "captain")
    s.influence[cap] = [2, 1, 2]
    p = s.players[0]
    p.home = [p.home[0], 2, 2, 0, 0]
    p.tired = [0] * 5
    p.infirmary = [0] * 5
    f0, d0 = p.followers, s.solo.followers
    scoring.score_officer(s, cap)
    assert p.followers - f0 == 3 and s.solo.followers - d0 == 6


def test_s11_goal_cards_force_the_programmes():
    """L2933: goal cards 4 (Captain), 2 (Chief Mate), 13 (Chief Engineer): the
    programmes are Influencer (Chief Steward) and Cartographer (Chief of Security)."""
    for seed in range(2000):
        s = solo(seed)
        ids = sorted(s.ctx.comp.goals[g].id for g in s.solo.goals)
        if ids == [2, 4, 13]:
            progs = {solo_data().programmes[p].id for p in s.solo.programmes}
            assert progs == {"influencer", "cartographer"}
            return
    raise AssertionError("no seed dealt goal cards 2, 4 and 13")


def test_taking_a_dissidents_die_costs_three_followers():
    """L2252: 3 followers, not 2 glowberries."""
    s = solo_started(2)
    p = s.players[0]
    p.res[3] = 10
    s.tasks = [("town-die", 0)]
    d = tasks.decision(s)
    narek = [o for o in d.options if o.startswith("take Narek's")]
    assert narek
    f0 = p.followers
    tasks.play(s, narek[0])
    assert p.followers == f0 - 3 and p.res[3] == 10
    p.followers = 2
    s.tasks = [("town-die", 0)]
    assert not [o for o in tasks.decision(s).options if "Narek" in o or "Camilla" in o]


def test_goal_evaluation_and_the_end():
    """L2923-L2952: you choose 1 of the 3 goal cards at your 8th turn; at the end the
    programme officers and 2 followers per artefact; you win only with more."""
    s = solo_started(5)
    import random

    r = random.Random(5)
    seen_goal = False
    while not GAME.is_over(s):
        d = GAME.pending(s)
        if d.kind == "solo-goal":
            seen_goal = True
            assert s.players[0].turns == 8 and s.solo.turns == 7
            assert len(d.options) == 3
        GAME.apply(s, r.randrange(len(d.options)))
    assert seen_goal and s.solo.goal_scored in s.solo.goals
    arte = bin(s.solo.artefacts).count("1") * 2
    assert f"The Dissidents gain {arte} followers for their artefacts." in s.solo.log
    assert GAME.report(s)["result"] == f"{s.solo.result} against the Dissidents"
