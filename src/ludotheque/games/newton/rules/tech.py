"""TECHNOLOGY (L243-L257): move ONE Student forward along the tree.

Task ("tech", remaining, flags, moved, student, steps): `student` is the index in
`s.students` of the Student moving (-1 while one is to be chosen), `moved` a bitmask of
Students already moved by a split action (Halley), `steps` how far the current one went.
A Student chooses its branch at each fork, step by step; it takes every bonus token it
passes (L253); the space where it stops triggers (L253); it can enter an Objective space
only with its 4 Volumes (L255); one Student per colour on a final space (L257).
"""

from __future__ import annotations

from ludotheque.games.newton.components.names import TECH
from ludotheque.games.newton.components.tracks import S_OBJECTIVE
from ludotheque.games.newton.rules import rewards, tasks
from ludotheque.games.newton.rules.tasks import CARD, IGNORE_OBJ, SPLIT, X2
from ludotheque.games.newton.rules.values import objective_cost
from ludotheque.games.newton.state import BOOST_COST, NewtonState


def step_cost(s: NewtonState, seat: int, node: int, flags: int) -> int:
    """Potions to enter `node` (0 when free), or -1 when the Student cannot go there."""
    tracks = s.ctx.comp.tracks
    if not tracks.tech_next[node]:
        st = s.students
        for i in range(4 * seat, 4 * seat + 4):
            if st[i] == node:
                return -1  # L257
    if tracks.tech_kind[node] == S_OBJECTIVE and not flags & IGNORE_OBJ:
        cost = objective_cost(s, seat, tracks.tech_requirement[node])
        return cost if cost <= s.potions[seat] else -1
    return 0


def can_step(s: NewtonState, seat: int, node: int, flags: int) -> bool:
    for nxt in s.ctx.comp.tracks.tech_next[node]:
        if step_cost(s, seat, nxt, flags) >= 0:
            return True
    return False


def candidates(s: NewtonState, seat: int, flags: int, moved: int) -> list[int]:
    """Students that can take a step, one per node (Students on a node are alike)."""
    out, nodes = [], []
    st = s.students
    for i in range(4 * seat, 4 * seat + 4):
        node = st[i]
        if (
            node >= 0
            and not moved >> i & 1
            and node not in nodes
            and can_step(s, seat, node, flags)
        ):
            nodes.append(node)
            out.append(i)
    return out


def possible(s: NewtonState, seat: int) -> bool:
    """TECH needs a Student on the track that can move (L251)."""
    return bool(candidates(s, seat, 0, 0))


def start(s: NewtonState, value: int, flags: int) -> None:
    if candidates(s, s.active, flags, 0):
        tasks.push(s, ("tech", value, flags, 0, -1, 0))


def _chosen(s: NewtonState, t: tuple) -> int:
    """The Student moving: the one chosen, or the only one that can move (chosen at once,
    so no decision is spent on it). -1 while a choice is needed."""
    if t[4] >= 0:
        return t[4]
    cands = candidates(s, s.active, t[2], t[3])
    return cands[0] if len(cands) == 1 else -1


def options(s: NewtonState, t: tuple) -> list[str]:
    seat = s.active
    ids = s.ctx.comp.tracks.tech_ids
    cur = _chosen(s, t)
    if cur < 0:
        opts = [f"student {ids[s.students[i]]}" for i in candidates(s, seat, t[2], t[3])]
        opts.append("done")
        return opts
    opts = []
    if t[1] > 0:
        node = s.students[cur]
        for nxt in s.ctx.comp.tracks.tech_next[node]:
            cost = step_cost(s, seat, nxt, t[2])
            if cost == 0:
                opts.append(f"to {ids[nxt]}")
            elif cost > 0:
                opts.append(f"to {ids[nxt]}" + tasks.paying(cost))
    opts.append("done")
    return opts


def play(s: NewtonState, t: tuple, opt: str) -> None:
    s.tasks.pop()
    seat = s.active
    tracks = s.ctx.comp.tracks
    kind, remaining, flags, moved, cur, steps = t
    if cur < 0:
        if opt == "done":
            return
        if opt.startswith("student "):
            node = tracks.tech(opt[8:])
            for i in candidates(s, seat, flags, moved):
                if s.students[i] == node:
                    tasks.push(s, (kind, remaining, flags, moved, i, 0))
                    return
            raise AssertionError(opt)
        cur = _chosen(s, t)
    if opt == "done":
        _end_move(s, (kind, remaining, flags, moved, cur, steps))
        return
    words = opt.split()
    nxt = tracks.tech(words[1])
    if len(words) > 2:
        s.potions[seat] -= int(words[3])
    s.students[cur] = nxt
    remaining -= 1
    steps += 1
    if flags & CARD:
        s.done_value += 1
    t = (kind, remaining, flags, moved, cur, steps)
    space = s.ctx.tech_bonus[nxt]
    if space >= 0:
        rewards.take_token(s, seat, space, 2 if flags & X2 else 1)
    if not tracks.tech_next[nxt] or (remaining == 0 and not _can_boost(s, seat, flags)):
        _end_move(s, t)
    else:
        tasks.push(s, t)


def _can_boost(s: NewtonState, seat: int, flags: int) -> bool:
    return bool(flags & CARD) and not s.boosted and s.coins[seat] >= BOOST_COST


def _end_move(s: NewtonState, t: tuple) -> None:
    """The Student stops: its space triggers if it moved (ruling A36); a split action
    goes on with another Student (ruling A35)."""
    kind, remaining, flags, moved, cur, steps = t
    seat = s.active
    if not steps:
        return
    if flags & SPLIT and remaining > 0:
        tasks.push(s, (kind, remaining, flags, moved | 1 << cur, -1, 0))
    node = s.students[cur]
    tracks = s.ctx.comp.tracks
    k = tracks.tech_kind[node]
    if k != S_OBJECTIVE:
        rewards.end_on_space(s, seat, k, s.tech_tile[node])


tasks.STARTERS[TECH] = start
tasks.register("tech", options, play, "TECHNOLOGY: choose a Student, then its path step by step.")
