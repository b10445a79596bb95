"""What each seat may see of a Newton game, and the full snapshot for fingerprints.

Every seat's hand is shown: each action card reaches a hand face up (a starting card or
one taken from a row), so a player who watched the game knows every hand (ruling A32).
Hidden from a seat: the other seats' Masters not yet played and their draft packets, the other seats' tuck choices until everyone has
chosen, the decks (only their sizes), the tiles left in the box, and the generator.
Everything on the table is public.
"""

from __future__ import annotations

import json

from ludotheque.core.decision import Decision
from ludotheque.fronts.position_parts import parts, set_once_copy
from ludotheque.games.newton import scoring
from ludotheque.games.newton.components.names import ACTIONS
from ludotheque.games.newton.components.tiles import INCOME_KINDS
from ludotheque.games.newton.state import TURNS, NewtonState
from ludotheque.games.newton.view_fixed import Fixed, bases, fixed
from ludotheque.games.newton.view_tables import Tables, tables

SLOT_NAMES = (*INCOME_KINDS, "medicine")
LEVELS = ("I", "II", "III")


def _map(s: NewtonState, base: list[dict]) -> dict:
    europe = s.ctx.comp.europe
    # Each place's entry is the shared one for what lies there (its kind, its tile and
    # its token); a place where cubes or scientists stand gets its own copy, the keys
    # in the order the entry has always shown them (the token last).
    entries = base.copy()
    own = [False] * len(entries)  # whether entries[p] is this view's own copy
    owned = []
    n = s.ctx.players
    visited = s.visited
    for q in range(n):
        v = visited[q]
        while v:
            low = v & -v
            p = low.bit_length() - 1
            if own[p]:
                entries[p]["cubes"].append(q)
            else:
                own[p] = True
                owned.append(p)
                entry = entries[p] = entries[p].copy()
                entry["cubes"] = [q]
            v ^= low
    scientist = s.scientist
    for q in range(n):
        p = scientist[q]
        if p >= 0:
            if own[p]:
                entry = entries[p]
            else:
                own[p] = True
                owned.append(p)
                entry = entries[p] = entries[p].copy()
            if "scientists" in entry:
                entry["scientists"].append(q)
            else:
                entry["scientists"] = [q]
    for p in owned:
        entry = entries[p]
        if "token" in entry:
            entry["token"] = entry.pop("token")  # after the cubes and scientists
    return {
        "id": europe.id,
        "authentic": europe.authentic,
        "places": dict(zip(europe.ids, entries, strict=True)),
    }


def _tracks(s: NewtonState, tb: Tables, fx: Fixed, tokens: dict) -> dict:
    n = s.ctx.players
    names = [*map(tb.students.__getitem__, s.students)]
    students = []
    for i in range(0, 4 * n, 4):
        students.append(names[i : i + 4])
    return {
        "work": {
            "markers": [*map(s.ctx.comp.tracks.work_ids.__getitem__, s.work[:n])],
            "tiles": fx.work_tiles,
        },
        "tech": {"students": students, "tiles": fx.tech_tiles, "tokens": tokens},
    }


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _players(s: NewtonState, seat: int | None, tb: Tables, seats) -> list[dict]:
    """The entries of `seats`, in a loop that looks its tables up once. Empty lists are
    the common case here (no drawers, tokens or Masters yet): they are built as `[]`,
    and the others with `map` over a table's `__getitem__`, without running a
    comprehension (each one is a function call in Python 3.11)."""
    boards = s.ctx.comp.boards
    card_id = tb.card_ids.__getitem__
    card = tb.cards.__getitem__
    tucked_entry = tb.tucked.__getitem__
    token_id = tb.token_ids.__getitem__
    master_id = tb.master_ids.__getitem__
    discovery_id = tb.discovery_ids.__getitem__
    action, slot = ACTIONS.__getitem__, SLOT_NAMES.__getitem__
    hands, desks, tucks, drawer_lists = s.hands, s.desks, s.tucked, s.drawers
    incomes, token_lists, masters_lists = s.income, s.tokens, s.masters
    gd_ups, gd_downs, held, shelves, board_of = s.gd_up, s.gd_down, s.held, s.shelf, s.board
    coins, potions, vp, turns, medicine = s.coins, s.potions, s.vp, s.turns, s.medicine
    piles, cubes = s.piles, s.cubes
    phase = s.phase
    out = []
    for p in seats:
        b = board_of[p]
        board = boards[b]
        shelf = shelves[p]
        if shelf:
            # A shelf changes a few times a game: its names are kept per board and shelf.
            key = (b, shelf)
            named = tb.shelves.get(key)
            if named is None:
                if len(tb.shelves) >= 4096:
                    tb.shelves.clear()
                space_ids = board.space_ids
                spaces = len(space_ids)
                named = tb.shelves[key] = (
                    [space_ids[x] for x in _bits(shelf) if x < spaces],
                    [
                        board.segment_ids[i]
                        for i, (m, _) in enumerate(board.segments)
                        if shelf & m == m
                    ],
                )
            shelf_ids, completed = named  # shared by the views, like the memo's other names
        else:
            shelf_ids, completed = [], []
        hand, desk, tucked = hands[p], desks[p], tucks[p]
        drawers, income, tokens = drawer_lists[p], incomes[p], token_lists[p]
        masters, gd_up, gd_down = masters_lists[p], gd_ups[p], gd_downs[p]
        entry: dict = {
            "coins": coins[p],
            "potions": potions[p],
            "vp": vp[p],
            "study_board": board.id,
            "hand_size": len(hand),
            "hand": [*map(card, hand)],
            "turns_taken": turns[p],
            "desk": [*map(card_id, desk)] if desk else [],
            "tucked": [*map(tucked_entry, tucked)] if tucked else [],
            "drawers": [*map(action, drawers)] if drawers else [],
            "income": [*map(slot, income)] if income else [],
            "medicine": medicine[p],
            "tokens": [*map(token_id, tokens)] if tokens else [],
            "shelf": shelf_ids,
            "completed": completed,
            "piles": piles[4 * p : 4 * p + 4],
            "cubes_left": 12 - cubes[p],
            "masters_played": [*map(master_id, masters)] if masters else [],
            "masters_held": len(held[p]),
            "discoveries": [*map(discovery_id, gd_up)] if gd_up else [],
            "discoveries_turned": [*map(discovery_id, gd_down)] if gd_down else [],
        }
        own = p == seat
        if own:
            entry["masters_in_hand"] = [*map(master_id, held[p])]
        if phase == "draft":
            entry["draft_packet_size"] = len(s.packets[p])
            if own:
                entry["draft_packet"] = [*map(master_id, s.packets[p])]
        elif phase == "tuck":
            entry["tuck_chosen"] = s.commits[p] != -1
            if own and s.commits[p] >= 0:
                entry["tuck"] = card_id(s.commits[p])
        out.append(entry)
    return out


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
    """All but who looks, the decision's options and a seat's own hidden cards is the
    same for every seat that looks at one position: built once per position and shared
    by the views of every seat and spectator (the server builds one for each after
    every move), each view a copy of its top level with its own seats' list."""
    kept = parts(s)
    tb = tables(s.ctx)
    if kept is None:  # nothing shared: this view's own
        out = _public(s, tb)
        seats = _players(s, seat, tb, range(s.ctx.players))
    else:
        public = kept.get("view")
        if public is None:
            public = kept["view"] = _public(s, tb)
        seats = []
        for p in range(s.ctx.players):
            key = p * 2 + (p == seat)
            entry = kept.get(key)
            if entry is None:
                entry = kept[key] = _players(s, seat, tb, (p,))[0]
            seats.append(entry)
        out = public.copy()
    out["seat"] = seat
    out["decision"] = decision.to_dict(include_options=seat is not None and decision.seat == seat)
    out["seats"] = seats
    return out


