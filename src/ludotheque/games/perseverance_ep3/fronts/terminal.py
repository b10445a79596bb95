"""Perseverance Ep3 in the terminal, drawn from a seat's view (view.py) and the static
component data only.

Names are the data's, which are the English names the French rulebook gives in brackets
(L297: Ravitaillement [Sustenance]...), as our other games' terminals use them. Every mark
carries its seat's number as well as its colour, so the picture reads without colour. The
compact form (between a seat's own decisions) fits 80 columns and about 20 lines: the
header, the seats' table and the town; `board` shows the whole picture.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludotheque.fronts.wide import ByWidth, side_by_side
from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.effect_words import many
from ludotheque.games.perseverance_ep3.fronts import dissidents
from ludotheque.games.perseverance_ep3.fronts.help import HELP

ZONES = ("Sustenance", "Military", "Expansion", "Construction")
SEAT_STYLES = ("red", "blue", "yellow", "green")
FACE = {"adventurer": "Adv", "organizer": "Org", "facilitator": "Fac", "innovator": "Inn"}
SPECIES = {"sh": "shieldhead", "r": "raptor", "th": "thunderhorn", "ij": "ironjaw"}
UNIT_SHORT = {"ranger": "R", "tsh": "sh", "tr": "r", "tth": "th", "tij": "ij"}
OFFICERS = {
    "captain": "Captain",
    "chief-mate": "Chief Mate",
    "chief-of-security": "Chief of Security",
    "chief-steward": "Chief Steward",
    "chief-engineer": "Chief Engineer",
}


def seat_label(view: dict, p: int) -> str:
    """`1`, `2`... for players (seats counted from 1, as everywhere people read);
    `D` for the 2-player dissident."""
    return "D" if p == view.get("dissident") else str(p + 1)


def mark(view: dict, p, text: str | None = None) -> Text:
    """A seat's piece: its number in its colour; `.` for an empty space; `x` blocked."""
    if not isinstance(p, int) or p == -1:
        return Text(".", style="dim")
    if p == -2:
        return Text("x", style="dim")
    style = "bold" if p == view.get("dissident") else SEAT_STYLES[p % 4]
    return Text(text if text is not None else seat_label(view, p), style=style)


def marks(view: dict, owners) -> Text:
    out = Text()
    for i, o in enumerate(owners or ()):
        if i:
            out.append(" ")
        out.append_text(mark(view, o))
    return out


def die_text(view: dict, d) -> Text:
    if isinstance(d, dict):
        owner = d.get("owner", -1)
        face = FACE.get(d.get("face"), str(d.get("face")))
        if owner == -1:
            return Text(face + "·n", style="bold")
        return mark(view, owner, f"{face}·{seat_label(view, owner)}")
    return Text("x" if d == -2 else "___", style="dim")


def units_text(counts: dict, leader: bool = False) -> str:
    parts = [f"{n}{UNIT_SHORT.get(k, k)}" for k, n in (counts or {}).items() if n]
    if leader:
        parts.append("L")
    return " ".join(parts) or "-"


def where_text(at: str) -> str:
    """A leader's place (view.py's `leader_at`) in words."""
    kind, _, k = str(at).partition(":")
    if not k.isdigit():
        return kind
    if kind == "loc":
        locations = components().board.locations
        return f"loc {locations[int(k)].id}" if int(k) < len(locations) else at
    zone = ZONES[int(k)] if int(k) < len(ZONES) else k
    return zone if kind == "zone" else f"{zone} th"


def leader_name(key: str) -> str:
    return str(key).capitalize()


def header(view: dict) -> Text:
    board = view.get("board") or {}
    players = view.get("players") or []
    turns = [p.get("turns", 0) for p in players]
    t = Text("Perseverance Ep3", style="bold")
    if view.get("phase") == "over":
        t.append("  game over")
    else:
        active = view.get("active", 0)
        t.append(f"  turn {min(turns[active] + 1, 8) if turns else '?'}/8  active ")
        t.append_text(mark(view, active))
    t.append(
        f"  tile {board.get('assembly_tile')} ({board.get('assembly_tiles_left')} left)"
        f"  assemblies {board.get('assemblies')}"
    )
    seat = view.get("seat")
    if isinstance(seat, int):
        t.append("  you ")
        t.append_text(mark(view, seat))
    return t


