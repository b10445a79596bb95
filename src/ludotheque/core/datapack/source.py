"""Where a game's component data comes from, and the one door its loaders read through.

Design (issue 12, "replaceable by the real data without code changes"):

- Each game declares once where its data ships (`declare(game_id, package)`: the package's
  `data/` folder, found with importlib.resources so it works from a wheel or a zip) and
  gets a `GameData` handle. Its loaders read every data file through that handle
  (`DATA.json("maps/face-a.json")`), never through a path of their own.
- The source is process-wide per game id: the embedded default, or a directory installed
  with `use` (the CLI's `--data DIR`, after `pack.install` checked it). Worker processes
  install it again from the same directory (see tournament.runner).
- Loader caches are keyed by the source (`GameData.cached` replaces functools.cache), so
  switching sources in one process (tests, tools) never serves stale tables, while a game
  still builds its tables once per source: the hot path is untouched.
- A source's content hash is `sha256:` over its files' relative paths and bytes, in path
  order. An exported pack keeps the embedded bytes, so until someone edits it, it has the
  embedded data's hash; records store the hash of the data they were played with.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.resources
import json
import threading
from collections.abc import Callable
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from ludotheque.core.errors import ConfigError

MANIFEST = "ludopack.json"  # a pack's own description; not part of the data


class DataPackError(ConfigError):
    """Component data that cannot be used: unreadable, for another game, or inconsistent."""


def _walk(root: Traversable, prefix: str = "") -> list[str]:
    out: list[str] = []
    for entry in root.iterdir():
        rel = f"{prefix}{entry.name}"
        if entry.is_dir():
            if not entry.name.startswith((".", "__")):
                out += _walk(entry, rel + "/")
        elif entry.name.endswith(".json") and rel != MANIFEST:
            out.append(rel)
    return out


class DataSource:
    """One set of a game's data files: the embedded default, or a directory."""

    def __init__(self, game: str, root: Traversable, embedded: bool):
        self.game = game
        self.root = root
        self.embedded = embedded
        self._files: tuple[str, ...] | None = None
        self._hash: str | None = None

    def __repr__(self) -> str:
        return f"DataSource({self.game!r}, {self.label})"

    @property
    def label(self) -> str:
        return "the embedded data" if self.embedded else f"the data pack {self.root}"

    def files(self, folder: str = "") -> tuple[str, ...]:
        """Relative paths (with '/') of the JSON files, sorted; under `folder` if given."""
        if self._files is None:
            self._files = tuple(sorted(_walk(self.root))) if self.root.is_dir() else ()
        if not folder:
            return self._files
        head = folder.rstrip("/") + "/"
        return tuple(f for f in self._files if f.startswith(head))

    def path(self, rel: str) -> Traversable:
        node = self.root
        for part in rel.split("/"):
            node = node.joinpath(part)
        return node

    def read_bytes(self, rel: str) -> bytes:
        try:
            return self.path(rel).read_bytes()
        except OSError as e:
            raise DataPackError(
                f"{self.game} data: cannot read {rel} from {self.label}: {e.strerror or e}"
            ) from None

    def read_json(self, rel: str) -> Any:
        """The parsed file; a DataPackError naming the file when it is not valid JSON."""
        raw = self.read_bytes(rel)
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise DataPackError(
                f"{self.game} data: {rel} in {self.label} is not valid JSON: {e}"
            ) from None

    @property
    def hash(self) -> str:
        """`sha256:` over every file's relative path and bytes (read once per source)."""
        if self._hash is None:
            h = hashlib.sha256()
            for rel in self.files():
                raw = self.read_bytes(rel)
                h.update(f"{rel}\0{len(raw)}\0".encode())
                h.update(raw)
            self._hash = f"sha256:{h.hexdigest()}"
        return self._hash


def short(digest: str | None) -> str:
    """A hash as people read it: the algorithm and 12 hex digits."""
    if not digest:
        return "none"
    algo, _, hexa = digest.partition(":")
    return f"{algo}:{hexa[:12]}" if hexa else digest[:19]


