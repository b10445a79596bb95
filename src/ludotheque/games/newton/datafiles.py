"""Where Newton's component data comes from: the package's data/ folder, or a data pack
installed with `--data DIR` (see ludotheque.core.datapack). Loaders read through `DATA`.

The number of routes on the (reconstructed) map of Europe is free: the printed board
decides it."""

from ludotheque.core import datapack

DATA = datapack.declare(
    "newton",
    "ludotheque.games.newton",
    checker="ludotheque.games.newton.datacheck:check",
    free_counts=("routes",),
)
