"""One test (or a few) per base-game ruling of RULINGS.md marked implemented (A1-A22).

Each test is named after its ruling id and runs on a tiny purpose-built map (fixtures.py),
except where the ruling is about the shipped data or setup itself.
"""

from __future__ import annotations

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.components import components
from ludotheque.games.iwari.components.board import BIOMES, load_board
from ludotheque.games.iwari.scoring import (
    colonies,
    colony_scores,
    hut_scores,
    majority_tribes,
    totem_scores,
)
from ludotheque.games.iwari.state import DISCOVERY, HONOUR, UNION

from .fixtures import (
    counts,
    hand,
    huts_in,
    make_state,
    options,
    play,
    put_hut,
    put_huts,
    put_totems,
    setup_on,
    tiny_board,
    totems_in,
)

NEUTRAL = 2  # the neutral tribe's index in a 2-player game


def decision(s):
    d = GAME.pending(s)
    return d.seat, d.kind


def two_territories():
    return tiny_board([("C", "coast", 6), ("F", "forest", 4)], [("C", "F")])


# ----- A1-A4: module pawns ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("union", "discovery", "mult"), [(1, 0, 2), (0, 1, 2), (2, 0, 3), (1, 2, 4), (2, 2, 5)]
)
def test_a1_hut_multiplier_is_pawns_plus_one(union, discovery, mult):
    s = make_state(two_territories(), 3)
    put_huts(s, "C", 0, 3)
    put_huts(s, "C", 1, 2)
    t = s.ctx.board.territory("C")
    s.terr_pawns[2 * t + UNION] = union
    s.terr_pawns[2 * t + DISCOVERY] = discovery
    assert hut_scores(s, final=True) == [5 * mult, 3 * mult, 0]


def test_a1_connection_pawn_doubles_the_totem_score():
    s = make_state(two_territories(), 3)
    for tid in "CF":
        put_huts(s, tid, 0, 2)
        put_totems(s, tid, 0, 2)
    assert totem_scores(s) == [4, 0, 0]
    s.conn_pawns[0] = 1
    assert totem_scores(s) == [8, 0, 0]


def test_a2_six_pawns_split_two_two_one_one():
    s = make_state(two_territories(), 3, modules="all")
    assert s.pawns_left == [2, 2, 1, 1]
    assert GAME.view(s, 0)["board"]["modules"]["pawns_left"] == {
        "union": 2,
        "discovery": 2,
        "honour": 1,
        "respect": 1,
    }
    data = {m["module"]: m["pawns"] for m in components()["module_pawns"]}
    assert data == {"union": 2, "discovery": 2, "honour": 1, "respect": 1}
    assert sum(data.values()) == 6  # L92
    # Only enabled modules have pawns.
    assert make_state(two_territories(), 3, modules=["honour"]).pawns_left == [0, 0, 1, 0]


def test_a3_the_multiplier_helps_every_tribe_scoring_there():
    """Seat 2 wins a Discovery pawn and puts it where seats 0 and 1 score: both double."""
    board = tiny_board([("X", "coast", 2), ("Y", "forest", 5)], [("X", "Y")])
    s = make_state(
        board,
        3,
        hands={2: ["coast", "desert", "tundra"]},
        river=["glacier"] * 4,
        pile=["glacier"] * 5,
        active=2,
        modules=["discovery"],
    )
    put_huts(s, "Y", 0, 3)
    put_huts(s, "Y", 1, 2)
    put_hut(s, "X.1", 1)
    play(s, "build X", "hut X.2")  # X is full: Y is the only other territory
    assert s.terr_pawns[2 * board.territory("Y") + DISCOVERY] == 1
    assert s.module_winners[DISCOVERY] == 1 << 2
    # X (not multiplied): seats 1 and 2 tie at 1 -> 2 each. Y x2: seat 0 5x2, seat 1 3x2.
    assert hut_scores(s, final=True) == [10, 6 + 2, 2]