class GameData:
    """A game's handle on its data: reads go to whichever source is active for the game."""

    def __init__(self, game: str, package: str, folder: str = "data"):
        self.game = game
        self.package = package
        self.folder = folder
        self.checker: str | None = None  # "module:function", the game's own data check
        self.free_keys: frozenset[str] = frozenset()
        self.free_counts: frozenset[str] = frozenset()
        self._embedded: DataSource | None = None

    @property
    def embedded(self) -> DataSource:
        if self._embedded is None:
            root = importlib.resources.files(self.package).joinpath(self.folder)
            self._embedded = DataSource(self.game, root, embedded=True)
        return self._embedded

    def source(self) -> DataSource:
        return _active.get(self.game) or self.embedded

    def json(self, rel: str) -> Any:
        return self.source().read_json(rel)

    def files(self, folder: str = "") -> tuple[str, ...]:
        return self.source().files(folder)

    def cached(self, fn: Callable) -> Callable:
        """functools.cache, keyed by the active source as well as the arguments."""
        memo: dict[tuple, Any] = {}

        @functools.wraps(fn)
        def wrapper(*args):
            key = (self.source(), *args)
            try:
                return memo[key]
            except KeyError:
                value = memo[key] = fn(*args)
                return value

        wrapper.cache_clear = memo.clear  # type: ignore[attr-defined]
        return wrapper


_handles: dict[str, GameData] = {}
_active: dict[str, DataSource] = {}
_directories: dict[tuple[str, Path], tuple[tuple, DataSource]] = {}
_lock = threading.Lock()


def declare(
    game: str,
    package: str,
    checker: str | None = None,
    free_keys: tuple[str, ...] = (),
    free_counts: tuple[str, ...] = (),
) -> GameData:
    """The handle of `game`'s data, shipped in `package`/data. Idempotent.

    `checker` ("module:function") is the game's own consistency check, imported only when
    a pack is checked; `free_keys` name objects whose keys are data (any key allowed);
    `free_counts` name component lists whose length a pack may change."""
    with _lock:
        handle = _handles.get(game)
        if handle is None:
            handle = _handles[game] = GameData(game, package)
        if checker:
            handle.checker = checker
        handle.free_keys |= frozenset(free_keys)
        handle.free_counts |= frozenset(free_counts)
        return handle


def declared(game: str) -> GameData | None:
    """The game's handle, or None for a game that ships no declared data."""
    if game not in _handles:
        from ludotheque.core.registry import get_game

        get_game(game)  # importing the game declares its data
    return _handles.get(game)


def handle(game: str) -> GameData:
    h = declared(game)
    if h is None:
        raise DataPackError(f"the game {game!r} has no component data to export or replace")
    return h


def directory_source(game: str, directory: str | Path) -> DataSource:
    """The source for a directory: the same object while its files are unchanged (so caches
    and the hash are shared), a fresh one once a file was edited, added or removed."""
    path = Path(directory).resolve()
    stamp = tuple(
        (rel, (path / rel).stat().st_mtime_ns, (path / rel).stat().st_size)
        for rel in (sorted(_walk(path)) if path.is_dir() else ())
    )
    with _lock:
        known = _directories.get((game, path))
        if known is None or known[0] != stamp:
            known = _directories[(game, path)] = (stamp, DataSource(game, path, embedded=False))
        return known[1]


def use(source: DataSource) -> None:
    """Make `source` the data every later game of its game id is set up with."""
    _active[source.game] = source


def reset(game: str | None = None) -> None:
    """Back to the embedded data (for one game, or all)."""
    if game is None:
        _active.clear()
    else:
        _active.pop(game, None)


def current(game: str) -> DataSource | None:
    """The active source of `game`, or None for a game without declared data."""
    h = declared(game)
    return None if h is None else h.source()


def current_hash(game: str) -> str | None:
    src = current(game)
    return None if src is None else src.hash
