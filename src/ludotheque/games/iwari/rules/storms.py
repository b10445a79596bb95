"""Storm pieces (L901-L914, rulings B11, C4, C21): they replace the mountains, and move one
connection up when both territories they join are fully explored."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.iwari.state import STORM, IwariState


def setup(s: IwariState, rng: Rng, storm_symbols: list[int]) -> None:
    """L905-L909: mountains leave the game; one storm per listed symbol, at random between
    the connections carrying it."""
    board = s.ctx.board
    s.mountains = ()
    for symbol in storm_symbols:
        cands = [i for i, c in enumerate(board.connections) if c.mountain == symbol]
        if cands:
            s.storms.append(rng.choice(cands))


def after_hut(s: IwariState, t: int) -> None:
    """A hut that fills territory t may complete both sides of a storm's connection."""
    board = s.ctx.board
    if s.hut_total[t] == len(board.spaces[t]):
        for i in list(s.storms):
            c = board.connections[i]
            if t in (c.a, c.b) and _full(s, c.a) and _full(s, c.b):
                _storm_triggered(s, s.storms.index(i), c.a, c.b)


def _full(s: IwariState, t: int) -> bool:
    return s.hut_total[t] == len(s.ctx.board.spaces[t])


def _storm_triggered(s: IwariState, slot: int, a: int, b: int) -> None:
    """L911: the tribe with most huts over both territories may move the storm one
    connection up; on a tie it moves (ruling B11: one step, and a storm on the highest
    connection stays)."""
    nt = s.ctx.tribes
    totals = [s.huts[a * nt + x] + s.huts[b * nt + x] for x in range(nt)]
    best = max(totals)
    leaders = [x for x in range(nt) if totals[x] == best]
    if len(leaders) > 1:
        move_storm(s, slot)
        return
    leader = leaders[0]
    seat = leader if leader < s.ctx.players else s.active
    s.choices.append((STORM, leader, (f"storm {slot + 1} move", f"storm {slot + 1} stay"), seat))


def move_storm(s: IwariState, slot: int) -> None:
    i = s.storms[slot]
    if i + 1 < len(s.ctx.board.connections):
        s.storms[slot] = i + 1


def choose(s: IwariState, opt: str) -> None:
    """The leader's choice (L913): "storm N move" or "storm N stay"."""
    if opt.endswith(" move"):
        move_storm(s, int(opt.split()[1]) - 1)
