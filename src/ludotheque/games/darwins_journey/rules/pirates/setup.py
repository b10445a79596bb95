"""The Pirates module's setup (L2165-L2184): a Treasure on every campsite, and only
`shown - 1` Special Action tiles drawn with the Pirate tile added, placed at random (or,
with the variant, the Pirate tile on one of the 2 top spaces and the rest at random)."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.state import Context, DarwinState

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
    beside the board (L2177)."""
    s.treasures = (1 << len(s.ctx.comp.geo.campsites)) - 1
    s.pirate = -1
