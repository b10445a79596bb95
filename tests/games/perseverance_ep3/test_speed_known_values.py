"""`Game.known_values` (known_values.py): the secondary action's crate options, a mixed
gain's resources and the ranch tiles on offer valued without their children. Over seeded random games at 2, 3 and 4 players and solo against
the Dissidents at each level, at every decision: each value given is the evaluation of
the child the option builds, bit for bit; asking leaves the state as it was; and the
settling step (`greedy.settle_segment`) ends where it ends when no value is known and
every child is built."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.agents.greedy import settle_segment
from ludotheque.core import Rng
from ludotheque.games.perseverance_ep3.evaluation import projections
from ludotheque.games.perseverance_ep3.known_values import GLOWSTONE
from ludotheque.games.perseverance_ep3.rules import ranch, secondary

from .fixtures import GAME

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
    {"players": 1, "dissidents": "citizen"},
    {"players": 1, "dissidents": "tamer"},
    {"players": 1, "dissidents": "dino-expert+harder"},
    {"players": 1, "dissidents": "ranger+easier"},
]


KNOWN = ("secondary", "gainmix", "take-ranch")  # the decisions with values known
ONE_EFFECT = ("row 1: 1", "row 2: 1", "row 3: 1")  # no crate spent


class _Unknown(type(GAME)):
    """The game with no value known in advance: the settling step builds every child, as
    it did before `known_values` (tests/agents/reference_mcts.py keeps that loop too)."""

    def known_values(self, state, seat):
        return None


PLAIN = _Unknown()


def _child_value(s, i: int, seat: int) -> float:
    """What the settling step finds when it builds option `i`'s child."""
    child = GAME.copy(s)
    GAME.apply(child, i)
    return GAME.evaluate(child, seat)


def _check(s, seat: int, seen: Counter, settle: bool) -> None:
    d = s.decision
    before = GAME.fingerprint(s)
    players, proj = s.players[:], s.proj
    known = GAME.known_values(s, seat)
    assert GAME.fingerprint(s) == before
    assert all(a is b for a, b in zip(s.players, players, strict=True))
    if s.proj is not proj:  # only this state's own projection, kept as `evaluate` keeps it
        assert (proj is None or proj[0] is not d) and s.proj[0] is d
        fresh = GAME.copy(s)
        fresh.proj = None
        assert s.proj[1] == projections(fresh)
    if known is None:
        assert d.kind not in KNOWN or s.phase == "over" or s.tasks[-1][2] < 2
    else:
        assert d.kind in KNOWN and len(known) == len(d.options)
        seen["built"] += known.count(None)
        for i in (i for i, value in enumerate(known) if value is not None):
            assert _child_value(s, i, seat) == known[i], (d.options[i], known[i])
            seen["known"] += 1
            seen["known", d.kind] += 1
            if d.kind == "secondary":
                seen["known", "spent"] += not d.options[i].startswith(ONE_EFFECT)
                seen["known", "glowstone"] += d.options[i].endswith(GLOWSTONE)
    if settle or known is not None:
        cp = GAME.checkpoint(s)
        fast = settle_segment(GAME, GAME.copy(s), seat, cp)
        plain = settle_segment(PLAIN, GAME.copy(s), seat, cp)
        assert GAME.fingerprint(fast) == GAME.fingerprint(plain), d.options
        assert fast.decision == plain.decision


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c.get("dissidents", c["players"])))
def test_known_values_are_the_childrens_and_the_settling_step_is_the_same(config) -> None:
    config = GAME.configure(config)
    seen: Counter = Counter()
    for seed in range(2):
        s = GAME.setup(config, 40 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            _check(s, d.seat, seen, rng.below(16) == 0)
            GAME.apply(s, rng.below(len(d.options)))
    assert seen["built"] > 0 and seen["known", "secondary"] > 20, seen
    assert seen["known", "spent"] > 0 and seen["known", "gainmix"] > 0, seen
    assert seen["known", "take-ranch"] > 0, seen


def test_a_row_with_one_usable_effect_is_left_to_its_child(monkeypatch) -> None:
    """With one usable effect in a row, the ranch step that row pushes has one option and
    plays itself: the child's crates are not all that changed, so no value is given."""
    s = GAME.setup(GAME.configure({"players": 2}), 40)
    rng = Rng(3)
    while (d := GAME.pending(s)).kind != "secondary":
        GAME.apply(s, rng.below(len(d.options)))
    seat = d.seat
    off = {id(ranch.cell_effect(s, seat, c)) for c in (1, 2)}  # row 1: only its first cell
    monkeypatch.setattr(
        ranch, "supported", lambda e, real=ranch.supported: id(e) not in off and real(e)
    )
    for table in ("usable-rows", "crate-options"):
        s.ctx.memo.pop(table, None)
    try:
        s.decision = None
        d = GAME.pending(s)
        known = GAME.known_values(s, seat)
        assert known is not None
        i = d.options.index("row 1: 1 ranch effect")
        child = GAME.copy(s)
        GAME.apply(child, i)
        assert child.tasks[-1][0] != "ranch" or child.tasks[-1][3] != secondary._ROW_CELLS[0]
        assert known[i] is None
        assert "row 1: 2 ranch effects" not in d.options
        for j, value in enumerate(known):
            if value is not None:
                assert _child_value(s, j, seat) == value
                assert d.options[j].startswith(("row 2", "row 3"))
    finally:
        for table in ("usable-rows", "crate-options"):
            s.ctx.memo.pop(table, None)
