"""Where Darwin's Journey's component data comes from: the package's data/ folder, or a data
pack installed with `--data DIR` (see ludotheque.core.datapack). Loaders read through `DATA`."""

from ludotheque.core import datapack

DATA = datapack.declare(
    "darwins-journey",
    "ludotheque.games.darwins_journey",
    checker="ludotheque.games.darwins_journey.datacheck:check",
)
