"""Objectives (L785-L801, L942-L1050): gaining a tile, checking its requirements,
completing it on a slot of its colour, and the slot's action.

Slots are silver 1-5 then gold 1-5 (state.SLOTS). A tile in the reserve moves to a free
slot of its colour when completed, paying that slot's cost (L952); a tile placed face up
on a slot because the reserve was full paid its slot then (L793) and is completed in place.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland_cards import FIRELAND_REQUIREMENTS
from ludotheque.games.darwins_journey.components.objectives import SCENARIO_REQUIREMENTS
from ludotheque.games.darwins_journey.rules import crew, economy, perks, seals, tasks
from ludotheque.games.darwins_journey.rules.effects import RUNNERS, runner
from ludotheque.games.darwins_journey.rules.fireland import requirements as fire_requirements
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.rules.scenarios import counts as scenario_counts
from ludotheque.games.darwins_journey.state import (
    FIFTH,
    READ_ALL,
    READ_BEAGLE,
    READ_LENSES,
    READ_RESEARCH,
    READ_ROWS,
    READ_STAMPS,
    READ_TENTS,
    READ_THEORY,
    SLOTS,
    DarwinState,
    last_answers,
    note,
    remember,
    replaced,
)


# ----- requirements (L965-L1003) ---------------------------------------------------------
def empty_stamp_spaces(s: DarwinState, seat: int) -> int:
    """The board's stamp spaces left with no stamp (ruling R38): a space holds one stack
    (L330: 3 stacks of 4, each on its space), so 0 to 3, whatever the stamps used."""
    return s.stacks[seat].count(0)


def research_count(s: DarwinState, seat: int, kind: int = -1, colour: int = -1) -> int:
    """Specimens researched, of a kind or colour (-1 any); asked at every decision through
    `completable`, so kept in the context's memo by research bitmask."""
    mask = s.research[seat]
    if not mask:
        return 0
    key = ("research", mask, kind, colour)
    n = s.ctx.memo.get(key)
    if n is None:
        n = remember(s.ctx, key, _research_count(s, mask, kind, colour))
    return n


def _research_count(s: DarwinState, mask: int, kind: int, colour: int) -> int:
    n = 0
    for i, sp in enumerate(s.ctx.comp.geo.specimens):
        if mask >> i & 1 and (kind < 0 or sp.kind == kind) and (colour < 0 or sp.colour == colour):
            n += 1
    return n


def lenses_placed(s: DarwinState, seat: int) -> int:
    return s.lens.count(seat)


def tents_placed(s: DarwinState, seat: int) -> int:
    return sum(c.count(seat) for c in s.camps)


def at_or_ahead_of_beagle(s: DarwinState, seat: int) -> bool:
    ocean = s.ctx.comp.geo.ocean
    return ocean.step[s.ship[seat]] >= ocean.step[ocean.beagle[s.beagle]]


def meets(s: DarwinState, seat: int, obj: int) -> bool:
    """Requirements are checked, nothing is spent (L950)."""
    for kind, what, n in s.ctx.comp.objectives[obj].requires:
        if kind == "seals":  # the commonest first (asked at every decision): standard()
            a, b, c, d = s.rows[seat]
            have = a.count(what) + b.count(what) + c.count(what) + d.count(what)
        elif kind == "kind":
            have = research_count(s, seat, kind=what)
        elif kind == "empty-stamps":
            have = empty_stamp_spaces(s, seat)
        elif kind == "colour":
            have = research_count(s, seat, colour=what)
        elif kind == "theory":
            have = s.theory[seat]  # the space number, not books (L985)
        elif kind == "tents":
            have = tents_placed(s, seat)
        elif kind == "lenses":
            have = lenses_placed(s, seat)
        elif kind == "beagle":
            have = int(at_or_ahead_of_beagle(s, seat))
        elif kind in SCENARIO_REQUIREMENTS:
            have = scenario_counts.requirement(s, seat, kind, what)
        elif kind in FIRELAND_REQUIREMENTS:
            have = fire_requirements.requirement(s, seat, kind, what)
        else:  # seals: standard ones only (L1003)
            have = seals.standard(s, seat, what)
        if have < n:
            return False
    return True


