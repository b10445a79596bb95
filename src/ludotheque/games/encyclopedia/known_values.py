"""What a research decision's raises are worth, without building their children
(`Game.known_values`, for the settling step of search agents).

In a search most children of the settling step are a research decision's options (64% at
the bench's positions 1-3), and a third of those raise the expedition's value: a coin (+1),
a token (+2) or a seal (+5), or a seal turned into 5 coins. Such an option changes the
seat's coins, tokens or seals and the value left (`pool`, which the evaluation does not
read), and then the seat decides again, unless that next decision has a single option,
which would play itself. So where the next decision surely has two options, the child's
evaluation is this state's with the seat's projection summed again with those counts
(`evaluation.recounted`), on the state itself, its lists swapped for changed copies and
put back. tests/games/encyclopedia/test_speed_known_values.py checks
every value against the child's evaluation, and the settling step's choices against
building every child.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.evaluation import SHARE_TURNS, projections, recounted
from ludotheque.games.encyclopedia.rules.decisions import research_options
from ludotheque.games.encyclopedia.rules.two_options import PHASES
from ludotheque.games.encyclopedia.state import ROLLED, EncyclopediaState
from ludotheque.games.encyclopedia.texts import COIN, SEAL_COINS, SEAL_VALUE, TOKEN_VALUE

# Per option: the change to the seat's coins, tokens and seals, and to the value left.
RAISES = {
    COIN: (-1, 0, 0, 1),
    TOKEN_VALUE: (0, -1, 0, 2),
    SEAL_VALUE: (0, 0, -1, 5),
    SEAL_COINS: (5, 0, -1, 0),
}
_raise_of = RAISES.get
_surely_open = PHASES["research"]  # two_options: a cheap test before listing the options


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
    if ph != "research" or s.ctx.automa[seat] is not None:
        return None
    opts = d.options
    out = points = None
    open_anyway = False
    for i, opt in enumerate(opts):
        change = _raise_of(opt)
        if change is None:
            continue
        if out is None:
            out = [None] * len(opts)
            points = projections(s)
            # Cubes the value buys now stay affordable with more, and "done" stays offered
            # after a first cube: two of them make the next decision open whatever is raised.
            parse = s.ctx.tx.parse
            cubes = sum(1 for o in opts if parse.get(o, _NOT_PARSED)[0] == "research")
            open_anyway = cubes + (s.placed > 0) >= 2
        out[i] = _value_after(s, seat, change, points, open_anyway)
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


def _value_after(s: EncyclopediaState, seat: int, change, points, open_anyway: bool):
    """The seat's evaluation with `change` made, or None if the research decision that
    follows might have a single option (which would play itself)."""
    coins, tokens, seals, pool = s.coins, s.tokens, s.seals, s.pool
    dc, dt, ds, dp = change
    if dc:
        s.coins = _changed(coins, seat, dc)
    if dt:
        s.tokens = _changed(tokens, seat, dt)
    if ds:
        s.seals = _changed(seals, seat, ds)
    s.pool = pool + dp
    try:
        if open_anyway or _surely_open(s) or len(research_options(s)) >= 2:
            return recounted(s, seat, points)
        return None
    finally:
        s.coins, s.tokens, s.seals, s.pool = coins, tokens, seals, pool


def _changed(items: list, i: int, by: int) -> list:
    out = items.copy()
    out[i] += by
    return out
