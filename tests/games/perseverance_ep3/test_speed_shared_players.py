"""A copy shares its Players with its source until a rule writes one (`PState.mut`, copy
on write): a write that bypasses `mut` would change the source too. Two guards: every
option applied to copies over seeded games leaves the source's Players as they were (and
the source played on leaves the copies' as they were), and no rule writes a Player
reached through `players[...]` (a scan of the game's source)."""

import ast
import pathlib
import sys

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.state import Player

from .fixtures import SPEED_CONFIGS

CONFIGS = SPEED_CONFIGS
SOURCE = pathlib.Path(sys.modules[GAME.__class__.__module__].__file__).parent


def players_print(s) -> tuple:
    """Every slot of every Player, lists as tuples: what a bypassing write would change."""
    return tuple(
        tuple(
            tuple(v) if v.__class__ is list else v
            for v in map(p.__getattribute__, Player.__slots__)
        )
        for p in s.players
    )


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_copies_never_write_their_sources_players(config):
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 71)
        shared = 0
        while (d := GAME.pending(s)).seat is not None:
            before = players_print(s)
            children = []
            for i in range(len(d.options)):
                c = GAME.copy(s)
                GAME.apply(c, i)
                assert players_print(s) == before, (seed, d.kind, d.options[i])
                children.append((c, players_print(c)))
                shared += sum(p is q for p, q in zip(c.players, s.players, strict=True))
            GAME.apply(s, r.below(len(d.options)))
            for c, after in children:
                assert players_print(c) == after, (seed, d.kind)
        assert shared > 0  # the copies did share Players (else this test tests nothing)


def test_mut_copies_a_shared_player_once():
    s = GAME.setup({"players": 3}, 1)
    c = GAME.copy(s)
    assert all(p is q for p, q in zip(s.players, c.players, strict=True))
    p = c.mut(1)
    assert p is c.players[1] and p is not s.players[1] and c.mut(1) is p
    p.res[0] += 5
    assert s.players[1].res[0] + 5 == p.res[0]
    s.mut(1).res[0] += 1  # the source's own write copies it too: the copy keeps its value
    assert c.players[1].res[0] == p.res[0] and c.players[0] is s.players[0]


LIST_WRITES = {"append", "pop", "remove", "insert", "extend", "clear", "sort", "reverse"}


def _players_item(n) -> bool:
    return (
        n.__class__ is ast.Subscript
        and n.value.__class__ is ast.Attribute
        and n.value.attr == "players"
    )


def _root(n):
    while n.__class__ in (ast.Attribute, ast.Subscript) and not _players_item(n):
        n = n.value
    return n


def bypassing_writes(tree: ast.AST) -> list[int]:
    """Lines writing a Player got through `players[...]` (directly, by a name bound to
    it, or by a loop over `players`) instead of `mut`."""
    found = []
    for fn in ast.walk(tree):
        if fn.__class__ is not ast.FunctionDef or fn.name == "mut":  # mut: the one writer
            continue
        names = set()
        for n in ast.walk(fn):
            if n.__class__ is ast.Assign and _players_item(n.value):
                names.update(t.id for t in n.targets if t.__class__ is ast.Name)
            if n.__class__ is ast.For:
                it, target = n.iter, n.target
                if it.__class__ is ast.Call and getattr(it.func, "id", "") == "enumerate":
                    it, target = it.args[0], target.elts[1]
                if it.__class__ is ast.Attribute and it.attr == "players":
                    names.add(target.id)
        for n in ast.walk(fn):
            if n.__class__ in (ast.Assign, ast.Delete):
                got = n.targets
            elif n.__class__ is ast.AugAssign:
                got = [n.target]
            elif n.__class__ is ast.Call and n.func.__class__ is ast.Attribute:
                got = [n.func.value] if n.func.attr in LIST_WRITES else []
            elif n.__class__ is ast.Call and getattr(n.func, "id", "") == "setattr":
                got = [ast.Attribute(value=n.args[0], attr="x")]
            else:
                continue
            for t in got:
                for e in t.elts if t.__class__ is ast.Tuple else [t]:
                    if e.__class__ is ast.Subscript and e.value.__class__ is ast.Call:
                        if getattr(e.value.func, "id", "") == "getattr":
                            e = ast.Attribute(value=e.value.args[0], attr="x")
                    if e.__class__ not in (ast.Attribute, ast.Subscript):
                        continue
                    r = _root(e)
                    if _players_item(r) or (r.__class__ is ast.Name and r.id in names):
                        found.append(n.lineno)
    return found


def test_the_scan_finds_a_bypassing_write():
    bad = """
def a(s, seat):
    p = s.players[seat]
    p.res[0] += 1
def b(s, seat):
    s.players[seat].cover = False
def c(s):
    for p in s.players:
        p.home.append(1)
    for i, q in enumerate(s.players):
        q.cover = i
def d(s, seat, where):
    getattr(s.players[seat], where)[0] -= 1
def ok(s, seat):
    p = s.mut(seat)
    p.res[0] += s.players[1 - seat].res[0]
"""
    assert sorted(bypassing_writes(ast.parse(bad))) == [4, 6, 9, 11, 13]


def test_no_rule_writes_a_player_without_mut():
    files = sorted(SOURCE.rglob("*.py"))
    assert len(files) > 30
    bad = {
        str(f.relative_to(SOURCE)): lines
        for f in files
        if (lines := bypassing_writes(ast.parse(f.read_text())))
    }
    assert bad == {}
