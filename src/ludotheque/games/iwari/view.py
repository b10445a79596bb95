"""What each seat may see of an Iwari game, and the full snapshot for fingerprints.

Hidden: the other seats' hands (except cards they took from the river, ruling A22), the
draw pile's order and content, and the generator. Everything on the table is public.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

from ludotheque.core.decision import Decision
from ludotheque.fronts.position_parts import parts
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.components.board import CARDS, CK
from ludotheque.games.iwari.state import CHOICE_NAMES, MODULES, IwariState

_NAMED = tuple(enumerate(CARDS))


def _counts(values: list[int], at: int = 0) -> dict[str, int]:
    """The cards counted in `values[at : at + CK]`, by name, those held only."""
    return {name: values[at + b] for b, name in _NAMED if values[at + b]}


_TRIBE_NAMES: dict[tuple[int, bool, bool], tuple[str, ...]] = {}


def tribe_names(s: IwariState) -> list[str]:
    ctx = s.ctx
    key = (ctx.players, ctx.neutral >= 0, ctx.void >= 0)
    names = _TRIBE_NAMES.get(key)
    if names is None:
        names = _TRIBE_NAMES[key] = (
            *(f"seat {i + 1}" for i in range(ctx.players)),
            *(("neutral",) if key[1] else ()),
            *(("void",) if key[2] else ()),
        )
    return list(names)


class _Tables:
    """What a board's view says that never changes (names, kinds, which spaces a
    territory holds), worked out once per board: the server builds a view for every seat
    after every move."""

    __slots__ = (
        "board",
        "tribes",
        "territories",
        "connections",
        "idle",
        "winners",
        "purple_shown",
        "purple",
        "road",
    )

    def __init__(self, board, tribes: int) -> None:
        self.board = board
        ids, space_ids = board.territory_ids, board.space_ids
        # Per territory: its index, where its tribes' counts start, id, biome, then its
        # spaces' ids and a getter of their owners (a tuple, two more than it has:
        # `zip` stops at the ids); `tribes` counts per territory in the state.
        self.tribes = tribes
        self.territories = tuple(
            (
                t,
                t * tribes,
                tid,
                CARDS[board.biome[t]],
                tuple(space_ids[x] for x in board.spaces[t]),
                itemgetter(*board.spaces[t], 0, 0),
            )
            for t, tid in enumerate(ids)
        )
        self.connections = tuple(
            (i, c.number, ids[c.a], ids[c.b], c.kind, c.mountain)
            for i, c in enumerate(board.connections)
        )
        # Per connection: its entry with no pawn on it, uncovered then covered; these
        # are shared by every view (views are read-only for their readers:
        # tests/core/test_fresh_views.py).
        self.idle = tuple(
            tuple(
                {
                    "number": number,
                    "a": a,
                    "b": b,
                    "kind": kind,
                    "mountain_symbol": mountain,
                    "covered": covered,
                    "pawns": 0,
                }
                for covered in (False, True)
            )
            for _, number, a, b, kind, mountain in self.connections
        )
        # The tribes a bitmask of module winners names (shared lists).
        self.winners = tuple([x for x in range(tribes) if m >> x & 1] for m in range(1 << tribes))
        self.purple_shown = bool(board.locked_connections) or any(
            x >= 0 for x in board.purple_space
        )
        self.purple = tuple((space_ids[x], x) for x in board.purple_space if x >= 0)
        self.road = tuple((space_ids[x], x) for x in board.road)


_TABLES: dict[tuple[int, int], _Tables] = {}


def _tables(board, tribes: int) -> _Tables:
    key = (id(board), tribes)
    t = _TABLES.get(key)
    if t is None or t.board is not board:
        if len(_TABLES) >= 32:  # tests build many boards
            _TABLES.clear()
        t = _TABLES[key] = _Tables(board, tribes)  # the entry keeps `board` alive
    return t


_EXPEDITIONS: dict[int, tuple[tuple, tuple[dict, ...]]] = {}


def _expeditions(cards: tuple) -> tuple[dict, ...]:
    """The expedition cards' data as views show it: copies made once per context (the
    context's own lists never reach a reader), shared by the views."""
    got = _EXPEDITIONS.get(id(cards))
    if got is None or got[0] is not cards:
        if len(_EXPEDITIONS) >= 32:
            _EXPEDITIONS.clear()
        copies = tuple(
            {k: v.copy() if v.__class__ is list else v for k, v in card.items()} for card in cards
        )
        got = _EXPEDITIONS[id(cards)] = (cards, copies)  # keeps `cards` alive: its id stays
    return got[1]


