"""Fireland's objective tiles and crew cards shuffled into the base piles (L1713) without
moving a Fireland table's random stream: the pile with them is shuffled on a copy of the
stream, which then moves on as the shuffle of the pile without them would, so every later
draw of the setup stays that of part 1 (as `rules/setup.py::_tiles` does for the Beagle and
Correspondence tiles; ruling FL-R40)."""

from __future__ import annotations

from ludotheque.core.rng import Rng


def shuffled(rng: Rng, pile: list[int], pieces: tuple, added: tuple) -> list[int]:
    """`pile` (indexes of `pieces`) in a uniform order; those of `added` are Fireland's."""
    got = list(pile)
    rng.copy().shuffle(got)
    rng.shuffle([i for i in pile if pieces[i] not in added])
    return got
