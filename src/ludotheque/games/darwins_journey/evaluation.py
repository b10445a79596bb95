"""The position as search agents see it: the final scoring now, plus what is under way.

The final scoring (scoring.breakdown) counts the VP track, the personal board, the Theory
of Evolution times the Museum modifier, and 1 VP per 5 coins and per TK. Mid-game that
undervalues what buys future points: coins (1/5 VP at the end, but the price of seals,
penalties, tents and deliveries now), the 5th worker (one more action a round), seals on
the rows (better spaces, distinctions, crew cards) and objectives held but not completed.
Each gets a share of a rough value that shrinks to nothing as the rounds run out, so at
the end the projection is the final scoring exactly. With the Pirates module a Treasure's
coins count as coins the moment they are taken, and the raid that waits at the end of
the round is taken off (`raid_threat`): its coins at a coin's worth, its shortfall in VP.
With the Animal Companion a Pet card still in hand counts what its actions are worth
(`pet_value`): it can be used at any turn, so its worth does not shrink before the end.
With Fireland the Time track's end loss and the Adventure score card count as they stand
(the Time penalties already weigh through the coins, steps and VP they take).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.rules import museum, objectives, rewards
from ludotheque.games.darwins_journey.rules.fireland import stolen_time
from ludotheque.games.darwins_journey.rules.fireland.scoring import fireland_lines
from ludotheque.games.darwins_journey.rules.pirates import raid
from ludotheque.games.darwins_journey.state import (
    ENVELOPES,
    SLOTS,
    DarwinState,
    last_answers,
    remember,
)

COIN = 0.35  # VP a coin is worth in play beyond its 1/5 VP at the end (full share)
SEAL = 0.8  # per standard or Special seal added to a row
FIFTH = 2.5  # per round the 5th worker still has to work
OBJECTIVE = 1.5  # per objective held (reserve or slot) not yet completed
# Solo, and the search among people: count this round's envelope rewards in reach
# (envelopes_in_reach); against Alfred's green level at 0.5 s it won more of the same
# seeds (docs/strength.md, session 21, st28). False gives the projection before it exactly.
ENVELOPE_SHARE = True
# Solo: count Alfred's pace on his Bonus track (alfred_pace): this round's Beagle score
# under his pawn and the pawn's progress toward the loop's VP and the two cards it runs.
# False gives the projection before it exactly.
ALFRED_PACE = True
TRIGGER_VP = 3.0  # rough VP of a Bonus-Track card's action (a Theory step, 2 at sea, VP)
WAY = 1.0  # the share of the pawn's way round the track counted (0: the Beagle score only)
ACTIONS = 4 * 5  # placements of a seat with 4 workers over 5 rounds, for the share
RAID_COIN = 0.2 + COIN  # VP a coin taken by a raid is worth: its end value and its use


PET_FLOOR = 1.0  # VP at least for a Pet's actions (a research or stamps: no EFFECT_VP)


def pet_value(s: DarwinState, seat: int) -> float:
    """The rough VP of the seat's unused Pet card's actions (EFFECT_VP, at least PET_FLOOR)."""
    c = s.pets[seat]
    if c < 0:
        return 0.0
    return max(PET_FLOOR, effects_vp(animal_data()[c].actions))


def raid_threat(s: DarwinState, seat: int) -> float:
    """What the next pirate raid takes from the seat if the ships stay as they are
    (L2214): 2 coins plus 2 per Treasure held when its ship is in the pirate ship's
    region, coins at RAID_COIN each and the shortfall in VP (never below 0)."""
    owe = raid.cost(s, seat)
    if owe == 0:
        return 0.0
    paid = min(owe, s.coins[seat])
    return paid * RAID_COIN + min(owe - paid, s.vp[seat])


def share(s: DarwinState, seat: int) -> float:
    """The part of the game still to play for `seat`, 1 at the start, 0 when over: its
    workers still home this round and the rounds to come."""
    if s.phase == "over":
        return 0.0
    rounds = s.ctx.comp.tracks.rounds
    home = bin(s.free[seat]).count("1") if s.phase == "action" else 0
    left = (rounds - s.round) * 4 + home
    return max(0.0, min(1.0, left / ACTIONS))


def under_way(s: DarwinState, seat: int) -> float:
    k = share(s, seat)
    if k == 0.0:
        return 0.0
    rows = s.rows[seat]
    seals = sum(len(r) for r in rows) - 1  # the top worker's printed Special seal is free
    held = sum(1 for o in s.slots[seat] if o >= 0) + len(s.reserve[seat])
    open_objs = held - bin(s.done[seat]).count("1")
    rounds_left = s.ctx.comp.tracks.rounds - s.round + (1 if s.phase == "action" else 0)
    value = COIN * s.coins[seat] + SEAL * seals + OBJECTIVE * max(0, open_objs)
    if s.fifth[seat]:
        value += FIFTH * rounds_left
    return k * value


def beagle_in_reach(s: DarwinState, seat: int) -> int:
    """The HMS Beagle goals still to score (L1099-L1135) as the seat stands now: each
    tile not yet flipped, its count times its VP, this round's less the delay of the
    seat's ship (never below 0). Scored only at the Reward phase, they were worth nothing
    to a search leaf until then: a seal of the goal's colour, a step of the ship that
    saves a delay, looked like nothing. Counted in solo, and among people by the search's
    evaluation only (`projection(s, goals=True)`: `greedy` plays by the game's evaluation,
    which these terms made a far stronger opponent; docs/strength.md, sessions 26-27).
    Worked out for every seat at once (`goals_in_reach`)."""
    return goals_in_reach(s)[seat]


def goals_in_reach(s: DarwinState) -> list[int]:
    """`beagle_in_reach` of every seat (Alfred's 0: his Beagle score is his board's). The
    goals left and what each counts are looked up once per context (`_goals_left`); a
    seat's sum is kept with what it read (its rows, stamp stacks, research, completed
    slots and ship, the campsites and lenses where a goal counts them), compared by
    identity first, and worked out again only when one of those changed: a search's
    settling children differ in the acting seat's pieces alone (search asks this at every
    leaf and settling child; tests/games/darwins_journey/test_speed_search_evaluation.py
    checks it against `rewards.beagle_count` seat by seat)."""
    n = s.ctx.players
    left = _goals_left(s)
    if not left:
        return [0] * n
    alfred = s.ctx.alfred
    last = s.ctx.memo.get("goals-last") or last_answers(s.ctx, "goals-last")
    rows, research, stacks, done, ship = s.rows, s.research, s.stacks, s.done, s.ship
    kinds = left[0]
    camps = s.camps if _TENTS in kinds else None
    lens = tuple(s.lens) if _LENSES in kinds else None
    out = []
    for p in range(n):
        if p == alfred:
            out.append(0)
            continue
        k = last[p]
        if (
            k is not None
            and k[0] is rows[p]
            and k[1] is stacks[p]
            and k[2] == research[p]
            and k[3] == done[p]
            and k[4] == ship[p]
            and k[5] is left
            and k[6] is camps
            and k[7] == lens
        ):
            out.append(k[8])
            continue
        got = _seat_goals(s, p, left[1:])
        if _OTHER not in kinds:  # Fireland's and the Scenarios' goals read more: not kept
            last[p] = (rows[p], stacks[p], research[p], done[p], ship[p], left, camps, lens, got)
        out.append(got)
    return out


def _seat_goals(s: DarwinState, p: int, tiles: tuple) -> int:
    """`beagle_in_reach` for one seat from `_goals_left`'s tiles."""
    total = 0
    for current, kind, what, vp, tile in tiles:
        if kind == _SEALS:
            a, b, c, d = s.rows[p]
            count = a.count(what) + b.count(what) + c.count(what) + d.count(what)
        elif kind == _RESEARCH:  # `what`: the bitmask of the specimens of the goal's kind
            count = (s.research[p] & what).bit_count()
        elif kind == _EMPTY:
            count = s.stacks[p].count(0)
        elif kind == _OBJECTIVES:
            count = s.done[p].bit_count()
        elif kind == _TENTS:
            count = sum(c.count(p) for c in s.camps)
        elif kind == _LENSES:
            count = s.lens.count(p)
        else:  # Fireland's and the Scenarios' goals
            count = rewards.beagle_count(s, p, tile)
        gain = count * vp
        if current:
            gain -= rewards.delay(s, p)
        if gain > 0:
            total += gain
    return total


