"""The expansion's pieces on the base maps: T18, expedition cards (C1), Courage (C2, B1),
Veneration (C3, B2), storm pieces (C4, B11) and the walking metal totem (C5, B10).

Every test runs on a tiny purpose-built map (fixtures.py) and drives play through
`GAME.pending` / `GAME.apply` with option texts, except where the point is only a score.
Seats: red 0, yellow 1, and a third seat 2.
"""

from __future__ import annotations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.components.expeditions import expedition_cards
from ludotheque.games.iwari.rules import atlas
from ludotheque.games.iwari.scoring import hut_multiplier, hut_scores, totem_scores
from ludotheque.games.iwari.state import HONOUR, UNION

from .fixtures import (
    atlas_map,
    deal,
    make_state,
    options,
    play,
    put_hut,
    put_huts,
    put_on_space,
    put_totems,
    setup_on,
    tiny_board,
)

RED, YELLOW, THIRD = 0, 1, 2


def decision(s):
    d = GAME.pending(s)
    return d.seat, d.kind


# ----- T18 and Courage (C2, B1) -----------------------------------------------------------
def _courage_state(union_on_c=2):
    """C (coast, 5 spaces): red 3 huts, yellow 2; F (forest) is the last unexplored
    territory and seat 2 is about to explore it."""
    board = tiny_board([("C", "coast", 5), ("F", "forest", 3)], [("C", "F")])
    s = make_state(
        board,
        3,
        hands={THIRD: ["forest", "tundra", "desert"]},
        river=["glacier"] * 4,
        pile=["glacier"] * 6,
        active=THIRD,
        exploits=["courage"],
    )
    put_huts(s, "C", RED, 3)
    put_huts(s, "C", YELLOW, 2)
    s.terr_pawns[2 * board.territory("C") + UNION] = union_on_c
    return s


def test_t18_two_union_and_one_courage_multiply_by_two():
    """L647-L653: red 5 and yellow 3 at base; 2 Union + 1 Courage -> x2: red 10, yellow 6."""
    s = _courage_state()
    assert hut_scores(s, final=True) == [15, 9, 0]  # x3 before Courage
    play(s, "build F", "hut F.1")  # the last unexplored territory is explored
    assert decision(s) == (THIRD, "courage")
    assert options(s) == ("courage C", "courage none")  # only beside an exploit (B1)
    play(s, "courage C")
    assert s.courage == ("t", s.ctx.board.territory("C"))
    assert hut_multiplier(s, s.ctx.board.territory("C")) == 2
    # C: red 5x2, yellow 3x2; F: seat 2 alone, 1 (no multiplier).
    assert hut_scores(s, final=True) == [10, 6, 1]
    assert decision(s) == (THIRD, "refill")


def test_c2_courage_may_be_declined():
    s = _courage_state()
    play(s, "build F", "hut F.1", "courage none")
    assert s.courage == "discarded"
    assert hut_scores(s, final=True) == [15, 9, 1]  # the two Union pawns still give x3


def test_c2_courage_is_discarded_without_any_exploit_on_the_map():
    s = _courage_state(union_on_c=0)
    play(s, "build F", "hut F.1")
    assert s.courage == "discarded"
    assert decision(s) == (THIRD, "refill")  # no choice was offered
    assert hut_scores(s, final=True) == [5, 3, 1]


def test_c2_courage_only_for_the_last_unexplored_territory():
    board = tiny_board(
        [("C", "coast", 5), ("F", "forest", 3), ("D", "desert", 3)], [("C", "F"), ("F", "D")]
    )
    s = make_state(
        board,
        3,
        hands={RED: ["forest", "tundra", "glacier"], YELLOW: ["desert", "tundra", "glacier"]},
        river=["coast"] * 4,
        pile=["coast"] * 8,
        exploits=["courage"],
    )
    put_huts(s, "C", RED, 3)
    s.terr_pawns[2 * board.territory("C") + UNION] = 1
    play(s, "build F", "hut F.1", "draw")  # D is still unexplored: nothing yet
    assert s.courage is None
    assert decision(s) == (YELLOW, "action")
    play(s, "build D", "hut D.1")  # yellow explores the last one and wins Courage
    assert decision(s) == (YELLOW, "courage")
    play(s, "courage C")
    assert hut_multiplier(s, s.ctx.board.territory("C")) == 1
    # C: red 3 (x2 cancelled by Courage: x1); F: red 1; D: yellow 1.
    assert hut_scores(s, final=True) == [4, 1, 0]


