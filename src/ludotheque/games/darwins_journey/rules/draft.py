"""Choosing crew cards (L366-L378) and starting objective pairs (L382-L392).

The crew draft is simultaneous and hidden in the rulebook; here the seats pick one after
the other in seat order, each pick a private decision, and the hands pass to the left
neighbour (the next seat) once everyone has picked (ruling R2). Solo keeps 3 of 5 from one
hand (L1267-L1268).
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.darwins_journey.rules.great_ship import draft as ship_draft
from ludotheque.games.darwins_journey.rules.setup import finish_crew
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

KEEP = 3


def decide_draft(s: DarwinState) -> Decision:
    seat = s.active
    ids = s.ctx.comp.crew
    opts = tuple(f"crew {ids[c].id}" for c in s.hands[seat])
    return Decision(seat, "crew", opts, "Keep a crew card (the rest pass on).", private=True)


def play_draft(s: DarwinState, opt: str) -> None:
    seat = s.active
    number = opt.split()[1]  # a crew card's id: 1-16, or P1-P4 with Pirates
    card = next(c for c in s.hands[seat] if str(s.ctx.comp.crew[c].id) == number)
    s.hands = replaced(s.hands, seat, tuple(c for c in s.hands[seat] if c != card))
    s.crew[seat] = (*s.crew[seat], card)
    s.kept[seat] = None
    if s.ctx.solo:  # keep 3 of 5, the other 2 to the box (L1267-L1268)
        if len(s.crew[seat]) == KEEP:
            finish_crew(s)
        return
    n = s.ctx.players
    if seat + 1 < n:
        s.active = seat + 1
        return
    s.active = 0
    if len(s.crew[0]) == KEEP:
        finish_crew(s)  # unchosen cards go back to the box (L374)
        return
    if n > 1:  # every hand passes to the left neighbour (L370)
        s.hands = tuple(s.hands[(i - 1) % n] for i in range(n))
        mark_seen(s)
        s.cp += 1


def mark_seen(s: DarwinState) -> None:
    seen = list(s.seen)
    for seat, hand in enumerate(s.hands):
        for c in hand:
            seen[seat] |= 1 << c
    s.seen = tuple(seen)


def decide_pairs(s: DarwinState) -> Decision:
    objs = s.ctx.comp.objectives
    opts = tuple(f"pair {objs[a].id} + {objs[b].id}" for a, b in s.pairs)
    return Decision(s.active, "pair", opts, "Take a pair of starting objectives.")


def play_pairs(s: DarwinState, opt: str) -> None:
    objs = s.ctx.comp.objectives
    k = next(i for i, (a, b) in enumerate(s.pairs) if opt == f"pair {objs[a].id} + {objs[b].id}")
    seat = s.active
    s.reserve[seat] = s.pairs[k]  # to the right of the board: the reserve (L391, ruling R4)
    s.kept[seat] = None
    s.pairs = s.pairs[:k] + s.pairs[k + 1 :]
    note(s, f"seat {seat + 1} takes starting objectives {opt[5:]}")
    pos = s.order.index(seat)
    if pos > 0 and not s.ctx.solo:  # right to left (L392)
        s.active = s.order[pos - 1]
        return
    s.pairs = ()  # solo: the other pair is removed (L1275)
    if s.ctx.great_ship:  # after the starting objectives (L2088)
        ship_draft.start(s)
        return
    s.phase = "action"
    s.active = s.order[0]
    s.placed = False
    s.cp += 1
