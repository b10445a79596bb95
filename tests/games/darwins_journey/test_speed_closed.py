"""The spaces no worker may take, kept in the state (`s.closed`, written by every rule that
writes `lens` or `at`), against the straightforward reading of `lens` and `at` kept here, at
every position of seeded random games at 1-4 players, with the modules (a Pirates crew card
brings a worker home, Alfred places and unlocks) and Fireland; and the placement's legal
spaces, which read it, against the per-space test, for every seat."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import placement, tasks
from ludotheque.games.darwins_journey.rules.pirates import crew as pirate_crew

CONFIGS = [
    {"players": 2, "modules": ["great_ship", "pirates"]},
    {"players": 3},
    {"players": 4, "modules": ["pirates", "animal_companion"]},
    {"players": 1, "automas": {"1": "alfred/green"}, "modules": ["pirates"]},
    {"players": 2, "fireland": True},
    {"players": 4, "fireland": True, "modules": ["great_ship"]},
]


def closed_ref(s):
    """Locked, or a lens space (one worker, L480) holding a worker: as `is_open` reads it."""
    mask = 0
    for i, sp in enumerate(s.ctx.comp.diaries.spaces):
        if s.lens[i] == placement.LOCKED or (sp.shape == "lens" and s.at[i]):
            mask |= 1 << i
    return mask


def legal_spaces_ref(s, seat):
    return [i for i in range(len(s.lens)) if placement.workers_for(s, seat, i)]


def _check(s):
    assert s.closed == closed_ref(s)
    for seat in range(s.ctx.players):
        assert placement.legal_spaces(s, seat) == legal_spaces_ref(s, seat)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_closed_spaces_kept_match_the_reading(config):
    s = GAME.setup(config, 3)
    r = Rng(11)
    taken = 0  # positions where a lens space holding a worker was closed
    while (d := GAME.pending(s)).seat is not None:
        _check(s)
        locked = sum(1 << i for i, x in enumerate(s.lens) if x == placement.LOCKED)
        taken += s.closed != locked
        if r.below(8) == 0:  # a copy carries the mask on
            s = s.copy()
        GAME.apply(s, r.below(len(d.options)))
    _check(s)
    assert taken  # the mask was written by placements, not only at setup


def test_a_worker_brought_home_opens_its_lens_space():
    """The Pirates' P2 (L2234) takes a worker off the board: a lens space it held opens
    again (random games seldom play it)."""
    s = GAME.setup({"players": 2, "modules": ["pirates"]}, 0)
    r = Rng(5)
    lens = [sp.shape == "lens" for sp in s.ctx.comp.diaries.spaces]
    while not (taken := [(i, *s.at[i][0]) for i in range(len(s.at)) if lens[i] and s.at[i]]):
        GAME.apply(s, r.below(len(GAME.pending(s).options)))
    i, seat, worker = taken[0]
    assert s.closed >> i & 1
    tasks.push(s, ("return-worker", seat))
    pirate_crew._return_play(s, ("return-worker", seat), pirate_crew._worker_text(s, i, worker))
    assert not s.closed >> i & 1
    assert s.closed == closed_ref(s)
    assert placement.legal_spaces(s, seat) == legal_spaces_ref(s, seat)