def test_c2_courage_on_a_map_with_a_territory_without_hut_spaces():
    board = atlas_map(
        [("V", "void", 0), ("F", "forest", 3), ("C", "coast", 3)],
        [("V", "F"), ("F", "C")],
        features={"void_territory": "V"},
    )
    s = make_state(
        board,
        3,
        hands={RED: ["coast", "glacier", "desert"]},
        river=["glacier"] * 4,
        pile=["glacier"] * 6,
        exploits=["courage"],
    )
    put_huts(s, "F", YELLOW, 2)
    s.terr_pawns[2 * board.territory("F") + UNION] = 1
    play(s, "build C", "hut C.1")  # C is the last territory a hut can explore
    assert decision(s) == (RED, "courage")
    assert options(s) == ("courage F", "courage none")


def test_b1_courage_on_a_connection_cancels_its_honour_pawn():
    board = tiny_board([("C", "coast", 5), ("F", "forest", 3)], [("C", "F")])
    s = make_state(
        board,
        3,
        hands={THIRD: ["forest", "tundra", "desert"]},
        river=["glacier"] * 4,
        pile=["glacier"] * 6,
        active=THIRD,
        exploits=["courage"],
        modules=["honour"],
    )
    put_huts(s, "C", RED, 3)
    put_totems(s, "C", RED, 2)
    s.conn_pawns[0] = 1  # an Honour pawn on connection 1
    s.pawns_left[HONOUR] = 0
    play(s, "build F", "hut F.1")
    assert options(s) == ("courage 1", "courage none")
    play(s, "courage 1")
    # Red leads C; give red the F majority too, so that connection 1 scores.
    put_hut(s, "F.2", RED)
    put_totems(s, "F", RED, 1)
    assert totem_scores(s) == [3, 0, 0]  # 2 + 1 segments, x2 cancelled to x1


# ----- expedition cards (C1) ---------------------------------------------------------------
TID = {"forest": "F", "tundra": "T", "coast": "C", "glacier": "G", "desert": "D"}
SIZE = 15


def _expedition_board(crossings=False):
    extra = [(f"G.{i}", f"D.{i}") for i in range(2, 14)] if crossings else []
    return tiny_board(
        [(tid, biome, SIZE) for biome, tid in TID.items()],
        [("F", "T"), ("T", "C"), ("C", "G"), ("G", "D")],
        extra_paths=extra,
    )


def _card(number):
    cards = expedition_cards()
    index = next(i for i, c in enumerate(cards) if c["number"] == number)
    return index, cards[index]


def _free(s, tid):
    board = s.ctx.board
    return next(board.space_ids[x] for x in board.spaces[board.territory(tid)] if s.owner[x] < 0)


def _others(biome):
    """Two cards of two other biomes: one card never pays a second construction."""
    return [b for b in TID if b != biome][:2]