def test_a4_no_multiplier_at_mid_game():
    """Two Union pawns on C: the mid-game scoring (driven by the deck running out) ignores
    them; they still count at the end."""
    s = make_state(
        two_territories(),
        3,
        hands={2: ["desert", "tundra", "glacier"]},
        river=["glacier"] * 4,
        pile=["tundra"],
        discard=["forest", "forest", "desert"],
        active=2,
        modules=["union"],
    )
    put_huts(s, "C", 0, 3)
    put_huts(s, "C", 1, 2)
    s.terr_pawns[2 * s.ctx.board.territory("C") + UNION] = 2
    play(s, "exchange", "discard desert", "draw")  # the last card: mid-game
    assert s.mid_scores == [5, 3, 0]
    assert GAME.scores(s) == [5, 3, 0]
    assert hut_scores(s, final=True) == [15, 9, 0]


# ----- A5-A6: what a build plays --------------------------------------------------------
def _coast_state(cards, explored=True):
    s = make_state(
        two_territories(), 3, hands={0: cards}, river=["glacier"] * 4, pile=["tundra"] * 6
    )
    if explored:
        put_hut(s, "C.1", 1)
    return s


def test_a5_three_cards_of_the_biome_are_never_played():
    s = _coast_state(["coast", "coast", "coast"])
    assert "pay coast+coast+coast" not in s.ctx.pay_cards
    play(s, "build C", "hut C.2", "hut C.3")  # pays coast+coast: the only payment offered
    assert hand(s, 0) == {"coast": 1}
    assert counts(s.discard) == {"coast": 2}
    assert decision(s) == (0, "refill")


def test_a5_a_build_places_at_least_one_construction():
    s = _coast_state(["coast", "forest", "forest"])
    play(s, "build C")
    assert "stop" not in options(s)
    with pytest.raises(IllegalOption):
        GAME.apply(s, "stop")


def test_a5_every_card_played_is_used():
    s = _coast_state(["coast", "forest", "forest"])
    play(s, "build C", "hut C.2", "stop")
    assert decision(s) == (0, "pay")
    assert set(options(s)) == {"pay coast", "pay forest+forest"}  # no card paid for nothing
    play(s, "pay forest+forest")
    assert hand(s, 0) == {"coast": 1}


def test_a6_a_pair_of_the_territory_biome_is_not_a_joker():
    s = _coast_state(["coast", "coast", "forest"])
    play(s, "build C", "hut C.2", "stop")  # one construction: pays one coast by itself
    assert hand(s, 0) == {"coast": 1, "forest": 1}
    assert counts(s.discard) == {"coast": 1}
    # On an unexplored territory too: {coast, coast} places one hut for one coast.
    s = _coast_state(["coast", "coast", "forest"], explored=False)
    play(s, "build C", "hut C.1")
    assert hand(s, 0) == {"coast": 1, "forest": 1}


# ----- A7-A8: the neutral tribe ------------------------------------------------------------
def _two_player(cards, **options_):
    return make_state(
        two_territories(),
        2,
        hands={0: cards, 1: ["tundra"] * 3},
        river=["coast", "glacier", "glacier", "tundra"],
        pile=["desert"] * 8,
        **options_,
    )


def test_a7_neutral_plays_after_an_exchange_by_default():
    s = _two_player(["coast", "forest", "desert"])
    play(s, "exchange", "discard desert", "take coast")
    assert decision(s) == (0, "neutral")
    assert set(options(s)) == {"build C", "build F"}
    play(s, "build C", "hut C.1")
    assert huts_in(s, "C") == [0, 0, 1]