# ----- slots ---------------------------------------------------------------------------
def free_slots(s: DarwinState, seat: int, tier: int | None) -> list[int]:
    """Empty slots, of a colour or (tier None) of any colour."""
    slots = s.ctx.comp.board.slots
    return [
        k for k in range(SLOTS) if s.slots[seat][k] < 0 and (tier is None or slots[k].tier == tier)
    ]


def _put(s: DarwinState, seat: int, slot: int, obj: int) -> None:
    row = list(s.slots[seat])
    row[slot] = obj
    s.slots[seat] = tuple(row)
    s.kept[seat] = None
    economy.pay(s, seat, s.ctx.comp.board.slots[slot].cost)


def slot_name(s: DarwinState, slot: int) -> str:
    sl = s.ctx.comp.board.slots[slot]
    return f"{('silver', 'gold')[sl.tier]} slot {sl.position}"


# ----- gaining (L785-L801) -------------------------------------------------------------
def _can_gain(s, seat, n):
    return bool(_gain_choices(s, seat))


@runner("objective", usable=_can_gain)
def _gain(s, seat, n, flags):
    tasks.push(s, ("gain-objective", seat))


def _gain_options(s, task):
    return _gain_choices(s, task[1]) or ["take nothing"]


def _gain_choices(s: DarwinState, seat: int) -> list[str]:
    return gain_choices(s, seat, (*s.display[0], *s.display[1]))


def gain_choices(s: DarwinState, seat: int, pool) -> list[str]:
    """Taking one objective of `pool` (the board's, or the discard's for the Pirates' P3):
    to the reserve, or once it is full to a free slot of its tier paid for (L793)."""
    objs = s.ctx.comp.objectives
    full = len(s.reserve[seat]) >= s.ctx.comp.board.reserve
    out = []
    for tier in (0, 1):
        for o in pool:
            if objs[o].tier != tier:
                continue
            if not full:
                out.append(f"take objective {objs[o].id}")
                continue
            for k in free_slots(s, seat, tier):  # L793
                if s.ctx.comp.board.slots[k].cost <= s.coins[seat]:
                    out.append(f"take objective {objs[o].id} to {slot_name(s, k)}")
    return out


def _gain_play(s, task, opt):
    tasks.pop(s)
    if opt == "take nothing":
        return
    obj = take(s, task[1], opt)
    tier = s.ctx.comp.objectives[obj].tier
    s.display = replaced(s.display, tier, tuple(o for o in s.display[tier] if o != obj))


def take(s: DarwinState, seat: int, opt: str) -> int:
    """Play a `gain_choices` option: the objective to the reserve or its slot; returns it
    (the caller takes it from where it was)."""
    words = opt.split(" to ")
    oid = words[0].split()[-1]
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.id == oid)
    if len(words) == 1:
        s.reserve[seat] = (*s.reserve[seat], obj)
        s.kept[seat] = None
    else:
        slot = next(k for k in range(SLOTS) if slot_name(s, k) == words[1])
        _put(s, seat, slot, obj)
    note(s, f"seat {seat + 1} takes objective {oid}")
    return obj


tasks.register("gain-objective", _gain_options, _gain_play, "Take a face-up objective.")


# ----- completing (L944-L956) ----------------------------------------------------------
def completable(s: DarwinState, seat: int) -> list[int]:
    """Objectives the seat holds, not completed, whose requirements it meets now and which
    have somewhere to go: its reserve's first (an objective there needs its tier's cheapest
    free slot paid for), then those waiting on its slots (`_plan`)."""
    coins = s.coins[seat]
    return [o for cost, reqs, _, o, _ in _plan(s, seat) if cost <= coins and _meets(s, seat, reqs)]


