"""The `hint` command at the terminal prompt: the search's best options for the seat to
play, with their values, computed from what that seat can see (agents/coach.py).

Off when several people share the table: a hint is help one player gets and the others
do not (the browser asks every player's agreement at creation; the terminal has no such
step)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ludotheque.agents.coach import hint
from ludotheque.core.match import Match

HINT_SECONDS = 1.0  # CPU seconds of search per hint


def print_hint(console: Console, match: Match, seat: int, people: int) -> None:
    if people > 1:
        console.print(Text("hints are off at a table with several people", style="bold red"))
        return
    seed = len(match.moves) * 7919 + seat
    best = hint(match.game, match.state, seat, HINT_SECONDS, seed=seed)
    lines = ["the search suggests (value for you, 0 to 1; visits):"]
    for v in best:
        value = "-" if v.value is None else f"{v.value:.2f}"
        lines.append(f"  {v.option}   {value}   ({v.visits})")
    console.print(Text("\n".join(lines), style="cyan"))
