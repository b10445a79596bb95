"""Darwin's Journey in the terminal, drawn from a seat's view (games/darwins_journey/view.py)
and the static component data only.

Every mark carries its seat's number as well as its colour, so the picture still reads
without colour. The compact form (between a seat's own decisions) is a header, the seats'
resources, and the one part of the board the pending decision is about: it fits 80x24.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ludotheque.fronts.wide import ByWidth, side_by_side
from ludotheque.games.darwins_journey.fronts.animals import animal_table
from ludotheque.games.darwins_journey.fronts.fireland import fireland_table
from ludotheque.games.darwins_journey.fronts.great_ship import ship_table
from ludotheque.games.darwins_journey.fronts.grid import two_columns
from ludotheque.games.darwins_journey.fronts.help import HELP, opponents  # noqa: F401 (a hook)
from ludotheque.games.darwins_journey.fronts.labels import (
    SEAL_LETTER,
    SEAL_STYLE,
    beagle_text,
    crew_title,
    letter_title,
    objective_text,
    static,
)
from ludotheque.games.darwins_journey.fronts.pirates import pirate_table
from ludotheque.games.darwins_journey.labels import (
    space_facts,
    space_name,
    specimen_name,
    track_name,
)
from ludotheque.games.darwins_journey.option_words import campsite_name
from ludotheque.games.darwins_journey.words import in_words

SEAT_STYLES = ("red", "blue", "yellow", "magenta")
PHASES = {
    "draft": "crew draft",
    "pairs": "objective pairs",
    "action": "Action",
    "reward": "Reward",
    "over": "game over",
}


def seat_text(seat: int, text: str | None = None) -> Text:
    return Text(text if text is not None else str(seat + 1), style=SEAT_STYLES[seat % 4])


def seals_text(row: list[str]) -> Text:
    out = Text()
    for c in row:
        out.append(SEAL_LETTER.get(c, "?"), style=SEAL_STYLE.get(c, ""))
    return out


def workers_text(workers) -> Text:
    """[[seat, worker], ...] as "seat 1 worker 3, seat 2 worker 1", in the seat's colour."""
    out = Text()
    for i, (p, w) in enumerate(workers or []):
        if i:
            out.append(", ")
        out.append_text(seat_text(p, f"seat {p + 1} worker {w}"))
    return out


def header(view: dict) -> Text:
    """One line at 80 columns: round, phase, turn order, who plays, who looks."""
    over = view.get("phase") == "over"
    t = Text("Darwin's Journey", style="bold")
    if not over:
        t.append(f" r{view.get('round')}/5", style="bold")
    t.append(f" · {PHASES.get(view.get('phase'), view.get('phase'))} · order ")
    for i, p in enumerate(view.get("order") or []):
        t.append_text(seat_text(p, f"{p + 1}" if i == 0 else f" {p + 1}"))
    d = view.get("decision") or {}
    me = view.get("seat")
    if d.get("seat") is not None:
        t.append(" · ")
        t.append_text(seat_text(d["seat"], f"seat {d['seat'] + 1}"))
        t.append(" (you)" if d["seat"] == me else "", style="bold")
        t.append(" plays")
    elif me is not None:
        t.append(" · you: ")
        t.append_text(seat_text(me, f"seat {me + 1}"))
    museum = f" · Museum x{view['modifier']}" if "modifier" in view else ""
    if len(t.plain) + len(museum) <= 80:
        t.append(museum, style="dim")
    return t


# ----- the main board -------------------------------------------------------------------
def diaries_table(view: dict) -> Table:
    table = Table(title="Diaries", title_justify="left", show_edge=False, pad_edge=False)
    for col in ("space", "needs: actions", "lens", "workers"):
        table.add_column(col, overflow="fold")
    for sid, sp in (view.get("board") or {}).get("spaces", {}).items():
        lens = sp.get("lens")
        lens_t = (
            seat_text(lens, f"seat {lens + 1}'s lens") if isinstance(lens, int) else Text(str(lens))
        )
        table.add_row(space_name(sid), space_facts(view, sid), lens_t, workers_text(sp["workers"]))
    return table


