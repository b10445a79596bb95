"""The Pirates module's setup (L2165-L2184): a Treasure on every campsite, and only
`shown - 1` Special Action tiles drawn with the Pirate tile added, placed at random (or,
with the variant, the Pirate tile on one of the 2 top spaces and the rest at random).
With the Pirate scenario card P1 (L2171-L2177) the card sets the Special Action,
Correspondence and Beagle tiles and the pirate ship starts on its X, the rest of the
module's setup ignored (its layout reconstructed: ruling PI-R1)."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.pirates import pirate_card
from ludotheque.games.darwins_journey.components.scenarios import layout_indexes
from ludotheque.games.darwins_journey.state import Context, DarwinState, note

TOP = 2  # the top tier's spaces, open from the start (L2184, L248-L260)


def tiles(ctx: Context, rng: Rng, drawn: list[int], shown: int) -> list[int]:
    """The tiles in space order: the first `shown - 1` of those drawn (the base game's
    draw, or the first game's fixed tiles: ruling PI-R2) and the Pirate tile, the last of
    the Components' tiles (components.pirates.with_pirates)."""
    pirate = len(ctx.comp.specials) - 1
    kept = list(drawn[: shown - 1])
    if ctx.pirate_top:  # L2184: on one of the 2 top spaces, then the others at random
        rng.shuffle(kept)
        kept.insert(rng.below(min(TOP, shown)), pirate)
        return kept
    kept.append(pirate)
    rng.shuffle(kept)  # L2180: shuffled, placed at random
    return kept


def treasures(s: DarwinState) -> None:
    """A Treasure on each campsite of the Ocean and Islands (L2165); the pirate ship waits
    beside the board (L2177), or with the P1 card in the region of its X (L2173)."""
    s.treasures = (1 << len(s.ctx.comp.geo.campsites)) - 1
    s.pirate = pirate_card().ship_region if s.ctx.pirate_card else -1


def layout(ctx: Context) -> tuple[list[int], list[int], list[int]] | None:
    """The P1 card's Special tiles (the Pirate tile among them), Correspondence tiles (top
    to bottom) and Beagle tiles as the Components' indexes; None without the card."""
    if not ctx.pirate_card:
        return None
    return layout_indexes(ctx.comp, pirate_card().layout)


def announce(s: DarwinState) -> None:
    """The log says the card set the table (public: chosen openly, L2171)."""
    card = pirate_card()
    note(
        s,
        f"the Pirate scenario card {card.layout.id} ({card.layout.focus}) sets the Special "
        "Action, Correspondence and Beagle tiles and puts the pirate ship in region "
        f"{card.ship_region + 1}",
    )
