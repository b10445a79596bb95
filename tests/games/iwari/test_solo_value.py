"""What search agents think a position and a finished game against the Void are worth
(solo_value): the rulebook's result first, then the margin; territories against the
threshold; the Void's sudden wins."""

from __future__ import annotations

from ludotheque.games.iwari import GAME
from ludotheque.games.iwari.rules import solo_control

from .fixtures import put_hut, put_huts, tiny_board
from .test_solo import OURS, PLAYER, VOID, VOIDS, solo


def _five(**config):
    board = tiny_board(
        [
            (t, b, 12)
            for t, b in zip(
                "ABCDE", ("coast", "glacier", "desert", "forest", "tundra"), strict=True
            )
        ],
        [("A", "B"), ("B", "C"), ("C", "D"), ("D", "E")],
    )
    return solo(board, ["desert"], **config)


def _finished(ours: int, result: str | None = None):
    """Five territories, `ours` claimed by the player and the rest by the Void, judged by
    the rules (threshold 3), or a sudden Void win with every territory still open."""
    s = _five()
    if result is None:
        for t in range(5):
            s.control[t] = OURS if t < ours else VOIDS
        solo_control.end(s, None)
    else:
        for t in range(ours):
            s.control[t] = OURS
        solo_control.end(s, result)
    assert GAME.is_over(s)
    return s


def test_any_win_beats_any_loss_and_margins_order_each():
    won_wide, won_narrow = _finished(5), _finished(3)
    lost_narrow, lost_wide = _finished(2), _finished(0)
    assert won_wide.result == won_narrow.result == "players"
    assert lost_narrow.result == lost_wide.result == "void"
    values = [GAME.outcome_value(s, PLAYER) for s in (won_wide, won_narrow, lost_narrow, lost_wide)]
    assert values == sorted(values, reverse=True) and len(set(values)) == 4
    assert values[1] >= 0.6 > 0.4 >= values[2]
    assert values[0] == 1.0 and values[3] == 0.0


def test_a_sudden_void_win_is_a_loss_whatever_the_territories_held():
    s = _finished(2, "void-colony")
    assert GAME.winners(s) == []
    assert GAME.outcome_value(s, PLAYER) < GAME.outcome_value(_finished(3), PLAYER)
    assert GAME.outcome_value(s, PLAYER) <= 0.4


def test_coop_seats_share_the_teams_value():
    board = tiny_board([("C", "coast", 3), ("G", "glacier", 3)], [("C", "G")])
    from .test_solo import coop

    s = coop(board, {0: ["desert"], 1: ["desert"]})
    s.control[0] = OURS
    solo_control.end(s, None)  # G, empty, goes to the Void: 1 >= the co-op threshold 1
    assert s.result == "void"
    assert GAME.outcome_value(s, 0) == GAME.outcome_value(s, 1) == 0.2


def test_evaluation_counts_territories_and_weighs_most_the_one_crossing_the_threshold():
    """Every open territory led by the player's tents; then the Void claims B, C, D, E
    in turn (threshold 3): the claim that makes the loss likely costs most."""
    s = _five()
    for name in "ABCDE":
        put_huts(s, name, PLAYER, 2)
    base = GAME.evaluate(s, PLAYER)
    s.control[0] = OURS
    values = [GAME.evaluate(s, PLAYER)]
    assert values[0] > base
    for k in range(1, 5):
        s.control[k] = VOIDS
        values.append(GAME.evaluate(s, PLAYER))
    drops = [a - b for a, b in zip(values, values[1:], strict=False)]
    assert all(d > 0 for d in drops)
    assert drops[1] == max(drops) and drops[1] > drops[0] and drops[1] > drops[3]


def test_evaluation_values_a_lead_in_an_open_territory():
    s = _five()
    put_huts(s, "A", PLAYER, 2)
    leading = GAME.evaluate(s, PLAYER)
    put_huts(s, "A", VOID, 3)
    assert GAME.evaluate(s, PLAYER) < leading


def test_evaluation_fears_a_void_colony_near_its_sudden_win():
    """Ten ruins in a colony win for the Void (L819): eight in a row weigh more than eight
    scattered over territories where they form no colony."""
    s, t = _five(), _five()
    for i in range(1, 9):
        put_hut(s, f"A.{i}", VOID)  # a chain: one colony of 8
    for name in ("A.1", "A.3", "A.5", "A.7", "B.1", "B.3", "B.5", "B.7"):
        put_hut(t, name, VOID)  # the same ruins per territory, never adjacent
    assert GAME.evaluate(s, PLAYER) < GAME.evaluate(t, PLAYER)
