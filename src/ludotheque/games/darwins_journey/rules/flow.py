"""The game as a sequence of small decisions, and the rounds around them.

Action phase (L534-L538): in Turn Order each seat places one worker (choose a space, then
the worker if several fit), then resolves the space's actions in the order it likes, and
ends its turn. Objectives and crew cards may be completed at any of its decisions (L944,
L1069). Seats with no worker left pass (L534). Then Turn Order (L1075), Reward (L1081:
envelopes, a completion window for each seat, the Beagle goal) and Cleanup (L1145),
which round 5 skips for the final scoring (L1149).

Decisions with a single option resolve by themselves (`settle`), and so do Alfred's
turns in solo: the game plays his seat (rules/alfred/), which never decides anything.
"""

from __future__ import annotations

from functools import partial

from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.core.game import Game
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import (  # noqa: F401  (modules register runners)
    academy,
    camp,
    cleanup,
    correspondence,
    crew,
    draft,
    effects,
    movement,
    museum,
    objectives,
    placement,
    rewards,
    seals,
    tasks,
    turn_order,
    unlock,
)
from ludotheque.games.darwins_journey.rules.alfred import turn as alfred
from ludotheque.games.darwins_journey.rules.animals import setup as animal_setup
from ludotheque.games.darwins_journey.rules.animals import use as pet
from ludotheque.games.darwins_journey.rules.fireland import special_moves, specials  # noqa: F401
from ludotheque.games.darwins_journey.rules.great_ship import draft as ship_draft
from ludotheque.games.darwins_journey.rules.great_ship import locked as ship_locked
from ludotheque.games.darwins_journey.rules.pirates import crew as pirate_crew  # noqa: F401
from ludotheque.games.darwins_journey.rules.pirates import raid as pirate_raid
from ludotheque.games.darwins_journey.rules.scenarios import effects as scenario_effects  # noqa: F401
from ludotheque.games.darwins_journey.state import (
    ENVELOPES,
    FIFTH,
    WORKERS,
    DarwinState,
    last_answers,
    note,
    remember,
)

PLACE_PROMPT = "Place a worker (or complete an objective or crew card first)."
HUB_PROMPT = "Resolve the space's actions in any order, complete cards, or end your turn."
WINDOW_PROMPT = "Complete objectives or crew cards before the Beagle goal, or go on."


# Decisions inside which no completion is offered: choosing the worker of a placement or a
# crew card, and the slot of a completion (another completion could take it).
NO_INTERRUPT = frozenset(("worker", "crew-worker", "objective-slot", "ship-worker"))


# ----- decisions -----------------------------------------------------------------------
def decide(s: DarwinState) -> Decision:
    """The pending decision, built and nothing played (`apply`'s settling with `pure`: one
    body for both, so that settling asks no second function per decision)."""
    return apply(None, s, None, True)


def _other_phase(s: DarwinState, phase: str) -> Decision:
    """The decisions outside the Action phase's turns: setup's drafts, or the game over."""
    if phase == "draft":
        return draft.decide_draft(s)
    if phase == "pairs":
        return draft.decide_pairs(s)
    if phase == ship_draft.PHASE:
        return ship_draft.decide(s)
    if phase == animal_setup.PHASE:
        return animal_setup.decide(s)
    return GAME_OVER


# A Decision built as the tuple it is (its named-tuple constructor is a Python function).
_new = tuple.__new__
_COMPLETING = ("action", "reward")
_COMPLETE = ("complete objective ", "complete crew ")  # the completion options' prefixes
_ASIDE = (*_COMPLETE, pet.PREFIX)  # options played beside the task on top
_HANDLERS = tasks.HANDLERS  # the registry itself (modules add to it as they load)
# The tasks `settle` may take off or play before offering them: a "recheck" marker, the
# hub with every action taken and a Reward window.
_SETTLES = frozenset(("recheck", "space", "window"))
# The objectives then crew cards the seat may complete now, as options (one call).
completions = objectives.completions


def _place_texts(ctx) -> tuple[str, ...]:
    """Each space's "place on ..." option, written once per context (hot path: every
    placement decision wrote them anew)."""
    got = ctx.memo.get("place-texts")
    if got is None:
        got = remember(
            ctx, "place-texts", tuple(f"place on {sp.id}" for sp in ctx.comp.diaries.spaces)
        )
    return got


