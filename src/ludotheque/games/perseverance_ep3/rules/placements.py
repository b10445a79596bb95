"""Putting pieces on the board by effect: influence cubes, shelters, player dice,
structures (L720-L749, L1091, L1169-L1180)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.rules import counts
from ludotheque.games.perseverance_ep3.rules.effects import executor, resolve
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, TABLES, WILD, PState

ZONE_NAMES = ZONES + ("wilderness",)


def officer_name(s: PState, o: int) -> str:
    return s.ctx.comp.players.officers[o].id


def _officer_index(s: PState) -> dict[str, int]:
    """Officer index by name (once per configuration)."""
    got = s.ctx.memo.get("officer-index")
    if got is None:
        officers = s.ctx.comp.players.officers
        got = s.ctx.memo["officer-index"] = {o.id: i for i, o in enumerate(officers)}
    return got


# ----- influence ----------------------------------------------------------------------------
def place_cube(s: PState, who: int, o: int) -> bool:
    """One cube from the supply onto an officer (18 per colour, L414)."""
    if who < len(s.players):
        p = s.players[who] if s.owned >> who & 1 else s.mut(who)  # `mut`'s common case
        if p.cubes <= 0:
            return False
        p.cubes -= 1
    # `own`'s common case (the state owns the table already) inline
    (s.influence if s.tables & _INFLUENCE else s.own("influence"))[o][who] += 1
    return True


_INFLUENCE = TABLES["influence"]


def cube_targets(s: PState, seat: int, target: str, origin: tuple, chosen: tuple) -> list[int]:
    n_off = len(s.influence)
    at = s.officer_at
    p = s.players[seat]
    if target == "any":
        return list(range(n_off))
    if target == "wild":
        return [at[WILD]]
    if target.startswith("zone:"):
        return [at[ZONES.index(target[5:])]]
    if target == "zone":
        return [at[origin[1]]] if origin[:1] == ("zone",) else []
    if target == "leaderzone":  # a mounted leader in the wilderness: its officer (R43)
        lz = p.leader_at
        if lz.startswith(("zone:", "ts:")):
            return [at[int(lz.split(":")[1])]]
        return [at[WILD]] if lz.startswith("loc:") else []
    if target == "other-zone":
        return [at[z] for z in range(5) if z != p.start_zone]
    if target == "different":
        return [o for o in range(n_off) if o not in chosen]
    if target == "empty":
        return [o for o in range(n_off) if s.influence[o][seat] == 0]
    if target == "presence":
        zones = set()
        for z in range(4):
            if any(d.__class__ is tuple and d[0] == seat for d in s.zone_dice[z]):
                zones.add(z)
        if p.leader_at.startswith(("zone:", "ts:")):
            zones.add(int(p.leader_at.split(":")[1]))
        elif p.leader_at.startswith("loc:"):
            zones.add(WILD)
        return sorted(at[z] for z in zones)
    if target == "shelters2":
        return [at[z] for z in range(4) if counts.town_shelters(s, seat, z) >= 2]
    raise KeyError(target)


@executor("cube")
def _cube(s, seat, st, origin):
    s.tasks.append(("cube", seat, st.n, st.arg("target", "any"), origin, ()))
    return True


def _cube_options(s, t):
    seat, _, target, origin, chosen = t[1:]
    if s.players[seat].cubes <= 0:
        return []
    names = s.ctx.memo.get("cube-on")  # "cube on OFFICER", written once per configuration
    if names is None:
        names = s.ctx.memo["cube-on"] = tuple(
            f"cube on {officer_name(s, o)}" for o in range(len(s.ctx.comp.players.officers))
        )
    return [names[o] for o in cube_targets(s, seat, target, origin, chosen)]


def _cube_play(s, t, opt):
    """ "2 cubes on an officer" puts both on the one chosen; "different" spreads them."""
    seat, n, target, origin, chosen = t[1:]
    o = _officer_index(s)[opt[8:]]
    if target == "different":
        place_cube(s, seat, o)
        if n > 1:
            push(s, "cube", seat, n - 1, target, origin, chosen + (o,))
    else:
        for _ in range(n):
            place_cube(s, seat, o)


register("cube", _cube_play, _cube_options, "Choose the officer that takes your influence cube.")


# ----- shelters ----------------------------------------------------------------------------
def shelter_bonus(s: PState, zone: int, space: int):
    """The bonus printed on a town shelter space: the zone's own one at the top (L730),
    the side's common ones below (reconstructed, digest M-8)."""
    common = s.ctx.comp.board.shelter_bonus[s.ctx.side]
    if space >= len(common):
        return s.ctx.comp.board.zones[zone].top_bonus
    return common[space]


