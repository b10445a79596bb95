"""Perseverance with the agents: `evaluate` projects the final scoring (goal card
included) and is judged at the end by the real scores; the rollout plan; `ludo play`
runs a 3-player game of random agents to the end; a quick tournament with the searching
agents runs."""

from __future__ import annotations

from ludotheque.cli.main import main
from ludotheque.core.game import margin
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.game import projection
from ludotheque.games.perseverance_ep3.rules import final, goals, tasks
from ludotheque.tournament import TournamentSpec, run_tournament


def played(players: int, seed: int):
    """A random game: the states before each decision, and the finished state."""
    s = GAME.setup({"players": players}, seed)
    rng = Rng(seed)
    states = []
    while not GAME.is_over(s):
        states.append(GAME.copy(s))
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    return states, s


def test_evaluate_is_the_real_margin_at_the_end():
    _, s = played(4, 3)
    for seat in range(4):
        assert GAME.evaluate(s, seat) == margin(GAME.scores(s), seat)


def test_projection_adds_the_final_scoring_parts_and_the_unscored_goal():
    states, _ = played(3, 5)
    for s in states[::40]:
        for seat, p in enumerate(s.players):
            base = (
                p.followers
                + final.structure_points(s, seat)
                + final.artefact_points(s, seat)
                + final.leftover_points(s, seat)
            )
            goal = projection(s, seat) - base
            if p.goal_shown:
                assert goal == 0
            else:
                personal = 6 if goals.personal_met(s, seat, p.goal) else 0
                assert goal >= personal and (goal - personal) % 4 == 0


def test_projection_foresees_the_final_scores_better_than_followers():
    """Late in random games (85% of the decisions played), the projection is nearer the
    final followers than the followers held then."""
    err_projection = err_followers = 0
    for seed in range(6):
        states, end = played(3, seed)
        late = states[int(len(states) * 0.85)]
        for seat in range(3):
            final_score = GAME.scores(end)[seat]
            err_projection += abs(projection(late, seat) - final_score)
            err_followers += abs(late.players[seat].followers - final_score)
    assert err_projection < err_followers


def test_two_player_evaluation_is_zero_sum():
    states, _ = played(2, 7)
    for s in states[::25]:
        assert GAME.evaluate(s, 0) == -GAME.evaluate(s, 1)


def test_rollout_plan_settles_the_leaf_segment_then_judges_it():
    s = GAME.setup({"players": 3}, 1)
    assert GAME.rollout_plan(s) == (True, 0)


def test_ludo_play_three_random_seats_to_the_end(capsys):
    code = main(
        [
            "play",
            "perseverance-ep3",
            "--players",
            "3",
            "--seats",
            "random,random,random",
            "--seed",
            "1",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "Final scoring" in out and "Final scores" in out
    assert "winner" in out


def test_a_quick_tournament_with_the_searching_agents():
    spec = TournamentSpec("perseverance-ep3", ("mcts:4", "greedy", "random"), 2, 3, {})
    results = run_tournament(spec, workers=1)
    assert len(results) == 2
    for r in results:
        assert len(r.scores) == 3 and r.winners


def test_the_decision_kept_by_settle_is_the_rules_own():
    """game.settle keeps the options it computed as the pending decision: move by move,
    the same state and the same decision as the rules' settle and decision."""
    for players, seed in ((2, 4), (4, 8)):
        s = GAME.setup({"players": players}, seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            d = GAME.pending(s)
            option = d.options[rng.below(len(d.options))]
            ref = GAME.copy(s)
            ref.decision = None
            tasks.play(ref, option)
            tasks.settle(ref)
            GAME.apply(s, option)
            expected = tasks.decision(ref) if ref.phase != "over" else None
            kept = s.decision
            if expected is None:
                assert kept is None or kept.seat is None
            else:
                assert kept == expected
            assert GAME.snapshot(s) == GAME.snapshot(ref)