def seat_values(e: dict) -> dict[str, str]:
    """What the table shows of one seat, row name -> cell."""
    res = e.get("resources") or {}
    lead = where_text(e.get("leader_at", ""))
    if e.get("mounted"):
        lead += " mounted"
    adv = e.get("adventure")
    adv_text = f"{adv} step {e.get('adventure_step')}" if adv else "-"
    untrained = " ".join(f"{n}{k}" for k, n in (e.get("untrained") or {}).items() if n)
    return {
        "followers": str(e.get("followers")),
        "fd/db/ir/gb": "/".join(str(res.get(k, 0)) for k in ("food", "debris", "ir", "gb")),
        "home": units_text(e.get("home")),
        "untrained": untrained or "-",
        "tired | infirmary": f"{units_text(e.get('tired'))} | {units_text(e.get('infirmary'))}",
        "leader": lead,
        "crates": "/".join(str(c) for c in e.get("crates") or []),
        "dice/shelters/cubes": f"{e.get('dice_in_supply')}/{e.get('shelters')}/{e.get('cubes')}",
        "adventure": adv_text,
    }


# The short marks of the seats' rows and the town, each said once in words (issue 17).
SEATS_LEGEND = (
    "fd food · db debris · ir island resource · gb glowberries\n"
    "R ranger · sh shieldhead · r raptor · th thunderhorn · ij ironjaw · L leader"
)
TOWN_LEGEND = "Adv adventurer · Org organizer · Fac facilitator · Inn innovator · ·n unowned"


def legend(text: str) -> Text:
    return Text(text, style="dim")


def own_text(view: dict) -> Text | None:
    """The seat's own row of the table on one or two lines (a spectator: None), for the
    decisions whose options carry long referents at 80 columns (`board`: everyone)."""
    seat, players = view.get("seat"), view.get("players") or []
    if not isinstance(seat, int) or not 0 <= seat < len(players):
        return None
    e = players[seat]
    out = mark(view, seat, f"you (seat {seat + 1}, {leader_name(e.get('leader'))})")
    values = seat_values(e)
    res = e.get("resources") or {}
    # In words here (the table's short marks need their legend line, and this line must
    # stay short): the resources held, tired and infirmary apart, dice/shelters/cubes.
    names = (
        ("food", "food"),
        ("debris", "debris"),
        ("ir", "island resource"),
        ("gb", "glowberries"),
    )
    values["fd/db/ir/gb"] = ", ".join(f"{res[k]} {n}" for k, n in names if res.get(k)) or "-"
    values["tired"] = units_text(e.get("tired"))
    values["infirmary"] = units_text(e.get("infirmary"))
    values["dice/shelters/cubes"] = (
        f"{e.get('dice_in_supply')} dice, {e.get('shelters')} shelters, {e.get('cubes')} cubes"
    )
    del values["tired | infirmary"]
    shown = {k: v for k, v in values.items() if v != "-"}
    bare = ("fd/db/ir/gb", "dice/shelters/cubes")
    out.append(": " + " · ".join(v if k in bare else f"{k} {v}" for k, v in shown.items()))
    return out


def seats_table(view: dict) -> Table:
    """A column per seat, a row per thing the seat has (80 columns for 4 seats)."""
    players = view.get("players") or []
    table = Table(show_edge=False, pad_edge=False, box=None, padding=(0, 1))
    table.add_column("")
    for p, e in enumerate(players):
        table.add_column(
            mark(view, p, f"{seat_label(view, p)} {leader_name(e.get('leader'))}"), overflow="fold"
        )
    rows: dict[str, list] = {}
    for e in players:
        for k, v in seat_values(e).items():
            rows.setdefault(k, []).append(v)
    for k, vs in rows.items():
        if all(v in ("-", "- | -") for v in vs):
            continue  # a row with nothing in it for anyone (no adventure yet): left out
        table.add_row(k, *vs)
    return table


def town_table(view: dict) -> Table:
    """One row per town zone: its 4 die spaces, shelters (bottom first), leader and
    thunderhorn spaces, officer."""
    zones = (view.get("board") or {}).get("zones") or {}
    table = Table(show_edge=False, pad_edge=False, box=None, padding=(0, 1))
    for col in ("zone", "dice", "shelters", "L/th", "officer"):
        table.add_column(col)
    for zid, z in zones.items():
        dice = Text()
        for i, d in enumerate(z.get("dice") or []):
            if i:
                dice.append(" ")
            dice.append_text(die_text(view, d))
        lt = mark(view, z.get("leader"))
        lt.append("/")
        lt.append_text(mark(view, z.get("thunderhorn_space")))
        table.add_row(
            zid.capitalize(),
            dice,
            marks(view, z.get("shelters")),
            lt,
            OFFICERS.get(z.get("officer"), z.get("officer")),
        )
    return table


def pool_text(view: dict) -> Text:
    t = Text("pool: ", style="bold")
    for i, d in enumerate((view.get("board") or {}).get("pool") or []):
        if i:
            t.append(" ")
        t.append_text(die_text(view, d))
    return t


