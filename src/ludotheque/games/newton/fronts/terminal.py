"""Newton in the terminal, drawn from the seat's view dict (games/newton/view.py) only.

Every mark carries its seat's number as well as its colour, so the picture still reads
without colour (pipes, NO_COLOR). View keys this module does not know are listed as-is.
"""

from __future__ import annotations

import json

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludotheque.fronts.wide import ByWidth, side_by_side
from ludotheque.games.newton.fronts import reference
from ludotheque.games.newton.fronts.help import HELP, opponents  # noqa: F401 (a hook)
from ludotheque.games.newton.labels import tile_words
from ludotheque.games.newton.words import (
    card_facts,
    card_name,
    discovery_name,
    master_name,
    objective_name,
    place_name,
    shelf_name,
    tech_name,
    token_gives,
    track_space,
)

SEAT_STYLES = ("red", "blue", "yellow", "green")
_DRAWN = {
    "game",
    "seat",
    "players",
    "modules",
    "round",
    "turn",
    "first_player",
    "active",
    "phase",
    "decision",
    "turn_state",
    "map",
    "tracks",
    "objectives",
    "market",
    "decks",
    "out_of_game",
    "supply",
    "seats",
    "scores",
    "over",
    "discoveries",
    "solo",
    "final_scoring",
    "winners",
}


def seat_text(seat: int, text: str | None = None) -> Text:
    return Text(text if text is not None else str(seat + 1), style=SEAT_STYLES[seat % 4])


def seats_text(seats: list[int] | None) -> Text:
    out = Text()
    for i, p in enumerate(seats or []):
        if i:
            out.append(" ")
        out.append_text(seat_text(p))
    return out


def card_text(card: dict) -> str:
    """ "Works, level I blue: 1 Volume of your choice" - the card by its name (words.py,
    as the options say it), then what it gives besides its action."""
    cid = card.get("id", "?")
    facts = card_facts(cid)
    return (card_name(cid) or cid) + (f": {facts}" if facts else "")


def _card(cid: str) -> str:
    return card_name(cid) or cid


def tile_text(tile: str) -> str:
    """A tile on the map or a track by what it gives (labels.tile_words)."""
    if tile.startswith("ancient-"):
        return f"Ancient Land {tile.removeprefix('ancient-')}"
    return tile_words(tile) or tile


def space_text(space: str) -> str:
    """A map place, Works space or Technology space by its name."""
    if space == "reserve":
        return space
    return place_name(space) or track_space(space)


def header(view: dict) -> Text:
    t = Text(f"Newton, round {view.get('round')}/6, turn {view.get('turn')}/5", style="bold")
    mods = view.get("modules") or []
    if mods:
        t.append(f"  [{', '.join(mods)}]", style="dim")
    t.append("  active ")
    t.append_text(seat_text(view.get("active", 0)))
    first = view.get("first_player")
    if isinstance(first, int):  # seats counted from 1, as people read them
        t.append(f"  first player: seat {first + 1}", style="dim")
    t.append(f"  phase {view.get('phase')}", style="dim")
    t.append("  scores ")
    for p, v in enumerate(view.get("scores") or []):
        t.append_text(seat_text(p, f"{p + 1}:{v} "))
    solo = view.get("solo")
    if solo:
        t.append(f" rank {solo['rank']} ({solo['rank_en']})", style="italic")
    return t


def turn_text(view: dict) -> Text | None:
    ts = view.get("turn_state")
    if not ts:
        return None
    t = Text(f"column {ts['column']}: ")
    t.append(f"card {_card(ts['card']) if ts['card'] else '-'}", style="bold")
    flags = [
        name
        for name, key in (
            ("action used", "action_used"),
            ("effect used", "effect_used"),
            ("boosted", "boosted"),
            ("special used", "special_used"),
        )
        if ts.get(key)
    ]
    if flags:
        t.append(" (" + ", ".join(flags) + ")", style="dim")
    perf = ts.get("performed")
    if perf:
        t.append(f"  performed {perf['action']} {perf['value']}")
    if ts.get("task"):
        t.append(f"  now: {ts['task']}", style="bold")
        if "value_left" in ts:
            t.append(f" ({ts['value_left']} left)")
    return t


def map_table(view: dict) -> Table:
    table = Table(title="Europe", title_justify="left", show_edge=False, pad_edge=False)
    for col in ("place", "kind", "tile", "cubes", "here", "token"):
        table.add_column(col)
    for pid, p in (view.get("map") or {}).get("places", {}).items():
        if p["kind"] == "village" and not p.get("token") and not p.get("scientists"):
            continue  # empty villages: left out to keep the table short
        table.add_row(
            pid,
            p["kind"],
            tile_text(p["tile"]) if p.get("tile") else "",
            seats_text(p.get("cubes")),
            seats_text(p.get("scientists")),
            token_gives(p["token"]) or p["token"] if p.get("token") else "",
        )
    return table


