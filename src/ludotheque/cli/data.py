"""`ludo data`: export a game's component data as a pack, check a pack; and the `--data DIR`
flag that plays, replays, serves, benchmarks or runs tournaments with a pack.

A pack is checked in full before anything starts: a broken one is refused with every
problem named (file and item), a pack for another game is refused by name.
"""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.text import Text

from ludotheque.core import datapack
from ludotheque.core.datapack import DataPackError, DataSource

OK, FAILED = 0, 1


def add_parser(sub) -> None:
    data = sub.add_parser("data", help="export a game's component data as a pack, or check a pack")
    verbs = data.add_subparsers(dest="data_command", metavar="ACTION")
    verbs.required = True
    export = verbs.add_parser(
        "export", help="write a game's data files and a manifest into a new directory"
    )
    export.add_argument("game", help="game id (see `ludo games`)")
    export.add_argument("dir", help="the directory to create (new or empty)")
    check = verbs.add_parser("check", help="check a data pack and name every problem")
    check.add_argument("dir", help="a directory written by `ludo data export`")


def add_flag(parser: argparse.ArgumentParser, many: bool = False) -> None:
    """`--data DIR` on a command that sets up games; repeatable where several games play."""
    if many:
        parser.add_argument(
            "--data",
            action="append",
            default=[],
            metavar="DIR",
            help="play a game with the data pack in DIR (repeatable, one pack per game)",
        )
    else:
        parser.add_argument(
            "--data", metavar="DIR", help="play with the data pack in DIR (see `ludo data`)"
        )


def use(directory: str | None, game: str | None, console: Console | None = None) -> None:
    """Install the pack in `directory` for `game` (refused if broken or for another game)."""
    if not directory:
        return
    source = datapack.install(directory, game)
    if console is not None:
        console.print(Text(f"{source.game} data: {datapack.describe(source)}", style="dim"))


def use_many(directories: list[str]) -> None:
    """One pack per game, each checked; two packs for one game are refused."""
    games: dict[str, str] = {}
    for directory in directories:
        game = datapack.read_manifest(directory)["game"]
        if game in games:
            raise DataPackError(f"--data {games[game]} and --data {directory} are both for {game}")
        games[game] = directory
    for directory in directories:
        datapack.install(directory)


def coverage_line(source: DataSource) -> str:
    cov = datapack.coverage(source)
    return (
        f"{cov.reconstructed} of {cov.items} items reconstructed, at least in part "
        f"({cov.percent:.0f}%); {cov.items - cov.reconstructed} wholly from the rulebook"
    )


def run(args: argparse.Namespace, console: Console) -> int:
    if args.data_command == "export":
        return _export(args, console)
    return _check(args, console)


def _export(args: argparse.Namespace, console: Console) -> int:
    manifest = datapack.export(args.game, args.dir)
    source = datapack.directory_source(args.game, args.dir)
    console.print(
        Text(f"exported the {args.game} data to {args.dir}: ", style="bold")
        + Text(f"{len(manifest['files'])} files, {coverage_line(source)}")
    )
    console.print(f"content hash {manifest['hash']}")
    console.print(
        "Correct the values from your copy of the game (and each item's `source`), then "
        f"check the pack with `ludo data check {args.dir}` and play with `--data {args.dir}`."
    )
    return OK


def _check(args: argparse.Namespace, console: Console) -> int:
    manifest, source, problems = datapack.check_pack(args.dir)
    game = manifest["game"]
    if problems:
        console.print(
            Text(f"{args.dir}: {len(problems)} problem(s) in this {game} data pack", style="bold")
        )
        for problem in problems:
            console.print(Text(f"  {problem}"))
        console.print("the pack cannot be used until every problem is fixed")
        return FAILED
    embedded = datapack.handle(game).embedded
    if source.hash == embedded.hash:
        state = "identical to the embedded data"
    elif source.hash == manifest.get("hash"):
        state = "as exported (not the embedded data of this engine)"
    else:
        state = "edited since its export"
    console.print(Text(f"{args.dir}: a valid {game} data pack, {state}", style="bold"))
    console.print(f"{len(source.files())} files, {coverage_line(source)}")
    console.print(f"content hash {source.hash}")
    return OK
