"""Hand-built Newton positions for rules tests.

Rules tests do not lean on the shipped map, tracks and bookshelves: those are
reconstructions (digest section 9) that real data may replace. A test that needs geometry
builds the few places, track spaces or book spaces it needs (`tiny_map`, `tiny_tracks`,
`tiny_board`) and swaps them into the shipped components (`with_parts`). Card, tile and
Master faces whose effects the rulebook prints are looked up by id in the shipped data.

`make_state(...)` gives the start of seat 0's first turn (no draft, empty card rows, empty
decks, the starting hands); the helpers then set what a test needs. Positions are played
with `GAME.pending` / `GAME.apply` (`play(s, *options)`), exactly as a front does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from ludotheque.core.rng import Rng
from ludotheque.games.newton import GAME
from ludotheque.games.newton.components import Components, components
from ludotheque.games.newton.components.europe import build_map
from ludotheque.games.newton.components.shelf import build_board
from ludotheque.games.newton.components.tracks import build_tracks
from ludotheque.games.newton.rules import flow
from ludotheque.games.newton.state import NewtonState, make_context, new_state

SOURCE = "test fixture"


# ----- components -------------------------------------------------------------------------
def tiny_map(places: Sequence[tuple], routes: Sequence[tuple], requirement=None):
    """places: (id, kind) or (id, "village", "gold"/"silver", mark); routes: (a, b, cost).
    The first place must be the start; a master and an objective place are added when
    missing (the map needs one of each), linked to the start by a costly route."""
    data_places = []
    kinds = {p[1] for p in places}
    extra = []
    if "master" not in kinds:
        extra.append(("MasterSpace", "master"))
    if "objective" not in kinds:
        extra.append(("ObjectiveSpace", "objective"))
    for p in list(places) + extra:
        entry = {"id": p[0], "name": p[0], "kind": p[1], "source": SOURCE}
        if p[1] == "village":
            entry["border"] = p[2] if len(p) > 2 else "silver"
            if entry["border"] == "gold":
                entry["bonus"] = p[3] if len(p) > 3 else "U"
        if p[1] == "objective":
            entry["requirement"] = requirement or ["blue", "blue", "green", "orange"]
        data_places.append(entry)
    data_routes = [{"a": a, "b": b, "cost": c, "source": SOURCE} for a, b, c in routes]
    for pid, _ in extra:
        data_routes.append({"a": places[0][0], "b": pid, "cost": 9, "source": SOURCE})
    return build_map({"id": "tiny", "places": data_places, "routes": data_routes})


def tiny_tracks(work: Sequence[str], tech: Sequence[tuple], work_req=None, tech_req=None):
    """work: space kinds from "start" to "objective"; tech: (id, kind, next ids, bonus
    mark or None), the first being the start."""
    spaces = []
    for i, k in enumerate(work):
        sp = {"id": f"W{i}", "kind": k, "source": SOURCE}
        if k == "objective":
            sp["requirement"] = work_req or ["orange", "orange", "blue", "green"]
        spaces.append(sp)
    nodes = []
    for tid, kind, nxt, bonus in tech:
        n = {"id": tid, "kind": kind, "next": list(nxt), "source": SOURCE}
        if bonus:
            n["bonus"] = bonus
        if kind == "objective":
            n["requirement"] = tech_req or ["blue", "blue", "green", "green"]
        nodes.append(n)
    return build_tracks({"work": {"spaces": spaces}, "tech": {"nodes": nodes}})


def tiny_board(spaces: Sequence[tuple], segments: Sequence[tuple] = (), bid: str = "T"):
    """spaces: (id, shelf, column, requirement) with requirement "printed", a colour,
    "U-II" or "AL-A"; segments: (id, [space ids], vp). Padded with spare shelf-1 spaces
    so that the 12 shelf tiles fit (they are never prerequisite-free: "AL-Z")."""
    out = []
    for sid, shelf, col, req in spaces:
        if req == "printed":
            r = {"printed": True}
        elif req.startswith("U-"):
            r = {"university": req[2:]}
        elif req.startswith("AL-"):
            r = {"ancient": req[3:]}
        else:
            r = {"volume": req}
        out.append({"id": sid, "shelf": shelf, "column": col, "requirement": r})
    for i in range(max(0, 13 - len(out))):
        out.append({"id": f"pad{i}", "shelf": 1, "column": 90 + i, "requirement": {"ancient": "Z"}})
    segs = [{"id": i, "spaces": list(sp), "vp": vp} for i, sp, vp in segments]
    return build_board({"id": bid, "spaces": out, "segments": segs, "source": SOURCE})


def with_parts(**parts) -> Components:
    """The shipped components with some parts replaced (europe, tracks, boards...)."""
    return dataclasses.replace(components(), **parts)


# ----- states -----------------------------------------------------------------------------
def make_state(players: int = 2, comp: Components | None = None, seed: int = 1, **options):
    """Seat 0's first turn: starting hands, empty rows and decks, no tiles on the board."""
    config = GAME.configure({"players": players, "first_game": True, "first_player": 0, **options})
    ctx = make_context(config, comp or components())
    s = new_state(ctx, Rng(seed))
    s.phase = "turn"
    s.board = tuple([0] * players)
    for p in range(players):
        s.shelf[p] = ctx.comp.boards[0].printed
    flow.begin_game(s)
    s.decision = None
    return s


