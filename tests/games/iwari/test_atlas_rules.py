"""Rules of the Atlas maps (L462-L574) on tiny purpose-built maps that carry the Atlas
`features` (fixtures.atlas_map): T25 (Les chemins inexplorés), T26 (Le néant), and the
engine's readings C15-C19, B3, B4 of RULINGS.md.

Play is driven through `GAME.pending` / `GAME.apply` with option texts; scoring-only points
call the scoring functions on hand-built positions. Standard play: seats 0-2; the Void's
pieces (ruins on purple spaces, Void totems) belong to an extra tribe, `s.ctx.void`.
Solo: the player 0, the Void 1.
"""

from __future__ import annotations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.components.board import VOID_CARD
from ludotheque.games.iwari.rules import atlas
from ludotheque.games.iwari.scoring import (
    colonies,
    colony_scores,
    hut_scores,
    totem_scores,
    winning_tribes,
)
from ludotheque.games.iwari.state import UNION

from .fixtures import (
    atlas_map,
    claim_token,
    deal,
    hand,
    huts_in,
    make_state,
    options,
    owner_of,
    play,
    put_hut,
    put_huts,
    put_on_space,
    put_totems,
    setup_on,
    totems_in,
)

A, B, C = 0, 1, 2  # seats
PLAYER, SOLO_VOID = 0, 1
OPEN, OURS, VOIDS = -1, 0, 1


def decision(s):
    d = GAME.pending(s)
    return d.seat, d.kind


def standard(board, players=3, hands=None, river=("desert",) * 4, pile=("desert",) * 12, **kw):
    s = make_state(board, players, **kw)
    deal(s, hands=hands or {}, river=list(river), pile=list(pile))
    atlas.setup(s)  # the map's own set-up (ruins on purple spaces, Void totems)
    return s


def solo(board, cards=(), river=("desert",) * 4, pile=("desert",) * 12, **kw):
    s = make_state(board, 1, mode="solo", **kw)
    deal(s, hands={PLAYER: list(cards)}, river=list(river), pile=list(pile))
    atlas.setup(s)  # nothing on the board in solo play (L504, L536)
    return s


def last_turn(s, seat):
    """Make `seat` play the game's last turn (the end is triggered)."""
    s.first = (seat + 1) % s.ctx.players
    s.active = s.tribe = seat
    s.end_triggered = True
    s.decision = None


# ----- Les chemins inexplorés: T25, C16 ---------------------------------------------------------
def chemins():
    """V: the purple Void territory (no space). F forest, F2 forest, G glacier, C coast.
    Connections 1 V-F, 2 V-G, 3 F-G, 4 G-C, 5 F-F2."""
    return atlas_map(
        [
            ("V", "void", 0),
            ("F", "forest", 4),
            ("G", "glacier", 4),
            ("C", "coast", 4),
            ("F2", "forest", 4),
        ],
        [("V", "F"), ("V", "G"), ("F", "G"), ("G", "C"), ("F", "F2")],
        features={"void_territory": "V"},
    )


def test_c16_five_void_totems_start_on_the_purple_territory(monkeypatch):
    board = chemins()
    s = setup_on(monkeypatch, board, {"players": 3}, 2)
    v = s.ctx.void
    assert v == 3 and s.ctx.tribes == 4
    assert totems_in(s, "V") == [0, 0, 0, 5]
    assert s.supply_totems[v] == 8 - 5


def test_t25_two_forest_cards_move_a_void_totem_from_the_purple_territory():
    """L529: two Forest cards move a Void totem from the purple territory to a forest."""
    s = standard(chemins(), hands={A: ["forest", "forest", "coast"]})
    v = s.ctx.void
    put_huts(s, "F", B, 2)  # F's totem limit: 2
    assert [o for o in options(s) if o.startswith("shift")] == ["shift V F"]
    play(s, "shift V F")
    assert totems_in(s, "V")[v] == 4 and totems_in(s, "F")[v] == 1
    assert hand(s, A) == {"coast": 1}
    assert s.discard[0] == 2  # the two forest cards
    assert decision(s) == (A, "refill")  # no forest left: no piece of one's own


