"""Solo and co-op play against the Void (L657-L867): the worked examples T19-T24 and the
engine's readings C6-C14, B6-B8 of RULINGS.md.

Every test builds a tiny map (fixtures.py) and, where the rule is about play, drives the
game through `GAME.pending` / `GAME.apply` with option texts. Solo: the player is tribe 0
and the Void tribe 1. Co-op: red 0, yellow 1, the Void 2.
"""

from __future__ import annotations

from itertools import permutations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.components.board import VOID_CARD

from .fixtures import (
    atlas_map,
    claim_token,
    deal,
    hand,
    huts_in,
    make_state,
    options,
    owner_of,
    pile_names,
    play,
    put_hut,
    put_huts,
    put_totems,
    setup_on,
    tiny_board,
    totems_in,
)

PLAYER, VOID = 0, 1  # solo tribes
RED, YELLOW, COOP_VOID = 0, 1, 2  # co-op tribes
OPEN, OURS, VOIDS = -1, 0, 1  # state.control


def decision(s):
    d = GAME.pending(s)
    return d.seat, d.kind


def solo(board, cards=(), river=("desert",) * 4, pile=("desert",) * 12, **config):
    """A solo position on `board` at the start of the player's turn."""
    s = make_state(board, 1, mode="solo", **config)
    return deal(s, hands={PLAYER: list(cards)}, river=list(river), pile=list(pile))


def coop(board, hands, river=("desert",) * 4, pile=("desert",) * 12, **config):
    s = make_state(board, 2, mode="coop", **config)
    return deal(s, hands=hands, river=list(river), pile=list(pile))


def cgd(sizes=(5, 5, 5)):
    """C (coast), G (glacier), D (desert); connections 1 C-G, 2 G-D."""
    c, g, d = sizes
    return tiny_board(
        [("C", "coast", c), ("G", "glacier", g), ("D", "desert", d)], [("C", "G"), ("G", "D")]
    )


def void_cards(s):
    return pile_names(s).count("void")


# ----- T19: territory control --------------------------------------------------------------
def test_t19a_tent_majority_gives_the_virtual_totem_and_the_territory():
    """L692: player 1 totem, Void 1 totem, the player leads the tents: 2 v 1, the player's."""
    board = tiny_board([("G", "glacier", 4), ("C", "coast", 4)], [("G", "C")])
    s = solo(board, ["glacier", "coast", "desert"])
    put_huts(s, "G", PLAYER, 2)
    put_hut(s, "G.3", VOID)
    put_totems(s, "G", PLAYER, 1)
    put_totems(s, "G", VOID, 1)
    play(s, "build G", "hut G.4")  # the last free space: G is scored at once
    assert claim_token(s, "G") == OURS
    assert claim_token(s, "C") == OPEN
    assert decision(s) == (PLAYER, "void")
    assert "build G" not in options(s)  # closed (C10): not even for the Void


def test_t19b_void_ruin_majority_and_the_tie_go_to_the_void():
    """L694: player 1 totem, Void 0 totems, the Void leads the ruins: 1 v 1, the Void's."""
    board = tiny_board([("G", "glacier", 4), ("C", "coast", 4)], [("G", "C")])
    s = solo(board, ["coast", "glacier", "desert"])
    put_hut(s, "G.1", PLAYER)
    put_hut(s, "G.2", VOID)
    put_hut(s, "G.3", VOID)
    put_totems(s, "G", PLAYER, 1)
    play(s, "build C", "hut C.1")
    assert decision(s) == (PLAYER, "void")
    play(s, "build G", "hut G.4")  # the Void's ruin fills G: 3 ruins v 1 tent
    assert claim_token(s, "G") == VOIDS
    assert decision(s) == (PLAYER, "refill")


# ----- T20-T22: infection and corruption ------------------------------------------------------
def _t20_state(cards):
    """Connection 1 joins C and G (the Void pawn is on it). C: 2 tents, no segment (room
    for a Void totem). G: 1 tent, 1 player segment (the limit) and a ruin on G.5."""
    s = solo(cgd(), cards)
    put_huts(s, "C", PLAYER, 2)
    put_hut(s, "G.1", PLAYER)
    put_totems(s, "G", PLAYER, 1)
    put_hut(s, "G.5", VOID)
    return s


