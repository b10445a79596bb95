"""The quantities that scoring formulas, conditions and goals count (annex L1434-L1750).

One function per name used in the data (components/effects.py COUNTS), so each formula is
written once. "Trained dinos you own" exclude the infirmary (L1439, L1734, L1750); a mounted
leader counts as a trained dino of its species (L972) wherever it is, except that a leader
never sits in the infirmary.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
from ludotheque.games.perseverance_ep3.state import RANGER, TSH, TTH, WILD, PState


def trained(s: PState, seat: int, code: int) -> int:
    """Trained dinos of one species the seat owns outside the infirmary."""
    p = s.players[seat]
    n = p.home[code] + p.tired[code] + p.adv_units[code]
    dino = s.loc_dino
    if seat in dino:  # most seats have no dino on a location: no loop
        k = code - 1
        for o, kind in zip(dino, s.loc_dino_kind, strict=True):
            if o == seat and kind == k:
                n += 1
    if code == TTH and seat in s.zone_thunder:
        n += sum(
            1 for z, o in enumerate(s.zone_thunder) if o == seat and not _leader_on(s, seat, z)
        )
    if p.mounted and s.ctx.comp.players.leaders[p.leader].mount == code - 1:
        n += 1
    return n


def trained_all(s: PState, seat: int) -> list[int]:
    """`trained` of every species at once, indexed by unit code (index 0, the rangers,
    left at 0): an officer's condition reads up to four of them."""
    p = s.players[seat]
    h, t, a = p.home, p.tired, p.adv_units
    out = [0, h[1] + t[1] + a[1], h[2] + t[2] + a[2], h[3] + t[3] + a[3], h[4] + t[4] + a[4]]
    dino = s.loc_dino
    if seat in dino:
        for o, kind in zip(dino, s.loc_dino_kind, strict=True):
            if o == seat and 0 <= kind < 4:  # 4: a mounted leader, not a trained dino
                out[kind + 1] += 1
    thunder = s.zone_thunder
    if seat in thunder:
        at = p.leader_at
        for z, o in enumerate(thunder):
            if o == seat and at != _ON_THUNDER[z]:
                out[TTH] += 1
    if p.mounted:
        mount = s.ctx.comp.players.leaders[p.leader].mount
        if 0 <= mount < 4:
            out[mount + 1] += 1
    return out


_ON_THUNDER = tuple(f"ts:{z}" for z in range(len(ZONES)))  # `leader_at` on a thunder space


def _leader_on(s: PState, seat: int, zone: int) -> bool:
    return s.players[seat].leader_at == f"ts:{zone}"


def rangers(s: PState, seat: int) -> int:
    """Rangers outside the infirmary: Home, Tired area, ongoing adventure (L1375, L1441)."""
    p = s.players[seat]
    return p.home[RANGER] + p.tired[RANGER] + p.adv_units[RANGER]


def wild_shelters(s: PState, seat: int, region: int = -1) -> int:
    """Shelters in the wilderness (exploration tiles and the Outpost, a Swamp location)."""
    if region < 0:
        n = 0
        for sh in s.loc_shelters:
            if sh:
                n += sh.count(seat)
    else:
        locs = s.ctx.comp.board.locations
        n = sum(sh.count(seat) for i, sh in enumerate(s.loc_shelters) if locs[i].region == region)
    if region in (-1, 0):
        n += s.outpost[0].count(seat) + s.outpost[1].count(seat)
    return n


def town_shelters(s: PState, seat: int, zone: int = -1) -> int:
    """Shelters on town shelter spaces (not on structures, L1443)."""
    if zone >= 0:
        return s.zone_shelters[zone].count(seat)
    n = 0
    for z in s.zone_shelters:
        n += z.count(seat)
    return n


