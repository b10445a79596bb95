"""Writes each game's ENCODING.md from its encoding layout, so the documented tensor is the
encoded one (a test checks the files are up to date):

    python -m ludotheque.interop.encoding_docs          # rewrite every game's file
    python -m ludotheque.interop.encoding_docs --check  # exit 1 if one is stale

A game's encoding lives in its package's `encoding` module, whose `layout()` (with its
default arguments) is the layout documented.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

from ludotheque.core.registry import get_game
from ludotheque.interop.table import game_ids


def encoding_module(game_id: str):
    package = type(get_game(game_id)).__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.encoding")


def render(game_id: str) -> str:
    mod = encoding_module(game_id)
    game = get_game(game_id)
    intro = inspect.getdoc(mod) or ""
    text = mod.layout().markdown(game.title)
    head, _, table = text.partition("\n\n")
    return f"{head}\n\n{intro}\n\n{table}"


def path(game_id: str) -> Path:
    return Path(encoding_module(game_id).__file__).with_name("ENCODING.md")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    stale = []
    for gid in game_ids():
        want = render(gid)
        p = path(gid)
        if "--check" in argv:
            if not p.exists() or p.read_text(encoding="utf-8") != want:
                stale.append(str(p))
        else:
            p.write_text(want, encoding="utf-8")
    if stale:
        print("stale (run python -m ludotheque.interop.encoding_docs):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
