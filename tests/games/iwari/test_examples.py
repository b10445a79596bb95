"""The rulebook's worked examples (digest section 7, T1-T17) on tiny purpose-built maps.

Examples about play drive the game through `GAME.pending` / `GAME.apply` with option texts;
examples about scoring call the scoring functions on hand-built positions. Tribe colours of
the examples map to seats: red 0, blue 1, green 2, yellow 3.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.components.board import BIOMES
from ludotheque.games.iwari.rules import flow, payment
from ludotheque.games.iwari.scoring import (
    colony_scores,
    hut_scores,
    territory_hut_points,
    totem_scores,
    unplaced,
)
from ludotheque.games.iwari.state import DISCOVERY, HONOUR, RESPECT, UNION

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
    tiny_board,
    totems_in,
)

RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3


# ----- T1-T3: hut scoring ---------------------------------------------------------------
def test_t1_hut_scoring_tie_in_third_place():
    """L269-L275: red 3, blue 2, green 1, yellow 1 in a Desert -> 7 / 3 / 2 / 2."""
    assert territory_hut_points([3, 2, 1, 1]) == [7, 3, 2, 2]
    s = make_state(tiny_board([("D", "desert", 8), ("F", "forest", 2)], [("D", "F")]), 4)
    for tribe, n in ((RED, 3), (BLUE, 2), (GREEN, 1), (YELLOW, 1)):
        put_huts(s, "D", tribe, n)
    assert hut_scores(s, final=False) == [7, 3, 2, 2]
    assert hut_scores(s, final=True) == [7, 3, 2, 2]


def test_t2_dense_ranking_after_a_tie_at_the_top():
    """L267: red 3, blue 3, green 1 -> 7 / 7 / 3 (green is second, no position skipped)."""
    assert territory_hut_points([3, 3, 1]) == [7, 7, 3]
    s = make_state(tiny_board([("D", "desert", 7), ("F", "forest", 2)], [("D", "F")]), 3)
    put_huts(s, "D", RED, 3)
    put_huts(s, "D", BLUE, 3)
    put_huts(s, "D", GREEN, 1)
    assert hut_scores(s, final=True) == [7, 7, 3]


def test_t3_tribe_without_huts_scores_nothing():
    """L265: red 2, blue 0 -> red 2, blue 0 (blue's huts elsewhere do not help here)."""
    assert territory_hut_points([2, 0]) == [2, 0]
    s = make_state(tiny_board([("D", "desert", 4), ("F", "forest", 2)], [("D", "F")]), 3)
    put_huts(s, "D", RED, 2)
    put_huts(s, "F", BLUE, 1)
    put_huts(s, "F", RED, 1)
    # D: red 2 (total). F: red and blue tied at 1 -> 2 each.
    assert hut_scores(s, final=True) == [2 + 2, 0 + 2, 0]


# ----- T4-T7: placing ---------------------------------------------------------------------
def _t4_state(hand_cards):
    board = tiny_board([("G", "glacier", 6), ("T", "tundra", 3)], [("G", "T")])
    s = make_state(
        board,
        3,
        hands={RED: hand_cards, BLUE: ["tundra"] * 3, GREEN: ["tundra"] * 3},
        river=["forest", "coast", "desert", "tundra"],
        pile=["coast"] * 6,
    )
    put_huts(s, "G", RED, 3)  # G.1-G.3
    put_huts(s, "G", BLUE, 2)  # G.4-G.5; G.6 is free
    put_totems(s, "G", RED, 2)
    put_totems(s, "G", BLUE, 1)  # 3 segments = red's 3 huts: the limit is reached
    return s


def test_t4_totem_limit_hut_then_totem_is_legal():
    """L208-L216: with 3 segments and red's 3 huts, a hut first raises the limit to 4."""
    s = _t4_state(["glacier", "glacier", "tundra"])
    play(s, "build G")
    assert "totem" not in options(s)  # segment first: illegal (limit 3)
    before = GAME.fingerprint(s)
    with pytest.raises(IllegalOption):
        GAME.apply(s, "totem")
    assert GAME.fingerprint(s) == before  # an illegal option changes nothing
    play(s, "hut G.6")
    assert "totem" in options(s)  # red now has 4 huts: limit 4
    play(s, "totem")  # pays glacier+glacier by itself (the only way)
    assert huts_in(s, "G") == [4, 2, 0]
    assert totems_in(s, "G") == [3, 1, 0]
    assert hand(s, RED) == {"tundra": 1}
    assert GAME.pending(s).kind == "refill"


def test_t4_totem_limit_refuses_a_segment_with_one_card():
    s = _t4_state(["glacier", "forest", "tundra"])
    play(s, "build G")
    assert options(s) == ("hut G.6",)
    play(s, "hut G.6")  # one glacier card: one construction only
    assert totems_in(s, "G") == [2, 1, 0]
    assert GAME.pending(s).kind == "refill"


def test_t4_totem_limit_full_territory_at_the_limit_is_not_buildable():
    s = _t4_state(["glacier", "glacier", "tundra"])
    put_hut(s, "G.6", BLUE)  # spaces full, red still has 3 huts, 3 segments
    assert "build G" not in options(s)


def test_t4_no_segment_in_a_territory_without_huts():
    """L210: a territory with no hut cannot take a totem."""
    s = _t4_state(["tundra", "tundra", "tundra"])
    play(s, "build T")
    assert "totem" not in options(s)
    assert set(options(s)) == {"hut T.1", "hut T.2", "hut T.3"}


def test_t5_unexplored_territory_takes_exactly_one_hut():
    """L188: {B,B} on an empty territory of biome B places one hut and nothing else."""
    board = tiny_board([("F", "forest", 4), ("C", "coast", 3)], [("F", "C")])
    s = make_state(
        board,
        3,
        hands={0: ["forest", "forest", "coast"]},
        river=["desert"] * 4,
        pile=["glacier"] * 5,
    )
    play(s, "build F")
    assert set(options(s)) == {"hut F.1", "hut F.2", "hut F.3", "hut F.4"}
    play(s, "hut F.2")
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "refill")  # no second construction was offered
    assert huts_in(s, "F") == [1, 0, 0]
    assert totems_in(s, "F") == [0, 0, 0]
    assert hand(s, 0) == {"forest": 1, "coast": 1}  # one forest card paid
    assert counts(s.discard) == {"forest": 1}