def test_t20a_two_void_cards_played_cause_one_infection():
    """L729: two Void cards go above the reserve; the Void infects once."""
    s = _t20_state(["coast", "void", "void"])
    play(s, "build C", "hut C.3")
    assert decision(s) == (PLAYER, "void")
    assert options(s) == ("play void x1", "play void x2")
    play(s, "play void x2")
    assert s.above == 2 and s.beside == 0
    assert sum(s.river) == 4 and s.river[VOID_CARD] == 0  # above, not in the reserve (B6)
    # One infection on connection 1: a Void totem in C, a ruin beside the ruin in G.
    assert totems_in(s, "C") == [0, 1]
    assert owner_of(s, "G.4") == VOID and huts_in(s, "G") == [1, 2]
    assert s.void_pawn == 1  # the pawn moved once, to connection 2
    assert claim_token(s, "C") == OPEN and claim_token(s, "G") == OPEN
    assert decision(s) == (PLAYER, "refill") and hand(s, PLAYER) == {}


def test_t20b_four_or_more_above_the_reserve_cause_a_corruption():
    """L733: three Void cards already above, three more played: a corruption."""
    s = _t20_state(["void", "void", "void"])
    s.above = 3
    assert options(s) == ("pass",)  # three Void cards: the player passes (L709)
    play(s, "pass")
    assert options(s) == ("play void x1", "play void x2", "play void x3")
    play(s, "play void x3")
    # Both territories are scored after the infection. C: a Void totem, 2 tents v 0 ruins:
    # 1+1 v 1, a tie. G: a ruin on G.4, 1 tent v 2 ruins: 1 v 0+1, a tie. The Void's.
    assert [claim_token(s, t) for t in "CGD"] == [VOIDS, VOIDS, OPEN]
    assert s.void_pawn == 1
    # L786: the six cards come back; one goes beside the board, five into the deck.
    assert s.above == 0 and s.beside == 1
    assert void_cards(s) == 5 and len(s.pile) == 12 + 5
    assert s.discard[VOID_CARD] == 0
    assert decision(s) == (PLAYER, "refill")


def _coast_glacier_position(s):
    """T21/T22: C: 2 tents, 2 player segments (at the limit), a ruin on C.5.
    G: 2 tents, 2 ruins, 1 player segment."""
    put_huts(s, "C", PLAYER, 2)
    put_totems(s, "C", PLAYER, 2)
    put_hut(s, "C.5", VOID)
    put_huts(s, "G", PLAYER, 2)
    put_hut(s, "G.4", VOID)
    put_hut(s, "G.5", VOID)
    put_totems(s, "G", PLAYER, 1)


def test_t21_infection_ruin_at_the_totem_limit_totem_below_it():
    """L766: coast at the limit (2) takes a ruin; glacier (2 tents, 1 segment) a totem."""
    s = solo(cgd(), ["desert", "void"])
    _coast_glacier_position(s)
    play(s, "build D", "hut D.1", "play void x1")
    assert owner_of(s, "C.4") == VOID  # the free space closest to the ruin on C.5
    assert totems_in(s, "C") == [2, 0]
    assert totems_in(s, "G") == [1, 1]
    assert huts_in(s, "G") == [2, 2]
    assert s.void_pawn == 1  # then the pawn advances
    assert (claim_token(s, "C"), claim_token(s, "G")) == (OPEN, OPEN)


def test_t22_corruption_scores_both_territories():
    """L780-L784: after the infection, coast: the player's totem majority (2 v 0+1);
    glacier: 1 v 1 totems and 2 v 2 tents/ruins, so the Void takes the tie."""
    s = solo(cgd(), ["desert", "void"])
    _coast_glacier_position(s)
    s.above = 3
    play(s, "build D", "hut D.1", "play void x1")
    assert owner_of(s, "C.4") == VOID and totems_in(s, "G") == [1, 1]
    assert claim_token(s, "C") == OURS
    assert claim_token(s, "G") == VOIDS
    assert claim_token(s, "D") == OPEN
    assert s.void_pawn == 1
    assert (s.above, s.beside, void_cards(s)) == (0, 1, 3)


