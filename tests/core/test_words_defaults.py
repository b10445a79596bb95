"""The core's default words for people: what a game gets before it writes its own."""

from ludotheque.core.registry import get_game


def _finished(game_id: str, config: dict):
    from ludotheque.agents.observation import Observation
    from ludotheque.agents.random_agent import RandomAgent

    game = get_game(game_id)
    state = game.setup(config, 3)
    agent = RandomAgent(5)
    while not game.is_over(state):
        d = game.pending(state)
        game.apply(state, agent.choose(Observation(game, state, d.seat)))
    return game, state


def test_default_narrate_tells_only_new_log_lines():
    # The core's default (Iwari writes its own narration.py, so Game's is called).
    from ludotheque.core.game import Game

    game = get_game("iwari")
    assert Game.narrate(game, {"log": ["a", "b"]}, {"log": ["b", "c", "d"]}, 0) == ["c", "d"]
    assert Game.narrate(game, None, {"log": ["x"]}, None) == ["x"]
    assert Game.narrate(game, {"log": ["a"]}, {"nothing": 1}, 0) == []


def test_default_report_sums_to_the_scores():
    game, state = _finished("iwari", {"players": 2})
    report = game.report(state)
    assert [s["total"] for s in report["seats"]] == game.scores(state)
    for s in report["seats"]:
        assert sum(s["points"]) == s["total"]
    assert report["verdict"]