def _mission(s, number):
    """Put pieces so that each seat needs one more construction; return, per seat, the
    biome of the card it plays and a function giving its option texts."""
    _, card = _card(number)
    need = card["threshold"]
    mission = card["mission"]
    seats = range(3)
    if mission == "huts_in_biome":
        tid = TID[card["biome"]]
        for seat in seats:
            put_huts(s, tid, seat, need - 1)
        return card["biome"], lambda: ["build " + tid, "hut " + _free(s, tid)]
    if mission == "huts_in_every_biome":
        for tid in "FTCG":
            for seat in seats:
                put_huts(s, tid, seat, need)
        return "desert", lambda: ["build D", "hut " + _free(s, "D")]
    if mission == "hut_majorities":
        for tid in "FTCG"[: need - 1]:
            for seat in seats:
                put_huts(s, tid, seat, 1)  # tied majorities count (C1)
        return "desert", lambda: ["build D", "hut " + _free(s, "D")]
    if mission == "totems_in_biome":
        tid = TID[card["biome"]]
        put_huts(s, tid, RED, 3 * need + 1)  # room under the totem limit
        for seat in seats:
            put_totems(s, tid, seat, need - 1)
        return card["biome"], lambda: ["build " + tid, "totem"]
    if mission == "totems_in_every_biome":
        for tid in "FTCGD":
            put_huts(s, tid, RED, 3 * need)  # room for the three seats' segments
        for tid in "FTCG":
            for seat in seats:
                put_totems(s, tid, seat, need)
        return "desert", lambda: ["build D", "totem"]
    if mission == "totem_majorities":
        for tid in "FTCGD":
            put_huts(s, tid, RED, 3)
        for tid in "FTCG"[: need - 1]:
            for seat in seats:
                put_totems(s, tid, seat, 1)
        return "desert", lambda: ["build D", "totem"]
    if mission == "colony":
        for seat in seats:
            for i in range(1, need):
                put_hut(s, f"F.{seat * need + i}", seat)
        nxt = iter(f"F.{seat * need + need}" for seat in seats)
        return "forest", lambda: ["build F", "hut " + next(nxt)]
    if mission == "huts_on_crossings":
        for seat in seats:
            for i in range(need - 1):
                put_hut(s, f"G.{2 + seat * need + i}", seat)
        nxt = iter(f"G.{2 + seat * need + need - 1}" for seat in seats)
        return "glacier", lambda: ["build G", "hut " + next(nxt)]
    raise AssertionError(mission)


@pytest.mark.parametrize("number", range(1, 17))
def test_c1_each_mission_first_and_second_reward_then_nothing(monkeypatch, number):
    """The first tribe to complete a face-up card's mission scores its first circle, the
    second its second circle; a third achiever gets nothing (L582)."""
    index, card = _card(number)
    first, second = card["rewards"]
    board = _expedition_board(crossings=card["mission"] == "huts_on_crossings")
    s = setup_on(monkeypatch, board, {"players": 3, "expeditions": True, "first_player": 0}, 4)
    s.expedition_cards = (index,)
    s.expedition_claims = [-1, -1]
    biome, move = _mission(s, number)
    deal(
        s,
        hands={seat: [biome, *_others(biome)] for seat in range(3)},
        river=[_others(biome)[0]] * 4,
        pile=[_others(biome)[1]] * 9,
    )
    assert s.expedition_scores == [0, 0, 0]
    expected = ([first, 0, 0], [first, second, 0], [first, second, 0])
    for seat in range(3):
        assert decision(s) == (seat, "action")
        play(s, *move(), "draw")
        assert s.expedition_scores == expected[seat], f"after seat {seat}"
    assert s.expedition_claims == [RED, YELLOW]
    assert GAME.scores(s) == [first, second, 0]
    assert s.expedition_cards == (index,)


def test_c1_expedition_rewards_are_the_cards_data():
    cards = expedition_cards()
    assert [c["number"] for c in cards] == list(range(1, 17))
    assert all(len(c["rewards"]) == 2 and c["rewards"][0] > c["rewards"][1] > 0 for c in cards)
    assert cards[15]["min_paths"] == 3  # ruling B9: "au moins 3 routes"


def test_c1_three_face_up_cards_that_never_refill(monkeypatch):
    board = _expedition_board()
    s = setup_on(monkeypatch, board, {"players": 3, "expeditions": True, "first_player": 0}, 9)
    assert len(s.expedition_cards) == 3 and len(set(s.expedition_cards)) == 3
    assert s.expedition_claims == [-1] * 6
    # Lay out cards 1 (forest huts), 6 (a hut in every biome) and 15 (a colony).
    s.expedition_cards = tuple(_card(n)[0] for n in (1, 6, 15))
    need = _card(1)[1]["threshold"]
    for seat in range(3):
        put_huts(s, "F", seat, need - 1)
    deal(
        s,
        hands={seat: ["forest", "tundra", "coast"] for seat in range(3)},
        river=["glacier"] * 4,
        pile=["desert"] * 9,
    )
    r1, r2 = _card(1)[1]["rewards"]
    play(s, "build F", "hut " + _free(s, "F"), "draw")
    play(s, "build F", "hut " + _free(s, "F"), "draw")
    play(s, "build F", "hut " + _free(s, "F"), "draw")
    assert s.expedition_claims == [RED, YELLOW, -1, -1, -1, -1]
    assert s.expedition_scores == [r1, r2, 0]  # seat 2 also has 4 forest huts: nothing
    # No card comes to replace the completed one: still the same three, two untouched.
    assert s.expedition_cards == tuple(_card(n)[0] for n in (1, 6, 15))