def test_a7_flag_neutral_after_exchange_false():
    s = _two_player(["coast", "forest", "desert"], neutral_after_exchange=False)
    play(s, "exchange", "discard desert", "take coast")
    assert decision(s) == (1, "action")  # hand full, no neutral sub-turn
    assert s.supply_huts[NEUTRAL] == 20
    # After a build the neutral tribe still plays.
    s = _two_player(["coast", "forest", "desert"], neutral_after_exchange=False)
    play(s, "build C", "hut C.1")
    assert decision(s) == (0, "neutral")


def test_a8a_neutral_scores_at_mid_game():
    s = make_state(
        two_territories(),
        2,
        hands={0: ["glacier", "tundra", "desert"]},
        river=["coast", "glacier", "glacier", "tundra"],
        pile=["glacier"],
        discard=["tundra"] * 4,
        neutral_after_exchange=False,
    )
    put_huts(s, "F", NEUTRAL, 2)
    put_huts(s, "F", 0, 1)
    put_huts(s, "C", 1, 1)
    play(s, "exchange", "discard desert", "draw")
    assert s.exhaustions == 1
    assert s.mid_scores == [2, 1, 3]  # F: neutral 3, seat 0 2; C: seat 1 1
    assert GAME.scores(s) == [2, 1]  # seats only
    assert GAME.view(s, 0)["mid_game_scores"] == [2, 1, 3]


def test_a8b_neutral_has_twenty_playable_huts():
    s = GAME.setup({"players": 2}, 3)
    assert s.ctx.tribes == 3
    assert s.supply_huts == [20, 20, 20]
    assert s.supply_totems == [8, 8, 8]
    assert GAME.view(s, 0)["tribes"][NEUTRAL] == "neutral"


def test_a8c_neutral_counts_for_the_totem_limit_and_majorities():
    s = _two_player(["forest", "forest", "glacier"])
    put_huts(s, "F", NEUTRAL, 3)
    put_huts(s, "F", 0, 1)
    put_totems(s, "F", 0, 1)
    play(s, "build F")
    assert "totem" in options(s)  # the limit is the neutral tribe's 3 huts
    play(s, "totem", "totem")
    assert totems_in(s, "F") == [3, 0, 0]
    # Majorities: the neutral tribe leads both sides of the connection.
    s = _two_player([])
    for tid in "CF":
        put_huts(s, tid, NEUTRAL, 2)
        put_huts(s, tid, 0, 1)
        put_totems(s, tid, NEUTRAL, 2)
        put_totems(s, tid, 0, 1)
    assert totem_scores(s) == [0, 0, 6]


def test_a8d_neutral_may_build_elsewhere():
    s = _two_player(["coast", "forest", "glacier"])
    play(s, "build C", "hut C.1")
    assert decision(s) == (0, "neutral")
    play(s, "build F", "hut F.1")
    assert (huts_in(s, "C"), huts_in(s, "F")) == ([1, 0, 0], [0, 0, 1])


def test_a8e_neutral_does_nothing_without_a_legal_placement():
    s = _two_player(["coast", "glacier", "desert"])  # no glacier or desert territory
    play(s, "build C", "hut C.1")
    assert decision(s) == (0, "refill")
    assert s.supply_huts[NEUTRAL] == 20


def test_a8f_neutral_wins_module_pawns_and_the_active_player_places_them():
    board = tiny_board(
        [("L", "forest", 3), ("R", "coast", 3), ("M", "desert", 3)],
        [("L", "R"), ("R", "M")],
        extra_paths=[("L.3", "R.1")],
    )
    s = make_state(
        board,
        2,
        hands={0: ["desert", "coast", "tundra"], 1: ["tundra"] * 3},
        river=["glacier"] * 4,
        pile=["glacier"] * 6,
        modules=["union"],
    )
    put_huts(s, "L", NEUTRAL, 3)
    play(s, "build M", "hut M.1")
    assert decision(s) == (0, "neutral")
    play(s, "build R", "hut R.1")  # the neutral colony L.1-L.3, R.1
    d = GAME.pending(s)
    assert d.seat == 0 and set(d.options) == {"union L", "union R"}
    play(s, "union L")
    assert s.terr_pawns[2 * board.territory("L") + UNION] == 1
    assert s.module_winners[UNION] == 1 << NEUTRAL
    assert decision(s) == (0, "refill")


