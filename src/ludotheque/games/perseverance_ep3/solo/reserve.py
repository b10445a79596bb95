"""The reserve tracks (L2620-L2636) and the joint artefact collection with its crates
(L2626-L2632, L2748-L2781)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import NAMES, ON_CARD
from ludotheque.games.perseverance_ep3.state import PState


def last_space(s: PState, d: int) -> int:
    """The highest space a marker may stand on: crates fill the track from space 5 down."""
    return solo_data().track_spaces - 1 - s.solo.crates[d]


def gain(s: PState, d: int, n: int) -> None:
    """n spaces along d's track; past the last free space the marker goes onto the
    programme card, and while there further gains are ignored (L2622-L2624)."""
    so = s.solo
    for _ in range(n):
        if so.marker[d] == ON_CARD:
            return
        if so.marker[d] + 1 > last_space(s, d):
            so.marker[d] = ON_CARD
            so.log.append(f"{NAMES[d]}'s reserve marker reaches the programme card.")
        else:
            so.marker[d] += 1


def spendable(s: PState, d: int) -> bool:
    """Reserves to spend: the marker neither on 0 nor on the card (L2549)."""
    m = s.solo.marker[d]
    return 0 < m != ON_CARD


def spend(s: PState, d: int) -> None:
    s.solo.marker[d] -= 1


def owned(s: PState, name: str) -> bool:
    return bool(s.solo.artefacts >> ARTEFACTS.index(name) & 1)


def count(s: PState) -> int:
    return bin(s.solo.artefacts).count("1")


def gain_artefact(s: PState, d: int, name: str) -> bool:
    """The artefact joins the joint collection (nothing if already there); each new pair
    of different artefacts puts a crate on each track (L2626-L2632), except in the easier
    game (L2962)."""
    so = s.solo
    if owned(s, name):
        return False
    so.artefacts |= 1 << ARTEFACTS.index(name)
    so.log.append(f"{NAMES[d]} gains the {name} artefact for the Dissidents.")
    pairs = count(s) // 2
    while so.pairs < pairs:
        so.pairs += 1
        if so.easier:
            continue
        for k in (0, 1):
            space = last_space(s, k)
            if space <= 0:
                continue  # space 0 always stays free
            if so.marker[k] == space:
                gain(s, k, 1)  # the marker leaves the space first (L2634)
            so.crates[k] += 1
    return True