def test_c1_the_neutral_tribe_completes_missions_too():
    _, card = _card(1)
    biome, need = card["biome"], card["threshold"]
    tid = TID[biome]
    s = make_state(
        _expedition_board(),
        2,
        hands={RED: ["glacier", biome, "desert"], YELLOW: ["tundra"] * 3},
        river=["coast"] * 4,
        pile=["coast"] * 6,
        expeditions=True,
    )
    from ludotheque.games.iwari.state import make_context

    s.ctx = make_context(s.ctx.config, s.ctx.board, expedition_cards())
    s.expedition_cards = (_card(1)[0],)
    s.expedition_claims = [-1, -1]
    neutral = 2
    put_huts(s, tid, neutral, need - 1)
    play(s, "build G", "hut G.1")
    assert decision(s) == (RED, "neutral")
    play(s, "build " + tid, "hut " + _free(s, tid))
    assert s.expedition_claims == [neutral, -1]
    assert s.expedition_scores == [0, 0, card["rewards"][0]]


# ----- Veneration (C3, B2) -------------------------------------------------------------------
def _veneration_state(card="dead-ends"):
    """Three players, seat 2 plays the last turn (the end is triggered). A: coast chain
    A.1-A.4 (dead ends A.1, A.4); B: forest chain B.1-B.3 (dead ends B.1, B.3); D: an
    empty desert; connections 1 A-B, 2 B-D."""
    board = tiny_board(
        [("A", "coast", 4), ("B", "forest", 3), ("D", "desert", 2)], [("A", "B"), ("B", "D")]
    )
    s = make_state(
        board,
        3,
        hands={THIRD: ["glacier", "tundra", "desert"]},
        river=["glacier"] * 4,
        pile=["desert"] * 6,
        active=THIRD,
        exploits=["veneration"],
        veneration_card=card,
    )
    s.end_triggered = True
    return s


def test_c3_dead_ends_single_leader_places_veneration_before_the_final_scoring():
    s = _veneration_state()
    put_hut(s, "A.4", RED)  # dead end
    put_hut(s, "A.2", RED)
    put_hut(s, "A.1", YELLOW)  # dead end
    put_hut(s, "B.3", YELLOW)  # dead end
    put_hut(s, "B.2", RED)
    play(s, "exchange", "discard desert", "draw")  # seat 2's turn ends the game
    assert decision(s) == (YELLOW, "veneration")  # yellow: 2 dead ends, red 1
    assert options(s) == ("veneration A", "veneration B", "veneration D", "veneration none")
    assert not GAME.is_over(s)
    play(s, "veneration A")
    assert GAME.is_over(s)
    # A x2: red 3x2, yellow 2x2; B: red 1 and yellow 1 tie -> 2 each.
    assert s.final_parts["huts"] == [8, 6, 0]
    assert GAME.scores(s) == [8, 6, 0]


@pytest.mark.parametrize("yellow_dead_ends", [0, 1])
def test_c3_dead_ends_tie_or_nobody_discards_veneration(yellow_dead_ends):
    s = _veneration_state()
    if yellow_dead_ends:
        put_hut(s, "A.4", RED)
        put_hut(s, "A.1", YELLOW)  # 1 dead end each: a tie
    else:
        put_hut(s, "A.2", RED)  # nobody on a dead end
        put_hut(s, "A.3", YELLOW)
    play(s, "exchange", "discard desert", "draw")
    assert GAME.is_over(s)  # no choice was offered
    assert s.veneration == "discarded"
    assert s.final_parts["huts"] == [2, 2, 0]


