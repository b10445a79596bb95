"""What some options of a settling step are worth, without building their children
(`Game.known_values`, for the settling step of search agents: agents/greedy.py).

A settling step copies, plays and evaluates every option of the seat's decision and keeps
the best. Two decisions have options that change nothing the evaluation reads
(evaluation.projection: VP, coins, TK, rows, slots, reserve, completed slots, tents,
Theory, the Museum, the 5th worker, free workers, phase and round) and surely leave the
seat a decision of two options or more (one would play itself, and the turn might end):

- a stamp sent while more are to send (rules/correspondence.py): it moves a stamp from a
  stack or the cup to an envelope, and the next stamp's decision offers "stop" and at
  least one more source; an emptied stack's action runs only once the stamps are down;
- the first research at the Museum (rules/museum.py) while a second one stays offered
  (another specimen to research and the coins for it): it sets a bit of the seat's
  research, and the second research's decision offers "stop" beside it.

Their value is the state's own evaluation. Not in solo, nor for the search's evaluation
among people: the projection then reads the envelopes' stamps and the researched
specimens for the Beagle goals, so the search values the same options with their own
writes made on the state and undone (`written_values`, `Game.search_known_values`).
Never for a seat with a Great Ship card (a research pays its column bonus, GS3). At the
bench's positions 1-3 these are 15% of the settling step's children at 2 players, 13% at
4 (docs/speed.md, dj33).
tests/games/darwins_journey/test_speed_known_values.py checks every value against the
child's evaluation, and the settling step against building every child.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import museum
from ludotheque.games.darwins_journey.rules.correspondence import on_board, put_stamp
from ludotheque.games.darwins_journey.state import DarwinState


def known_values(s: DarwinState, seat: int, evaluate) -> list[float | None] | None:
    """Per option of the seat's pending decision, `evaluate(child, seat)` where it is known
    without the child (a stamp with more to send, a first research with a second offered),
    else None; None for every other decision. `evaluate` is the game's."""
    if s.ctx.solo:
        return None
    known = _known_options(s, seat)
    if known is None:
        return None
    _, same, opts = known
    out: list[float | None] = [None] * len(opts)
    value = None
    for i, opt in enumerate(opts):
        if same(opt):
            if value is None:
                value = evaluate(s, seat)
            out[i] = value
    return out if value is not None else None


def _known_options(s: DarwinState, seat: int):
    """(the task's kind, the test of an option whose child goes on with the same decision,
    the options) when the seat's pending decision is a stamp or a first research, else
    None: what `known_values` and `written_values` both start from."""
    stack = s.tasks
    d = s.decision
    if not stack or d is None or d.seat != seat:
        return None
    task = stack[-1]
    kind = task[0]
    if kind == "stamps":
        same = _stamps_same(s, task)
    elif kind == "museum-research":
        same = _research_same(s, task)
    else:
        return None
    return None if same is None else (kind, same, d.options)


def _stamps_same(s: DarwinState, task):
    """The test of a stamp option that leaves another stamp's decision open, or None."""
    _, seat, left, _env, _placed, _split, _emptied = task
    if left < 2:  # the last stamp: the stacks emptied run their actions, the hub follows
        return None
    board, cup = on_board(s, seat), s.cup[seat]
    # After a stamp from a stack: another stack holds one, or the cup is offered (it is
    # while the board holds fewer than the stamps still to send).
    from_stack = board - 1 > 0 or (cup > 0 and board - 1 < left - 1)
    # After a stamp from the cup: a stack holds one, or the cup still is offered.
    from_cup = board > 0 or (cup - 1 > 0 and board < left - 1)

    def same(opt: str) -> bool:
        if opt.startswith("stack "):
            return from_stack
        if opt.startswith("the cup "):
            return from_cup
        return False  # "stop", a completion

    return same


def _research_same(s: DarwinState, task):
    """The test of a research option that leaves a second research offered, or None."""
    _, seat, done = task[:3]  # a fourth item: the Pirates' P1, its second research free
    if done or s.ships[seat] >= 0 or s.coins[seat] < s.ctx.comp.tracks.second_cost:
        return None
    mask = s.research[seat]
    shown = sum(1 for c, m in enumerate(s.museum) if m and not mask >> c & 1)
    if shown < 2:  # the one researched leaves none: the hub follows
        return None
    return _is_research


def _is_research(opt: str) -> bool:
    return opt.startswith("research ")


def written_values(s: DarwinState, seat: int, evaluate) -> list[float | None] | None:
    """The options `known_values` knows, each valued by `evaluate` on a copy of `s` with
    only that option's own writes made (`correspondence.put_stamp`, `museum.research`),
    not played through the turn's flow: the child's value without the child, for an
    evaluation that reads the stamps and the research (the search's,
    `Game.search_known_values`). Nothing else the evaluation reads differs between that
    copy and the child (the same decision goes on)."""
    known = _known_options(s, seat)
    if known is None:
        return None
    kind, same, opts = known
    out: list[float | None] = [None] * len(opts)
    found = False
    for i, opt in enumerate(opts):
        if same(opt):
            found = True
            c = s.copy()
            if kind == "stamps":
                put_stamp(c, seat, opt, ())
            else:
                museum.research(c, seat, museum.specimen_cell(c, opt))
            out[i] = evaluate(c, seat)
    return out if found else None