def test_a8g_neutral_running_out_of_huts_ends_the_game():
    s = _two_player(["coast", "forest", "glacier"], neutral_after_exchange=False)
    s.supply_huts[NEUTRAL] = 1
    play(s, "build C", "hut C.1", "build F", "hut F.1")  # the neutral's last hut
    assert s.supply_huts[NEUTRAL] == 0
    play(s, "draw", "draw")
    assert s.end_triggered and not GAME.is_over(s)
    assert decision(s) == (1, "action")  # the round is completed
    play(s, "exchange", "discard tundra", "take coast")
    assert GAME.is_over(s)
    assert s.mid_scores is None  # ended before the deck ran out (A12)
    assert s.final_parts["huts"] == [1, 0, 1]


@pytest.mark.parametrize(("neutral_unplaced", "winners"), [(10, [0]), (30, [])])
def test_a8h_the_tie_break_applies_to_the_neutral_tribe(neutral_unplaced, winners):
    s = _two_player([])
    s.phase = "over"
    s.scores = [20, 12, 20]
    s.supply_huts = [12, 15, neutral_unplaced]
    s.supply_totems = [8, 8, 0]
    assert GAME.winners(s) == winners


# ----- A9-A12: running out of cards, the end ----------------------------------------------
def test_a9_first_exhaustion_during_the_river_refill():
    """The river's refill takes the last card: the discards become the pile at once, the
    river finishes from it, then the mid-game scoring; the next player plays."""
    s = make_state(
        two_territories(),
        3,
        hands={0: ["coast", "coast", "forest"]},
        river=["forest", "glacier", "desert", "desert"],
        pile=["tundra"],
        discard=["tundra"] * 5,
    )
    put_hut(s, "C.1", 1)
    play(s, "build C", "hut C.2", "hut C.3", "take forest")
    assert s.exhaustions == 0 and len(s.pile) == 1
    play(s, "take glacier")  # the river needs 2: the pile's last card, then the new pile
    assert s.exhaustions == 1
    assert sum(s.river) == 4
    assert len(s.pile) == 5 + 2 - 1  # 5 old discards + the 2 coasts just played, minus 1
    assert counts(s.discard) == {}
    assert s.mid_scores == [3, 2, 0]
    assert decision(s) == (1, "action")


def test_a9_exhaustion_is_the_moment_the_last_card_is_taken():
    s = make_state(
        two_territories(),
        3,
        hands={0: ["glacier", "tundra", "desert"]},
        river=["forest"] * 4,
        pile=["tundra"],
        discard=["coast"] * 3,
    )
    play(s, "exchange", "discard desert", "draw")
    assert s.exhaustions == 1
    new_pile = sorted(BIOMES[b] for b in s.pile)
    assert new_pile == ["coast", "coast", "coast", "desert"]  # with the card just discarded
    assert s.mid_scores == [0, 0, 0]
    assert decision(s) == (1, "action")


def test_a10_after_the_second_exhaustion_only_the_river_refills_hands():
    board = two_territories()
    s = make_state(
        board,
        3,
        hands={0: ["coast", "coast", "forest"], 1: ["tundra", "glacier", "desert"]},
        river=["desert"],
    )
    s.exhaustions = 2
    s.end_triggered = True
    put_hut(s, "C.1", 2)
    play(s, "build C", "hut C.2", "hut C.3")
    assert options(s) == ("take desert",)  # no "draw"
    play(s, "take desert")  # the river is now empty and stays empty
    assert hand(s, 0) == {"forest": 1, "desert": 1}  # the hand stays below 3
    assert sum(s.river) == 0
    assert decision(s) == (1, "action")
    assert options(s) == ("pass",)  # no card to take: no exchange
    play(s, "pass")
    assert GAME.pending(s).seat == 2