def test_infection_pawn_wraps_and_skips_connections_between_claimed_territories():
    """L768, L810: from the highest number back to 1, skipping 1 when both its territories
    are claimed."""
    board = tiny_board(
        [("C", "coast", 4), ("G", "glacier", 4), ("D", "desert", 4), ("T", "tundra", 4)],
        [("C", "G"), ("G", "D"), ("D", "T")],
    )
    s = solo(board, ["desert", "void"])
    s.void_pawn = 2  # connection 3 (D-T)
    s.control[board.territory("C")] = OURS
    s.control[board.territory("G")] = VOIDS
    put_hut(s, "D.1", PLAYER)
    put_hut(s, "T.1", PLAYER)
    play(s, "build D", "hut D.2", "play void x1")
    assert totems_in(s, "D") == [0, 1] and totems_in(s, "T") == [0, 1]
    assert s.void_pawn == 1  # connection 2: 1 joins two claimed territories


# ----- T23, C12: moving pieces out of a completely explored biome -------------------------
def _t23_state():
    """D (desert) is full and claimed: 2 tents, a ruin, a player segment with a Void
    segment on top. G (glacier) is claimed by the Void; C (coast) is open, with one tent
    (so it could take a segment)."""
    board = tiny_board(
        [("C", "coast", 5), ("D", "desert", 3), ("G", "glacier", 4)], [("C", "D"), ("D", "G")]
    )
    s = solo(board, ["desert", "tundra", "tundra"], river=["coast"] * 4)
    put_huts(s, "D", PLAYER, 2)
    put_hut(s, "D.3", VOID)
    put_totems(s, "D", PLAYER, 1)
    put_totems(s, "D", VOID, 1)  # stacked on the player's segment
    s.control[board.territory("D")] = OURS
    s.control[board.territory("G")] = VOIDS
    put_hut(s, "C.5", PLAYER)
    return s


def test_t23_move_two_tents_for_one_desert_and_two_tundra():
    """L808: the segment under the Void totem cannot move; two tents move instead, paid
    1 Desert + 2 Tundra; the hand is empty, so the Void's action is skipped."""
    s = _t23_state()
    assert "move D" in options(s)
    play(s, "move D")
    assert options(s) == ("lift D.1", "lift D.2")  # no "lift totem": the Void's is on top
    play(s, "lift D.1")
    # Never into the claimed G (C10): the four free spaces of C.
    assert options(s) == ("to C.1", "to C.2", "to C.3", "to C.4")
    play(s, "to C.1", "lift D.2", "to C.2")
    assert huts_in(s, "C") == [3, 0]
    assert huts_in(s, "D") == [0, 1]
    assert totems_in(s, "D") == [1, 1]
    assert claim_token(s, "D") == OURS  # not scored again (L800)
    assert hand(s, PLAYER) == {}
    assert s.discard[:2] == [0, 2] and s.discard[4] == 1  # tundra x2, desert x1
    assert decision(s) == (PLAYER, "refill")  # no Void action with an empty hand


def test_c12_a_segment_with_no_void_segment_above_it_may_move():
    s = _t23_state()
    put_totems(s, "D", PLAYER, 1)  # now a player segment lies on top of the Void's
    play(s, "move D")
    assert options(s) == ("lift D.1", "lift D.2", "lift totem")
    play(s, "lift totem")
    assert totems_in(s, "D") == [1, 1]
    assert options(s) == ("to totem C",)
    play(s, "to totem C")
    assert totems_in(s, "C") == [1, 0]


