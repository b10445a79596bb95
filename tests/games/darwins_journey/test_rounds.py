"""The round structure (L394-L412, L528-L538, L1075-L1163): passing, the 5th worker, the
Reward phase's completion window, five rounds."""

from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import flow
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh, start


def _place_anywhere(s):
    """Place on the Turn Order space (always legal) and end the turn."""
    play(s, "place on turn-order")
    while GAME.pending(s).kind != "space" or "end turn" not in options(s):
        play(s, options(s)[-1])
    play(s, "end turn")


def test_seats_alternate_and_a_seat_with_more_workers_keeps_placing():
    s = start(2)
    a, b = s.order
    s.fifth = replaced(s.fifth, a, True)
    s.free[a] |= 1 << 4
    refresh(s)
    seen = []
    while s.phase == "action" and s.round == 1:
        seen.append(GAME.pending(s).seat)
        _place_anywhere(s)
    assert seen == [a, b] * 4 + [a]  # b passes once its 4 workers are out (L534)


def test_reward_window_offers_completions_before_the_beagle():
    s = start(2)
    a, b = s.order
    obj = s.reserve[a][0]
    s.reserve[a] = (obj,)
    s.slots[a] = (-1,) * 10
    # Meet every requirement of the tile.
    for kind, what, n in s.ctx.comp.objectives[obj].requires:
        if kind == "seals":
            s.rows[a] = (s.rows[a][0], tuple([what] * n), *s.rows[a][2:])
        elif kind in ("kind", "colour"):
            s.research[a] = 0xFFFF
    s.free = [0, 0]
    s.active = b
    refresh(s)
    flow.end_turn(s)
    flow.settle(s)
    d = GAME.pending(s)
    assert d.kind == "window" and d.seat == a
    oid = s.ctx.comp.objectives[obj].id
    assert f"complete objective {oid}" in d.options
    assert s.beagles[0] >= 0  # the Beagle goal is not scored yet
    play(s, f"complete objective {oid}")
    if GAME.pending(s).kind == "objective-slot":
        play(s, options(s)[0])
    assert s.done[a]


def test_five_rounds_then_the_end():
    s = start(3)
    rounds = []
    while not GAME.is_over(s):
        if s.phase == "action" and not s.tasks:
            rounds.append(s.round)
            _place_anywhere(s)
        else:
            play(s, options(s)[-1])
    assert sorted(set(rounds)) == [1, 2, 3, 4, 5]
    assert s.beagle == 4  # four Cleanups moved it (L1153), none after round 5 (L1149)
    assert s.final is not None and GAME.winners(s)
