"""Component data packs: a game's data read from its package or from a player's directory.

See `source` for the design (one process-wide source per game id, loaders reading through
a `GameData` handle, caches keyed by the source, a content hash over the files' bytes),
`pack` for packs on disk, `check` for naming every problem of a pack, `coverage` for how
much of a game's data is reconstructed.
"""

from ludotheque.core.datapack.check import Problem, check_source, listed, split_problems
from ludotheque.core.datapack.coverage import Coverage, coverage
from ludotheque.core.datapack.pack import (
    check_pack,
    describe,
    ensure,
    export,
    install,
    read_manifest,
)
from ludotheque.core.datapack.source import (
    MANIFEST,
    DataPackError,
    DataSource,
    GameData,
    current,
    current_hash,
    declare,
    declared,
    directory_source,
    handle,
    reset,
    short,
    use,
)

__all__ = [
    "MANIFEST",
    "Coverage",
    "DataPackError",
    "DataSource",
    "GameData",
    "Problem",
    "check_pack",
    "check_source",
    "coverage",
    "current",
    "current_hash",
    "declare",
    "declared",
    "describe",
    "ensure",
    "directory_source",
    "export",
    "handle",
    "install",
    "listed",
    "read_manifest",
    "reset",
    "short",
    "split_problems",
    "use",
]
