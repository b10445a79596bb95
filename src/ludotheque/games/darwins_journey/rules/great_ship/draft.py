"""The Great Ship setup (L2088-L2094): once the starting objectives are taken, players + 1
cards are revealed (Fireland's GS1 and GS10 among them only with Fireland, L2089), and
right to left on the Turn Order track each player takes one, a public decision; the rest
leave the game.

Solo against Alfred the text is silent: 2 cards are revealed (one player, plus one),
the player takes one and Alfred none (ruling GS-R1).
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.rules.great_ship.cards import label
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

PHASE = "ships"
PROMPT = "Take a Great Ship card (the others go on to the next player on the left)."


def start(s: DarwinState) -> None:
    """Reveal the cards and hand the choice to the rightmost seat on the Turn Order track."""
    data = great_ship_data()
    deck = list(data.playable(s.ctx.fireland))
    s.rng.shuffle(deck)
    s.offer = tuple(deck[: s.ctx.table + 1])  # table: 1 in solo (the rulebook's count)
    s.phase = PHASE
    s.active = _pickers(s)[0]
    note(s, "Great Ship cards revealed: " + ", ".join(label(data.cards[c]) for c in s.offer))


def _pickers(s: DarwinState) -> list[int]:
    """Right to left on the Turn Order track (L2094); Alfred takes none (ruling GS-R1)."""
    return [p for p in reversed(s.order) if p != s.ctx.alfred]


def option(c: int) -> str:
    return f"great ship {great_ship_data().cards[c].id}"


def decide(s: DarwinState) -> Decision:
    return Decision(s.active, "great-ship", tuple(option(c) for c in s.offer), PROMPT)


def play(s: DarwinState, opt: str) -> None:
    seat = s.active
    c = next(c for c in s.offer if option(c) == opt)
    s.ships = replaced(s.ships, seat, c)
    s.offer = tuple(x for x in s.offer if x != c)
    card = great_ship_data().cards[c]
    extra = " and puts its 6 Lens tokens on it" if card.rule == "lens-actions" else ""
    note(s, f"seat {seat + 1} takes Great Ship {label(card)}{extra}")
    pickers = _pickers(s)
    k = pickers.index(seat)
    if k + 1 < len(pickers):
        s.active = pickers[k + 1]
        return
    s.offer = ()  # the rest go back to the box (L2094)
    s.phase = "action"
    s.active = s.order[0]
    s.placed = False
    s.cp += 1