def lowest_free(s: PState, zone: int) -> int:
    row = s.zone_shelters[zone]
    return row.index(EMPTY) if EMPTY in row else -1


def put_town_shelter(s: PState, who: int, zone: int, space: int, bonus: bool) -> None:
    row = list(s.zone_shelters[zone])
    row[space] = who
    s.zone_shelters[zone] = tuple(row)
    if who < len(s.players):
        s.mut(who).shelters -= 1
        if bonus:
            resolve(s, who, shelter_bonus(s, zone, space), ("zone", zone))


TEMPLE_BIT = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}


def explored(s: PState, i: int) -> bool:
    """A location holding a face-up exploration tile or a temple figure, or the Outpost
    (L798, L806)."""
    loc = s.ctx.comp.board.locations[i]
    if loc.kind == "outpost":
        return True
    if loc.kind == "temple":
        return bool(s.temples & TEMPLE_BIT[loc.temple])
    return s.loc_tile[i] >= 0 and not s.loc_hidden[i]


def wild_spots(s: PState) -> list[tuple[str, int]]:
    """Free wilderness shelter spaces: the Outpost's two sections, and exploration tiles
    that are face up (L741, L907)."""
    board = s.ctx.comp.board
    spots = []
    for sec, (_, _, cap) in enumerate(board.outpost_sections):
        if len(s.outpost[sec]) < cap:
            spots.append(("outpost", sec))
    for i, tile in enumerate(s.loc_tile):
        if tile >= 0 and not s.loc_hidden[i] and len(s.loc_shelters[i]) < board.tile_spaces:
            spots.append(("loc", i))
    return spots


def any_wild_spot(s: PState) -> bool:
    """Whether `wild_spots` names one (stops at the first)."""
    board = s.ctx.comp.board
    for sec, (_, _, cap) in enumerate(board.outpost_sections):
        if len(s.outpost[sec]) < cap:
            return True
    room = board.tile_spaces
    hidden, shelters = s.loc_hidden, s.loc_shelters
    for i, tile in enumerate(s.loc_tile):
        if tile >= 0 and not hidden[i] and len(shelters[i]) < room:
            return True
    return False


def spot_name(s: PState, spot: tuple[str, int]) -> str:
    if spot[0] == "outpost":
        return "outpost " + "AB"[spot[1]]
    return "location " + s.ctx.comp.board.locations[spot[1]].id


def put_wild_shelter(s: PState, who: int, spot: tuple[str, int]) -> None:
    if spot[0] == "outpost":
        out = list(s.outpost)
        out[spot[1]] = out[spot[1]] + (who,)
        s.outpost = out
    else:
        s.loc_shelters[spot[1]] = s.loc_shelters[spot[1]] + (who,)
    if who < len(s.players):
        s.mut(who).shelters -= 1


def harvest_of(s: PState, spot: tuple[str, int]):
    board = s.ctx.comp.board
    if spot[0] == "outpost":
        return board.outpost_sections[spot[1]][1]
    return s.ctx.comp.exploration[s.loc_tile[spot[1]]].harvest


@executor("shelter")
def _shelter(s, seat, st, origin):
    if s.players[seat].shelters > 0:
        s.tasks.append(("shelter", seat, st.arg("where"), origin))
    return True


def _shelter_options(s, t):
    seat, where, origin = t[1:]
    p = s.players[seat]
    # Explorers B and C may not build in the same zone (L714).
    banned = s.turn_flags & 15 if origin[:2] == ("town", 2) else 0
    if where in ("town-lowest", "town-lowest-other"):
        return [
            _SHELTER_IN[z]
            for z in range(4)
            if lowest_free(s, z) >= 0
            and not banned >> z & 1
            and not (where.endswith("other") and z == p.start_zone)
        ]
    if where == "town-any-bonus":
        return [
            f"shelter in {ZONES[z]} space {i + 1}"
            for z in range(4)
            if not banned >> z & 1
            for i, o in enumerate(s.zone_shelters[z])
            if o == EMPTY
        ]
    if where in ("wild", "wild-harvest"):
        names = _spot_named(s, True)
        return [names[sp] for sp in wild_spots(s)]
    if where == "outpost-b":
        return ["shelter on outpost B"] if ("outpost", 1) in wild_spots(s) else []
    if where == "tile":
        return [f"shelter on {spot_name(s, origin)}"] if origin in wild_spots(s) else []
    raise KeyError(where)


def _shelter_play(s, t, opt):
    seat, where, origin = t[1:]
    if where.startswith("town"):
        words = opt.split()
        z = ZONES.index(words[2])
        space = int(words[4]) - 1 if len(words) > 4 else lowest_free(s, z)
        if origin[:2] == ("town", 2):
            s.turn_flags |= 1 << z
        put_town_shelter(s, seat, z, space, bonus=where == "town-any-bonus")
        return
    spot = _spot_named(s)[opt]  # the spot the option names, free (`_shelter_options`)
    put_wild_shelter(s, seat, spot)
    if where == "wild-harvest":
        resolve(s, seat, harvest_of(s, spot), spot)