def test_t25_forest_and_glacier_move_a_void_totem_from_forest_to_glacier():
    """L533: 1 Forest + 1 Glacier move a Void totem from a forest to a glacier."""
    s = standard(chemins(), hands={A: ["forest", "glacier", "desert"]})
    v = s.ctx.void
    put_huts(s, "F", B, 1)
    put_totems(s, "F", v, 1)
    put_huts(s, "G", B, 2)
    assert "shift F G" in options(s)
    play(s, "shift F G")
    assert totems_in(s, "F")[v] == 0 and totems_in(s, "G")[v] == 1
    assert hand(s, A) == {"desert": 1}
    assert decision(s) == (A, "refill")


def test_c16_one_of_your_pieces_may_join_the_shifted_totem_for_one_card():
    s = standard(chemins(), hands={A: ["forest", "glacier", "glacier"]})
    v = s.ctx.void
    put_huts(s, "F", B, 1)
    put_totems(s, "F", v, 1)
    put_huts(s, "G", B, 2)
    play(s, "shift F G")
    assert decision(s) == (A, "shift-extra")
    assert options(s) == ("hut G.3", "hut G.4", "totem", "stop")
    play(s, "totem")  # the limit: 2 (B's huts), the Void totem and A's segment
    assert totems_in(s, "G") == [1, 0, 0, 1]
    assert hand(s, A) == {}  # three cards in all (3-2-1)


def test_c16_where_a_void_totem_may_go():
    s = standard(chemins(), hands={A: ["forest", "forest", "glacier"]})
    v = s.ctx.void
    put_huts(s, "F", B, 1)
    put_totems(s, "F", v, 1)
    put_huts(s, "F2", B, 2)  # another forest: not a different biome
    put_huts(s, "G", B, 1)
    put_totems(s, "G", B, 1)  # G at its totem limit
    shifts = {o for o in options(s) if o.startswith("shift")}
    # From V: only forests with room (F2; F is at its limit with the Void totem).
    assert shifts == {"shift V F2"}
    put_huts(s, "G", C, 2)  # G's limit rises to 2
    shifts = {o for o in options(s) if o.startswith("shift")}
    assert shifts == {"shift V F2", "shift F G"}  # never back to V, never F -> F2


def test_c16_void_totems_block_majorities_and_never_score():
    s = standard(chemins())
    v = s.ctx.void
    for tid in "FG":
        put_huts(s, tid, A, 3)
        put_totems(s, tid, A, 1)
    put_totems(s, "F", v, 2)  # the Void leads F: A has no majority there
    # Connections 1 (V-F), 2 (V-G), 3 (F-G): nobody scores, the Void never does (it
    # holds both majorities of connection 1 with its 5 totems on V).
    assert totem_scores(s) == [0, 0, 0, 0]
    put_totems(s, "F", A, 1)  # a tie in F: A holds both majorities of connection 3
    assert totem_scores(s) == [4 + 1, 0, 0, 0]
    s.phase = "over"
    s.scores = [3, 2, 1, 40]
    assert winning_tribes(s) == [A]  # the Void is no contender


@pytest.mark.parametrize("third_card", ["desert", "forest"])
def test_c1_c16_a_totem_shift_checks_the_expedition_missions(third_card):
    """C1: missions are checked after a totem shift, also when no piece of one's own joins
    it (no forest card left) or when the player declines to add one ("stop")."""
    from ludotheque.games.iwari.components.expeditions import expedition_cards
    from ludotheque.games.iwari.state import make_context

    s = standard(chemins(), hands={A: ["coast", "forest", third_card]}, expeditions=True)
    s.ctx = make_context(s.ctx.config, s.ctx.board, expedition_cards())
    card = next(i for i, c in enumerate(expedition_cards()) if c["number"] == 14)
    s.expedition_cards, s.expedition_claims = (card,), [-1, -1]
    v = s.ctx.void
    for tid, huts in (("F", 3), ("G", 2), ("C", 3)):
        put_huts(s, tid, B, huts)
        put_totems(s, tid, A, 1)
    put_totems(s, "C", v, 2)  # A leads F and G, not C
    play(s, "shift C F")  # C: A 1, Void 1 -> a tied majority counts (C1)
    if third_card == "forest":
        assert decision(s) == (A, "shift-extra")
        play(s, "stop")
    assert s.expedition_claims == [A, -1]
    assert s.expedition_scores[A] == expedition_cards()[card]["rewards"][0]


