"""One test per ruling of RULINGS.md (A1-A37 from the digest, B1-B24 added), each named
after its id. Rulings already pinned by a worked example point to it and check the part
the example does not. B25-B28 are tested where their rule lives (test_discoveries.py,
test_effects.py, test_lectures.py), as RULINGS.md names."""

from __future__ import annotations

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.newton import GAME, scoring
from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import TECH, TRAVEL, WORKS
from ludotheque.games.newton.rules import (
    discoveries,
    flow,
    masters,
    objectives,
    rewards,
    travel,
    upkeep,
)
from ludotheque.games.newton.rules.tasks import CARD, SPLIT
from ludotheque.games.newton.rules.values import symbols, tiles_placed, volumes

from .fixtures import (
    card,
    hold,
    make_state,
    master,
    objective_tile,
    options,
    place_tile,
    play,
    push,
    set_desk,
    set_hand,
    set_row,
    set_tucked,
    tiny_board,
    tiny_map,
    tiny_tracks,
    token_at,
    track_tile,
    visit,
    with_parts,
)


def test_a1_a2_the_84_vp_example_reads_5_tokens_and_a_zero_line():
    s = make_state(2)
    objective_tile(s, 1, "obj-bonus")
    objective_tile(s, 0, "obj-coins")
    s.work[0] = s.ctx.comp.tracks.work_last
    visit(s, 0, "Objective")
    s.tokens[0] = (0, 1, 2, 3, 4)
    s.coins[0] = 0
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {"obj-coins": 0, "obj-bonus": 10}


def test_a3_120_is_genie_121_is_legende():
    tiles = components().tiles
    assert tiles.rank(120)[0] == "Génie" and tiles.rank(121)[0] == "Légende des sciences"


def test_a4_first_game_keeps_the_four_masters_dealt():
    s = GAME.setup({"players": 3, "first_game": True}, 4)
    assert [len(h) for h in s.held] == [4, 4, 4] and s.phase == "turn"
    s = GAME.setup({"players": 3}, 4)
    assert s.phase == "draft" and GAME.pending(s).private


def test_a5_segments_are_income_not_immediate():
    board = tiny_board([("p", 1, 1, "printed"), ("a", 1, 2, "blue")], [("r", ["p", "a"], 3)])
    s = make_state(2, with_parts(boards=(board,)))
    set_desk(s, 0, ["s-tech"])
    push(s, ("studies", 1, 0, 0, 1))
    play(s, "book a")
    assert s.vp[0] == 0
    upkeep.income(s)
    assert s.vp[0] == 3


def test_a6_round_six_upkeep_tucks_nothing_and_pays_income():
    s = make_state(2)
    s.round = 6
    s.income[0] = (0,)
    set_desk(s, 0, ["s-works", "s-tech"])
    flow.end_round(s)
    assert s.phase == "over" and s.tucked[0] == () and len(s.desks[0]) == 2
    assert s.vp[0] == 2


def test_a7_the_scientist_counts_only_for_the_expansion():
    s = make_state(2)
    objective_tile(s, 0, "obj-coins")
    s.scientist[0] = s.ctx.comp.europe.objective
    assert objectives.occupied(s, 0) == [] and objectives.occupied(s, 0, scientist=True) == [0]
    assert scoring.breakdown(s)["seats"][0]["objectives"] == {}


@pytest.mark.parametrize(
    ("reading", "tasks"), [("single", [("tech", 2)]), ("separate", [("tech", 1), ("tech", 1)])]
)
def test_a8_invention_actions_per_item(reading, tasks):
    europe = tiny_map(
        [("B", "start"), ("A1", "ancient"), ("A2", "ancient")], [("B", "A1", 0), ("B", "A2", 0)]
    )
    s = make_state(2, with_parts(europe=europe), invention_actions=reading)
    place_tile(s, "A1", "ancient-A")
    place_tile(s, "A2", "ancient-B")
    visit(s, 0, "A1", "A2")
    inv = [t.id for t in s.ctx.comp.tiles.inventions].index("inv-ancient-tech")
    rewards.invention(s, 0, inv)
    assert [t[:2] for t in s.tasks] == tasks and s.vp[0] == 4


