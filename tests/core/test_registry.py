"""Finding games through entry points: ours are all declared, a stale install or a broken
plugin is named with its fix (never zero games in silence), and nothing outside a game's
own files names a game."""

from __future__ import annotations

import ast
import importlib.metadata as md
import re
import sys
import types
from pathlib import Path

import pytest

from ludotheque.cli.main import main
from ludotheque.cli.render import render
from ludotheque.core import ConfigError, registry
from ludotheque.core.game import Game

SRC = Path(registry.__file__).resolve().parents[1]  # src/ludotheque


@pytest.fixture
def entries(monkeypatch):
    """entries(extra=[EntryPoint...], drop={names}): the installed entry points, changed."""

    def change(extra=(), drop=()):
        real = md.entry_points

        def fake(**kw):
            group = kw["group"]
            kept = [ep for ep in real(group=group) if ep.name not in drop]
            return kept + [ep for ep in extra if ep.group == group]

        monkeypatch.setattr(registry.md, "entry_points", fake)
        registry.refresh()

    yield change
    registry.refresh()  # the real entry points are back once monkeypatch undoes


def ep(name: str, value: str, group: str = registry.GAMES_GROUP) -> md.EntryPoint:
    return md.EntryPoint(name, value, group)


def fake_module(monkeypatch, name: str, **attrs) -> types.ModuleType:
    mod = types.ModuleType(name)
    for k, v in attrs.items():
        setattr(mod, k, v)
    monkeypatch.setitem(sys.modules, name, mod)
    return mod


# ----- our games -------------------------------------------------------------------------
def test_every_folder_of_our_games_is_declared():
    assert registry.unregistered_packages() == [], (
        "add the game's entry points to pyproject.toml, then `pip install -e .`"
    )
    declared = {e.name: e for e in md.entry_points(group=registry.GAMES_GROUP)}
    assert {g.id for g in registry.all_games()} == set(declared)


def test_each_game_is_loaded_once_and_its_fronts_are_cached():
    games = registry.all_games()
    assert [g.id for g in games] == sorted(g.id for g in games)
    assert all(isinstance(g, Game) for g in games)
    assert registry.get_game(games[0].id) is games[0]
    mod = registry.front("terminal", "iwari")
    assert mod is registry.front("terminal", "iwari") and callable(mod.render)


