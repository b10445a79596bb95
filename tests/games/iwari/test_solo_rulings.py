"""Rulings C22-C24: the three places where the engine's solo play once differed from the
rulebook (issue 20): the Void out of totems (L817), the pawn on a connection claimed since
it moved (L768, L810), and the virtual totem on a tie of tents and ruins (L680-L688).
Tribes as in test_solo.py: the player 0, the Void 1."""

from __future__ import annotations

from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.rules import solo_control

from .fixtures import claim_token, huts_in, play, put_hut, put_huts, put_totems, totems_in
from .test_solo import OPEN, OURS, PLAYER, VOID, VOIDS, cgd, solo


def test_c22_an_infection_needing_a_totem_the_void_has_no_more_ends_the_game():
    """L817: connection 1 joins C and G; C has room for a totem (2 tents, no segment), but
    the Void's 8 totems are all in play: the game ends and every territory is scored,
    instead of a ruin standing in for the missing totem."""
    s = solo(cgd(), ["desert", "void"])
    put_huts(s, "C", PLAYER, 2)
    put_hut(s, "G.1", PLAYER)
    s.supply_totems[VOID] = 0
    ruins = s.supply_huts[VOID]
    play(s, "build D", "hut D.1", "play void x1")
    assert GAME.is_over(s)
    assert s.supply_huts[VOID] == ruins and huts_in(s, "C") == [2, 0]  # no ruin instead
    assert [claim_token(s, t) for t in "CGD"] == [OURS, OURS, OURS]
    assert s.result == "players"


def test_c22_a_ruin_the_limit_calls_for_is_still_placed_without_totems():
    """At the totem limit the infection places a ruin, which the Void still has: the game
    goes on even with no Void totem left."""
    s = solo(cgd(), ["desert", "void"])
    put_huts(s, "C", PLAYER, 1)
    put_totems(s, "C", PLAYER, 1)  # C at its limit (1 tent, 1 segment)
    put_huts(s, "G", PLAYER, 1)
    put_totems(s, "G", PLAYER, 1)
    put_hut(s, "C.5", VOID)  # a ruin in each, so each new ruin has one closest space
    put_hut(s, "G.5", VOID)
    s.supply_totems[VOID] = 0
    play(s, "build D", "hut D.1", "play void x1")
    assert not GAME.is_over(s)
    assert huts_in(s, "C") == [1, 2] and huts_in(s, "G") == [1, 2]


def test_c23_the_pawn_passes_a_connection_claimed_since_it_moved():
    """L768, L810: the pawn stands on connection 1 (C-G) and both have been claimed since
    it moved there; a Void card played infects connection 2 (G-D), i.e. D, not nothing."""
    s = solo(cgd(), ["desert", "void"])
    board = s.ctx.board
    s.control[board.territory("C")] = OURS
    s.control[board.territory("G")] = VOIDS
    assert s.void_pawn == 0
    put_hut(s, "D.1", PLAYER)
    play(s, "build D", "hut D.2", "play void x1")
    assert totems_in(s, "D") == [0, 1]  # the infection reached D
    assert s.void_pawn == 1  # and the pawn, with nothing else open, stays on 2
    assert claim_token(s, "D") == OPEN


def test_c24_a_tie_of_tents_and_ruins_gives_the_virtual_totem_to_the_void():
    """L686-L688: the Void wins every tie, the tie of tents and ruins included: 1 tent v 1
    ruin and the player's totem make 1 v 0+1 totems, again a tie, so the Void's."""
    s = solo(cgd(), ["desert"])
    put_hut(s, "C.1", PLAYER)
    put_hut(s, "C.2", VOID)
    put_totems(s, "C", PLAYER, 1)
    solo_control.claim(s, s.ctx.board.territory("C"))
    assert claim_token(s, "C") == VOIDS


def test_c24_an_empty_tie_of_tents_and_ruins_too():
    """L688 "même lorsqu'un territoire ne contient pas de tentes/ruines": with no tent and no
    ruin, a lone player totem (left after its tents moved away, C12) still loses 1 v 0+1."""
    s = solo(cgd(), ["desert"])
    t = s.ctx.board.territory("G")
    s.totems[t * s.ctx.tribes + PLAYER] += 1
    s.totem_total[t] += 1
    solo_control.claim(s, t)
    assert claim_token(s, "G") == VOIDS


def test_b7_the_threshold_is_an_option_of_play_and_tournaments(tmp_path, capsys):
    """The difficulty (L823) reaches the game from `ludo play` and `ludo tournament`
    through --option, and the lobby's JSON field sends the same number."""
    from ludotheque.cli.main import main
    from ludotheque.core import Record

    path = tmp_path / "solo.json"
    argv = ["--option", "mode=solo", "--option", "void_threshold=5"]
    seats = ["--seats", "random", "--seed", "2", "--record", str(path)]
    assert main(["play", "iwari", *argv, *seats]) == 0
    record = Record.load(path)
    assert record.config["void_threshold"] == 5
    assert main(["tournament", "iwari", "--agents", "random", "--games", "1", *argv]) == 0
    out = capsys.readouterr().out
    assert "random" in out
    state = GAME.setup(GAME.configure({"mode": "solo", "void_threshold": 5}), 1)
    assert state.ctx.void_threshold == 5
    assert GAME.view(state, 0)["void"]["lose_at"] == 5  # the table shows it
