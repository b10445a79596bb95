"""The search's known values for the town work (known_town.py: a die taken, a face kept
or turned). Over seeded random games at 2, 3 and 4 players and solo against the
Dissidents at each level, at every decision: each value given is the evaluation of the
child the option builds, bit for bit; a value is given only for those two decisions;
asking leaves the state as it was; and the search's settling step
(`greedy.settle_segment(..., search=True)`) ends where it ends when no value is known and
every child is built."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.agents.greedy import settle_segment
from ludotheque.core import Rng
from ludotheque.games.perseverance_ep3.known_town import known_town
from ludotheque.games.perseverance_ep3.rules import town
from ludotheque.games.perseverance_ep3.state import NEUTRAL

from .fixtures import GAME, walk
from .test_speed_known_values import CONFIGS, _child_value


class _Unknown(type(GAME)):
    """The game with no value known in advance: its settling steps, the search's too,
    build every child."""

    def known_values(self, state, seat):
        return None

    def search_known_values(self, state, seat):
        return None


PLAIN = _Unknown()


def _kind_of(s, option: str) -> str:
    """Which way a known option was valued: a free or an opponent's die, a face kept or
    turned."""
    if s.decision.kind == "town-face":
        return "kept" if option.startswith("keep ") else "turned"
    mover = s.tasks[-1][1]
    die = s.ctx.memo["take-die"][mover, option]
    return "free die" if die[0] in (NEUTRAL, mover) else "paid die"


def _check(s, seat: int, seen: Counter, settle: bool) -> None:
    d = s.decision
    before = GAME.fingerprint(s)
    players = s.players[:]
    known = known_town(s, seat, GAME.evaluate)
    assert GAME.fingerprint(s) == before
    assert all(a is b for a, b in zip(s.players, players, strict=True))
    if known is None:
        assert d.kind not in ("town-die", "town-face") or s.phase == "over"
    else:
        assert d.kind in ("town-die", "town-face") and len(known) == len(d.options)
        assert GAME.search_known_values(s, seat) == known
        seen["built"] += known.count(None)
        for i, value in enumerate(known):
            if value is not None:
                assert _child_value(s, i, seat) == value, (d.options[i], value)
                seen[_kind_of(s, d.options[i])] += 1
    if settle or known is not None:  # the search's settling step, with and without
        ends = [
            settle_segment(game, GAME.copy(s), seat, GAME.checkpoint(s), True)
            for game in (GAME, PLAIN)
        ]
        assert GAME.fingerprint(ends[0]) == GAME.fingerprint(ends[1]), d.options
        assert ends[0].decision == ends[1].decision


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c.get("dissidents", c["players"])))
def test_town_values_are_the_childrens_and_the_settling_step_is_the_same(config) -> None:
    seen: Counter = Counter()
    for s, seat, settle in walk(config, 40, 16):
        _check(s, seat, seen, settle)
    assert seen["built"] > 0 and seen["free die"] > 5 and seen["kept"] > 5, seen
    assert seen["turned"] > 5 and seen["paid die"] > 5, seen


@pytest.mark.parametrize("seed", [6, 14])
def test_a_die_whose_face_step_plays_itself_is_left_to_its_child(seed) -> None:
    """With one face that has a zone, the face step plays itself (a turn is paid for): the
    children are not worth this state, and no value is given (seed 6: opponents' dice,
    seed 14: the seat's own and a neutral die; found by a scan of seeded 4-player games)."""
    s = GAME.setup(GAME.configure({"players": 4}), seed)
    rng = Rng(seed)
    while (d := GAME.pending(s)).seat is not None:
        if d.kind == "town-die":
            mover = s.tasks[-1][1]
            if sum(town.faces_with_zones(s, mover, town.known_work(s, mover))) == 1:
                break
        GAME.apply(s, rng.below(len(d.options)))
    else:
        raise AssertionError("no die with a single face step")
    assert known_town(s, d.seat, GAME.evaluate) == [None] * len(d.options)
    here = GAME.evaluate(s, d.seat)
    assert any(_child_value(s, i, d.seat) != here for i in range(len(d.options)))
