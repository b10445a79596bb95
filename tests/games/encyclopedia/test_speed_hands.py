"""What a face-up hand of Experts adds to a die and pays for its placement is kept per hand
(`experts._hand`, keyed by the hand itself, a tuple never changed in place): at every
decision of seeded random games, and for every option's outcome (a copy, as a search's
settling step makes them), `colour_bonus` and `place_gains` answer for every seat, colour,
area and continent what the plain loop over the hand works out."""

from __future__ import annotations

import pytest

from ludotheque.core import Rng, get_game
from ludotheque.games.encyclopedia.components import PUBLICATION
from ludotheque.games.encyclopedia.rules import experts

from .fixtures import SPEED_CONFIGS

GAME = get_game("encyclopedia")
CONFIGS = SPEED_CONFIGS


def _plain_colour_bonus(s, seat: int, colour: int) -> int:
    cat = s.ctx.cat
    return sum(cat.colour_bonus_value[e] for e in s.experts[seat] if cat.colour_bonus[e] == colour)


def _plain_place_gains(s, seat: int, area: int, continent: int) -> tuple[int, int, int]:
    cat = s.ctx.cat
    coins = rep = vp = 0
    for e in s.experts[seat]:
        pc = cat.place_continent[e]
        if cat.place_area[e] == area and (pc < 0 or pc == continent):
            g = cat.place_gain[e]
            coins, rep, vp = coins + g[0], rep + g[1], vp + g[2]
    return coins, rep, vp


def _check(s) -> int:
    ncont = len(s.ctx.cat.continents)
    for seat in range(s.ctx.n):
        for colour in range(-1, ncont):
            assert experts.colour_bonus(s, seat, colour) == _plain_colour_bonus(s, seat, colour)
        for area in range(PUBLICATION + 1):
            for continent in range(-1, ncont):
                got = tuple(experts.place_gains(s, seat, area, continent))
                assert got == _plain_place_gains(s, seat, area, continent)
    return 1 if any(s.experts) else 0


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_kept_hands_answer_as_the_plain_loop(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    with_experts = 0
    for seed in range(2):
        s = GAME.setup(config, 70 + seed)
        rng = Rng(seed)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            with_experts += _check(s)
            if step % 5 == 0:
                for i in range(len(d.options)):
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    with_experts += _check(child)
            GAME.apply(s, rng.below(len(d.options)))
            step += 1
    assert with_experts > 100  # positions where some seat has a face-up Expert