# ----- playing -------------------------------------------------------------------------
def apply(game, s: DarwinState, opt=None, pure: bool = False) -> Decision:
    """`DarwinGame.apply`: play an option, its index in the pending decision's options
    (anything else goes through `Game.apply`'s checks and errors, which then play it
    here); with `game` None, `play`: the option's text, as `Game._play` is given it; with
    `opt` None too, `settle` (and `decide`, `pure`) alone. Then move the game on while
    nobody has a choice, cache the next real decision and return it.

    One function for all of these, so that an index is played and the game settled with
    no second frame (hot path: every decision). The checkpoint moves on whenever another
    seat is to decide, so no seat can take back a decision once another has seen its
    outcome. With `pure`, only the pending decision is built and returned: nothing
    advanced, popped or played."""
    if game is not None:
        if opt.__class__ is not int or opt < 0:
            return _checked_apply(game, s, opt)
        try:
            opt = s.decision[2][opt]
        except (IndexError, TypeError):  # past the last option, or no decision built yet:
            return _checked_apply(game, s, opt)  # Game.apply builds it, says what is allowed
        s.decision = None
    stack = s.tasks  # the same list for the state's life (copies slice their own)
    if opt is None:  # `settle` or `decide`: nothing played, the checkpoint left as it is
        mover = None
    elif stack:  # `_play_one`'s commonest paths inline (a call less per decision)
        t = stack[-1]
        mover = t[1]
        if opt.startswith(_ASIDE):
            _play_one(s, opt)
        else:
            _HANDLERS[t[0]][1](s, t, opt)
    else:
        mover = s.active
        if s.phase == "action" and not opt.startswith(_ASIDE):
            _place(s, opt)
        else:
            _play_one(s, opt)
    while True:
        phase = s.phase
        if phase == "reward" and not pure:
            advance(s)
            phase = s.phase
        if stack:
            top = stack[-1]
            kind = top[0]
            if kind in _SETTLES and not pure:  # one test for the other kinds
                if kind == "recheck":
                    stack.pop()
                    lapse(s)
                    continue
                if kind == "window" or not top[2]:
                    # The hub with every action taken, or a Reward window: one option ("end
                    # turn", "go on") unless the seat may complete something. Played here
                    # as `_play_one` would, without it (one for every four decisions).
                    done = s.kept[top[1]]
                    if done is None:
                        done = completions(s, top[1])
                    if not done and not (kind == "space" and s.ctx.animals and s.pets[top[1]] >= 0):
                        stack.pop()
                        if kind == "space":
                            end_turn(s)
                        continue
            seat = top[1]
            opts_fn, play_fn, prompt = _HANDLERS[kind]
            opts = tuple(opts_fn(s, top))
            if kind not in NO_INTERRUPT and seat != s.ctx.alfred and phase in _COMPLETING:
                done = s.kept[seat]  # completions' kept answer, read here (a call less)
                if done is None:
                    done = completions(s, seat)  # after any atomic effect (L944, ruling R35)
                if done:
                    opts = done + opts
                if s.ctx.animals and phase == "action":  # a Pet, in its owner's turn (L2074)
                    opts = pet.options(s, seat) + opts
            if len(opts) == 1 and not pure:  # a single option plays itself
                if opts[0].startswith(_ASIDE):
                    _play_one(s, opts[0])
                else:  # `_play_one`'s path for it, inline: the handler of the task on top
                    play_fn(s, top, opts[0])
                continue
            d = _new(Decision, (seat, kind, opts, prompt, False))
        elif phase == "action":
            seat = s.active
            if seat == s.ctx.alfred and not pure:
                alfred.play_turn(s)  # he goes first each round (L1295) and plays himself
                end_turn(s)
                continue
            names = s.ctx.memo.get("place-texts") or _place_texts(s.ctx)
            opts = tuple(placement.legal_spaces(s, seat, names))
            if s.ships[seat] >= 0:  # GS4: a locked Lens space (L2116)
                opts += ship_locked.options(s, seat, names)
            done = s.kept[seat]
            if done is None:
                done = completions(s, seat)
            if s.ctx.animals:  # a Pet, in its owner's turn (L2074)
                done = pet.options(s, seat) + done
            if done:
                opts = done + opts
            if len(opts) == 1 and not pure:
                _play_one(s, opts[0])
                continue
            d = _new(Decision, (seat, "place", opts, PLACE_PROMPT, False))
        else:
            d = _other_phase(s, phase)
            # A Decision's seat and options read by index (no attribute look-up).
            if d[0] is not None and len(d[2]) == 1 and not pure:
                _play_one(s, d[2][0])
                continue
        if pure:
            return d
        s.decision = d
        if d[0] != mover and mover is not None:  # the checkpoint (not when only settling)
            s.cp += 1
        return d