def academy_text(board: dict) -> Text:
    t = Text("Academy scrolls:", style="bold")
    cells = board.get("academy") or []
    costs = static()["comp"].tracks.scroll_costs
    for k in range(0, len(cells), 3):
        t.append(f" {k // 3 + 1} ({costs[k // 3]} coin{'' if costs[k // 3] == 1 else 's'}) ")
        for c in cells[k : k + 3]:
            if c is None:
                t.append("·")
            else:
                t.append(SEAL_LETTER.get(c, "T"), style=SEAL_STYLE.get(c, "bold"))  # T: Time
    t.append(
        f"\n{board.get('seal_pile')} seals in the pile, {board.get('special_seals')} special"
        " seals left · · an empty place",
        style="dim",
    )
    return t


def correspondence_table(board: dict, n: int) -> Table:
    table = Table(
        title="Correspondence (stamps 1:2 = seat 1 has 2 on the envelope)",
        title_justify="left",
        show_edge=False,
        pad_edge=False,
    )
    table.add_column("#")
    table.add_column("envelope's rewards", max_width=56, overflow="fold")
    table.add_column("stamps", max_width=16, overflow="fold")
    for e, env in enumerate(board.get("envelopes") or []):
        stamps = Text()
        for p, k in enumerate(env.get("stamps") or []):
            stamps.append_text(seat_text(p, f"{p + 1}:{k} "))
        table.add_row(str(e + 1), letter_title(env.get("tile")), stamps)
    return table


def museum_table(board: dict) -> Table:
    geo = static()["comp"].geo
    table = Table(
        title="Museum (X a specimen delivered, . a free place)",
        title_justify="left",
        show_edge=False,
        pad_edge=False,
    )
    table.add_column("row")
    kinds = ("reptile", "plant", "bird", "fossil")
    for k in kinds:
        table.add_column(k)
    table.add_column("coin")
    there = set(board.get("museum") or [])
    coins = board.get("row_coins") or []
    for r in range(geo.rows):
        cells = [geo.specimens[r * geo.columns + c] for c in range(geo.columns)]
        colour = cells[0].id.split("-")[0]
        row = ["X" if sp.id in there else "." for sp in cells]
        table.add_row(colour, *row, "1 coin" if r < len(coins) and coins[r] else "-")
    return table


def tracks_table(view: dict, compact: bool = False) -> Table:
    """The Ocean and the Islands: where every ship and explorer stands, what specimens
    wait on which space, and the tents on the campsites."""
    board = view.get("board") or {}
    seats = view.get("seats") or []
    table = Table(
        title="Ocean and Islands",
        title_justify="left",
        show_edge=False,
        pad_edge=False,
    )
    table.add_column("track")  # the pieces as "1:4", seat 1 on the track's space 4
    table.add_column("pieces (seat:space)", overflow="fold", max_width=36)
    if not compact:
        table.add_column("specimens", overflow="fold", max_width=40)
    specimens = board.get("specimens") or {}
    ocean = Text()
    for p, e in enumerate(seats):
        ocean.append_text(seat_text(p, f"{p + 1}:{_space(e['ship'])} "))
    ocean.append(f"Beagle {_space(board.get('beagle_space'))}", style="bold")
    geo = static()["comp"].geo
    rows = [("Ocean", ocean, [k for k in specimens if k.startswith("O")])]
    for i, isl in enumerate(geo.islands):
        t = Text()
        for p, e in enumerate(seats):
            x = (e.get("explorers") or [None] * 3)[i]
            if x is not None:
                t.append_text(seat_text(p, f"{p + 1}:{_space(x)} "))
        where = [k for k in specimens if k.startswith(isl.id + "-")]
        rows.append((f"island {isl.id[1:]}", t, where))
    for name, pieces, where in rows:
        if compact:
            table.add_row(name, pieces)
        else:
            table.add_row(
                name,
                pieces,
                ", ".join(f"{_space(k)} {specimen_name(specimens[k])}" for k in where) or "-",
            )
    return table


def _explorers(tids: list[str]) -> str:
    """ "island 1: 5" - an explorer's island and space; "islands 1:5 2:0" for more."""
    names = [track_name(t).removeprefix("island ").split(" space ") for t in tids]
    if len(names) == 1 and len(names[0]) == 2:
        return f"island {names[0][0]}: {names[0][1]}"
    return ("islands " + " ".join(":".join(n) for n in names)) if names else "-"


