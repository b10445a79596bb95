"""The Scenarios module in words and pictures: option labels without data ids, the Beagle
tiles' and objectives' words, the glossary, the terminal's and the SVG board's scenario
line, the lobby's choice and the narration of the setup's log line."""

from __future__ import annotations

import io

from rich.console import Console

from ludotheque.games.darwins_journey.fronts import board
from ludotheque.games.darwins_journey.fronts.labels import beagle_text
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.option_words import effect_words, objective_needs

from .test_scenarios_rules import table


def test_labels_say_the_options_in_words():
    s = table()
    view = GAME.view(s, s.active)
    tent = GAME.option_label(view, "run tent 2 at C4 again")
    assert tent.startswith("run your tent 2 at campsite 4 again, as if new (")
    crew = GAME.option_label(view, "run the action of crew B4")
    assert crew == (
        "run the action of your crew card B4, 1 Temporary Knowledge (Theory +2, gain 5 coins)"
    )
    assert GAME.option_label(view, "do coins-per-research") == (
        "2 coins per Research token (10 at most)"
    )
    for verb in ("tent-again", "free-academy", "vp-per-tent", "crew-action"):
        assert "-" not in effect_words((verb, 0, ()))


def test_beagle_tiles_and_objectives_in_words():
    assert beagle_text("B3") == "8 VP per worker with a silver distinction"
    assert beagle_text("B4") == "2 VP per book reached on the Theory track"
    assert objective_needs("S1") == (  # both sides' readings (ruling SC-R9)
        "silver: an explorer on island 2 (on Fireland's side, an explorer on land track 2)"
    )
    assert objective_needs("S4") == (
        "gold: 1 explorer on an island's final space "
        "(on Fireland's side, 1 explorer on a land track's last space)"
    )
    assert objective_needs("S3") == "gold: 1 worker with a gold distinction"


def test_glossary_terminal_board_lobby_and_narration():
    assert GAME.explain("crew B3")["text"].startswith("Take a seal at the Academy")
    assert GAME.explain("scenario card B4")["reconstructed"] is True
    config = GAME.configure({"players": 2, "modules": ["scenarios"], "scenario": "B4"})
    s = GAME.setup(config, 5)
    view = GAME.view(s, 0)
    console = Console(file=io.StringIO(), width=120)
    console.print(render(view))
    assert "card B4, wax seals and campsites" in console.file.getvalue()
    svg = board.render(view, list(GAME.pending(s).options), 0, config)
    assert "scenario B4" in svg
    assert "B4" in board.config_choices()["scenario"]
    assert "Scenario card" == GAME.config_words()["scenario"]["label"]
    before = GAME.view(s, 0)
    GAME.apply(s, 0)
    lines = GAME.narrate(before, GAME.view(s, 0), 0)
    assert not any("scenario card" in x for x in lines)  # told once, at setup (its log line)
    assert any("scenario card B4" in x for x in before["log"])