def card(s: NewtonState, cid: str, seat: int = -1) -> int:
    """A card's index; starting cards need their owner's seat."""
    return s.ctx.comp.cards.find(cid, seat)


def cards(s: NewtonState, ids: Iterable[str], seat: int) -> list[int]:
    return [card(s, c, seat if c.startswith("s-") else -1) for c in ids]


def set_hand(s: NewtonState, seat: int, ids: Iterable[str]) -> None:
    s.hands[seat] = sorted(cards(s, ids, seat))
    s.decision = None


def set_desk(s: NewtonState, seat: int, ids: Iterable[str]) -> None:
    """Cards already played this round (columns 1, 2...)."""
    s.desks[seat] = cards(s, ids, seat)
    s.step = len(s.desks[seat]) * s.ctx.players + seat
    s.decision = None


def set_tucked(s: NewtonState, seat: int, ids: Iterable[str]) -> None:
    s.tucked[seat] = tuple(cards(s, ids, seat))
    s.decision = None


def set_row(s: NewtonState, level: int, ids: Iterable[str]) -> None:
    s.rows[level - 1] = [card(s, c) for c in ids]
    s.decision = None


def place_tile(s: NewtonState, place: str, tile: str) -> None:
    """Put a City, University or Ancient Land tile (by id) on a map place."""
    tiles = s.ctx.comp.tiles
    p = s.ctx.comp.europe.place(place)
    for table in (
        [c.id for c in tiles.cities],
        list(tiles.university_ids),
        list(tiles.ancient_ids),
    ):
        if tile in table:
            pt = list(s.place_tile)
            pt[p] = table.index(tile)
            s.place_tile = tuple(pt)
            return
    raise KeyError(tile)


def track_tile(s: NewtonState, where: str, tile: str) -> None:
    """Put a Specialization or Invention tile on a Work space ("W3") or tech node."""
    tiles = s.ctx.comp.tiles
    table = [t.id for t in tiles.specializations] + [t.id for t in tiles.inventions]
    idx = table.index(tile)
    if idx >= len(tiles.specializations):
        idx -= len(tiles.specializations)
    tracks = s.ctx.comp.tracks
    if where in tracks.work_ids:
        w = list(s.work_tile)
        w[tracks.work(where)] = idx
        s.work_tile = tuple(w)
    else:
        t = list(s.tech_tile)
        t[tracks.tech(where)] = idx
        s.tech_tile = tuple(t)


def objective_tile(s: NewtonState, space: int, tile: str) -> None:
    ids = [o.id for o in s.ctx.comp.tiles.objectives]
    o = list(s.objective_tile)
    o[space] = ids.index(tile)
    s.objective_tile = tuple(o)


def token_at(s: NewtonState, board: str, node: str, token: str) -> None:
    """Put a bonus token (by id) on a gold village or a Technology bonus space."""
    ctx = s.ctx
    x = ctx.comp.europe.place(node) if board == "map" else ctx.comp.tracks.tech(node)
    space = ctx.map_bonus[x] if board == "map" else ctx.tech_bonus[x]
    assert space >= 0, f"{node} is no bonus space"
    s.tokens_at[space] = [t.id for t in ctx.comp.tiles.tokens].index(token)


def visit(s: NewtonState, seat: int, *places: str) -> None:
    """Cubes of `seat` on places (no effect triggered)."""
    for pid in places:
        p = s.ctx.comp.europe.place(pid)
        if not s.visited[seat] >> p & 1:
            s.visited[seat] |= 1 << p
            s.cubes[seat] += 1


def master(s: NewtonState, mid: str) -> int:
    return s.ctx.comp.masters.find(mid)


def hold(s: NewtonState, seat: int, *mids: str) -> None:
    s.held[seat] = tuple(sorted(master(s, m) for m in mids))


def fill(s: NewtonState, seat: int, *space_ids: str) -> None:
    board = s.ctx.comp.boards[s.board[seat]]
    for sid in space_ids:
        s.shelf[seat] |= 1 << board.space(sid)


# ----- reading and playing ------------------------------------------------------------------
def options(s: NewtonState) -> tuple[str, ...]:
    return GAME.pending(s).options


def kind(s: NewtonState) -> str:
    return GAME.pending(s).kind


def play(s: NewtonState, *moves: str) -> NewtonState:
    """Apply option texts in order (illegal ones raise IllegalOption)."""
    for m in moves:
        GAME.apply(s, m)
    return s


def push(s: NewtonState, task: tuple) -> None:
    """Start a sub-decision directly (an action a Master or tile would give)."""
    s.tasks.append(task)
    s.decision = None
