"""What the solo game's scoring still holds, for search agents (`game.evaluate` in solo).

Before it, the search judged a position by your projected followers against the
Dissidents' followers and artefacts, and two things it knew were coming weighed nothing:
- the goal card you must score at the end of your 8th turn (L2921-L2929): its personal
  goal, 4 per zone where your shelters equal or pass each dissident's, and its officer;
- the two programme officers scored at the very end (L2935-L2937).
Each of those officers pays you its condition (full when first, half when second) and pays
the Dissidents the scoring tile's first reward when either of them leads, else its second
(L2893-L2895): an officer where you pass them in influence is worth the difference twice.
This module values them all now with the current scoring tile (the tiles only grow), and
the goal card as the one you would choose now (the best for you); and, for the same
reason, each town zone's coming assembly (its presence reward and its officer) as it
would pay now, weighted by the share of the dice that trigger it already there.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import assemblies, counts, goals
from ludotheque.games.perseverance_ep3.solo import zones
from ludotheque.games.perseverance_ep3.state import BLOCKED, EMPTY, PState

# The coming town assemblies at full weight (times the share of their dice in place):
# greedy against the citizen Dissidents, 20 games (seeds 0-19), margin +19.7 without them,
# +28.3 at half weight, +29.1 at 1, +21.8 at 2.
COMING = 1.0


def officer(s: PState, o: int) -> tuple[int, int]:
    """(your followers, the Dissidents' followers) if officer `o` were scored now as in a
    solo assembly (solo/scoring.py `score_officer`; tests/.../test_solo_outlook.py keeps
    the reading through `assemblies.dense_ranks` that this one must match)."""
    inf = s.influence[o]
    r, first = _ranks(inf[0], inf[1], inf[2])
    mine = 0
    if r == 0 or r == 1:
        full = assemblies.points(s, 0, s.ctx.comp.players.officers[o].scoring)
        mine = full if r == 0 else full // 2
    return mine, _reward(s, first)


def _ranks(y: int, a: int, b: int) -> tuple[int, bool]:
    """Your rank (`assemblies.dense_ranks`: 0 first, -1 with nothing) among you (`y`),
    Narek (`a`) and Camilla (`b`), and whether either of them is first or tied first."""
    their = a if a > b else b
    if y <= 0:
        return -1, their > 0
    r = (1 if a > y else 0) + (1 if b > y and b != a else 0)
    return r, their >= y


def _reward(s: PState, first: bool) -> int:
    """The Dissidents' reward from the current tile: its first if they lead, else its
    second, even with nothing there (ruling S4)."""
    rewards = s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]
    if first:
        return rewards[0][0]
    return rewards[1][0] if len(rewards) > 1 else 0


def goal(s: PState, g: int, counted: dict | None = None, memo: dict | None = None):
    """(yours, theirs) if goal card `g` were scored now (`scoring.score_goal`).
    `counted`: `shelter_counts(s)`; `memo`: officers already valued in this outlook."""
    comp = s.ctx.comp
    rule = comp.tables.value("goal")
    card = comp.goals[g]
    if counted is None:
        counted = shelter_counts(s)
    mine = rule["personal"] if goals.personal_met(s, 0, g) else 0
    for zone in card.zones:
        c = counted[zone]
        if c[0] > 0 and c[1] <= c[0] and c[2] <= c[0]:
            mine += rule["zone"]
    a, b = _officer(s, zones.officer_index(s, card.officer), memo)
    return mine + a, b


def shelter_counts(s: PState) -> dict[str, list[int]]:
    """Per goal zone (town zones and regions), your, Narek's and Camilla's shelters there,
    shelters only (ruling S5; `scoring.shelters_in` for every zone and seat in one pass
    over the board: the wilderness count walks every location)."""
    out = {}
    for name, shelters in zip(ZONES, s.zone_shelters, strict=True):
        out[name] = [shelters.count(0), shelters.count(1), shelters.count(2)]
    regions = [[0, 0, 0] for _ in REGIONS]
    region_of = goals.location_regions(s)
    for i, shelters in enumerate(s.loc_shelters):
        if shelters:
            c = regions[region_of[i]]
            for o in shelters:
                if 0 <= o < 3:
                    c[o] += 1
    swamp = regions[0]  # the Outpost is in the Swamp (counts.wild_shelters)
    for row in s.outpost:
        for o in row:
            if 0 <= o < 3:
                swamp[o] += 1
    for name, c in zip(REGIONS, regions, strict=True):
        out[name] = c
    return out


def _officer(s: PState, o: int, memo: dict | None) -> tuple[int, int]:
    if memo is None:
        return officer(s, o)
    got = memo.get(o)
    if got is None:
        got = memo[o] = officer(s, o)
    return got


def outlook(s: PState) -> tuple[int, int]:
    """(yours, theirs): what the goal card still to score (the best for you by margin)
    and the two programme officers would pay if scored now."""
    so = s.solo
    mine = theirs = 0
    memo: dict[int, tuple[int, int]] = {}
    if so.goal_scored < 0 and so.goals:
        counted = shelter_counts(s)
        best = max((goal(s, g, counted, memo) for g in so.goals), key=lambda p: p[0] - p[1])
        mine, theirs = best
    for d in (0, 1):
        a, b = _officer(s, zones.programme_officer(s, d), memo)
        mine += a
        theirs += b
    if COMING:
        a, b = coming(s, memo)
        mine += COMING * a
        theirs += COMING * b
    return mine, theirs


def coming(s: PState, memo: dict | None = None) -> tuple[float, float]:
    """(yours, theirs): each town zone's coming assembly (presence and the zone's officer)
    as it would pay now, weighted by the share of its dice already there."""
    need = s.ctx.players
    rewards = s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]
    mine = theirs = 0.0
    for z, row in enumerate(s.zone_dice):
        k = len(row) - row.count(EMPTY) - row.count(BLOCKED)
        if k <= 0 or k >= need:
            continue
        w = k / need
        presence = counts.presence
        r, first = _ranks(presence(s, 0, z), presence(s, 1, z), presence(s, 2, z))
        a = rewards[r][0] if 0 <= r < len(rewards) else 0
        b = _reward(s, first)
        c, d = _officer(s, s.officer_at[z], memo)
        mine += w * (a + c)
        theirs += w * (b + d)
    return mine, theirs
