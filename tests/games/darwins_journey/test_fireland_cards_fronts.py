"""Fireland's part-2 objective tiles and crew cards where the base ones show: the view (by
id), option labels, the log, the terminal picture, the SVG board, the glossary, the tensor
(three fields after every other) and the search's evaluation."""

from __future__ import annotations

import math

from rich.console import Console

from ludotheque.games.darwins_journey.encoding import layout
from ludotheque.games.darwins_journey.evaluation import projection
from ludotheque.games.darwins_journey.fronts import board
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.glossary import explain

from .fixtures import options, play, refresh, set_row
from .test_fireland_crew import _adventure, _card, _holding, _rich, _token_option
from .test_fireland_crew import table as fire_table
from .test_fireland_objectives import _index


def _terminal(view) -> str:
    console = Console(width=110, record=True)
    console.print(render(view))
    return " ".join(console.export_text().split())


def _position():
    """The active seat holds crew card F1 (not yet completed) and objective F7 in reserve."""
    s, me = _holding("F1", ("green",))
    s.reserve[me] = (_index(s, "F7"),)
    refresh(s)
    return s, me


def test_the_view_the_terminal_and_the_board_show_them_in_words():
    s, me = _position()
    view = GAME.view(s, me)
    mine = view["seats"][me]
    assert mine["crew"] == ["F1"] and mine["reserve"] == ["F7"]
    text = _terminal(view)
    assert "5 Time spent" in text and "Land Adventure" in text
    config = GAME.configure({"players": 3, "fireland": True})
    svg = board.render(view, list(GAME.pending(s).options), me, config)
    assert "5 Time spent" in svg and "Land Adventure" in svg


def test_option_labels_say_the_cards_the_adventure_and_the_token():
    s, me = _position()
    set_row(s, me, 1, "green", "green")
    view = GAME.view(s, me)
    label = GAME.option_label(view, "complete crew F1")
    assert "crew card F1" in label and "Land Adventure" in label
    play(s, "complete crew F1")
    view = GAME.view(s, me)
    assert "go on a Land Adventure" in GAME.option_label(view, "do land-adventure")
    _rich(s, me)
    play(s, "do land-adventure")
    _, kind, card, _ = _adventure(s)
    letter = _token_option(s, kind, card)
    opt = next(o for o in options(s) if o.startswith(f"option {letter} taking the token at "))
    space = opt.rsplit("-", 1)[1]
    label = GAME.option_label(GAME.view(s, me), opt)
    assert label.startswith(f"option {letter} of ") and f"space {space}" in label
    assert "land track" in label
    assert any("goes on a Land Adventure (crew card)" in line for line in GAME.view(s, me)["log"])
    label = GAME.option_label(GAME.view(s, me), "take objective F7")
    assert "5 Time spent" in label or "objective tile F7" in label


def test_the_glossary_explains_them():
    tile = explain("objective F7")
    assert tile["kind"] == "objective" and "5 Time spent" in tile["text"]
    assert explain("crew F2")["kind"] == "crew" and "Ocean Adventure" in explain("crew F2")["text"]


def test_the_tensor_carries_them_after_every_other_field():
    s, me = _position()
    s.crew_done = tuple(((_card(s, "F1"), 1),) if p == me else () for p in range(3))
    rows = layout(False, False, False, False, True).rows()
    names = [name for _, size, name, _ in rows if size]
    assert names[-3:] == ["fireland_objectives", "fireland_hand", "fireland_cards"]
    code = GAME.encode(GAME.view(s, me), me)
    start = next(off for off, _, name, _ in rows if name == "fireland_cards")
    mine = code[start : start + 20]  # the encoding seat first: crew, crew_done, objectives
    assert mine[0] == 1 and mine[4] == 1 and mine[8 + 6] == 1  # F1 held and done, F7 held
    assert len(code) == GAME.encoding_size(GAME.configure({"players": 3, "fireland": True}))


def test_the_evaluation_values_them_as_any_objective_held():
    """The search's projection counts a held, uncompleted tile whatever its requirements
    (it reads none, base or Fireland): a Fireland tile adds what a base tile adds."""
    s = fire_table()
    me = s.active
    before = projection(s)[me]
    s.reserve[me] = (_index(s, "F10"),)
    refresh(s)
    fire = projection(s)[me]
    s.reserve[me] = (_index(s, "10"),)
    refresh(s)
    base = projection(s)[me]
    assert math.isfinite(fire) and fire == base != before
