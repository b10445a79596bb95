"""A copy shares the board's tables of rows (`state.TABLES`: structures and their owners,
exploration piles, adventure decks, ranch piles) with its source until a rule writes one
(`PState.own`, copy on write), and the lists the rules replace whole (`state.WHOLE`) for
good: a write that bypasses `own`, or one in place in a WHOLE list, would change the
source too.
Two guards: every option applied to copies over seeded games, and every determinized
sample, leaves the source's tables as they were (and the source played on leaves the
copies' as they were); and no rule of the game's source writes a table reached through
its attribute (a scan: subscript assignments, list methods, names bound to a row)."""

import ast
import pathlib
import sys

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.state import TABLES, WHOLE

from .fixtures import SPEED_CONFIGS

CONFIGS = SPEED_CONFIGS
SOURCE = pathlib.Path(sys.modules[GAME.__class__.__module__].__file__).parent


def tables_print(s) -> tuple:
    """The tables' rows and the lists the rules replace whole (WHOLE), as tuples."""
    rows = tuple(tuple(map(tuple, getattr(s, name))) for name in TABLES)
    return rows + tuple(tuple(getattr(s, name)) for name in WHOLE)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_copies_never_write_their_sources_tables(config):
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 71)
        shared = written = 0
        while (d := GAME.pending(s)).seat is not None:
            before = tables_print(s)
            children = []
            for i in range(len(d.options)):
                c = GAME.copy(s)
                GAME.apply(c, i)
                assert tables_print(s) == before, (seed, d.kind, d.options[i])
                children.append((c, tables_print(c)))
                shared += c.structures is s.structures
                written += c.tables != 0
            sample = GAME.determinize(s, d.seat, Rng(seed))
            assert tables_print(s) == before, (seed, "determinize")
            children.append((sample, tables_print(sample)))
            GAME.apply(s, r.below(len(d.options)))
            for c, after in children:
                assert tables_print(c) == after, (seed, d.kind)
        assert shared > 0 and written > 0  # copies shared tables, and some wrote one


def test_own_copies_a_shared_table_once():
    s = GAME.setup({"players": 3}, 1)
    c = GAME.copy(s)
    assert all(getattr(s, name) is getattr(c, name) for name in TABLES)
    rows = c.own("piles")
    assert rows is c.piles and rows is not s.piles and c.own("piles") is rows
    assert c.decks is s.decks  # the other tables stay shared
    top = rows[0].pop(0)
    assert s.piles[0][0] == top
    s.own("piles")[1].append(99)  # the source's own write copies too: the copy keeps its row
    assert c.piles[1][-1] != 99


LIST_WRITES = {"append", "pop", "remove", "insert", "extend", "clear", "sort", "reverse"}


def _shared(n) -> bool:
    """`x.<name>`, a table of TABLES or a WHOLE list, read through the attribute."""
    return n.__class__ is ast.Attribute and (n.attr in TABLES or n.attr in WHOLE)


def _through(n, bound: set) -> bool:
    """`n` reaches a shared list: `x.<name>`, or a name of `bound`, under any subscripts."""
    while n.__class__ is ast.Subscript:
        n = n.value
    return _shared(n) or (n.__class__ is ast.Name and n.id in bound)


def bypassing_writes(tree: ast.AST) -> list[int]:
    """Lines that write a table, a row, an item or a WHOLE list reached through the
    attribute itself, or through a name bound to it or to one of its rows, rather than
    through `own` (or a copy the rule makes: `x = s.<list>[:]`)."""
    bad = []
    for fn in ast.walk(tree):
        if fn.__class__ not in (ast.FunctionDef, ast.Module):
            continue
        bound = set()  # names bound to a shared list or to one of its rows
        for n in ast.walk(fn):
            v = n.value if n.__class__ is ast.Assign else None
            while v.__class__ is ast.Subscript and v.slice.__class__ is not ast.Slice:
                v = v.value
            if _shared(v):
                bound.update(t.id for t in n.targets if t.__class__ is ast.Name)

        for n in ast.walk(fn):
            targets = []
            if n.__class__ in (ast.Assign, ast.AugAssign, ast.Delete):
                targets = n.targets if n.__class__ is not ast.AugAssign else [n.target]
            for t in targets:
                if t.__class__ is ast.Subscript and _through(t.value, bound):
                    bad.append(t.lineno)
            if n.__class__ is ast.Call and n.func.__class__ is ast.Attribute:
                if n.func.attr in LIST_WRITES and _through(n.func.value, bound):
                    bad.append(n.lineno)
            if n.__class__ is ast.Call and n.func.__class__ is ast.Name:
                if n.func.id in ("take", "put_under") and n.args and _through(n.args[0], bound):
                    bad.append(n.lineno)
    return bad


def test_no_rule_writes_a_table_without_own():
    found = {}
    for path in sorted(SOURCE.rglob("*.py")):
        if path.name == "state.py" or path.parent.name == "fronts":
            continue
        bad = bypassing_writes(ast.parse(path.read_text()))
        if bad:
            found[str(path.relative_to(SOURCE))] = bad
    # rules/setup.py fills a new state's tables, which it owns (new_state)
    assert set(found) <= {"rules/setup.py"}, found


def test_the_scan_sees_bypassing_writes():
    samples = [
        "def f(s):\n    s.structures[z][0] = -1\n",
        "def f(s):\n    s.structure_owner[z][r] += 1\n",
        "def f(s):\n    s.piles[r].pop(0)\n",
        "def f(s):\n    pile = s.piles[r]\n    pile.append(3)\n",
        "def f(s):\n    take(s.decks[r], s.deck_seen, r)\n",
        "def f(s):\n    deck = s.decks[r]\n    put_under(deck, s.deck_seen, r, 1)\n",
        "def f(s):\n    s.piles[r] = []\n",
        "def f(s):\n    s.ranch_piles.append([])\n",
        "def f(s):\n    s.unlocked[r] = True\n",
        "def f(s):\n    s.tile_stack.pop(0)\n",
        "def f(s):\n    rows = s.piles\n    rows[r].pop()\n",
        "def f(s):\n    done = s.reminder_out\n    done[r] = True\n",
    ]
    for text in samples:
        assert bypassing_writes(ast.parse(text)), text
    fine = (
        "def f(s):\n    s.own('piles')[r].pop(0)\n    pile = s.own('decks')[r]\n"
        "    take(pile, s.x, r)\n    done = s.reminder_out[:]\n    done[r] = True\n"
        "    s.reminder_out = done\n"
    )
    assert not bypassing_writes(ast.parse(fine))
