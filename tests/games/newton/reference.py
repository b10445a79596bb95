"""Newton's Objective occupation test as first written, kept as the reference for the
differential test (the game's `rules/objectives.py` does the same with C-speed list
operations; this copy says what the answers must be). Do not optimise it."""

from __future__ import annotations

from ludotheque.games.newton.state import NewtonState


def occupies(s: NewtonState, seat: int, space: int, scientist: bool = False) -> bool:
    board, node = s.ctx.objective_spaces[space]
    if board == "map":
        return bool(s.visited[seat] >> node & 1) or (scientist and s.scientist[seat] == node)
    if board == "work":
        return s.work[seat] == node
    st = s.students
    return any(st[i] == node for i in range(4 * seat, 4 * seat + 4))


def occupied(s: NewtonState, seat: int, scientist: bool = False) -> list[int]:
    return [
        x
        for x in range(len(s.ctx.objective_spaces))
        if s.objective_tile[x] >= 0 and occupies(s, seat, x, scientist)
    ]