def _t6_state():
    board = tiny_board(
        [("F", "forest", 4), ("D", "desert", 4), ("T", "tundra", 3)], [("F", "D"), ("D", "T")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["tundra", "tundra", "forest"]},
        river=["coast"] * 4,
        pile=["glacier"] * 6,
    )
    put_huts(s, "F", 1, 1)
    put_huts(s, "D", 1, 1)
    return s


def test_t6_joker_with_own_card_gives_two_constructions():
    """L190: {Red, Red, Green} on an explored Forest: green single + red pair as joker."""
    s = _t6_state()
    play(s, "build F", "hut F.2")
    assert "hut F.3" in options(s)  # a second construction is payable
    play(s, "hut F.3")  # pays forest+tundra+tundra by itself
    assert huts_in(s, "F") == [2, 1, 0]
    assert hand(s, 0) == {}
    assert counts(s.discard) == {"forest": 1, "tundra": 2}


def test_t6_joker_alone_gives_one_construction_elsewhere():
    """L190: the same hand on an explored Desert: one construction (the red pair)."""
    s = _t6_state()
    assert "build D" in options(s)  # only thanks to the pair
    play(s, "build D", "hut D.2")
    assert GAME.pending(s).kind == "refill"  # green cannot pay a Desert construction
    assert huts_in(s, "D") == [1, 1, 0]
    assert hand(s, 0) == {"forest": 1}
    assert counts(s.discard) == {"tundra": 2}
    assert payment.pay_options(s.hands, 0, BIOMES.index("desert"), 2) == []


def test_t7_one_territory_per_turn():
    """L187: all constructions of a turn go in one territory."""
    board = tiny_board([("T", "tundra", 4), ("F", "forest", 4)], [("T", "F")])
    s = make_state(
        board,
        3,
        hands={0: ["tundra", "tundra", "forest"]},
        river=["coast"] * 4,
        pile=["desert"] * 6,
    )
    put_huts(s, "T", 1, 1)
    put_huts(s, "F", 1, 1)
    play(s, "build T", "hut T.2")
    assert not any(o.startswith("hut F.") for o in options(s))
    with pytest.raises(IllegalOption):
        GAME.apply(s, "hut F.2")
    # With {tundra, forest} only, the build in T ends after one construction.
    s = make_state(
        board, 3, hands={0: ["tundra", "forest"]}, river=["coast"] * 4, pile=["desert"] * 6
    )
    put_huts(s, "T", 1, 1)
    put_huts(s, "F", 1, 1)
    play(s, "build T", "hut T.2")
    assert GAME.pending(s).kind == "refill"
    assert huts_in(s, "F") == [0, 1, 0]
    assert hand(s, 0) == {"forest": 1}