def test_a11_the_round_is_completed_before_the_final_scoring():
    """3 players, seat 1 first; the second exhaustion during seat 1's turn: seats 2 and 0
    still play, then the game ends."""
    board = tiny_board(
        [("C", "coast", 4), ("F", "forest", 4), ("D", "desert", 4)], [("C", "F"), ("F", "D")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["desert"] * 3, 1: ["coast"] * 3, 2: ["forest"] * 3},
        river=["coast", "forest", "desert", "glacier"],
        pile=["tundra"],
        first=1,
    )
    s.exhaustions = 1
    play(s, "build C", "hut C.1", "draw")
    assert s.end_triggered and not GAME.is_over(s)
    assert decision(s) == (2, "action")
    play(s, "build F", "hut F.1", "take forest")
    assert decision(s) == (0, "action")
    play(s, "build D", "hut D.1", "take desert")
    assert GAME.is_over(s)
    assert s.final_parts["huts"] == [1, 1, 1]


def _a12_state(pile):
    board = tiny_board(
        [("C", "coast", 4), ("F", "forest", 4), ("D", "desert", 4)], [("C", "F"), ("F", "D")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["coast", "forest", "desert"], 1: ["glacier"] * 3, 2: ["glacier"] * 3},
        river=["tundra"] * 4,
        pile=pile,
        discard=["glacier"] * 3,
    )
    s.supply_huts[0] = 1
    put_huts(s, "F", 1, 2)
    return s


def test_a12_out_of_huts_before_the_first_exhaustion_skips_the_mid_game():
    s = _a12_state(["tundra"] * 6)
    play(s, "build C", "hut C.1", "draw")  # seat 0's last hut
    assert s.end_triggered
    play(s, "exchange", "discard glacier", "draw")
    play(s, "exchange", "discard glacier", "draw")
    assert GAME.is_over(s)
    assert s.exhaustions == 0 and s.mid_scores is None
    assert s.final_parts["huts"] == [1, 2, 0]


def test_a12_exhaustion_after_the_end_trigger_reshuffles_without_scoring():
    s = _a12_state(["tundra", "desert"])
    play(s, "build C", "hut C.1", "draw")  # last hut; the pile keeps one card
    assert s.end_triggered and s.exhaustions == 0
    play(s, "exchange", "discard glacier", "draw")  # seat 1 takes the last card
    assert s.exhaustions == 1 and len(s.pile) > 0  # reshuffled...
    assert s.mid_scores is None  # ...but no mid-game scoring
    assert GAME.scores(s) == [0, 0, 0]


def test_a12_last_hut_and_first_exhaustion_in_the_same_turn():
    """The end is triggered as soon as a player has no huts left (L281); the deck running
    out for the first time later in that same turn must not score mid-game."""
    s = _a12_state(["tundra"])
    play(s, "build C", "hut C.1", "draw")  # last hut, then the pile's last card
    assert s.end_triggered and s.exhaustions == 1
    assert s.mid_scores is None
    assert GAME.scores(s) == [0, 0, 0]


# ----- A13-A15: totem majorities and Honour/Respect ---------------------------------------
def _totem_map(kind2="land"):
    return tiny_board(
        [("P", "glacier", 4), ("Q", "tundra", 4), ("S", "coast", 4)],
        [("P", "Q", "land"), ("P", "S", kind2)],
    )


def test_a13_a_tie_is_a_majority_for_scoring():
    s = make_state(_totem_map(), 3)
    for tid in "PQ":
        put_huts(s, tid, 0, 2)
        put_huts(s, tid, 1, 2)
        put_totems(s, tid, 0, 1)
        put_totems(s, tid, 1, 1)
    assert majority_tribes(s, s.ctx.board.territory("P")) == [0, 1]
    assert totem_scores(s) == [4, 4, 0]