_SEALS, _OBJECTIVES, _RESEARCH, _EMPTY, _LENSES, _TENTS, _OTHER = range(7)
_KINDS = {
    "seals": _SEALS,
    "objectives": _OBJECTIVES,
    "research": _RESEARCH,
    "empty-stamps": _EMPTY,
    "lenses": _LENSES,
    "tents": _TENTS,
}


def _goals_left(s: DarwinState) -> tuple:
    """The Beagle tiles not yet flipped from this round's on, each (this round's, what it
    counts (_KINDS), its colour or kind, its VP, the tile), once per context for each
    `beagles` tuple and position (a tuple replaced when a tile flips: copies share it)."""
    tiles_left = s.beagles  # a tuple in play (a test may set a list)
    key = ("goals-left", s.beagle, tiles_left if type(tiles_left) is tuple else tuple(tiles_left))
    got = s.ctx.memo.get(key)
    if got is None:
        tiles = s.ctx.comp.beagles
        left = []
        for i in range(s.beagle, len(s.beagles)):
            if s.beagles[i] >= 0:
                tile = tiles[s.beagles[i]]
                kind = _KINDS.get(tile.condition, _OTHER)
                what = _kind_mask(s, tile.what) if kind == _RESEARCH else tile.what
                left.append((i == s.beagle, kind, what, tile.vp, tile))
        kinds = frozenset(t[1] for t in left)
        got = remember(s.ctx, key, (kinds, *left) if left else ())
    return got