def test_c16_solo_infection_totems_go_to_the_purple_territory_and_the_fifth_wins():
    s = solo(chemins(), ["coast", "void"])
    v = s.ctx.void
    assert totems_in(s, "V") == [0, 0]  # nothing at the start in solo play
    put_totems(s, "V", v, 3)
    put_huts(s, "F", PLAYER, 2)
    put_huts(s, "C", PLAYER, 1)
    play(s, "build C", "hut C.2", "play void x1")  # infection on connection 1 (V-F)
    assert totems_in(s, "F") == [0, 0]
    assert totems_in(s, "V") == [0, 4]  # F's Void totem went to the purple territory
    assert not GAME.is_over(s)
    s = solo(chemins(), ["coast", "void"])
    put_totems(s, "V", v, 4)
    put_huts(s, "F", PLAYER, 2)
    play(s, "build C", "hut C.1", "play void x1")
    assert GAME.is_over(s) and s.result == "void"  # a fifth totem on V (L540)


def test_c16_solo_shifts_only_from_the_purple_territory():
    s = solo(chemins(), ["forest", "forest", "glacier"])
    v = s.ctx.void
    put_totems(s, "V", v, 2)
    put_huts(s, "F", PLAYER, 1)
    put_totems(s, "F", v, 1)  # room in F: 1 hut, 1 segment: no
    put_huts(s, "F2", PLAYER, 1)
    put_huts(s, "G", PLAYER, 2)
    shifts = {o for o in options(s) if o.startswith("shift")}
    assert shifts == {"shift V F2"}  # never from F (to G with forest + glacier)


# ----- Le néant: T26, C19, B4 ----------------------------------------------------------------------
def neant(**features):
    """F forest, T tundra, N a Void-biome territory; a contested token K1 between F and T."""
    return atlas_map(
        [("F", "forest", 3), ("T", "tundra", 3), ("N", "void", 3)],
        [("F", "T"), ("T", "N")],
        features={
            "void_biome": True,
            "contested": [{"id": "K1", "a": "F", "b": "T"}],
            "determination": True,
            "max_players": 6,
            "no_mountains": True,
            **features,
        },
    )


def test_t26_two_forest_cards_move_the_contested_token_under_a_tent():
    """L574: 2 Forest cards: the token goes to the forest, a tent stands on it."""
    s = standard(neant(), hands={A: ["forest", "forest", "coast"]}, map="le-neant")
    assert s.ctx.void == -1  # no Void tribe in multiplayer Le néant
    assert {"contest K1 F"} == {o for o in options(s) if o.startswith("contest")}
    play(s, "contest K1 F")
    board = s.ctx.board
    assert s.contested == [board.territory("F")] and s.contested_owner == [A]
    assert huts_in(s, "F") == [1, 0, 0]  # the tent counts there...
    assert s.hut_total[board.territory("F")] == 0  # ...but stands on no hut space
    assert s.supply_huts[A] == 19
    assert hand(s, A) == {"coast": 1}
    assert decision(s) == (A, "refill")
    assert not any(o.startswith("contest") for o in options(s))  # the token has moved


def test_c19_a_contested_tent_counts_for_majorities():
    s = standard(neant(), hands={A: ["tundra", "tundra", "coast"]}, map="le-neant")
    put_hut(s, "T.1", B)
    play(s, "contest K1 T")
    assert huts_in(s, "T") == [1, 1, 0]
    assert hut_scores(s, final=True) == [2, 2, 0]  # a tie at the top: the total, 2 each


def test_c19_a_territory_with_only_a_contested_tent_scores():
    s = standard(neant(), hands={A: ["forest", "forest", "coast"]}, map="le-neant")
    play(s, "contest K1 F")
    assert hut_scores(s, final=True) == [1, 0, 0]


def test_b4_void_cards_build_the_void_biome_territories():
    s = standard(neant(), hands={A: ["void", "forest", "coast"]}, map="le-neant")
    assert s.ctx.biomes == 6
    play(s, "build N", "hut N.1")  # one Void card, one tent
    assert huts_in(s, "N") == [1, 0, 0]
    assert s.discard[VOID_CARD] == 1
    assert hand(s, A) == {"forest": 1, "coast": 1}


def test_b4_void_cards_pay_jokers_on_le_neant():
    s = standard(neant(), hands={A: ["void", "void", "coast"]}, map="le-neant")
    play(s, "build F", "hut F.1")  # a Void pair as a joker on a forest
    assert huts_in(s, "F") == [1, 0, 0]
    assert hand(s, A) == {"coast": 1}


