"""The University (Experts) and Academy (Animals) markets and their decks.

Taken cards are not replaced during a round (L330, L893-L895); markets refill at the start
of rounds 2-6 and after a round-token draft, and are cleared at the end of each round
(L648). A deck that runs out is rebuilt from its discard pile, shuffled; Animals removed by
a publication never come back (ruling M13). Every card turned face up is a reveal.

The decks and discard piles are shared by a state's copies (`state.copy`): they are
replaced here, never changed in place.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.state import EncyclopediaState, replaced


def draw_expert(s: EncyclopediaState) -> int:
    """The top Expert of the deck (rebuilt from the discards when empty), or -1."""
    deck = s.expert_deck
    if not deck:
        if not s.expert_discard:
            return -1
        deck = s.expert_discard[:]
        s.expert_discard = []
        s.rng.shuffle(deck)
    s.cp += 1
    if s.shared:  # copies share the deck (state.py)
        s.expert_deck = deck[:-1]
        return deck[-1]
    s.expert_deck = deck
    return deck.pop()


def draw_animal(s: EncyclopediaState) -> int:
    deck = s.animal_deck
    if not deck:
        if not s.animal_discard:
            return -1
        deck = s.animal_discard[:]
        s.animal_discard = []
        s.rng.shuffle(deck)
    s.cp += 1
    if s.shared:
        s.animal_deck = deck[:-1]
        return deck[-1]
    s.animal_deck = deck
    return deck.pop()


def refill(s: EncyclopediaState, experts: bool = True, animals: bool = True) -> None:
    if experts:
        u = s.university
        if s.shared:
            u = s.university = u.copy()  # a new list: copies share it
        for i in range(len(u)):
            if u[i] < 0:
                u[i] = draw_expert(s)
    if animals:
        a = s.academy
        if s.shared:
            a = s.academy = a.copy()
        for i in range(len(a)):
            if a[i] < 0:
                a[i] = draw_animal(s)


def clear(s: EncyclopediaState) -> None:
    """End of round: every card left in the markets is discarded (L648)."""
    university, academy = s.university, s.academy
    s.expert_discard = s.expert_discard + [e for e in university if e >= 0]
    s.animal_discard = s.animal_discard + [a for a in academy if a >= 0]
    s.university = [-1] * len(university)  # new lists: copies share them
    s.academy = [-1] * len(academy)


def take_expert(s: EncyclopediaState, e: int) -> None:
    s.university = replaced(s, s.university, s.university.index(e), -1)


def take_animal(s: EncyclopediaState, a: int) -> None:
    s.academy = replaced(s, s.academy, s.academy.index(a), -1)