def structures(s: PState, seat: int, zone: int = -1) -> int:
    """Structures built, the Ancient Portal (Ironjaw temple) included (L1440, L1739)."""
    if zone >= 0:
        return s.structure_owner[zone].count(seat)
    n = 0
    for row in s.structure_owner:
        n += row.count(seat)
    if s.portal_owner == seat:
        n += 1
    return n


def trained_wild(s: PState, seat: int, region: int = -1) -> int:
    if region < 0:
        return s.loc_dino.count(seat)
    locs = s.ctx.comp.board.locations
    return sum(1 for i, o in enumerate(s.loc_dino) if o == seat and locs[i].region == region)


def crates(s: PState, seat: int) -> int:
    return sum(s.players[seat].crates)


def _full_lines(s: PState, seat: int, rows: bool) -> int:
    r = s.players[seat].ranch
    if rows:
        return sum(1 for i in range(3) if all(r[3 * i + j] >= 0 for j in range(3)))
    return sum(1 for j in range(3) if all(r[3 * i + j] >= 0 for i in range(3)))


def cubes_on(s: PState, seat: int) -> list[int]:
    return [s.influence[o][seat] for o in range(len(s.influence))]


def count(s: PState, seat: int, name: str) -> int:
    """The count a formula names (components/effects.py COUNTS): the ones search reads
    most (scoring projections) through a table, the rest through `_count`."""
    f = _FAST.get(name)
    if f is not None:
        return f(s, seat)
    return _count(s, seat, name)


def _count(s: PState, seat: int, name: str) -> int:
    p = s.players[seat]
    if name in ("food", "debris", "ir", "gb"):
        return p.res[("food", "debris", "ir", "gb").index(name)]
    if name in ("tsh", "tr", "tth", "tij"):
        return trained(s, seat, ("", "tsh", "tr", "tth", "tij").index(name))
    if name == "tsh-pairs":
        return trained(s, seat, TSH) // 2
    if name == "trained-wild":
        return trained_wild(s, seat)  # a mounted leader there is on a dino space too
    if name == "adventures":
        return p.started_wild + p.started_temple
    if name == "wild-adventures":
        return p.started_wild
    if name == "temple-adventures":
        return p.started_temple
    if name == "structures":
        return structures(s, seat)
    if name == "wild-shelters":
        return wild_shelters(s, seat)
    if name == "town-shelters":
        return town_shelters(s, seat)
    if name == "crates":
        return crates(s, seat)
    if name == "rangers":
        return rangers(s, seat)
    if name == "ranger-pairs":
        return rangers(s, seat) // 2
    if name == "ranchtiles":
        return p.ranch_count
    if name == "ranchtile-pairs":
        return p.ranch_count // 2
    if name == "fullrows":
        return _full_lines(s, seat, True)
    if name == "fullcols":
        return _full_lines(s, seat, False)
    if name == "untrained":
        return sum(p.untrained)
    if name == "untrained-sh-r":
        return p.untrained[0] + p.untrained[1]
    if name == "untrained-th-ij":
        return p.untrained[2] + p.untrained[3]
    if name == "thunderhorns":
        return trained(s, seat, TTH) + p.untrained[2]
    if name == "officers2":
        return sum(1 for c in cubes_on(s, seat) if c >= 2)
    if name == "officers-exactly2":
        return sum(1 for c in cubes_on(s, seat) if c == 2)
    if name == "officers3":
        return sum(1 for c in cubes_on(s, seat) if c >= 3)
    if name == "cubes":
        return sum(cubes_on(s, seat))
    if name == "ir-debris":
        return min(p.res[1], p.res[2])
    if name == "gb-pairs":
        return p.res[3] // 2
    if name == "artefacts":
        return bin(p.artefacts).count("1")
    if name in ("town-zones-2", "town-zones-3"):
        counts = [town_shelters(s, seat, z) for z in range(4)]
        return sum(1 for c in counts if (c == 2 if name.endswith("2") else c >= 3))
    if name.startswith("home-"):
        code = name[5:]
        if code == "ranger-pairs":
            return (p.home[RANGER] + p.tired[RANGER]) // 2
        c = ("", "tsh", "tr", "tth", "tij").index(code)
        n = p.home[c] + p.tired[c]
        mount = s.ctx.comp.players.leaders[p.leader].mount
        if p.mounted and mount == c - 1 and p.leader_at in ("home", "tired"):
            n += 1
        return n
    if name == "mounted-leader-wild":
        return 1 if p.mounted and p.leader_at.startswith("loc:") else 0
    if name == "leader-town":
        return 1 if p.leader_at.startswith(("zone:", "ts:")) else 0
    if name.startswith("shelters-"):
        return wild_shelters(s, seat, REGIONS.index(name[9:]))
    if name.startswith("buildings-"):
        z = ZONES.index(name[10:])
        return town_shelters(s, seat, z) + structures(s, seat, z)
    raise KeyError(name)