def _space(tid) -> str:
    """A track space's number on its track ("4a" of "ocean space 4a")."""
    name = track_name(str(tid))
    return name.rsplit(" ", 1)[-1] if name != str(tid) else str(tid)


def misc_text(view: dict) -> Table:
    board = view.get("board") or {}
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold")
    objs = board.get("objectives") or {}
    piles = objs.get("piles") or [0, 0]
    for tier, k in (("silver", 0), ("gold", 1)):
        tiles = "; ".join(objective_text(o) for o in objs.get(tier) or []) or "-"
        grid.add_row(f"{tier} objectives", f"{tiles} ({piles[k]} in pile)")
    goals = board.get("beagle_tiles") or []
    grid.add_row(
        "HMS Beagle goals",
        "; ".join(
            f"{k + 1}: {beagle_text(t) if t is not None else 'scored'}" for k, t in enumerate(goals)
        ),
    )
    camps = []
    for cid, spaces in (board.get("campsites") or {}).items():
        held = [str(p + 1) for p in spaces if p is not None and p >= 0]
        if held:
            camps.append(f"{campsite_name(cid)}: seats {', '.join(held)}")
    grid.add_row("campsites", "; ".join(camps) or "no tent yet")
    fire_card = view.get("fireland_scenario")
    if fire_card:  # Fireland's scenario card (L1763)
        grid.add_row(
            "scenario",
            f"Fireland card {fire_card['card']}{_drawn(fire_card)}, {fire_card['focus']}",
        )
    scenario = view.get("scenarios")
    if scenario is not None:  # the Scenarios module (L2244): its card, or the piles (L2301)
        card = scenario.get("card")
        grid.add_row(
            "scenario",
            f"card {card}{_drawn(scenario)}, {scenario.get('focus')}"
            if card
            else "no card: new pieces shuffled in",
        )
    return grid


def _drawn(card: dict) -> str:
    """A scenario card drawn at setup says so (`scenario: "random"`, ruling FL-R49)."""
    return " (drawn at random)" if card.get("drawn") else ""


# ----- the seats ------------------------------------------------------------------------
def seats_table(view: dict, compact: bool) -> Table:
    """One column per seat, one row per thing a seat has (fits 80 columns for 4 seats)."""
    seats = view.get("seats") or []
    me = view.get("seat")
    table = Table(title=None if compact else "Players", show_edge=False, pad_edge=False)
    table.add_column("")
    for p in range(len(seats)):
        head = f"seat {p + 1}" + (" (you)" if p == me else "")
        table.add_column(seat_text(p, head), overflow="fold", max_width=19)
    rows: dict[str, list] = {}

    def put(name, values):
        rows.setdefault(name, []).extend(values)

    for e in seats:
        seals = Text()
        for w, row in enumerate(e.get("rows") or []):
            if w:
                seals.append(" ")
            seals.append_text(seals_text(row) if row else Text("-"))
        free = e.get("free_workers") or []
        workers = " ".join(str(w) for w in free) or "none"
        if e.get("fifth_worker") and 5 not in free:
            workers += " (5th out)"
        explorers = [x for x in e.get("explorers") or [] if x is not None]

        done = len(e.get("completed_slots") or [])
        held = len([x for x in e.get("slots") or [] if x is not None])
        crew = e.get("crew")
        crew_t = f"{crew} hidden" if isinstance(crew, int) else ", ".join(map(str, crew)) or "-"
        crew_t += f" ({len(e.get('crew_done') or [])} done)"
        put("VP/c/TK/Theory", [f"{e['vp']}/{e['coins']}c/{e['tk']}/{e.get('theory')}"])
        put("seals", [seals])
        put("workers home", [workers])
        put("ship", [track_name(e.get("ship"))])
        put("explorers", [_explorers(explorers)])
        put("objectives", [_objectives(done, held, len(e.get("reserve") or []), compact)])
        if "great_ship" in e:  # the module: the seat's card by its number
            put("Great Ship", [e["great_ship"] or "-"])
        if not compact:
            put("crew cards", [crew_t])
            put("stamps", ["/".join(map(str, e.get("stacks") or [])) + f" cup {e.get('cup')}"])
            put("tents", [", ".join(campsite_name(c) for c, _ in e.get("tents") or []) or "-"])
            put("lenses left", [str(e.get("lenses"))])
            put("research", [", ".join(map(specimen_name, e.get("research") or [])) or "-"])
    for k, vs in rows.items():
        table.add_row(k, *vs)
    return table