# ----- a stale or missing install ----------------------------------------------------------
def test_no_declared_game_is_an_error_naming_the_fix(entries, capsys):
    entries(drop={g.id for g in registry.all_games()})
    with pytest.raises(registry.PluginError) as e:
        registry.all_games()
    msg = str(e.value)
    assert msg.startswith("no game is installed: the installed metadata of ludotheque")
    assert "declares no 'ludotheque.games' entry points" in msg
    assert "pip install -e ." in msg
    assert main(["games"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no game is installed") and err.count("\n") == 1


def test_no_installed_distribution_is_said_so(entries, monkeypatch):
    entries(drop={g.id for g in registry.all_games()})

    def missing(name):
        raise md.PackageNotFoundError(name)

    monkeypatch.setattr(registry.md, "distribution", missing)
    with pytest.raises(registry.PluginError, match="ludotheque is not installed"):
        registry.get_game("iwari")


def test_an_unknown_game_names_a_folder_without_entry_point(entries):
    entries(drop={"newton"})
    with pytest.raises(ConfigError) as e:
        registry.get_game("newton")
    msg = str(e.value)
    assert msg.startswith("unknown game 'newton'; known games: ")
    assert "newton" not in msg.split("known games: ")[1].split(" (")[0]
    assert "games/newton has no 'ludotheque.games' entry point" in msg
    assert registry.unregistered_packages() == ["newton"]


def test_a_folder_still_being_written_is_not_asked_to_declare_itself(monkeypatch, tmp_path):
    """A game whose `__init__.py` defines no GAME yet (in progress, not offered to users)
    needs no entry point; once it defines GAME it must be declared."""
    for name, init in (
        ("done", '"""A game."""\nfrom x import Game\n\nGAME = Game()\n'),
        ("typed", "GAME: object = object()\n"),
        ("in_progress", '"""Not registered yet."""\n'),
        ("iwari", "GAME = 1\n"),  # declared: pyproject.toml names ludotheque.games.iwari
    ):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(init)
    (tmp_path / "not_a_package.py").write_text("GAME = 1\n")
    monkeypatch.setattr(registry, "_own_game_folders", lambda: [str(tmp_path)])
    assert registry.unregistered_packages() == ["done", "typed"]


def test_an_unknown_game_lists_the_known_ones():
    with pytest.raises(ConfigError) as e:
        registry.get_game("chess")
    assert str(e.value).startswith("unknown game 'chess'; known games: ")
    assert "entry point" not in str(e.value)  # nothing of ours is missing


# ----- broken plugins ----------------------------------------------------------------------
class Dummy(Game):
    id = "dummy"
    title = "Dummy"

    def configure(self, config):
        return {}

    def _setup(self, config, rng): ...
    def _decide(self, state): ...
    def _play(self, state, option): ...
    def scores(self, state): ...
    def winners(self, state): ...
    def view(self, state, seat): ...
    def determinize(self, state, seat, rng): ...
    def snapshot(self, state): ...


def test_a_game_class_is_instantiated(entries, monkeypatch):
    fake_module(monkeypatch, "dummy_plugin", Dummy=Dummy)
    entries(extra=[ep("dummy", "dummy_plugin:Dummy")])
    assert isinstance(registry.get_game("dummy"), Dummy)


@pytest.mark.parametrize(
    "value, attrs, needle",
    [
        ("dummy_plugin:GAME", {"GAME": Dummy()}, None),
        ("dummy_plugin:GAME", {"GAME": 42}, "is a int, not a Game instance or subclass"),
        ("dummy_plugin:NOPE", {}, "failed to load: AttributeError"),
        ("no_such_module_here:GAME", None, "failed to load: ModuleNotFoundError"),
    ],
)
def test_a_bad_game_entry_is_named(entries, monkeypatch, value, attrs, needle):
    if attrs is not None:
        fake_module(monkeypatch, "dummy_plugin", **attrs)
    entries(extra=[ep("dummy", value)])
    if needle is None:
        assert registry.get_game("dummy").title == "Dummy"
        return
    with pytest.raises(registry.PluginError) as e:
        registry.all_games()
    assert str(e.value).startswith(f"game plugin 'dummy' ({value}")
    assert needle in str(e.value)


def test_the_entry_name_must_be_the_game_id(entries, monkeypatch):
    fake_module(monkeypatch, "dummy_plugin", GAME=Dummy())
    entries(extra=[ep("other", "dummy_plugin:GAME")])
    with pytest.raises(registry.PluginError, match="whose id is 'dummy'"):
        registry.all_games()


def test_two_plugins_claiming_one_id_is_an_error(entries, monkeypatch):
    fake_module(monkeypatch, "dummy_plugin", GAME=Dummy())
    entries(extra=[ep("iwari", "dummy_plugin:GAME")])
    with pytest.raises(registry.PluginError) as e:
        registry.all_games()
    assert "two plugins claim the id 'iwari' in ludotheque.games" in str(e.value)
    assert "ludotheque.games.iwari:GAME" in str(e.value)


def test_fronts_are_optional_and_checked(entries, monkeypatch):
    fake_module(monkeypatch, "dummy_plugin", GAME=Dummy())
    fake_module(monkeypatch, "dummy_plugin.nothing")
    entries(extra=[ep("dummy", "dummy_plugin:GAME")])
    assert registry.front("terminal", "dummy") is None
    assert registry.front("board", "dummy") is None
    assert "Panel" in type(render("dummy", {"game": "dummy"})).__name__  # JSON fallback
    entries(
        extra=[
            ep("dummy", "dummy_plugin:GAME"),
            ep("dummy", "dummy_plugin.nothing", registry.FRONT_GROUPS["board"]),
            ep("dummy", "no_such_module_here", registry.FRONT_GROUPS["terminal"]),
        ]
    )
    with pytest.raises(registry.PluginError, match="must name a module defining render"):
        registry.front("board", "dummy")
    with pytest.raises(registry.PluginError, match="the terminal of game 'dummy'.*failed"):
        registry.front("terminal", "dummy")


# ----- nothing outside a game's files names it -----------------------------------------------
def _game_names() -> set[str]:
    names = set()
    for g in registry.all_games():
        names |= {g.id, g.id.replace("-", "_"), g.title}
    return names | {m.name for m in md.entry_points(group=registry.GAMES_GROUP)}


# Files outside games/ that still name a game, and why. Shrink this list; never grow it.
KNOWN = {
    "server/bench.py": "`ludo bench server` plays Iwari co-op tables (server helper's file)",
    "bench/__init__.py": "the GAME argument's help gives an example id",
    "agents/mcts.py": "a comment says which game the exploration constant was tuned on",
}


def test_no_file_outside_the_games_names_a_game():
    words = re.compile(
        r"\b(" + "|".join(re.escape(n) for n in sorted(_game_names())) + r")\b", re.I
    )
    found = {}
    for path in sorted(SRC.rglob("*")):
        rel = path.relative_to(SRC).as_posix()
        if (
            not path.is_file()
            or rel.startswith("games/")
            or path.suffix
            not in (
                ".py",
                ".js",
                ".html",
                ".css",
            )
        ):
            continue
        hits = sorted({m.group(0) for m in words.finditer(path.read_text())})
        if hits:
            found[rel] = hits
    assert set(found) <= set(KNOWN), {k: v for k, v in found.items() if k not in KNOWN}


def test_no_module_outside_the_games_imports_one():
    for path in SRC.rglob("*.py"):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith("games/"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            bad = [n for n in names if n.startswith("ludotheque.games")]
            assert not bad, f"{rel} imports {bad}: games are found through entry points"


def test_ludo_serve_names_a_stale_install_before_starting(entries, capsys):
    entries(drop={g.id for g in registry.all_games()})
    assert main(["serve", "--port", "1"]) == 2
    assert capsys.readouterr().err.startswith("error: no game is installed")
