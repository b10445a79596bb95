"""A dissident's primary placement (L2544-L2612): a die in a town zone (the die diagram
and its preferred die), a trained dino in the wilderness (the dino diagram), exploring
the location without combat, and the emergency action."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.rules import placements
from ludotheque.games.perseverance_ep3.rules.adventures_offer import unlock
from ludotheque.games.perseverance_ep3.rules.counts import presence
from ludotheque.games.perseverance_ep3.rules.piles import put_under
from ludotheque.games.perseverance_ep3.rules.wilderness import available, draw_two
from ludotheque.games.perseverance_ep3.solo import pieces, reserve, zones
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import seat_of
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, PState

TEMPLE_BIT = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}


# ----- the die (L2544-L2572) -------------------------------------------------------------
def colour_rank(d: int, owner: int) -> int:
    """Its own dice, then neutral, then the other dissident's; never yours (L2559-L2563)."""
    if owner == seat_of(d):
        return 0
    if owner == NEUTRAL:
        return 1
    if owner == seat_of(1 - d):
        return 2
    return -1


def choose_die(s: PState, d: int, zone: int, card: int) -> tuple | None:
    """(die in the pool, face it takes, reserve spent) for the zone, or None."""
    faces = s.ctx.comp.board.faces
    order = [faces.index(f) for f in solo_data().cards[card].specialists]
    empty = [f for f, x in enumerate(s.zone_dice[zone]) if x == EMPTY]
    mine = [x for x in s.pool if colour_rank(d, x[0]) >= 0]
    fits = [x for x in mine if x[1] in empty]
    if fits:
        best = min(fits, key=lambda x: (colour_rank(d, x[0]), order.index(x[1])))
        return best, best[1], False
    if mine and empty and reserve.spendable(s, d):
        best = min(mine, key=lambda x: (colour_rank(d, x[0]), order.index(x[1])))
        face = min(empty, key=order.index)
        return best, face, True
    return None


def place_die(s: PState, d: int, zone: int, card: int) -> bool:
    got = choose_die(s, d, zone, card)
    if got is None:
        return False
    die, face, spent = got
    if spent:
        reserve.spend(s, d)
    s.pool.remove(die)
    row = list(s.zone_dice[zone])
    row[face] = (die[0], face)
    s.zone_dice[zone] = tuple(row)
    s.solo.die_placed = True
    who = "its own" if die[0] == seat_of(d) else "a neutral" if die[0] == NEUTRAL else "the other's"
    turned = f", spending a reserve to turn it to {s.ctx.comp.board.faces[face]}" if spent else ""
    pieces.say(s, d, f"places {who} die in {ZONES[zone]}{turned}")
    return True


def assembly_zone(s: PState, d: int) -> int:
    """A town zone with exactly 2 dice where d has more presence than you; among several,
    its programme zone, then the next in the loop (L2527-L2542). -1 for none."""
    seat = seat_of(d)
    ok = [
        z
        for z in range(4)
        if sum(1 for x in s.zone_dice[z] if x.__class__ is tuple) == 2
        and presence(s, seat, z) > presence(s, 0, z)
    ]
    if not ok:
        return -1
    prog = zones.programme_zone(s, d)
    if prog in ok:
        return prog
    return next(z for z in zones.loop_from(prog) if z in ok)


# ----- the dino (L2574-L2599) ------------------------------------------------------------
def dino_target(s: PState, d: int, up: bool) -> int:
    """The location the dino diagram picks: the programme temple if accessible, else the
    highest / lowest accessible unexplored numbered location, regions without an
    assembly first. -1 for none."""
    board = s.ctx.comp.board
    reach = [i for i in available(s) if not placements.explored(s, i)]
    temple = zones.programme(s, d).temple
    if temple:
        for i in reach:
            if board.locations[i].kind == "temple" and board.locations[i].temple == temple:
                return i
    numbered = [i for i in reach if board.locations[i].kind not in ("temple", "outpost")]
    fresh = [i for i in numbered if not s.reminder_out[board.locations[i].region]]
    pool = fresh or numbered
    if not pool:
        return -1
    return (max if up else min)(pool, key=lambda i: board.locations[i].number)


def dino_for(s: PState, d: int, i: int) -> int:
    """The weakest trained dino of d that meets the location's requirement, or -1."""
    p = s.players[seat_of(d)]
    need = s.ctx.comp.board.locations[i].requires
    for sp in range(4):
        if sp >= need and p.home[sp + 1]:
            return sp
    return -1


def place_dino(s: PState, d: int, up: bool) -> bool:
    """Place and explore; False when no location or no dino fits (the caller then
    resolves the emergency action, L2597)."""
    i = dino_target(s, d, up)
    sp = dino_for(s, d, i) if i >= 0 else -1
    if sp < 0:
        return False
    seat = seat_of(d)
    s.mut(seat).home[sp + 1] -= 1
    s.loc_dino[i], s.loc_dino_kind[i] = seat, sp
    loc = s.ctx.comp.board.locations[i]
    pieces.say(s, d, f"sends a trained {pieces.SPECIES_NAMES[sp]} to {_loc(s, i)}")
    if loc.region > 0:
        unlock(s, loc.region)  # the first dino placed there (L814; ruling S12)
    explore(s, d, i)
    return True


def _loc(s: PState, i: int) -> str:
    loc = s.ctx.comp.board.locations[i]
    return f"location {loc.id}" if loc.number else loc.id


def explore(s: PState, d: int, i: int) -> None:
    """Without combat (L2841-L2856): a temple gives its figure, its adventure's artefact
    and leaves its adventure out of the game; a location gives its wild dino and the
    second of two tiles, whose artefact the Dissidents gain, or, already owned, a shelter
    on the tile and a reserve."""
    loc = s.ctx.comp.board.locations[i]
    seat = seat_of(d)
    if loc.kind == "temple":
        bit = TEMPLE_BIT[loc.temple]
        s.temples |= bit
        s.temple_free &= ~bit
        s.cp += 1
        reserve.gain_artefact(s, d, solo_data().temple_artefacts[loc.temple])
        return
    wild = s.loc_wild[i]
    if wild >= 0:
        s.loc_wild[i] = -1
        s.mut(seat).untrained[wild] += 1
        pieces.say(s, d, f"takes the wild {pieces.SPECIES_NAMES[wild]}, untrained")
    drawn = draw_two(s, loc.region)
    if not drawn:
        return
    if len(drawn) == 2:  # the first is discarded under its pile (ruling S13)
        put_under(s.own("piles")[loc.region], s.pile_seen, loc.region, drawn[0])
    tile = drawn[-1]
    s.loc_tile[i] = tile
    s.loc_shelters[i] = ()
    art = s.ctx.comp.exploration[tile].artefact
    if not reserve.gain_artefact(s, d, art):
        if s.players[seat].shelters > 0:
            placements.put_wild_shelter(s, seat, ("loc", i))
            pieces.say(s, d, f"builds a shelter on {_loc(s, i)}")
        reserve.gain(s, d, 1)
