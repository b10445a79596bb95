"""The second-game starting-hand draft (L118-L120, ruling A20)."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.rules.cards import refill_river, take
from ludotheque.games.iwari.state import HAND_SIZE, IwariState


def draft(s: IwariState, opt: str) -> None:
    """From the last player counter-clockwise, three cards each from the pile or the river;
    the river refills after each player."""
    seat = s.draft_seat
    take(s, seat, opt)
    if sum(s.hands[CK * seat : CK * seat + CK]) < HAND_SIZE:
        return
    refill_river(s)
    if seat == s.first:
        s.phase = "turn"
        s.cp += 1
    else:
        s.draft_seat = (seat - 1) % s.ctx.players