def tracks_table(view: dict) -> Table:
    tracks = view.get("tracks") or {}
    table = Table(title="Tracks", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("seat")
    table.add_column("Works track")
    table.add_column("students")
    work = tracks.get("work", {})
    tech = tracks.get("tech", {})
    for p, pos in enumerate(work.get("markers", [])):
        studs = [x for x in tech.get("students", [[]] * (p + 1))[p] if x != "reserve"]
        reserve = tech.get("students", [[]] * (p + 1))[p].count("reserve")
        where = [_tech_short(x) for x in studs]
        table.add_row(
            seat_text(p),
            track_space(pos).removeprefix("Works "),
            ", ".join(where) + (f" (+{reserve} in reserve)" if reserve else ""),
        )
    return table


def _tech_short(space: str) -> str:
    """A Technology space as the tree line names it: "start", "end A", "R4a"."""
    return (
        (tech_name(space) or space)
        .removeprefix("the Technology ")
        .removeprefix("Technology space ")
        .removeprefix("Technology ")
    )


def board_text(view: dict) -> Table:
    tracks = view.get("tracks") or {}
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    tiles = {**tracks.get("work", {}).get("tiles", {}), **tracks.get("tech", {}).get("tiles", {})}
    grid.add_row(
        "track tiles", "\n".join(f"{space_text(k)}: {tile_text(v)}" for k, v in tiles.items())
    )
    toks = tracks.get("tech", {}).get("tokens", {})
    if toks:
        grid.add_row(
            "Technology bonus tokens",
            ", ".join(f"{_tech_short(k)} {token_gives(v) or v}" for k, v in toks.items()),
        )
    objs = view.get("objectives") or {}
    grid.add_row(
        "Objectives",
        "\n".join(f"{space_text(k)}: {objective_name(v) or v}" for k, v in objs.items()),
    )
    gds = view.get("discoveries")
    if gds is not None:
        grid.add_row(
            "Great Discoveries",
            "\n".join(f"{discovery_name(g['id']) or g['id']} ({g['cost']} coins)" for g in gds)
            or "none left",
        )
    return grid


def market_table(view: dict) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    decks = view.get("decks") or {}
    for level, cards in (view.get("market") or {}).items():
        table.add_row(
            f"{level} ({decks.get(level, '?')} in deck)",
            "\n".join(card_text(c) for c in cards) or "-",
        )
    return table


def seats_table(view: dict) -> Table:
    """One column per seat, one row per thing a seat has (fits 80 columns for 4 seats)."""
    seats = view.get("seats") or []
    table = Table(title="Players", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for p in range(len(seats)):
        table.add_column(seat_text(p, f"seat {p + 1}"), overflow="fold")
    rows: dict[str, list[str]] = {}
    for e in seats:
        tucked = [
            _card(t["id"]) + (" (reversed)" if t.get("reversed") else "")
            for t in e.get("tucked", [])
        ]
        masters = [master_name(m) or m for m in e.get("masters_played", [])] + (
            [f"+{e['masters_held']} held"] if e.get("masters_held") else []
        )
        gds = [discovery_name(g) or g for g in e.get("discoveries", [])] + [
            (discovery_name(g) or g) + " (turned)" for g in e.get("discoveries_turned", [])
        ]
        shelf = [f"{len(e.get('shelf', [])) - 1} placed"] + e.get("completed", [])
        income = [
            ("medicine 3VP" if e.get("medicine") == 2 else "medicine 1VP") if x == "medicine" else x
            for x in e.get("income", [])
        ]
        values = {
            "VP": str(e.get("vp")),
            "coins / potions": f"{e.get('coins')} / {e.get('potions')}",
            "hand": str(e.get("hand_size")),
            "desk": "\n".join(_card(c) for c in e.get("desk", [])),
            "tucked": "\n".join(tucked),
            "drawers": " ".join(e.get("drawers", [])),
            "income": "\n".join(income),
            "shelf": "\n".join(shelf),
            "piles": "/".join(str(x) for x in e.get("piles", [])),
            "cubes left": str(e.get("cubes_left")),
            "tokens": str(len(e.get("tokens", []))),
            "masters": "\n".join(masters),
            "discoveries": "\n".join(gds),
        }
        for k, v in values.items():
            rows.setdefault(k, []).append(v)
    for k, vs in rows.items():
        if k == "discoveries" and not any(vs):
            continue
        table.add_row(k, *vs)
    return table


def own_text(view: dict) -> RenderableType | None:
    seat = view.get("seat")
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return None
    e = seats[seat]
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    grid.add_row("your hand", "\n".join(card_text(c) for c in e.get("hand", [])) or "empty")
    if e.get("masters_in_hand"):
        grid.add_row("your Masters", ", ".join(master_name(m) or m for m in e["masters_in_hand"]))
    if e.get("draft_packet"):
        grid.add_row("draft packet", ", ".join(master_name(m) or m for m in e["draft_packet"]))
    if e.get("tuck"):
        grid.add_row("tucking", _card(e["tuck"]))
    grid.add_row(
        "your book tiles", ", ".join(f"book {shelf_name(s) or s}" for s in e.get("shelf", []))
    )
    return grid


def _n(count, word: str) -> str:
    """`1 coin`, `2 coins` (and `? coins` for a missing count)."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def compact_seats(view: dict) -> Text:
    """One line per seat (what a decision weighs: VP, coins, potions, where the Scientist
    stands, the work marker, cards in hand), then the seat's own hand and Masters by id:
    the options name what they refer to (labels.py), `board` draws the rest."""
    seats = view.get("seats") or []
    places = (view.get("map") or {}).get("places") or {}
    where = {q: pid for pid, pl in places.items() for q in pl.get("scientists", [])}
    markers = ((view.get("tracks") or {}).get("work") or {}).get("markers") or []
    out = Text()
    for p, e in enumerate(seats):
        if p:
            out.append("\n")
        out.append_text(seat_text(p, f"seat {p + 1}"))
        out.append(
            f"{' (you)' if p == view.get('seat') else ''}: {e.get('vp')} VP, "
            f"{_n(e.get('coins'), 'coin')}, {_n(e.get('potions'), 'potion')}, "
            f"hand {e.get('hand_size')}, "
            f"at {where.get(p, '?')}, "
            f"{track_space(markers[p]) if p < len(markers) else 'Works ?'}, "
            f"{e.get('cubes_left')} cubes, shelf {len(e.get('shelf', []))}"
        )
    seat = view.get("seat")
    if seat is not None and 0 <= seat < len(seats):
        e = seats[seat]
        hand = "; ".join(_card(c.get("id", "?")) for c in e.get("hand", []))
        out.append(f"\nyour hand: {hand or 'empty'}")
        if e.get("masters_in_hand"):
            names = ", ".join(master_name(m) or m for m in e["masters_in_hand"])
            out.append(f"\nyour Masters: {names}")
        if e.get("draft_packet"):
            names = ", ".join(master_name(m) or m for m in e["draft_packet"])
            out.append(f"\ndraft packet: {names}")
    return out


def extras(view: dict) -> RenderableType | None:
    rest = {k: v for k, v in view.items() if k not in _DRAWN}
    if not rest:
        return None
    table = Table.grid(padding=(0, 2))
    for k, v in rest.items():
        table.add_row(k, Text(json.dumps(v, default=str)))
    return table


def render(view: dict, compact: bool = False) -> RenderableType:
    """The whole table for a seat; `compact` keeps what moves within a turn (the turn in
    progress, the hand, the rows of cards and the seats' resources)."""
    parts: list[RenderableType] = [header(view)]
    turn = turn_text(view)
    if turn is not None:
        parts.append(turn)
    if compact:
        # From 150 columns: the tracks beside the seats, the hand's cards and the shelf's
        # book spaces in full under them (`board` has the map and the market).
        own = own_text(view)
        wide = Group(
            side_by_side(compact_seats(view), tracks_table(view)),
            side_by_side(own, reference.shelf_table(view)) if own is not None else Text(""),
        )
        parts.append(ByWidth(compact_seats(view), wide))
        return Group(*parts)
    parts.append(Columns([map_table(view), tracks_table(view)], padding=(1, 4)))
    parts.append(board_text(view))
    parts.append(seats_table(view))
    parts.append(market_table(view))
    parts += [reference.routes_text(), reference.tech_text()]
    for piece in (own_text(view), reference.shelf_table(view), extras(view)):
        if piece is not None:
            parts.append(piece)
    return Group(*parts)


def render_result(view: dict) -> RenderableType | None:
    """The final scoring part by part, a column per seat, and the solo rank."""
    final = view.get("final_scoring")
    if not final:
        return None
    seats = final.get("seats") or []
    winners = set(view.get("winners") or [])
    table = Table(title="Final scoring", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for p in range(len(seats)):
        head = seat_text(p, f"seat {p + 1}")
        if p in winners and len(seats) > 1:
            head.append(" ★", style="bold")
        table.add_column(head, justify="right")
    table.add_row("VP track", *(str(e["track"]) for e in seats))
    objectives = sorted({k for e in seats for k in e["objectives"]})
    for obj in objectives:
        table.add_row(
            objective_name(obj) or obj, *(str(e["objectives"].get(obj, "")) for e in seats)
        )
    table.add_row("Masters", *(str(sum(e["masters"].values())) for e in seats))
    table.add_row(
        Text("total", style="bold"), *(Text(str(e["total"]), style="bold") for e in seats)
    )
    if len(seats) == 1 and "rank" in seats[0]:
        table.caption = f"Solo rank: {seats[0]['rank']} ({seats[0]['rank_en']})"
    elif winners:
        table.caption = "★ winner" + ("s share the victory" if len(winners) > 1 else "")
    table.caption_justify = "left"
    return table


def help_text() -> str:
    """The `help` command's text while playing (fronts/help.py)."""
    return HELP
