"""What the coming town assemblies will pay, for search agents (`evaluation.projections`
among players; the solo mode has its own, solo/outlook.py).

The projection counts banked followers and the final scoring, and an assembly's rewards
only once held: a die placed in a zone that sets up its assembly, or a shelter that wins
its presence, weighed nothing until the assembly came. In records of 20 games of
`mcts:0.5s` against `greedy` (2 players, seed 8), the assemblies' presence rewards and
officer scoring were about 40 of a player's 100 followers, and the games the search lost
it lost there (4 against 29 presence followers, 6 against 23 from officers). A town zone
holds its assembly when it holds as many dice as there are players (L1253-L1257), so a
zone with dice in it is an assembly on its way: this counts it as it would pay now (the
current scoring tile's reward for each seat's presence rank, the zone's officer's
condition for its influence rank, L1263-L1271), weighted by the share of the dice it
needs already there (a full zone, whose assembly comes at the end of the turn, in full;
a zone the turns left cannot fill, not at all). The zone's officer counts besides for
its later scorings, by the turns left (`OFFICER_FUTURE`), in every zone: influence stays.
"""

from __future__ import annotations

from operator import attrgetter

from ludotheque.games.perseverance_ep3.rules import assemblies, counts
from ludotheque.games.perseverance_ep3.state import Player, PState

# Weight of a coming assembly, times the share of its dice in place.
COMING = 1.0
# Weight of a zone's assembly with none of its dice there yet (shelters and influence
# stay for its later assemblies). 0.25 raised `greedy` as much as the search: mcts:0.5s
# vs greedy, seed 8, 6 of 10 (107.9 vs 99.6) against 9.5 of 10 at 0 (2026-11-27).
IDLE = 0.0
# Weight of a zone officer's later scorings, per turn left after this one (2 players;
# `need` players to a zone scale it): about 7.5 town assemblies in a 2-player game of 16
# turns, over 4 zones, is some 0.12 an officer a turn. Influence stays on the officer for
# every later assembly, and a cube spent on a favour is lost for them all, but with dice
# in its zone only it counted; the presence rewards are not counted so (a zone's
# shelters are shared with rivals' later dice). Screened at 2026-11-28 (docs/strength.md,
# session 23).
OFFICER_FUTURE = 0.12


def coming(
    s: PState,
    out: list,
    only: int = -1,
    conds: dict | None = None,
    was: tuple | None = None,
    adds: list | None = None,
) -> None:
    """Add to `out` (one entry per player) each seat's followers from the town assemblies
    under way, as they would pay now, weighted by the share of their dice in place
    (`only`: to that seat's entry alone).

    Every leaf of a search reads it, so the presence rewards are kept by what they read
    (`_presence_rewards`), influence ranks are worked out inline (a seat's dense rank is
    the index of its value among the distinct values, highest first,
    `assemblies.dense_ranks`) and the officer's condition is counted only for the seats
    it pays, once per Player and officer in `conds` (`evaluation.projections`
    hands a settling child its parent's while the board parts the conditions read are
    the same: a rival's Player is its parent's). `was`: the parent's Players, where
    `conds` is the parent's: a seat's new Player that reads as its parent's Player in
    everything an officer's condition reads (`same_for_officers`) shares its list.
    `adds`: per seat, a list that gets each amount added to that seat's entry, in order
    (`evaluation.projections` keeps them, to add them again to a changed Player's own
    part where nothing they read changed)."""
    if conds is None:
        conds = {}
    need = s.ctx.players
    n = len(out)
    everyone = len(s.influence[0])  # the players, and the 2-player dissident (L1394)
    left = s.ctx.turns * need - s.step - 1  # turns after this one, each a die at most
    officers = None
    players = s.players
    seats = range(n) if only < 0 else (only,)
    olater = OFFICER_FUTURE * left * 2 / need  # the officer's later scorings
    for z, row in enumerate(s.zone_dice):
        k = 0
        for d in row:
            if d.__class__ is tuple:
                k += 1
        if k >= need:  # held at the end of this turn (turn.check_assemblies)
            w = 1.0
        elif k + left < need:  # too few turns left to fill it
            continue
        elif k:
            w = COMING * k / need
        elif IDLE or olater:
            w = IDLE
        else:
            continue
        wo = w + olater
        if officers is None:
            officers = _officer_steps(s)
            paid = s.ctx.kept("coming-presence")
        shelters, owners = s.zone_shelters[z], s.structure_owner[z]
        key = (s.tile, row, shelters, owners[0], owners[1], s.zone_leader[z], s.zone_thunder[z])
        by_presence = paid.get(key)
        if by_presence is None:
            by_presence = paid[key] = _presence_rewards(s, key, n, everyone)
        o = s.officer_at[z]
        infl = s.influence[o]
        olevels = None
        for seat in seats:
            v = by_presence[seat]
            u = 0
            x = infl[seat]
            if x > 0:
                if olevels is None:
                    olevels = sorted(set(infl), reverse=True)
                r = olevels.index(x)
                if r < 2:
                    known = conds.get(players[seat])  # by officer; no tuple made
                    if known is None:
                        known = _conds_of(conds, players[seat], was, seat, len(officers))
                    u = known[o]
                    if u is None:
                        u = known[o] = officers[o](s, seat)
                    if r:
                        u //= 2
            if w == wo:
                if not (v or u):
                    continue
                x = w * (v + u)
            else:
                x = w * v + wo * u
            out[seat] += x
            if adds is not None:
                adds[seat].append(x)