# ----- T24, C13: co-op ------------------------------------------------------------------------
def test_t24_coop_team_claims_with_both_colours():
    """L854: red fills the forest; 2 red + 1 yellow tents beat 2 ruins as one team."""
    board = tiny_board([("F", "forest", 5), ("C", "coast", 5)], [("F", "C")])
    s = coop(
        board,
        {RED: ["forest", "coast", "desert"], YELLOW: ["coast", "coast", "glacier"]},
        pile=["glacier"] * 12,
    )
    assert s.ctx.void == COOP_VOID and s.ctx.void_threshold == 1  # ruling B7
    put_hut(s, "F.1", RED)
    put_hut(s, "F.2", YELLOW)
    put_hut(s, "F.3", COOP_VOID)
    put_hut(s, "F.4", COOP_VOID)
    play(s, "build F", "hut F.5")
    assert claim_token(s, "F") == OURS  # red alone (2) would have tied the ruins (2)
    assert decision(s) == (RED, "void")
    play(s, "build C", "hut C.1", "draw", "draw")
    assert decision(s) == (YELLOW, "action")  # seats alternate


def test_c13_colonies_are_per_colour_in_coop():
    board = tiny_board([("F", "forest", 6), ("C", "coast", 5)], [("F", "C")])
    s = coop(board, {RED: ["forest", "glacier", "desert"]})
    put_hut(s, "F.1", RED)
    put_hut(s, "F.2", YELLOW)
    put_hut(s, "F.3", RED)
    play(s, "build F", "hut F.4")  # four team tents in a row, but red's are not linked
    assert decision(s) == (RED, "void")  # no colony free action


# ----- C6: set-up -------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_c6_solo_setup_three_void_cards_in_each_quarter(monkeypatch, seed):
    s = setup_on(monkeypatch, cgd(), {"mode": "solo"}, seed)
    assert sum(s.hands) == 3 and s.hands[VOID_CARD] == 0
    assert sum(s.river) == 4 and s.river[VOID_CARD] == 0
    assert len(s.pile) == 57 - 7 + 12  # all 57 biome cards (no removal) and 12 Void cards
    order = pile_names(s)
    assert order.count("void") == 12
    # Four piles as equal as possible (50 = 13+13+12+12), each with 3 Void cards added.
    chunks = {p for p in permutations((16, 16, 15, 15))}
    ok = []
    for sizes in chunks:
        start, good = 0, True
        for size in sizes:
            good &= order[start : start + size].count("void") == 3
            start += size
        ok.append(good)
    assert any(ok)
    assert s.supply_huts == [21, 21]  # all 21 tents play (no score marker)
    assert s.mountains == () and s.void_pawn == 0


def test_c6_coop_setup(monkeypatch):
    s = setup_on(monkeypatch, cgd(), {"mode": "coop"}, 3)
    assert s.ctx.players == 2 and s.ctx.tribes == 3
    assert sum(s.hands[:6]) == 3 and sum(s.hands[6:]) == 3
    assert s.hands[VOID_CARD] == s.hands[6 + VOID_CARD] == 0
    assert len(s.pile) == 57 - 10 + 12


# ----- C7: the Void's action ---------------------------------------------------------------------
def test_c7_void_build_with_biome_cards_then_extra_void_cards():
    s = solo(cgd(), ["coast", "glacier", "void"])
    play(s, "build C", "hut C.1")
    assert set(options(s)) == {"build G", "play void x1"}
    play(s, "build G")
    assert options(s) == ("hut G.1", "hut G.2", "hut G.3", "hut G.4", "hut G.5")
    play(s, "hut G.3")  # a ruin; paid with the glacier card
    assert owner_of(s, "G.3") == VOID
    assert decision(s) == (PLAYER, "void-extra")
    assert options(s) == ("play void x0", "play void x1")
    play(s, "play void x1")  # one infection on connection 1 (C-G)
    assert s.above == 1
    assert totems_in(s, "C") == [0, 1]  # C: 1 tent, room for one segment
    assert totems_in(s, "G") == [0, 1]  # G: 1 ruin, room for one segment
    assert decision(s) == (PLAYER, "refill")