def test_a13_a_tie_is_a_majority_for_honour():
    s = make_state(
        _totem_map(),
        3,
        hands={0: ["glacier", "coast", "forest"]},
        river=["tundra"] * 4,
        pile=["tundra"] * 6,
        modules=["honour"],
    )
    put_huts(s, "P", 0, 2)
    put_huts(s, "P", 1, 1)
    put_totems(s, "P", 1, 1)
    put_huts(s, "Q", 0, 1)
    put_totems(s, "Q", 0, 1)
    play(s, "build P", "totem")  # ties seat 1 in P, leads Q
    assert s.conn_pawns == [1, 0]
    assert s.module_winners[HONOUR] == 1 << 0


def test_a13_the_player_chooses_between_connections_that_qualify_together():
    s = make_state(
        _totem_map(),
        3,
        hands={0: ["glacier", "coast", "forest"]},
        river=["tundra"] * 4,
        pile=["tundra"] * 6,
        modules=["honour"],
    )
    put_huts(s, "P", 0, 1)
    for tid in "QS":
        put_huts(s, tid, 0, 1)
        put_totems(s, tid, 0, 1)
    play(s, "build P", "totem")
    d = GAME.pending(s)
    assert d.seat == 0 and d.options == ("honour 1", "honour 2")
    play(s, "honour 2")
    assert s.conn_pawns == [0, 1]
    assert s.pawns_left[HONOUR] == 0


def test_a14_no_segment_means_no_majority():
    s = make_state(_totem_map(), 3)
    put_huts(s, "P", 0, 2)
    put_totems(s, "P", 0, 2)
    put_huts(s, "Q", 1, 2)  # huts but no segment
    assert majority_tribes(s, s.ctx.board.territory("Q")) == []
    assert totem_scores(s) == [0, 0, 0]


@pytest.mark.parametrize(("flag", "awarded"), [(True, True), (False, False)])
def test_a15_covered_connections_award_flag(flag, awarded):
    s = make_state(
        _totem_map(),
        3,
        hands={0: ["glacier", "coast", "forest"]},
        river=["tundra"] * 4,
        pile=["tundra"] * 6,
        modules=["honour"],
        covered_connections_award=flag,
    )
    s.mountains = (0,)  # connection 1 (P-Q) is under a mountain
    put_huts(s, "P", 0, 1)
    put_huts(s, "Q", 0, 1)
    put_totems(s, "Q", 0, 1)
    play(s, "build P", "totem")
    assert s.conn_pawns[0] == (1 if awarded else 0)
    assert s.pawns_left[HONOUR] == (0 if awarded else 1)
    assert totem_scores(s) == [0, 0, 0]  # the pawn multiplies 0
    assert GAME.pending(s).kind == "refill"


# ----- A16-A17: Union, Discovery, paths -----------------------------------------------------
def test_a16_union_two_distinct_players():
    board = tiny_board(
        [("M", "desert", 5), ("N", "glacier", 5), ("K", "forest", 5)], [("M", "N"), ("N", "K")]
    )
    s = make_state(
        board,
        3,
        hands={
            0: ["desert", "glacier", "tundra"],
            1: ["tundra", "coast", "forest"],
            2: ["tundra", "coast", "forest"],
        },
        river=["tundra"] * 4,
        pile=["coast"] * 12,
        modules=["union"],
    )
    put_huts(s, "M", 0, 3)
    put_huts(s, "N", 0, 3)
    put_huts(s, "K", 1, 3)
    play(s, "build M", "hut M.4", "draw")  # first colony: the pawn goes to M by itself
    assert s.pawns_left[UNION] == 1
    play(s, "exchange", "discard tundra", "draw")
    play(s, "exchange", "discard tundra", "draw")
    play(s, "build N", "hut N.4")  # seat 0's second colony: no second pawn
    assert GAME.pending(s).kind == "refill"
    assert s.pawns_left[UNION] == 1
    play(s, "draw")
    play(s, "build K", "hut K.4")  # seat 1's colony: the second pawn
    assert s.pawns_left[UNION] == 0
    t = board.territory
    assert [s.terr_pawns[2 * t(x) + UNION] for x in "MNK"] == [1, 0, 1]
    assert s.module_winners[UNION] == 0b011