# Requirement codes of `_requirements`: what `meets` reads, by kind.
_SEALS, _RESEARCH, _STAMPS, _THEORY, _TENTS, _LENSES, _BEAGLE, _SCENARIO, _FIRELAND = range(9)


def _requirements(s: DarwinState) -> tuple:
    """Per objective, its requirements as (code, what, n): `meets`'s kinds as codes, with
    a research requirement's kind or colour as the bitmask of the specimens it counts
    (context memo)."""
    specimens = s.ctx.comp.geo.specimens

    def mask(test) -> int:
        return sum(1 << i for i, sp in enumerate(specimens) if test(sp))

    out = []
    for o in s.ctx.comp.objectives:
        reqs = []
        for kind, what, n in o.requires:
            if kind == "kind":
                reqs.append((_RESEARCH, mask(lambda sp, w=what: sp.kind == w), n))
            elif kind == "colour":
                reqs.append((_RESEARCH, mask(lambda sp, w=what: sp.colour == w), n))
            elif kind == "empty-stamps":
                reqs.append((_STAMPS, 0, n))
            elif kind == "theory":
                reqs.append((_THEORY, 0, n))
            elif kind == "tents":
                reqs.append((_TENTS, 0, n))
            elif kind == "lenses":
                reqs.append((_LENSES, 0, n))
            elif kind == "beagle":
                reqs.append((_BEAGLE, 0, n))
            elif kind in SCENARIO_REQUIREMENTS:  # the Scenarios module's (L2339-L2351)
                reqs.append((_SCENARIO, (kind, what), n))
            elif kind in FIRELAND_REQUIREMENTS:  # Fireland's (L1917-L1929)
                reqs.append((_FIRELAND, (kind, what), n))
            else:  # "seals" and standard seals alike: a colour's standard seals on the rows
                reqs.append((_SEALS, what, n))
        # Checked cheapest first (an objective fails on any one; the answer is the same).
        assert reqs, "an objective requires something (its answer reads the first)"
        out.append(tuple(sorted(reqs, key=lambda r: _COST[r[0]])))
    return remember(s.ctx, "requirements", tuple(out))


# The order `_meets` checks requirement codes in: reading an int before counting tuples.
_COST = {
    _THEORY: 0,
    _RESEARCH: 1,
    _BEAGLE: 2,
    _SEALS: 3,
    _STAMPS: 4,
    _LENSES: 5,
    _TENTS: 6,
    _SCENARIO: 7,
    _FIRELAND: 8,
}


# What each requirement code reads, as `state.READ_*` bits (a kept answer's `watch`).
_READS = {
    _SEALS: READ_ROWS,
    _RESEARCH: READ_RESEARCH,
    _STAMPS: READ_STAMPS,
    _THEORY: READ_THEORY,
    _TENTS: READ_TENTS,
    _LENSES: READ_LENSES,
    _BEAGLE: READ_BEAGLE,
    _SCENARIO: READ_ALL,
    _FIRELAND: READ_ALL,
}


def _marks(reqs: tuple) -> tuple[int, ...]:
    """What checking `reqs` reads when it stops at each one (`_unmet`'s answer i: the
    first i + 1 requirements, all of them when all are met), as READ_* bits."""
    out, acc = [], 0
    for code, _, _ in reqs:
        acc |= _READS[code]
        out.append(acc)
    return (*out, acc)


def _meets(s: DarwinState, seat: int, reqs: tuple) -> bool:
    """`meets` on compiled requirements (tests/games/darwins_journey/test_speed_options.py
    checks the two agree)."""
    return _unmet(s, seat, reqs) == len(reqs)


