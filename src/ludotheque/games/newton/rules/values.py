"""What a seat has: action values from visible symbols, available Volumes, visits, and the
cost of meeting a prerequisite (L209-L211, L333-L359, L503, L603)."""

from __future__ import annotations

from ludotheque.games.newton.components.europe import UNIVERSITY
from ludotheque.games.newton.components.shelf import R_ANCIENT, R_PRINTED, R_UNIVERSITY, R_VOLUME
from ludotheque.games.newton.state import NewtonState

UNREACHABLE = 99  # potions "needed" when a prerequisite cannot be met at all


def symbols(s: NewtonState, seat: int, a: int) -> int:
    """Symbols of basic action `a` visible on the desk: cards played this round (the one just
    played included), tucked cards (not reversed special-action cards, L877), and
    Development tiles in the drawers (L503). Jokers never count (L335-L337)."""
    cards = s.ctx.comp.cards.cards
    n = 0
    for c in s.desks[seat]:
        n += cards[c].counts[a]
    for c in s.tucked[seat]:
        card = cards[c]
        if not card.special:
            n += card.counts[a]
    for d in s.drawers[seat]:
        if d == a:
            n += 1
    return n


def card_value(s: NewtonState, seat: int, card: int, a: int) -> int:
    """The value of basic action `a` performed with the card just played: the visible
    symbols, plus 1 for a Joker (L335), plus 1 for the boost (L381)."""
    v = symbols(s, seat, a)
    if s.ctx.comp.cards.cards[card].joker:
        v += 1
    if s.boosted:
        v += 1
    return v


def volumes(s: NewtonState, seat: int) -> tuple[int, int, int, int]:
    """Volumes available to the seat: blue, green, orange and wild (a colour chosen at each
    use). Cards face up on the desk this round (tucked cards only show their symbol,
    ruling A31), played Masters, and face-up Great Discoveries (L349, L971)."""
    comp = s.ctx.comp
    cards = comp.cards.cards
    b = g = o = w = 0
    for c in s.desks[seat]:
        card = cards[c]
        v = card.volumes
        b += v[0]
        g += v[1]
        o += v[2]
        if card.effect == "wild":
            w += 1
    masters = comp.masters.masters
    for m in s.masters[seat]:
        ma = masters[m]
        v = ma.volumes
        b += v[0]
        g += v[1]
        o += v[2]
        w += ma.wild
    gds = comp.tiles.discoveries
    for x in s.gd_up[seat]:
        v = gds[x].volumes
        b += v[0]
        g += v[1]
        o += v[2]
    return b, g, o, w


def objective_cost(s: NewtonState, seat: int, req: tuple[int, int, int]) -> int:
    """Potions needed to meet a 4-Volume Objective prerequisite: 1 per missing Volume
    (L355); Volumes are not used up (L349)."""
    b, g, o, w = volumes(s, seat)
    missing = max(0, req[0] - b) + max(0, req[1] - g) + max(0, req[2] - o)
    return max(0, missing - w)


def visited_university(s: NewtonState, seat: int, numeral: str) -> bool:
    """A cube of the seat on a University tile with that numeral (L347)."""
    ctx = s.ctx
    unis = ctx.comp.tiles.universities
    mask = s.visited[seat]
    for p in ctx.universities:
        if mask >> p & 1 and unis[s.place_tile[p]] == numeral:
            return True
    return False


def visited_ancient(s: NewtonState, seat: int, mark: str) -> bool:
    ctx = s.ctx
    lands = ctx.comp.tiles.ancient
    mask = s.visited[seat]
    for p in ctx.ancients:
        if mask >> p & 1 and lands[s.place_tile[p]] == mark:
            return True
    return False


def count_visited(s: NewtonState, seat: int, kind: int) -> int:
    places = s.ctx.universities if kind == UNIVERSITY else s.ctx.ancients
    mask = s.visited[seat]
    return sum(1 for p in places if mask >> p & 1)


def book_cost(s: NewtonState, seat: int, x: int, vols=None) -> int:
    """Potions needed for book space `x` of the seat's board: 0 when its prerequisite is
    met; 1 for a missing Volume; 3 for a University or Ancient Land (L355-L359)."""
    board = s.ctx.comp.boards[s.board[seat]]
    k = board.req_kind[x]
    if k == R_VOLUME:
        b, g, o, w = vols if vols is not None else volumes(s, seat)
        have = (b, g, o)[board.req_value[x]] + w
        return 0 if have else 1
    if k == R_UNIVERSITY:
        return 0 if visited_university(s, seat, board.req_value[x]) else 3
    if k == R_ANCIENT:
        return 0 if visited_ancient(s, seat, board.req_value[x]) else 3
    if k == R_PRINTED:
        return UNREACHABLE
    return UNREACHABLE


def students_in_reserve(s: NewtonState, seat: int) -> int:
    return s.students[4 * seat : 4 * seat + 4].count(-1)


def shelf_tiles_left(s: NewtonState, seat: int) -> int:
    return sum(s.piles[4 * seat : 4 * seat + 4])


def tiles_placed(s: NewtonState, seat: int) -> int:
    """Shelf tiles placed during the game (the pre-printed tile excluded, ruling A29)."""
    return 12 - shelf_tiles_left(s, seat) - s.removed[seat]