def test_a9_the_question_mark_stays_for_later_arrivals():
    s = make_state(2)
    sp = [t.id for t in s.ctx.comp.tiles.specializations].index("spec-any-1")
    rewards.specialization(s, 0, sp)
    s.decision = None
    play(s, "development travel")
    s.active = 1
    rewards.specialization(s, 1, sp)
    s.decision = None
    assert "development works" in options(s) and "income vp" in options(s)


def test_a10_slots_trigger_at_every_arrival_until_the_supply_is_out():
    tracks = tiny_tracks(["start", "specialization", "objective"], [("S", "start", [], None)])
    s = make_state(2, with_parts(tracks=tracks))
    track_tile(s, "W1", "spec-works")
    s.supply_dev[WORKS] = 1
    for seat in (0, 1):
        s.active = seat
        push(s, ("works", 1, 0))
        play(s, "works 1")
    assert s.drawers == [(WORKS,), ()]


def test_a11_works_coins_when_the_marker_is_stopped():
    tracks = tiny_tracks(["start", "plain", "objective"], [("S", "start", [], None)])
    s = make_state(2, with_parts(tracks=tracks))
    push(s, ("works", 4, 0))
    play(s, "works 4")
    assert s.work[0] == 1 and s.coins[0] == 2 + 4  # stopped by the prerequisite


@pytest.mark.parametrize(("flag", "potions"), [(True, 1), (False, 0)])
def test_a12_cavendish_and_the_pile_bonus(flag, potions):
    s = make_state(2, cavendish_pile_bonus=flag)
    s.piles[0:4] = [2, 3, 3, 3]
    hold(s, 0, "cavendish")
    masters.play_master(s, 0, master(s, "cavendish"))
    assert s.piles[0:4] == [0, 3, 3, 3] and s.potions[0] == potions


def test_a13_an_empty_hand_still_takes_its_turn():
    s = make_state(2)
    set_hand(s, 0, [])
    s.coins[0] = 3
    assert options(s) == ("end turn", "buy potion")
    play(s, "buy potion")  # then nothing is left to do: the turn ends by itself
    assert s.potions[0] == 1 and s.active == 1 and s.desks[0] == []
    # At upkeep, a seat that played no card tucks nothing.
    s = make_state(2)
    s.desks[1] = [card(s, "s-works", 1), card(s, "s-tech", 1)]
    upkeep.begin(s)
    assert s.commits[0] == upkeep.NOTHING and GAME.pending(s).seat == 1


def test_a14_village_jump_needs_a_free_village():
    s = make_state(2)
    p = s.ctx.comp.europe.place
    assert p("Munchen") in travel.free_villages(s, 0)  # silver
    token_at(s, "map", "Lyon", "bonus-vp-1")
    free = set(travel.free_villages(s, 0))
    assert p("Lyon") not in free and p("Berlin") in free  # Berlin: gold, no token


def test_a15_back_and_forth_pays_each_step_and_takes_a_token_once():
    europe = tiny_map([("B", "start"), ("V", "village", "gold", "U")], [("B", "V", 1)])
    s = make_state(2, with_parts(europe=europe))
    token_at(s, "map", "V", "bonus-coins-1")
    s.coins[0] = 3
    push(s, ("travel", 3, 0, 0))
    play(s, "to V", "to B", "to V")
    assert s.coins[0] == 3 - 3 + 2 and len(s.tokens[0]) == 1