def _unmet(s: DarwinState, seat: int, reqs: tuple) -> int:
    """The index of the first requirement of `reqs` the seat does not meet, or len(reqs):
    checking stops there, so the answer reads nothing past it."""
    for i, (code, what, n) in enumerate(reqs):
        if code == _RESEARCH:
            have = (s.research[seat] & what).bit_count()
        elif code == _SEALS:
            a, b, c, d = s.rows[seat]
            have = a.count(what) + b.count(what) + c.count(what) + d.count(what)
        elif code == _THEORY:
            have = s.theory[seat]
        elif code == _STAMPS:
            have = s.stacks[seat].count(0)
        elif code == _TENTS:
            have = sum([c.count(seat) for c in s.camps])
        elif code == _LENSES:
            have = s.lens.count(seat)
        elif code == _BEAGLE:
            have = int(at_or_ahead_of_beagle(s, seat))
        elif code == _FIRELAND:
            have = fire_requirements.requirement(s, seat, *what)
        else:
            have = scenario_counts.requirement(s, seat, *what)
        if have < n:
            return i
    return len(reqs)


def _tiers(s: DarwinState) -> tuple[int, ...]:
    """Each objective's tier (context memo)."""
    got = s.ctx.memo.get("objective-tiers")
    if got is None:
        got = remember(s.ctx, "objective-tiers", tuple(o.tier for o in s.ctx.comp.objectives))
    return got


_NONE = 1 << 30  # the cost of a slot that does not exist: more than any coins


def _waiting(s: DarwinState, slots: tuple, done: int) -> tuple[int, ...]:
    """The objectives on slots, not completed, in slot order (context memo by the tuple
    of slots and the completed bitmask)."""
    key = ("waiting", slots, done)
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(
            s.ctx, key, tuple(o for k, o in enumerate(slots) if o >= 0 and not done >> k & 1)
        )
    return got


def _cheapest_free(s: DarwinState, slots: tuple) -> tuple[int, int]:
    """Per tier (silver, gold), the cost of its cheapest empty slot, or more than any
    coins when it has none (context memo by the tuple of slots)."""
    key = ("cheapest", slots)
    got = s.ctx.memo.get(key)
    if got is None:
        board = s.ctx.comp.board.slots
        got = tuple(
            min(
                (board[k].cost for k in range(SLOTS) if slots[k] < 0 and board[k].tier == t),
                default=_NONE,
            )
            for t in (0, 1)
        )
        remember(s.ctx, key, got)
    return got


def complete(s: DarwinState, seat: int, obj: int, slot: int | None) -> None:
    """Flip the tile (moving it from the reserve to `slot` first), then run the slot's
    action. `slot` is None for a tile already on a slot."""
    if slot is None:
        slot = s.slots[seat].index(obj)
    else:
        s.reserve[seat] = tuple(o for o in s.reserve[seat] if o != obj)
        s.kept[seat] = None
        _put(s, seat, slot, obj)
    s.done[seat] |= 1 << slot
    s.kept[seat] = None
    lost = fire_extra(s, seat, "objective", "vp")  # Fireland's T5 (L1793)
    if lost:
        economy.gain_vp(s, seat, -lost)
    note(s, f"seat {seat + 1} completes objective {s.ctx.comp.objectives[obj].id}")
    slot_action(s, seat, slot)


def slot_action(s: DarwinState, seat: int, slot: int) -> None:
    """The immediate slot actions (L1009-L1042); permanent and end-game ones are read
    where they apply (perks.has, scoring)."""
    action = s.ctx.comp.board.slots[slot].action
    if action == "worker-5":
        s.fifth = replaced(s.fifth, seat, True)
        s.free[seat] |= 1 << FIFTH  # usable at once, this round included (L1040)
    elif action == "special-seal" and s.specials > 0 and seals.open_rows(s, seat):
        tasks.push(s, ("special-seal", seat, 0))
    elif action in ("reactivate-tent", "island-research") and action in RUNNERS:
        RUNNERS[action](s, seat, 0, 0)  # registered by the campsite / movement modules


def _complete_slot_options(s, task):
    _, seat, obj = task
    tier = s.ctx.comp.objectives[obj].tier
    return [
        slot_name(s, k)
        for k in free_slots(s, seat, tier)
        if s.ctx.comp.board.slots[k].cost <= s.coins[seat]
    ]


