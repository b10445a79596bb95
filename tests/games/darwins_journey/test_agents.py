"""Agents on Darwin's Journey: the `ludo` command plays it to the end with random seats and
prints the game's own breakdown, a quick tournament with greedy and MCTS runs, and the
evaluation search uses is the final scoring at the end and counts what is under way
before it."""

from __future__ import annotations

import random

from ludotheque.cli.main import main
from ludotheque.core.game import margin
from ludotheque.games.darwins_journey import GAME, evaluation, scoring
from ludotheque.games.darwins_journey.state import replaced


def test_ludo_play_three_random_seats_to_the_end(capsys):
    argv = ["play", "darwins-journey", "--players", "3", "--seats", "random,random,random"]
    code = main([*argv, "--seed", "1"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Final scoring" in out and "Theory of Evolution" in out and "Final scores" in out


def test_quick_tournament_with_greedy_and_mcts(capsys):
    code = main(["tournament", "darwins-journey", "--agents", "mcts:4,greedy", "--games", "2"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "mcts:4" in out and "greedy" in out


def _midgame(players: int, seed: int, decisions: int):
    s = GAME.setup({"players": players}, seed)
    r = random.Random(seed)
    for _ in range(decisions):
        d = GAME.pending(s)
        assert d.seat is not None
        GAME.apply(s, r.randrange(len(d.options)))
    return s


def test_evaluation_is_the_final_margin_at_the_end():
    s = GAME.setup({"players": 3}, 4)
    r = random.Random(4)
    while not GAME.is_over(s):
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    totals = [e["total"] for e in s.final["seats"]]
    for p in range(3):
        assert GAME.evaluate(s, p) == margin(totals, p)
        assert evaluation.under_way(s, p) == 0.0


def test_midgame_projection_adds_what_is_under_way():
    s = _midgame(2, 8, 60)
    assert s.phase in ("action", "reward")
    base = [e["total"] for e in scoring.breakdown(s)["seats"]]
    mod = scoring.modifier(s)
    assert [evaluation.final_now(s, p, mod) for p in (0, 1)] == base
    proj = evaluation.projection(s)
    assert all(pr >= b for pr, b in zip(proj, base, strict=True))
    assert GAME.evaluate(s, 0) == -GAME.evaluate(s, 1)
    # Coins in hand are worth more than their 1/5 VP while rounds remain.
    before = GAME.evaluate(s, 0)
    s.coins[0] += 5
    assert GAME.evaluate(s, 0) > before + 1
    # The 5th worker counts for the rounds it still has to work.
    s.fifth = replaced(s.fifth, 0, True)
    assert GAME.evaluate(s, 0) > before + 1 + evaluation.FIFTH