# ----- T8-T9: totems and multipliers -----------------------------------------------------
def test_t8_connection_7_yellow_scores_5():
    """L301-L305: connection 7 joins a Glacier and a Tundra; blue and yellow tie in the
    Glacier, yellow leads the Tundra, 5 segments in all -> yellow +5, others 0."""
    board = tiny_board(
        [
            ("F", "forest", 2),
            ("C", "coast", 2),
            ("D", "desert", 2),
            ("G", "glacier", 3),
            ("T", "tundra", 4),
        ],
        [("F", "C"), ("C", "D"), ("D", "F"), ("F", "G"), ("C", "T"), ("D", "G"), ("G", "T")],
    )
    assert board.connections[6].number == 7
    assert {
        board.territory_ids[board.connections[6].a],
        board.territory_ids[board.connections[6].b],
    } == {"G", "T"}
    s = make_state(board, 4)
    put_huts(s, "G", BLUE, 1)
    put_huts(s, "G", YELLOW, 1)
    put_huts(s, "T", YELLOW, 2)
    put_huts(s, "T", RED, 1)
    put_totems(s, "G", BLUE, 1)
    put_totems(s, "G", YELLOW, 1)
    put_totems(s, "T", YELLOW, 2)
    put_totems(s, "T", RED, 1)
    assert totem_scores(s) == [0, 0, 0, 5]


def _t9_state():
    s = make_state(tiny_board([("C", "coast", 6), ("F", "forest", 2)], [("C", "F")]), 4)
    put_huts(s, "C", RED, 3)
    put_huts(s, "C", YELLOW, 2)
    s.terr_pawns[2 * s.ctx.board.territory("C") + UNION] = 2
    return s


def test_t9_two_union_pawns_multiply_by_three():
    """L354-L360: red 3, yellow 2, two Union pawns -> red 15, yellow 9 at the end."""
    assert hut_scores(_t9_state(), final=True) == [15, 0, 0, 9]


def test_t9_no_multiplier_at_mid_game():
    """Ruling A4: the same position at mid-game -> red 5, yellow 3."""
    assert hut_scores(_t9_state(), final=False) == [5, 0, 0, 3]


# ----- T10-T11: setup ---------------------------------------------------------------------
MOUNTAIN_TYPES = {5: [1], 4: [1, 2], 3: [1, 2, 3], 2: [1, 2, 3, 4]}


