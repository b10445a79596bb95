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
    # The core's default, for a game that names no narration module of its own.
    from types import SimpleNamespace

    from ludotheque.core.game import Game

    game = SimpleNamespace(narration_module=None)
    assert Game.narrate(game, {"log": ["a", "b"]}, {"log": ["b", "c", "d"]}, 0) == ["c", "d"]
    assert Game.narrate(game, None, {"log": ["x"]}, None) == ["x"]
    assert Game.narrate(game, {"log": ["a"]}, {"nothing": 1}, 0) == []


def test_words_and_encoding_come_from_the_modules_a_game_names():
    # A game that names its modules gets their functions, called with the same arguments.
    from types import SimpleNamespace

    from ludotheque.core.game import Game

    calls = []
    module = SimpleNamespace(
        narrate=lambda *a: calls.append(("narrate", a)) or ["told"],
        label=lambda *a: calls.append(("label", a)) or "in words",
        vocabulary=lambda *a: calls.append(("vocabulary", a)) or ("x",),
        encoding_size=lambda *a: calls.append(("encoding_size", a)) or 3,
        encode=lambda *a: calls.append(("encode", a)) or [1.0, 0.0, 0.0],
    )
    game = SimpleNamespace(
        narration_module=module,
        labels_module=module,
        vocabulary_module=module,
        encoding_module=module,
    )
    assert Game.narrate(game, None, {"log": []}, 1) == ["told"]
    assert Game.option_label(game, {"seat": 0}, "take 3") == "in words"
    assert Game.action_vocabulary(game, {"players": 2}) == ("x",)
    assert Game.encoding_size(game, {"players": 2}) == 3
    assert Game.encode(game, {"seat": 0}, 0) == [1.0, 0.0, 0.0]
    assert [name for name, _ in calls] == [
        "narrate",
        "label",
        "vocabulary",
        "encoding_size",
        "encode",
    ]
    assert calls[1][1] == ({"seat": 0}, "take 3")
    # Without the modules: the option's own text, and interop says what to write.
    bare = SimpleNamespace(
        labels_module=None, vocabulary_module=None, encoding_module=None, title="T", id="t"
    )
    assert Game.option_label(bare, {}, "take 3") == "take 3"
    for method, args in (("action_vocabulary", ({},)), ("encode", ({}, 0))):
        try:
            getattr(Game, method)(bare, *args)
        except NotImplementedError as e:
            assert "T declares no" in str(e)
        else:
            raise AssertionError(f"{method} without a module should say what to write")


def test_default_report_sums_to_the_scores():
    game, state = _finished("iwari", {"players": 2})
    report = game.report(state)
    assert [s["total"] for s in report["seats"]] == game.scores(state)
    for s in report["seats"]:
        assert sum(s["points"]) == s["total"]
    assert report["verdict"]
