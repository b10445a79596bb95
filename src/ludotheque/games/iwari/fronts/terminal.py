"""Iwari in the terminal, drawn from the seat's view dict (games/iwari/view.py) only.

Every mark carries its tribe's label as well as its colour (0-4, N for the neutral tribe)
so the picture still reads without colour (pipes, NO_COLOR, colour blindness). Keys the
view gains later (expansion pieces) are listed as-is rather than silently dropped.
"""

from __future__ import annotations

import json

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludotheque.fronts.wide import ByWidth, side_by_side
from ludotheque.games.iwari.fronts.help import HELP, opponents  # noqa: F401 (a hook)
from ludotheque.games.iwari.fronts.paths import paths_text
from ludotheque.games.iwari.words import named, place_name

TRIBE_STYLES = ("red", "blue", "yellow", "green", "magenta")
# Tribes that are not seats (the 2-player neutral tribe, the solo Void) by name.
OTHER_STYLES = {"neutral": "white", "void": "grey62"}
BIOME_STYLES = {
    "forest": "green4",
    "tundra": "dark_khaki",
    "coast": "deep_sky_blue3",
    "glacier": "light_cyan1",
    "desert": "orange3",
}
# Top-level view keys drawn by this module; anything else goes to the "other" section.
_DRAWN = {
    "game",
    "seat",
    "players",
    "tribes",
    "first_player",
    "active",
    "turn",
    "phase",
    "decision",
    "board",
    "river",
    "discard",
    "draw_pile",
    "exhaustions",
    "end_triggered",
    "hands",
    "supply",
    "scores",
    "mid_game_scores",
    "over",
    "build",
    "final_scoring",
    "winners",
    "void",
    "choice",
}
_BASE_PARTS = ("huts", "totems", "colonies")


# ----- small pieces ----------------------------------------------------------------------
def _tribes(view: dict) -> list[str]:
    return list(view.get("tribes") or [f"seat {i + 1}" for i in range(view.get("players", 0))])


def _other_name(view: dict, tribe: int) -> str | None:
    """The name of a tribe that is no seat (neutral, void), else None."""
    names = _tribes(view)
    if tribe >= view.get("players", len(names)) and 0 <= tribe < len(names):
        return names[tribe]
    return None


def tribe_style(view: dict, tribe: int) -> str:
    other = _other_name(view, tribe)
    if other is not None:
        return OTHER_STYLES.get(other, "white")
    return TRIBE_STYLES[tribe % len(TRIBE_STYLES)]


def tribe_label(view: dict, tribe: int) -> str:
    """One character per tribe: the seat's number as people count (1 for seat 1), or the
    initial of a tribe that is no seat (N for the neutral tribe, V for the Void)."""
    other = _other_name(view, tribe)
    return other[:1].upper() if other else str(tribe + 1)


def tribe_name(view: dict, tribe: int) -> Text:
    names = _tribes(view)
    name = names[tribe] if 0 <= tribe < len(names) else f"tribe {tribe}"
    if tribe == view.get("seat"):
        name += " (you)"
    return Text(name, style=f"bold {tribe_style(view, tribe)}")


def biome_text(biome: str) -> Text:
    return Text(biome, style=BIOME_STYLES.get(biome, ""))


def cards_text(counts: dict | None, empty: str = "none") -> Text:
    """`{"forest": 2, "coast": 1}` as coloured `forest×2 coast×1`."""
    if not counts:
        return Text(empty, style="dim")
    out = Text()
    for biome, n in counts.items():
        if out:
            out.append("  ")
        out.append(biome, style=BIOME_STYLES.get(biome, ""))
        out.append(f"×{n}")
    return out


def per_tribe_text(view: dict, values: list[int] | None) -> Text:
    """Non-zero per-tribe counts as `0:3 1:2`, each in its tribe's colour."""
    out = Text()
    for tribe, n in enumerate(values or []):
        if n:
            if out:
                out.append(" ")
            out.append(f"{tribe_label(view, tribe)}:{n}", style=tribe_style(view, tribe))
    return out if out else Text("·", style="dim")