def _courage_on_neant():
    """F and N explored, T the last unexplored territory; a Union pawn on F."""
    s = standard(
        neant(),
        hands={A: ["tundra", "tundra", "forest"]},
        map="le-neant",
        exploits=["courage"],
        modules=["union"],
    )
    put_huts(s, "F", B, 1)
    put_huts(s, "N", B, 1)
    s.terr_pawns[2 * s.ctx.board.territory("F") + UNION] = 1
    return s


def test_c2_c19_a_contested_tent_into_the_last_unexplored_territory_wins_courage():
    """L617: the first to explore the last unexplored territory, here with a tent on a
    contested token (C19), may place Courage."""
    s = _courage_on_neant()
    play(s, "contest K1 T")
    assert decision(s) == (A, "courage")
    assert options(s) == ("courage F", "courage none")
    play(s, "courage F")
    assert s.courage == ("t", s.ctx.board.territory("F"))


def test_c2_c19_a_hut_after_a_contested_tent_is_not_the_first_exploration():
    s = _courage_on_neant()
    play(s, "contest K1 T", "courage none")
    deal(s, hands={B: ["tundra", "desert", "desert"]})
    s.active = s.tribe = B
    s.phase = "turn"
    s.decision = None
    play(s, "build T", "hut T.1")
    assert s.courage == "discarded"
    assert decision(s)[1] != "courage"


def test_b4_six_players_only_on_le_neant():
    config = GAME.configure({"players": 6, "map": "le-neant"})
    assert config["players"] == 6
    with pytest.raises(ConfigError):
        GAME.configure({"players": 6})
    s = GAME.setup({"players": 6, "map": "le-neant"}, 3)
    assert len(s.pile) + sum(s.hands) + sum(s.river) == 57 + 12  # nothing removed
    assert s.mountains == ()


@pytest.mark.parametrize(
    "config",
    [
        {"mode": "solo", "map": "le-neant"},
        {"mode": "coop", "map": "le-neant"},
        {"players": 3, "map": "le-neant", "expeditions": True},
        {"players": 3, "exploits": ["veneration"], "veneration_card": "contested"},
    ],
)
def test_c19_refused_configurations(config):
    with pytest.raises(ConfigError):
        GAME.configure(config)


def test_c19_contested_veneration_is_allowed_on_le_neant():
    config = GAME.configure(
        {
            "players": 3,
            "map": "le-neant",
            "exploits": ["veneration"],
            "veneration_card": "contested",
        }
    )
    assert config["exploits"] == ["veneration"]


def test_c19_determination_second_piece_in_an_unexplored_territory_then_passes_right():
    s = standard(neant(), hands={B: ["forest", "forest", "coast"]}, map="le-neant", active=B)
    s.determination = B
    play(s, "build F")
    assert options(s) == ("hut F.1", "hut F.2", "hut F.3")
    play(s, "hut F.1")
    assert options(s) == ("hut F.2", "hut F.3", "totem", "stop")  # a second piece
    play(s, "hut F.2")
    assert huts_in(s, "F") == [0, 2, 0]
    assert hand(s, B) == {"coast": 1}
    assert s.determination == A  # used: to the right (the previous seat)


def test_c19_without_the_token_an_unexplored_territory_takes_one_hut():
    s = standard(neant(), hands={B: ["forest", "forest", "coast"]}, map="le-neant", active=B)
    s.determination = A
    play(s, "build F", "hut F.1")
    assert decision(s) == (B, "refill")
    assert huts_in(s, "F") == [0, 1, 0] and s.determination == A


def test_c19_the_token_is_kept_when_not_used():
    s = standard(neant(), hands={B: ["forest", "coast", "desert"]}, map="le-neant", active=B)
    s.determination = B
    play(s, "build F", "hut F.1")  # one card: one piece
    assert s.determination == B


@pytest.mark.parametrize(
    ("first", "last"),
    [
        (0, 2),
        (1, 0),
        (2, 1),
    ],
)
def test_c19_the_determination_token_starts_with_the_last_player(monkeypatch, first, last):
    s = setup_on(monkeypatch, neant(), {"players": 3, "map": "le-neant", "first_player": first}, 1)
    assert s.first == first
    assert s.determination == last