@pytest.mark.parametrize("face", ["face-a", "face-b"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_t10_mountains_per_player_count(face, players):
    """L106-L110: 5p one type-1 mountain, 4p types 1-2, 3p types 1-3, 2p types 1-4, each
    on a random connection carrying that symbol."""
    chosen: dict[int, set[int]] = {}
    for seed in range(40):
        s = GAME.setup({"players": players, "map": face}, seed)
        conns = s.ctx.board.connections
        assert sorted(conns[i].mountain for i in s.mountains) == MOUNTAIN_TYPES[players]
        for i in s.mountains:
            chosen.setdefault(conns[i].mountain, set()).add(i)
        covered = [c["number"] for c in GAME.view(s, None)["board"]["connections"] if c["covered"]]
        assert covered == sorted(conns[i].number for i in s.mountains)
    for symbol, picked in chosen.items():
        carriers = {i for i, c in enumerate(s.ctx.board.connections) if c.mountain == symbol}
        assert picked == carriers  # every carrier gets picked by some seed: a random choice


def test_t10_covered_connection_scores_nothing():
    """L104: majorities on both sides, but a mountain on the connection -> 0."""
    board = tiny_board(
        [("G", "glacier", 3), ("T", "tundra", 3), ("C", "coast", 3)],
        [("G", "T", "land", 1), ("T", "C", "sea", 2)],
    )
    s = make_state(board, 3)
    for tid in "GTC":
        put_huts(s, tid, 0, 2)
        put_totems(s, tid, 0, 1)
    assert totem_scores(s) == [4, 0, 0]
    s.mountains = (0,)
    assert totem_scores(s) == [2, 0, 0]  # only connection 2 (T-C) still scores
    s.mountains = (0, 1)
    assert totem_scores(s) == [0, 0, 0]


DECK = {  # L82-L84 minus L113-L115
    5: {"tundra": 13, "forest": 12, "glacier": 11, "coast": 11, "desert": 10},
    4: {"tundra": 12, "forest": 11, "glacier": 10, "coast": 10, "desert": 9},
    3: {"tundra": 11, "forest": 10, "glacier": 9, "coast": 9, "desert": 8},
    2: {"tundra": 11, "forest": 10, "glacier": 9, "coast": 9, "desert": 8},
}


@pytest.mark.parametrize(("players", "pile"), [(5, 38), (4, 36), (3, 34), (2, 37)])
def test_t11_initial_draw_pile(players, pile):
    """L113-L116: hands of 3, a river of 4, and the rest is the draw pile."""
    s = GAME.setup({"players": players}, 7)
    assert len(s.pile) == pile
    assert sum(s.river) == 4
    for seat in range(players):
        assert sum(hand(s, seat).values()) == 3
    everything = Counter(BIOMES[b] for b in s.pile) + Counter(counts(s.river))
    for seat in range(players):
        everything += Counter(hand(s, seat))
    assert dict(everything) == DECK[players]


# ----- T12-T14: mid-game, end, tie-break ---------------------------------------------
def test_t12_mid_game_trigger_sequence():
    """L246: the last card is drawn, discards become the new pile, the player keeps
    drawing from it, the river refills, then huts only are scored; the next player plays."""
    board = tiny_board(
        [("C", "coast", 4), ("F", "forest", 3), ("D", "desert", 4)], [("C", "F"), ("F", "D")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["coast", "forest", "forest"], 1: ["tundra"] * 3, 2: ["tundra"] * 3},
        river=["forest", "desert", "glacier", "glacier"],
        pile=["tundra"],
        discard=["desert", "desert", "tundra", "tundra"],
    )
    put_huts(s, "C", 1, 1)
    put_huts(s, "D", 2, 4)  # a colony: worth 4 at the end, nothing now
    put_huts(s, "F", 2, 1)
    put_totems(s, "F", 2, 1)
    put_totems(s, "D", 2, 1)  # majorities across connection 2: worth 2 at the end
    play(s, "build C", "hut C.2", "hut C.3")  # pays coast+forest+forest
    assert hand(s, 0) == {}
    play(s, "draw")  # 1. the last card
    assert hand(s, 0) == {"tundra": 1}
    # 2. all discards (4 before + 3 just played) are the new pile
    assert s.exhaustions == 1
    assert Counter(BIOMES[b] for b in s.pile) == {"desert": 2, "tundra": 2, "coast": 1, "forest": 2}
    assert counts(s.discard) == {}
    assert s.mid_scores is None and GAME.pending(s).kind == "refill"
    play(s, "draw")  # 3. from the new pile
    assert len(s.pile) == 6
    play(s, "take glacier")
    # 4. the river refilled from the new pile, 5. huts-only scoring
    assert sum(s.river) == 4 and len(s.pile) == 5
    assert s.mid_scores == [3, 2, 4 + 1]
    assert GAME.scores(s) == [3, 2, 5]
    # 6. the next player plays
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (1, "action")


def test_t13_round_completes_after_the_second_exhaustion():
    """L281-L283: 4 players, P2 causes the second exhaustion; P3 and P4 still play, then
    the final scoring."""
    board = tiny_board(
        [("C", "coast", 4), ("F", "forest", 4), ("G", "glacier", 4), ("D", "desert", 4)],
        [("C", "F"), ("F", "G"), ("G", "D")],
    )
    s = make_state(
        board,
        4,
        hands={
            0: ["desert"] * 3,
            1: ["coast", "forest", "glacier"],
            2: ["forest", "desert", "glacier"],
            3: ["glacier", "coast", "desert"],
        },
        river=["coast", "forest", "glacier", "tundra"],
        pile=["desert"],
        first=0,
        active=1,
    )
    s.exhaustions = 1
    s.mid_scores = [0, 0, 0, 0]
    play(s, "build C", "hut C.1", "draw")  # P2 draws the very last card
    assert s.exhaustions == 2 and s.end_triggered
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (2, "action") and not GAME.is_over(s)
    play(s, "build F", "hut F.1")
    assert "draw" not in options(s)  # no draw pile any more
    play(s, "take forest")
    assert sum(s.river) == 3  # and the river is not refilled
    assert GAME.pending(s).seat == 3 and not GAME.is_over(s)
    play(s, "build G", "hut G.1", "take glacier")
    assert GAME.is_over(s)
    assert GAME.pending(s).seat is None
    parts = s.final_parts
    assert (parts["huts"], parts["totems"], parts["colonies"]) == ([0, 1, 1, 1], [0] * 4, [0] * 4)
    assert GAME.scores(s) == [0, 1, 1, 1]
    assert GAME.winners(s) == [1, 2, 3]  # same score and unplaced pieces: shared (A21)


def test_t14_tie_break_on_unplaced_constructions():
    """L315: tied scores; A has 3 huts + 2 segments unplaced, B 4 + 0 -> A wins."""
    s = make_state(tiny_board([("C", "coast", 2), ("F", "forest", 2)], [("C", "F")]), 3)
    s.scores = [30, 30, 12]
    s.supply_huts = [3, 4, 9]
    s.supply_totems = [2, 0, 0]
    s.phase = "over"
    assert (unplaced(s, 0), unplaced(s, 1)) == (5, 4)
    assert GAME.winners(s) == [0]


# ----- T15: two players and the neutral tribe ---------------------------------------------
NEUTRAL = 2


def _t15_board():
    return tiny_board(
        [("C", "coast", 3), ("F", "forest", 3), ("D", "desert", 3)], [("C", "F"), ("F", "D")]
    )


def test_t15_neutral_must_place_with_a_remaining_card():
    """L238: after building with 1 card, 2 left: the player must build for the neutral
    tribe with at least one of them, then refills."""
    s = make_state(
        _t15_board(),
        2,
        hands={0: ["coast", "forest", "desert"], 1: ["coast"] * 3},
        river=["glacier"] * 4,
        pile=["tundra"] * 6,
    )
    play(s, "build C", "hut C.1")
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "neutral")
    assert set(d.options) == {"build F", "build D"}  # no way to skip it
    with pytest.raises(IllegalOption):
        GAME.apply(s, "pass")
    play(s, "build F", "hut F.1")  # a different territory from the player's (A8d)
    assert huts_in(s, "F") == [0, 0, 1]
    assert s.supply_huts == [19, 20, 19]
    assert hand(s, 0) == {"desert": 1}
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "refill")  # the refill comes after the neutral build
    play(s, "draw", "draw")
    assert GAME.pending(s).seat == 1


