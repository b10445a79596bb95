"""Solo dead ends found by searching play (issue 20): a move offered with nowhere to go.

A player's totem may stand where the player has no tent (the totem limit counts the Void's
ruins, L208-L210). Once its biome is completely explored, the move action (L796) offered
it as a source even when no open territory of another biome had room for a totem: choosing
it left the player to "pick up a piece" with no option.
"""

from __future__ import annotations

from ludotheque.agents.dead_end import pending
from ludotheque.games.iwari import GAME

from .fixtures import options, play, put_hut, put_totems, tiny_board
from .test_solo import PLAYER, VOID, VOIDS, solo


def _lone_totem_position():
    """D (desert) claimed by the Void: two ruins and a player segment on top. C (coast)
    open and empty, so no totem may go there."""
    board = tiny_board([("D", "desert", 2), ("C", "coast", 3)], [("D", "C")])
    s = solo(board, ["desert", "coast", "coast"])
    put_hut(s, "D.1", VOID)
    put_hut(s, "D.2", VOID)
    put_totems(s, "D", PLAYER, 1)
    s.control[board.territory("D")] = VOIDS
    return s


def test_a_lone_totem_with_nowhere_to_go_is_no_move_source():
    s = _lone_totem_position()
    assert "move D" not in options(s)
    assert options(s) == ("build C", "exchange")


def test_the_same_totem_moves_once_a_territory_has_room():
    s = _lone_totem_position()
    put_hut(s, "C.1", PLAYER)  # C may now take a segment
    assert "move D" in options(s)
    play(s, "move D")
    assert pending(GAME, s).options == ("lift totem",)
    play(s, "lift totem")
    assert options(s) == ("to totem C",)
