"""The Dissidents' board in the terminal (solo, L2388-L2414), from the view's
`dissidents` entry only: the joint followers and artefacts, the action row, the card
turned up on the deck and the deck's size, each dissident's programme, card and reserve
track, the goal cards, and what they did this turn."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

STYLES = ("red", "yellow")  # Narek red, Camilla yellow (L2071)


def _card(n) -> str:
    return f"#{n}" if n else "--"


def _track(e: dict) -> Text:
    """Spaces 0..track-1, the marker as `@`, crates as `#`, then the programme card."""
    t = Text()
    at = e.get("reserve")
    length = int(e.get("track") or 0)
    for k in range(6):
        if k < length:
            t.append("@" if at == k else str(k), style="bold" if at == k else "")
        else:
            t.append("#", style="dim")
        t.append(" ")
    t.append("[card]" if at == "card" else "[ ]", style="bold" if at == "card" else "dim")
    return t


def panel(view: dict, compact: bool = False) -> RenderableType | None:
    """The whole board; `compact` (the 80-column view at the prompt) leaves out the goal
    cards and the Dissidents' recent turns, which `board` and the narration show."""
    d = view.get("dissidents")
    if not isinstance(d, dict):
        return None
    head = Text("The Dissidents ", style="bold")
    head.append(f"({d.get('level')}): {d.get('followers')} followers; artefacts: ")
    head.append(", ".join(d.get("artefacts") or []) or "none")
    row = Text("action row: " + "  ".join(_card(n) for n in d.get("row") or []))
    row.append(f"   deck: {d.get('deck')} cards")
    if d.get("flipped"):
        row.append(f", {_card(d.get('flipped'))} face up on it")
    row.append(f"   discard: {len(d.get('discard') or [])}")
    table = Table(show_edge=False, pad_edge=False, box=None)
    for col in ("", "programme", "card", "reserve (@ marker, # crate)"):
        table.add_column(col)
    for k, e in enumerate(d.get("dissidents") or []):
        table.add_row(
            Text(str(e.get("name")), style=STYLES[k % 2]),
            str(e.get("programme")),
            _card(e.get("card")),
            _track(e),
        )
    goals = Text("goal cards: " + ", ".join(f"#{g}" for g in d.get("goals") or []))
    if d.get("goal_scored"):
        goals.append(f" (you scored #{d.get('goal_scored')})")
    if compact:
        return Group(head, row, table)
    parts: list[RenderableType] = [head, row, table, goals]
    log = d.get("log") or []
    if log:
        parts.append(Text("\n".join(log[-8:]), style="dim"))
    return Group(*parts)


def result(view: dict) -> RenderableType | None:
    """You against the Dissidents: the rulebook's result (L2949-L2952)."""
    d = view.get("dissidents")
    final = view.get("final")
    if not isinstance(d, dict) or not final:
        return None
    you = (view.get("players") or [{}])[0].get("followers", 0)
    parts = final[0] if final else {}
    table = Table(title="Final scoring (solo)", title_justify="left", show_edge=False)
    table.add_column("")
    table.add_column("you", justify="right")
    table.add_column("the Dissidents", justify="right")
    for k in ("structures", "artefacts", "leftovers"):
        table.add_row(k, str(parts.get(k, 0)), "")
    table.add_row(Text("total", style="bold"), str(you), str(d.get("followers")))
    table.caption = "you win" if d.get("result") == "won" else "the Dissidents win"
    table.caption_justify = "left"
    return table
