"""The Great Ship's two Fireland cards (L2089, L2100-L2104, L2140-L2142), dealt only with
Fireland: GS1 lets an Adventure token the seat gains rest on the card, its option's gains
then paid twice, at most once per free space (3 a game; ruling GS-R10); GS10 adds one Time
to every Time the seat receives (ruling GS-R11). Both are told in the log."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat
from ludotheque.games.darwins_journey.rules.great_ship.cards import has, label
from ludotheque.games.darwins_journey.state import DarwinState, note

KEEP = "keep the Adventure token"
PROMPT = "Put the Adventure token on your Great Ship card, its option's gains paid twice?"


def put_option(card_id: str) -> str:
    return f"put the Adventure token on {card_id}"


# ----- GS10: one Time more on every Time received (L2142) --------------------------------
def more_time(s: DarwinState, seat: int, n: int) -> int:
    card = has(s, seat, "fireland-time")
    if card is None or n <= 0 or not card.time_more:
        return n
    note(s, f"seat {seat + 1}: {label(card)}: {n} Time received, {card.time_more} more")
    return n + card.time_more


# ----- GS1: an Adventure token gained may rest on the card (L2104) ------------------------
def logged(s: DarwinState, seat: int) -> int:
    """The Adventure tokens on the seat's GS1 (they stay the seat's and score, L2104)."""
    return s.fire.logged[seat] if s.fire is not None and s.fire.logged else 0


def _free(s: DarwinState, seat: int):
    card = has(s, seat, "fireland-adventure")
    return card if card is not None and logged(s, seat) < card.slots else None


def adventure_gains(s: DarwinState, seat: int, gains: tuple, took: bool) -> None:
    """The chosen option's gains: with a token just gained and a free space on GS1, the
    seat first says whether the token goes there (ruling GS-R10); else run as printed."""
    if took and gains and _free(s, seat) is not None:
        tasks.push(s, ("gs-log", seat, gains))
    else:
        push_bundle(s, seat, gains)


def _log_options(s, task):
    card = _free(s, task[1])
    return [put_option(card.id), KEEP] if card is not None else [KEEP]


def _log_play(s, task, opt):
    tasks.pop(s)
    _, seat, gains = task
    card = _free(s, seat)
    if opt == KEEP or card is None:
        push_bundle(s, seat, gains)
        return
    n = s.fire.logged or (0,) * s.ctx.players
    s.fire = replace(s.fire, logged=with_seat(n, seat, n[seat] + 1))
    note(
        s,
        f"seat {seat + 1}: {label(card)}: the Adventure token rests on the card "
        f"({logged(s, seat)} of {card.slots}), its gains paid {card.factor} times",
    )
    push_bundle(s, seat, gains * card.factor)


tasks.register("gs-log", _log_options, _log_play, PROMPT)