def _objectives(done: int, held: int, reserve: int, compact: bool = False) -> str:
    """A seat's objectives in a cell: how many of those on its slots are done and how
    many wait in its reserve (L789), in words ("none yet" rather than "0/0 done +0");
    the compact form stays as narrow as the other cells, so four seats fit 80 columns."""
    if not held:
        return f"{reserve} in reserve" if reserve else "none yet"
    if not reserve:
        return f"{done}/{held} done"
    if compact:
        return f"{done}/{held} +{reserve} res"
    return f"{done}/{held} done +{reserve} in reserve"


SEATS_LEGEND = "c coins · TK Temporary Knowledge · seals Y yellow R red B blue G green S special"


def seats_part(view: dict, compact: bool) -> Group:
    """The seats' table and, under it, the one line that says its short marks."""
    return Group(seats_table(view, compact), Text(SEATS_LEGEND, style="dim"))


def crew_line(cid) -> str:
    """A crew card for the terminal: crew_title's words, without "needs" to fit 80x24
    ("crew card 5: 1 yellow 4 blue -> unlock a lens space for free")."""
    return crew_title(cid).replace(": needs ", ": ", 1)


def own_text(view: dict, only: str | None = None) -> Table | None:
    """What the viewing seat holds: the draft hand, crew cards, objectives in detail
    (`only` "crew" or "objectives": that part, for a decision about it at 80x24)."""
    me = view.get("seat")
    seats = view.get("seats") or []
    if me is None or not 0 <= me < len(seats):
        return None
    e = seats[me]
    grid = two_columns()
    if view.get("hand"):
        grid.add_row("your draft hand", "\n".join(crew_line(c) for c in view["hand"]))
    if view.get("pairs"):
        grid.add_row(
            "pairs on offer",
            "\n".join(" + ".join(objective_text(o) for o in p) for p in view["pairs"]),
        )
    crew = e.get("crew")
    if isinstance(crew, list) and crew and only != "objectives":
        done = {c for c, _ in e.get("crew_done") or []}
        lines = [crew_line(c) + (" (done)" if c in done else "") for c in crew]
        grid.add_row("your crew", "\n".join(lines))
    objs = []
    for k, o in enumerate(e.get("slots") or []):
        if o is not None:
            mark = "done" if k in (e.get("completed_slots") or []) else "open"
            tier = "silver" if k < 5 else "gold"
            objs.append(f"{tier} slot {k % 5 + 1} ({mark}): {objective_text(o)}")
    objs += [f"reserve: {objective_text(o)}" for o in e.get("reserve") or []]
    if objs and only != "crew":
        grid.add_row("your objectives", "\n".join(objs))
    return grid if grid.row_count else None


def focus(view: dict) -> RenderableType | None:
    """The part of the board the pending decision is about (compact form)."""
    kind = (view.get("decision") or {}).get("kind")
    board = view.get("board") or {}
    if view.get("fireland") and kind in FIRE_KINDS:
        return fireland_table(view)
    if kind in ("academy", "academy-row", "special-seal"):
        return academy_text(board)
    if kind in ("stamps", "stamp-each", "letter-top"):  # Fireland's F7 and F6 too
        return correspondence_table(board, len(view.get("seats") or []))
    if kind in ("deliver", "repeat-delivery", "museum-research", "research-any"):
        return museum_table(board)
    if kind in ("move", "which-explorer", "place-explorer", "island-research", "camp"):
        return tracks_table(view, compact=True)
    if kind in ("gain-objective", "objective-slot", "auto-complete"):
        return own_text(view, "objectives")
    if kind == "crew":
        return own_text(view, "crew")
    if kind == "great-ship":
        return ship_table(view)
    if kind in ("treasure", "pirate-ship"):
        return pirate_table(view)
    if kind == "objective-discard":
        return own_text(view, "objectives")
    if kind in ("animal", "animal-draw", "animal-keep"):
        return animal_table(view)
    return None