def wilderness_table(view: dict) -> Table:
    """Explored locations and what is on them; unexplored ones with their wild dino."""
    board = view.get("board") or {}
    comp = components()
    requires = {
        loc.id: ("sh", "r", "th", "ij")[loc.requires] if loc.requires >= 0 else ""
        for loc in comp.board.locations
    }
    regions = {loc.id: ("swamp", "jungle", "hills")[loc.region] for loc in comp.board.locations}
    table = Table(
        title="Wilderness", title_justify="left", show_edge=False, pad_edge=False, box=None
    )
    for col in ("loc", "region", "needs", "tile / wild dino", "dino", "shelters"):
        table.add_column(col)
    outpost = board.get("outpost") or [[], []]
    for lid, loc in (board.get("locations") or {}).items():
        if lid == "outpost":
            table.add_row(
                "outpost",
                "swamp",
                "",
                "A: "
                + str(marks(view, outpost[0]) or "-")
                + "  B: "
                + str(marks(view, outpost[1])),
                "",
                "",
            )
            continue
        tile = loc.get("tile")
        what = tile if tile else f"wild {SPECIES.get(loc.get('wild'), '-')}"
        if tile is None and not loc.get("wild"):
            what = "unexplored"
        dino = mark(view, loc.get("dino"))
        if loc.get("dino_kind"):
            dino.append(f" {loc['dino_kind']}")
        table.add_row(
            place_name(lid),
            regions.get(lid, ""),
            requires.get(lid, ""),
            what,
            dino,
            marks(view, loc.get("shelters")),
        )
    return table


def place_name(lid: str) -> str:
    """A location as the rulebook says it: its number, or "Raptor temple"."""
    if lid.endswith("-temple"):
        return lid.removesuffix("-temple").capitalize() + " temple"
    return lid


def goal_text(goal, g) -> str:
    """A goal card's personal goal in words: "goal 13: 1 leader in the town"."""
    if g is None:
        return "goal hidden"
    need = ", ".join(many(int(v), k) for k, v in g.personal)
    return f"goal {goal}: {need}"


def officers_table(view: dict) -> Table:
    board = view.get("board") or {}
    n = len(view.get("players") or [])
    table = Table(title="Officers", title_justify="left", show_edge=False, box=None)
    table.add_column("officer")
    table.add_column("where")
    table.add_column("cubes (seat:cubes)")
    where = {z.get("officer"): zid for zid, z in (board.get("zones") or {}).items()}
    where[board.get("wilderness_officer")] = "wilderness"
    for oid, cubes in (board.get("influence") or {}).items():
        t = Text()
        for p, c in enumerate(cubes):
            if p:
                t.append(" ")
            t.append_text(mark(view, p, f"{seat_label(view, p)}:{c}"))
        table.add_row(OFFICERS.get(oid, oid), where.get(oid, "").capitalize(), t)
    del n
    return table


def board_text(view: dict) -> Table:
    """Plains (structures), piles, offers, temples, supply."""
    board = view.get("board") or {}
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    for zid, z in (board.get("zones") or {}).items():
        names = []
        for name, owner in zip(
            z.get("structures") or [], z.get("structure_owners") or [], strict=False
        ):
            if name is None:
                names.append("-")
            else:
                names.append(
                    name + (f" (built by {seat_label(view, owner)})" if owner != -1 else "")
                )
        grid.add_row(f"plains {zid}", " / ".join(names))
    if board.get("ancient_portal", -1) != -1:
        grid.add_row("Ancient Portal", f"built by {seat_label(view, board['ancient_portal'])}")
    piles = board.get("piles") or {}
    grid.add_row(
        "exploration piles",
        ", ".join(
            f"{r} {p.get('size')}"
            + (f" (reminder {p['reminder_at']})" if p.get("reminder_at") else "")
            for r, p in piles.items()
            if isinstance(p, dict)
        ),
    )
    unlocked = board.get("unlocked") or []
    for i, (r, offer) in enumerate((board.get("adventure_offers") or {}).items()):
        locked = "" if i < len(unlocked) and unlocked[i] else " (blocked)"
        grid.add_row(f"adventures {r}{locked}", ", ".join(offer) or "-")
    grid.add_row("ranch offer", " | ".join(", ".join(o) for o in board.get("ranch_offer") or []))
    grid.add_row(
        "temples",
        "explored: "
        + (", ".join(board.get("temples_explored") or []) or "none")
        + "; adventures left: "
        + (", ".join(board.get("temple_adventures_left") or []) or "none"),
    )
    grid.add_row(
        "dino supply",
        ", ".join(f"{n} {SPECIES[k]}" for k, n in (board.get("supply") or {}).items()),
    )
    return grid


