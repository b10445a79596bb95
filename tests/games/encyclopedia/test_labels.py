"""Issue 17: Encyclopedia's option labels lead with words (a die by colour and value, a
board slot by its effect, an expedition by its continent, Animals and Experts by name),
never an id or an abbreviation, with or without Automas; the terminal maps each label
back to its option."""

from __future__ import annotations

import re

import pytest
from option_labels_kit import check_decisions, vocabulary_with_ids

from ludotheque.core.registry import get_game

GAME = get_game("encyclopedia")
# Card ids (AM01, AM-11), the board slots' keys ("on x", "(2 rep)", "3 vp"), a continent's
# key after "expedition", a seat counted from 0 (tests/server/test_browser_board.py IDS).
IDS = (
    r"\b[A-Z]{2}-?\d\d\b|\bon x\b|\(x\)|\b\d rep\b|\b\d vp\b|\bseat 0\b"
    r"|from seat \d \((?:x|2 coins|2 rep|3 vp)\)"
    r"|\bexpedition (?:america|africa|asia|europe|oceania)\b"
)


def test_the_pattern_catches_the_old_labels():
    old = [
        "put red 5 on x",
        "take blue 4 from seat 1 (2 rep)",
        "put red 2 on 3 vp",
        "expedition asia (violet dice; next space *** +0)",
        "study AM-11",
        "retake red from expedition america 1",
    ]
    pattern = re.compile(IDS)
    assert all(pattern.search(x) for x in old), [x for x in old if not pattern.search(x)]


@pytest.mark.parametrize(
    "config",
    [
        {"players": 2},
        {"players": 4},
        {"players": 2, "automas": {"1": "linne/boudeuse"}},
        {"players": 3, "automas": {"1": "3/3", "2": "1/1"}},
    ],
    ids=["2", "4", "solo", "3-with-automas"],
)
def test_labels_name_components_in_every_mode(config):
    seen = set()
    for seed in range(2):
        seen |= check_decisions(GAME, config, seed, IDS, moves=250)
    assert any(o.startswith("take ") for o in seen) and any(o.startswith("put ") for o in seen)


def test_every_option_of_the_vocabulary_reads_without_an_id():
    bad = vocabulary_with_ids(GAME, GAME.configure({"players": 3}), IDS)
    assert not bad, bad[:10]


def test_hand_picked_labels_say_the_rulebooks_names():
    config = GAME.configure({"players": 3})
    view = GAME.view(GAME.setup(config, 1), 0)
    label = lambda o: GAME.option_label(view, o)  # noqa: E731
    assert label("put violet 3 on x") == "put violet 3 on the X slot"
    assert label("put red 2 on 2 rep") == "put red 2 on the 2 reputation slot (2 reputation)"
    assert label("take blue 4 from seat 1 (2 rep)") == (
        "take blue 4 from seat 2's 2 reputation slot (seat 2 gains 2 reputation)"
    )
    assert label("take blue 4 from seat 2 (3 vp)") == (
        "take blue 4 from seat 3's 3 VP slot (seat 3 gains 3 VP)"
    )
    assert label("take blue 4 from seat 0 (2 coins)") == "take blue 4 from your 2 coins slot"
    assert label("expedition asia") == (
        "expedition Asia (violet dice; next space: 3 reputation, die +0)"
    )
    assert label("retake red from expedition america 1") == (
        "retake red from the America expedition, space 1"
    )
    assert label("retake red from university") == "retake red from the University"
    assert label("token: make it blue") == "token: make it blue (blue is Europe)"
    assert label("token +2") == "token +2 (spend an Expedition token: die +2)"
    academy = next(a for a in view["academy"] if a)
    assert label(f"academy: {academy['name']}").startswith(
        f"academy: {academy['name']} ({academy['continent'].capitalize()}: "
    )
