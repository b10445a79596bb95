"""Options only when asked (session 23, pe30): `tasks.settle` stops at a step that gives
its options one by one (`Handler.each`) as soon as it has read two, and leaves the
decision for `pending` to list. These tests play seeded games on that lazy path and on
the eager one kept here (`eager_settle`: every step's options listed, as the rules did
before), and compare every decision (seat, kind, options, prompt) and every state's
fingerprint; they also check each lazy step's `each` against its `options`, and that a
position evaluated before its decision was asked is evaluated the same afterwards and on
a copy that asked first. The last test breaks the lazy path on purpose and checks that
the comparison sees it."""

import pytest

from ludotheque.core.decision import Decision
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.rules import tasks
from ludotheque.games.perseverance_ep3.solo import public as solo_public

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
    {"players": 4, "deterministic_combat": True, "first_game": True},
    {"players": 1, "dissidents": "tamer"},
    {"players": 1, "dissidents": "citizen"},
]


def eager_settle(s) -> None:
    """The rules' loop as it was before `each`: every step's options listed."""
    while s.tasks:
        t = s.tasks[-1]
        h = tasks.HANDLERS[t[0]]
        if h.options is None:
            s.tasks.pop()
            h.play(s, t, None)
            continue
        opts = h.options(s, t)
        if len(opts) == 1:
            s.tasks.pop()
            h.play(s, t, opts[0])
            continue
        if not opts:
            s.tasks.pop()
            continue
        return


def eager_decision(s) -> Decision | None:
    if s.phase == "over" or not s.tasks:
        return None
    t = s.tasks[-1]
    h = tasks.HANDLERS[t[0]]
    seat = t[1] if s.solo is None else solo_public.you(s)
    return Decision(seat, t[0], tuple(h.options(s, t)), h.prompt, h.private)


def first_mismatch(config, seed: int, decisions: int = 10_000):
    """Play the game's (lazy) path and the eager reference side by side, the same
    options; the first difference as (decision number, what), or None."""
    s = GAME.setup(config, seed)
    ref = GAME.setup(config, seed)
    ref.decision = None
    eager_settle(ref)
    rng = Rng(seed + 17)
    for k in range(decisions):
        if GAME.fingerprint(s) != GAME.fingerprint(ref):
            return k, "fingerprint"
        expected = eager_decision(ref)
        d = GAME.pending(s)
        if expected is None:
            if d.seat is not None:
                return k, "the reference is over"
            return None
        if tuple(d) != tuple(expected):
            return k, f"decision {d.kind} {d.options} != {expected.kind} {expected.options}"
        option = d.options[rng.below(len(d.options))]
        GAME.apply(s, option)
        tasks.play(ref, option)
        eager_settle(ref)
    return None


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_the_lazy_path_makes_the_eager_paths_decisions_and_states(config):
    for seed in range(3):
        assert first_mismatch(config, seed) is None, seed


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_a_lazy_steps_options_one_by_one_are_its_list(config):
    kinds = set()
    for seed in range(3):
        s = GAME.setup(config, seed)
        rng = Rng(seed + 3)
        while (d := GAME.pending(s)).seat is not None:
            t = s.tasks[-1]
            h = tasks.HANDLERS[t[0]]
            if h.each is not None:
                kinds.add(t[0])
                assert list(h.each(s, t)) == list(h.options(s, t)) == list(d.options)
            GAME.apply(s, rng.below(len(d.options)))
    assert {"secondary", "town-die", "town-option"} <= kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_evaluation_made_before_the_decision_is_that_of_a_position_asked_first(players):
    """A search evaluates children nobody asked (decision None, projections kept with
    the step on top) and later asks the best one: every seat's evaluation, before and
    after the decision is built, equals that of a copy whose decision was built first
    and nothing kept."""
    seen = 0
    for seed in range(2):
        s = GAME.setup({"players": players}, seed)
        rng = Rng(seed + 9)
        k = 0
        while (d := GAME.pending(s)).seat is not None:
            k += 1
            if k % 4 == 0:
                GAME.evaluate_seats(s, range(players))  # kept with the parent, as in a search
                for i in range(len(d.options)):
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    if GAME.is_over(child):
                        continue
                    fresh = GAME.copy(child)
                    fresh.proj = None
                    GAME.pending(fresh)
                    want = [GAME.evaluate(fresh, seat) for seat in range(players)]
                    asked = GAME.copy(s)  # asked before any evaluation: nothing to hand over
                    GAME.apply(asked, i)
                    GAME.pending(asked)
                    assert GAME.evaluate_seats(asked, range(players)) == want
                    lazy = child.decision is None
                    seen += lazy
                    assert GAME.evaluate_seats(child, range(players)) == want
                    assert [GAME.evaluate(child, seat) for seat in range(players)] == want
                    GAME.pending(child)
                    assert GAME.evaluate_seats(child, range(players)) == want
            GAME.apply(s, rng.below(len(d.options)))
    assert seen > 50


def test_the_comparison_sees_a_broken_lazy_path(monkeypatch):
    """A lazy step that reads one option too few (a single option taken for a choice)
    must show: the reference plays it itself and asks nobody."""
    real = tasks.HANDLERS["town-option"]

    def broken_each(s, t):
        it = real.each(s, t)
        first = next(it, None)
        if first is not None:
            yield first
            yield first  # a second option that is not there
            yield from it

    monkeypatch.setitem(
        tasks.HANDLERS,
        "town-option",
        tasks.Handler(real.options, real.play, real.prompt, real.private, broken_each),
    )
    assert any(first_mismatch({"players": 2}, seed, 400) for seed in range(3))