register("shelter", _shelter_play, _shelter_options, "Choose where to build your shelter.")

_SPOTS: dict[int, tuple] = {}


def _spot_named(s: PState, forward: bool = False) -> dict:
    """ "shelter on ..." -> the wilderness spot it names (the Outpost's sections, every
    location), written once per board (kept by identity, the entry holding the board);
    `forward`: the other way, spot -> "shelter on ..."."""
    board = s.ctx.comp.board
    got = _SPOTS.get(id(board))
    if got is None or got[0] is not board:
        spots = [("outpost", k) for k in range(len(board.outpost_sections))]
        spots += [("loc", i) for i in range(len(board.locations))]
        names = {sp: f"shelter on {spot_name(s, sp)}" for sp in spots}
        got = _SPOTS[id(board)] = (board, {n: sp for sp, n in names.items()}, names)
    return got[2] if forward else got[1]


_SHELTER_IN = tuple(f"shelter in {z}" for z in ZONES)  # written once


# ----- player dice ---------------------------------------------------------------------------
@executor("die")
def _die(s, seat, st, origin):
    """Replace a neutral die of the pool with your own, same face; with no neutral die in
    the pool, one in a town zone (L1489). The neutral die leaves the game (ruling R10)."""
    if s.players[seat].dice_left > 0:
        push(s, "swap-die", seat)
    return True


def _swap_targets(s: PState) -> list[tuple[str, int, int]]:
    pool = sorted({d[1] for d in s.pool if d[0] == NEUTRAL})
    if pool:
        return [("pool", -1, f) for f in pool]
    out = []
    for z in range(4):
        for i, d in enumerate(s.zone_dice[z]):
            if d.__class__ is tuple and d[0] == NEUTRAL:
                out.append(("zone", z, i))
    return out


def _swap_name(s, tgt) -> str:
    faces = s.ctx.comp.board.faces
    if tgt[0] == "pool":
        return f"swap the neutral {faces[tgt[2]]} die of the pool"
    return f"swap the neutral die in {ZONES[tgt[1]]} space {tgt[2] + 1}"


def _swap_play(s, t, opt):
    seat = t[1]
    tgt = next(x for x in _swap_targets(s) if _swap_name(s, x) == opt)
    s.mut(seat).dice_left -= 1
    if tgt[0] == "pool":
        i = s.pool.index((NEUTRAL, tgt[2]))
        s.pool[i] = (seat, tgt[2])
    else:
        row = list(s.zone_dice[tgt[1]])
        row[tgt[2]] = (seat, row[tgt[2]][1])
        s.zone_dice[tgt[1]] = tuple(row)


register(
    "swap-die",
    _swap_play,
    lambda s, t: [_swap_name(s, x) for x in _swap_targets(s)],
    "Choose the neutral die your own die replaces.",
)


# ----- structures ---------------------------------------------------------------------------
def free_structures(s: PState) -> list[tuple[int, int]]:
    """(zone, row) of structures on the board with nobody on them (L1169-L1178)."""
    return [
        (z, r)
        for z in range(4)
        for r in range(2)
        if s.structures[z][r] >= 0 and s.structure_owner[z][r] == EMPTY
    ]


def any_free_structure(s: PState) -> bool:
    """Whether `free_structures` names one (stops at the first)."""
    for faces, owners in zip(s.structures, s.structure_owner, strict=True):
        if (faces[0] >= 0 and owners[0] == EMPTY) or (faces[1] >= 0 and owners[1] == EMPTY):
            return True
    return False


def structure_name(s: PState, z: int, r: int) -> str:
    return s.ctx.comp.structures[s.structures[z][r]].name


def build_structure(s: PState, seat: int, z: int, r: int) -> None:
    """A shelter on it marks its builder; its build bonus comes at once (L1171)."""
    s.own("structure_owner")[z][r] = seat
    s.mut(seat).shelters -= 1
    resolve(s, seat, s.ctx.comp.structures[s.structures[z][r]].build_bonus, ("zone", z))


@executor("structure")
def _structure(s, seat, st, origin):
    if s.players[seat].shelters > 0:
        push(s, "structure", seat)
    return True


register(
    "structure",
    lambda s, t, opt: build_structure(
        s, t[1], *next(x for x in free_structures(s) if f"build {structure_name(s, *x)}" == opt)
    ),
    lambda s, t: [f"build {structure_name(s, z, r)}" for z, r in free_structures(s)],
    "Choose the structure you build.",
)