def _complete_slot_play(s, task, opt):
    tasks.pop(s)
    _, seat, obj = task
    slot = next(k for k in range(SLOTS) if slot_name(s, k) == opt)
    complete(s, seat, obj, slot)


tasks.register(
    "objective-slot", _complete_slot_options, _complete_slot_play, "Choose the slot to fill."
)


def start_completion(s: DarwinState, seat: int, obj: int) -> None:
    if obj in s.slots[seat]:
        complete(s, seat, obj, None)
    else:
        tasks.push(s, ("objective-slot", seat, obj))


# ----- auto-complete (L827-L829) -------------------------------------------------------
@runner("auto-complete", usable=lambda s, seat, n: bool(_auto_choices(s, seat)))
def _auto(s, seat, n, flags):
    tasks.push(s, ("auto-complete", seat))


def _auto_options(s, task):
    return _auto_choices(s, task[1]) or ["complete nothing"]


def _auto_choices(s: DarwinState, seat: int) -> list[str]:
    objs = s.ctx.comp.objectives
    out = []
    for o in s.reserve[seat]:
        for k in free_slots(s, seat, None):  # any empty slot (L827, ruling R15)
            if s.ctx.comp.board.slots[k].cost <= s.coins[seat]:
                out.append(f"complete {objs[o].id} on {slot_name(s, k)}")
    for k, o in enumerate(s.slots[seat]):
        if o >= 0 and not s.done[seat] >> k & 1:
            out.append(f"complete {objs[o].id}")
    return out


def _auto_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    if opt == "complete nothing":
        return
    words = opt.split(" on ")
    oid = words[0].split()[1]
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.id == oid)
    if len(words) == 1:
        complete(s, seat, obj, None)
    else:
        complete(s, seat, obj, next(k for k in range(SLOTS) if slot_name(s, k) == words[1]))


tasks.register("auto-complete", _auto_options, _auto_play, "Complete an objective for free.")


def completion_options(s: DarwinState, seat: int) -> list[str]:
    return list(completion_texts(s, seat))


def completion_texts(s: DarwinState, seat: int) -> tuple[str, ...]:
    """The "complete objective ..." options of `completable`, as a tuple."""
    return _objective_texts(s, seat)[0]


def completions(s: DarwinState, seat: int) -> tuple[str, ...]:
    """The objectives then crew cards the seat may complete now, as options (flow.decide's
    hot path: asked at nearly every decision, so one call). Kept in the state (`kept`)
    until a rule writes something it read (`watch`: most answers read a few of the fields
    a write may change, and hold over a range of coins). test_speed_kept.py compares the
    kept answer with a fresh one after every move, and checks what `watch` leaves out."""
    if s.ctx.fireland:  # T5 reads the VP, which `kept` does not follow: never kept
        return _affordable(s, seat, fresh_completions(s, seat))
    got = s.kept[seat]
    if got is None:
        got, s.watch[seat] = fresh_kept(s, seat)
        s.kept[seat] = got
    return got


def _affordable(s: DarwinState, seat: int, got: tuple[str, ...]) -> tuple[str, ...]:
    """Fireland's T5: no objective completed with fewer VP than it takes (L1793)."""
    need = fire_extra(s, seat, "objective", "vp")
    if got and need and s.vp[seat] < need:
        return tuple(t for t in got if not t.startswith("complete objective"))
    return got


def fresh_completions(s: DarwinState, seat: int) -> tuple[str, ...]:
    """`completions` worked out."""
    return fresh_kept(s, seat)[0]


def fresh_kept(s: DarwinState, seat: int) -> tuple[tuple[str, ...], tuple[int, int, int]]:
    """`completions` worked out, with what it read (the state's `watch`: the coins it holds
    for, lo <= coins < hi, and READ_* bits). The crew cards' answer reads the seat's rows,
    cards and completed cards (a write of the last two always drops it), never its coins;
    their last answer for the seat is tested here by identity, as `crew.completion_texts`
    would first."""
    done, watch = _objective_texts(s, seat)
    cards, finished = s.crew[seat], s.crew_done[seat]
    if len(finished) == len(cards):
        return done, watch
    last = s.ctx.memo.get("crew-last")
    e = last[seat] if last is not None else None
    if e is not None and e[0] is cards and e[1] is finished and e[2] is s.rows[seat]:
        more = e[3]
    else:
        more = crew.completion_texts(s, seat)
    return (done + more if more else done), (watch[0], watch[1], watch[2] | READ_ROWS)


