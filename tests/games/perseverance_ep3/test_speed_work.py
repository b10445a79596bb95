"""What a turn keeps from one decision to the next (`town.known_work`: which town zones
can be worked, from the primary decision to the die's face and zone decisions) against
options worked out afresh, on every decision of seeded random games in each mode: a
copy with nothing kept must be offered the very options the game offers."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4, "deterministic_combat": True},
    {"players": 2, "first_game": True},
    {"players": 1, "dissidents": "tamer"},
    {"players": 1, "dissidents": "citizen"},
]


def fresh_options(s):
    c = GAME.copy(s)
    c.work = None
    c.decision = None
    return GAME.pending(c).options


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_kept_town_zones_give_the_options_of_a_fresh_reading(config):
    kinds = set()
    for seed in range(4):
        s = GAME.setup(config, seed)
        r = Rng(seed + 5)
        while True:
            d = GAME.pending(s)
            if d.seat is None:
                break
            assert d.options == fresh_options(s), (seed, d.kind)
            kinds.add(d.kind)
            # cheap options now and then, so that turns that pay for their die are played
            i = 0 if r.below(3) == 0 else r.below(len(d.options))
            GAME.apply(s, i)
    assert {"primary", "town-face", "town-zone"} <= kinds