# Every Player field an officer's condition reads (rules/counts.py, through
# `_officer_steps`): the trained dinos (units, the mounted leader and where it stands),
# the rangers, the ranch tiles, the adventures started and the crates.
# test_speed_officer_player.py spies on every officer's condition to check it.
OFFICERS_PLAYER_READ = (
    "home",
    "tired",
    "adv_units",
    "mounted",
    "leader",
    "leader_at",
    "ranch_count",
    "started_wild",
    "started_temple",
    "crates",
)
_officers_read = attrgetter(*OFFICERS_PLAYER_READ)


def same_for_officers(a: Player, b: Player) -> bool:
    """Whether every officer's condition reads the same of Players `a` and `b`."""
    return _officers_read(a) == _officers_read(b)


def _conds_of(conds: dict, p: Player, was: tuple | None, seat: int, k: int) -> list:
    """The officers' conditions of Player `p` at `seat` in `conds` (none there yet): the
    list of the seat's Player in `was` when that one is in `conds` and reads the same
    (a settling child whose mover changed resources, followers or cubes), else a new
    one. The board parts the conditions read are the same throughout one `conds`.
    A table begun where some of those parts moved (`inherit`) takes from its parent's
    the conditions of the officers that read none of them."""
    if was is not None:
        old = was[seat]
        if old is not p:
            got = conds.get(old)
            if got is not None and _officers_read(old) == _officers_read(p):
                conds[p] = got
                return got
    link = conds.get(PARENT)
    if link is not None:
        parent, stale = link
        got = parent.get(p)
        if got is None and was is not None:
            old = was[seat]
            if old is not p:
                got = parent.get(old)
                if got is not None and _officers_read(old) != _officers_read(p):
                    got = None
        if got is not None:
            got = conds[p] = got[:]
            for o in stale:
                got[o] = None
            return got
    got = conds[p] = [None] * k
    return got


# From this many players, a settling step's first state is primed (`evaluation.prime`)
# and a child whose officers' parts moved inherits what it can (`inherit`). At 2
# players one seat leads an officer besides the mover, and finding the conditions a
# child could take cost more than counting them: 1% more instructions an iteration,
# against 3% fewer at 4 players (docs/speed.md, session 28).
SHARED_FROM = 3
# The key under which a table of officers' conditions holds its parent's and the
# officers whose conditions it cannot take from there (`inherit`): no Player.
PARENT = "parent"
# The board parts an officer's condition may read, in `evaluation._same_board`'s order,
# by count name (rules/counts.py); a name not listed reads them all.
OFFICER_PARTS = tuple(
    "portal_owner outpost structure_owner zone_shelters zone_thunder loc_dino loc_dino_kind "
    "loc_shelters".split()
)
_TRAINED_PARTS = ("zone_thunder", "loc_dino", "loc_dino_kind")
COUNT_PARTS: dict[str, tuple[str, ...]] = {
    **{name: _TRAINED_PARTS for name in ("tsh", "tr", "tth", "tij", "tsh-pairs")},
    "wild-shelters": ("loc_shelters", "outpost"),
    "structures": ("structure_owner", "portal_owner"),
    "trained-wild": ("loc_dino",),
    "town-shelters": ("zone_shelters",),
    **{
        name: ()  # the seat's Player alone
        for name in (
            "rangers",
            "ranger-pairs",
            "ranchtiles",
            "ranchtile-pairs",
            "adventures",
            "wild-adventures",
            "temple-adventures",
            "crates",
        )
    },
}


