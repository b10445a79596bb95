"""Primary action B, exploring the wilderness (L774-L946): send a trained dino (or the
mounted leader) to an available location, unlock the region's adventures, fight or start
the temple's adventure, place an exploration tile, then harvest or discover. Also the
revisit of an explored location (L940-L945), the 2-player flip (L1389), and the effects
that resolve harvests and discoveries from afar."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress, repeat
from operator import contains

from ludotheque.games.perseverance_ep3.components.effects import REGIONS
from ludotheque.games.perseverance_ep3.rules import adventures, combat
from ludotheque.games.perseverance_ep3.rules.abilities import owned_ability
from ludotheque.games.perseverance_ep3.rules.adventures_offer import unlock
from ludotheque.games.perseverance_ep3.rules.effects import executor, gain_artefact, resolve
from ludotheque.games.perseverance_ep3.rules.piles import put_under, take
from ludotheque.games.perseverance_ep3.rules.placements import (  # noqa: F401 (explored: re-exported)
    explored,
    harvest_of,
    put_wild_shelter,
    spot_name,
)
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, MEMO_LIMIT, REMINDER, UNITS, PState

TEMPLE_BIT = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}
LEADER = 4  # loc_dino_kind of a mounted leader


def available(s: PState) -> list[int]:
    """Locations with an empty trained-dino space next to an explored one (L796). Which
    locations are next to an explored one changes only when one is explored: worked out
    once per set of explored locations (`_near`), shared by every state of the context."""
    dino = s.loc_dino
    return [i for i in _near(s) if dino[i] == EMPTY]


def _near(s: PState) -> tuple[int, ...]:
    key = (s.temples, *s.loc_tile, *s.loc_hidden)
    cache = s.ctx.memo.get("near")  # `Context.kept`, its common case inline
    if cache is None or len(cache) > MEMO_LIMIT:
        cache = s.ctx.kept("near")
    got = cache.get(key)
    if got is None:
        got = cache[key] = _near_now(s)
    return got


def _near_now(s: PState) -> tuple[int, ...]:
    """Non-Outpost locations next to an explored one, in board order."""
    board = s.ctx.comp.board
    nb = board.neighbours
    # Neighbours are symmetric (components/board.py adds each edge both ways), so marking
    # around each explored location asks `explored` once per location, not per edge.
    near = [False] * len(nb)
    tile, hidden, temples = s.loc_tile, s.loc_hidden, s.temples
    for loc in board.locations:  # placements.explored, inline
        j = loc.index
        kind = loc.kind
        if kind == "outpost":
            seen = True
        elif kind == "temple":
            seen = bool(temples & TEMPLE_BIT[loc.temple])
        else:
            seen = tile[j] >= 0 and not hidden[j]
        if seen:
            for i in nb[j]:
                near[i] = True
    return tuple(loc.index for loc in board.locations if near[loc.index] and loc.kind != "outpost")


_TRAINED_CODES = range(1, len(UNITS))  # the trained dinos' unit codes


def _senders(s: PState, seat: int, from_home: bool) -> list[str]:
    """Units that may be sent: trained dinos in Home, and the mounted leader (L972)."""
    p = s.players[seat]
    out = []
    if from_home:  # a loop, not a comprehension: asked at every turn (`targets`)
        home = p.home
        for c in _TRAINED_CODES:
            if home[c]:
                out.append(UNITS[c])
    if (
        p.mounted
        and (p.leader_at == "home") == from_home
        and p.leader_at not in ("tired", "adventure")
    ):
        out.append("leader")
    return out


def _species(s: PState, seat: int, unit: str) -> int:
    if unit == "leader":
        return s.ctx.comp.players.leaders[s.players[seat].leader].mount
    return UNITS.index(unit) - 1


def can_explore_with(s: PState, seat: int, i: int, unit: str) -> bool:
    """Whether sending `unit` to location i leads somewhere: the requirement is met
    (Trade Plaza ignores it, L1702), and the wild dino can be beaten by what stays in
    Home (L808, ruling R18), or the temple adventure can be started (L922)."""
    loc = s.ctx.comp.board.locations[i]
    if loc.requires > _species(s, seat, unit) and not owned_ability(
        s, seat, "ignore-dino-requirements"
    ):
        return False
    pool = combat.home_units(s, seat)
    if pool[unit]:  # the unit leaves Home (a placed mounted leader was not there)
        pool[unit] -= 1
    if loc.kind == "temple":
        if s.temples & TEMPLE_BIT[loc.temple]:
            return True  # already explored: the dino goes there for nothing more (L930)
        return adventures.temple_startable(s, seat, loc.temple, pool)
    if s.loc_wild[i] >= 0:
        return bool(combat.groups(s, seat, s.loc_wild[i], pool))
    return True  # a revisit (L940)


def targets(s: PState, seat: int, source: str, first: bool = False) -> list[tuple[str, int]]:
    """(unit, location) pairs: source "home" (primary action, Chief of Security) or
    "captain" (the placed mounted leader, another region if it is in the wilderness).
    `first`: only the first pair, for callers that ask whether there is one.

    `can_explore_with`, inline: what decides a pair beyond the location's requirement is
    the wild dino's species or the temple, and the unit; those answers are worked out
    once per call (test_speed_reference.py checks the pairs against the plain loop)."""
    p = s.players[seat]
    out: list[tuple[str, int]] = []
    units_ = _senders(s, seat, source == "home")
    if not units_:
        return out
    board = s.ctx.comp.board
    locs = board.locations
    here = -1
    if source == "captain" and p.leader_at.startswith("loc:"):
        here = locs[int(p.leader_at[4:])].region
    ignore = None
    species = {}
    for u in units_:
        species[u] = _species(s, seat, u)
    home = None
    seen: dict = {}
    dino = s.loc_dino
    for i in _near(s):  # `available`, without building its list
        if dino[i] != EMPTY:
            continue
        loc = locs[i]
        if source == "captain" and loc.region == here:
            continue
        for u in units_:
            if loc.requires > species[u]:
                if ignore is None:
                    ignore = owned_ability(s, seat, "ignore-dino-requirements")
                if not ignore:
                    continue
            temple = loc.kind == "temple"
            if temple and s.temples & TEMPLE_BIT[loc.temple]:
                ok = True  # already explored: the dino goes there for nothing more (L930)
            elif temple or s.loc_wild[i] >= 0:
                # A temple's adventure or the wild dino's fight, with the units left home
                # once this one is sent: the answer depends on no more than the key.
                key = ("temple", loc.temple, u) if temple else ("wild", s.loc_wild[i], u)
                ok = seen.get(key)
                if ok is None:
                    if home is None:
                        home = combat.home_units(s, seat)
                    pool = dict(home)
                    if pool[u]:
                        pool[u] -= 1
                    if temple:
                        ok = adventures.temple_startable(s, seat, loc.temple, pool)
                    else:
                        ok = combat.any_group(s, seat, s.loc_wild[i], pool)
                    seen[key] = ok
            else:
                ok = True  # a revisit (L940)
            if ok:
                out.append((u, i))
                if first:
                    return out
    return out


def target_name(s: PState, u: str, i: int) -> str:
    return f"send {u} to {_loc_name(s, i)}"


def _loc_name(s: PState, i: int) -> str:
    loc = s.ctx.comp.board.locations[i]
    return f"location {loc.id}" if loc.number else loc.id


_NAMED: dict[int, tuple] = {}


def _named_targets(board, s: PState, forward: bool = False) -> dict:
    """Every `target_name` (each sender, each location) -> (unit, location), written once
    per board (kept by identity, the entry holding the board): a name is unique.
    `forward`: the other way, (unit, location) -> its name."""
    got = _NAMED.get(id(board))
    if got is None or got[0] is not board:
        names = {
            (u, i): target_name(s, u, i)
            for u in (*UNITS[1:], "leader")
            for i in range(len(board.locations))
        }
        got = _NAMED[id(board)] = (board, {n: x for x, n in names.items()}, names)
    return got[2] if forward else got[1]


def push_explore(s: PState, seat: int, source: str) -> None:
    push(s, "explore", seat, source)


def _explore_options(s, t):
    names = _named_targets(s.ctx.comp.board, s, True)
    return [names[x] for x in targets(s, t[1], t[2])]


def _explore_play(s, t, opt):
    seat, source = t[1], t[2]
    # The (unit, location) the option names (`_named_targets`), instead of listing the
    # targets again; an option not named there is looked for among them, as before.
    x = _named_targets(s.ctx.comp.board, s).get(opt)
    u, i = (
        x
        if x is not None
        else next(y for y in targets(s, seat, source) if target_name(s, *y) == opt)
    )
    p = s.mut(seat)
    if u == "leader":
        if p.leader_at.startswith("loc:"):
            j = int(p.leader_at[4:])
            s.loc_dino[j], s.loc_dino_kind[j] = EMPTY, -1
        elif p.leader_at.startswith("zone:"):
            s.zone_leader[int(p.leader_at[5:])] = EMPTY
        elif p.leader_at.startswith("ts:"):
            s.zone_thunder[int(p.leader_at[3:])] = EMPTY
        p.leader_at = f"loc:{i}"
        kind = LEADER
    else:
        code = UNITS.index(u)
        p.home[code] -= 1
        kind = code - 1
    s.loc_dino[i], s.loc_dino_kind[i] = seat, kind
    loc = s.ctx.comp.board.locations[i]
    if loc.region > 0:
        unlock(s, loc.region)  # before any combat (L814)
    if loc.kind == "temple":
        bit = TEMPLE_BIT[loc.temple]
        if not s.temples & bit:
            s.temples |= bit  # the figure goes on the map (L928)
            s.cp += 1
            if loc.temple == "ironjaw":
                s.portal_owner = seat  # Ancient Portal and a shelter (L934-L936)
                p.shelters -= 1
            adventures.push_start_temple(s, seat, loc.temple)
            flip_next_to(s, i)  # a temple just explored is "l'emplacement" of L1389
        return
    if s.loc_wild[i] >= 0:
        push(s, "explore-tile", seat, i, ())
        combat.start(s, seat, i)
    else:
        push(s, "revisit", seat, i)


register(
    "explore",
    _explore_play,
    _explore_options,
    "Choose the trained dino and the available location it explores (L796).",
)


# ----- the exploration tile -------------------------------------------------------------
def draw_two(s: PState, region: int) -> tuple[int, ...]:
    """The top two tiles of the region's pile; a reminder tile is not drawn but stays on
    top, revealed (L899, L1320; ruling R1)."""
    pile = s.own("piles")[region]
    drawn = []
    k = 0
    while len(drawn) < 2 and k < len(pile):
        if pile[k] == REMINDER:
            k += 1
            continue
        drawn.append(take(pile, s.pile_seen, region, k))
    s.cp += 1
    return tuple(drawn)


def _tile_options(s, t):
    seat, i, drawn = t[1:]
    return [f"place {s.ctx.comp.exploration[x].name}" for x in drawn]


def _tile_play(s, t, opt):
    seat, i, drawn = t[1:]
    comp = s.ctx.comp
    tile = next(x for x in drawn if f"place {comp.exploration[x].name}" == opt)
    region = comp.board.locations[i].region
    for x in drawn:
        if x != tile:
            put_under(s.own("piles")[region], s.pile_seen, region, x)  # seen, then under (L899)
    s.loc_tile[i] = tile
    s.loc_shelters[i] = ()
    push(s, "harvest-or-discovery", seat, i)
    resolve(s, seat, comp.board.locations[i].bonus)  # as the tile covers it (L901)
    flip_next_to(s, i)


def _draw(s, t, _):
    seat, i = t[1], t[2]
    drawn = draw_two(s, s.ctx.comp.board.locations[i].region)
    if drawn:
        push(s, "place-tile", seat, i, drawn)


register("explore-tile", _draw)
register("place-tile", _tile_play, _tile_options, "Choose the exploration tile to place (L899).")


def _hd_options(s, t):
    seat, i = t[1], t[2]
    opts = []
    if s.players[seat].shelters > 0 and len(s.loc_shelters[i]) < s.ctx.comp.board.tile_spaces:
        opts.append("harvest: build a shelter")
    opts.append("discovery")
    return opts


def _hd_play(s, t, opt):
    seat, i = t[1], t[2]
    if opt == "discovery":
        discover(s, seat, i)
    else:
        put_wild_shelter(s, seat, ("loc", i))
        resolve(s, seat, harvest_of(s, ("loc", i)), ("loc", i))


register(
    "harvest-or-discovery",
    _hd_play,
    _hd_options,
    "Harvest (a shelter on the tile) or discovery (its reward and artefact) (L905-L908)?",
)
register(
    "revisit", _hd_play, _hd_options, "Harvest or discovery on the revisited tile (L940-L945)."
)


def discover(s: PState, seat: int, i: int) -> None:
    """The lower reward and the tile's artefact (L908)."""
    tile = s.ctx.comp.exploration[s.loc_tile[i]]
    resolve(s, seat, tile.discovery, ("loc", i))
    gain_artefact(s, seat, tile.artefact)