def _kind_mask(s: DarwinState, kind: int) -> int:
    """The specimens of a kind as a bitmask of research bits (`objectives.research_count`
    with that kind is the bits of a seat's research under it)."""
    geo = s.ctx.comp.geo
    return sum(1 << i for i, sp in enumerate(geo.specimens) if sp.kind == kind)


def alfred_pace(s: DarwinState) -> float:
    """Alfred's Bonus track as it stands (L1303-L1313, L1597): this round's Beagle score
    under his pawn less his delay (ruling A12) while the goal is still to score, the later
    rounds' at the track's mean VP (so a leaf past the round's end sees no sudden gain),
    and the pawn's way toward the loop, which pays the track's end VP and runs a Bonus-Track
    card at each trigger space (some `TRIGGER_VP` each), in VP per space less the cards
    run this lap; the way counts as long as his workers still have a round to move it.
    His pawn carries some 40 of his points a game (docs/strength.md, session 21) that a
    leaf saw only once paid: a space or a majority denied him looked like nothing. Solo
    only."""
    ctx = s.ctx
    a = ctx.alfred
    b = ctx.automa.boards[ctx.level]
    mean_under, per_space, triggers = ctx.memo.get("alfred-pace") or _pace_table(s)
    pos = s.a_bonus
    pace = 0.0
    if s.beagle < len(s.beagles) and s.beagles[s.beagle] >= 0 and s.phase != "over":
        pace += max(0, b.under[pos - 1] * s.round - rewards.delay(s, a))
    rounds = ctx.comp.tracks.rounds
    if s.round < rounds:  # the rounds after: the track's mean VP, wherever the pawn will be
        pace += mean_under * sum(range(s.round + 1, rounds + 1))
        weight = 1.0
    elif s.phase == "action":
        weight = _POP[s.free[a] & 31] / 4
    else:
        weight = 0.0
    # less the cards already run this lap: they paid when reached (a loop is no loss)
    way = per_space * (pos - 1) - TRIGGER_VP * sum(1 for t in triggers if t <= pos)
    return pace + WAY * weight * way