def test_c3_contested_veneration_goes_to_the_most_contested_tents():
    board = atlas_map(
        [("F", "forest", 3), ("T", "tundra", 3), ("C", "coast", 3), ("D", "desert", 3)],
        [("F", "T"), ("C", "D")],
        features={
            "contested": [{"id": "K1", "a": "F", "b": "T"}, {"id": "K2", "a": "C", "b": "D"}],
            "max_players": 6,
        },
    )
    s = standard(
        board,
        hands={C: ["glacier", "glacier", "desert"]},
        map="le-neant",
        exploits=["veneration"],
        veneration_card="contested",
    )
    s.contested = [board.territory("F"), board.territory("D")]
    s.contested_owner = [A, A]
    s.bonus = [1, 0, 0, 1]
    s.huts[board.territory("F") * 3 + A] = 1
    s.huts[board.territory("D") * 3 + A] = 1
    put_hut(s, "D.1", B)
    put_hut(s, "D.2", B)
    put_hut(s, "F.1", B)
    last_turn(s, C)
    play(s, "exchange", "discard glacier", "draw")
    assert decision(s) == (A, "veneration")
    assert options(s) == ("veneration F", "veneration D", "veneration none")  # A's tokens
    play(s, "veneration D")
    # D x2: B 2 huts -> 3 x2, A 1 -> 2 x2. F: A's contested tent and B's hut tie: 2 each.
    assert s.final_parts["huts"] == [2 + 4, 2 + 6, 0]


# ----- Île oubliée: C15, B3 ----------------------------------------------------------------------
def ile():
    """O1 forest, O2 glacier, O3 coast; connection 1 O1-O2 through purple space P1 (forest
    icon, road O1.3-P1-O2.1); connection 2 O2-O3 through P2 (tundra icon, road O2.3-P2-O3.1)."""
    return atlas_map(
        [("O1", "forest", 3), ("O2", "glacier", 3), ("O3", "coast", 3)],
        [("O1", "O2"), ("O2", "O3", "sea")],
        features={"locked_connections": True, "connection_routes": True, "no_mountains": True},
        purple={1: ("P1", "forest"), 2: ("P2", "tundra")},
        routes={1: ("O1.3", "O2.1"), 2: ("O2.3", "O3.1")},
    )


def test_c15_set_up_puts_a_ruin_on_every_purple_space():
    s = standard(ile())
    v = s.ctx.void
    assert owner_of(s, "P1") == v and owner_of(s, "P2") == v
    assert s.supply_huts[v] == 20 - 2


def test_c15_unlocking_costs_exactly_two_cards_of_the_icon():
    s = standard(ile(), hands={A: ["forest", "tundra", "tundra"]})
    # No joker: one forest and a tundra pair do not unlock P1; the pair unlocks P2.
    assert [o for o in options(s) if o.startswith("purple")] == ["purple 2"]
    s = standard(ile(), hands={A: ["forest", "forest", "forest"]})
    assert [o for o in options(s) if o.startswith("purple")] == ["purple 1"]
    play(s, "purple 1")
    assert owner_of(s, "P1") == A
    assert s.ruins_kept == [1, 0, 0, 0]
    assert hand(s, A) == {"forest": 1}  # exactly two cards
    assert s.supply_huts[A] == 19
    assert decision(s) == (A, "refill")


def test_c15_a_kept_ruin_is_one_point_at_the_end():
    s = standard(ile(), hands={C: ["tundra", "tundra", "desert"]})
    last_turn(s, C)
    play(s, "purple 2", "draw", "draw")
    assert GAME.is_over(s)
    assert s.final_parts["ruins"] == [0, 0, 1, 0]
    assert s.final_parts["huts"] == [0, 0, 0, 0]  # a purple space is in no territory
    assert GAME.scores(s) == [0, 0, 1]


def test_c15_b3_a_locked_connection_scores_nothing_an_unlocked_one_point_each():
    s = standard(ile())
    for tid in ("O1", "O2"):
        put_huts(s, tid, A, 2)
        put_huts(s, tid, B, 1)
        put_totems(s, tid, A, 1)
        put_totems(s, tid, B, 1)  # A and B tie in both territories
    assert totem_scores(s) == [0, 0, 0, 0]  # P1 still holds its ruin
    s.owner[s.ctx.board.space("P1")] = -1
    put_on_space(s, "P1", C)  # unlocked (by anyone)
    assert totem_scores(s) == [1, 1, 0, 0]  # 1 point to each tribe holding both (B3)


