"""What search agents read of a position: every seat's followers if the game ended now.

`Game.evaluate` asks for one seat at a time, and a search asks for each seat of the same
leaf in turn, so the projections of all seats are worked out together and kept with the
position's decision (the `Decision` object is new after every move; a copy shares both
with the state it copies). The goal cards' zones are counted for every seat in one pass
over the board, where the straightforward reading (`goals.zone_count`, kept as the
reference in tests/games/perseverance_ep3/test_speed_evaluation.py) counted each zone
once per seat and rival.

A search's settling step evaluates many children of one state, and about half of them
move nothing of the board and at most the deciding seat's Player. So what is kept also
holds a snapshot of what the projections read (`_board`, and the Players by identity): a
child whose board reads the same keeps each seat's value whose Player is its parent's
(`_seats_changed`), and a child whose officers' parts read the same keeps the officers'
conditions counted (`outlook.coming`'s `conds`). tests/games/perseverance_ep3/
test_speed_kept_projection.py checks kept against fresh projections.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3 import outlook
from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import counts, final, goals
from ludotheque.games.perseverance_ep3.state import PState


def projections(
    s: PState,
    first: int = 0,
    only: int = -1,
    conds: dict | None = None,
    was: tuple | None = None,
    adds: list | None = None,
    again: list | None = None,
) -> list[int]:
    """Each seat's followers plus what the final scoring would add now and, before its
    goal card is scored, what the card would give now (`game.projection`, every seat);
    among players, plus the town assemblies under way (`outlook.coming`).
    `first`: only the first seats (solo: you, players[0]); those are not kept.
    `only`: that seat's alone, the others left 0, not kept (known_values.py: an option
    that changes one seat's Player).
    `conds`: the officers' conditions counted so far on a board whose parts they read
    are this state's, by Player and officer (`outlook.coming`), and `was` the Players
    of the state they were counted on (a changed Player may share its old one's).
    `adds`: per seat, where the coming assemblies' amounts are recorded (`only`; a kept
    projection records every seat's). `again`: with `only`, those amounts as recorded
    on a state whose board and whose seat's Player read the same for the assemblies
    (`outlook.same_for_officers`), added again in the same order instead."""
    kept = s.proj
    d = s.decision
    board = None
    if not first and only < 0 and kept is not None and d is not None:
        if kept[0] is d:
            return kept[1]
        same = _same_board(s, kept[2])
        if same == 2:  # a settling child that moved none of the board's pieces
            got = _seats_changed(s, d, kept)
            if got is not None:
                return got
            board = kept[2]
        if same:
            conds, was = kept[4], kept[3]
        elif s.ctx.players >= outlook.SHARED_FROM:  # some conditions read none that moved
            board = _board(s)  # the snapshot this state keeps, made now
            conds, was = outlook.inherit(s, kept[4], _moved(board, kept[2])), kept[3]
    if conds is None or len(conds) > CONDS_LIMIT:
        conds, was = {}, None
    n = len(s.players)
    artefacts, personal_pts, zone_pts, cards = _constants(s)
    counted: list | None = None
    out = [] if only < 0 else [0] * n
    so = s.structure_owner  # the upper structures' owners (no comprehension frame)
    upper = (so[0][1], so[1][1], so[2][1], so[3][1])
    portal = s.portal_owner
    for seat in range(first or n) if only < 0 else (only,):
        p = s.players[seat]
        r = p.res
        # final.leftover_points and final.artefact_points, inline
        total = (
            p.followers
            + r[0]
            + r[1]
            + r[2]
            + (p.home[0] + p.tired[0] + p.adv_units[0]) // 2
            + r[3] // 2
            + artefacts[p.artefacts.bit_count()]
        )
        if seat in upper or portal == seat:  # end-game structures built by the seat
            total += final.structure_points(s, seat)
        if not p.goal_shown and p.goal >= 0:
            personal, zones = cards[p.goal]
            for read, least in personal:  # goals.personal_met
                if read(s, seat) < least:
                    break
            else:
                total += personal_pts
            if counted is None:
                counted = [None] * 7
                tables = (s.ctx.kept("goal-town"), s.ctx.kept("goal-regions"))
            for zone in zones:
                c = counted[zone]
                if c is None:
                    c = _zone_counts(s, zone, n, counted, tables)
                mine = c[seat]
                if mine > 0 and max(c) <= mine:
                    total += zone_pts
        if only < 0:
            out.append(total)
        else:
            out[seat] = total
    if not first and s.solo is None:
        if again is not None:  # the same sums in the same order as `coming` would make
            v = out[only]
            for x in again:
                v += x
            out[only] = v
        else:
            if adds is None and only < 0 and d is not None and not first:
                adds = [[] for _ in range(n)]
            outlook.coming(s, out, only, conds, was, adds)
    if d is not None and not first and only < 0:
        board = board if board is not None else _board(s)
        s.proj = (d, out, board, tuple(s.players), conds, adds)
        s.owned = s.tables = 0  # what the snapshot holds is never written in place now
    return out


def _board(s: PState) -> tuple:
    """What the projections read of the state besides the Players (the counts, the goal
    cards' zones, the end-game structures, the coming assemblies), as it is now: the
    state's own lists copied, the lists copies share for good and the board's tables as
    they are (a state holding a snapshot of them writes them through `own` after copying
    them: `projections` clears its bits). The officers' conditions read the parts from
    `OFFICERS_READ` on (rules/counts.py: trained dinos, wild and town shelters,
    structures) and the seat's Player. Made only to be kept: `_same_board` compares a
    state with a snapshot without copying anything (each list made is work for the
    cyclic garbage collector, which a search's leaves kept busy)."""
    return (
        s.step,
        s.tile,
        s.officer_at,
        s.influence,
        s.structures,
        s.zone_dice[:],
        s.zone_leader[:],
        s.portal_owner,
        s.outpost,
        s.structure_owner,
        s.zone_shelters[:],
        s.zone_thunder[:],
        s.loc_dino[:],
        s.loc_dino_kind[:],
        s.loc_shelters[:],
    )


OFFICERS_READ = 7
# Players whose officers' conditions one `conds` table keeps before a new one starts: a
# settling step's siblings share their rivals' Players, while a search's iterations
# (whose copies of a sample inherit its table) each bring new ones; a table kept growing
# holds thousands of dead Players, and the garbage collector walks them all.
CONDS_LIMIT = 32


def _same_board(s: PState, b: tuple) -> int:
    """How the state's board compares with the snapshot `b` (`_board`'s order): 2 the
    same, 1 the same in the parts the officers' conditions read, 0 otherwise."""
    # the officers' parts first, then the rest: a tuple each, compared item by item
    # (a list against the snapshot's copy of it), and dropped at once
    officers = (
        s.portal_owner,
        s.outpost,
        s.structure_owner,
        s.zone_shelters,
        s.zone_thunder,
        s.loc_dino,
        s.loc_dino_kind,
        s.loc_shelters,
    )
    if officers != b[OFFICERS_READ:]:
        return 0
    rest = (s.step, s.tile, s.officer_at, s.influence, s.structures, s.zone_dice, s.zone_leader)
    return 2 if rest == b[:OFFICERS_READ] else 1


def _moved(now: tuple, b: tuple) -> int:
    """The bits of `outlook.OFFICER_PARTS` (the end of `_board`'s order) where the
    snapshot `now` differs from the snapshot `b`."""
    moved = 0
    for i in range(len(now) - OFFICERS_READ):
        if now[OFFICERS_READ + i] != b[OFFICERS_READ + i]:
            moved |= 1 << i
    return moved


def _seats_changed(s: PState, d, kept: tuple) -> list | None:
    """The projections of a state whose board reads as the kept one's: a seat's projection
    reads the board and that seat's Player alone, so each seat whose Player is the kept
    one's keeps its value, one seat whose Player changed is worked out again (`only`),
    and two or more are left to the whole projection (None)."""
    was, players = kept[1], kept[3]
    if was is None:  # a primed parent's record: no projection to keep
        return None
    conds = kept[4]
    now = s.players
    changed = -1
    for i, p in enumerate(now):
        if p is not players[i]:
            if changed >= 0:
                return None
            changed = i
    adds = kept[5]
    if changed < 0:
        s.proj = (d, was, kept[2], players, conds, adds)
        return was
    out = was[:]
    if adds is not None and outlook.same_for_officers(players[changed], now[changed]):
        # the coming assemblies pay the seat what they paid its parent: its own part
        # worked out, and their amounts added again
        out[changed] = projections(s, only=changed, again=adds[changed])[changed]
    else:
        mine: list = []
        out[changed] = projections(
            s, only=changed, conds=conds, was=players, adds=_one(len(now), changed, mine)
        )[changed]
        if adds is not None:
            adds = adds[:]
            adds[changed] = mine
    s.owned = 0  # the snapshot holds this state's Players: none written in place now
    s.proj = (d, out, kept[2], tuple(now), conds, adds)
    return out


def _one(n: int, seat: int, got: list) -> list:
    """Per seat of `n`, where `coming` records the amounts it adds: `got` for `seat`."""
    out: list = [None] * n
    out[seat] = got
    return out


def prime(s: PState) -> None:
    """Give a state that nothing is kept for, among players, a record without a
    projection: the snapshot of its board, its Players and an empty table of officers'
    conditions. A search's settling step calls it on the step's state before building
    its children: the first step's state (the iteration's leaf) is never evaluated, so
    each of its children would count every officer's condition afresh, where with the
    record they share their rivals' (and their own, read the same: `outlook.coming`).
    Not at 2 players (`outlook.SHARED_FROM`)."""
    if (
        s.proj is None
        and s.solo is None
        and s.decision is not None
        and s.ctx.players >= outlook.SHARED_FROM
    ):
        s.proj = (None, None, _board(s), tuple(s.players), {}, None)
        s.owned = s.tables = 0  # what the snapshot holds is never written in place now


def _constants(s: PState) -> tuple:
    """What the projection reads of the components, once per configuration: the
    artefact scoring table, the goal card's personal and zone rewards, and per goal card
    its personal conditions (count function, least value) and its zones (0-3 the town
    zones, 4-6 the regions, as `_zone_counts` numbers them)."""
    got = s.ctx.memo.get("projection-constants")
    if got is None:
        comp = s.ctx.comp
        rule = comp.tables.value("goal")
        names = (*ZONES, *REGIONS)
        cards = tuple(
            (
                tuple((_reader(k), v) for k, v in g.personal),
                tuple(names.index(z) for z in g.zones),
            )
            for g in comp.goals
        )
        got = (comp.tables.value("artefact_scoring"), rule["personal"], rule["zone"], cards)
        s.ctx.memo["projection-constants"] = got
    return got


def _reader(name: str):
    """The function `counts.count` reads `name` with."""
    fast = counts._FAST.get(name)
    return fast if fast is not None else lambda s, seat: counts._count(s, seat, name)


def _zone_counts(s: PState, zone: int, n: int, counted: list, tables: tuple) -> list[int]:
    """Goal zone `zone`'s count for each of the first `n` seats (`goals.zone_count`):
    a town zone's alone, the three regions at once (`goals.region_counts`), each kept by what
    it reads (searched siblings mostly share them) and in `counted`."""
    if zone < 4:
        shelters, owners = s.zone_shelters[zone], s.structure_owner[zone]
        key = (shelters, owners[0], owners[1])
        table = tables[0]  # s.ctx.kept("goal-town"), looked up once per projection
        c = table.get(key)
        if c is None:
            c = table[key] = tuple([shelters.count(i) + owners.count(i) for i in range(n)])
        counted[zone] = c
        return c
    a, b = s.outpost
    key = (*s.loc_shelters, a, b, s.portal_owner)
    table = tables[1]  # s.ctx.kept("goal-regions")
    regions = table.get(key)
    if regions is None:
        regions = table[key] = goals.region_counts(s, n)
    counted[4:7] = regions
    return regions[zone - 4]
