"""What some options of a settling step are worth, without building their children
(`Game.known_values`, for the settling step of search agents: agents/greedy.py).

A search's settling step copies, plays and evaluates every option of the seat's decision
and keeps the best. Where an option's child stops at an open decision having changed
only what is named below, its value is the evaluation of this state with that change,
worked out on the state itself (the seat's Player swapped for a changed copy and put
back; among players only that seat's projection is worked out again,
`evaluation.projections(s, only=seat)`, the best rival read from the state's own):

- the secondary action's crate options (a third of the children at 2 players, 40% at
  4): "row R: K ranch effects" spends K-1 crates of the row (one more of another row
  with the Glowstone Mine) and pushes the row's ranch step, a real choice when the row
  has two usable effects (`ranch._ranch_options`: the row's usable cells, none chosen
  yet). One evaluation per total of crates spent: the evaluation reads crates only as
  the seat's total (`counts.crates`: the Chief Steward's scoring, a goal card). The
  favours change too much (cubes, leader, resources, follow-up steps);
- a mixed gain with more to gain: one resource more, and the same gain pushed again;
- taking a ranch tile: the offer changes, which the evaluation does not read, and the
  tile's placement (nine cells) follows: the state's own evaluation.

tests/games/perseverance_ep3/test_speed_known_values.py checks every value against the
child's evaluation, and the settling step against building every child.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.evaluation import projections
from ludotheque.games.perseverance_ep3.outlook import same_for_officers
from ludotheque.games.perseverance_ep3.rules.secondary import usable_rows
from ludotheque.games.perseverance_ep3.rules.units import RES
from ludotheque.games.perseverance_ep3.state import PState

GLOWSTONE = "(Glowstone Mine)"


def known_values(s: PState, seat: int, evaluate) -> list[float | None] | None:
    """Per option of the pending decision, `evaluate(child, seat)` where it is known
    without the child (the secondary action's crate options whose ranch step is surely
    open, a resource of a mixed gain with more to come, a ranch tile taken), else None;
    None for every other decision. `evaluate`: the game's own (`Game.evaluate`), asked
    on this state (in solo with the seat's crates or resources changed)."""
    d = s.decision
    if d is None or s.phase == "over":
        return None
    kind = d.kind
    if kind == "secondary":
        return _crate_values(s, seat, d.options, evaluate)
    if kind == "gainmix":
        return _gain_values(s, seat, d.options, evaluate)
    if kind == "take-ranch":
        # A tile taken from the offer (`ranch._take_play`) leaves the offer, which the
        # evaluation does not read, and pushes its placement: nine cells, open.
        return [evaluate(s, seat)] * len(d.options)
    return None


def _crate_values(s: PState, seat: int, options, evaluate) -> list[float | None]:
    mover = s.tasks[-1][1]  # the secondary action's seat (in solo, `seat` is the platform's)
    usable = usable_rows(s, mover)
    own = s.players[mover]
    by_crates: dict[int, float] = {}
    out: list[float | None] = []
    for opt in options:
        change = _crates_spent(opt) if opt[0] == "r" else None
        if change is None or usable[change[0]] < 2:
            out.append(None)
            continue
        crates = own.crates[:]
        r, k, r2 = change
        crates[r] -= k - 1
        if r2 is not None:
            crates[r2] -= 1
        key = sum(crates)  # the evaluation reads crates only as a total (`counts.crates`)
        v = by_crates.get(key)
        if v is None:
            if crates == own.crates:
                v = evaluate(s, seat)
            else:
                changed = own.copy()
                changed.crates = crates
                v = value_with(s, seat, mover, changed, evaluate)
            by_crates[key] = v
        out.append(v)
    return out


def _gain_values(s: PState, seat: int, options, evaluate) -> list[float | None] | None:
    """A mixed gain (`effects._mix_play`) adds one resource of the chosen kind and, with
    more to gain, pushes itself again: the same kinds, so the next decision is open too
    (two kinds or more, or this one would have played itself). The last gain is left to
    its children (what follows it may play itself)."""
    t = s.tasks[-1]
    mover, n = t[1], t[2]
    if n < 2:
        return None
    own = s.players[mover]
    out: list[float | None] = []
    for opt in options:
        changed = own.copy()
        changed.res[RES.index(opt[5:])] += 1
        out.append(value_with(s, seat, mover, changed, evaluate))
    return out


def _crates_spent(opt: str) -> tuple[int, int, int | None] | None:
    """A crate option (row R: K ranch effects, perhaps + 1 of row R2 with the Glowstone
    Mine) as (R, K, R2), rows from 0, as `secondary._play` reads it; None for a favour."""
    if not opt.startswith("row "):
        return None
    r = int(opt[4]) - 1
    k = int(opt.split(": ")[1][0])
    r2 = int(opt.split(" of row ")[1][0]) - 1 if opt.endswith(GLOWSTONE) else None
    return r, k, r2


def value_with(s: PState, seat: int, mover: int, changed, evaluate) -> float:
    """`evaluate(s, seat)` with the mover's Player replaced by `changed`; `s` left as it
    was (the Player put back, and the projection kept for this state's decision)."""
    players = s.players
    own = players[mover]
    if mover == seat and s.solo is None:
        # Among players a seat's Player changes that seat's projection alone: the best
        # rival is this state's own (kept by decision), as `Game.evaluate` finds it.
        best = None
        for i, v in enumerate(projections(s)):
            if i != seat and (best is None or v > best):
                best = v
        # The officers' conditions counted for the seat's own Player, which the changed
        # one shares where they read the same of both (`outlook.coming`'s `was`): in a
        # table of their own, so that the stand-in never stays in the state's.
        conds = was = again = None
        kept = s.proj
        if kept is not None and kept[0] is s.decision:
            if kept[5] is not None and same_for_officers(own, changed):
                again = kept[5][seat]  # the assemblies pay what they pay this state
            else:
                got = kept[4].get(own)
                if got is not None:
                    conds, was = {own: got}, tuple(players)
        players[mover] = changed
        try:
            mine = projections(s, only=seat, conds=conds, was=was, again=again)[seat]
        finally:
            players[mover] = own
        return float(mine - (best if best is not None else 0))
    kept = s.proj
    players[mover] = changed
    s.proj = None
    try:
        return evaluate(s, seat)
    finally:
        players[mover] = own
        s.proj = kept