def presence(s: PState, who: int, zone: int) -> int:
    """Presence in a zone (L1242): town — player dice, shelters in the zone and on its
    structures, trained thunderhorns and leaders on its spaces; wilderness region
    (zone = WILD + 1 + region) — shelters on exploration tiles, trained dinos and mounted
    leaders there."""
    if zone < WILD:
        n = 0
        for d in s.zone_dice[zone]:  # a loop, not sum() over a generator: every assembly
            if d.__class__ is tuple and d[0] == who:
                n += 1
        n += s.zone_shelters[zone].count(who) + s.structure_owner[zone].count(who)
        n += 1 if s.zone_leader[zone] == who else 0
        n += 1 if s.zone_thunder[zone] == who else 0
        return n
    region = zone - WILD - 1
    locs = s.ctx.comp.board.locations
    n = 0
    for i, loc in enumerate(locs):
        if loc.region != region:
            continue
        n += s.loc_shelters[i].count(who)
        if s.loc_dino[i] == who:
            n += 1
    return n


# The counts `count` finds through a table (same answers as `_count`'s: the reference
# test in tests/games/perseverance_ep3/test_speed_evaluation.py asks both for every name).
_FAST = {
    "food": lambda s, seat: s.players[seat].res[0],
    "debris": lambda s, seat: s.players[seat].res[1],
    "ir": lambda s, seat: s.players[seat].res[2],
    "gb": lambda s, seat: s.players[seat].res[3],
    "tsh": lambda s, seat: trained(s, seat, TSH),
    "tr": lambda s, seat: trained(s, seat, TSH + 1),
    "tth": lambda s, seat: trained(s, seat, TTH),
    "tij": lambda s, seat: trained(s, seat, TTH + 1),
    "artefacts": lambda s, seat: s.players[seat].artefacts.bit_count(),
    "cubes": lambda s, seat: sum(row[seat] for row in s.influence),
    "ranchtiles": lambda s, seat: s.players[seat].ranch_count,
    "adventures": lambda s, seat: s.players[seat].started_wild + s.players[seat].started_temple,
    "wild-adventures": lambda s, seat: s.players[seat].started_wild,
    "temple-adventures": lambda s, seat: s.players[seat].started_temple,
    "wild-shelters": wild_shelters,  # its default: everywhere
    "town-shelters": town_shelters,  # its default: everywhere
    "structures": structures,  # its default: everywhere
    "rangers": rangers,
    # the officers' conditions, which the evaluation reads for every coming assembly
    "tsh-pairs": lambda s, seat: trained(s, seat, TSH) // 2,
    "ranger-pairs": lambda s, seat: rangers(s, seat) // 2,
    "ranchtile-pairs": lambda s, seat: s.players[seat].ranch_count // 2,
    "trained-wild": trained_wild,  # its default: everywhere
    "crates": crates,
    "leader-town": lambda s, seat: (
        1 if s.players[seat].leader_at.startswith(("zone:", "ts:")) else 0
    ),
}
