"""A dissident's pieces on the board and in its area (L2644-L2746, L2798-L2812): dinos
gained and trained, shelters, structures, its leader, trained thunderhorns, cubes."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import counts, placements, units
from ludotheque.games.perseverance_ep3.solo import zones
from ludotheque.games.perseverance_ep3.solo.state import NAMES, seat_of
from ludotheque.games.perseverance_ep3.state import EMPTY, TTH, WILD, PState

SPECIES_NAMES = ("shieldhead", "raptor", "thunderhorn", "ironjaw")
TEMPLE_BITS = ((1, 1), (2, 2), (3, 4))  # (species, bit of s.temples)


def say(s: PState, d: int, text: str) -> None:
    s.solo.log.append(f"{NAMES[d]} {text}.")


# ----- dinos --------------------------------------------------------------------------------
def gain_untrained(s: PState, d: int, sp: int) -> bool:
    if units.gain_untrained(s, seat_of(d), sp):
        say(s, d, f"gains an untrained {SPECIES_NAMES[sp]}")
        return True
    return False


def gain_trained(s: PState, d: int, sp: int) -> bool:
    """From the supply with one of its saddles (L2648); none free or none left: nothing."""
    seat = seat_of(d)
    if s.supply[sp] <= 0 or not units.saddles_free(s, seat, sp):
        return False
    s.supply[sp] -= 1
    s.mut(seat).home[sp + 1] += 1
    say(s, d, f"gains a trained {SPECIES_NAMES[sp]}")
    return True


def train(s: PState, d: int) -> bool:
    """The strongest untrained dino in its area that a free saddle fits (L2668; ruling
    S10)."""
    seat = seat_of(d)
    p = s.mut(seat)
    for sp in (3, 2, 1, 0):
        if p.untrained[sp] and units.saddles_free(s, seat, sp):
            p.untrained[sp] -= 1
            p.home[sp + 1] += 1
            say(s, d, f"trains a {SPECIES_NAMES[sp]}")
            return True
    return False


def temple_dino(s: PState, d: int) -> bool:
    """An untrained dino of the strongest explored temple (the Shieldhead temple is
    explored from the start, L2664); the strongest the supply still holds (ruling S11)."""
    explored = [0] + [sp for sp, bit in TEMPLE_BITS if s.temples & bit]
    for sp in sorted(explored, reverse=True):
        if gain_untrained(s, d, sp):
            return True
    return False


# ----- cubes -------------------------------------------------------------------------------
def place_cubes(s: PState, d: int, o: int, n: int) -> int:
    """n cubes on officer o, or on the preferred one if o is avoided (L2473-L2480)."""
    o = zones.officer_for(s, d, o)
    if o < 0:
        return 0
    done = 0
    for _ in range(n):
        if placements.place_cube(s, seat_of(d), o):
            done += 1
    if done:
        say(s, d, f"places {done} cube{'s' * (done > 1)} on {_officer(s, o)}")
    return done


def remove_cube(s: PState, d: int, o: int) -> bool:
    seat = seat_of(d)
    if s.influence[o][seat] <= 0:
        return False
    s.own("influence")[o][seat] -= 1
    s.mut(seat).cubes += 1
    say(s, d, f"removes a cube from {_officer(s, o)}")
    return True


def _officer(s: PState, o: int) -> str:
    return s.ctx.comp.players.officers[o].name


# ----- shelters ----------------------------------------------------------------------------
def _town_ok(s: PState, d: int, z: int) -> bool:
    """Not avoided for a town shelter (L2452-L2454): a free space, not 2 more shelters
    than you there, not already built in during this action."""
    seat = seat_of(d)
    return (
        placements.lowest_free(s, z) >= 0
        and counts.town_shelters(s, seat, z) < counts.town_shelters(s, 0, z) + 2
        and not s.solo.built >> z & 1
    )


def town_shelter(s: PState, d: int, target: int) -> bool:
    """On the lowest free space of the target zone, or of the preferred zone if it is
    avoided; target -1 is the minority zone (L2680-L2686)."""
    seat = seat_of(d)
    if s.players[seat].shelters <= 0:
        return False
    z = zones.choose(
        s, d, target, lambda z: _town_ok(s, d, z), lambda z: counts.town_shelters(s, seat, z)
    )
    if z < 0:
        return False
    placements.put_town_shelter(s, seat, z, placements.lowest_free(s, z), bonus=False)
    s.solo.built |= 1 << z
    say(s, d, f"builds a shelter in {zones.ZONE_NAMES[z]}")
    return True


def wild_shelter(s: PState, d: int, up: bool, outpost: bool) -> bool:
    """On an explored location with room, preferring regions without an assembly yet;
    the highest (up) or lowest numbered, the Outpost lowest of all when allowed
    (L2686-L2690, L2972)."""
    seat = seat_of(d)
    if s.players[seat].shelters <= 0:
        return False
    board = s.ctx.comp.board
    spots = [sp for sp in placements.wild_spots(s) if sp[0] == "loc" or outpost]
    if not spots:
        return False

    def region(sp) -> int:
        return 0 if sp[0] == "outpost" else board.locations[sp[1]].region

    def number(sp) -> int:
        return -1 if sp[0] == "outpost" else board.locations[sp[1]].number

    fresh = [sp for sp in spots if not s.reminder_out[region(sp)]]
    pool = fresh or spots
    spot = (max if up else min)(pool, key=number)
    placements.put_wild_shelter(s, seat, spot)
    say(s, d, f"builds a shelter on {placements.spot_name(s, spot)}")
    return True


def shelter_in(s: PState, d: int, target: int, up: bool) -> bool:
    """A shelter in a programme or opposite zone: town or wilderness (L2692)."""
    if target == WILD:
        return wild_shelter(s, d, up, outpost=True)
    return town_shelter(s, d, target)


# ----- structures, leader, thunderhorn -------------------------------------------------------
def structure(s: PState, d: int, target: int) -> bool:
    """A shelter on the lowest free structure of the zone, or of the preferred town zone
    (L2707-L2716): no cost, no bonus, no ability (L2945)."""
    seat = seat_of(d)
    if s.players[seat].shelters <= 0:
        return False
    free = {(z, r) for z, r in placements.free_structures(s)}

    def ok(z: int) -> bool:
        return (z, 0) in free or (z, 1) in free

    z = zones.choose(s, d, target, ok, lambda z: counts.structures(s, seat, z))
    if z < 0:
        return False
    r = 0 if (z, 0) in free else 1
    s.own("structure_owner")[z][r] = seat
    s.mut(seat).shelters -= 1
    say(s, d, f"builds {placements.structure_name(s, z, r)} in {zones.ZONE_NAMES[z]}")
    return True


def leader(s: PState, d: int, target: int) -> bool:
    """Its leader onto the leader space of the zone (moved if already out), or of the
    preferred zone (L2720-L2724)."""
    seat = seat_of(d)
    p = s.mut(seat)
    here = int(p.leader_at[5:]) if p.leader_at.startswith("zone:") else -1

    def ok(z: int) -> bool:
        return s.zone_leader[z] == EMPTY or z == here

    z = zones.choose(s, d, target, ok, lambda z: 1 if z == here else 0)
    if z < 0:
        return False
    if here >= 0:
        s.zone_leader[here] = EMPTY
    s.zone_leader[z] = seat
    p.leader_at = f"zone:{z}"
    say(s, d, f"puts its leader in {zones.ZONE_NAMES[z]}")
    return True


def thunderhorn(s: PState, d: int, target: int) -> bool:
    """One of its trained thunderhorns onto the zone's thunderhorn space (L2742-L2746)."""
    seat = seat_of(d)
    p = s.mut(seat)
    if not p.home[TTH]:
        return False

    def ok(z: int) -> bool:
        return s.zone_thunder[z] == EMPTY

    z = zones.choose(s, d, target, ok, lambda z: 1 if s.zone_thunder[z] == seat else 0)
    if z < 0:
        return False
    p.home[TTH] -= 1
    s.zone_thunder[z] = seat
    say(s, d, f"puts a trained thunderhorn in {zones.ZONE_NAMES[z]}")
    return True
