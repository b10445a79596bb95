"""Where Iwari's component data comes from: the package's data/ folder, or a data pack
installed with `--data DIR` (see ludotheque.core.datapack). Loaders read through `DATA`."""

from ludotheque.core import datapack

DATA = datapack.declare(
    "iwari",
    "ludotheque.games.iwari",
    checker="ludotheque.games.iwari.datacheck:check",
)