def test_c7_void_cards_are_never_a_joker_nor_exchanged():
    board = tiny_board([("C", "coast", 4), ("F", "forest", 4)], [("C", "F")])
    s = solo(board, ["void", "void", "coast"])
    put_hut(s, "F.1", PLAYER)
    assert options(s) == ("build C", "exchange")  # no "build F" with the Void pair
    play(s, "exchange")
    assert options(s) == ("discard coast",)
    s = solo(board, ["void", "void", "coast"])
    play(s, "build C", "hut C.1")
    assert options(s) == ("play void x1", "play void x2")  # no Void build with the pair


def test_c7_a_hand_of_three_void_cards_passes():
    s = solo(cgd(), ["void", "void", "void"])
    put_hut(s, "C.1", PLAYER)
    assert options(s) == ("pass",)
    play(s, "pass")
    assert decision(s) == (PLAYER, "void")
    assert options(s) == ("play void x1", "play void x2", "play void x3")


# ----- C8: a completely explored biome ------------------------------------------------------------
def test_c8_explored_biome_every_territory_full_or_claimed():
    board = tiny_board(
        [("C1", "coast", 3), ("C2", "coast", 3), ("G", "glacier", 4)],
        [("C1", "G"), ("C2", "G")],
    )
    s = solo(board, ["glacier", "coast", "void"])
    s.control[board.territory("C1")] = VOIDS  # claimed, not full
    put_huts(s, "C2", PLAYER, 2)  # open, one space free: coast is not explored
    play(s, "build G", "hut G.1")
    assert "skip with coast" not in options(s)
    s = solo(board, ["glacier", "coast", "void"])
    s.control[board.territory("C1")] = VOIDS
    put_huts(s, "C2", PLAYER, 3)  # full
    play(s, "build G", "hut G.1")
    assert "skip with coast" in options(s)
    play(s, "skip with coast")  # the Void's action is skipped
    assert hand(s, PLAYER) == {"void": 1}
    assert s.discard[2] == 1  # the coast card
    assert huts_in(s, "G") == [1, 0] and s.above == 0
    assert decision(s) == (PLAYER, "refill")


# ----- C9: Void cards revealed while refilling the reserve -----------------------------------------
def _reserve_state(pile, above=0):
    """C, G, D with 3 tents each (room for Void totems), connections 1 C-G, 2 G-D, 3 D-C.
    The player builds C.2 with its only card, then takes three reserve cards."""
    board = tiny_board(
        [("C", "coast", 5), ("G", "glacier", 5), ("D", "desert", 5)],
        [("C", "G"), ("G", "D"), ("D", "C")],
    )
    s = solo(board, ["coast"], river=["desert"] * 4, pile=pile)
    for sid in ("C.1", "C.3", "C.5"):
        put_hut(s, sid, PLAYER)
    for tid in "GD":
        put_huts(s, tid, PLAYER, 3)
    play(s, "build C", "hut C.2")  # no colony: C.4 stays free
    assert decision(s) == (PLAYER, "refill")  # empty hand: no Void action
    s.above = above
    play(s, "take desert", "take desert", "take desert")
    return s


def test_c9_each_void_card_revealed_causes_an_infection():
    s = _reserve_state(["void", "coast", "void", "glacier", "glacier", "forest"])
    assert s.above == 2  # both set above the reserve
    assert s.river[VOID_CARD] == 0 and sum(s.river) == 4
    assert s.river[2] == 1 and s.river[3] == 2 and s.river[4] == 1
    # Infection on 1 (C, G), then on 2 (G, D): the pawn is on 3.
    assert totems_in(s, "C") == [0, 1]
    assert totems_in(s, "G") == [0, 2]
    assert totems_in(s, "D") == [0, 1]
    assert s.void_pawn == 2
    assert pile_names(s) == ["forest"]
    assert decision(s) == (PLAYER, "action")


