"""Fireland's crew cards (L1909-L1915): completing one starts an Adventure of the kind it
shows, resolved as a banner's (rules/fireland/encounters.py) but with no banner: an option
that gives the Adventure token gives any token of that kind still on the Fireland board,
the seat's choice (L1913), or none when the board holds none of that kind (ruling FL-R44).
The Special Action tiles F1 and F2 start the same Adventure with no Time spent (FL-R24).

The Adventure is the card's action, so it runs from the card's bundle like any crew action
(optional, R9), twice with the Great Ship's GS2 and once more through Copy a crew card
(ruling FL-R45)."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.effects import runner
from ludotheque.games.darwins_journey.rules.fireland import adventure
from ludotheque.games.darwins_journey.state import DarwinState, note

ADVENTURE = "fire-adventure"  # a task: (kind, seat, card kind, card, banner or None)
TILE_ADVENTURE = "tile-adventure"  # the same, from tile F1 or F2: no Time spent (FL-R24)
ADVENTURES = (ADVENTURE, TILE_ADVENTURE)
NONE_LEFT = ("", -1)  # the banner of a token the board no longer holds: nothing is taken
TAKING = " taking the token at "


def tokens_left(s: DarwinState, kind: str) -> list[tuple[str, int]]:
    """The gold banners still holding a token of `kind`, in the table's order."""
    fmap = fireland_data().map
    return [b for b in s.fire.tokens if fmap.track(b[0]).kind == kind]


def token_options(s: DarwinState, kind: str, card: int, options: list[str]) -> list[str]:
    """A crew card's Adventure options: one that gives the token, once per token of its
    kind left on the board ("option A taking the token at FL2-3"); as printed when none is
    left or the option gives none."""
    fire = fireland_data()
    printed = fire.adventures[kind][card].options
    fmap = fire.map
    out = []
    for opt in options:
        k = _letter(opt)
        left = tokens_left(s, kind) if k is not None and printed[k].token else []
        if not left:
            out.append(opt)
            continue
        out += [f"{opt}{TAKING}{fmap.track(t).ids[i]}" for t, i in left]
    return out


def banner(s: DarwinState, kind: str, opt: str) -> tuple[str, int]:
    """The banner whose token an option takes (NONE_LEFT when it names none)."""
    if TAKING not in opt:
        return NONE_LEFT
    space = opt.split(TAKING)[1]
    fmap = fireland_data().map
    return next(b for b in tokens_left(s, kind) if fmap.track(b[0]).ids[b[1]] == space)


def _letter(opt: str) -> int | None:
    words = opt.split()
    if len(words) >= 2 and words[0] == "option":
        return "AB".index(words[1])
    return None


def _usable(s, seat, n) -> bool:
    return s.fire is not None


def start_adventure(
    s: DarwinState, seat: int, kind: str, banner: tuple | None, task: str = ADVENTURE
) -> None:
    """Draw the top card of `kind`; it rides on its task, face up (L1802), until the seat
    picks an option. `banner` is the crossed one, None for a crew card's or a Special
    Action tile's (whose `task` is TILE_ADVENTURE)."""
    s.fire = adventure.draw(s.fire, seat, kind, banner)
    job = s.fire.resolving
    s.fire = replace(s.fire, resolving=None)
    tasks.push(s, (task, *job))


@runner("land-adventure", usable=_usable)
def _land(s, seat, n, flags):
    note(s, f"seat {seat + 1} goes on a Land Adventure (crew card)")
    start_adventure(s, seat, LAND, None)


@runner("ocean-adventure", usable=_usable)
def _ocean(s, seat, n, flags):
    note(s, f"seat {seat + 1} goes on an Ocean Adventure (crew card)")
    start_adventure(s, seat, OCEAN, None)