def flip_next_to(s: PState, i: int) -> None:
    """2 players: a face-down tile next to the location just explored is turned up and
    takes a dissident shelter (L1389-L1392)."""
    if s.ctx.dissident < 0:
        return
    for j in s.ctx.comp.board.neighbours[i]:
        if s.loc_hidden[j]:
            s.set_item("loc_hidden", j, False)
            put_wild_shelter(s, s.ctx.dissident, ("loc", j))
            s.cp += 1


# ----- harvests and discoveries by effect ----------------------------------------------------
def harvest_spots(s: PState, seat: int, whose: str, region: int) -> list[tuple[str, int]]:
    """Places whose harvest may be resolved: for "own", one entry per shelter of the seat
    (two shelters there, two harvests, L706); for "any", every face-up tile and Outpost
    section of the region, with or without shelters."""
    board = s.ctx.comp.board
    out = []
    for sec in range(len(board.outpost_sections)):
        if region in (-1, 0):
            k = s.outpost[sec].count(seat) if whose == "own" else 1
            out += [("outpost", sec)] * k
    locs = board.locations
    places: Iterable[int] = range(len(locs))
    if whose == "own":  # only the locations holding a shelter of the seat, picked in C
        places = compress(places, map(contains, s.loc_shelters, repeat(seat)))
    for i in places:
        if s.loc_tile[i] < 0 or s.loc_hidden[i] or (region >= 0 and locs[i].region != region):
            continue
        k = s.loc_shelters[i].count(seat) if whose == "own" else 1
        out += [("loc", i)] * k
    return out