def test_c9_the_fourth_void_card_above_causes_a_corruption():
    """Three Void cards lie above the reserve; a fourth is revealed: a corruption. One card
    goes beside the board, the three others into the deck (not the discards), and the
    refill goes on, each further Void card revealed causing an infection."""
    s = _reserve_state(["void"] + ["coast"] * 6, above=3)
    # C (4 tents) and G (3 tents) each took a Void totem, then were scored: 1+1 v 1.
    assert [claim_token(s, t) for t in "CGD"] == [VOIDS, VOIDS, OPEN]
    assert totems_in(s, "C") == [0, 1] and totems_in(s, "G") == [0, 1]
    assert s.beside == 1
    assert void_cards(s) + s.above == 3  # the three taken back, later ones above again
    assert s.discard[VOID_CARD] == 0
    assert sum(s.river) == 4 and s.river[VOID_CARD] == 0
    # Each later infection lands on D (C and G are closed): one Void totem each.
    assert totems_in(s, "D") == [0, s.above]
    assert decision(s) == (PLAYER, "action")


# ----- C10: claimed territories are closed --------------------------------------------------------
def test_c10_infection_skips_a_claimed_territory():
    s = solo(cgd(), ["desert", "void"])
    s.control[s.ctx.board.territory("C")] = OURS
    put_hut(s, "C.1", PLAYER)
    put_hut(s, "G.1", PLAYER)
    play(s, "build D", "hut D.1", "play void x1")
    assert totems_in(s, "C") == [0, 0] and huts_in(s, "C") == [1, 0]
    assert totems_in(s, "G") == [0, 1]


def test_c10_no_build_in_a_claimed_territory():
    s = solo(cgd(), ["coast", "glacier", "desert"])
    s.control[s.ctx.board.territory("C")] = VOIDS
    assert set(options(s)) == {"build G", "build D", "exchange"}


# ----- C11: colony actions -----------------------------------------------------------------------
def test_c11_a_new_colony_offers_one_free_action_once():
    board = tiny_board([("C", "coast", 8), ("G", "glacier", 4)], [("C", "G")])
    s = solo(board, ["coast", "forest", "tundra"], pile=["coast", "glacier", "glacier"] * 3)
    put_huts(s, "C", PLAYER, 3)
    play(s, "build C", "hut C.4")  # C.1-C.4: a colony
    assert decision(s) == (PLAYER, "free-action")
    assert options(s) == ("free-action C", "free-action none")
    play(s, "free-action C")
    assert decision(s) == (PLAYER, "place")
    play(s, "hut C.5", "totem")  # two constructions, no card
    assert huts_in(s, "C") == [5, 0] and totems_in(s, "C") == [1, 0]
    assert hand(s, PLAYER) == {"forest": 1, "tundra": 1}
    assert decision(s) == (PLAYER, "void")
    play(s, "skip with forest", "draw", "draw")
    assert hand(s, PLAYER) == {"tundra": 1, "coast": 1, "glacier": 1}
    play(s, "build C", "hut C.6")  # the same colony grows: no second free action
    assert decision(s) == (PLAYER, "void")


def test_c11_free_action_may_be_declined():
    board = tiny_board([("C", "coast", 8), ("G", "glacier", 4)], [("C", "G")])
    s = solo(board, ["coast", "forest", "tundra"])
    put_huts(s, "C", PLAYER, 3)
    play(s, "build C", "hut C.4", "free-action none")
    assert huts_in(s, "C") == [4, 0]
    assert decision(s) == (PLAYER, "void")


def test_c11_a_void_colony_acts_at_once_and_only_once():
    board = tiny_board([("C", "coast", 8), ("G", "glacier", 5)], [("C", "G")])
    s = solo(board, ["glacier", "coast", "forest"], pile=["coast", "glacier", "forest"] * 3)
    for i in (1, 2, 3):
        put_hut(s, f"C.{i}", VOID)
    put_hut(s, "C.7", PLAYER)
    play(s, "build G", "hut G.1", "build C", "hut C.4")  # the Void's fourth ruin in a row
    assert totems_in(s, "C") == [0, 1]  # its free infection: a Void totem in C
    assert s.void_pawn == 0  # the pawn does not move
    assert decision(s) == (PLAYER, "refill")
    play(s, "draw", "draw")
    assert hand(s, PLAYER) == {"forest": 1, "coast": 1, "glacier": 1}
    play(s, "build G", "hut G.2", "build C", "hut C.5")  # the colony grows to 5
    assert totems_in(s, "C") == [0, 1]  # no second action