def test_b2_gold_tokens_most_segments_on_gold_territories_places_it_on_a_connection():
    s = _veneration_state("gold-tokens")
    board = s.ctx.board
    s.gold_tokens = (board.territory("A"),)
    put_huts(s, "A", RED, 2)
    put_huts(s, "A", YELLOW, 1)
    put_totems(s, "A", RED, 2)
    put_totems(s, "A", YELLOW, 1)
    put_huts(s, "B", RED, 1)
    put_huts(s, "B", YELLOW, 2)
    put_totems(s, "B", RED, 1)
    put_totems(s, "B", YELLOW, 1)  # yellow has 2 segments, but not on a gold territory
    play(s, "exchange", "discard desert", "draw")
    assert decision(s) == (RED, "veneration")
    assert options(s) == ("veneration 1", "veneration 2", "veneration none")  # any connection
    play(s, "veneration 1")
    # Connection 1: red majority in A (2) and tied in B (1-1): 3 + 2 segments, x2.
    assert s.final_parts["totems"] == [10, 0, 0]


def test_b2_gold_tokens_tie_discards_veneration():
    s = _veneration_state("gold-tokens")
    board = s.ctx.board
    s.gold_tokens = (board.territory("A"), board.territory("B"))
    for tid in "AB":
        put_huts(s, tid, RED, 1)
        put_huts(s, tid, YELLOW, 1)
    put_totems(s, "A", RED, 1)
    put_totems(s, "B", YELLOW, 1)
    play(s, "exchange", "discard desert", "draw")
    assert GAME.is_over(s)
    assert s.veneration == "discarded"
    assert s.final_parts["totems"] == [0, 0, 0]


def test_c3_veneration_counts_as_one_more_exploit_with_union():
    s = _veneration_state()
    put_hut(s, "A.4", RED)
    put_hut(s, "A.2", RED)
    put_hut(s, "A.3", YELLOW)
    s.terr_pawns[2 * s.ctx.board.territory("A") + UNION] = 1
    play(s, "exchange", "discard desert", "draw", "veneration A")
    assert s.final_parts["huts"] == [9, 6, 0]  # red 3, yellow 2, x3


def test_c3_veneration_may_be_declined():
    """L629: the leader "peut placer" Veneration: declining discards it."""
    s = _veneration_state()
    put_hut(s, "A.4", RED)  # red: the single dead-end leader
    put_hut(s, "A.3", YELLOW)
    play(s, "exchange", "discard desert", "draw")
    assert decision(s) == (RED, "veneration")
    play(s, "veneration none")
    assert GAME.is_over(s)
    assert s.veneration == "discarded"
    assert s.final_parts["huts"] == [2, 2, 0]  # A: a 1-1 tie, no multiplier


# ----- storm pieces (C4, B11) ----------------------------------------------------------------
def _storm_state(active=YELLOW):
    """A (coast), B (forest), C (desert), 2 spaces each; connections 1 A-B, 2 B-C, 3 A-C;
    a storm on connection 1."""
    board = tiny_board(
        [("A", "coast", 2), ("B", "forest", 2), ("C", "desert", 2)],
        [("A", "B"), ("B", "C"), ("A", "C")],
    )
    s = make_state(
        board,
        3,
        hands={active: ["forest", "desert", "tundra"]},
        river=["glacier"] * 4,
        pile=["glacier"] * 6,
        active=active,
        storms=True,
    )
    s.storms = [0]
    return s


def test_c4_the_hut_leader_of_both_territories_chooses_to_move_the_storm():
    s = _storm_state()
    put_huts(s, "A", RED, 2)
    put_hut(s, "B.1", RED)
    play(s, "build B", "hut B.2")  # yellow fills B: A and B are both full
    assert decision(s) == (RED, "storm")  # red leads with 3 huts to 1, not the builder
    assert options(s) == ("storm 1 move", "storm 1 stay")
    play(s, "storm 1 move")
    assert s.storms == [1]
    assert decision(s) == (YELLOW, "refill")


def test_c4_the_leader_may_leave_the_storm():
    s = _storm_state()
    put_huts(s, "A", RED, 2)
    put_hut(s, "B.1", RED)
    play(s, "build B", "hut B.2", "storm 1 stay")
    assert s.storms == [0]


def test_c4_a_tie_moves_the_storm():
    s = _storm_state()
    put_hut(s, "A.1", RED)
    put_hut(s, "A.2", YELLOW)
    put_hut(s, "B.1", RED)
    play(s, "build B", "hut B.2")  # red 2, yellow 2
    assert s.storms == [1]
    assert decision(s) == (YELLOW, "refill")  # nobody was asked