def settle(s: DarwinState) -> Decision:
    """Move the game on while nobody has a choice, then cache the next real decision and
    return it (`apply` with nothing to play)."""
    return apply(None, s)


# `Game._play`: an option's text played (a C partial: no frame of its own).
play = partial(apply, None)
_checked_apply = Game.apply


def lapse(s: DarwinState) -> None:
    """Drop the actions in progress that have nothing left to offer: only a completion made
    inside one (ruling R35) can leave it so, e.g. by paying the coins a seal needed. Checked
    when a "recheck" marker, put under what a completion pushed, comes back on top. It
    stops at an older marker (a completion made inside what an earlier one pushed):
    `settle` takes that one off next and looks again."""
    while (
        s.tasks
        and s.tasks[-1][0] != "recheck"
        and not tasks.HANDLERS[s.tasks[-1][0]][0](s, s.tasks[-1])
    ):
        t = s.tasks.pop()
        note(s, f"seat {t[1] + 1}: nothing left to do in this {t[0]} action")


def _play_one(s: DarwinState, opt: str) -> None:
    stack = s.tasks
    if opt.startswith(_ASIDE):  # a completion or a Pet: played beside the task on top
        seat = stack[-1][1] if stack else s.active
        if stack:  # what it pays may leave the action under it nothing: look again after
            stack.append(("recheck", seat))
        if opt.startswith("complete objective "):
            objectives.play_completion(s, seat, opt)
        elif opt.startswith("complete crew "):
            crew.play_completion(s, seat, opt)
        else:  # a Pet used (L2074): its actions on top
            pet.play(s, seat)
    elif stack:
        t = stack[-1]
        _HANDLERS[t[0]][1](s, t, opt)
    elif s.phase == "action":
        _place(s, opt)
    elif s.phase == "draft":
        draft.play_draft(s, opt)
    elif s.phase == "pairs":
        draft.play_pairs(s, opt)
    elif s.phase == ship_draft.PHASE:
        ship_draft.play(s, opt)
    elif s.phase == animal_setup.PHASE:
        animal_setup.play(s, opt)


def distinct_workers(s: DarwinState, seat: int, space: int) -> list[int]:
    """The workers that may go to `space`, one per kind: two workers with the same seals
    (in any order) and the same crew-card status play alike, so only the first is offered.

    Past the space's own tests (open, the penalty payable) a function of the seat's rows,
    free workers, TK and completed crew cards and of the requirement: kept in the context's
    memo by those (asked twice per placement, and by every search that weighs one), and
    the seat's last answer by identity of those tuples first (no hash of its rows)."""
    if not placement.is_open(s, space) or placement.penalty(s, seat, space) > s.coins[seat]:
        return []
    return list(_fitting_workers(s, seat, space))


def _fitting_workers(s: DarwinState, seat: int, space: int) -> tuple[int, ...]:
    """`distinct_workers` past the space's own tests, which a placement option has passed
    already (`placement.legal_spaces` makes the same ones). The seat's last rows, TK,
    completed crew cards and tiles (compared by identity) keep the workers' fits as one
    int, each space's fitting workers side by side (`_by_space`: the same test as
    `placement.worker_fits`, a worker's row against the space's requirement with the
    seat's TK), and the first worker of each kind in every set of workers (`_firsts`):
    an answer is then a shift, two masks and a look-up, whatever the free workers."""
    last = s.ctx.memo.get("distinct-last") or last_answers(s.ctx, "distinct-last")
    e = last[seat]
    if (
        e is None
        or e[0] is not s.rows[seat]
        or e[1] != s.tk[seat]
        or e[2] is not s.crew_done[seat]
        or e[3] is not s.tile
    ):  # the state read where it is compared: no locals to store on the common path
        rows, fits = s.rows[seat], _by_space(placement.worker_fits(s, seat))
        e = (rows, s.tk[seat], s.crew_done[seat], s.tile, fits, _firsts(_kinds(s, seat, rows)))
        last[seat] = e
    return e[5][s.free[seat] & (e[4] >> space * WORKERS) & _EVERY]  # kept: never written


