"""Issue 17: Iwari's option labels lead with words: a territory by its biome and the
number the board prints on it ("Forest 1"), a hut space by its territory and number, a
connection by its printed number, cards by biome; never a map id (A1, A1.3, K2, P4) or a
slug, on every map and in every mode; the terminal maps each label back to its option."""

from __future__ import annotations

import re

import pytest
from option_labels_kit import check_decisions, vocabulary_with_ids

from ludotheque.core.registry import get_game

GAME = get_game("iwari")
# Territory and hut space ids of every map (A1, A1.3, V), contested tokens, purple spaces,
# Void card counts (x1), paid card sets (tundra+tundra), slugs
# (tests/server/test_browser_board.py IDS).
IDS = (
    r"\b[A-Z]\d{1,2}(?:\.\d+)?\b|\bK\d\b|\bP\d+\b|\bx\d\b|\b[a-z]+\+[a-z]+"
    r"|\b(?:void-colony|free-action|walking-totem)\b|\bshift V\b|\b[sNV]\d?x\d\b|\b\d+:[A-Z]\d+~?"
)
ALL = {
    "players": 3,
    "modules": ["union", "discovery", "honour", "respect"],
    "exploits": ["courage", "veneration"],
    "expeditions": True,
    "storms": True,
    "walking_totem": True,
}


def test_the_pattern_catches_the_old_labels():
    old = [
        "build A1 (forest, 6/6 free, connected to A2 (1), A6 (2, sea))",
        "hut A2.1 (paths to A1.6 free, A2.2 free)",
        "pay desert+desert",
        "play void x1",
        "contest K2 N4",
        "shift V C10",
        "walking-totem score",
        "totem (in A8)",
    ]
    pattern = re.compile(IDS)
    assert all(pattern.search(x) for x in old), [x for x in old if not pattern.search(x)]


@pytest.mark.parametrize(
    "config",
    [
        {"players": 2},
        {"players": 4, "map": "face-b"},
        {"players": 1},
        {"players": 2, "mode": "coop"},
        ALL,
        {"players": 3, "map": "le-neant"},
        {"players": 3, "map": "longue-route"},
        {"players": 1, "map": "terres-flottantes"},
        {"players": 4, "map": "chemins-inexplores"},
        {"players": 2, "map": "ile-oubliee"},
        {"players": 3, "map": "massif-glacier"},
    ],
    ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items() if k != "modules"),
)
def test_labels_name_places_in_every_mode_and_map(config):
    seen = set()
    for seed in range(2):
        seen |= check_decisions(GAME, config, seed, IDS, moves=150)
    assert any(o.startswith(("build ", "move ")) for o in seen)


@pytest.mark.parametrize("map_id", ["face-a", "le-neant", "ile-oubliee", "chemins-inexplores"])
def test_every_option_of_the_vocabulary_reads_without_an_id(map_id):
    config = GAME.configure({"players": 2, "map": map_id} if map_id != "face-a" else ALL)
    bad = vocabulary_with_ids(GAME, config, IDS)
    assert not bad, bad[:10]


def test_hand_picked_labels_say_the_rulebooks_names():
    view = GAME.view(GAME.setup(GAME.configure({"players": 3}), 1), 0)
    label = lambda o: GAME.option_label(view, o)  # noqa: E731
    assert label("build A1") == "build in Forest 1 (6/6 free, connections 1, 2 (sea))"
    assert label("hut A2.1") == (
        "hut on Tundra 2 space 1 (paths to space 2, space 3, Forest 1 space 6 (free))"
    )
    assert label("pay desert+desert") == "pay 2 desert cards"
    assert label("pay coast+tundra+tundra") == "pay 1 coast and 2 tundra cards"
    assert label("pay forest") == "pay 1 forest card"
    assert label("honour 1") == "Honour pawn on connection 1 (Forest 1–Tundra 2)"
    assert label("play void x0") == "play no Void card"
    assert label("discard glacier") == "discard a glacier card"
    assert label("walking-totem wait") == "wait with the walking totem"
