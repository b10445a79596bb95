"""`python -m ludotheque.server`: the server with every setting on the command line (the
`ludo serve` command offers the everyday ones). Used by the tests and the benchmark."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import fields

from ludotheque.server import serve
from ludotheque.server.settings import BadSetting, Settings
from ludotheque.server.store import BadDatabaseURL
from ludotheque.server.workers import PACKS_ENV


def _flag(text: str) -> bool:
    if text.lower() in ("1", "true", "yes", "on"):
        return True
    if text.lower() in ("0", "false", "no", "off"):
        return False
    raise argparse.ArgumentTypeError(f"expected true or false, got {text!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ludotheque.server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--log-level", default="info")
    parser.add_argument("--fd", type=int, default=None, help=argparse.SUPPRESS)
    for f in fields(Settings):
        if f.default is None:  # set by serve itself
            continue
        flag = "--" + f.name.replace("_", "-")
        kind = _flag if isinstance(f.default, bool) else type(f.default)
        parser.add_argument(flag, type=kind, default=f.default, dest=f.name)
    args = vars(parser.parse_args(argv))
    host, port, level = args.pop("host"), args.pop("port"), args.pop("log_level")
    database, fd = args.pop("database"), args.pop("fd")
    packs = os.environ.get(PACKS_ENV)
    if packs:  # `ludo serve --data ... --workers N`: the supervisor's data packs
        from ludotheque.cli.data import use_many

        use_many(packs.split(os.pathsep))
    try:
        serve(host, port, database, log_level=level, fd=fd, **args)
    except (BadSetting, BadDatabaseURL) as e:  # said in words, as `ludo serve` does
        print(f"{parser.prog}: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