def ranch_text(view: dict) -> Table:
    """Each seat's ranch (3x3, row 1 on top), artefacts, goal card."""
    table = Table(title="Ranches", title_justify="left", show_edge=False, box=None)
    table.add_column("seat")
    table.add_column("ranch (rows 1-3)")
    table.add_column("artefacts / goal")
    goals = {g.id: g for g in components().goals}
    for p, e in enumerate(view.get("players") or []):
        cells = e.get("ranch") or [None] * 9
        rows = [" | ".join(c or "." for c in cells[r * 3 : r * 3 + 3]) for r in range(3)]
        goal = e.get("goal")
        g = goals.get(goal)
        arts = ", ".join(e.get("artefacts") or []) or "no artefact"
        table.add_row(mark(view, p), "\n".join(rows), f"{arts}\n{goal_text(goal, g)}")
    return table


# Decisions whose options name things with long referents (a zone's four options, a ranch
# row's effects, a tile's, an adventure's): at 80 columns the seat's own row replaces the
# table of every seat, so those referents fit on screen (`board` has everyone).
LONG_REFERENTS = frozenset(
    (
        "start-zone", "cube", "town-zone", "town-option", "secondary", "ranch", "take-ranch",
        "place-ranch", "adventure", "structure", "place-tile", "crate", "harvest",
    )
)  # fmt: skip


def compact_narrow(view: dict) -> RenderableType:
    """80 columns: the seats (or the seat's own row), and the town when the decision is
    about it; the options name the rest (labels.py)."""
    kind = str((view.get("decision") or {}).get("kind") or "")
    town = kind.startswith("town") or kind in ("shelter", "primary")
    # With the town and its legend on screen, the seat's own row stands for the table.
    own = own_text(view) if kind in LONG_REFERENTS or town else None
    parts: list[RenderableType] = [own if own is not None else seats_table(view)]
    if own is None:
        parts.append(legend(SEATS_LEGEND))
    elif not town:
        parts.append(legend(SEATS_LEGEND.split("\n")[1]))  # the units' marks
    if town:
        # 80x24 has no room left for the marks' legend beside the options: `board` and
        # wider terminals print it (the options say the zones' effects in words).
        parts += [pool_text(view), town_table(view)]
    return Group(*parts)


def compact_wide(view: dict) -> RenderableType:
    """200 columns: the seats, the town and the officers side by side, the ranches under."""
    town = Group(pool_text(view), town_table(view))
    seats = Group(seats_table(view), legend(SEATS_LEGEND))
    return Group(
        side_by_side(seats, town, officers_table(view)), legend(TOWN_LEGEND), ranch_text(view)
    )


def render(view: dict, compact: bool = False) -> RenderableType:
    """The table for a seat; `compact` keeps what moves within a turn."""
    solo = dissidents.panel(view, compact)  # solo: the Dissidents' board
    if compact:
        parts: list[RenderableType] = [header(view)]
        parts += [ByWidth(compact_narrow(view), compact_wide(view))]
        return Group(*parts) if solo is None else Group(*parts, solo)
    parts = [header(view), seats_table(view), legend(SEATS_LEGEND)]
    if solo is not None:
        parts.append(solo)
    parts += [pool_text(view), town_table(view), legend(TOWN_LEGEND)]
    parts += [wilderness_table(view), officers_table(view), board_text(view), ranch_text(view)]
    return Group(*parts)


def render_result(view: dict) -> RenderableType | None:
    """The final scoring's parts per seat (followers before it, structures, artefacts,
    leftovers), the total, the influence tie-break and the winners."""
    final = view.get("final")
    if not final:
        return None
    if view.get("dissidents"):
        return dissidents.result(view)
    players = view.get("players") or []
    winners = set(view.get("winners") or [])
    influence = (view.get("board") or {}).get("influence") or {}
    table = Table(title="Final scoring", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for p, e in enumerate(players):
        head = mark(view, p, f"{seat_label(view, p)} {leader_name(e.get('leader'))}")
        if p in winners:
            head.append(" *", style="bold")
        table.add_column(head, justify="right")
    totals = [e.get("followers", 0) for e in players]
    parts = ("structures", "artefacts", "leftovers")
    before = [t - sum(f.get(k, 0) for k in parts) for t, f in zip(totals, final, strict=False)]
    table.add_row("followers before", *(str(b) for b in before))
    for k in parts:
        table.add_row(k, *(str(f.get(k, 0)) for f in final))
    table.add_row(Text("total", style="bold"), *(Text(str(t), style="bold") for t in totals))
    cubes = [sum(c[p] for c in influence.values() if p < len(c)) for p in range(len(players))]
    table.add_row("cubes (tie-break)", *(str(c) for c in cubes))
    if winners:
        table.caption = "* winner" + ("s share the victory" if len(winners) > 1 else "")
        table.caption_justify = "left"
    return table


def help_text() -> str:
    """The `help` command's text while playing (fronts/help.py)."""
    return HELP