def _pace_table(s: DarwinState) -> tuple[float, float, tuple[int, ...]]:
    """What `alfred_pace` reads of his level's Bonus board, worked out once per context (the
    search asks for every option it weighs): the mean VP under the pawn, the VP a space of
    his way is worth ((end VP + `TRIGGER_VP` per trigger card) / the spaces after the
    first), and the trigger spaces."""
    ctx = s.ctx
    b = ctx.automa.boards[ctx.level]
    triggers = tuple(ctx.automa.triggers)
    table = (
        sum(b.under) / b.length,
        (b.end_vp + TRIGGER_VP * len(triggers)) / (b.length - 1),
        triggers,
    )
    return remember(ctx, "alfred-pace", table)


class _AlfredTable:
    """What Alfred's part of the solo projection reads of his level's board, worked out once
    per context: his tents' bonus and count, the VP under each Bonus space, and
    `alfred_pace`'s later rounds (by round) and pawn's way (by space), each the very float
    `alfred_pace` works out, so the sums stay the same to the last bit."""

    __slots__ = ("tents_vp", "tents", "under", "later", "way")

    def __init__(self, s: DarwinState) -> None:
        ctx = s.ctx
        b = ctx.automa.boards[ctx.level]
        mean_under, per_space, triggers = ctx.memo.get("alfred-pace") or _pace_table(s)
        rounds = ctx.comp.tracks.rounds
        self.tents_vp, self.tents, self.under = b.all_tents_vp, len(b.tents), b.under
        self.later = tuple(mean_under * sum(range(r + 1, rounds + 1)) for r in range(rounds))
        self.way = tuple(
            per_space * (pos - 1) - TRIGGER_VP * sum(1 for t in triggers if t <= pos)
            for pos in range(b.length + 1)
        )


def _alfred_now(s: DarwinState, mod: int, t: _Table) -> float:
    """Alfred's part of the solo projection (`_alfred_sum`), kept in the context's memo with
    everything it reads (his pieces, the round, phase and Beagle, the modifier, the pace's
    switch, Fireland's table) and worked out again only when one of those changed: the
    options of a settling step move the player's pieces, seldom his (65% reused in a
    search; test_speed_search_evaluation.py changes each of those alone)."""
    ctx = s.ctx
    a = ctx.alfred
    key = (
        s.vp[a], s.coins[a], s.tk[a], s.theory[a], s.done[a], s.free[a], s.ship[a],
        s.rows[a], s.slots[a], s.reserve[a], s.tents[a], s.fifth[a],
        s.round, s.phase, s.beagle, s.beagles, s.a_bonus, mod, ALFRED_PACE,
        s.fire if ctx.fireland else None,
    )  # fmt: skip
    last = ctx.memo.get("alfred-last")
    if last is not None and last[0] == key:
        return last[1]
    got = _alfred_sum(s, mod, t)
    remember(ctx, "alfred-last", (key, got))
    return got


