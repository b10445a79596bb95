"""Objective tiles: who occupies them, and what each is worth to a seat (L601-L655, L987).

The same valuation serves the end of the game (L441), special action 11 (L931) and the
first Great Discovery (L993).
"""

from __future__ import annotations

from ludotheque.games.newton.components.europe import ANCIENT, UNIVERSITY
from ludotheque.games.newton.rules.values import count_visited, tiles_placed
from ludotheque.games.newton.state import NewtonState


def occupies(s: NewtonState, seat: int, space: int, scientist: bool = False) -> bool:
    """An element of the seat's colour on objective space `space`: a cube (Map), the
    marker (Work track), a Student (Technology). The Scientist counts only where the
    expansion says so (ruling A7)."""
    board, node = s.ctx.objective_spaces[space]
    if board == "map":
        return bool(s.visited[seat] >> node & 1) or (scientist and s.scientist[seat] == node)
    if board == "work":
        return s.work[seat] == node
    return node in s.students[4 * seat : 4 * seat + 4]


def occupied(s: NewtonState, seat: int, scientist: bool = False) -> list[int]:
    """Objective spaces holding a tile and an element of the seat's colour."""
    tiles = s.objective_tile
    return [x for x, t in enumerate(tiles) if t >= 0 and occupies(s, seat, x, scientist)]


def available_cards(s: NewtonState, seat: int) -> list[int]:
    """Cards in hand and on the desk (the last round's), not tucked ones (L639, L651)."""
    return s.hands[seat] + s.desks[seat]


def three_different(s: NewtonState, seat: int) -> int:
    """Sets of 3 different Volumes on available cards, played Masters and face-up Great
    Discoveries (ruling B25, as `values.volumes`); wild Volumes (card effect, Fahrenheit)
    take the colour that helps (ruling A17); no potions (L643)."""
    comp = s.ctx.comp
    cards = comp.cards.cards
    counts = [0, 0, 0]
    wild = 0
    for c in available_cards(s, seat):
        card = cards[c]
        for i in range(3):
            counts[i] += card.volumes[i]
        wild += card.wild
    for m in s.masters[seat]:
        ma = comp.masters.masters[m]
        for i in range(3):
            counts[i] += ma.volumes[i]
        wild += ma.wild
    gds = comp.tiles.discoveries
    for x in s.gd_up[seat]:
        for i in range(3):
            counts[i] += gds[x].volumes[i]
    k = 0
    while sum(max(0, k + 1 - c) for c in counts) <= wild:
        k += 1
    return k


def count(s: NewtonState, seat: int, per: str) -> int:
    """How many of the things an Objective tile counts the seat has now."""
    if per == "coin":
        return s.coins[seat]
    if per == "potion":
        return s.potions[seat]
    if per == "bonus-token":
        return len(s.tokens[seat])
    if per == "university":
        return count_visited(s, seat, UNIVERSITY)
    if per == "ancient-land":
        return count_visited(s, seat, ANCIENT)
    if per == "student-at-end":
        finals = s.ctx.comp.tracks.tech_finals
        return sum(1 for i in range(4 * seat, 4 * seat + 4) if s.students[i] in finals)
    if per == "master-played":
        return len(s.masters[seat])
    if per == "three-different-volumes":
        return three_different(s, seat)
    if per == "three-shelf-tiles":
        return tiles_placed(s, seat) // 3  # ruling A29
    if per == "pair-of-cards":
        cards = s.ctx.comp.cards.cards
        return sum(1 for c in available_cards(s, seat) if cards[c].level) // 2
    if per == "discovery-owned":
        return len(s.gd_up[seat]) + len(s.gd_down[seat])
    raise ValueError(per)


def value(s: NewtonState, seat: int, tile: int) -> int:
    """VP an Objective tile gives the seat now, capped (L609-L655, L987)."""
    obj = s.ctx.comp.tiles.objectives[tile]
    vp = obj.vp * count(s, seat, obj.per)
    return min(vp, obj.cap) if obj.cap is not None else vp