def test_t15_neutral_does_nothing_with_an_empty_hand():
    s = make_state(
        _t15_board(),
        2,
        hands={0: ["coast", "forest", "forest"], 1: ["coast"] * 3},
        river=["glacier"] * 4,
        pile=["tundra"] * 6,
    )
    put_huts(s, "C", 1, 1)
    play(s, "build C", "hut C.2", "hut C.3")  # coast+forest+forest: the hand is empty
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "refill")
    assert s.supply_huts[NEUTRAL] == 20 and s.supply_totems[NEUTRAL] == 8


def test_t15_neutral_top_score_means_nobody_wins():
    """L240: if the neutral tribe has the highest score, both players lose."""
    s = make_state(_t15_board(), 2)
    s.phase = "over"
    s.scores = [12, 9, 15]
    assert GAME.winners(s) == []
    assert GAME.view(s, 0)["winners"] == []
    s.scores = [15, 9, 12]
    assert GAME.winners(s) == [0]


# ----- T16: modules -----------------------------------------------------------------------
def test_t16_union_goes_to_the_first_two_distinct_players():
    """L332-L334: the first two players to form a colony each win a Union pawn, placed
    on a territory of their colony; a third colony wins nothing."""
    board = tiny_board(
        [("L", "forest", 3), ("R", "coast", 3), ("M", "desert", 5), ("N", "glacier", 5)],
        [("L", "R"), ("R", "M"), ("M", "N")],
        extra_paths=[("L.3", "R.1")],
    )
    s = make_state(
        board,
        3,
        hands={
            0: ["coast", "tundra", "forest"],
            1: ["desert", "tundra", "forest"],
            2: ["glacier", "tundra", "forest"],
        },
        river=["tundra"] * 4,
        pile=["tundra"] * 10,
        modules=["union"],
    )
    put_huts(s, "L", 0, 3)
    put_huts(s, "M", 1, 3)
    put_huts(s, "N", 2, 3)
    play(s, "build R", "hut R.1")  # L.1-L.3 + R.1: a colony over two territories
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "union")
    assert set(d.options) == {"union L", "union R"}
    play(s, "union R", "draw")
    play(s, "build M", "hut M.4")  # colony inside M only: the pawn goes there by itself
    assert GAME.pending(s).kind == "refill"
    play(s, "draw")
    play(s, "build N", "hut N.4")  # third colony: no pawn left
    assert GAME.pending(s).kind == "refill"
    t = board.territory
    assert [s.terr_pawns[2 * t(x) + UNION] for x in "LRMN"] == [0, 1, 1, 0]
    assert s.pawns_left[UNION] == 0
    assert s.module_winners[UNION] == 0b011


