"""What some options of a settling step are worth, without building their children
(`Game.known_values`, for the settling step of search agents: agents/greedy.py).

A settling step copies, plays and evaluates every option of the seat's decision and keeps
the best. Where an option's effect on the evaluation is plain, its value is worked out
here on the state itself (its fields swapped for changed copies and put back):

- a raise (a coin +1, a token +2, a seal +5, a seal for 5 coins) in a research or boost
  decision changes the seat's coins, tokens or seals and a value the evaluation does not
  read (the expedition's `pool`, the die's `boost`);
- a research cube changes the seat's cards to a stamp the same cube gave them before (the
  worth of those cards kept by the evaluation's memo), its points and its coins;
- a die put on the seat's board moves the die, which the evaluation reads only in the
  last round.

Each holds only where the decision that follows surely has two options (one would play
itself); the seat's projection is then summed again as `evaluation.projections` sums it
(`evaluation.recounted`). At the bench's positions 1-3 these are half the settling
step's children at 2 players. tests/games/encyclopedia/test_speed_known_values.py checks
every value against the child's evaluation, and the settling step against building every
child.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.evaluation import SHARE_TURNS, projections, recounted
from ludotheque.games.encyclopedia.rules.actions import boost_options
from ludotheque.games.encyclopedia.rules.decisions import research_options
from ludotheque.games.encyclopedia.rules.two_options import PHASES
from ludotheque.games.encyclopedia.state import ROLLED, EncyclopediaState, stamp_after
from ludotheque.games.encyclopedia.texts import COIN, SEAL_COINS, SEAL_VALUE, TOKEN_VALUE

# Per option: the change to the seat's coins, tokens and seals, and to the value raised
# (the expedition's value left, or the die's boost).
RAISES = {
    COIN: (-1, 0, 0, 1),
    TOKEN_VALUE: (0, -1, 0, 2),
    SEAL_VALUE: (0, 0, -1, 5),
    SEAL_COINS: (5, 0, -1, 0),
}
_raise_of = RAISES.get
# Per phase with raises: the field the raised value is kept in, two_options' cheap test
# that the decision is open, and the listing asked where that test cannot tell.
_RAISED = {
    "research": ("pool", PHASES["research"], research_options),
    "boost": ("boost", PHASES["boost"], boost_options),
}
_surely_open = PHASES["research"]


def known_values(s: EncyclopediaState, seat: int) -> list[float | None] | None:
    """Per option of a person's pending decision, `evaluate(child, seat)` where it is known
    without the child (a research decision's raises, a die's placements), else None; None
    for every other decision."""
    d = s.decision
    if d is None or s.queue or s.active != seat or d.seat != seat:
        return None
    ph = s.phase
    if ph == "assign":
        return _placements(s, seat, len(d.options))
    raised = _RAISED.get(ph)
    if raised is None or s.ctx.automa[seat] is not None:
        return None
    opts = d.options
    parse = s.ctx.tx.parse
    parsed = [parse.get(o, _NOT_PARSED) for o in opts]
    # Research: cubes the value buys now stay affordable with more, and "done" stays
    # offered after a first cube: two of them make the next decision open whatever is raised.
    cubes = sum(1 for p in parsed if p[0] == "research")
    open_anyway = ph == "research" and cubes + (s.placed > 0) >= 2
    points = projections(s)
    points[seat] = _NO_RIVAL
    rival = max(points)  # as `Game.evaluate` finds it; the same for every option here
    out: list[float | None] = [None] * len(opts)
    for i, opt in enumerate(opts):
        change = _raise_of(opt)
        if change is not None:
            out[i] = _value_after(s, seat, change, rival, raised, open_anyway)
        elif cubes and parsed[i][0] == "research":
            out[i] = _cube_value(s, seat, parsed[i][1], rival)
    return out


def _placements(s: EncyclopediaState, seat: int, count: int) -> list[float] | None:
    """A die put on a slot of the seat's board moves the die and nothing else; before the
    last round the evaluation does not read where dice lie (`projections`: the share
    fades only then), and with three dice or more still to place, of 4 or 5 drawn, the
    next placement is surely open (two_options._assign), so every option's child is worth
    what this state is. At a table with an Automa, left to the children."""
    ctx = s.ctx
    k = s.dice_count
    if (
        (ctx.cat.rounds - s.round) * 4 < SHARE_TURNS
        or ctx.has_automa()
        or not 4 <= k <= 5
        or ctx.n * k > len(s.dloc)
        or s.dloc.count(ROLLED + seat) < 3
    ):
        return None
    points = projections(s)
    mine = points[seat]
    points[seat] = _NO_RIVAL
    return [float(mine - max(points))] * count


_NO_RIVAL = float("-inf")


_NOT_PARSED = ("",)


def _value_after(s: EncyclopediaState, seat: int, change, rival, raised, open_anyway: bool):
    """The seat's evaluation with `change` made, or None if the decision that follows (the
    same phase's) might have a single option, which would play itself."""
    field, surely_open, listed = raised
    coins, tokens, seals, value = s.coins, s.tokens, s.seals, getattr(s, field)
    dc, dt, ds, dv = change
    if dc:
        s.coins = _changed(coins, seat, dc)
    if dt:
        s.tokens = _changed(tokens, seat, dt)
    if ds:
        s.seals = _changed(seals, seat, ds)
    setattr(s, field, value + dv)
    try:
        if open_anyway or surely_open(s) or len(listed(s)) >= 2:
            return recounted(s, seat, rival)
        return None
    finally:
        s.coins, s.tokens, s.seals = coins, tokens, seals
        setattr(s, field, value)


def _cube_value(s: EncyclopediaState, seat: int, cube: tuple[int, int], rival) -> float | None:
    """A cube on Animal a's slot of Type t (`expedition.research`): the seat's cards get
    the stamp the same cube gave them before (None if it never did, or if what those cards
    are worth is no longer kept), its points the slot's, its coins what its Experts pay
    per cube of that Type (`experts.on_cube`); valued as a raise is, when the research
    decision that follows surely has two options."""
    a, t = cube
    worth = s.memo[s.ctx.n + seat].get(stamp_after(s, seat, a * 4 + t))
    if worth is None:
        return None
    cat = s.ctx.cat
    kept = s.marks, s.cubes, s.pool, s.placed, s.vp, s.coins
    marks = list(s.marks)
    marks[a] |= 1 << (t - 1)
    s.marks = tuple(marks)
    s.cubes = _changed(s.cubes, seat, -1)
    s.pool -= cat.research_cost[t]
    s.placed += 1
    s.vp = _changed(s.vp, seat, cat.animal_slot_vp[a][t - 1])
    paid, per_cube = cat.cube_type, cat.cube_coins
    coins = sum([per_cube[e] for e in s.experts[seat] if paid[e] == t])
    if coins:
        s.coins = _changed(s.coins, seat, coins)
    try:
        if _surely_open(s) or len(research_options(s)) >= 2:
            return recounted(s, seat, rival, worth)
        return None
    finally:
        s.marks, s.cubes, s.pool, s.placed, s.vp, s.coins = kept


def _changed(items: list, i: int, by: int) -> list:
    out = items.copy()
    out[i] += by
    return out
