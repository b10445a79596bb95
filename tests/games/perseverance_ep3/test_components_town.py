"""Each of the 16 town zone options (L625-L749) resolved as the text says, and the locks
of the fourth options (L606)."""

import pytest

from ludotheque.games.perseverance_ep3.rules import town

from .components_kit import check, rich, run


def _prep(s):
    p = s.players[0]
    p.home[2] = 1  # a trained raptor (Market D)
    s.outpost[0] = (0,)  # a wilderness shelter to harvest (Explorers A)


OPTIONS = {  # (zone, letter): change
    (0, "A"): {"food": 2},  # 2 of food / debris / ir in any mix: the first offered
    (0, "B"): {"u_sh": 1, "gb": 2},
    (0, "C"): {"debris": -1, "crates": 2, "u_r": 1},
    (0, "D"): {"t_r": -1, "gb": -1, "art": 1},
    (1, "A"): {"rng": 3, "inf": -1},  # 2 rangers, 2 heals: the wounded ranger comes back
    (1, "B"): {"trained": 3},
    (1, "C"): {},  # an adventure starts: see below
    (1, "D"): {"art": 1},
    (2, "A"): {},  # harvests: see below
    (2, "B"): {"shelters": 1, "fol": 0},
    (2, "C"): {"food": -1, "shelters": 1},
    (2, "D"): {"rng": -1, "art": 1},
    (3, "A"): {"shelters": 1},
    (3, "B"): {"ranch": 1},
    (3, "C"): {"ir": -1, "ranch": 1, "crates": 1},
    (3, "D"): {"t_sh": -1, "art": 1},
}


@pytest.mark.parametrize("zone,letter", sorted(OPTIONS))
def test_zone_option(zone, letter):
    s = rich()
    _prep(s)
    effect = next(e for x, _, e in town.variants(s, 0, zone) if x == letter)
    delta = run(s, effect)
    check(delta, OPTIONS[zone, letter])
    p = s.players[0]
    if (zone, letter) == (1, "C"):
        assert p.adventure >= 0 and s.ctx.comp.adventures[p.adventure].kind == "wild"
    if (zone, letter) == (2, "A"):
        assert delta  # the Outpost's harvest gave something (L703)
    if (zone, letter) == (0, "A"):
        assert sum(delta.get(k, 0) for k in ("food", "debris", "ir")) == 2


def test_sixteen_options():
    s = rich()
    assert sorted((z, o.letter) for z in range(4) for o in s.ctx.comp.board.zones[z].options) == (
        sorted(OPTIONS)
    )


def test_fourth_options_are_locked_until_their_adventure_is_completed():
    """Market D: the Ironjaw temple, Training D: one of your wilderness adventures,
    Explorers D: the Raptor temple, Worksite D: the Thunderhorn temple (L634-L747)."""
    s = rich()
    assert not any(town.unlocked(s, 0, z, "D") for z in range(4))
    assert all(town.unlocked(s, 0, z, x) for z in range(4) for x in "ABC")
    s.temples_done = 4
    assert town.unlocked(s, 0, 0, "D") and not town.unlocked(s, 0, 2, "D")
    s.temples_done = 1
    assert town.unlocked(s, 0, 2, "D") and not town.unlocked(s, 0, 3, "D")
    s.temples_done = 2
    assert town.unlocked(s, 0, 3, "D")
    s.players[1].done_wild = 1
    assert not town.unlocked(s, 0, 1, "D") and town.unlocked(s, 1, 1, "D")
