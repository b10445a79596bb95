"""--round-robin: every pair plays; Bradley-Terry ratings with intervals order the agents."""

from __future__ import annotations

import json
import math

from ludotheque.cli.main import main
from ludotheque.tournament import TournamentSpec
from ludotheque.tournament.ratings import fit, rate
from ludotheque.tournament.roundrobin import pair_games, pair_specs, ratings, run_round_robin


def test_two_agents_rating_gap_is_the_log_odds_of_their_record():
    """Bradley-Terry with one virtual draw: 7 wins of 10 give odds (7 + 1/2) : (3 + 1/2)."""
    a, b = fit(2, [(0, 1, 1.0)] * 7 + [(0, 1, 0.0)] * 3)
    assert abs((a - b) - 400 * math.log10(7.5 / 3.5)) < 1e-6
    assert abs((a + b) / 2 - 1500) < 1e-6
    # the interval from the Fisher information: 11 meetings at p = 7.5/11
    p = 7.5 / 11
    half = 1.959964 * math.sqrt(1 / (11 * p * (1 - p))) / 2 * 400 / math.log(10)
    ra, rb = rate(["a", "b"], [(0, 1, 1.0)] * 7 + [(0, 1, 0.0)] * 3)
    assert abs((ra.high - ra.low) / 2 - half) < 1e-6 and ra.points == 7 and rb.games == 10


def test_an_agent_that_wins_everything_is_finite_and_first():
    games = [(0, 1, 1.0)] * 6 + [(0, 2, 1.0)] * 6 + [(1, 2, 0.5)] * 6
    top, mid, low = rate(["a", "b", "c"], games)
    assert top.rating > mid.rating and abs(mid.rating - low.rating) < 1e-6
    assert top.low > mid.rating and top.high - top.low > 0  # a real interval, not zero width


def test_pairs_and_their_records_folders(tmp_path):
    spec = TournamentSpec("newton", ("a", "b", "c"), 4, 1, {}, str(tmp_path))
    pairs = [(i, j, s.agents, s.config["players"], s.records) for i, j, s in pair_specs(spec)]
    assert pairs == [
        (0, 1, ("a", "b"), 2, str(tmp_path / "0-vs-1")),
        (0, 2, ("a", "c"), 2, str(tmp_path / "0-vs-2")),
        (1, 2, ("b", "c"), 2, str(tmp_path / "1-vs-2")),
    ]


def test_round_robin_rates_a_clearly_stronger_agent_first():
    spec = TournamentSpec("newton", ("random", "greedy", "random"), 4, 5, {})
    pairings = run_round_robin(spec)
    assert [len(p.results) for p in pairings] == [4, 4, 4]
    games = pair_games(pairings)
    assert len(games) == 12
    rated = ratings(spec, pairings)
    assert rated[0].agent == "greedy"
    assert {r.agent for r in rated[1:]} == {"random#0", "random#2"}
    assert all(r.games == 8 for r in rated) and sum(r.points for r in rated) == 12
    assert rated[0].rating > 1500 and all(r.low < r.rating < r.high for r in rated)


def test_cli_round_robin_json_and_refusals(capsys):
    args = ["tournament", "newton", "--agents", "greedy,random,random", "--games", "2"]
    assert main([*args, "--round-robin", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["requested"] == 6 and out["games"] == 6
    assert [r["agent"] for r in out["ratings"]][0] == "greedy"
    assert [p["agents"] for p in out["pairs"]] == [
        ["greedy", "random"],
        ["greedy", "random"],
        ["random", "random"],
    ]
    names = [[a["agent"] for a in p["summary"]] for p in out["pairs"]]
    assert names == [["greedy", "random#1"], ["greedy", "random#2"], ["random#1", "random#2"]]
    assert {r["agent"] for r in out["ratings"]} == {"greedy", "random#1", "random#2"}
    assert main(["tournament", "newton", "--agents", "greedy,random", "--round-robin"]) == 2
    assert "three or more agents" in capsys.readouterr().err
    assert main([*args, "--round-robin", "--option", "players=3"]) == 2
    assert "two-seat" in capsys.readouterr().err


def test_every_game_can_be_rated():
    """Round robins need only two-seat games and the winners: every registered game."""
    from ludotheque.core.registry import all_games

    for game in all_games():
        spec = TournamentSpec(game.id, ("random", "random", "random"), 2, 2, {})
        pairings = run_round_robin(spec)
        assert [r.error for p in pairings for r in p.results] == [None] * 6, game.id
        rated = ratings(spec, pairings)
        assert sum(r.points for r in rated) == 6, game.id
        assert abs(sum(r.rating for r in rated) / 3 - 1500) < 1e-6, game.id
