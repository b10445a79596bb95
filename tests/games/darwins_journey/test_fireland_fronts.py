"""Fireland for people (brief fl34 step 4): the option labels of its moves and Adventures,
the Adventure being resolved in every seat's view, the terminal picture's Fireland lines
and the end's Fireland lines in the narration."""

from __future__ import annotations

from dataclasses import replace

from rich.console import Console

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import narration
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME

FIRE = fireland_data()


def fire_game(players: int = 2, seed: int = 3):
    config = GAME.configure({"players": players})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


def _text(view) -> str:
    console = Console(width=110, record=True)
    console.print(render(view))
    return console.export_text()


def test_the_moves_options_read_as_tracks_and_spaces():
    view = GAME.view(fire_game(), 0)
    assert GAME.option_label(view, "ship on FO2") == "move your ship on ocean track 2"
    assert GAME.option_label(view, "explorer on FL1") == "move your explorer on land track 1"
    assert GAME.option_label(view, "ship on FO1 back") == "send your ship on ocean track 1 back"
    assert GAME.option_label(view, "explorer to FL3") == (
        "place an explorer at the start of land track 3"
    )
    assert GAME.option_label(view, "to FO1-4").startswith("to ocean track 1 space 4 (")
    assert "silver banner opening land track 2" in GAME.option_label(view, "to FO1-4")
    assert GAME.option_label(view, "explorer on I1") != "move your explorer on land track 1"


def test_an_adventure_is_shown_to_every_seat_and_its_options_say_their_costs():
    s = fire_game()
    s.tasks.append(("fire-adventure", 0, "ocean", 0, ("FO1", 2)))
    card = FIRE.adventures["ocean"][0]
    for seat in (0, 1):
        adv = GAME.view(s, seat)["fireland"]["adventure"]
        assert adv["name"] == card.name and adv["seat"] == 0 and len(adv["options"]) == 2
    view = GAME.view(s, 0)
    label = GAME.option_label(view, "option B")
    assert label.startswith(f"option B of {card.name}: pay 3 Time")
    assert f"{card.name}: A) pay 3 Time" in " ".join(_text(view).split())


def test_the_terminal_shows_the_time_penalties_the_seats_and_the_tracks():
    s = fire_game()
    s.fire = replace(s.fire, time=(4, 0), held=((1, 2), (0, 0)))
    text = _text(GAME.view(s, 0))
    for row in FIRE.time.rows:
        assert f"Time row {row}" in text
    assert "Time spent 4, Adventure tokens 1 ocean + 2 land" in text
    assert "ocean track 1" in text and "1@0 2@0" in text


def test_the_end_narration_tells_the_fireland_lines():
    s = fire_game()
    rng = Rng(5)
    while not GAME.is_over(s):
        d = GAME.pending(s)
        GAME.apply(s, d.options[rng.below(len(d.options))])
    before = GAME.view(s, 0) | {"final": None}
    lines = narration.narrate(before, GAME.view(s, 0), 0)
    told = " ".join(lines)
    spent = any(e["fireland"]["time"] for e in s.final["seats"])
    assert ("Time spent" in told) == spent and "Adventure tokens" in told, lines


def test_the_svg_board_draws_the_fireland_side_with_its_clickable_steps():
    from ludotheque.games.darwins_journey.fronts.board import render as board

    s = fire_game()
    s.tasks.append(("fire-move", 0, 0, 2, 0, 0))
    s.decision = None
    options = list(GAME.pending(s).options)
    assert options == ["to FO1-1"]
    svg = board(GAME.view(s, 0), options, 0, {})
    assert ">Fireland<" in svg and "ocean track 1 space 1" in svg and "Time spent" in svg
    assert "to FO1-1" in svg  # the space carries its option
    plain = board(GAME.view(GAME.setup({"players": 2}, 3), 0), [], 0, {})
    assert ">Fireland<" not in plain


def test_the_glossary_explains_fireland_and_keeps_the_base_entries():
    card = FIRE.adventures["ocean"][0]
    got = GAME.explain(f"ocean adventure {card.id}")
    assert got["name"] == card.name and "A) pay" in got["text"]
    assert GAME.explain("T7")["text"] == "1 step less per Navigation"
    assert "silver banner opening land track 2" in GAME.explain("FO1-4")["text"]
    assert "Special seal" in GAME.explain("time seal")["text"]
    assert GAME.explain("O1")["kind"] == "space"  # the base Ocean's space keeps its id


def test_the_end_screen_and_report_show_the_fireland_lines_and_add_up():
    """The final scoring table and the report's categories carry the Time track and the
    Adventure score card (L1886-L1907), so each seat's lines add up to its score."""
    for players, seed in ((2, 5), (1, 5), (3, 8)):
        s = GAME.setup(GAME.configure({"players": players, "fireland": True}), seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            GAME.apply(s, rng.below(len(GAME.pending(s).options)))
        report = GAME.report(s)
        assert [sum(e["points"]) for e in report["seats"]] == GAME.scores(s)
        assert "Adventure tokens" in report["categories"]  # never 0: the card starts at -10
        text = _text(GAME.view(s, 0))
        assert "Time spent" in text and "Adventure tokens" in text
