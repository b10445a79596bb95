"""`ludo games`: every registered game with what can be chosen when playing it, read from
what the game declares (describe(), config choices, automas, data), never named here."""

from __future__ import annotations

import textwrap

from rich.console import Console
from rich.text import Text

from ludotheque.cli import data as data_cli
from ludotheque.cli import declared
from ludotheque.cli.common import OK
from ludotheque.core import datapack
from ludotheque.core.registry import all_games


def _line(console: Console, key: str, value: str) -> None:
    """`  key: value`, wrapped here with an indent: lists stay readable at 80 columns."""
    width = max(40, min(console.width, 100))
    text = textwrap.fill(
        value,
        width,
        initial_indent=f"  {key}: ",
        subsequent_indent="      ",
        break_on_hyphens=False,
    )
    console.print(Text(text), soft_wrap=True)


def run(console: Console) -> int:
    """One block per game: readable at 80 columns however long the lists grow."""
    for game in all_games():
        d = game.describe()
        lo, hi = d["players"]
        players = str(lo) if lo == hi else f"{lo}-{hi}"
        console.print(Text(f"{d['id']}", style="bold") + Text(f"  {d['title']}, {players} players"))
        for key in ("modes", "modules", "variants"):
            if d[key]:
                _line(console, key, ", ".join(d[key]))
        for key, values in declared.config_choices(game).items():
            shown = ", ".join(str(v) for v in values)
            _line(console, f"{key} (--option {key}=)", shown)
        specs, default = declared.automa_specs(game)
        if specs or default:
            text = ", ".join(specs) if specs else "automa"
            if default:
                text += f" (a bare `automa` is {default})"
            _line(console, "automas", text)
        for note in declared.opponents(game):
            _line(console, "against", note)
        data = datapack.declared(game.id)
        if data is not None:
            _line(console, "data", data_cli.coverage_line(data.embedded))
    console.print(
        Text(
            "Play one with `ludo play GAME`; automas are --seats entries, and "
            "`ludo play -h` lists the agents.",
            style="dim",
        ),
        soft_wrap=False,
    )
    return OK