def test_b11_one_step_even_onto_another_fully_explored_connection():
    s = _storm_state()
    put_hut(s, "A.1", RED)
    put_hut(s, "A.2", YELLOW)
    put_huts(s, "C", THIRD, 2)  # connection 2 (B-C) will join two full territories too
    put_hut(s, "B.1", RED)
    play(s, "build B", "hut B.2")  # tie 2-2 on A+B: the storm moves once
    assert s.storms == [1]  # connection 2, and no further


def test_b11_a_storm_on_the_highest_connection_stays():
    s = _storm_state(active=YELLOW)
    s.storms = [2]  # connection 3: A-C
    put_hut(s, "A.1", RED)
    put_hut(s, "A.2", YELLOW)
    put_hut(s, "C.1", RED)
    play(s, "build C", "hut C.2")  # tie: the storm must move, but 3 is the highest
    assert s.storms == [2]


def test_c4_a_connection_under_a_storm_scores_nothing():
    s = _storm_state()
    for tid in "AB":
        put_huts(s, tid, RED, 2)
        put_totems(s, tid, RED, 2)
    assert totem_scores(s) == [0, 0, 0]  # connection 1 is covered
    s.storms = [1]
    assert totem_scores(s) == [4, 0, 0]  # uncovered once the storm moved on


# ----- walking metal totem (C5, B10) ---------------------------------------------------------
def _walking_state():
    """A (coast), B (forest), C (desert); connections 1 A-B, 2 B-C; the metal totem on 1.
    Red leads A with 1 segment and has 2 huts in B."""
    board = tiny_board(
        [("A", "coast", 4), ("B", "forest", 4), ("C", "desert", 4)], [("A", "B"), ("B", "C")]
    )
    s = make_state(
        board,
        3,
        hands={RED: ["forest", "glacier", "tundra"], YELLOW: ["desert", "glacier", "tundra"]},
        river=["glacier"] * 4,
        pile=["coast"] * 8,
        walking_totem=True,
    )
    s.metal = 0
    put_huts(s, "A", RED, 2)
    put_totems(s, "A", RED, 1)
    put_huts(s, "B", RED, 2)
    return s


def test_c5_score_now_then_the_metal_totem_moves_on():
    s = _walking_state()
    play(s, "build B", "totem")
    assert decision(s) == (RED, "refill")  # the choice comes at the end of the turn
    play(s, "draw")
    assert decision(s) == (RED, "walking-totem")
    assert options(s) == ("walking-totem score", "walking-totem wait")
    play(s, "walking-totem score")
    assert s.walking_scores == [2, 0, 0]  # A 1 + B 1 segments, red leads both
    assert GAME.scores(s) == [2, 0, 0]
    assert s.metal == 1  # now on connection 2
    assert decision(s) == (YELLOW, "action")


def test_c5_waiting_scores_nothing_and_keeps_the_metal_totem():
    s = _walking_state()
    play(s, "build B", "totem", "draw", "walking-totem wait")
    assert s.walking_scores == [0, 0, 0] and s.metal == 0


def test_c5_removed_after_the_highest_connection_and_scored_again_at_the_end():
    s = _walking_state()
    play(s, "build B", "totem", "draw", "walking-totem score")
    assert s.metal == 1
    # Yellow builds in C, next to connection 2 (B-C): red leads B, yellow leads C.
    put_huts(s, "C", YELLOW, 1)
    play(s, "build C", "totem", "draw", "walking-totem score")
    assert s.walking_scores == [2, 0, 0]  # nobody leads both B and C: nobody scores
    assert s.metal == -1  # off the board after the highest number
    # Ruling B10: connection 1 scores again at the final scoring.
    assert totem_scores(s) == [2, 0, 0]


def test_c5_a_segment_elsewhere_does_not_offer_the_walking_totem():
    s = _walking_state()
    s.metal = 1  # connection 2 (B-C)
    put_huts(s, "A", RED, 1)
    deal(s, hands={RED: ["coast", "glacier", "tundra"]})
    play(s, "build A", "totem", "draw")
    assert decision(s) == (YELLOW, "action")
    assert s.walking_scores == [0, 0, 0]