@executor("harvest")
def _harvest(s, seat, st, origin):
    region = REGIONS.index(st.arg("region")) if st.arg("region") else -1
    push(s, "harvest", seat, st.n, st.arg("whose", "own"), region, "upto" in st.words, ())
    return True


def _harvest_options(s, t):
    seat, n, whose, region, upto, used = t[1:]
    spots = harvest_spots(s, seat, whose, region)
    for u in used:
        spots.remove(u)
    opts = sorted({f"harvest {spot_name(s, sp)}" for sp in spots})
    if opts and upto:
        opts.append("stop harvesting")
    return opts


def _harvest_play(s, t, opt):
    seat, n, whose, region, upto, used = t[1:]
    if opt == "stop harvesting":
        return
    sp = next(
        x for x in harvest_spots(s, seat, whose, region) if f"harvest {spot_name(s, x)}" == opt
    )
    if n > 1:
        push(
            s, "harvest", seat, n - 1, whose, region, upto, used + (sp,) if whose == "own" else used
        )
    resolve(s, seat, harvest_of(s, sp), sp)


register("harvest", _harvest_play, _harvest_options, "Choose a harvest to resolve (L703-L706).")


@executor("discovery")
def _discovery(s, seat, st, origin):
    push(s, "discovery", seat, REGIONS.index(st.arg("region")))
    return True


def _disc_spots(s: PState, region: int) -> list[int]:
    board = s.ctx.comp.board
    return [
        i
        for i, loc in enumerate(board.locations)
        if loc.region == region and s.loc_tile[i] >= 0 and not s.loc_hidden[i]
    ]


register(
    "discovery",
    lambda s, t, opt: discover(
        s, t[1], next(i for i in _disc_spots(s, t[2]) if f"discover {_loc_name(s, i)}" == opt)
    ),
    lambda s, t: [f"discover {_loc_name(s, i)}" for i in _disc_spots(s, t[2])],
    "Choose the location whose discovery you resolve (ruling R19: with its artefact).",
)
