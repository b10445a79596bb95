"""Newton's projection (evaluation.py) against the plain one it replaced, kept here: the
final scoring's breakdown (dicts per seat) plus income times upkeeps left. Over seeded
random games solo and at 2-4 players, with each module and the first-game deal, at every
decision, every seat's projection is the same float, and each study board's kept income
for a seat's shelf is the plain sum over its completed rows and columns."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.newton import evaluation, scoring
from ludotheque.games.newton.state import MEDICINE, RESOURCE_VP

GAME = get_game("newton")
CONFIGS = [
    {"players": 1},
    {"players": 2},
    {"players": 3, "modules": ["ex-cathedra"]},
    {"players": 4, "modules": ["great-discoveries"], "first_game": True},
    {"players": 2, "modules": ["ex-cathedra", "great-discoveries"]},
    {"players": 4, "modules": ["ex-cathedra", "great-discoveries"]},
]


def reference_income(s, p: int) -> float:
    """A seat's income per upkeep as first written (do not optimise)."""
    tiles = s.ctx.comp.tiles
    vp = float(s.ctx.comp.boards[s.board[p]].income(s.shelf[p]))
    for k in s.income[p]:
        if k == MEDICINE:
            vp += tiles.medicine_vp[s.medicine[p] - 1]
        else:
            coins, potions, points = tiles.income_gain[k]
            vp += points + RESOURCE_VP * (coins + potions)
    for g in s.gd_up[p]:
        k = tiles.discoveries[g].income
        if k >= 0:
            coins, potions, points = tiles.income_gain[k]
            vp += points + RESOURCE_VP * (coins + potions)
    return vp


def reference_projection(s) -> list[float]:
    """The projection as first written (do not optimise)."""
    if s.phase == "over":
        return [float(v) for v in scoring.totals(s)]
    left = evaluation.upkeeps_left(s)
    seats = scoring.breakdown(s)["seats"]
    return [e["total"] + left * reference_income(s, p) for p, e in enumerate(seats)]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: repr(c))
def test_projection_is_the_breakdowns_total_plus_income(config):
    checked = 0
    for seed in range(3):
        s = GAME.setup(config, seed)
        rng = Rng(seed + 100)
        while True:
            got, want = evaluation.projection(s), reference_projection(s)
            assert got == want
            assert [type(v) for v in got] == [type(v) for v in want]
            for p in range(s.ctx.players):  # a board's kept incomes: the plain sum
                assert evaluation.income_per_upkeep(s, p) == reference_income(s, p)
                board = s.ctx.comp.boards[s.board[p]]
                filled = s.shelf[p]
                plain = sum(vp for m, vp in board.segments if filled & m == m)
                assert board.income(filled) == plain
            checked += 1
            d = GAME.pending(s)
            if d.seat is None:
                break
            GAME.apply(s, rng.below(len(d.options)))
    assert checked > 150