def _walking_on_ile():
    """Ile oubliee with the walking totem: O1 forest and O2 glacier joined by connection 1,
    blocked by the ruin on its purple space P1; red leads both with 2 segments each."""
    board = atlas_map(
        [("O1", "forest", 3), ("O2", "glacier", 3), ("O3", "coast", 3)],
        [("O1", "O2"), ("O2", "O3", "sea")],
        features={"locked_connections": True, "connection_routes": True, "no_mountains": True},
        purple={1: ("P1", "forest"), 2: ("P2", "tundra")},
        routes={1: ("O1.3", "O2.1"), 2: ("O2.3", "O3.1")},
    )
    s = make_state(
        board,
        3,
        hands={RED: ["forest", "glacier", "tundra"]},
        river=["glacier"] * 4,
        pile=["coast"] * 8,
        walking_totem=True,
    )
    atlas.setup(s)  # a ruin on every purple space
    s.metal = 0
    for tid in ("O1", "O2"):
        put_huts(s, tid, RED, 3)
        put_totems(s, tid, RED, 2)
    return s


def test_c5_b3_the_walking_totem_scores_a_blocked_connection_nothing():
    """L498: a connection still blocked by its ruin scores nothing, early or at the end."""
    s = _walking_on_ile()
    play(s, "build O1", "totem", "draw", "walking-totem score")
    assert s.walking_scores == [0, 0, 0, 0] and GAME.scores(s) == [0, 0, 0]
    assert s.metal == 1  # it still moves on


def test_c5_b3_the_walking_totem_scores_an_unlocked_connection_one_point():
    """L498, ruling B3: an unlocked connection is worth 1 point to each tribe scoring it."""
    s = _walking_on_ile()
    s.owner[s.ctx.board.space("P1")] = -1
    put_on_space(s, "P1", YELLOW)  # unlocked
    play(s, "build O1", "totem", "draw", "walking-totem score")
    assert s.walking_scores == [1, 0, 0, 0] and GAME.scores(s) == [1, 0, 0]


def test_c5_the_void_never_scores_the_walking_totem():
    """Void totems block majorities but never score (C16), on the walking totem too."""
    board = atlas_map(
        [("V", "void", 0), ("F", "forest", 4), ("G", "glacier", 4)],
        [("V", "F"), ("F", "G")],
        features={"void_territory": "V"},
    )
    s = make_state(
        board,
        3,
        hands={RED: ["forest", "glacier", "tundra"]},
        pile=["coast"] * 8,
        river=["glacier"] * 4,
        walking_totem=True,
    )
    atlas.setup(s)  # five Void totems on V
    v = s.ctx.void
    s.metal = 0  # connection 1, V-F
    put_huts(s, "F", RED, 3)
    put_totems(s, "F", v, 2)
    play(s, "build F", "totem", "draw", "walking-totem score")
    assert s.walking_scores == [0, 0, 0, 0] and s.scores == [0, 0, 0, 0]


@pytest.mark.parametrize("cover", ["mountain", "storm"])
def test_c20_the_walking_totem_scores_a_covered_connection_during_play(cover):
    """L104, L914: a mountain or a storm cancels a connection's end-of-game points only;
    the walking totem scores it during play (ruling C20)."""
    s = _walking_state()
    if cover == "mountain":
        s.mountains = (0,)
    else:
        s.storms = [0]
    play(s, "build B", "totem", "draw", "walking-totem score")
    assert s.walking_scores == [2, 0, 0]
    assert totem_scores(s) == [0, 0, 0]  # nothing at the end


@pytest.mark.parametrize("map_id", ["ile-oubliee", "chemins-inexplores", "le-neant"])
def test_c21_storms_are_refused_on_a_map_without_mountain_symbols(map_id):
    with pytest.raises(ConfigError) as err:
        GAME.configure({"players": 3, "map": map_id, "storms": True})
    message = str(err.value)
    assert map_id in message and "face-a" in message and "ile-oubliee, " not in message


@pytest.mark.parametrize("map_id", ["face-a", "face-b", "terres-flottantes", "longue-route"])
def test_c21_storms_are_accepted_where_mountain_symbols_are(map_id):
    assert GAME.configure({"players": 3, "map": map_id, "storms": True})["storms"] is True