def test_c15_roads_through_purple_spaces_join_colonies():
    s = standard(ile(), hands={A: ["forest", "forest", "coast"]})
    for sid in ("O1.2", "O1.3", "O2.1"):
        put_hut(s, sid, A)
    assert colony_scores(s) == [0, 0, 0, 0]  # the ruin on P1 cuts the road
    play(s, "purple 1")
    assert colony_scores(s) == [4, 0, 0, 0]  # O1.2-O1.3-P1-O2.1


def test_c15_solo_purple_spaces_start_empty_and_void_ruins_go_there_first():
    s = solo(ile(), ["coast", "glacier", "desert"])
    assert owner_of(s, "P1") == -1 and owner_of(s, "P2") == -1
    play(s, "build O3", "hut O3.2")
    play(s, "build O2")  # the Void builds in O2: its ruin goes to a purple space first
    assert options(s) == ("hut P1", "hut P2")
    play(s, "hut P2")
    assert owner_of(s, "P2") == SOLO_VOID


def test_c15_solo_players_build_on_a_free_purple_space_with_two_icon_cards():
    s = solo(ile(), ["forest", "forest", "coast"])
    assert [o for o in options(s) if o.startswith("purple")] == ["purple 1"]
    play(s, "purple 1")
    assert owner_of(s, "P1") == PLAYER
    assert s.ruins_kept == [0, 0]  # there was no ruin to keep
    assert hand(s, PLAYER) == {"coast": 1}
    assert decision(s) == (PLAYER, "void")


@pytest.mark.parametrize(("player_on_p2", "result"), [(False, "void"), (True, "players")])
def test_c15_solo_more_ruins_than_tents_on_purple_spaces_wins_for_the_void(player_on_p2, result):
    board = ile()
    s = solo(board, ["coast", "desert", "desert"])
    put_on_space(s, "P1", SOLO_VOID)
    if player_on_p2:
        put_on_space(s, "P2", PLAYER)
    s.control[board.territory("O1")] = OURS
    s.control[board.territory("O2")] = OURS
    put_huts(s, "O3", PLAYER, 2)
    play(s, "build O3", "hut O3.3")  # the last territory: the game ends
    assert GAME.is_over(s)
    assert [claim_token(s, t) for t in ("O1", "O2", "O3")] == [OURS, OURS, OURS]
    assert s.result == result


@pytest.mark.parametrize("award", [True, False])
def test_a15_honour_on_a_connection_still_blocked_by_its_ruin(award):
    """Ruling A15 covers a connection blocked by its ruin like a covered one: the Honour
    pawn is won there unless `covered_connections_award` is false."""
    s = standard(
        ile(),
        hands={A: ["glacier", "desert", "desert"]},
        modules=["honour"],
        covered_connections_award=award,
    )
    put_huts(s, "O1", A, 2)
    put_totems(s, "O1", A, 1)
    put_huts(s, "O2", A, 2)
    play(s, "build O2", "totem")
    assert s.conn_pawns[0] == (1 if award else 0)


def test_c15_union_goes_on_a_territory_of_the_colony_never_on_a_purple_space():
    """L332: the Union pawn goes on a territory the colony occupies; a purple space lies in
    no territory (it once read as the last territory, O3 here)."""
    s = standard(ile(), hands={A: ["forest", "forest", "coast"]}, modules=["union"])
    for sid in ("O1.2", "O1.3", "O2.1"):
        put_hut(s, sid, A)
    play(s, "purple 1")
    assert decision(s) == (A, "union")
    assert options(s) == ("union O1", "union O2")


def test_c15_c11_a_free_action_is_offered_only_in_the_colony_s_territories():
    s = solo(ile(), ["forest", "forest", "coast"])
    for sid in ("O1.2", "O1.3", "O2.1"):
        put_hut(s, sid, PLAYER)
    play(s, "purple 1")  # O1.2-O1.3-P1-O2.1: a colony
    assert decision(s) == (PLAYER, "free-action")
    assert options(s) == ("free-action O1", "free-action O2", "free-action none")


