"""Each of the 37 wilderness adventures and 3 temple adventures (annex L1634-L1697): the
rewards of step 1, step 2 and the cartography (or the temple's town reward), each
resolved on the rich position. None: the reward depends on pieces placed by choice (a
ranch effect, a town option, a harvest from afar); it is only resolved to its end."""

import pytest

from .components_kit import check, rich, run

CASES = {  # name: (step 1, step 2, cartography or town reward)
    # Swamp (L1638-L1646)
    "Acids and Bases": (
        {"debris": 1, "crates": 1, "food": 1},
        {"art": 1, "gb": 1},
        {"ranch": 1},
    ),
    "Ancient Knowledge": ({"cubes": 1, "gb": 2}, {"crates": 1, "fol": 2}, {"art": 1}),
    "Scouting at Dawn": (
        {"crates": 1, "u_r": 1},
        {"art": 1, "cubes": 1},
        {"t_r": 1, "u_r": -1, "gb": 1, "food": 0},
    ),
    "See You Later, Gator": ({"u_sh": 1, "ir": 1}, {"art": 1, "crates": 1}, {"gb": 1, "cubes": 1}),
    "Serpent's Nest": ({"ranch": 1}, {"art": 1, "gb": 3}, {"shelters": 1}),
    "Swamp Up the Jam": ({"gb": 2, "food": 1}, {"art": 1, "gb": 1, "ir": 1}, {"shelters": 1}),
    "Swamped Giant": ({"food": 1, "ir": 1}, {"art": 1, "u_th": 1}, None),
    "Swarm Welcome": ({"gb": 1, "ir": 1}, {"gb": 1, "cubes": 1}, {"art": 1}),
    "The Witch's Hut": ({"gb": 3}, {"cubes": 1, "inf": -1, "rng": 1}, {"t_th": 1, "gb": 0}),
    # Jungle (L1650-L1666)
    "Alien vs Predators": (
        {"u_r": 1, "crates": 1},
        {"art": 1, "u_r": 1},
        {"art": 1, "t_r": 1, "gb": 1, "food": 0},  # the Arrow comes first: free (L669)
    ),
    "Dino Catcher": ({"u_th": 1, "gb": 2}, {"art": 1, "u_r": 1}, {"u_ij": 1, "fol": 2}),
    "Following the Stream": (
        {"ir": 1, "debris": 1},
        {"art": 1, "u_sh": 1},  # the only explored temple: the Shieldhead's (ruling R9)
        {"trained": 1, "fol": 1},
    ),
    "Mind the Gap": ({"food": 1, "debris": 1}, {"art": 1, "shelters": 1}, None),
    "Mushroom Run": ({"cubes": 1, "gb": 2}, {"art": 1, "crates": 1}, {"ranch": 1}),
    "Paradise Falls": ({"food": 1, "gb": 3}, {"art": 1, "u_ij": 1}, {"t_ij": 1, "u_ij": -1}),
    "Raid Hunting": ({"food": 1, "ir": 1}, {"art": 1, "t_sh": 1}, {"u_th": 1, "ir": 1}),
    "Settling Down": ({"shelters": 1}, {"art": 1}, {"cubes": 1, "gb": 2}),
    "Tales from Space": ({"shelters": 1, "debris": 1, "gb": 1}, {"art": 1, "trained": 2}, None),
    "Tender Tendrils": ({"cubes": 1}, {"art": 1, "food": 1, "gb": 1}, {"rng": 3, "gb": 1}),
    "Thermal Terror": ({"cubes": 1, "food": 1}, {"art": 1, "crates": 1}, {"ranch": 1}),
    # Hills (L1670-L1691)
    "Devil's Den": ({"gb": 4, "ir": 2}, {"ranch": 1}, {"crates": 1, "fol": 4}),
    "Earth-Shattering Discovery": ({"cubes": 2}, {"art": 1}, {"fol": 5}),  # 5 food
    "Fata Morgana": ({"shelters": 1, "cubes": 1}, {"food": 1, "crates": 2}, {"fol": 2}),
    "For Pit's Sake": ({"rng": 3, "cubes": 1}, None, None),
    "Gentleman's Treasure": ({"t_r": 1, "gb": 2}, {"fol": 3}, {"art": 1}),
    "Hunter Games": (
        {"u_ij": 1, "debris": 1, "gb": 2},
        {"u_th": 1, "cubes": 1},
        {"fol": 4},  # 4 untrained dinos
    ),
    "It Takes a Killer...": (
        {"u_ij": 1, "gb": 2, "fol": 2},
        {"art": 1, "gb": 2},
        {"fol": 4},  # 2 officers with 2 cubes or more
    ),
    "King of the Hill": ({"rng": 2, "trained": 1}, {"fol": 5}, {"art": 1}),
    "Maximum Madness": ({"debris": 1, "crates": 2}, {"fol": 3}, {"debris": -1, "shelters": 1}),
    "Prince of Iron": (
        {"u_ij": 1, "cubes": 1},
        {"debris": 2, "crates": 1},
        {"debris": -1, "shelters": 1},
    ),
    "Silence, Please!": ({"shelters": 2, "crates": 1}, {"art": 1, "fol": 2}, {"fol": 1}),
    "Starry Night View": (None, {"fol": 4}, {"fol": 10}),  # 2 structures; 10 glowberries
    "The Peak": ({"shelters": 1, "ranch": 1}, {"food": 2, "crates": 1}, {"fol": 5}),
    "The Outcast": ({"trained": 1, "crates": 1}, {"ranch": 1, "ir": 1}, None),
    "Thunderstruck": ({"t_th": 1}, {"shelters": 1}, {"fol": 2}),
    "Volcano Shrine": ({"cubes": 2}, {"art": 1, "gb": 2}, {"fol": 4}),
    "Your Highness": ({"ir": 1, "debris": 1}, {"cubes": 1, "shelters": 1}, {"fol": 5}),
    # Temples (L1693-L1697): the last entry is the town reward
    "The Raptor Temple": ({"t_r": 1, "shelters": 1}, {"art": 1}, {"debris": 1, "fol": 2}),
    "The Thunderhorn Temple": ({"t_th": 1, "shelters": 1}, None, {"cubes": 1, "fol": 2}),
    "The Ironjaw Temple": ({"t_ij": 1, "art": 1}, {"trained": 1}, {"fol": 2, "trained": 1}),
}


def _position():
    s = rich()
    s.outpost[0] = (0,)  # 1 wilderness shelter
    s.own("structure_owner")[0][0] = 0
    s.portal_owner = 0  # 2 structures
    s.influence[0][0], s.influence[1][0] = 2, 3  # 2 officers with 2 cubes or more
    return s


def test_every_adventure_has_a_case():
    s = rich()
    names = [a.name for a in s.ctx.comp.adventures]
    assert sorted(names) == sorted(CASES) and len(names) == 40


# The Thunderhorn Temple's step 2 needs the leader on the adventure: its own test is
# test_r22_thunderhorn_temple_moves_the_leader_to_town (test_rulings.py).
PARTS = [
    (name, part)
    for name in sorted(CASES)
    for part in ("step1", "step2", "carto")
    if (name, part) != ("The Thunderhorn Temple", "step2")
]


@pytest.mark.parametrize(("name", "part"), PARTS)
def test_adventure_reward(name, part):
    s = _position()
    adv = next(a for a in s.ctx.comp.adventures if a.name == name)
    k = ("step1", "step2", "carto").index(part)
    expected = CASES[name][k]
    effect = getattr(adv, part) if part != "carto" or adv.kind == "wild" else adv.town
    delta = run(s, effect)
    if expected is not None:
        check(delta, expected)
