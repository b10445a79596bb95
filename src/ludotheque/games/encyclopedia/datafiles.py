"""Where Encyclopedia's component data comes from: the package's data/ folder, or a data
pack installed with `--data DIR` (see ludotheque.core.datapack). Loaders read through `DATA`.

`expedition_spaces` may hold a row per continent beside the default one (its keys are data).
"""

from ludotheque.core import datapack

DATA = datapack.declare(
    "encyclopedia",
    "ludotheque.games.encyclopedia",
    checker="ludotheque.games.encyclopedia.datacheck:check",
    free_keys=("expedition_spaces",),
)
