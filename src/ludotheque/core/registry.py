"""The games the engine knows, by id. Every game is a plugin found through entry points.

A game, ours or a third party's, is declared in its distribution's metadata (for us,
pyproject.toml; for the example game of the tests, tests/plugin_game/pyproject.toml) under
three entry point groups, all keyed by the game's id:

    [project.entry-points."ludotheque.games"]       # the game: a Game instance or subclass
    tic-tac-toe = "ludo_tictactoe:GAME"
    [project.entry-points."ludotheque.terminal"]    # its picture in the terminal (optional)
    tic-tac-toe = "ludo_tictactoe.fronts.terminal"
    [project.entry-points."ludotheque.boards"]      # its SVG board in the browser (optional)
    tic-tac-toe = "ludo_tictactoe.fronts.board"

The core reads only these groups, so it names no game, and the CLI, the server, the agents,
the bench and the tournament all find a game the same way. Fronts are named as modules,
imported only when first drawn: listing the games imports neither rich nor a board.
Entry points live in the installed metadata: after editing them, install again
(`pip install -e .`; `make` does it when pyproject.toml changes).
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata as md
import importlib.util
import pkgutil
import threading
from pathlib import Path
from types import ModuleType

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game

GAMES_GROUP = "ludotheque.games"
FRONT_GROUPS = {"terminal": "ludotheque.terminal", "board": "ludotheque.boards"}
# The folder where our own games live (found as a folder: the core imports no game).
OWN_GAMES = "ludotheque.games"
REINSTALL = "run `pip install -e .` in the checkout (`make` does it)"

_games: dict[str, Game] = {}
_fronts: dict[tuple[str, str], ModuleType | None] = {}
_loaded = False
_lock = threading.RLock()


class PluginError(ConfigError):
    """A game plugin that cannot be found or loaded: the message says how to fix it."""


def _entries(group: str) -> dict[str, md.EntryPoint]:
    """The group's entry points by name; two distributions claiming one name is an error
    (one of them would silently win)."""
    found: dict[str, md.EntryPoint] = {}
    for ep in md.entry_points(group=group):
        other = found.get(ep.name)
        if other is not None and other.value != ep.value:
            raise PluginError(
                f"two plugins claim the id {ep.name!r} in {group}: {other.value} "
                f"({_dist(other)}) and {ep.value} ({_dist(ep)}); uninstall one of them"
            )
        found[ep.name] = ep
    return found


def _dist(ep: md.EntryPoint) -> str:
    dist = getattr(ep, "dist", None)
    return f"from {dist.name} {dist.version}" if dist is not None else "unknown distribution"


def _no_games() -> PluginError:
    try:
        dist = md.distribution("ludotheque")
    except md.PackageNotFoundError:
        why = "ludotheque is not installed (running from a source tree?)"
    else:
        why = (
            f"the installed metadata of ludotheque {dist.version} declares no "
            f"{GAMES_GROUP!r} entry points (an install older than the plugin layout)"
        )
    return PluginError(f"no game is installed: {why}; {REINSTALL}")


def _load_game(ep: md.EntryPoint) -> Game:
    try:
        obj = ep.load()
    except Exception as e:  # a plugin's import error, named with its plugin
        raise PluginError(
            f"game plugin {ep.name!r} ({ep.value}, {_dist(ep)}) failed to load: "
            f"{type(e).__name__}: {e}"
        ) from e
    if isinstance(obj, type) and issubclass(obj, Game):
        obj = obj()
    if not isinstance(obj, Game):
        raise PluginError(
            f"game plugin {ep.name!r} ({ep.value}) is a {type(obj).__name__}, "
            "not a Game instance or subclass"
        )
    if obj.id != ep.name:
        raise PluginError(
            f"game plugin {ep.name!r} ({ep.value}) loads a game whose id is {obj.id!r}: "
            "the entry point's name must be the game's id"
        )
    return obj


def _load() -> None:
    """Load every declared game once; safe when several threads ask at the same time."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if _loaded:
            return
        entries = _entries(GAMES_GROUP)
        if not entries:
            raise _no_games()
        games = {name: _load_game(ep) for name, ep in entries.items()}
        _games.clear()
        _games.update(games)
        _loaded = True


def refresh() -> None:
    """Forget what was found: the next call reads the entry points again (after a plugin
    is installed in a running process, as tests do)."""
    global _loaded
    with _lock:
        _loaded = False
        _games.clear()
        _fronts.clear()
    importlib.invalidate_caches()


def all_games() -> list[Game]:
    _load()
    return [_games[k] for k in sorted(_games)]


def get_game(game_id: str) -> Game:
    _load()
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(sorted(_games)) or "none"
        msg = f"unknown game {game_id!r}; known games: {known}"
        stray = unregistered_packages()
        if stray:
            msg += (
                f" (games/{', games/'.join(stray)} has no {GAMES_GROUP!r} entry point: "
                f"declare it in pyproject.toml, then {REINSTALL})"
            )
        raise ConfigError(msg) from None


def front(kind: str, game_id: str) -> ModuleType | None:
    """The module drawing `game_id` for the front `kind` ("terminal" or "board"), or None
    when the game declares none (it still plays: fronts then show its view as text)."""
    key = (kind, game_id)
    if key in _fronts:
        return _fronts[key]
    with _lock:
        if key not in _fronts:
            ep = _entries(FRONT_GROUPS[kind]).get(game_id)
            mod = None
            if ep is not None:
                try:
                    mod = ep.load()
                except Exception as e:
                    raise PluginError(
                        f"the {kind} of game {game_id!r} ({ep.value}, {_dist(ep)}) failed "
                        f"to load: {type(e).__name__}: {e}"
                    ) from e
                if not isinstance(mod, ModuleType) or not callable(getattr(mod, "render", None)):
                    raise PluginError(
                        f"the {kind} of game {game_id!r} ({ep.value}) must name a module "
                        "defining render(...)"
                    )
            _fronts[key] = mod
        return _fronts[key]


def unregistered_packages() -> list[str]:
    """Folders of our own games package that define a game (`GAME = ...` in their
    `__init__.py`) but that no game entry point loads from: entry points forgotten in
    pyproject.toml, or an install that predates them. A folder still being written, with
    no `GAME` yet, is not listed. Read as text: the core imports no game."""
    used = {ep.module for ep in md.entry_points(group=GAMES_GROUP)}
    out = []
    for m in pkgutil.iter_modules(_own_game_folders()):
        name = f"{OWN_GAMES}.{m.name}"
        if not m.ispkg or any(u == name or u.startswith(name + ".") for u in used):
            continue
        init = Path(m.module_finder.path, m.name, "__init__.py")
        if init.is_file() and _defines_game(init.read_text(encoding="utf-8")):
            out.append(m.name)
    return sorted(out)


def _own_game_folders() -> list[str]:
    spec = importlib.util.find_spec(OWN_GAMES)
    return list(spec.submodule_search_locations or []) if spec else []


def _defines_game(source: str) -> bool:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return True  # broken: let the import say why, once declared
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id == "GAME" for t in targets):
            return True
    return False
