"""Whether a fight's group can be filled (`combat.fillable`, with `fits` inline for the
units other than the leader, session 28, pf40) against the plain exhaustive search kept
here, which asks `fits` for every unit: every species and group of the combat table,
for every seat at every decision of seeded random games (2 and 4 players, solo), with
the seat's Home units and with pools of a few units drawn at random."""

from __future__ import annotations

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.rules import combat
from ludotheque.games.perseverance_ep3.state import UNITS

from .fixtures import GAME

CONFIGS = [
    {"players": 2},
    {"players": 4, "deterministic_combat": True},
    {"players": 1, "dissidents": "tamer"},
]
UNIT_NAMES = (*UNITS, "leader")


def fillable_ref(s, seat, slots, pool) -> bool:
    """Some unit of the pool fits the first slot and the rest can be filled without it."""
    if not slots:
        return True
    for unit, n in pool.items():
        if n and combat.fits(s, seat, unit, slots[0]):
            rest = dict(pool)
            rest[unit] -= 1
            if fillable_ref(s, seat, slots[1:], rest):
                return True
    return False


def _check(s, seat, r, seen) -> None:
    table = s.ctx.comp.tables.combat
    pools = [combat.home_units(s, seat)]
    for _ in range(3):
        pools.append({u: r.below(3) for u in UNIT_NAMES})
    for species in table:
        for group in combat.GROUPS:
            slots = table[species][group]
            for pool in pools:
                want = fillable_ref(s, seat, slots, pool)
                before = dict(pool)
                assert combat.fillable(s, seat, slots, pool) == want, (species, group, pool)
                assert pool == before  # the search gives back every unit it tried
                seen[want] += 1


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_fillable_matches_the_plain_search(config):
    seen = {True: 0, False: 0}
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 21)
        n = 0
        while (d := GAME.pending(s)).seat is not None:
            if n % 4 == 0:  # every fourth decision: positions change little in between
                for seat in range(len(s.players)):
                    _check(s, seat, r, seen)
                c = GAME.copy(s)  # the leader mounted or not, on a copy (the game goes on)
                p = c.mut(0)
                p.mounted = not p.mounted
                _check(c, 0, r, seen)
            GAME.apply(s, r.below(len(d.options)))
            n += 1
    assert seen[True] and seen[False], seen
