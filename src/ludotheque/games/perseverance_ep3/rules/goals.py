"""Goal cards (L1338-L1356): scored at the end of each player's own 8th turn; the
2-player third card's shared officer at the very end (L1410)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import counts, units
from ludotheque.games.perseverance_ep3.rules.assemblies import score_officer
from ludotheque.games.perseverance_ep3.state import PState


def personal_met(s: PState, seat: int, goal: int) -> bool:
    for k, v in s.ctx.comp.goals[goal].personal:
        if counts.count(s, seat, k) < v:
            return False
    return True


def zone_count(s: PState, seat: int, zone: str) -> int:
    """Shelters and structures in a zone (L1346): a town zone's shelters and the
    structures above it; a region's shelters (the Outpost is in the Swamp) and, in the
    Hills, the Ancient Portal (ruling R15)."""
    if zone in ZONES:
        z = ZONES.index(zone)
        return counts.town_shelters(s, seat, z) + counts.structures(s, seat, z)
    r = REGIONS.index(zone)
    n = counts.wild_shelters(s, seat, r)
    if zone == "hills" and s.portal_owner == seat:
        n += 1
    return n


def all_zone_counts(s: PState, n: int) -> dict[str, list[int]]:
    """Per goal zone (the four town zones and the three regions), each of the first `n`
    seats' shelters and structures there (`goals.zone_count`), in one pass over the
    board."""
    out = {}
    for name, shelters, owners in zip(ZONES, s.zone_shelters, s.structure_owner, strict=True):
        c = [0] * n
        for o in shelters:
            if 0 <= o < n:
                c[o] += 1
        for o in owners:
            if 0 <= o < n:
                c[o] += 1
        out[name] = c
    for name, c in zip(REGIONS, region_counts(s, n), strict=True):
        out[name] = list(c)
    return out


def region_counts(s: PState, n: int) -> tuple[tuple[int, ...], ...]:
    """Per region (REGIONS' order), each of the first `n` seats' goal count there: its
    shelters on the region's locations, the Outpost's in the Swamp, and the Ancient
    Portal in the Hills (ruling R15)."""
    regions = [[0] * n for _ in REGIONS]
    region_of = location_regions(s)
    for i, shelters in enumerate(s.loc_shelters):
        if shelters:
            c = regions[region_of[i]]
            for o in shelters:
                if 0 <= o < n:
                    c[o] += 1
    swamp = regions[0]  # the Outpost is in the Swamp
    for row in s.outpost:
        for o in row:
            if 0 <= o < n:
                swamp[o] += 1
    if 0 <= s.portal_owner < n:
        regions[_HILLS][s.portal_owner] += 1
    return tuple(map(tuple, regions))


_HILLS = REGIONS.index("hills")


def location_regions(s: PState) -> tuple[int, ...]:
    """Per location, its region (once per configuration)."""
    got = s.ctx.memo.get("location-regions")
    if got is None:
        got = s.ctx.memo["location-regions"] = tuple(
            loc.region for loc in s.ctx.comp.board.locations
        )
    return got


def score_goal(s: PState, seat: int) -> dict:
    """The three parts of the seat's own card; returns what each gave."""
    comp = s.ctx.comp
    p = s.mut(seat)
    g = comp.goals[p.goal]
    rule = comp.tables.value("goal")
    out = {"personal": 0, "zones": 0, "officer": []}
    if personal_met(s, seat, p.goal):
        out["personal"] = rule["personal"]
    counted = all_zone_counts(s, len(s.players))
    for zone in g.zones:
        c = counted[zone]
        mine = c[seat]
        # Only the players compare; the dissident is not in this count (ruling R16).
        if mine > 0 and max(c) <= mine:
            out["zones"] += rule["zone"]
    units.add_followers(s, seat, out["personal"] + out["zones"])
    o = [x.id for x in comp.players.officers].index(g.officer)
    out["officer"] = score_officer(s, o)  # every player scores it (L1350)
    p.goal_shown = True
    return out


def score_extra_goal(s: PState) -> list[int]:
    """2 players: the face-down third card's shared officer (L465-L467, L1410)."""
    if s.goal_extra < 0:
        return []
    g = s.ctx.comp.goals[s.goal_extra]
    o = [x.id for x in s.ctx.comp.players.officers].index(g.officer)
    return score_officer(s, o)
