"""Where Perseverance Episode 3's component data comes from: the package's data/ folder, or a
data pack installed with `--data DIR` (see ludotheque.core.datapack). Loaders read through
`DATA`."""

from ludotheque.core import datapack

DATA = datapack.declare(
    "perseverance-ep3",
    "ludotheque.games.perseverance_ep3",
    checker="ludotheque.games.perseverance_ep3.datacheck:check",
)
