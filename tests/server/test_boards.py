"""Board pictures: the Iwari SVG for every map and configuration, clickable options, the
computed layout, escaping, and the fallback for games without a board module."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from ludotheque.core import Match, get_game
from ludotheque.core.rng import Rng
from ludotheque.games.iwari.components.board import available_maps
from ludotheque.games.iwari.fronts import board as iwari_board
from ludotheque.server import boards

SVG = "{http://www.w3.org/2000/svg}"
BOARD_VERBS = {"build", "discovery", "union", "veneration", "void-colony", "hut", "ruin"}
BOARD_VERBS |= {"lift", "to", "take", "discard"}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def clickable(root: ET.Element) -> list[str]:
    return [e.get("data-option") for e in root.iter() if e.get("data-option") is not None]


@pytest.mark.parametrize("map_id", available_maps())
def test_every_map_is_laid_out_without_overlaps(map_id):
    geo = iwari_board.geometry(map_id)
    terrs = list(geo["territories"].values())
    for i, a in enumerate(terrs):
        assert a["r"] <= a["x"] <= geo["width"] - a["r"] + 1
        assert a["r"] <= a["y"] <= geo["height"] - a["r"] + 1
        for b in terrs[i + 1 :]:
            assert math.hypot(a["x"] - b["x"], a["y"] - b["y"]) >= a["r"] + b["r"]
    # The layout is the same on every run (it is computed, then cached).
    iwari_board.geometry.cache_clear()
    assert iwari_board.geometry(map_id)["territories"] == geo["territories"]


CONFIGS = [
    {"players": 2},
    {"mode": "coop"},
    {"players": 1},
    {"players": 4, "modules": "all", "expeditions": True, "storms": True, "walking_totem": True},
    {"players": 3, "draft": True},
] + [{"players": 3, "map": m} for m in available_maps()]


@pytest.mark.parametrize(
    "config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items())
)
def test_boards_follow_a_random_game_with_clickable_options(config):
    game = get_game("iwari")
    try:
        match = Match(game, config, 1)
    except Exception as e:  # a map that needs other options for this player count
        pytest.skip(str(e))
    rng = Rng(1)
    step = 0
    while not match.is_over():
        d = match.decision
        if step % 7 == 0 or d.kind in ("move-drop", "ruin", "discard", "courage", "storm"):
            view = game.view(match.state, d.seat)
            root = parse(iwari_board.render(view, list(d.options), d.seat, match.config))
            targets = clickable(root)
            assert len(targets) == len(set(targets))
            assert set(targets) <= set(d.options)
            for option in d.options:
                verb = option.split(" ", 1)[0]
                if verb in BOARD_VERBS:
                    assert option in targets, (option, d.kind)
            # A seat that does not decide has nothing to click.
            other = game.view(match.state, None)
            assert clickable(parse(iwari_board.render(other, [], None, match.config))) == []
        match.play(rng.below(len(d.options)))
        step += 1
    final = game.view(match.state, None)
    parse(iwari_board.render(final, [], None, match.config))


def test_text_from_the_view_is_escaped():
    game = get_game("iwari")
    match = Match(game, {"players": 2}, 3)
    view = game.view(match.state, 0)
    view["tribes"] = ['<script>alert("x")</script>', "b&b"]
    svg = iwari_board.render(view, list(match.decision.options), 0, match.config)
    parse(svg)
    assert "<script>" not in svg and "&lt;script&gt;" in svg


def test_games_without_a_board_module_fall_back_to_text():
    assert not boards.has_board("no-such-game")
    assert boards.render("no-such-game", {}, [], None, {}) == ""
    assert boards.config_choices("no-such-game") == {}
    assert boards.has_board("iwari")
    assert "face-a" in boards.config_choices("iwari")["map"]


@pytest.mark.parametrize("map_id", available_maps())
def test_every_map_has_its_reconstructed_layout_and_draws_its_paths(map_id):
    """The territory centres come from the map file's `layout` (reconstructed, with its
    source), and every path between hut spaces is drawn, dashed across territories."""
    import json

    data = json.loads((iwari_board.MAPS / f"{map_id}.json").read_text(encoding="utf-8"))
    layout = data["layout"]
    assert "reconstructed" in layout["source"]
    geo = iwari_board.geometry(map_id)
    dx, dy = geo["offset"]  # the map moved over to show its island's coast whole
    for tid, (x, y) in layout["territories"].items():
        assert (geo["territories"][tid]["x"], geo["territories"][tid]["y"]) == (x + dx, y + dy)
    game = get_game("iwari")
    match = Match(game, {"players": 3, "map": map_id}, 1)
    root = parse(iwari_board.render(game.view(match.state, 0), [], 0, match.config))
    lines = [e for e in root.iter() if e.get("class", "").startswith("path")]
    drawn = [p for p in geo["paths"] if p[0] in geo["spaces"] and p[1] in geo["spaces"]]
    assert len(drawn) >= len(data["paths"])
    assert len(lines) == len(drawn) > 0
    assert any(e.get("class") == "path across" for e in lines)