# Decisions about Fireland's pawns and Adventures (rules/fireland/).
FIRE_KINDS = frozenset(
    ("fire-which", "fire-move", "fire-adventure", "fire-ship-back")
    + ("place-explorer", "island-research")
    + ("tile-adventure", "tile-split", "tile-each")  # Fireland's Special tiles
)
OWN_KINDS = frozenset(("gain-objective", "objective-slot", "auto-complete", "pair", "crew"))


def compact_narrow(view: dict) -> RenderableType:
    """80 columns: the seats, and the part of the board the decision is about."""
    extra = focus(view)
    seats = seats_part(view, True)
    return Group(seats, extra) if extra is not None else seats


def compact_wide(view: dict) -> RenderableType:
    """From 150 columns: what the seat holds (crew, objectives) beside the seats, then
    the part of the board the decision is about."""
    extra = focus(view)
    kind = (view.get("decision") or {}).get("kind")
    mine = None if kind in OWN_KINDS else own_text(view)
    top = side_by_side(seats_part(view, True), mine)
    return Group(top, extra) if extra is not None else top


def render(view: dict, compact: bool = False) -> RenderableType:
    """The whole table for a seat; `compact` keeps the seats and the part of the board the
    pending decision is about."""
    parts: list[RenderableType] = [header(view)]
    if compact:
        return Group(header(view), ByWidth(compact_narrow(view), compact_wide(view)))
    board = view.get("board") or {}
    parts.append(diaries_table(view))
    parts.append(academy_text(board))
    parts.append(correspondence_table(board, len(view.get("seats") or [])))
    parts.append(museum_table(board))
    parts.append(tracks_table(view))
    parts.append(misc_text(view))
    parts.append(seats_part(view, False))
    modules = (ship_table(view), pirate_table(view), animal_table(view), fireland_table(view))
    for module in modules:  # modules and expansion played
        if module is not None:
            parts.append(module)
    mine = own_text(view)
    if mine is not None:
        parts.append(mine)
    log = view.get("log") or []
    if log:
        parts.append(Text("recently: " + "; ".join(in_words(x) for x in log[-4:]), style="dim"))
    return Group(*parts)


# ----- the end --------------------------------------------------------------------------
def render_result(view: dict) -> RenderableType | None:
    """The final scoring in its four parts (VP track, personal board, Theory of Evolution,
    coins and TK left), a column per seat, and the tie-break."""
    final = view.get("final")
    if not final:
        return None
    seats = final.get("seats") or []
    mod = final.get("modifier") or 1
    winners = set(view.get("winners") or [])
    table = Table(title="Final scoring", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("")
    for p in range(len(seats)):
        head = seat_text(p, f"seat {p + 1}")
        if p in winners:
            head.append(" *", style="bold")
        table.add_column(head, justify="right")
    table.add_row("VP track", *(str(e["track"]) for e in seats))
    parts = list((seats[0].get("board") or {}).keys()) if seats else []
    for part in parts:
        table.add_row(f"  board: {part}", *(str(e["board"].get(part, 0)) for e in seats))
    table.add_row("personal board", *(str(sum(e["board"].values())) for e in seats))
    table.add_row(
        f"Theory of Evolution (books x{mod})",
        *(f"{e['theory'] // mod} x{mod} = {e['theory']}" for e in seats),
    )
    table.add_row("coins and TK left", *(str(e["leftovers"]) for e in seats))
    if seats and "fireland" in seats[0]:  # Fireland's end lines (L1886-L1907)
        table.add_row("Time spent", *(str(e["fireland"]["time"]) for e in seats))
        table.add_row("Adventure tokens", *(str(e["fireland"]["adventures"]) for e in seats))
    table.add_row(
        Text("total", style="bold"), *(Text(str(e["total"]), style="bold") for e in seats)
    )
    live = view.get("seats") or []
    if len(live) == len(seats):
        table.add_row("tie-break: Theory", *(str(e.get("theory")) for e in live))
        table.add_row("then coins", *(str(e.get("coins")) for e in live))
    if winners:
        table.caption = "* winner" + ("s share the victory" if len(winners) > 1 else "")
        table.caption_justify = "left"
    return table


def help_text() -> str:
    """The `help` command's text while playing (fronts/help.py)."""
    return HELP
