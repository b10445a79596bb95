"""What a game's `known_values` must hold to (core/game.py), checked the same way for every
game that gives values: each known value is the child's evaluation bit for bit, asking
leaves the state as it was, and the settling step ends where it ends when every child is
built (tests/games/*/test_speed_known_values.py)."""

from __future__ import annotations

from ludotheque.agents.greedy import settle_segment


def without_known_values(game):
    """The game with no value known in advance: the settling step builds every child, as
    it did before `known_values` (tests/agents/reference_mcts.py keeps that loop too)."""

    class _Unknown(type(game)):
        def known_values(self, state, seat):
            return None

    return _Unknown()


def checked_known_values(game, s):
    """`game.known_values(s, seat)` for the seat to decide, checked: the state's fingerprint
    unchanged, one entry per option, each value given equal to the evaluation of the child
    the option builds. Returns the seat, the values and the children built for them (index
    -> child); None when the game is over."""
    seat = game.pending(s).seat
    if seat is None:
        return None
    before = game.fingerprint(s)
    known = game.known_values(s, seat)
    assert game.fingerprint(s) == before
    children = {}
    if known is not None:
        options = game.pending(s).options
        assert len(known) == len(options)
        for i, value in enumerate(known):
            if value is not None:
                child = children[i] = game.copy(s)
                game.apply(child, i)
                assert game.evaluate(child, seat) == value, (options[i], value)
    return seat, known, children


def assert_same_settling(game, plain, s, seat: int) -> None:
    """The settling step from `s` ends in the same state with and without known values."""
    cp = game.checkpoint(s)
    fast = settle_segment(game, game.copy(s), seat, cp)
    slow = settle_segment(plain, game.copy(s), seat, cp)
    assert game.fingerprint(fast) == game.fingerprint(slow), game.pending(s).options
    assert fast.decision == slow.decision