def test_a16_the_end_cube_is_placed_the_paid_city_effect_may_be_declined():
    europe = tiny_map(
        [("B", "start"), ("C", "city"), ("U", "university")], [("B", "C", 0), ("C", "U", 0)]
    )
    s = make_state(2, with_parts(europe=europe))
    place_tile(s, "C", "city-university")
    push(s, ("travel", 1, 0, 0))
    play(s, "to C")
    assert s.cubes[0] == 1 and options(s) == ("cube U", "done")


def test_a17_wild_volumes_take_the_colour_that_helps():
    s = make_state(2)
    s.masters[0] = (master(s, "fahrenheit"),)
    set_desk(s, 0, ["s-works", "s-lessons"])  # orange, orange
    set_hand(s, 0, ["2-tech-o"])  # orange; triples
    play(s, "play 2-tech-o", "effect")
    assert s.vp[0] == 4  # 3 orange + a wild: one set of 3


def test_a18_the_cards_own_volume_counts():
    s = make_state(2)
    set_hand(s, 0, ["1-works-o"])  # orange, 1 VP per orange
    play(s, "play 1-works-o", "effect")
    assert s.vp[0] == 1


def test_a19_copy_reaches_the_desk_of_this_round_only():
    s = make_state(2)
    s.coins[0] = 5
    set_tucked(s, 0, ["1-works-g"])  # an exchange, tucked: dead
    set_hand(s, 0, ["1-lessons-o"])
    play(s, "play 1-lessons-o")
    assert "effect" not in options(s)


def test_a20_universities_numerals():
    assert sorted(components().tiles.universities) == ["I", "I", "II", "II", "III", "III"]


def test_a21_four_different_study_boards():
    boards = components().boards
    assert len(boards) == 4
    assert len({tuple(b.req_value) for b in boards}) == 4


def test_a22_a_swapped_tile_returns_to_its_supply_and_medicine_may_replace():
    s = make_state(2)
    s.income[0] = (0, 0, 1, 1, 2)
    s.medicine_left = 4
    rewards.medicine(s, 0)
    s.decision = None
    assert options(s) == ("replace vp", "replace coins", "replace potion", "keep")
    play(s, "replace coins")
    assert s.income[0] == (0, 0, 1, 2, 3) and s.supply_income[1] == 5 and s.medicine_left == 3


def test_a23_half_price_rounds_up():
    s = make_state(2, modules=["great-discoveries"])
    g = [d.id for d in s.ctx.comp.tiles.discoveries].index("gd-cubes")  # cost 5
    assert discoveries.price(s, g, True) == 3


def test_a24_a_special_space_passed_is_reached():
    s = make_state(2, modules=["great-discoveries"])
    g = [d.id for d in s.ctx.comp.tiles.discoveries].index("gd-work-spaces")
    specials = s.ctx.comp.tracks.work_special
    s.work[0] = specials[0] + 1
    assert discoveries.vp_now(s, 0, g) == 2 * (len(specials) - 1)


def test_a25_x2_on_a_new_student_token_gives_two():
    s = make_state(2)
    tok = [t.id for t in s.ctx.comp.tiles.tokens].index("bonus-student-1")
    rewards.apply_token(s, 0, tok, 2)
    assert s.students[0:4].count(-1) == 1


def test_a26_either_or_cards_count_both_symbols_on_the_desk():
    s = make_state(2, modules=["ex-cathedra"])
    set_desk(s, 0, ["c1-works-or-tech"])
    assert symbols(s, 0, WORKS) == 1 and symbols(s, 0, TECH) == 1


def test_a27_reveal_from_a_short_deck():
    s = make_state(2)
    s.decks[0] = [card(s, "1-works-b")]
    assert "reveal I" in options(s) and "reveal II" not in options(s)
    play(s, "reveal I")
    assert s.rows[0] == [card(s, "1-works-b")] and s.decks[0] == [] and s.coins[0] == 1


