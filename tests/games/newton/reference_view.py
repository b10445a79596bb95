"""Newton's view as it was first written, kept as the reference for the differential test.

Straightforward on purpose: every name is looked up through the component objects at
each call. `games/newton/view.py` builds the same JSON from tables computed once; this
copy says what that JSON must be. Do not optimise it.

What each seat may see of a Newton game:

Every seat's hand is shown: each action card reaches a hand face up (a starting card or
one taken from a row), so a player who watched the game knows every hand (ruling A32).
Hidden from a seat: the other seats' Masters not yet played and their draft packets, the other seats' tuck choices until everyone has
chosen, the decks (only their sizes), the tiles left in the box, and the generator.
Everything on the table is public.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.newton import scoring
from ludotheque.games.newton.components.cards import describe
from ludotheque.games.newton.components.europe import KINDS
from ludotheque.games.newton.components.names import ACTIONS
from ludotheque.games.newton.components.tiles import INCOME_KINDS
from ludotheque.games.newton.components.tracks import SPACE_KINDS
from ludotheque.games.newton.state import TURNS, NewtonState

SLOT_NAMES = (*INCOME_KINDS, "medicine")
LEVELS = ("I", "II", "III")


def _tile_name(s: NewtonState, kind: int, tile: int) -> str | None:
    if tile < 0:
        return None
    tiles = s.ctx.comp.tiles
    name = SPACE_KINDS[kind]
    if name == "specialization":
        return tiles.specializations[tile].id
    if name == "invention":
        return tiles.inventions[tile].id
    return None


def _place_tile(s: NewtonState, p: int) -> str | None:
    t = s.place_tile[p]
    if t < 0:
        return None
    tiles = s.ctx.comp.tiles
    kind = KINDS[s.ctx.comp.europe.kind[p]]
    if kind == "city":
        return tiles.cities[t].id
    if kind == "university":
        return tiles.university_ids[t]
    if kind == "ancient":
        return tiles.ancient_ids[t]
    return None


def _map(s: NewtonState) -> dict:
    ctx = s.ctx
    europe = ctx.comp.europe
    toks = ctx.comp.tiles.tokens
    n = ctx.players
    places = {}
    for p, pid in enumerate(europe.ids):
        entry: dict = {"kind": KINDS[europe.kind[p]]}
        tile = _place_tile(s, p)
        if tile:
            entry["tile"] = tile
        cubes = [q for q in range(n) if s.visited[q] >> p & 1]
        if cubes:
            entry["cubes"] = cubes
        sci = [q for q in range(n) if s.scientist[q] == p]
        if sci:
            entry["scientists"] = sci
        space = ctx.map_bonus[p]
        if space >= 0 and s.tokens_at[space] >= 0:
            entry["token"] = toks[s.tokens_at[space]].id
        places[pid] = entry
    return {"id": europe.id, "authentic": europe.authentic, "places": places}


def _tracks(s: NewtonState) -> dict:
    ctx = s.ctx
    tracks = ctx.comp.tracks
    toks = ctx.comp.tiles.tokens
    n = ctx.players
    work_tiles = {
        tracks.work_ids[w]: _tile_name(s, tracks.work_kind[w], t)
        for w, t in enumerate(s.work_tile)
        if t >= 0
    }
    tech_tiles = {
        tracks.tech_ids[x]: _tile_name(s, tracks.tech_kind[x], t)
        for x, t in enumerate(s.tech_tile)
        if t >= 0
    }
    tokens = {}
    for x in range(len(tracks.tech_ids)):
        space = ctx.tech_bonus[x]
        if space >= 0 and s.tokens_at[space] >= 0:
            tokens[tracks.tech_ids[x]] = toks[s.tokens_at[space]].id
    students = []
    for p in range(n):
        students.append(
            [tracks.tech_ids[x] if x >= 0 else "reserve" for x in s.students[4 * p : 4 * p + 4]]
        )
    return {
        "work": {
            "markers": [tracks.work_ids[s.work[p]] for p in range(n)],
            "tiles": work_tiles,
        },
        "tech": {"students": students, "tiles": tech_tiles, "tokens": tokens},
    }


def _objectives(s: NewtonState) -> dict:
    ctx = s.ctx
    objs = ctx.comp.tiles.objectives
    out = {}
    for x, (board, node) in enumerate(ctx.objective_spaces):
        if board == "map":
            where = ctx.comp.europe.ids[node]
        elif board == "work":
            where = ctx.comp.tracks.work_ids[node]
        else:
            where = ctx.comp.tracks.tech_ids[node]
        out[where] = objs[s.objective_tile[x]].id if s.objective_tile[x] >= 0 else None
    return out


def _card(s: NewtonState, c: int) -> dict:
    return describe(s.ctx.comp.cards.cards[c])


def _player(s: NewtonState, p: int, seat: int | None) -> dict:
    comp = s.ctx.comp
    cards = comp.cards.cards
    board = comp.boards[s.board[p]]
    ms = comp.masters.masters
    gds = comp.tiles.discoveries
    own = p == seat
    entry: dict = {
        "coins": s.coins[p],
        "potions": s.potions[p],
        "vp": s.vp[p],
        "study_board": board.id,
        "hand_size": len(s.hands[p]),
        "hand": [_card(s, c) for c in s.hands[p]],
        "turns_taken": s.turns[p],
        "desk": [cards[c].id for c in s.desks[p]],
        "tucked": [{"id": cards[c].id, "reversed": bool(cards[c].special)} for c in s.tucked[p]],
        "drawers": [ACTIONS[a] for a in s.drawers[p]],
        "income": [SLOT_NAMES[k] for k in s.income[p]],
        "medicine": s.medicine[p],
        "tokens": [comp.tiles.tokens[t].id for t in s.tokens[p]],
        "shelf": [board.space_ids[x] for x in range(len(board.space_ids)) if s.shelf[p] >> x & 1],
        "completed": [board.segment_ids[i] for i in board.completed(s.shelf[p])],
        "piles": s.piles[4 * p : 4 * p + 4],
        "cubes_left": 12 - s.cubes[p],
        "masters_played": [ms[m].id for m in s.masters[p]],
        "masters_held": len(s.held[p]),
        "discoveries": [gds[g].id for g in s.gd_up[p]],
        "discoveries_turned": [gds[g].id for g in s.gd_down[p]],
    }
    if own:
        entry["masters_in_hand"] = [ms[m].id for m in s.held[p]]
    if s.phase == "draft":
        entry["draft_packet_size"] = len(s.packets[p])
        if own:
            entry["draft_packet"] = [ms[m].id for m in s.packets[p]]
    if s.phase == "tuck":
        entry["tuck_chosen"] = s.commits[p] != -1
        if own and s.commits[p] >= 0:
            entry["tuck"] = cards[s.commits[p]].id
    return entry


def _turn(s: NewtonState) -> dict | None:
    if s.phase != "turn":
        return None
    cards = s.ctx.comp.cards.cards
    out: dict = {
        "column": s.step // s.ctx.players + 1,
        "card": cards[s.card].id if s.card >= 0 else None,
        "action_used": s.acted,
        "effect_used": s.effected,
        "boosted": s.boosted,
        "special_used": s.specialed,
    }
    if s.done_action >= 0:
        out["performed"] = {"action": ACTIONS[s.done_action], "value": s.done_value}
    if s.tasks:
        t = s.tasks[-1]
        out["task"] = t[0]
        if t[0] in ("works", "tech", "travel", "lessons", "studies"):
            out["value_left"] = t[1]
    return out


def view(s: NewtonState, seat: int | None, decision: Decision) -> dict:
    ctx = s.ctx
    comp = ctx.comp
    n = ctx.players
    gds = comp.tiles.discoveries
    over = s.phase == "over"
    totals = scoring.totals(s)
    out = {
        "game": "newton",
        "seat": seat,
        "players": n,
        "modules": list(ctx.config["modules"]),
        "round": s.round,
        "turn": min(s.step // n + 1, TURNS),
        "first_player": s.first,
        "active": s.active,
        "phase": s.phase,
        "decision": decision.to_dict(include_options=seat is not None and decision.seat == seat),
        "turn_state": _turn(s),
        "map": _map(s),
        "tracks": _tracks(s),
        "objectives": _objectives(s),
        "market": {LEVELS[lv]: [_card(s, c) for c in s.rows[lv]] for lv in range(3)},
        "decks": {LEVELS[lv]: len(s.decks[lv]) for lv in range(3)},
        "out_of_game": [comp.cards.cards[c].id for c in s.gone],
        "supply": {
            "income": dict(zip(INCOME_KINDS, s.supply_income, strict=True)),
            "development": dict(zip(ACTIONS, s.supply_dev, strict=True)),
            "medicine": s.medicine_left,
        },
        "seats": [_player(s, p, seat) for p in range(n)],
        "scores": totals,
        "over": over,
    }
    if ctx.gd:
        out["discoveries"] = [{"id": gds[g].id, "cost": gds[g].cost} for g in s.display]
    if ctx.solo:
        fr, en = comp.tiles.rank(totals[0])
        out["solo"] = {"rank": fr, "rank_en": en, "score": totals[0]}
    if over:
        out["final_scoring"] = s.final
        out["winners"] = scoring.winners(s)
    return out
