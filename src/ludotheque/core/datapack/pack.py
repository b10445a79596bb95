"""Data packs on disk: export a game's data, read a pack's manifest, check it, install it.

A pack is a directory holding the game's data files exactly as the package ships them
(the same relative paths), plus `ludopack.json`: the game id, the engine version and the
content hash at export. A player who owns the physical game corrects the values (and each
item's `source`) from their copy; the manifest's hash then no longer matches, which only
tells that the pack was edited: the data's identity is always the hash of its files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.core.datapack.check import Problem, check_source
from ludotheque.core.datapack.source import (
    MANIFEST,
    DataPackError,
    DataSource,
    current,
    directory_source,
    handle,
    short,
    use,
)
from ludotheque.core.errors import ConfigError

FORMAT = "ludotheque-datapack/1"
NOTE = (
    "Component data of one game. Correct any value from your copy of the game, and set the "
    "item's `source` to say where it comes from; then check the pack with `ludo data check "
    "DIR` and play with `--data DIR`. Do not rename ids: records and rules refer to them."
)


def export(game: str, directory: str | Path) -> dict[str, Any]:
    """Write the game's active data and a manifest into `directory` (new or empty: a pack
    someone corrected is never overwritten). Returns the manifest."""
    source = handle(game).source()
    target = Path(directory)
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise DataPackError(
            f"{target} already exists and is not an empty directory: export into a new one "
            "(an existing pack is never overwritten)"
        )
    files = source.files()
    try:
        for rel in files:
            path = target / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(source.read_bytes(rel))
        manifest = {
            "format": FORMAT,
            "game": game,
            "engine_version": ENGINE_VERSION,
            "hash": source.hash,
            "files": list(files),
            "note": NOTE,
        }
        (target / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    except OSError as e:
        raise DataPackError(f"cannot write the pack into {target}: {e.strerror or e}") from None
    return manifest


def read_manifest(directory: str | Path) -> dict[str, Any]:
    """The manifest of the pack in `directory`; a DataPackError saying what is missing."""
    root = Path(directory)
    if not root.is_dir():
        raise DataPackError(f"{root} is not a directory (a data pack is a directory)")
    path = root / MANIFEST
    if not path.is_file():
        raise DataPackError(
            f"{root} is not a data pack: it has no {MANIFEST} (make one with "
            "`ludo data export GAME DIR`)"
        )
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise DataPackError(f"{path}: bad JSON: {e}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise DataPackError(f"{path}: not a data pack manifest (expected format {FORMAT!r})")
    if not isinstance(manifest.get("game"), str):
        raise DataPackError(f"{path}: names no game")
    return manifest


def check_pack(
    directory: str | Path, game: str | None = None
) -> tuple[dict[str, Any], DataSource, list[Problem]]:
    """The manifest, the source and every problem of the pack; refuses a pack made for
    another game than `game` (when given)."""
    manifest = read_manifest(directory)
    owner = manifest["game"]
    if game is not None and owner != game:
        raise DataPackError(
            f"{directory} is a data pack for {owner}, not for {game}: "
            f"give {game} a pack made with `ludo data export {game} DIR`"
        )
    try:
        data = handle(owner)
    except ConfigError as e:
        raise DataPackError(f"{directory}: the manifest names an unknown game: {e}") from None
    source = directory_source(owner, directory)
    return manifest, source, check_source(data, source)


def refusal(directory: str | Path, game: str, problems: list[Problem]) -> str:
    lines = [f"the data pack {directory} for {game} is refused: {len(problems)} problem(s)"]
    lines += [f"  {p}" for p in problems]
    return "\n".join(lines)


def install(directory: str | Path, game: str | None = None) -> DataSource:
    """Check the pack and make it the active data of its game; refuses a pack for another
    game or with any problem, naming them all, and then changes nothing."""
    manifest, source, problems = check_pack(directory, game)
    if problems:
        raise DataPackError(refusal(directory, manifest["game"], problems))
    use(source)
    return source


def ensure(directory: str | Path, game: str) -> DataSource:
    """`install`, unless the pack in `directory` (unchanged) is already `game`'s active data:
    what a worker process calls before each game."""
    source = directory_source(game, directory)
    if current(game) is source:
        return source
    return install(directory, game)


def describe(source: DataSource) -> str:
    """How a record or a front names the data: embedded, or which pack, with the hash."""
    return f"{source.label} ({short(source.hash)})"
