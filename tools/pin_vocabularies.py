"""Write tests/interop/vocabulary_pins.json: each game's action vocabulary digest for each
table the interop tests play (tests/interop/cases.py), next to its data hash. Run it when a
game's data (and so maybe its action ids) changes on purpose, and say in the release notes
that the ids changed:

    .venv/bin/python tools/pin_vocabularies.py
"""

from __future__ import annotations

import json
import runpy
from pathlib import Path

from ludotheque.core.registry import get_game
from ludotheque.interop.vocabulary import pins

HERE = Path(__file__).resolve().parent.parent / "tests" / "interop"

if __name__ == "__main__":
    tables = runpy.run_path(str(HERE / "cases.py"))["TABLES"]
    out = {
        gid: pins(get_game(gid), [{"players": p, **extra} for p, extra in rows])
        for gid, rows in tables.items()
    }
    (HERE / "vocabulary_pins.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    print(f"wrote {HERE / 'vocabulary_pins.json'}")