def _objective_texts(s: DarwinState, seat: int) -> tuple[tuple[str, ...], tuple[int, int, int]]:
    """`completion_texts` and what it read (`fresh_kept`), with `_plan`'s identity test
    made here (a call less). An objective's cost against the coins bounds the range of
    coins the answer holds for; its requirements are read up to the first one unmet."""
    slots, done, reserve = s.slots[seat], s.done[seat], s.reserve[seat]
    last = s.ctx.memo.get("objective-plans") or last_answers(s.ctx, "objective-plans")
    e = last[seat]
    if e is not None and e[0] is slots and e[1] == done and e[2] is reserve:
        plan = e[3]
    else:
        plan = _plan(s, seat)
    coins = s.coins[seat]
    out, lo, hi, reads = None, -_NONE, _NONE, 0
    for cost, reqs, text, _, marks in plan:
        if cost > coins:
            if cost < hi:
                hi = cost
            continue
        if cost > lo:
            lo = cost
        i = _unmet(s, seat, reqs)
        reads |= marks[i]
        if i == len(reqs):
            if out is None:
                out = [text]
            else:
                out.append(text)
    if reads == READ_ALL:  # a Scenarios or Fireland requirement read: any coins drop it
        lo, hi = coins, coins + 1
    return (tuple(out) if out else ()), (lo, hi, reads)


def _plan(s: DarwinState, seat: int) -> tuple:
    """Per objective the seat could complete, in `completable`'s order: the coins it needs
    (its tier's cheapest free slot from the reserve, none on a slot), its compiled
    requirements, its option text, its index and what checking them reads (`_marks`).
    Kept for the seat's last reserve, slots and completed bitmask (compared by identity:
    tuples are replaced on change)."""
    reserve = s.reserve[seat]
    slots = s.slots[seat]
    done = s.done[seat]
    last = s.ctx.memo.get("objective-plans") or last_answers(s.ctx, "objective-plans")
    e = last[seat]
    if e is not None and e[0] is slots and e[1] == done and e[2] is reserve:
        return e[3]
    plan = _completion_plan(s, reserve, slots, done)
    last[seat] = (slots, done, reserve, plan)
    return plan


def _completion_plan(s: DarwinState, reserve, slots, done) -> tuple:
    """`_plan`'s entries, worked out afresh."""
    memo = s.ctx.memo
    reqs = memo.get("requirements") or _requirements(s)
    marks = memo.get("requirement-marks")
    if marks is None:
        marks = remember(s.ctx, "requirement-marks", tuple(_marks(r) for r in reqs))
    texts = memo.get("complete-objective-texts")
    if texts is None:
        texts = remember(
            s.ctx,
            "complete-objective-texts",
            tuple(f"complete objective {o.id}" for o in s.ctx.comp.objectives),
        )
    plan = []
    if reserve:
        tiers = memo.get("objective-tiers") or _tiers(s)
        cheapest = _cheapest_free(s, slots)
        plan += [(cheapest[tiers[o]], reqs[o], texts[o], o, marks[o]) for o in reserve]
    plan += [(-_NONE, reqs[o], texts[o], o, marks[o]) for o in _waiting(s, slots, done)]
    return tuple(plan)


def play_completion(s: DarwinState, seat: int, opt: str) -> None:
    oid = opt.split()[-1]
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.id == oid)
    start_completion(s, seat, obj)


def perk_book(s: DarwinState, seat: int) -> int:
    """+1 book at the end (L1021)."""
    return int(perks.has(s, seat, "book"))