def _board(s: IwariState) -> dict:
    ctx, board, nt = s.ctx, s.ctx.board, s.ctx.tribes
    tb = _tables(board, nt)
    owner, huts, totems, tp = s.owner, s.huts, s.totems, s.terr_pawns
    territories = [
        {
            "id": tid,
            "biome": biome,
            "spaces": dict(zip(sids, owners(owner))),  # noqa: B905 (one owner more)
            "huts": huts[k : k + nt],
            "totems": totems[k : k + nt],
            "union": tp[2 * t],
            "discovery": tp[2 * t + 1],
        }
        for t, k, tid, biome, sids, owners in tb.territories
    ]
    mountains, pawns, idle = s.mountains, s.conn_pawns, tb.idle
    connections = [
        {
            "number": number,
            "a": a,
            "b": b,
            "kind": kind,
            "mountain_symbol": mountain,
            "covered": i in mountains,
            "pawns": pawns[i],
        }
        if pawns[i]
        else idle[i][i in mountains]
        for i, number, a, b, kind, mountain in tb.connections
    ]

    def place(p):
        if isinstance(p, tuple):
            kind, i = p
            return board.territory_ids[i] if kind == "t" else board.connections[i].number
        return p

    expansion = {}
    if ctx.expeditions:
        cards = _expeditions(ctx.expeditions)
        expansion["expeditions"] = [
            {
                **cards[card],
                "completed_by": [x for x in s.expedition_claims[2 * i : 2 * i + 2] if x >= 0],
            }
            for i, card in enumerate(s.expedition_cards)
        ]
        expansion["expedition_scores"] = list(s.expedition_scores)
    if ctx.courage:
        expansion["courage"] = place(s.courage)
    if ctx.veneration:
        expansion["veneration"] = {"card": ctx.veneration, "placed": place(s.veneration)}
        if s.gold_tokens:
            expansion["gold_tokens"] = [board.territory_ids[t] for t in s.gold_tokens]
    if ctx.storms:
        expansion["storms"] = [board.connections[i].number for i in s.storms]
    if ctx.walking_totem:
        expansion["walking_totem"] = board.connections[s.metal].number if s.metal >= 0 else None
        expansion["walking_totem_scores"] = list(s.walking_scores)
    if tb.purple_shown:
        expansion["purple_spaces"] = {sid: owner[x] for sid, x in tb.purple}
        expansion["ruins_kept"] = list(s.ruins_kept)
    if board.road:
        expansion["purple_road"] = {sid: owner[x] for sid, x in tb.road}
    return {
        "map": board.id,
        "authentic": board.authentic,
        "expansion": expansion,
        "territories": territories,
        "connections": connections,
        "modules": {
            "enabled": list(compress(MODULES, ctx.modules)),
            "pawns_left": dict(zip(MODULES, s.pawns_left, strict=True)),
            "winners": dict(
                zip(MODULES, map(tb.winners.__getitem__, s.module_winners), strict=True)
            ),
        },
    }


