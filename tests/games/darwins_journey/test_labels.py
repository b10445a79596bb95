"""Darwin's Journey's option labels lead with words (issue 17): the action and the piece
by its name, then what it needs and gives; no id of the data in any label, the labels
of one decision distinct, and each label typed in the terminal chooses its own option."""

import re
from itertools import islice

import pytest
from events_kit import every_nth_position
from option_labels_kit import check_decisions, vocabulary_with_ids

from ludotheque.core.registry import get_game

# Every kind of id the labels once showed: Diary spaces, specimens, ocean and island
# spaces, islands, campsites, starting objectives, effect slugs, bare crew/objective numbers.
IDS = re.compile(
    r"\b(explore|navigate|correspond|academy)-\d\b|\bspecial-(top|middle|bottom)-(left|right)\b"
    r"|\bsmall-\d\b|\bturn-order\b|\bmuseum-research\b"
    r"|\b(blue|green|red|yellow)-(bird|fossil|plant|reptile)\b|\bI\d+(-\d+[ab]?)?\b"
    r"|\bO\d+[ab]?\b|\bC\d+\b|\bstart-\d\b"
    r"|\b(free-unlock|convert-tk|place-explorer|locked-space|research-any|catch-beagle"
    r"|copy-crew|repeat-delivery|auto-complete|camp-anywhere|special-seal)\b"
    r"|\bcrew \d|\b(take|complete) objective \d|\bcomplete \d|\bdo [a-z]"
)
MODES = [
    {"players": 1},  # against Alfred
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4},
]


@pytest.mark.parametrize("config", MODES, ids=lambda c: "-".join(map(str, c.values())))
def test_labels_name_pieces_and_choose_their_own_option(config):
    game = get_game("darwins-journey")
    seen: set[str] = set()
    for seed in range(3):
        seen |= check_decisions(game, dict(config), seed, IDS.pattern, moves=300)
    assert len(seen) > 30, seen


def test_no_possible_option_shows_an_id():
    """Every option text the game can offer (its vocabulary), labelled."""
    game = get_game("darwins-journey")
    bad = vocabulary_with_ids(game, game.configure({"players": 2}), IDS.pattern)
    assert not bad, bad[:5]


def test_old_labels_are_caught():
    """The pattern catches the labels of before (option text first)."""
    for old in (
        "place on explore-1 (Explore 1 space: [G] explore 2)",
        "pair start-1 + start-5 (starting objective 1 (silver): …)",
        "research green-bird (research green bird)",
        "to I1-2 (to island 1 space 2)",
        "to O4a (to ocean space 4a)",
        "crew 10 (needs 3 yellow 2 green -> camp-anywhere)",
        "do museum-research (do Museum research)",
        "tent on C4 space 1 (0 coins)",
        "complete 17",
        "explorer on I1",
    ):
        assert IDS.search(old), old


def _label(option: str, tile=None) -> str:
    game = get_game("darwins-journey")
    view = {"board": {"spaces": {"special-top-left": {"tile": tile}}}}
    return game.option_label(view, option)


def test_hand_picked_labels():
    assert _label("place on explore-1") == "place on Explore 1 (needs 1 green: explore 2)"
    assert _label("unlock correspond-2") == (
        "unlock Correspondence 2 (needs 2 yellow: correspondence, 3 stamps)"
    )
    assert _label("place on museum") == (
        "place on the Museum (deliver specimens, research at the Museum)"
    )
    assert _label("place on special-top-left", tile=2) == (
        "place on Special Action top left (needs 1 blue 1 green: gain 3 coins, "
        "gain 1 Temporary Knowledge)"
    )
    assert _label("crew 10").startswith("keep crew card 10 (")
    assert _label("complete objective start-4") == (
        "complete starting objective 4 (1 blue researched + 2 green seals)"
    )
    assert _label("pair start-1 + start-5") == (
        "starting objectives 1 and 5 (silver: 1 reptile researched + 2 yellow seals; "
        "gold: Theory space 6 + 1 tent)"
    )
    assert _label("research green-bird") == "research green bird"
    assert _label("deliver blue-fossil again") == "deliver blue fossil again"
    assert _label("do museum-research") == "research at the Museum"
    assert _label("do catch-beagle") == "catch up with the Beagle"
    assert _label("do coins 2") == "gain 2 coins"
    assert _label("to I1-2") == "to island 1 space 2 (specimen flag)"
    assert _label("to O4a") == "to ocean space 4a (establish a campsite)"
    assert _label("tent on C4 space 2 (1 coins)").startswith(
        "tent on campsite 4, space 2 (pay 1 coin;"
    )
    assert _label("explorer on I2") == "explorer on island 2"
    assert _label("silver slot 1").startswith("silver slot 1 (")  # words, with its VP
    assert _label("end turn") == "end turn"


@pytest.mark.parametrize("players", [1, 3])
def test_board_tooltips_name_pieces(players):
    """The board's hover titles say spaces, specimens, islands, campsites, crew cards and
    objectives by name, and effects in words."""
    from ludotheque.games.darwins_journey.fronts import board

    game = get_game("darwins-journey")
    config = game.configure({"players": players})
    titles = []
    for state in islice(every_nth_position(game, config, 3, 20), 6):
        d = game.pending(state)
        svg = board.render(game.view(state, d.seat), list(d.options), d.seat, config)
        titles += re.findall(r"<title>(.*?)</title>", svg)
    assert len(titles) > 100
    bad = [t for t in titles if IDS.search(t) or re.search(r"\b(coins|vp|tk|stamps) \d", t)]
    assert not bad, bad[:5]