def ile_narrow():
    """O1 forest (2 spaces), O2 glacier (1 space), O3 coast (3); the road O1.2-P1-O2.1-P2-O3.1
    runs through two purple spaces."""
    return atlas_map(
        [("O1", "forest", 2), ("O2", "glacier", 1), ("O3", "coast", 3)],
        [("O1", "O2"), ("O2", "O3", "sea")],
        features={"locked_connections": True, "connection_routes": True, "no_mountains": True},
        purple={1: ("P1", "forest"), 2: ("P2", "tundra")},
        routes={1: ("O1.2", "O2.1"), 2: ("O2.1", "O3.1")},
    )


@pytest.mark.parametrize("mode", ["solo", "coop"])
def test_c15_c11_a_void_colony_through_purple_spaces_acts_in_a_territory(mode):
    """L793: the Void colony O1.2-P1-O2.1-P2 has most ruins on purple spaces, which lie in no
    territory: it acts in the open territory holding most of its ruins, O1 (O2 is full and
    claimed). This crashed co-op games on Ile oubliee (infect(-1))."""
    board = ile_narrow()
    if mode == "solo":
        s = solo(board, ["coast", "glacier", "desert"])
    else:
        s = make_state(board, 2, mode="coop")
        deal(
            s,
            hands={A: ["coast", "glacier", "desert"], B: ["desert"] * 3},
            river=["desert"] * 4,
            pile=["desert"] * 12,
        )
    v = s.ctx.void
    for sid in ("O1.2", "P1", "P2"):
        put_on_space(s, sid, v)
    play(s, "build O3", "hut O3.2", "build O2", "hut O2.1")
    assert claim_token(s, "O2") == VOIDS
    assert totems_in(s, "O1")[v] == 1  # the colony's free infection: a Void totem in O1
    assert claim_token(s, "O3") == OPEN


# ----- Terres flottantes: C17 ----------------------------------------------------------------------
def flottantes(tundra_paths=True):
    """T: the tundra territory (9 spaces); F forest, C coast. Connections 1 T-F, 2 F-C, both
    roads (T.1-F.1, F.4-C.1)."""
    return atlas_map(
        [("T", "tundra", 9), ("F", "forest", 4), ("C", "coast", 4)],
        [("T", "F", "sea"), ("F", "C")],
        features={
            "no_totems_in": "tundra",
            "connection_routes": True,
            "void_ruin_territory": "T",
            "void_colony_wins": 8,
        },
        routes={1: ("T.1", "F.1"), 2: ("F.4", "C.1")},
        paths="chain" if tundra_paths else "none",
    )


def test_no_totems_in_the_tundra():
    s = standard(flottantes(), hands={A: ["tundra", "tundra", "coast"]})
    put_huts(s, "T", B, 3)
    play(s, "build T", "hut T.4")
    assert options(s) == tuple(f"hut T.{i}" for i in range(5, 10)) + ("stop",)
    assert totems_in(s, "T") == [0, 0, 0]


def test_l941_a_moved_totem_never_goes_into_the_tundra():
    """L941 holds for the solo move action (L800) too."""
    s = solo(flottantes(), ["coast", "desert", "desert"])
    put_huts(s, "C", PLAYER, 4)  # coast is completely explored
    put_totems(s, "C", PLAYER, 1)
    put_huts(s, "T", PLAYER, 2)
    put_huts(s, "F", PLAYER, 2)
    play(s, "move C", "lift totem")
    assert options(s) == ("to totem F",)


def test_connections_are_roads_for_colonies():
    s = standard(flottantes())
    for sid in ("F.3", "F.4", "C.1", "C.2"):
        put_hut(s, sid, A)
    assert colony_scores(s)[A] == 4  # across connection 2's road


def test_c17_tundra_cards_bring_one_void_ruin_per_turn():
    s = solo(flottantes(), ["tundra", "tundra", "coast"], pile=["desert"] * 6)
    put_hut(s, "T.9", SOLO_VOID)
    play(s, "build T", "hut T.1", "hut T.2")  # two Tundra cards...
    play(s, "build C", "hut C.3", "draw", "draw", "draw")
    assert huts_in(s, "T") == [2, 2]  # ...one ruin, next to the ruin on T.9
    assert owner_of(s, "T.8") == SOLO_VOID
    assert decision(s) == (PLAYER, "action")


