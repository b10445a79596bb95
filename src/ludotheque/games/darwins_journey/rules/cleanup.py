"""The Cleanup phase (L1145-L1163), skipped after round 5 (L1149)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules.fireland import stolen_time
from ludotheque.games.darwins_journey.rules.placement import LOCKED
from ludotheque.games.darwins_journey.state import FIFTH, READ_BEAGLE, DarwinState, forget


def cleanup(s: DarwinState) -> None:
    comp = s.ctx.comp
    s.beagle += 1  # L1153
    forget(s, READ_BEAGLE)  # every seat's Beagle objective
    s.at = [()] * len(s.at)  # workers go home (L1157)
    s.closed = sum(1 << i for i, x in enumerate(s.lens) if x == LOCKED)  # the lenses free
    s.free = [0b01111 | (1 << FIFTH if s.fifth[p] else 0) for p in range(s.ctx.players)]
    # Objectives on the board are discarded and new ones drawn (L1145; 1 each solo: L1603).
    k = comp.tracks.at("objectives_face_up", s.ctx.table)
    s.discard = (*s.discard, *s.display[0], *s.display[1])
    display, decks = [], []
    for deck in s.decks:
        cut = max(0, len(deck) - k)
        display.append(deck[cut:][::-1])  # drawn from the top (the end), one by one
        decks.append(deck[:cut])
    s.display, s.decks = tuple(display), tuple(decks)
    refill_academy(s)
    s.a_rest = ()  # Alfred's hammocks empty; his Bonus cards show the next round (L1605)
    stolen_time.cleanup(s)  # Fireland's Stolen Time tokens back by the board (L1979)


def refill_academy(s: DarwinState) -> None:
    """The top scroll's seals are discarded, the others slide up their column until no seal
    has an empty space above it, and the pile fills the gaps (L1161, ruling R25)."""
    per = s.ctx.comp.tracks.scroll_spaces
    academy = s.academy
    size = len(academy) // per * per  # the scrolls' spaces (any rest stays as it is)
    grid = [-1] * size + list(academy[size:])
    for c in range(per):  # each column's seals below the top scroll, moved up in order
        k = c
        for i in range(per + c, size, per):
            x = academy[i]
            if x >= 0:
                grid[k] = x
                k += per
    pile = s.pile
    if pile:
        pile = list(pile)
        for i in range(len(grid)):
            if grid[i] < 0 and pile:
                grid[i] = pile.pop()
        s.pile = tuple(pile)
    s.academy = tuple(grid)