def test_t16_discovery_anywhere_but_the_filled_territory():
    """L338-L340: filling the last hut space of X wins a Discovery pawn for any other
    territory."""
    board = tiny_board(
        [("X", "coast", 2), ("Y", "forest", 2), ("Z", "desert", 2)], [("X", "Y"), ("Y", "Z")]
    )
    s = make_state(
        board,
        3,
        hands={0: ["coast", "forest", "desert"]},
        river=["tundra"] * 4,
        pile=["tundra"] * 6,
        modules=["discovery"],
    )
    put_hut(s, "X.1", 1)
    play(s, "build X", "hut X.2")
    d = GAME.pending(s)
    assert (d.seat, d.kind) == (0, "discovery")
    assert set(d.options) == {"discovery Y", "discovery Z"}
    with pytest.raises(IllegalOption):
        GAME.apply(s, "discovery X")
    play(s, "discovery Z")
    assert s.terr_pawns[2 * board.territory("Z") + DISCOVERY] == 1
    assert s.pawns_left[DISCOVERY] == 1
    assert GAME.pending(s).kind == "refill"


def _t16_totem_state():
    board = tiny_board(
        [("P", "glacier", 3), ("Q", "tundra", 3), ("S", "coast", 3)],
        [("P", "Q", "land"), ("Q", "S", "sea")],
    )
    s = make_state(
        board,
        3,
        hands={0: ["glacier", "coast", "forest"]},
        river=["tundra"] * 4,
        pile=["tundra"] * 6,
        modules=["honour", "respect"],
    )
    put_huts(s, "Q", 0, 1)
    put_totems(s, "Q", 0, 1)
    return s


def test_t16_honour_on_a_land_connection():
    """L344-L346: first segment majority in both territories of a land connection."""
    s = _t16_totem_state()
    put_huts(s, "P", 0, 2)
    play(s, "build P", "totem")
    assert s.conn_pawns == [1, 0]
    assert s.pawns_left[HONOUR] == 0 and s.pawns_left[RESPECT] == 1
    assert GAME.pending(s).kind == "refill"


def test_t16_respect_on_a_sea_connection():
    """L350-L352: the same on a sea connection; a majority on one side of the land
    connection only (P has no segment) wins nothing."""
    s = _t16_totem_state()
    put_huts(s, "S", 0, 2)
    play(s, "build S", "totem")
    assert s.conn_pawns == [0, 1]
    assert s.pawns_left[HONOUR] == 1 and s.pawns_left[RESPECT] == 0


# ----- T17: colonies ----------------------------------------------------------------------
def _t17_state():
    board = tiny_board(
        [("E", "forest", 4), ("W", "tundra", 4)], [("E", "W")], extra_paths=[("E.4", "W.1")]
    )
    return make_state(board, 3)


def test_t17_colony_of_four_over_two_territories():
    s = _t17_state()
    for sid in ("E.3", "E.4", "W.1", "W.2"):
        put_hut(s, sid, RED)
    assert colony_scores(s) == [4, 0, 0]


def test_t17_broken_chain_is_no_colony():
    s = _t17_state()
    for sid in ("E.1", "E.2", "E.3", "W.1"):
        put_hut(s, sid, RED)
    assert colony_scores(s) == [0, 0, 0]  # E.4 is empty
    put_hut(s, "E.4", BLUE)
    assert colony_scores(s) == [0, 0, 0]  # E.4 is blue


def test_t17_colony_of_six_has_no_multiplier():
    s = _t17_state()
    for sid in ("E.1", "E.2", "E.3", "E.4", "W.1", "W.2"):
        put_hut(s, sid, RED)
    assert colony_scores(s) == [6, 0, 0]
    s.terr_pawns[2 * s.ctx.board.territory("E") + UNION] = 2
    flow.final_scoring(s)
    assert s.final_parts["colonies"] == [6, 0, 0]
    assert s.final_parts["huts"] == [4 * 3 + 2, 0, 0]  # the huts are multiplied, not the colony
    assert GAME.scores(s) == [6 + 14, 0, 0]
