"""Encyclopedia in the terminal, drawn from a seat's view dict (games/encyclopedia/view.py).

Dice are written as colour initial and value (r4 = red 4) as well as coloured, so the
picture reads without colour. Keys the view gains later are listed rather than dropped.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludotheque.fronts.wide import ByWidth, side_by_side
from ludotheque.games.encyclopedia.fronts import reference
from ludotheque.games.encyclopedia.fronts.help import HELP, opponents  # noqa: F401 (a hook)

COLOUR_STYLES = {
    "red": "red",
    "yellow": "yellow",
    "violet": "magenta",
    "blue": "blue",
    "green": "green",
}
CONTINENT_COLOURS = {
    "america": "red",
    "africa": "yellow",
    "asia": "violet",
    "europe": "blue",
    "oceania": "green",
}
_DRAWN = {
    "game",
    "seat",
    "players",
    "round",
    "rounds",
    "phase",
    "active",
    "first_player",
    "bank_used",
    "decision",
    "round_tokens",
    "university",
    "university_cards",
    "academy",
    "decks",
    "bag",
    "central",
    "seats",
    "turn",
    "waiting_picks",
    "log",
    "scores",
    "over",
    "final_scoring",
    "winners",
}
_TIMING = {"lasting": "∞", "end": "end", "discard": "⚡"}


def die_text(die: dict | None) -> Text:
    if not die:
        return Text("·", style="dim")
    colour = die.get("colour", "?")
    return Text(f"{colour[:1]}{die.get('value', '?')}", style=COLOUR_STYLES.get(colour, ""))


def dice_text(dice: list) -> Text:
    out = Text()
    for i, d in enumerate(dice or []):
        if i:
            out.append(" ")
        out.append_text(die_text(d))
    return out if dice else Text("-", style="dim")


def continent_text(continent: str, label: str | None = None) -> Text:
    colour = CONTINENT_COLOURS.get(continent, "")
    return Text(label or continent, style=COLOUR_STYLES.get(colour, ""))


def seat_name(view: dict, seat: int) -> str:
    seats = view.get("seats") or []
    auto = seats[seat].get("automa") if 0 <= seat < len(seats) else None
    return f"seat {seat + 1}" + (" (automa)" if auto else "")


def header(view: dict) -> Text:
    t = Text(f"Encyclopedia — round {view.get('round')}/{view.get('rounds')}", style="bold")
    t.append(f"   phase {view.get('phase')}   active: {seat_name(view, view.get('active', 0))}")
    t.append(f"   first player: {seat_name(view, view.get('first_player', 0))}")
    if view.get("bank_used"):
        t.append("   (bank used this round)", style="dim")
    tokens = view.get("round_tokens") or {}
    t.append(
        f"\nround tokens: {', '.join(tokens.get('revealed') or []) or 'none yet'}"
        f" (+{tokens.get('face_down', 0)} face down)",
        style="dim",
    )
    decks = view.get("decks") or {}
    t.append(
        f"   decks: {decks.get('experts', 0)} experts, {decks.get('animals', 0)} animals"
        f"   bag: {view.get('bag', 0)} dice",
        style="dim",
    )
    return t


def markets_table(view: dict) -> Table:
    table = Table(title="Markets", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("University (experts)")
    table.add_column("Academy (animals)")
    experts = view.get("university_cards") or []
    animals = [a for a in view.get("academy") or [] if a]
    for i in range(max(len(experts), len(animals))):
        left = Text()
        if i < len(experts):
            e = experts[i]
            left = continent_text(e["continent"], e["name"])
            left.append(
                f" [{_TIMING.get(e.get('timing'), '?')}] {e.get('effect', '')}", style="dim"
            )
        right = Text()
        if i < len(animals):
            a = animals[i]
            right = continent_text(a["continent"], a["name"])
            right.append(" " + "/".join(a.get("types") or []), style="dim")
        table.add_row(left, right)
    return table


def central_table(view: dict) -> Table:
    central = view.get("central") or {}
    table = Table(title="Central board", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("area")
    table.add_column("dice / spaces (stars +bonus: die)")
    for area in ("embassy", "bank", "university", "academy"):
        table.add_row(area, dice_text(central.get(area) or []))
    for continent, spaces in (central.get("expeditions") or {}).items():
        row = Text()
        for i, sp in enumerate(spaces):
            if i:
                row.append("  ")
            row.append(f"{'*' * sp['stars'] or '-'}+{sp['bonus']}:")
            row.append_text(die_text(sp.get("die")))
        table.add_row(continent_text(continent), row)
    if central.get("on_animals"):
        table.add_row("on animals", dice_text(central["on_animals"]))
    return table


def _animals(animals: list) -> Text:
    out = Text()
    for i, a in enumerate(animals):
        if i:
            out.append(", ")
        out.append_text(continent_text(a["continent"], a["name"]))
        if a.get("cubes"):
            out.append(f"[{','.join(a['cubes'])}]", style="bold")
    return out if animals else Text("-", style="dim")


def _experts(experts: list) -> Text:
    out = Text()
    for i, e in enumerate(experts):
        if i:
            out.append(", ")
        out.append_text(continent_text(e["continent"], e["name"]))
        out.append(f"{_TIMING.get(e.get('timing'), '')}", style="dim")
    return out if experts else Text("-", style="dim")


def seat_table(view: dict, only: int | None = None) -> Table:
    table = Table(show_edge=False, pad_edge=False, show_lines=True)
    table.add_column("seat")
    table.add_column("resources")
    table.add_column("board dice")
    table.add_column("cards")
    for x in view.get("seats") or []:
        seat = x["seat"]
        if only is not None and seat != only:
            continue
        name = Text(seat_name(view, seat), style="bold" if seat == view.get("seat") else "")
        if x.get("automa"):
            a = x["automa"]
            name.append(f"\n{a['behaviour']} / {a['scoring']}", style="dim")
            name.append("\nprio " + ">".join(p[:2] for p in a["priorities"]), style="dim")
        res = Text(
            f"{x['vp']} VP  rep {x['reputation']}\n{x['coins']} coins  {x['tokens']} tokens"
            f"  {x['seals']} seals"
        )
        if not x.get("automa"):  # the Automa never uses research cubes or x5 tokens
            res.append(f"\n{x['cubes']} cubes  {x['five_tokens']} x5")
        board = Text()
        for label, dice in x["board"].items():
            board.append(f"{label}: ")
            board.append_text(dice_text(dice))
            board.append("\n")
        if x.get("rolled"):
            board.append("to place: ")
            board.append_text(dice_text(x["rolled"]))
        cards = Text("study: ")
        cards.append_text(_animals(x.get("study") or []))
        cards.append("\nexperts: ")
        cards.append_text(_experts(x.get("experts") or []))
        if x.get("covered_experts"):
            cards.append("\nface down: ")
            cards.append_text(_experts(x["covered_experts"]))
        if x.get("published"):
            cards.append(f"\npublished ({len(x['published'])}): ")
            cards.append_text(_animals(x["published"]))
        if x.get("publications"):
            pubs = ", ".join(f"{k} {n}" for k, n in x["publications"].items())
            cards.append(f"\ncubes published: {pubs}")
        table.add_row(name, res, board, cards)
    return table


def compact_seat(view: dict) -> Text:
    """The round and the seat's own resources, board dice and cards in a few lines: the
    options name what they refer to (labels.py), `board` draws the whole table."""
    t = Text(f"round {view.get('round')}/{view.get('rounds')}, phase {view.get('phase')}")
    t.append(f", active: {seat_name(view, view.get('active', 0))}")
    me = next((x for x in view.get("seats") or [] if x["seat"] == view.get("seat")), None)
    if me is None:
        return t
    t.append(
        f"\nyou: {me['vp']} VP, rep {me['reputation']}, {me['coins']} coins, "
        f"{me['tokens']} tokens, {me['seals']} seals, {me['cubes']} cubes"
    )
    t.append("\nyour board: ")
    for i, (slot, dice) in enumerate(me["board"].items()):
        t.append(("  " if i else "") + f"{slot}: ")
        t.append_text(dice_text(dice))
    if me.get("rolled"):
        t.append("   to place: ")
        t.append_text(dice_text(me["rolled"]))
    t.append("\nstudying: ")
    t.append_text(_animals(me.get("study") or []))
    t.append(f"   published: {len(me.get('published') or [])}   experts: ")
    t.append_text(_experts(me.get("experts") or []))
    return t


def turn_text(view: dict) -> Text | None:
    turn = view.get("turn")
    if not turn:
        return None
    t = Text("in hand: ", style="bold")
    t.append_text(die_text(turn["die"]))
    t.append(f" (counts as {turn['colour_now']} {turn['value_now']})")
    if turn.get("action"):
        t.append(f"  action: {turn['action']}")
    if turn.get("seal_action"):
        t.append("  [royal seal extra action]")
    if "expedition_value" in turn:
        t.append(f"  expedition value left: {turn['expedition_value']}")
        t.append(f", cubes placed: {turn['cubes_placed']}")
    if "publish_up_to" in turn:
        t.append(f"  publishing up to type {turn['publish_up_to']}")
    return t


def log_text(view: dict, lines: int = 4) -> Text | None:
    log = view.get("log") or []
    if not log:
        return None
    return Text("\n".join(log[-lines:]), style="dim")


def extras(view: dict) -> Text | None:
    rest = {k: v for k, v in view.items() if k not in _DRAWN}
    if not rest:
        return None
    return Text("other: " + ", ".join(f"{k}={v}" for k, v in rest.items()), style="dim")


def render(view: dict, compact: bool = False) -> RenderableType:
    if compact:
        # No log lines here: an old round's heading would stay up through later phases,
        # and `ludo play` tells each event as it happens (narration.py).
        parts: list[RenderableType] = [compact_seat(view)]
        for piece in (turn_text(view),):
            if piece is not None:
                parts.append(piece)
        # From 150 columns: the central board (where dice go, the expeditions' next
        # spaces) beside, and which die colour is which continent.
        colours = reference.colours_text(CONTINENT_COLOURS, COLOUR_STYLES)
        wide = side_by_side(Group(*parts, colours), central_table(view))
        return ByWidth(Group(*parts), wide)
    parts = [header(view), markets_table(view), central_table(view), seat_table(view)]
    parts += [
        reference.reputation_text(view),
        reference.colours_text(CONTINENT_COLOURS, COLOUR_STYLES),
        reference.marks_text(),
    ]
    for piece in (turn_text(view), log_text(view), extras(view)):
        if piece is not None:
            parts.append(piece)
    return Group(*parts)


def render_result(view: dict) -> RenderableType | None:
    parts = view.get("final_scoring")
    if not parts:
        return None
    seats = range(view.get("players", 0))
    winners = set(view.get("winners") or [])
    table = Table(title="Final scoring", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for seat in seats:
        head = Text(seat_name(view, seat))
        if seat in winners:
            head.append(" ★", style="bold")
        table.add_column(head, justify="right")
    for name, values in parts.items():
        table.add_row(name, *(str(values[x]) for x in seats))
    scores = view.get("scores") or []
    table.add_row(Text("total", style="bold"), *(Text(str(scores[x]), style="bold") for x in seats))
    return table


def help_text() -> str:
    """The `help` command's text while playing (fronts/help.py)."""
    return HELP