def test_c17_void_ruins_in_the_tundra_all_touch():
    s = solo(flottantes(tundra_paths=False))
    for sid in ("T.2", "T.4", "T.6", "T.8"):
        put_hut(s, sid, SOLO_VOID)
    assert [len(g) for g in colonies(s)[SOLO_VOID]] == [4]
    s = standard(flottantes(tundra_paths=False))
    for sid in ("T.2", "T.4", "T.6", "T.8"):
        put_hut(s, sid, A)
    assert colonies(s)[A] == []  # only the Void's ruins, and only in solo play


@pytest.mark.parametrize(
    "spent",
    [
        False,
        True,
    ],
)
def test_c17_an_eight_ruin_void_colony_wins_on_terres_flottantes(spent):
    """L476. With spent=True the seven ruins are laid down, as after the colony's free
    action at four ruins: that stops a second action, not the win."""
    board = flottantes(tundra_paths=False)
    s = solo(board, ["tundra", "coast", "desert"])
    for i in range(2, 9):
        put_hut(s, f"T.{i}", SOLO_VOID)
        s.spent[board.space(f"T.{i}")] = spent
    play(s, "build T", "hut T.1")  # the player's tundra card: a ruin at the end of the turn
    play(s, "build C", "hut C.1", "draw", "draw")
    assert GAME.is_over(s)
    assert owner_of(s, "T.9") == SOLO_VOID
    assert s.result == "void-colony"


# ----- La longue route: C18 ----------------------------------------------------------------------
def longue_route():
    """A coast, B forest, D desert; the purple road A.3-A.4-B.1-B.2."""
    return atlas_map(
        [("A", "coast", 4), ("B", "forest", 4), ("D", "desert", 3)],
        [("A", "B"), ("B", "D")],
        extra_paths=[("A.4", "B.1")],
        features={"purple_road": ["A.3", "A.4", "B.1", "B.2"]},
    )


def test_c18_the_road_is_scored_like_a_territory_without_multiplier():
    s = standard(longue_route(), hands={C: ["glacier", "tundra", "tundra"]})
    put_hut(s, "A.3", A)
    put_hut(s, "A.4", A)
    put_hut(s, "B.1", B)
    put_hut(s, "A.1", B)
    s.terr_pawns[2 * s.ctx.board.territory("A") + UNION] = 1
    last_turn(s, C)
    play(s, "exchange", "discard glacier", "draw")
    assert GAME.is_over(s)
    assert s.final_parts["road"] == [3, 2, 0]  # A 2, B 1 on the road: 3 and 2, not x2
    assert s.final_parts["huts"] == [6, 4 + 1, 0]  # A x2: 3x2, 2x2; B: B alone 1


def test_c18_solo_void_ruins_go_to_the_road_first():
    s = solo(longue_route(), ["desert", "coast", "forest"])
    play(s, "build D", "hut D.1")
    assert decision(s) == (PLAYER, "void")
    play(s, "build A")
    assert options(s) == ("hut A.3", "hut A.4")  # the road's free spaces in A
    play(s, "hut A.4")
    assert owner_of(s, "A.4") == SOLO_VOID


def test_c18_solo_more_ruins_than_tents_on_the_road_wins_for_the_void():
    board = longue_route()
    s = solo(board, ["desert", "coast", "forest"])
    put_hut(s, "A.3", SOLO_VOID)
    put_hut(s, "A.4", SOLO_VOID)
    put_hut(s, "B.1", PLAYER)
    s.control[board.territory("A")] = OURS
    s.control[board.territory("B")] = OURS
    put_huts(s, "D", PLAYER, 2)
    play(s, "build D", "hut D.3")  # every territory claimed: the end
    assert GAME.is_over(s)
    assert [claim_token(s, t) for t in "ABD"] == [OURS, OURS, OURS]
    assert s.result == "void"  # 2 ruins against 1 tent on the road


# ----- Massif glacier ------------------------------------------------------------------------------
def test_massif_glacier_a_doubled_connection_scores_twice():
    board = atlas_map(
        [("G", "glacier", 4), ("T", "tundra", 4), ("C", "coast", 4)],
        [("G", "T"), ("T", "C"), ("G", "T", "sea")],
        features={"duplicate_connections": [[1, 3]]},
    )
    s = standard(board)
    for tid in "GT":
        put_huts(s, tid, A, 2)
        put_totems(s, tid, A, 2)
    assert totem_scores(s)[:3] == [8, 0, 0]  # connections 1 and 3: 4 segments each