def test_a16_discovery_two_distinct_players():
    board = tiny_board(
        [("X", "coast", 1), ("Y", "forest", 1), ("Z", "desert", 2)], [("X", "Y"), ("Y", "Z")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["coast", "forest", "tundra"], 1: ["tundra"] * 3, 2: ["tundra"] * 3},
        river=["glacier"] * 4,
        pile=["glacier"] * 12,
        modules=["discovery"],
    )
    put_hut(s, "Z.1", 1)
    play(s, "build X", "hut X.1")  # fills X
    play(s, "discovery Z", "draw")
    play(s, "exchange", "discard tundra", "draw")
    play(s, "exchange", "discard tundra", "draw")
    play(s, "build Y", "hut Y.1")  # seat 0 fills Y too: no second pawn for seat 0
    assert GAME.pending(s).kind == "refill"
    assert s.pawns_left[DISCOVERY] == 1
    assert s.module_winners[DISCOVERY] == 1 << 0


def test_a17_a_connection_is_not_a_path():
    board = tiny_board([("E", "forest", 4), ("W", "tundra", 4)], [("E", "W")])
    s = make_state(board, 3)
    for sid in ("E.3", "E.4", "W.1", "W.2"):
        put_hut(s, sid, 0)
    assert colonies(s) == [[], [], []]
    assert colony_scores(s) == [0, 0, 0]
    linked = tiny_board(
        [("E", "forest", 4), ("W", "tundra", 4)], [("E", "W")], extra_paths=[("E.4", "W.1")]
    )
    s = make_state(linked, 3)
    for sid in ("E.3", "E.4", "W.1", "W.2"):
        put_hut(s, sid, 0)
    assert colony_scores(s) == [4, 0, 0]


# ----- A18-A19 ---------------------------------------------------------------------------
@pytest.mark.parametrize("face", ["face-a", "face-b"])
def test_a18_every_mountain_type_is_on_the_board(face):
    board = load_board(face)
    symbols = [c.mountain for c in board.connections]
    for symbol in (1, 2, 3, 4):
        assert symbols.count(symbol) >= 1


def test_a18_setup_covers_one_random_carrier_per_type(monkeypatch):
    board = tiny_board(
        [("A", "forest", 2), ("B", "tundra", 2), ("C", "coast", 2), ("D", "desert", 2)],
        [
            ("A", "B", "land", 1),
            ("B", "C", "sea", 1),
            ("C", "D", "land", 2),
            ("D", "A", "sea", 2),
            ("A", "C", "land", 3),
            ("B", "D", "land", 3),
            ("A", "B", "sea", 4),
            ("C", "D", "sea", 4),
            ("A", "D", "land", 0),
        ],
    )
    picked: set[int] = set()
    for seed in range(30):
        s = setup_on(monkeypatch, board, {"players": 2}, seed)
        symbols = sorted(board.connections[i].mountain for i in s.mountains)
        assert symbols == [1, 2, 3, 4]
        picked.update(s.mountains)
    assert picked == set(range(8))  # each carrier is sometimes the one covered


def test_a19_at_most_two_constructions_in_one_territory():
    s = _coast_state(["coast", "coast", "coast"])
    play(s, "build C", "hut C.2")
    assert all(o.startswith("hut C.") or o in ("totem", "stop") for o in options(s))
    play(s, "hut C.3")
    assert decision(s) == (0, "refill")  # a third card cannot add a third construction
    assert huts_in(s, "C") == [2, 1, 0]


