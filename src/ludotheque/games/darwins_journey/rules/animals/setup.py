"""The Animal Companion's setup, before the crew cards (L2059-L2068), as the "pets" phase.

For all players (L2061-L2063): players + 1 cards face up; right to left on the Turn Order
track each player takes one, a public decision, and gains its bonus at once; the rest
leave. By choice (L2067-L2068): in seat order each player says whether it draws 2 cards
(public); then each who drew keeps one of its 2, a private decision, the other leaving
face down; once all have kept, the cards are shown and each owner gains its bonus.
Alfred takes none, and solo reveals 2 cards for the player (ruling AC-R1). The deck runs
out with 4 players drawing: a late drawer takes what is left (ruling AC-R2).
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.rules import effects
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

PHASE = "pets"
DRAW, PASS = "draw 2 Animal cards", "no Animal card"
DRAWN = 2  # L2067


def take_option(c: int) -> str:
    return f"take Animal {animal_data()[c].id}"


def keep_option(c: int) -> str:
    return f"keep Animal {animal_data()[c].id}"


def _seats(s: DarwinState) -> list[int]:
    return [p for p in range(s.ctx.players) if p != s.ctx.alfred]


def _pickers(s: DarwinState) -> list[int]:
    """Right to left on the Turn Order track (L2062); Alfred takes none (AC-R1)."""
    return [p for p in reversed(s.order) if p != s.ctx.alfred]


def start(s: DarwinState) -> None:
    """Shuffle the Pet cards and open the phase, keeping what the crew setup left to do
    (the draft, or the first game's pairs) for `finish`."""
    deck = list(range(len(animal_data())))
    s.rng.shuffle(deck)
    if s.ctx.animal_choice:
        s.pet_deck = tuple(deck)
        s.active = _seats(s)[0]
    else:
        s.pet_offer = tuple(deck[: s.ctx.table + 1])  # table: 1 in solo (the rule's count)
        s.active = _pickers(s)[0]
        note(s, "Animal cards revealed: " + ", ".join(_name(c) for c in s.pet_offer))
    s.step = 0  # choice: 0 while seats say whether they draw, 1 while they keep
    s.phase = PHASE


def _name(c: int) -> str:
    pet = animal_data()[c]
    return f"{pet.id} {pet.name}"


def decide(s: DarwinState) -> Decision:
    seat = s.active
    if not s.ctx.animal_choice:
        opts = tuple(take_option(c) for c in s.pet_offer)
        return Decision(seat, "animal", opts, "Take an Animal card (its bonus at once).")
    if s.step == 0:
        return Decision(seat, "animal-draw", (DRAW, PASS), "Draw 2 Animal cards to keep 1?")
    opts = tuple(keep_option(c) for c in s.pet_hands[seat])
    return Decision(seat, "animal-keep", opts, "Keep one Animal card.", private=True)


def play(s: DarwinState, opt: str) -> None:
    seat = s.active
    if not s.ctx.animal_choice:
        c = next(c for c in s.pet_offer if take_option(c) == opt)
        s.pet_offer = tuple(x for x in s.pet_offer if x != c)
        _own(s, seat, c)
        pickers = _pickers(s)
        k = pickers.index(seat)
        if k + 1 < len(pickers):
            s.active = pickers[k + 1]
        else:
            s.pet_offer = ()  # the rest go back to the box
            finish(s)
        return
    if s.step == 0:
        _draw_or_pass(s, seat, opt == DRAW)
        return
    c = next(c for c in s.pet_hands[seat] if keep_option(c) == opt)
    s.pets = replaced(s.pets, seat, c)  # face up once all have kept
    s.pet_hands = replaced(s.pet_hands, seat, ())  # the other card leaves face down
    _next_keeper(s, seat)


def _draw_or_pass(s: DarwinState, seat: int, draw: bool) -> None:
    if draw:  # AC-R2: what is left when fewer than 2
        s.pet_hands = replaced(s.pet_hands, seat, s.pet_deck[:DRAWN])
        s.pet_deck = s.pet_deck[DRAWN:]
    note(s, f"seat {seat + 1} {'draws' if draw else 'draws no'} Animal cards")
    seats = _seats(s)
    k = seats.index(seat)
    if k + 1 < len(seats):
        s.active = seats[k + 1]
        s.cp += 1
        return
    s.step = 1
    _next_keeper(s, -1)


def _next_keeper(s: DarwinState, after: int) -> None:
    """The next seat holding drawn cards, in seat order; once none, the cards are shown."""
    for p in _seats(s):
        if p > after and s.pet_hands[p]:
            if len(s.pet_hands[p]) == 1:  # one card left in the deck: kept (AC-R2)
                s.pets = replaced(s.pets, p, s.pet_hands[p][0])
                s.pet_hands = replaced(s.pet_hands, p, ())
                continue
            s.active = p
            s.cp += 1
            return
    s.pet_deck = ()
    for p in _seats(s):
        if s.pets[p] >= 0:
            _own(s, p, s.pets[p])
    finish(s)


def _own(s: DarwinState, seat: int, c: int) -> None:
    """The card face up before the seat, and its bonus at once (L2063, L2068)."""
    s.pets = replaced(s.pets, seat, c)
    note(s, f"seat {seat + 1} takes Animal {_name(c)}")
    effects.run_all(s, seat, animal_data()[c].bonus)


def finish(s: DarwinState) -> None:
    """On to the crew cards: the draft, or the first game's starting pairs (setup.py has
    dealt them: the Pet cards change nothing there)."""
    s.step = 0
    s.cp += 1
    if s.pairs:  # the first game: crew cards by turn order, then the pairs (L344)
        s.phase = "pairs"
        s.active = s.order[-1]
    else:
        s.phase = "draft"
        s.active = 1 - s.ctx.alfred if s.ctx.solo else 0
