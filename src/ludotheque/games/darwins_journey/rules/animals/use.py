"""A Pet card used (L2074): at any decision of its owner's turn (before or after placing,
between actions; not while choosing a worker), the owner may discard it to run the
actions at its bottom, in the order it likes; the card leaves the game."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.rules.effects import push_bundle
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

PREFIX = "use Animal "


def option(c: int) -> str:
    return PREFIX + animal_data()[c].id


def options(s: DarwinState, seat: int) -> tuple[str, ...]:
    """The seat's Pet, if it still has one and it is its turn in the Action phase."""
    c = s.pets[seat]
    if c < 0 or s.phase != "action" or seat != s.active:
        return ()
    return (option(c),)


def play(s: DarwinState, seat: int) -> None:
    pet = animal_data()[s.pets[seat]]
    s.pets = replaced(s.pets, seat, -1)
    note(s, f"seat {seat + 1} uses Animal {pet.id} {pet.name}")
    push_bundle(s, seat, pet.actions)