# ----- sections --------------------------------------------------------------------------
def header(view: dict) -> Text:
    board = view.get("board", {})
    t = Text()
    t.append("Iwari", style="bold")
    mp = board.get("map", "?")
    t.append(f"  map {mp}" + ("" if board.get("authentic") else " (reconstructed)"))
    t.append(f"  turn {view.get('turn', '?')}")
    if view.get("over"):
        t.append("  game over", style="bold")
    else:
        active = view.get("active")
        if isinstance(active, int):
            t.append("  playing: ")
            t.append_text(tribe_name(view, active))
        t.append(f"  phase: {view.get('phase', '?')}")
    first = view.get("first_player")
    if isinstance(first, int):
        t.append(f"  first player: seat {first + 1}", style="dim")
    if view.get("end_triggered") and not view.get("over"):
        t.append("  END TRIGGERED: last round", style="bold red")
    return t


def territories_table(view: dict, only: str | None = None) -> Table:
    """Every territory, or just the one named `only`."""
    board = view.get("board", {})
    enabled = set(board.get("modules", {}).get("enabled", []))
    title = None if only else "Territories"
    table = Table(title=title, title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("territory", style="bold")
    table.add_column("hut spaces 1, 2, ...")
    table.add_column("huts")
    table.add_column("totems")
    if enabled & {"union", "discovery"}:
        table.add_column("pawns")
    claimed = (view.get("void") or {}).get("claimed")
    if claimed is not None:
        table.add_column("claimed by")
    for terr in board.get("territories", []):
        if only is not None and terr.get("id") != only:
            continue
        spaces = Text()
        for owner in terr.get("spaces", {}).values():
            if spaces:
                spaces.append(" ")
            if owner is None or owner < 0:
                spaces.append("·", style="dim")
            else:
                spaces.append(tribe_label(view, owner), style=f"bold {tribe_style(view, owner)}")
        biome = terr.get("biome", "?")
        row = [
            Text(named(terr.get("id", "?"), biome), style=BIOME_STYLES.get(biome, "")),
            spaces,
            per_tribe_text(view, terr.get("huts")),
            per_tribe_text(view, terr.get("totems")),
        ]
        if enabled & {"union", "discovery"}:
            pawns = []
            if terr.get("union"):
                pawns.append(f"union×{terr['union']}")
            if terr.get("discovery"):
                pawns.append(f"discovery×{terr['discovery']}")
            row.append(" ".join(pawns))
        if claimed is not None:
            who = claimed.get(terr.get("id"), "")
            row.append(Text(who, style=OTHER_STYLES["void"] if who == "void" else "bold"))
        table.add_row(*row)
    return table


def connections_table(view: dict) -> Table:
    board = view.get("board", {})
    table = Table(title="Connections", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", style="bold")
    table.add_column("between")
    table.add_column("kind")
    table.add_column("mountain")
    table.add_column("pawns", justify="right")
    for c in board.get("connections", []):
        kind = c.get("kind", "?")
        if c.get("covered"):
            mountain = Text(f"▲ covered (symbol {c.get('mountain_symbol')})", style="bold")
        elif c.get("mountain_symbol"):
            mountain = Text(f"symbol {c['mountain_symbol']}", style="dim")
        else:
            mountain = Text("")
        pawns = c.get("pawns") or 0
        table.add_row(
            str(c.get("number", "?")),
            f"{place_name(view, c.get('a', '?'))}–{place_name(view, c.get('b', '?'))}",
            Text(kind, style="deep_sky_blue3" if kind == "sea" else "green4"),
            mountain,
            str(pawns) if pawns else "",
        )
    return table


def cards_table(view: dict) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    table.add_row("River", cards_text(view.get("river"), "empty"))
    seat = view.get("seat")
    hands = view.get("hands") or []
    if isinstance(seat, int) and 0 <= seat < len(hands):
        table.add_row("Your hand", cards_text(hands[seat].get("cards"), "empty"))
    for p, hand in enumerate(hands):
        if p == seat:
            continue
        line = Text(f"{hand.get('count', '?')} card(s)")
        if hand.get("known"):
            line.append("; known: ")
            line.append_text(cards_text(hand["known"]))
        table.add_row(tribe_name(view, p), line)
    pile = Text(str(view.get("draw_pile", "?")))
    ex = view.get("exhaustions") or 0
    if ex:
        pile.append(f"  (ran out {ex}×)", style="dim")
    table.add_row("Draw pile", pile)
    table.add_row("Discards", cards_text(view.get("discard"), "none"))
    return table


def tribes_table(view: dict) -> Table:
    table = Table(title="Tribes", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("tribe")
    table.add_column("score", justify="right")
    mid = view.get("mid_game_scores")
    if mid:
        table.add_column("of which mid-game", justify="right")
    table.add_column("huts left", justify="right")
    table.add_column("totems left", justify="right")
    table.add_column("cards", justify="right")
    scores = view.get("scores") or []
    supply = view.get("supply") or []
    hands = view.get("hands") or []
    active = None if view.get("over") else view.get("active")
    for tribe in range(len(_tribes(view))):
        name = tribe_name(view, tribe)
        if tribe == active:
            name = Text("▶ ").append_text(name)
        row: list = [name, str(scores[tribe]) if tribe < len(scores) else "?"]
        if mid:
            row.append(str(mid[tribe]) if tribe < len(mid) else "")
        sup = supply[tribe] if tribe < len(supply) else {}
        row += [str(sup.get("huts", "?")), str(sup.get("totems", "?"))]
        row.append(str(hands[tribe].get("count", "?")) if tribe < len(hands) else "—")
        table.add_row(*row)
    return table


def modules_text(view: dict) -> Text | None:
    mods = view.get("board", {}).get("modules", {})
    enabled = mods.get("enabled") or []
    if not enabled:
        return None
    t = Text("Modules: ", style="bold")
    for i, m in enumerate(enabled):
        if i:
            t.append("; ")
        t.append(f"{m} ", style="bold")
        t.append(f"{mods.get('pawns_left', {}).get(m, '?')} pawn(s) left")
        won = mods.get("winners", {}).get(m) or []
        if won:
            t.append(", won by ")
            for j, tribe in enumerate(won):
                if j:
                    t.append(", ")
                t.append(tribe_label(view, tribe), style=tribe_style(view, tribe))
    return t


def build_text(view: dict) -> Text | None:
    build = view.get("build")
    if not build:
        return None
    t = Text("Building in ", style="bold")
    t.append(place_name(view, build.get("territory", "?")), style="bold")
    t.append(" for ")
    t.append_text(tribe_name(view, build.get("tribe", -1)))
    t.append(f": {build.get('placed', 0)} construction(s) placed")
    return t


def choice_text(view: dict) -> Text | None:
    """A choice that interrupts play (module pawn, exploit, storm, ...)."""
    choice = view.get("choice")
    if not choice:
        return None
    t = Text("Pending choice: ", style="bold")
    t.append(str(choice.get("kind", "?")))
    tribe = choice.get("tribe")
    if isinstance(tribe, int):
        t.append(" for ")
        t.append_text(tribe_name(view, tribe))
    return t


def marks_legend(view: dict) -> Text:
    """The one line that says what the pictures' short marks are: each tribe's mark,
    the free hut space's dot, and `3:1` counts."""
    out = Text("marks: ", style="dim")
    for tribe in range(len(_tribes(view))):
        out.append(tribe_label(view, tribe), style=f"bold {tribe_style(view, tribe)}")
        out.append(f" {_tribes(view)[tribe]} · ")
    first = _tribes(view)[0] if _tribes(view) else "seat 1"
    out.append(f"· a free hut space · 1:2 {first} has 2 there · ▲ a mountain on the connection")
    return out


def void_text(view: dict) -> RenderableType | None:
    """Solo and co-op against the Void: its pawn, its cards, claims and the outcome."""
    void = view.get("void")
    if not void:
        return None
    claimed = list((void.get("claimed") or {}).values())
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    table.add_row(
        f"The Void ({void.get('mode', '?')})", f"pawn on connection {void.get('pawn', '?')}"
    )
    table.add_row(
        "Void cards",
        f"{void.get('void_cards_above_reserve', '?')} above the reserve, "
        f"{void.get('void_cards_beside_board', '?')} beside the board",
    )
    table.add_row(
        "Claimed",
        f"players {claimed.count('players')}, Void {claimed.count('void')} "
        f"(the players lose at {void.get('lose_at', '?')})",
    )
    spent = void.get("spent_spaces") or []
    if spent:
        table.add_row("Spent spaces", ", ".join(place_name(view, x) for x in spent))
    result = void.get("result")
    if result:
        table.add_row("Result", "the players win" if result == "players" else "the Void wins")
    return table


def extras(view: dict) -> RenderableType | None:
    """View keys this module does not know yet, shown compactly rather than hidden."""
    rest = {k: v for k, v in view.items() if k not in _DRAWN and v not in (None, [], {}, False)}
    if not rest:
        return None
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    for k, v in rest.items():
        table.add_row(k, Text(json.dumps(v, separators=(", ", ": "), default=str)))
    return table


# ----- entry points ----------------------------------------------------------------------
def render(view: dict, compact: bool = False) -> RenderableType:
    """The whole table for a seat; `compact` keeps only what moves within a turn (hand,
    river, the build in progress) for the follow-up decisions of one turn."""
    parts: list[RenderableType] = [header(view)]
    if compact:
        # From 150 columns the tribes' scores and pieces and, outside a build, every
        # territory (biome, free spaces, huts) stand beside the cards.
        build = view.get("build")
        lands = None if build else territories_table(view)
        wide = side_by_side(cards_table(view), tribes_table(view), lands, gap=3)
        parts.append(ByWidth(cards_table(view), wide))
        if build:
            parts.append(build_text(view))
            parts.append(territories_table(view, only=build.get("territory")))
        if view.get("choice"):
            parts.append(choice_text(view))
        void = view.get("void")
        if void:  # one line: what a solo decision weighs against the Void
            claimed = list((void.get("claimed") or {}).values())
            parts.append(
                Text(
                    f"the Void: pawn on connection {void.get('pawn', '?')}, "
                    f"{void.get('void_cards_above_reserve', '?')} Void cards above the "
                    f"reserve (you lose at {void.get('lose_at', '?')}); claimed: players "
                    f"{claimed.count('players')}, Void {claimed.count('void')}"
                )
            )
        return Group(*parts)
    parts.append(Columns([territories_table(view), connections_table(view)], padding=(1, 4)))
    parts.append(paths_text(view))
    parts.append(marks_legend(view))
    parts.append(Text(""))
    parts.append(Columns([tribes_table(view), cards_table(view)], padding=(1, 4)))
    pieces = (
        modules_text(view),
        void_text(view),
        build_text(view),
        choice_text(view),
        extras(view),
    )
    for piece in pieces:
        if piece is not None:
            parts.append(piece)
    return Group(*parts)


def render_result(view: dict) -> RenderableType | None:
    """The final scoring by part (the mid-game hut scoring, then the final parts), one
    column per tribe, the neutral tribe included. Parts run down the rows so that any
    number of them (expansion pieces) fits a narrow terminal."""
    parts = view.get("final_scoring")
    if not parts:
        return None
    tribes = range(len(_tribes(view)))
    winners = set(view.get("winners") or [])
    rows: list[tuple[str, list]] = []
    mid = view.get("mid_game_scores")
    if mid:
        rows.append(("mid-game huts", mid))
    for name, values in parts.items():
        # Parts of pieces not in play (expansion extras) are zero for everyone: left out.
        if name in _BASE_PARTS or any(values):
            rows.append((name.replace("_", " "), values))
    table = Table(title="Final scoring", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for tribe in tribes:
        head = tribe_name(view, tribe)
        if tribe in winners:
            head.append(" ★", style="bold")
        table.add_column(head, justify="right")
    for name, values in rows:
        table.add_row(name, *(str(values[t]) if t < len(values) else "" for t in tribes))
    scores = view.get("scores") or []
    table.add_row(
        Text("total", style="bold"),
        *(Text(str(scores[t]) if t < len(scores) else "?", style="bold") for t in tribes),
    )
    if winners:
        table.caption = "★ winner"
    elif "neutral" in _tribes(view):
        table.caption = "The neutral tribe scored best: both players lose."
    table.caption_justify = "left"
    return table


def help_text() -> str:
    """The `help` command's text while playing (fronts/help.py)."""
    return HELP
