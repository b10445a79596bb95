"""Correspondence (L716-L736) and Distribute Correspondence (L879): stamps from the
board's stacks onto one Envelope, or several with the gold distinction (L936).

The icon's number is an upper bound: at least 1 stamp, at most N (ruling R11). The player
takes each stamp from the stack they like; a stack left empty runs its printed action once
the stamps are down (L726). Stamps come from the used-stamp cup only when the board holds
fewer than the stamps still to place (L734).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.effects import SPLIT, push_bundle, runner
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra as fire_extra
from ludotheque.games.darwins_journey.state import (
    ENVELOPES,
    READ_STAMPS,
    DarwinState,
    note,
    replaced,
)


def on_board(s: DarwinState, seat: int) -> int:
    return sum(s.stacks[seat])


def _usable(s, seat, n):
    return on_board(s, seat) + s.cup[seat] > 0


@runner("stamps", usable=_usable)
def _stamps(s, seat, n, flags):
    n -= fire_extra(s, seat, "correspondence", "stamps")  # Fireland's T6
    if n <= 0:
        return
    # (kind, seat, stamps left, envelope or -1, placed, split, emptied stacks)
    tasks.push(s, ("stamps", seat, n, -1, 0, bool(flags & SPLIT), ()))


@runner("distribute", usable=_usable)
def _distribute(s, seat, n, flags):
    tasks.push(s, ("stamps", seat, n, -1, 0, True, ()))  # any envelopes (L879)


def _options(s, task):
    _, seat, left, env, placed, split, _emptied = task
    envs = range(ENVELOPES) if split or env < 0 else (env,)
    sources = [f"stack {k + 1}" for k, c in enumerate(s.stacks[seat]) if c > 0]
    if s.cup[seat] > 0 and on_board(s, seat) < left:
        sources.append("the cup")
    opts = [f"{src} to envelope {e + 1}" for e in envs for src in sources]
    if placed:
        opts.append("stop")
    return opts


def put_stamp(s: DarwinState, seat: int, opt: str, emptied: tuple) -> tuple[int, tuple]:
    """One stamp by its option ("stack 2 to envelope 1", "the cup to envelope 3"): taken
    from there and put on that envelope. Returns the envelope and the stacks emptied so far
    (each runs its action once the stamps are down, L726)."""
    src, dest = opt.split(" to envelope ")
    e = int(dest) - 1
    if src == "the cup":
        s.cup = replaced(s.cup, seat, s.cup[seat] - 1)
    else:
        k = int(src.split()[1]) - 1
        stacks = list(s.stacks[seat])
        stacks[k] -= 1
        s.stacks[seat] = tuple(stacks)
        if s.watch[seat][2] & READ_STAMPS:
            s.kept[seat] = None
        if stacks[k] == 0:
            emptied = (*emptied, k)
    s.stamps_on[e * s.ctx.players + seat] += 1
    return e, emptied


def _play(s, task, opt):
    tasks.pop(s)
    _, seat, left, env, placed, split, emptied = task
    if opt != "stop":
        e, emptied = put_stamp(s, seat, opt, emptied)
        left -= 1
        placed += 1
        env = e
        if left > 0 and _options(s, (None, seat, left, env, placed, split, emptied)) != ["stop"]:
            tasks.push(s, ("stamps", seat, left, env, placed, split, emptied))
            return
    note(s, f"seat {seat + 1} places {placed} stamp(s)")
    for k in reversed(emptied):  # each stack triggers once: it is never refilled
        push_bundle(s, seat, s.ctx.comp.board.stacks[k][1])


tasks.register("stamps", _options, _play, "Place a stamp (from which stack, on which envelope).")