def view(s: IwariState, seat: int | None, decision: Decision) -> dict:
    """The board is the same for every seat that looks at one position: built once per
    position and shared by the views of every seat and spectator (the server builds one
    for each after every move)."""
    kept = parts(s)
    if kept is None:  # nothing shared: this view builds its own
        board = _board(s)
    else:
        board = kept.get("board")
        if board is None:
            board = kept["board"] = _board(s)
    ctx = s.ctx
    n = ctx.players
    hands = []
    all_hands, known = s.hands, s.known
    for p in range(n):
        at = CK * p
        entry = {"count": sum(all_hands[at : at + CK]), "known": _counts(known, at)}
        if p == seat:
            entry["cards"] = _counts(all_hands, at)
        hands.append(entry)
    over = s.phase == "over"
    out = {
        "game": "iwari",
        "seat": seat,
        "players": n,
        "tribes": tribe_names(s),
        "first_player": s.first,
        "active": s.active,
        "turn": s.turn,
        "phase": s.phase,
        "decision": decision.to_dict(include_options=seat is not None and decision.seat == seat),
        "board": board,
        "river": _counts(s.river),
        "discard": _counts(s.discard),
        "draw_pile": len(s.pile),
        "exhaustions": s.exhaustions,
        "end_triggered": s.end_triggered,
        "hands": hands,
        "supply": [
            {"huts": s.supply_huts[t], "totems": s.supply_totems[t]} for t in range(ctx.tribes)
        ],
        "scores": list(s.scores),
        "mid_game_scores": list(s.mid_scores) if s.mid_scores is not None else None,
        "over": over,
    }
    if ctx.solo:
        board = ctx.board
        out["void"] = {
            "mode": ctx.mode,
            "claimed": {
                board.territory_ids[t]: ("players" if c == 0 else "void")
                for t, c in enumerate(s.control)
                if c >= 0
            },
            "pawn": board.connections[s.void_pawn].number,
            "void_cards_above_reserve": s.above,
            "void_cards_beside_board": s.beside,
            "lose_at": ctx.void_threshold,
            "spent_spaces": [board.space_ids[x] for x, f in enumerate(s.spent) if f],
            "result": s.result,
        }
    if s.choices:
        kind, tribe, _, chooser = s.choices[0]
        out["choice"] = {"kind": CHOICE_NAMES[kind], "tribe": tribe, "seat": chooser}
    if s.build_territory >= 0 and s.phase in ("place", "pay", "choice"):
        out["build"] = {
            "territory": ctx.board.territory_ids[s.build_territory],
            "tribe": s.tribe,
            "placed": s.placed,
        }
    if over:
        out["final_scoring"] = (
            {k: list(v) for k, v in s.final_parts.items()} if s.final_parts else None
        )
        winners = scoring.winning_tribes(s)
        out["winners"] = [] if ctx.neutral in winners else winners
    return out


def snapshot(s: IwariState) -> dict:
    """Every field of the true state, JSON-ready."""
    return {
        "config": s.ctx.config,
        "rng": s.rng.state,
        "phase": s.phase,
        "first": s.first,
        "active": s.active,
        "tribe": s.tribe,
        "turn": s.turn,
        "cp": s.cp,
        "hands": s.hands,
        "known": s.known,
        "river": s.river,
        "pile": s.pile,
        "discard": s.discard,
        "owner": s.owner,
        "totems": s.totems,
        "supply_huts": s.supply_huts,
        "supply_totems": s.supply_totems,
        "scores": s.scores,
        "mid_scores": s.mid_scores,
        "final_parts": s.final_parts,
        "mountains": list(s.mountains),
        "exhaustions": s.exhaustions,
        "end_triggered": s.end_triggered,
        "build": [s.build_territory, s.placed, s.explored],
        "pawns_left": s.pawns_left,
        "module_winners": s.module_winners,
        "terr_pawns": s.terr_pawns,
        "conn_pawns": s.conn_pawns,
        "choices": [[k, t, list(o), c] for k, t, o, c in s.choices],
        "resume": s.resume,
        "draft_seat": s.draft_seat,
        "solo": [s.control, s.void_pawn, s.above, s.beside, s.spent, [list(x) for x in s.stacks]],
        "solo_flow": [[list(e) for e in s.effects], [list(f) for f in s.free_offers], s.free],
        "move": [s.move_from, list(s.lifted) if s.lifted else None, s.result],
        "expedition_cards": list(s.expedition_cards),
        "expedition_claims": s.expedition_claims,
        "expedition_scores": s.expedition_scores,
        "walking_scores": s.walking_scores,
        "courage": list(s.courage) if isinstance(s.courage, tuple) else s.courage,
        "veneration": list(s.veneration) if isinstance(s.veneration, tuple) else s.veneration,
        "gold_tokens": list(s.gold_tokens),
        "storms": s.storms,
        "metal": [s.metal, s.metal_flag],
    }
