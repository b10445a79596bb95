"""Seeded solo games at every level (L2969-L2974), random and greedy players: after every
move the pieces, cubes, dice and dino figures are conserved with no negative resource
(test_sweeps.check, the Dissidents counted as seats 1 and 2); at sampled moments your view
is unchanged by a re-deal of what you cannot see and never holds the action deck's order;
each game ends after 8 rounds with the rulebook's result, and replays exactly."""

import random

import pytest

from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.solo.state import ON_CARD

from .fixtures import GAME
from .test_sweeps import check

LEVELS = ("citizen", "ranger", "tamer", "leader", "dino-expert", "ranger+easier", "tamer+harder")
GAMES = 36  # x 7 levels = 252 random games


def check_solo(s) -> None:
    check(s)
    so = s.solo
    for d in (0, 1):
        m = so.marker[d]
        assert m == ON_CARD or 0 <= m <= 5 - so.crates[d], "reserve marker on its track"
    assert so.followers >= 0
    cards = [c for c in so.deck + so.row + so.discard + so.slots if c >= 0]
    assert sorted(cards) == list(range(12)), "the 12 action cards (L2042)"
    assert so.row.count(-1) == 0 or so.flipped, "the row is full between turns"


def check_hidden(s, k) -> None:
    """Your view is the same whatever order the deck is in, and never shows it."""
    for seat in (0, 1):
        v = GAME.view(s, seat)
        assert "deck_order" not in v["dissidents"]
        again = GAME.determinize(s, seat, Rng(k))
        assert GAME.view(again, seat) == v


def play(level: str, seed: int, agent=None) -> None:
    config = {"players": 2, "dissidents": level}
    s = GAME.setup(config, seed)
    r = random.Random(seed)
    played = []
    n = 0
    while not GAME.is_over(s):
        d = GAME.pending(s)
        assert d.seat == 0 and d.options, "you alone decide; the game plays the Dissidents"
        k = agent.choose(Observation(GAME, s, 0)) if agent else r.randrange(len(d.options))
        played.append(d.options[k])
        GAME.apply(s, k)
        check_solo(s)
        n += 1
        if n % 37 == seed % 37:
            check_hidden(s, seed + n)
        assert n < 3000
    assert s.players[0].turns == 8 and s.solo.turns == 8  # L2326
    assert s.solo.goal_scored >= 0  # your goal card at your 8th turn (L2923)
    you, them = GAME.scores(s)
    assert GAME.winners(s) == ([0] if you > them else [1])  # a tie is theirs (L2952)
    assert GAME.report(s)["result"] == ("won" if you > them else "lost") + " against the Dissidents"
    assert GAME.outcome_value(s, 0) > 0.5 if you > them else GAME.outcome_value(s, 0) < 0.5
    again = GAME.setup(config, seed)
    for text in played:
        GAME.apply(again, text)
    assert GAME.fingerprint(again) == GAME.fingerprint(s), "replay exact"


@pytest.mark.parametrize("level", LEVELS)
def test_random_solo_games(level):
    for g in range(GAMES):
        play(level, 500 + g)


@pytest.mark.parametrize("level", LEVELS[:5])
def test_a_greedy_solo_game(level):
    play(level, 77, make_agent("greedy", 77))