# ----- C14: the end ---------------------------------------------------------------------------------
def test_c14_the_game_ends_when_every_territory_is_claimed():
    board = tiny_board([("G", "glacier", 2), ("C", "coast", 2)], [("G", "C")])
    s = solo(board, ["glacier", "coast", "desert"])
    s.control[board.territory("C")] = OURS
    put_hut(s, "G.1", PLAYER)
    play(s, "build G", "hut G.2")
    assert GAME.is_over(s)
    assert s.result == "players" and GAME.winners(s) == [PLAYER]
    assert GAME.scores(s) == [2]  # territories claimed by the player


@pytest.mark.parametrize(("threshold", "result"), [(None, "players"), (2, "void")])
def test_c14_third_card_beside_the_board_ends_and_claims_every_open_territory(threshold, result):
    """The corruption (T22's position) puts the third card beside the board: the game ends,
    D (a tent) goes to the player and the empty E to the Void (it wins every tie, L694)."""
    board = tiny_board(
        [("C", "coast", 5), ("G", "glacier", 5), ("D", "desert", 5), ("E", "forest", 3)],
        [("C", "G"), ("G", "D"), ("D", "E")],
    )
    s = solo(board, ["desert", "void"], void_threshold=threshold)
    _coast_glacier_position(s)
    s.above, s.beside = 3, 2
    play(s, "build D", "hut D.1", "play void x1")
    assert GAME.is_over(s)
    assert s.beside == 3
    assert [claim_token(s, t) for t in "CGDE"] == [OURS, VOIDS, OURS, VOIDS]
    assert s.result == result
    assert GAME.winners(s) == ([PLAYER] if result == "players" else [])


def test_c14_first_exhaustion_reshuffles_without_a_mid_game_scoring():
    s = solo(cgd(), ["glacier", "coast", "desert"], pile=["forest"], river=["tundra"] * 4)
    deal(s, discard=["glacier"] * 3)
    play(s, "build G", "hut G.1", "build C", "hut C.1")  # the player, then the Void
    play(s, "draw")  # the last card of the pile
    assert s.exhaustions == 1 and not s.end_triggered
    assert s.mid_scores is None and s.scores == [0, 0]
    # The discards, with the two cards just played, are the new pile.
    assert sorted(pile_names(s)) == ["coast", "glacier", "glacier", "glacier", "glacier"]
    assert decision(s) == (PLAYER, "refill")


def test_c14_second_exhaustion_ends_the_game_after_the_turn():
    s = solo(cgd(), ["coast", "desert", "forest"], pile=["glacier"], river=["tundra"] * 4)
    s.exhaustions = 1
    play(s, "build C", "hut C.2", "build D", "hut D.1", "draw")  # the last card again
    assert s.end_triggered and not GAME.is_over(s)
    assert options(s) == ("take tundra",)  # no pile: the river only
    play(s, "take tundra")
    assert GAME.is_over(s)
    # Every open territory is claimed: C (a tent) the player's, D (a ruin) and the empty
    # G the Void's; 2 Void territories are below the solo threshold of 3.
    assert [claim_token(s, t) for t in "CGD"] == [OURS, VOIDS, VOIDS]
    assert s.result == "players" and GAME.winners(s) == [PLAYER]


@pytest.mark.parametrize(
    ("ruins", "spent", "over"),
    [
        (8, False, False),
        (9, False, True),
        (9, True, True),
    ],
)
def test_c14_b8_a_void_colony_of_ten_ruins_wins(ruins, spent, over):
    """L819: ten ruins in a colony win for the Void, whether or not the colony already
    took its free action (laying its ruins down only stops a second action, L792)."""
    board = tiny_board([("C", "coast", 12), ("G", "glacier", 4)], [("C", "G")])
    s = solo(board, ["glacier", "coast", "forest"])
    for i in range(1, ruins + 1):
        put_hut(s, f"C.{i}", VOID)
        s.spent[s.ctx.board.space(f"C.{i}")] = spent
    play(s, "build G", "hut G.1", "build C", f"hut C.{ruins + 1}")
    assert GAME.is_over(s) is over
    if over:
        assert s.result == "void-colony" and GAME.winners(s) == []
    else:
        assert decision(s) == (PLAYER, "refill")


