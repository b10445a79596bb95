"""The Dissidents' own state (L2087-L2137): the action deck, row and slots, the reserve
tracks, the joint follower counter and artefact collection, the programmes and goals.

Narek and Camilla also sit in the main state as seats 1 and 2 (`NAREK`, `CAMILLA`): their
shelters, cubes, dice, dinos and leader are `Player` slots there, so presence, influence
and the board's pieces count them as the multiplayer rules do.
"""

from __future__ import annotations

NAREK, CAMILLA = 1, 2
NAMES = ("Narek", "Camilla")
ON_CARD = 99  # a reserve marker on its programme card (L2622)


def seat_of(d: int) -> int:
    """Dissident 0 (Narek) or 1 (Camilla) to their seat index in the main state."""
    return d + 1


class SoloState:
    __slots__ = (
        "level",  # difficulty id (L2969)
        "easier",  # L2958-L2962
        "harder",  # L2964-L2966
        "followers",  # the Dissidents' joint counter (L2093)
        "artefacts",  # bits in ARTEFACTS order, joint (L2092)
        "programmes",  # programme index per dissident
        "goals",  # the 3 goal cards under the board (component indexes)
        "goal_scored",  # the goal you chose at your 8th turn, -1 before
        "deck",  # action card indexes, top first (hidden order)
        "flipped",  # the deck's top card is face up (step 1, L2260)
        "row",  # the 3 row slots: card index or -1
        "slots",  # the card on Narek's and Camilla's action slot, or -1
        "discard",  # the common discard, in order
        "marker",  # reserve marker per dissident: its space, or ON_CARD
        "crates",  # crates on each reserve track (L2626)
        "pairs",  # pairs of different artefacts that already gave crates
        "active",  # the dissident acting (0, 1), -1 outside their turn
        "built",  # bits of town zones the active dissident built a shelter in this action
        "die_placed",  # the active dissident placed a die in town this turn
        "turns",  # the Dissidents' turns played
        "log",  # what the Dissidents did, in words (public)
        "result",  # "won" / "lost" once the game is over
    )

    def copy(self) -> SoloState:
        c = SoloState.__new__(SoloState)
        for k in SoloState.__slots__:
            v = getattr(self, k)
            setattr(c, k, v[:] if isinstance(v, list) else v)
        return c
