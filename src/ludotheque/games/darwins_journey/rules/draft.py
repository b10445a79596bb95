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
from ludotheque.games.darwins_journey.state import DarwinState, note, remember, replaced

_new = tuple.__new__  # a Decision built as the tuple it is (no named-tuple constructor)

KEEP = 3


DRAFT_PROMPT = "Keep a crew card (the rest pass on)."


def decide_draft(s: DarwinState) -> Decision:
    texts = (s.ctx.memo.get("crew-texts") or _crew_texts(s.ctx))[0]
    opts = tuple(map(texts.__getitem__, s.hands[s.active]))
    return _new(Decision, (s.active, "crew", opts, DRAFT_PROMPT, True))  # private


def _crew_texts(ctx) -> tuple[tuple[str, ...], dict[str, int]]:
    """Each crew card's "crew N" option (N its id: 1-16, or P1-P4 with Pirates), and the
    card each option names, written once per context (context memo)."""
    texts = tuple(f"crew {card.id}" for card in ctx.comp.crew)
    cards: dict[str, int] = {}
    for c, text in enumerate(texts):
        cards.setdefault(text, c)
    return remember(ctx, "crew-texts", (texts, cards))


def play_draft(s: DarwinState, opt: str) -> None:
    seat = s.active
    card = (s.ctx.memo.get("crew-texts") or _crew_texts(s.ctx))[1][opt]
    hand = s.hands[seat]
    i = hand.index(card)
    s.hands = replaced(s.hands, seat, hand[:i] + hand[i + 1 :])
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