def test_a28_descartes_choice_for_a_joker_like_card():
    s = make_state(2, modules=["ex-cathedra"])
    set_row(s, 1, ["c1-travel-or-lessons"])
    set_desk(s, 0, ["s-travel"])
    hold(s, 0, "descartes")
    masters.play_master(s, 0, master(s, "descartes"))
    s.decision = None
    play(s, "take c1-travel-or-lessons")
    assert options(s) == ("action travel", "action lessons", "done")
    play(s, "action travel")
    assert s.tasks[-1] == ("travel", 2, 0, 0)


def test_a29_the_printed_tile_is_not_placed():
    s = make_state(2)
    assert tiles_placed(s, 0) == 0
    s.piles[0] = 0
    assert tiles_placed(s, 0) == 3


def test_a30_no_master_left():
    s = make_state(2)
    rewards.trigger_master(s, 0)
    assert s.tasks == []


def test_a31_tucked_volumes_are_not_available():
    s = make_state(2)
    set_tucked(s, 0, ["s-tech", "s-travel"])
    assert volumes(s, 0) == (0, 0, 0, 0)


def test_a32_hands_are_public_in_views_and_kept_by_determinize():
    s = GAME.setup({"players": 3, "first_game": True}, 7)
    v = GAME.view(s, 1)
    names = GAME.view(s, None)["seats"]
    for p in range(3):
        ids = [s.ctx.comp.cards.cards[c].id for c in s.hands[p]]
        assert [c["id"] for c in v["seats"][p]["hand"]] == ids
        assert [c["id"] for c in names[p]["hand"]] == ids
    assert "masters_in_hand" in v["seats"][1] and "masters_in_hand" not in v["seats"][0]
    det = GAME.determinize(s, 1, Rng(3))
    assert det.hands == s.hands
    assert sorted(m for h in det.held for m in h) != [] and det.held[1] == s.held[1]


def test_a33_special_action_4_on_the_medicine_tile():
    from .test_lectures import test_sa4_an_income_tiles_bonus_for_1_coin

    test_sa4_an_income_tiles_bonus_for_1_coin()


def test_a34_the_third_tile_of_pile_three_plays_a_held_master():
    s = make_state(2)
    hold(s, 0, "bruno")
    s.piles[0:4] = [0, 0, 1, 3]
    rewards.take_shelf_tile(s, 0)
    assert s.tasks == [("master",)] and len(s.held[0]) == 1


def test_a35_each_part_of_a_split_resolves_fully():
    s = make_state(2)
    hold(s, 0, "bruno")
    s.piles[0:4] = [1, 3, 3, 3]
    set_desk(s, 0, ["s-tech", "s-travel", "s-works"])
    board = s.ctx.comp.boards[0]
    s.shelf[0] = board.printed
    push(s, ("studies", 2, SPLIT, 0, 99))
    ones = [o for o in options(s) if o.startswith("book s1")]
    play(s, ones[0])
    assert s.potions[0] == 1  # the first part's pile bonus at once