_EVERY = (1 << WORKERS) - 1  # every worker, as a set
_SPREAD: dict[int, int] = {}  # a mask of spaces -> its bits WORKERS apart (`_by_space`)
_FIRSTS: dict[tuple, tuple] = {}  # workers' kinds -> the first of each kind per set


def _by_space(masks: tuple[int, ...]) -> int:
    """Per worker the spaces it fits (bitmasks), as one int holding for each space the
    set of workers fitting it: bits space * WORKERS to space * WORKERS + WORKERS - 1."""
    out = 0
    for w, mask in enumerate(masks):
        spread = _SPREAD.get(mask)
        if spread is None:
            if len(_SPREAD) > 4096:
                _SPREAD.clear()
            spread = _SPREAD[mask] = sum(
                1 << i * WORKERS for i in range(mask.bit_length()) if mask >> i & 1
            )
        out |= spread << w
    return out


def _firsts(kinds: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per set of workers (a bitmask), its first worker of each kind in order: two of a
    kind play alike (`distinct_workers`). Kept by the kinds (a few patterns in all)."""
    got = _FIRSTS.get(kinds)
    if got is None:
        out = []
        for workers in range(1 << WORKERS):
            firsts, seen = [], 0
            for w in range(WORKERS):
                if workers >> w & 1 and not seen >> kinds[w] & 1:
                    seen |= 1 << kinds[w]
                    firsts.append(w)
            out.append(tuple(firsts))
        got = _FIRSTS[kinds] = tuple(out)
    return got


def _kinds(s: DarwinState, seat: int, rows: tuple) -> tuple[int, ...]:
    """Per worker, a number for how it plays: two workers with the same seals (in any
    order) and the same crew-card status play alike (`distinct_workers`). Kept in the
    context's memo by the rows and completed crew cards (a search comes back to a seat's
    few rows from many positions)."""
    key = ("worker-kinds", rows, s.crew_done[seat])
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(s.ctx, key, _new_kinds(s, seat, rows))
    return got


def _new_kinds(s: DarwinState, seat: int, rows: tuple) -> tuple[int, ...]:
    used = crew.used_workers(s, seat)
    ids: dict = {}
    return tuple(
        ids.setdefault(
            (tuple(sorted(() if w == FIFTH else rows[w])), w in used, w == FIFTH), len(ids)
        )
        for w in range(WORKERS)
    )


def _place(s: DarwinState, opt: str) -> None:
    seat = s.active
    spaces = s.ctx.memo.get("place-spaces")
    if spaces is None:
        spaces = {}
        for i, text in enumerate(_place_texts(s.ctx)):
            spaces.setdefault(text, i)  # the first space of an id, as diaries.index
        remember(s.ctx, "place-spaces", spaces)
    space = spaces[opt]
    if s.lens[space] == _LOCKED:  # only GS4 offers a locked space (L2116)
        ws = ship_locked.workers(s, seat, space)
        ship_locked.pay(s, seat, space)
        if len(ws) == 1:
            put(s, seat, ws[0], space)
        else:
            s.tasks.append(("ship-worker", seat, space))
        return
    ws = _fitting_workers(s, seat, space)  # the option is legal: the space is open to it
    if len(ws) == 1:  # `put`, inline (a call less per placement)
        acts, flags = placement.place(s, seat, ws[0], space)
        s.placed = True
        s.tasks.append(("space", seat, acts, flags))
    else:
        task = ("worker", seat, space)
        _PUSHED[0] = (task, ws)  # its options, asked next (`_worker_options`)
        s.tasks.append(task)


# The last "worker" task `_place` pushed, and its distinct workers: the same objects for as
# long as the task is on top of any copy's stack, since nothing can change the seat's rows,
# TK, completed crew cards or free workers before one of them is chosen (NO_INTERRUPT).
_PUSHED: list = [(None, ())]


def put(s: DarwinState, seat: int, worker: int, space: int) -> None:
    acts, flags = placement.place(s, seat, worker, space)
    s.placed = True
    s.tasks.append(("space", seat, acts, flags))


# ----- the hub of a placed worker ------------------------------------------------------
WORKER_TEXTS = tuple(f"worker {w + 1}" for w in range(WORKERS))
_WORKER_OF = {text: w for w, text in enumerate(WORKER_TEXTS)}
_WORKER_TEXT = WORKER_TEXTS.__getitem__
_LOCKED = placement.LOCKED


def _worker_options(s, task):
    """`distinct_workers` past the space's own tests: the placement that pushed this task
    made them, and nothing can change in between (no completion interrupts the choice of
    a worker: NO_INTERRUPT); the answer it found is kept beside the task (`_PUSHED`),
    found by the task's identity."""
    got = _PUSHED[0]
    ws = got[1] if got[0] is task else _fitting_workers(s, task[1], task[2])
    return tuple(map(_WORKER_TEXT, ws))  # no frame: `map`