def test_b8_a_map_may_lower_the_void_colony_threshold():
    board = atlas_map(
        [("C", "coast", 12), ("G", "glacier", 4)], [("C", "G")], features={"void_colony_wins": 8}
    )
    assert board.void_colony_wins == 8
    s = solo(board, ["glacier", "coast", "forest"])
    for i in range(1, 8):
        put_hut(s, f"C.{i}", VOID)
    play(s, "build G", "hut G.1", "build C", "hut C.8")
    assert GAME.is_over(s) and s.result == "void-colony"


# ----- B6: where ruins go ---------------------------------------------------------------------
def test_b6_with_no_ruin_on_the_board_the_player_places_the_first_one():
    board = tiny_board([("C", "coast", 4), ("G", "glacier", 4)], [("C", "G")])
    s = solo(board, ["coast", "void"])
    play(s, "build C", "hut C.1", "play void x1")
    assert totems_in(s, "C") == [0, 1]  # C takes a Void totem; G has no tent: a ruin
    assert decision(s) == (PLAYER, "ruin")
    assert options(s) == ("ruin G.1", "ruin G.2", "ruin G.3", "ruin G.4")
    play(s, "ruin G.3")
    assert owner_of(s, "G.3") == VOID
    assert s.void_pawn == 0  # one connection: the pawn comes back to it
    assert decision(s) == (PLAYER, "refill")


def test_b6_equally_close_spaces_the_player_chooses():
    board = tiny_board([("C", "coast", 4), ("G", "glacier", 4)], [("C", "G")])
    s = solo(board, ["coast", "void"])
    put_hut(s, "G.2", VOID)
    put_totems(s, "G", VOID, 1)  # at the limit: the infection needs a ruin
    play(s, "build C", "hut C.1", "play void x1")
    assert options(s) == ("ruin G.1", "ruin G.3")  # both one path away from G.2
    play(s, "ruin G.1")
    assert huts_in(s, "G") == [0, 2]


# ----- B7: co-op threshold, configuration ---------------------------------------------------
def test_b7_thresholds_by_mode():
    assert make_state(cgd(), 1, mode="solo").ctx.void_threshold == 3
    assert make_state(cgd(), 2, mode="coop").ctx.void_threshold == 1
    assert make_state(cgd(), 2, mode="coop", void_threshold=2).ctx.void_threshold == 2
    with pytest.raises(ConfigError):
        GAME.configure({"players": 3, "void_threshold": 2})  # standard play


@pytest.mark.parametrize(("threshold", "winners"), [(None, []), (2, [RED, YELLOW])])
def test_b7_coop_is_lost_with_one_void_territory_by_default(threshold, winners):
    board = tiny_board([("F", "forest", 2), ("C", "coast", 2)], [("F", "C")])
    s = coop(board, {RED: ["forest", "glacier", "desert"]}, void_threshold=threshold)
    s.control[board.territory("C")] = VOIDS
    put_hut(s, "F.1", YELLOW)
    play(s, "build F", "hut F.2")  # the last territory: the team's
    assert GAME.is_over(s)
    assert [claim_token(s, t) for t in "FC"] == [OURS, VOIDS]
    assert GAME.winners(s) == winners


@pytest.mark.parametrize(
    "extra",
    [
        {"exploits": ["courage"]},
        {"modules": ["union"]},
        {"expeditions": True},
        {"storms": True},
        {"walking_totem": True},
    ],
)
def test_solo_refuses_exploits_and_expedition_cards(extra):
    """L661-L663: no exploits and no expedition cards against the Void."""
    with pytest.raises(ConfigError):
        GAME.configure({"mode": "solo", **extra})
    with pytest.raises(ConfigError):
        GAME.configure({"mode": "coop", **extra})
