"""Final scoring (L1165-L1205): the personal board, the Theory of Evolution, leftover coins
and Temporary Knowledge; ties broken by the Evolution marker, then coins, then shared."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import museum, objectives
from ludotheque.games.darwins_journey.rules.economy import books
from ludotheque.games.darwins_journey.rules.fireland.scoring import fireland_lines
from ludotheque.games.darwins_journey.state import DarwinState


def board_parts(s: DarwinState, seat: int) -> dict:
    """Lines A-F of the personal board (L1169-L1179, example L1209-L1219)."""
    if seat == s.ctx.alfred:
        return alfred_parts(s, seat)
    board = s.ctx.comp.board
    done = s.done[seat]
    silver = sum(board.slots[k].vp for k in range(5) if done >> k & 1)
    gold = sum(board.slots[k].vp for k in range(5, 10) if done >> k & 1)
    pair = board.pair_bonus if done >> 4 & 1 and done >> 9 & 1 else 0
    tents = board.all_tents_vp if len(s.tents[seat]) >= len(board.tent_rows) else 0
    five = sum(board.end_vp[5] for r in s.rows[seat] if len(r) >= 5)
    six = sum(board.end_vp[6] for r in s.rows[seat] if len(r) >= 6)
    return {
        "silver objectives": silver,
        "gold objectives": gold,
        "objective pair": pair,
        "all tents": tents,
        "5 seals": five,
        "6 seals": six,
    }


def alfred_parts(s: DarwinState, seat: int) -> dict:
    """Alfred scores like a player (L1607) with what he has: no objectives; his tents'
    bonus from his board; his seal rows carry their VP as icons, scored when covered
    (ruling A17)."""
    b = s.ctx.automa.boards[s.ctx.level]
    return {"all tents": b.all_tents_vp if len(s.tents[seat]) >= len(b.tents) else 0}


def modifier(s: DarwinState) -> int:
    """The Museum modifier: 2 plus the complete Museum rows, the same for all (L1187)."""
    tr = s.ctx.comp.tracks
    return tr.modifier_base + tr.modifier_per_row * museum.complete_rows(s)


def theory(s: DarwinState, seat: int) -> int:
    """Books reached (+1 with the silver slot perk, L1021) times the modifier (L1189)."""
    return (books(s, seat) + objectives.perk_book(s, seat)) * modifier(s)


def leftovers(s: DarwinState, seat: int) -> int:
    """1 VP per full 5 coins and per TK token (L1199)."""
    return s.coins[seat] // 5 + s.tk[seat]


def breakdown(s: DarwinState) -> dict:
    seats = []
    for p in range(s.ctx.players):
        parts = board_parts(s, p)
        entry = {
            "track": s.vp[p],
            "board": parts,
            "theory": theory(s, p),
            "leftovers": leftovers(s, p),
        }
        entry["total"] = s.vp[p] + sum(parts.values()) + entry["theory"] + entry["leftovers"]
        if s.ctx.fireland:  # the Time track and the Adventure score card (L1886-L1907)
            entry["fireland"] = fireland_lines(s, p)
            entry["total"] += sum(entry["fireland"].values())
        seats.append(entry)
    return {"seats": seats, "modifier": modifier(s)}


def totals(s: DarwinState) -> list[int]:
    if s.final is not None:
        return [e["total"] for e in s.final["seats"]]
    return list(s.vp)


def winners(s: DarwinState) -> list[int]:
    """Most VP; then the Evolution marker furthest along; then most coins; else shared
    (L1201-L1205). Solo: the same order, a full tie going to Alfred (L1610)."""
    tot = totals(s)
    key = [(tot[p], s.theory[p], s.coins[p]) for p in range(s.ctx.players)]
    best = max(key)
    if s.ctx.solo:  # the player wins only strictly ahead; else Alfred (L1610)
        me = 1 - s.ctx.alfred
        return [me] if key[me] > key[s.ctx.alfred] else [s.ctx.alfred]
    return [p for p in range(s.ctx.players) if key[p] == best]