def _public(s: NewtonState, tb: Tables) -> dict:
    """The view with the places of `seat`, `decision` and `seats` held (by None), in
    their order."""
    ctx = s.ctx
    comp = ctx.comp
    n = ctx.players
    gds = comp.tiles.discoveries
    over = s.phase == "over"
    cards, rows = tb.cards, s.rows
    totals = scoring.totals(s)
    fx = fixed(s, tb)
    places, tech_tokens = bases(s, tb, fx)
    out = {
        "game": "newton",
        "seat": None,
        "players": n,
        "modules": list(ctx.config["modules"]),
        "round": s.round,
        "turn": min(s.step // n + 1, TURNS),
        "first_player": s.first,
        "active": s.active,
        "phase": s.phase,
        "decision": None,
        "turn_state": _turn(s),
        "map": _map(s, places),
        "tracks": _tracks(s, tb, fx, tech_tokens),
        "objectives": fx.objectives,
        "market": {
            "I": [*map(cards.__getitem__, rows[0])],
            "II": [*map(cards.__getitem__, rows[1])],
            "III": [*map(cards.__getitem__, rows[2])],
        },
        "decks": {"I": len(s.decks[0]), "II": len(s.decks[1]), "III": len(s.decks[2])},
        "out_of_game": [*map(tb.card_ids.__getitem__, s.gone)],
        "supply": {
            "income": dict(zip(INCOME_KINDS, s.supply_income, strict=True)),
            "development": dict(zip(ACTIONS, s.supply_dev, strict=True)),
            "medicine": s.medicine_left,
        },
        "seats": None,
        "scores": totals,
        "over": over,
    }
    if ctx.gd:
        out["discoveries"] = [{"id": gds[g].id, "cost": gds[g].cost} for g in s.display]
    if ctx.solo:
        fr, en = comp.tiles.rank(totals[0])
        out["solo"] = {"rank": fr, "rank_en": en, "score": totals[0]}
    if over:
        out["final_scoring"] = set_once_copy(s.final)
        out["winners"] = scoring.winners(s)
    return out


# Fields holding lists (or tuples) of lists or tuples; the others hold numbers or flat lists.
_NESTED = frozenset(
    (
        "tasks",
        "decks",
        "rows",
        "hands",
        "desks",
        "tucked",
        "drawers",
        "income",
        "tokens",
        "held",
        "masters",
        "gd_up",
        "gd_down",
        "packets",
    )
)


def snapshot(s: NewtonState) -> dict:
    """Every field of the true state, JSON-ready (copies: editing it changes nothing)."""
    out = {"config": s.ctx.config, "rng": s.rng.state}
    for name in _FIELDS:
        value = getattr(s, name)
        if name in _NESTED:
            out[name] = [list(x) for x in value]
        elif isinstance(value, (list, tuple)):
            out[name] = list(value)
        elif name == "final":
            out[name] = json.loads(json.dumps(value))
        else:
            out[name] = value
    return out


_FIELDS = tuple(n for n in NewtonState.__slots__ if n not in ("ctx", "rng"))
