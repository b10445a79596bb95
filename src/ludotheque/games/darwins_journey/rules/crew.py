"""Crew cards (L1052-L1073): completed with one worker whose row holds the card's seals
(Special seals wild, never Temporary Knowledge: L1065), one card per worker for the whole
game (L1063, L1071); and Copy a Crew card (L885)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import seals, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.state import (
    FIFTH,
    DarwinState,
    last_answers,
    note,
    remember,
    replaced,
)


def used_workers(s: DarwinState, seat: int) -> set[int]:
    return {w for _, w in s.crew_done[seat]}


def workers_for(s: DarwinState, seat: int, card: int) -> list[int]:
    need = s.ctx.comp.crew[card].requirement
    used = used_workers(s, seat)
    return [
        w
        for w in range(FIFTH)  # the 5th worker never holds seals (L498)
        if w not in used and seals.shortfall(s.rows[seat][w], need) == 0
    ]


def completable(s: DarwinState, seat: int) -> list[int]:
    """The seat's cards not completed that some unused worker's row meets (`workers_for`
    not empty), stopping at the first such worker (asked by each fresh completions)."""
    finished = s.crew_done[seat]
    done = {c for c, _ in finished}
    used = {w for _, w in finished}
    rows, cards, short = s.rows[seat], s.ctx.comp.crew, seals.shortfall
    out = []
    for c in s.crew[seat]:
        if c in done:
            continue
        need = cards[c].requirement
        for w in range(FIFTH):  # the 5th worker never holds seals (L498)
            if w not in used and not short(rows[w], need):
                out.append(c)
                break
    return out


def completion_options(s: DarwinState, seat: int) -> list[str]:
    return list(completion_texts(s, seat))


def completion_texts(s: DarwinState, seat: int) -> tuple[str, ...]:
    """Offered at nearly every decision, and a function of three tuples of the seat only
    (its cards, those completed, its seal rows): kept in the context's memo, and for the
    seat's last three tuples compared by identity (tuples are replaced on change, so the
    same objects hold the same values) before any of them is hashed."""
    cards, done = s.crew[seat], s.crew_done[seat]
    if len(done) == len(cards):  # every card completed (or none dealt): nothing to offer
        return ()
    rows = s.rows[seat]
    memo = s.ctx.memo
    last = memo.get("crew-last") or last_answers(s.ctx, "crew-last")
    e = last[seat]
    if e is not None and e[0] is cards and e[1] is done and e[2] is rows:
        return e[3]
    key = ("crew", cards, done, rows)
    opts = memo.get(key)
    if opts is None:
        ids = s.ctx.comp.crew
        opts = remember(
            s.ctx, key, tuple(f"complete crew {ids[c].id}" for c in completable(s, seat))
        )
    last[seat] = (cards, done, rows, opts)
    return opts


def play_completion(s: DarwinState, seat: int, opt: str) -> None:
    number = opt.split()[-1]  # a crew card's id: 1-16, or P1-P4 with Pirates
    card = next(c for c in s.crew[seat] if str(s.ctx.comp.crew[c].id) == number)
    ws = workers_for(s, seat, card)
    if len(ws) == 1:
        complete(s, seat, card, ws[0])
    else:
        tasks.push(s, ("crew-worker", seat, card))


def complete(s: DarwinState, seat: int, card: int, worker: int) -> None:
    """Flip the card towards the worker, then run its action (L1069)."""
    s.crew_done = replaced(s.crew_done, seat, (*s.crew_done[seat], (card, worker)))
    s.kept[seat] = None
    note(s, f"seat {seat + 1} completes crew {s.ctx.comp.crew[card].id} with worker {worker + 1}")
    acts = s.ctx.comp.crew[card].actions
    if s.ships[seat] >= 0:
        acts = ship.crew_actions(s, seat, acts)  # GS2 (L2108)
    push_bundle(s, seat, acts)


def _worker_options(s, task):
    _, seat, card = task
    return [f"worker {w + 1}" for w in workers_for(s, seat, card)]


def _worker_play(s, task, opt):
    tasks.pop(s)
    _, seat, card = task
    complete(s, seat, card, int(opt.split()[1]) - 1)


tasks.register("crew-worker", _worker_options, _worker_play, "Which worker completes the card?")


# ----- Copy a Crew card (L885) ---------------------------------------------------------
def uncompleted(s: DarwinState) -> list[int]:
    """Cards a Copy may execute: any seat's uncompleted cards, save those whose own action
    is a Copy (ruling R14: a copy of a copy would loop)."""
    done = {c for seat in range(s.ctx.players) for c, _ in s.crew_done[seat]}
    held = {c for seat in range(s.ctx.players) for c in s.crew[seat]}
    crew = s.ctx.comp.crew
    return sorted(c for c in held - done if all(a[0] != "copy-crew" for a in crew[c].actions))


@runner("copy-crew", usable=lambda s, seat, n: bool(uncompleted(s)))
def _copy(s, seat, n, flags):
    tasks.push(s, ("copy-crew", seat))


def _copy_options(s, task):
    ids = s.ctx.comp.crew
    return [f"copy crew {ids[c].id}" for c in uncompleted(s)]


def _copy_play(s, task, opt):
    tasks.pop(s)
    number = opt.split()[-1]  # a crew card's id: 1-16, or P1-P4 with Pirates
    card = next(c for c in uncompleted(s) if str(s.ctx.comp.crew[c].id) == number)
    push_bundle(s, task[1], s.ctx.comp.crew[card].actions)


tasks.register("copy-crew", _copy_options, _copy_play, "Copy an uncompleted crew card.")
