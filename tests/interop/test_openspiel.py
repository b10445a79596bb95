"""Every game through the OpenSpiel adapter: `pyspiel.random_sim_test` at every player
count it supports, loading by name with parameters, and OpenSpiel's own MCTSBot playing."""

from __future__ import annotations

import json

import pytest

pyspiel = pytest.importorskip("pyspiel")

from ludotheque.core.registry import get_game  # noqa: E402
from ludotheque.interop import openspiel as adapter  # noqa: E402

from .cases import TABLES  # noqa: E402

# At three seats or more, the simulation test stops a game after this many decisions (the
# adapter's `max_moves`): random_sim_test checks every seat's strings and tensors at every
# state, so a full 4-seat game of the heavy games costs minutes on a loaded machine. Solo
# and two-seat games play to the end, so every rule still runs to a finish somewhere.
CUT = 100


def _cases():
    """Every player count of every game, then every solo mode (the game's own
    `solo_configs()`, so a mode that lands later is tested too) not already among them."""
    for gid, rows in sorted(TABLES.items()):
        seen: dict[int, dict] = {}
        for players, extra in rows:
            if players not in seen:
                seen[players] = extra
                yield pytest.param(gid, players, extra, id=f"{gid}-{players}")
        for mode, config in sorted(get_game(gid).solo_configs().items()):
            extra = {k: v for k, v in config.items() if k != "players"}
            players = config.get("players", 1)
            if seen.get(players) != extra:
                yield pytest.param(gid, players, extra, id=f"{gid}-{mode}")


def test_every_game_is_registered_under_its_short_name():
    names = set(pyspiel.registered_names())
    for gid in TABLES:
        assert f"ludo_{gid.replace('-', '_')}" in names
    game = pyspiel.load_game("ludo_iwari", {"players": 2})
    assert game.num_players() == 2
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL


@pytest.mark.parametrize(("gid", "players", "extra"), list(_cases()))
def test_random_sim_test_passes(gid, players, extra):
    cut = 0 if players <= 2 else CUT
    game = pyspiel.load_game(
        adapter.short_name(gid),
        {"players": players, "config": json.dumps(extra), "max_moves": cut, "seed": players},
    )
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_observations_are_the_seats_encoded_views():
    game = pyspiel.load_game("ludo_newton", {"players": 2, "seed": 3})
    state = game.new_initial_state()
    for _ in range(12):
        state.apply_action(state.legal_actions()[0])
    table = state.table
    for seat in range(2):
        want = table.observe(state.state, seat)
        assert state.observation_tensor(seat) == pytest.approx(want)
        info = state.information_state_tensor(seat)
        assert info[: len(want)] == pytest.approx(want)  # then the seat's own actions
        assert len(info) == len(want) + 33
        text = state.observation_string(seat)
        assert json.loads(text) == table.game.view(state.state, seat)
        assert state.information_state_string(seat).endswith("|" + text)
    # The legal actions are the vocabulary ids of the pending options.
    options = table.game.pending(state.state).options
    assert sorted(state.legal_actions()) == sorted(table.vocabulary.ids(options))
    assert {state.action_to_string(a) for a in state.legal_actions()} == set(options)


def test_returns_win_loss_and_margin():
    for reward in ("outcome", "margin"):
        game = pyspiel.load_game("ludo_newton", {"players": 2, "seed": 5, "reward": reward})
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(state.legal_actions()[-1])
        returns = state.returns()
        scores = state.table.game.scores(state.state)
        winners = state.table.game.winners(state.state)
        if reward == "margin":
            assert returns == [scores[0] - scores[1], scores[1] - scores[0]]
        else:
            assert returns == [1.0 if s in winners and len(winners) == 1 else
                               (0.0 if s in winners else -1.0) for s in range(2)]  # fmt: skip


def test_clone_is_independent_and_resample_keeps_the_information_state():
    game = pyspiel.load_game("ludo_encyclopedia", {"players": 3, "seed": 1})
    state = game.new_initial_state()
    for _ in range(40):
        state.apply_action(state.legal_actions()[0])
    copy = state.clone()
    assert copy.history() == state.history()
    copy.apply_action(copy.legal_actions()[0])
    assert len(state.history()) == 40
    seat = state.current_player()
    sample = state.resample_from_infostate(seat, None)
    assert sample.observation_tensor(seat) == state.observation_tensor(seat)
    assert sample.legal_actions() == state.legal_actions()


def test_openspiel_mcts_bot_plays_a_game_against_our_mcts():
    from ludotheque.interop.duel import duel

    out = duel("newton", players=2, games=1, sims=3, ours="mcts:8", seed=2)
    assert out["decisions"][0] > 0 and out["decisions"][1] > 0
    assert out["openspiel_mcts"] in (-1.0, 0.0, 1.0)


@pytest.mark.parametrize("gid", sorted(TABLES))
def test_openspiel_mcts_bot_plays_every_game(gid):
    """The bot searches each game through the adapter (its rollouts cut with the game at
    60 decisions, to stay cheap) against our MCTS, the duel example's command line."""
    from ludotheque.interop.duel import main

    argv = [gid, "--players", "2", "--games", "1", "--sims", "2", "--ours", "mcts:4"]
    assert main([*argv, "--seed", "1", "--max-moves", "60"]) == 0


def test_the_duel_counts_both_sides_decisions(capsys):
    from ludotheque.interop.duel import duel

    out = duel("iwari", players=2, games=1, sims=2, ours="random", seed=3, max_moves=40)
    assert sum(out["decisions"]) == 40 and min(out["decisions"]) > 0
    assert out["openspiel_mcts"] == 0.0  # cut before the end: every return 0