def _worker_play(s, task, opt):
    stack = s.tasks
    stack.pop()
    _, seat, space = task
    acts, flags = placement.place(s, seat, _WORKER_OF[opt], space)  # `put`, inline
    s.placed = True
    stack.append(("space", seat, acts, flags))


_END_ONLY = ("end turn",)


def _space_options(s, task):
    if not task[2]:  # every action taken: the hub's commonest last step
        return _END_ONLY
    opts = effects.bundle_options(s, task[1], task[2])
    opts.append("end turn")
    return opts


def _space_play(s, task, opt):
    s.tasks.pop()
    _, seat, acts, flags = task
    if opt == "end turn":
        end_turn(s)
        return
    chosen, rest = effects.take_from_bundle(s, seat, acts, opt)
    s.tasks.append(("space", seat, rest, flags))
    effects.run_all(s, seat, chosen, flags)


tasks.register("worker", _worker_options, _worker_play, "Which worker goes there?")


def _ship_worker_options(s, task):
    """GS4's workers for a locked space, its TK already paid (so none spent twice)."""
    _, seat, space = task
    return [WORKER_TEXTS[w] for w in ship_locked.fitting(s, seat, space, s.tk[seat])]


tasks.register("ship-worker", _ship_worker_options, _worker_play, "Which worker goes there?")
tasks.register("space", _space_options, _space_play, HUB_PROMPT)


# ----- turns and phases ----------------------------------------------------------------
def end_turn(s: DarwinState) -> None:
    s.placed = False
    order = s.order
    try:
        after = _AFTER[order]
    except (KeyError, TypeError):  # an order not seen yet, or a list (tests set them)
        after = _after(order)
    free = s.free
    for seat in after[s.active]:
        if free[seat]:
            s.active = seat
            s.cp += 1
            return
    # Nobody has a worker left: Turn Order, then the Reward phase.
    turn_order.reorder(s)
    s.phase = "reward"
    s.step = 0
    s.cp += 1


_AFTER: dict[tuple, tuple] = {}  # a turn order -> per seat, the seats after it (`_after`)


def _after(order) -> tuple[tuple[int, ...], ...]:
    """Per seat, the seats after it in `order`, round to itself last: where `end_turn`
    looks for the next seat with a worker left (kept by the order: 24 at most)."""
    n = len(order)
    out = [()] * n
    for i, seat in enumerate(order):
        out[seat] = tuple(order[(i + k) % n] for k in range(1, n + 1))
    got = tuple(out)
    if order.__class__ is tuple:
        _AFTER[order] = got
    return got


def _window_options(s, task):
    return ["go on"]


def _window_play(s, task, opt):
    tasks.pop(s)


tasks.register("window", _window_options, _window_play, WINDOW_PROMPT)

# Reward steps: envelopes 0..2, one completion window per seat, the Beagle, Cleanup.
WINDOWS = ENVELOPES


def advance(s: DarwinState) -> None:
    """Run the Reward phase's automatic steps while no decision is pending."""
    while s.phase == "reward" and not s.tasks:
        step = s.step
        s.step += 1
        if step < ENVELOPES:
            rewards.envelope(s, step)
        elif step == ENVELOPES:
            for seat in reversed(s.order):  # in turn order (ruling R23)
                if seat != s.ctx.alfred:  # Alfred has no objectives nor crew cards
                    tasks.push(s, ("window", seat))
        elif step == ENVELOPES + 1:
            rewards.beagle_goal(s)
            if s.ctx.pirates:  # after every Reward phase (L2214)
                pirate_raid.raid(s)
            end_round(s)


def end_round(s: DarwinState) -> None:
    if s.round >= s.ctx.comp.tracks.rounds:
        s.phase = "over"
        s.final = scoring.breakdown(s)
        return
    cleanup.cleanup(s)
    s.round += 1
    s.phase = "action"
    s.active = s.order[0]
    s.placed = False
    s.cp += 1
