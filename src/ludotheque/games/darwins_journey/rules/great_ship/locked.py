"""GS4 (L2116): for 1 Temporary Knowledge a worker goes on a Lens space still locked, if
it meets the space's seals (with the TK left, ruling R6). Any locked Diary space with
actions may take it, whatever the order the page unlocks in, one worker at a time, the
Section's penalty paid as anywhere (ruling GS-R4). The space stays locked: no lens, so
no owner's coin (L454)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import placement, seals
from ludotheque.games.darwins_journey.rules.great_ship.cards import has, label
from ludotheque.games.darwins_journey.state import WORKERS, DarwinState, note


def _spaces(s: DarwinState, seat: int) -> list[int]:
    card = has(s, seat, "locked-lens")
    if card is None or s.tk[seat] < card.tk or not s.free[seat]:
        return []
    d = s.ctx.comp.diaries
    out = []
    for i, sp in enumerate(d.spaces):
        if s.lens[i] != placement.LOCKED or sp.diary < 0 or s.at[i]:
            continue
        if d.kinds[sp.diary] == "special" and s.tile[i] < 0:
            continue  # an empty tile slot (solo's bottom tier): no actions
        if placement.penalty(s, seat, i) > s.coins[seat]:
            continue
        if workers(s, seat, i):
            out.append(i)
    return out


def workers(s: DarwinState, seat: int, space: int) -> list[int]:
    """The free workers that meet the space's seals with the TK left after the card's."""
    card = has(s, seat, "locked-lens")
    if card is None:
        return []
    return fitting(s, seat, space, s.tk[seat] - card.tk)


def fitting(s: DarwinState, seat: int, space: int, tk: int) -> list[int]:
    """The free workers that meet the space's seals with `tk` Temporary Knowledge."""
    need = placement.requirement(s, space)
    return [
        w
        for w in range(WORKERS)
        if s.free[seat] >> w & 1 and seals.tk_needed(s, seat, w, need) <= tk
    ]


def options(s: DarwinState, seat: int, texts: tuple) -> tuple:
    """The placement options GS4 adds (the base placement never offers a locked space)."""
    return tuple(texts[i] for i in _spaces(s, seat))


def pay(s: DarwinState, seat: int, space: int) -> None:
    card = has(s, seat, "locked-lens")
    s.tk[seat] -= card.tk
    sid = s.ctx.comp.diaries.spaces[space].id
    note(s, f"seat {seat + 1}: {label(card)}: {card.tk} TK to place on the locked {sid}")