# ----- A20-A22 ---------------------------------------------------------------------------
def test_a20_draft_from_the_last_player_counter_clockwise(monkeypatch):
    board = tiny_board([("C", "coast", 3), ("F", "forest", 3)], [("C", "F")])
    s = setup_on(monkeypatch, board, {"players": 3, "draft": True, "first_player": 1}, 5)
    assert all(hand(s, seat) == {} for seat in range(3))
    assert sum(s.river) == 4 and len(s.pile) == 47 - 4
    order = []
    while GAME.pending(s).kind == "draft":
        seat = GAME.pending(s).seat
        order.append(seat)
        river_card = next(o for o in options(s) if o.startswith("take "))
        play(s, river_card)  # one card from the river...
        assert sum(s.river) == 3  # ...not replaced while this player drafts
        play(s, "draw", "draw")
        assert sum(hand(s, seat).values()) == 3
        assert sum(s.river) == 4  # refilled once this player has 3 cards
        assert sum(GAME.view(s, None)["hands"][seat]["known"].values()) == 1
    assert order == [0, 2, 1]  # last player (before seat 1), then counter-clockwise
    assert decision(s) == (1, "action")
    assert len(s.pile) == 34  # as without the draft (T11, 3 players)


def test_a21_a_tie_after_the_tie_break_is_a_shared_victory():
    s = make_state(two_territories(), 3)
    s.phase = "over"
    s.scores = [25, 25, 10]
    s.supply_huts = [5, 5, 9]
    s.supply_totems = [1, 1, 0]
    assert GAME.winners(s) == [0, 1]
    assert GAME.view(s, 2)["winners"] == [0, 1]


def test_a22_river_cards_are_public_draws_are_not():
    s = make_state(
        two_territories(),
        3,
        hands={0: ["coast", "forest", "tundra"], 1: ["glacier"] * 3},
        river=["desert", "glacier", "glacier", "glacier"],
        pile=["forest", "desert"] * 4,
    )
    play(s, "build C", "hut C.1", "take desert")
    for seat in (1, 2, None):
        seen = GAME.view(s, seat)
        assert seen["hands"][0] == {"count": 3, "known": {"desert": 1}}
        assert seen["discard"] == {"coast": 1}  # discards are public
    mine = GAME.view(s, 0)["hands"][0]
    assert mine["cards"] == {"forest": 1, "tundra": 1, "desert": 1}
    # A draw stays hidden.
    play(s, "exchange", "discard glacier", "draw")
    assert GAME.view(s, 0)["hands"][1] == {"count": 3, "known": {}}


def test_a22_a_river_card_is_known_until_it_is_played():
    s = make_state(
        two_territories(),
        3,
        hands={0: ["coast", "forest", "tundra"]},
        known={0: ["coast"]},
        river=["glacier"] * 4,
        pile=["desert"] * 6,
    )
    assert GAME.view(s, 1)["hands"][0] == {"count": 3, "known": {"coast": 1}}
    play(s, "build C", "hut C.1")
    assert GAME.view(s, 1)["hands"][0] == {"count": 2, "known": {}}


def test_a22_views_do_not_depend_on_hidden_cards():
    """Seat 0 took a coast from the river and holds one hidden card. Whether the hidden
    card is a coast or a forest, once seat 0 plays a coast the other seats cannot know
    which one it was: their views must be the same."""

    def after_playing_a_coast(hidden):
        s = make_state(
            two_territories(),
            3,
            hands={0: ["coast", hidden, "tundra"]},
            known={0: ["coast"]},
            river=["glacier"] * 4,
            pile=["desert"] * 6,
        )
        before = GAME.view(s, 1)
        play(s, "build C", "hut C.1")  # pays one coast
        return before, GAME.view(s, 1)

    before_a, after_a = after_playing_a_coast("coast")
    before_b, after_b = after_playing_a_coast("forest")
    assert before_a == before_b
    assert after_a["hands"][0] == after_b["hands"][0]
    assert after_a == after_b