def inherit(s: PState, conds: dict, moved: int) -> dict:
    """A new table of officers' conditions for a state whose board moved, from the
    table `conds` of a state whose parts in `OFFICER_PARTS` differ from this one's in
    the bits of `moved`: linked to it, with the officers whose conditions read none of
    those parts; an empty table when every officer reads one."""
    masks = _officer_masks(s)
    stale = tuple(o for o, m in enumerate(masks) if m & moved)
    if len(stale) == len(masks):
        return {}
    link = conds.get(PARENT)
    if link is not None and len(conds) == 1:  # nothing of its own yet: skip it
        conds, older = link
        stale = tuple(sorted(set(stale) | set(older)))
    return {PARENT: (conds, stale)}


def _officer_masks(s: PState) -> tuple[int, ...]:
    """Per officer, the bits of `OFFICER_PARTS` its condition reads, once per
    configuration (from the count names of its scoring, as `assemblies.score_steps`
    reads them)."""
    got = s.ctx.memo.get("officer-parts")
    if got is None:
        every = (1 << len(OFFICER_PARTS)) - 1
        masks = []
        for officer in s.ctx.comp.players.officers:
            m = 0
            for alt in officer.scoring[:1]:
                for clause in alt:
                    for st in clause:
                        if st.verb == "score":
                            parts = COUNT_PARTS.get(st.arg("per"))
                            if parts is None:
                                m = every
                            else:
                                for part in parts:
                                    m |= 1 << OFFICER_PARTS.index(part)
            masks.append(m)
        got = s.ctx.memo["officer-parts"] = tuple(masks)
    return got


def _presence_rewards(s: PState, key: tuple, n: int, everyone: int) -> tuple[int, ...]:
    """What the scoring tile pays each of the first `n` seats for its presence rank in a
    town zone, the zone given as `coming` keys it (tile, dice, shelters, structure
    owners, leader and thunderhorn spaces): every seat's presence (`counts.presence`)
    in one pass, then its dense rank (`assemblies.dense_ranks`). Siblings of a search
    share most zones, so `coming` keeps the answers by that key."""
    tile, row, shelters, lower, upper, leader, thunder = key
    pres = [0] * everyone
    for d in row:
        if d.__class__ is tuple:
            who = d[0]
            if 0 <= who < everyone:  # not a neutral die
                pres[who] += 1
    for who in (*shelters, lower, upper, leader, thunder):
        if 0 <= who < everyone:
            pres[who] += 1
    rewards = s.ctx.comp.tables.assembly_tiles[tile].rewards[s.ctx.side]
    levels = sorted(set(pres), reverse=True)  # 0 last when present: ranks unchanged
    out = []
    for seat in range(n):
        x = pres[seat]
        r = levels.index(x) if x > 0 else -1
        out.append(rewards[r][0] if 0 <= r < len(rewards) else 0)
    return tuple(out)


def _officer_steps(s: PState) -> tuple:
    """Per officer, its scoring condition (`assemblies.step_points` of its steps) as one
    function of (state, seat), once per configuration."""
    got = s.ctx.memo.get("officer-points")
    if got is None:
        got = s.ctx.memo["officer-points"] = tuple(
            _points_function(assemblies.score_steps(o.scoring)) for o in s.ctx.comp.players.officers
        )
    return got


def _points_function(steps: tuple):
    """`assemblies.step_points(s, seat, steps)` as a function of (s, seat) written for
    the officers' conditions: all trained dinos (one `counts.trained_all`), or two
    counts; any other shape through `step_points` itself. Every leaf of a search asks
    it for each coming assembly's leading seats, and the generic loop over the steps
    cost a third of it."""
    if all(code for _, _, code, _ in steps):
        parts = tuple((k, code, div) for k, _, code, div in steps)
        trained_all = counts.trained_all

        def trained(s: PState, seat: int) -> int:
            t = trained_all(s, seat)
            total = 0
            for k, code, div in parts:
                total += k * (t[code] // div)
            return total

        return trained
    if len(steps) == 2 and not steps[0][2] and not steps[1][2]:
        (k1, read1, _, _), (k2, read2, _, _) = steps
        return lambda s, seat: k1 * read1(s, seat) + k2 * read2(s, seat)
    step_points = assemblies.step_points
    return lambda s, seat: step_points(s, seat, steps)
