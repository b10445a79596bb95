"""`two_options`, the tests that let `flow.advance` stop at a decision without listing it
(issue 22), never call a decision open that has fewer than two options: at every decision
of seeded random games and of every option's outcome (as a search's settling step makes
them), each test that says so is checked against the listed options."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.rules import decisions, two_options

GAME = get_game("encyclopedia")
CONFIGS = ({"players": 2}, {"players": 4}, {"players": 3, "automas": {"1": "linne/boudeuse"}})


def _check(s, said: Counter) -> None:
    """Where a test applies to the state's decision, it says open only with 2+ options."""
    if s.phase == "over":
        return
    if s.queue:
        if s.ctx.is_automa(s.queue[0][1]):
            return
        test, key = (lambda st: two_options.queued(st, st.queue[0])), s.queue[0][0]
    else:
        test, key = two_options.PHASES.get(s.phase), s.phase
        if test is None:
            return
    options = decisions.decide(s).options
    is_open = test(s)
    if is_open:
        assert len(options) >= 2, (key, options)
    said[key, is_open, len(options) >= 2] += 1


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_an_open_decision_has_two_options(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    said: Counter = Counter()
    for seed in range(3):
        s = GAME.setup(config, 90 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            _check(s, said)
            for i in range(len(d.options)):
                child = GAME.copy(s)
                GAME.apply(child, i)
                _check(child, said)
            GAME.apply(s, rng.below(len(d.options)))
    # Every test was asked, and said open somewhere; the forced decisions were all listed.
    for key in ("take", "assign", "boost", "research", "setup-pick", "pick", "place"):
        assert said[key, True, True], key
    assert not any(n for (_, is_open, two), n in said.items() if is_open and not two)
