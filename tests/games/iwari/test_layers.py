"""Iwari's modules import one way only (issue 12): no import circle, none hidden inside a
function, and the rules' layers never import the layers above them."""

from __future__ import annotations

import ast
from pathlib import Path

import ludotheque.games.iwari as iwari

ROOT = Path(iwari.__file__).parent
PACKAGE = "ludotheque.games.iwari"

# Each rules module and the rules modules it may import (directly); anything not listed
# may not be imported. Lower layers first: primitives, reactions, pieces, actions, flow.
ALLOWED = {
    "limits": set(),
    "payment": set(),
    "cards": set(),
    "atlas": set(),
    "awards": set(),
    "expeditions": set(),
    "exploits": set(),
    "storms": set(),
    "walking": set(),
    "expansion": {"expeditions", "exploits", "storms", "walking"},
    "solo_control": {"atlas"},
    "pieces": {"awards", "expansion", "solo_control"},
    "build": {"atlas", "expansion", "limits", "payment", "pieces"},
    "moves": {"build", "limits", "payment", "pieces", "solo_control"},
    "atlas_actions": {"expansion", "limits", "payment", "pieces"},
    "solo": {"build", "cards", "limits", "payment", "pieces", "solo_control"},
    "draft": {"cards"},
    "flow": {
        "atlas",
        "awards",
        "build",
        "cards",
        "expansion",
        "exploits",
        "moves",
        "solo",
        "solo_control",
        "walking",
    },
    "turn": {"atlas_actions", "build", "cards", "draft", "flow", "moves", "payment", "solo"},
    "setup": {"atlas", "cards", "expansion", "solo"},
}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join((PACKAGE, *parts))


def imports(path: Path) -> tuple[set[str], list[int]]:
    """The package's modules `path` imports, and the lines of imports inside functions."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    nested: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Import | ast.ImportFrom):
                    nested.append(inner.lineno)
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                found.add(f"{node.module}.{alias.name}")
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found, nested


def graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in ROOT.rglob("*.py")}
    out = {}
    for name, path in paths.items():
        found, _ = imports(path)
        out[name] = {
            m for m in found if m in paths and m != name and not m.endswith(("iwari", "rules"))
        }
    return out


def test_no_import_inside_a_function():
    hidden = {}
    for path in ROOT.rglob("*.py"):
        _, nested = imports(path)
        if nested:
            hidden[module_name(path)] = nested
    assert not hidden, f"imports inside functions: {hidden}"


def test_no_import_circle():
    g = graph()
    state: dict[str, int] = {}

    def visit(m: str, stack: list[str]) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(g[m]):
            assert state.get(d) != 1, " -> ".join(stack[stack.index(d) :] + [d])
            if d not in state:
                visit(d, stack)
        stack.pop()
        state[m] = 2

    for m in sorted(g):
        if m not in state:
            visit(m, [])


def test_rules_layers_import_only_downwards():
    g = graph()
    prefix = f"{PACKAGE}.rules."
    rules = {m[len(prefix) :] for m in g if m.startswith(prefix)}
    assert rules == set(ALLOWED), "a rules module is missing from ALLOWED (or gone)"
    wrong = {}
    for name in sorted(rules):
        uses = {m[len(prefix) :] for m in g[prefix + name] if m.startswith(prefix)}
        if uses - ALLOWED[name]:
            wrong[name] = sorted(uses - ALLOWED[name])
    assert not wrong, f"rules modules importing above their layer: {wrong}"
    # Nothing below the game's glue imports the glue or the turn.
    for m, deps in g.items():
        if m not in (PACKAGE, f"{PACKAGE}.game"):
            assert f"{PACKAGE}.game" not in deps, m
