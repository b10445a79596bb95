"""Game.option_labels: the labels a decision's options are shown with never read the
same twice (issue 17: "the id only where two share a name")."""

from types import SimpleNamespace

from ludotheque.core.game import Game


def _labels(words: dict[str, str], options: list[str]) -> list[str]:
    game = SimpleNamespace(option_label=lambda view, o: words.get(o, o))
    return Game.option_labels(game, {}, options)


def test_distinct_labels_are_kept_as_they_are():
    words = {"play c-1": "play Works card", "play c-2": "play Lessons card"}
    assert _labels(words, ["play c-1", "play c-2", "end turn"]) == [
        "play Works card",
        "play Lessons card",
        "end turn",
    ]


def test_shared_labels_are_told_apart_by_their_option_text():
    words = {"play c-1": "play Works card", "play c-2": "play Works card"}
    assert _labels(words, ["play c-1", "play c-2", "end turn"]) == [
        "play Works card [play c-1]",
        "play Works card [play c-2]",
        "end turn",
    ]