def _alfred_sum(s: DarwinState, mod: int, t: _Table) -> float:
    """Alfred's part of the solo projection: `final_now(s, a, mod) + under_way(s, a)`, plus
    `alfred_pace(s)` with `ALFRED_PACE`, in the same operations on the same numbers, with
    what they read of his board from `_AlfredTable` (about half of a solo leaf's
    evaluation went here before)."""
    ctx = s.ctx
    a = ctx.alfred
    at = ctx.memo.get("alfred-table") or remember(ctx, "alfred-table", _AlfredTable(s))
    done, coins, rnd, phase = s.done[a], s.coins[a], s.round, s.phase
    final = (
        s.vp[a]
        + (at.tents_vp if len(s.tents[a]) >= at.tents else 0)
        + (t.books[s.theory[a]] + (1 if done & t.book_mask else 0)) * mod
        + (coins // 5 + s.tk[a])
    )
    if ctx.fireland:  # final_now's Fireland lines
        final += sum(fireland_lines(s, a).values())
    rounds = ctx.comp.tracks.rounds
    action = phase == "action"
    free = s.free[a]
    # under_way: its share is max(0, min(1, left / ACTIONS))
    left = (rounds - rnd) * 4 + (free.bit_count() if action else 0) if phase != "over" else 0
    if left > 0:
        k = left / ACTIONS if left < ACTIONS else 1.0
        seals = sum(map(len, s.rows[a])) - 1
        slots = s.slots[a]  # an objective's index or -1, as in the people's inline part
        open_objs = len(slots) - slots.count(-1) + len(s.reserve[a]) - done.bit_count()
        value = COIN * coins + SEAL * seals + OBJECTIVE * (open_objs if open_objs > 0 else 0)
        if s.fifth[a]:
            value += FIFTH * (rounds - rnd + (1 if action else 0))
        mine = final + k * value
    else:
        mine = final + 0.0
    if not ALFRED_PACE:
        return mine
    pos = s.a_bonus
    pace = 0.0
    if s.beagle < len(s.beagles) and s.beagles[s.beagle] >= 0 and phase != "over":
        pace += max(0, at.under[pos - 1] * rnd - rewards.delay(s, a))
    if rnd < rounds:
        pace += at.later[rnd]
        weight = 1.0
    elif action:
        weight = _POP[free & 31] / 4
    else:
        weight = 0.0
    return mine + (pace + WAY * weight * at.way[pos])


# What a reward's effects are worth in VP mid-game, rough: a step of the Theory moves
# books times the modifier, a step at sea or on an Island crosses spaces that pay, a seal.
EFFECT_VP = {"vp": 1.0, "coins": 0.5, "tk": 1.0, "theory": 2.0, "explore": 1.5, "navigate": 1.5}
ACADEMY_VP = 2.0


def effects_vp(effects) -> float:
    """The rough VP worth of a reward's effects (EFFECT_VP; a choice is its best part)."""
    total = 0.0
    for verb, n, alts in effects:
        if verb == "or":
            total += max(effects_vp(a) for a in alts)
        elif verb == "academy":
            total += ACADEMY_VP
        else:
            total += EFFECT_VP.get(verb, 0.0) * n
    return total


def envelopes_in_reach(s: DarwinState) -> list[float]:
    """Each seat's envelope rewards still to come this round as the stamps stand now
    (L1085-L1091): the first or second place's effects, in rough VP. Paid only at the
    Reward phase, a stamp that takes a majority from Alfred (or keeps him from one) was
    worth nothing to a search leaf until then. Counted as `beagle_in_reach` is."""
    return list(_mail(s))


def _mail(s: DarwinState) -> tuple[float, ...]:
    """`envelopes_in_reach` as a tuple, once per context for each table of stamps, tiles
    and first envelope still to reward (a search meets the same few again and again)."""
    if s.phase == "action":
        start = 0
    elif s.phase == "reward":
        start = s.step
    else:
        return _NO_MAIL[s.ctx.players]
    key = ("mail", start, s.letters, *s.stamps_on)
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(s.ctx, key, _mail_now(s, start))
    return got


_NO_MAIL = tuple((0.0,) * n for n in range(7))


def _mail_now(s: DarwinState, start: int) -> tuple[float, ...]:
    n = s.ctx.players
    out = [0.0] * n
    worth = _letters_vp(s.ctx)
    stamps = s.stamps_on
    for e in range(start, ENVELOPES):
        counts = stamps[e * n : e * n + n]
        if max(counts) <= 0:
            continue
        first, second = rewards.majorities(counts)
        one, two = worth[s.letters[e]]
        for p in first:
            out[p] += one
        for p in second:
            out[p] += two
    return tuple(out)


def _letters_vp(ctx) -> tuple[tuple[float, float], ...]:
    """Each Correspondence tile's first and second reward in rough VP, once per context."""
    got = ctx.memo.get("letters-vp")
    if got is None:
        got = remember(
            ctx,
            "letters-vp",
            tuple((effects_vp(t.first), effects_vp(t.second)) for t in ctx.comp.letters),
        )
    return got


def final_now(s: DarwinState, seat: int, modifier: int) -> int:
    """scoring.breakdown's total for one seat, with the Museum modifier (the same for
    every seat) worked out once by the caller: search asks this thousands of times."""
    board = sum(scoring.board_parts(s, seat).values())
    books = s.ctx.comp.tracks.books[s.theory[seat]] + objectives.perk_book(s, seat)
    out = s.vp[seat] + board + books * modifier + scoring.leftovers(s, seat)
    if s.ctx.fireland:  # the Time loss and the Adventure score card as they stand
        out += sum(fireland_lines(s, seat).values())
    return out


class _Table:
    """What the projection reads from the components, worked out once per context: the
    objective VP of every bitmask of completed slots (lines A-C of the personal board),
    the slots whose perk is the extra book, the end VP of a row by its length."""

    __slots__ = (
        "objective_vp",
        "book_mask",
        "tents",
        "tents_vp",
        "row_vp",
        "books",
        "modifier_base",
        "modifier_per_row",
    )

    def __init__(self, s: DarwinState) -> None:
        board = s.ctx.comp.board
        slots = board.slots
        self.objective_vp = tuple(
            sum(slots[k].vp for k in range(10) if m >> k & 1)
            + (board.pair_bonus if m >> 4 & 1 and m >> 9 & 1 else 0)
            for m in range(1 << 10)
        )
        self.book_mask = sum(1 << k for k in range(len(slots)) if slots[k].action == "book")
        self.tents = len(board.tent_rows)
        self.tents_vp = board.all_tents_vp
        longest = 1 + board.free_spaces
        self.row_vp = tuple(
            (board.end_vp[5] if n >= 5 else 0) + (board.end_vp[6] if n >= 6 else 0)
            for n in range(max(longest, 6) + 1)
        )
        self.books = s.ctx.comp.tracks.books
        self.modifier_base = s.ctx.comp.tracks.modifier_base
        self.modifier_per_row = s.ctx.comp.tracks.modifier_per_row


def _table(s: DarwinState) -> _Table:
    got = s.ctx.memo.get("projection-table")
    if got is None:
        got = remember(s.ctx, "projection-table", _Table(s))
    return got


def projection(s: DarwinState, goals: bool = False) -> list[float]:
    """Each seat's projected final score: `final_now(s, p, modifier) + under_way(s, p)`
    (in solo, and among people with `goals` (the search's evaluation), the Beagle goals
    in reach of every seat but Alfred's too, `beagle_in_reach`, and with
    `ENVELOPE_SHARE` every seat's envelope rewards of this round, `envelopes_in_reach`,
    and with `ALFRED_PACE` Alfred's Bonus track, `alfred_pace`),
    with what they read looked up in tables built once per context, the Museum
    modifier by the Museum's cells, the Beagle goals from sums kept per seat
    (`goals_in_reach`) and the envelopes by the stamps (`_mail`): search asks this
    for every option it weighs; tests/games/darwins_journey/test_speed_reference.py,
    test_speed_evaluation.py and test_speed_search_evaluation.py check it against
    straightforward readings."""
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    ctx = s.ctx
    t = ctx.memo.get("projection-table") or _table(s)
    mod = ctx.memo.get(key := ("modifier", *s.museum))  # scoring.modifier, by Museum
    if mod is None:
        mod = t.modifier_base + t.modifier_per_row * museum.complete_rows(s)
        remember(ctx, key, mod)
    rounds = ctx.comp.tracks.rounds
    action = s.phase == "action"
    reach = goals or ctx.solo  # the Beagle goals and envelopes in reach counted
    future = (rounds - s.round) * 4
    rounds_left = rounds - s.round + (1 if action else 0)
    objective_vp, row_vp, books, book_mask = t.objective_vp, t.row_vp, t.books, t.book_mask
    tents_vp, tents_all = t.tents_vp, t.tents
    # The per-seat lists, read once (a leaf asks this for every seat).
    dones, rowss, coinss, tentss, theories = s.done, s.rows, s.coins, s.tents, s.theory
    vps, tks, frees, slotss, reserves, fifths = s.vp, s.tk, s.free, s.slots, s.reserve, s.fifth
    alfred = ctx.alfred
    modules = ctx.pirates or ctx.animals
    mail = _mail(s) if reach and ENVELOPE_SHARE else None
    beagles = goals_in_reach(s) if reach else None
    out = []
    for p in range(ctx.players):
        if p == alfred:
            mine = _alfred_now(s, mod, t)
            mine = mine + mail[p] if mail else mine
            out.append(_modules(s, p, mine) if modules else mine)
            continue
        done = dones[p]
        r0, r1, r2, r3 = rowss[p]
        n0, n1, n2, n3 = len(r0), len(r1), len(r2), len(r3)
        coins = coinss[p]
        board = (
            objective_vp[done & 1023]
            + (tents_vp if len(tentss[p]) >= tents_all else 0)
            + row_vp[n0]
            + row_vp[n1]
            + row_vp[n2]
            + row_vp[n3]
        )
        book = books[theories[p]] + (1 if done & book_mask else 0)
        final = vps[p] + board + book * mod + (coins // 5 + tks[p])
        if ctx.fireland:  # final_now's Fireland lines
            final += sum(fireland_lines(s, p).values())
        if reach:
            final += beagles[p]
            if mail:
                final += mail[p]
        # under_way, inline: its share is max(0, min(1, left / ACTIONS))
        left = future + (_POP[frees[p] & 31] if action else 0)
        if left <= 0:
            out.append(_modules(s, p, final) if modules else final + 0.0)
            continue
        k = left / ACTIONS if left < ACTIONS else 1.0
        seals = n0 + n1 + n2 + n3 - 1
        open_objs = SLOTS - slotss[p].count(-1) + len(reserves[p]) - _POP[done & 1023]
        value = COIN * coins + SEAL * seals + OBJECTIVE * (open_objs if open_objs > 0 else 0)
        if fifths[p]:
            value += FIFTH * rounds_left
        mine = final + k * value
        out.append(_modules(s, p, mine) if modules else mine)
    if ctx.fireland and s.fire.stolen:  # a Stolen Time token's round (FL-R25)
        out = [x + stolen_value(s, p) for p, x in enumerate(out)]
    return out


STOLEN_VP = 0.5  # VP a drawn penalty spared on one worker's action is worth, roughly


def stolen_value(s: DarwinState, seat: int) -> float:
    """What a Stolen Time token still saves its holder this round, which the position does
    not show: STOLEN_VP per penalty tile its Time has reached, per worker still home."""
    if not stolen_time.holds(s, seat) or s.phase != "action":
        return 0.0
    reached = sum(1 for row in fireland_data().time.rows if s.fire.time[seat] >= row)
    return STOLEN_VP * reached * bin(s.free[seat]).count("1")


_POP = tuple(bin(m).count("1") for m in range(1 << 10))


def _modules(s: DarwinState, seat: int, points: float) -> float:
    """`points` less the Pirates' raid to come (L2214), plus an unused Pet's worth."""
    if s.ctx.pirates:
        points = points - raid_threat(s, seat)
    if s.ctx.animals:
        points = points + pet_value(s, seat)
    return points
