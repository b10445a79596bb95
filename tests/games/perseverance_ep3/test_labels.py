"""Perseverance's option labels lead with words (issue 17): the action and the piece by
its name ("send a trained Shieldhead", "cube on the Captain", "gain 2 glowberries"), then
what it refers to; no code of the data in any label, the labels of one decision
distinct, and each label typed in the terminal chooses its own option."""

import re
from itertools import islice

import pytest
from events_kit import every_nth_position
from option_labels_kit import check_decisions, vocabulary_with_ids

from ludotheque.core.registry import get_game

# Every kind of code the labels once showed: units (tsh, tr...), resources (gb, ir),
# key=value fields, count and target slugs, effect verbs, officer ids, zone ids.
IDS = re.compile(
    r"\bchief-[a-z-]+\b|\b(w?t(sh|r|th|ij)|sh|th|ij|gb|ir)\b"
    r"|\b(train|untrained|send|wound|heal|gain|trained) r\b|\b[a-z]+="
    r"|\b(shelters|buildings|town|wild|home|untrained|officers|ranger|ranchtile|gb|ir|tsh"
    r"|temple|trained|zone|outpost)-[a-z0-9]|\b(gainmix|upto|ranchtile|healper|gainper)\b"
    r"|\b(cube on|favour of) (captain|chief)|\b(in|to) (sustenance|military|expansion|construction)\b"
    r"|\bisland res\.|\(s\)"
)
MODES = [
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4, "random_officers": True, "deterministic_combat": True},
    {"players": 2, "dissidents": "citizen"},  # solo against the Dissidents
]


@pytest.mark.parametrize("config", MODES, ids=lambda c: "-".join(map(str, c.values())))
def test_labels_name_pieces_and_choose_their_own_option(config):
    game = get_game("perseverance-ep3")
    seen: set[str] = set()
    for seed in range(2):
        seen |= check_decisions(game, dict(config), seed, IDS.pattern, moves=250)
    assert len(seen) > 30, seen


@pytest.mark.parametrize("config", [{"players": 2}, {"players": 2, "dissidents": "citizen"}])
def test_no_possible_option_shows_a_code(config):
    """Every option text the game can offer (its vocabulary), labelled."""
    game = get_game("perseverance-ep3")
    bad = vocabulary_with_ids(game, game.configure(config), IDS.pattern)
    assert not bad, bad[:5]


def test_old_labels_are_caught():
    for old in (
        "send tsh (trained Shieldhead)",
        "wound tsh (trained Shieldhead)",
        "gain ir (island resource)",
        "gain gb=2 (gain 2 glowberries)",
        "score 1 per=shelters-hills (score 1 follower(s) per shelters hills)",
        "favour of captain: leader to sustenance (Captain's favour, ...)",
        "favour of chief-mate",
        "train r (untrained Raptor)",
        "cube on the Captain (scores 1 per trained Raptor, 1 per tsh pairs)",
        "place in sustenance (A +2 of food/debris/ir)",
    ):
        assert IDS.search(old), old


def _label(option: str, view: dict | None = None) -> str:
    return get_game("perseverance-ep3").option_label(view or {}, option)


def test_hand_picked_labels():
    assert _label("send tsh") == "send a trained Shieldhead"
    assert _label("wound leader") == "wound your leader"
    assert _label("heal ranger") == "heal a ranger"
    assert _label("train ij") == "train an Ironjaw"
    assert _label("gain ir") == "gain 1 island resource"
    assert _label("gain gb=2") == "gain 2 glowberries"
    assert _label("score 1 per=shelters-hills") == "score 1 follower per shelter in the hills"
    assert _label("shelter where=tile") == "build a shelter on this tile"
    assert _label("tr is exhausted") == "a trained Raptor is exhausted"
    assert _label("shelter in military space 2") == "shelter in Military, space 2"
    assert _label("take player 2's innovator die") == "take seat 2's innovator die"
    assert _label("favour of captain: leader to sustenance").startswith(
        "favour of the Captain: leader to Sustenance ("
    )
    assert _label("favour of chief-mate") == (
        "favour of the Chief Mate (1 food: a ranch tile, then one of your ranch effects)"
    )
    assert _label("cube on captain") == (
        "cube on the Captain (scores 1 per trained Raptor, 1 per 2 trained Shieldheads, "
        "2 per trained Thunderhorn, 2 per trained Ironjaw)"
    )
    assert _label("cube on the Captain") == "cube on the Captain"  # words already
    assert _label("option B", {"town_option_zone": "sustenance"}) == (
        "Sustenance option B (gain 1 untrained Shieldhead and 2 glowberries)"
    )
    assert _label("take Dispensary") == "take Dispensary (heal 8 wounded)"
    assert _label("discard a trained sh from home for its saddle") == (
        "discard a trained Shieldhead from home for its saddle"
    )
    assert _label("work in the town") == "work in the town"


@pytest.mark.parametrize("config", [{"players": 3}, {"players": 2, "dissidents": "citizen"}])
def test_board_tooltips_name_pieces(config):
    """The board's hover titles say zones, dinosaurs and resources by name."""
    from ludotheque.games.perseverance_ep3.fronts import board

    game = get_game("perseverance-ep3")
    config = game.configure(config)
    titles = []
    for state in islice(every_nth_position(game, config, 3, 20), 6):
        d = game.pending(state)
        svg = board.render(game.view(state, d.seat), list(d.options), d.seat, config)
        titles += re.findall(r"<title>(.*?)</title>", svg)
    assert len(titles) > 100
    lower = (
        r"\b(raptor|shieldhead|thunderhorn|ironjaw|sustenance|military|expansion|construction)\b"
    )
    bad = [t for t in titles if IDS.search(t) or re.search(lower, t)]
    assert not bad, bad[:5]