def test_a36_two_students_share_a_special_space_each_arrival_triggers():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["I"], None), ("I", "invention", ["E"], None), ("E", "plain", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    track_tile(s, "I", "inv-potion-vp")
    s.students[0:2] = [0, 0]
    push(s, ("tech", 2, SPLIT, 0, -1, 0))
    play(s, "to I", "done", "to I")  # Students on one node are alike: chosen at once
    assert s.vp[0] == 12 and s.students[0:2] == [1, 1]


def test_a37_returned_cards_stay_known_under_their_deck():
    s = GAME.setup({"players": 2, "first_game": True}, 9)
    row = list(s.rows[0])
    upkeep.refresh_rows(s)
    det = GAME.determinize(s, 0, Rng(5))
    assert det.decks[0][: len(row)] == row == s.decks[0][: len(row)]


# ----- B-rulings ------------------------------------------------------------------------------
def test_b1_quick_actions_during_an_action_not_in_effect_choices():
    s = make_state(2)
    s.coins[0] = 3
    push(s, ("travel", 1, 0, 0))
    assert "buy potion" in options(s)
    s.tasks.clear()
    hold(s, 0, "bruno", "cusano")
    push(s, ("master",))
    assert "buy potion" not in options(s)


def test_b2_boost_during_an_action_adds_to_the_value_left():
    s = make_state(2)
    set_hand(s, 0, ["s-travel"])
    play(s, "play s-travel", "action travel", "to Lyon")
    assert "boost" in options(s)
    play(s, "boost")
    assert s.tasks[-1][1] == 1 and s.coins[0] == 0


def test_b3_single_options_resolve_by_themselves():
    s = make_state(2)
    set_hand(s, 0, ["s-works"])
    s.coins[0] = 0
    play(s, "play s-works", "action works", "works 1")
    assert s.active == 1  # the turn ended: nothing else could be done


def test_b4_the_value_performed_is_the_value_used():
    s = make_state(2)
    set_desk(s, 0, ["s-works"])
    set_hand(s, 0, ["1-works-b"])
    play(s, "play 1-works-b", "action works", "works 1")
    assert (s.done_action, s.done_value) == (WORKS, 1)


def test_b5_entering_an_objective_again_needs_its_prerequisite():
    europe = tiny_map([("B", "start"), ("O", "objective")], [("B", "O", 0)])
    s = make_state(2, with_parts(europe=europe))
    s.potions[0] = 8
    push(s, ("travel", 3, 0, 0))
    play(s, "to O paying 4 potions", "to B", "to O paying 4 potions")
    assert s.potions[0] == 0


def test_b6_wild_card_in_hand_for_three_different_volumes():
    s = make_state(2)
    set_hand(s, 0, ["s-tech", "s-travel", "1-works-b"])  # blue, green, blue + wild
    assert objectives.three_different(s, 0) == 1


def test_b7_x2_is_automatic():
    from .test_effects import test_double_bonus_tokens_on_the_cards_tech_action

    test_double_bonus_tokens_on_the_cards_tech_action()


def test_b8_tuck_choices_hidden_until_all_chose():
    s = GAME.setup({"players": 2, "first_game": True, "first_player": 0}, 1)
    rng = Rng(2)
    while s.phase != "tuck":
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    d = GAME.pending(s)
    assert d.private and d.kind == "tuck"
    GAME.apply(s, d.options[0])
    other = 1 - d.seat
    if s.phase == "tuck":
        v = GAME.view(s, other)
        assert v["seats"][d.seat]["tuck_chosen"] and "tuck" not in v["seats"][d.seat]


def test_b9_draft_passes_to_the_next_seat():
    s = GAME.setup({"players": 3}, 12)
    packets = [tuple(p) for p in s.packets]
    for seat in range(3):
        d = GAME.pending(s)
        assert d.seat == seat
        GAME.apply(s, d.options[0])
    for seat in range(3):
        # What seat kept from its packet stays; the rest went to the next seat.
        assert set(s.packets[(seat + 1) % 3]) == set(packets[seat]) - set(s.held[seat])
        assert len(s.held[seat]) == 1


def test_b10_solo_draws_six_and_keeps_four():
    s = GAME.setup({"players": 1}, 3)
    assert len(s.packets[0]) == 6 and s.first == 0
    play(s, GAME.pending(s).options[0])
    play(s, GAME.pending(s).options[0])
    assert len(s.held[0]) == 4 and s.phase == "turn"


def test_b11_ending_the_turn_without_the_action():
    s = make_state(2)
    set_hand(s, 0, ["s-works", "s-tech"])
    play(s, "play s-works", "end turn")
    assert s.desks[0] == [card(s, "s-works", 0)] and s.active == 1


def test_b12_done_spends_the_effect():
    s = make_state(2)
    set_hand(s, 0, ["1-travel-b", "s-tech"])
    play(s, "play 1-travel-b", "effect", "done")
    assert s.coins[0] == 2 and "effect" not in options(s)


def test_b13_a_student_chosen_and_not_moved_triggers_nothing():
    tracks = tiny_tracks(
        ["start", "plain", "objective"],
        [("S", "start", ["I"], None), ("I", "invention", ["E"], None), ("E", "plain", [], None)],
    )
    s = make_state(2, with_parts(tracks=tracks))
    track_tile(s, "I", "inv-potion-vp")
    s.students[0:2] = [0, 1]  # on S and on the Invention space
    push(s, ("tech", 2, 0, 0, -1, 0))
    assert options(s) == ("student S", "student I", "done")
    play(s, "student I", "done")
    assert s.tasks == [] and s.vp[0] == 0  # no move ended on the Invention


def test_b14_an_impossible_master_action_does_nothing():
    s = make_state(2)
    s.students[0:4] = [-1, -1, -1, -1]
    hold(s, 0, "halley")
    masters.play_master(s, 0, master(s, "halley"))
    assert s.tasks == []


def test_b15_winkelmann_targets_and_no_decline():
    from .test_masters import test_winkelmann_a_cube_anywhere_with_its_city_bonus

    test_winkelmann_a_cube_anywhere_with_its_city_bonus()


def test_b16_medicine_effects():
    s = make_state(2)
    rewards.medicine(s, 0)
    rewards.medicine(s, 0)
    rewards.medicine(s, 0)
    assert s.medicine[0] == 2 and s.med_visits[0] == 3 and s.income[0] == (3,)


def test_b17_one_effect_per_card_play():
    s = make_state(2)
    s.coins[0] = 4
    set_hand(s, 0, ["1-works-g", "s-tech"])
    play(s, "play 1-works-g", "effect")
    assert "effect" not in options(s)


def test_b18_no_same_kind_swap():
    s = make_state(2)
    s.drawers[0] = (TRAVEL,) * 5
    rewards.development(s, 0, TRAVEL)
    assert s.tasks == []


def test_b19_special_card_shows_its_symbol_on_the_desk():
    s = make_state(2, modules=["ex-cathedra"])
    set_desk(s, 0, ["c1-tech-sa1"])
    assert symbols(s, 0, TECH) == 1
    s.tucked[0] = (card(s, "c1-tech-sa1"),)
    s.desks[0] = []
    assert symbols(s, 0, TECH) == 0


def test_b20_only_the_active_seat_decides_during_a_turn():
    s = GAME.setup({"players": 3, "first_game": True}, 8)
    rng = Rng(8)
    while s.phase == "turn" and s.round == 1:
        d = GAME.pending(s)
        assert d.seat == s.active
        GAME.apply(s, rng.below(len(d.options)))


def test_b21_a_move_ends_when_nothing_can_extend_it():
    s = make_state(2)
    s.coins[0] = 0
    push(s, ("travel", 1, CARD, 0))
    s.card = card(s, "s-travel", 0)
    play(s, "to Lyon")
    assert s.tasks == []


def test_b22_great_discovery_offers_may_be_declined():
    s = make_state(2, modules=["great-discoveries"])
    s.display = (0,)
    push(s, ("gd-take", 0))
    play(s, "done")
    assert s.display == (0,) and s.gd_up[0] == ()


def test_b23_determinize_redeals_only_unseen_masters():
    s = GAME.setup({"players": 2}, 21)
    rng = Rng(1)
    while s.phase == "draft":
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    seen = s.seen[0]
    for k in range(5):
        det = GAME.determinize(s, 0, Rng(k))
        assert set(det.held[0]) == set(s.held[0])
        for m in s.held[1]:
            if seen >> m & 1:
                assert m in det.held[1]  # passed by seat 0 and not back: seat 1 has it


def test_b24_no_quick_actions_at_upkeep():
    s = GAME.setup({"players": 2, "first_game": True}, 1)
    rng = Rng(2)
    while s.phase != "tuck":
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    assert all(o.startswith("tuck ") for o in GAME.pending(s).options)
    assert flow.decide(s).kind == "tuck"
