"""The Pirates module in words and pictures: option labels (no data id), narration of a
treasure taken and a raid, the terminal picture, the SVG board (regions clickable, the
treasures drawn), the glossary, and the view's fields."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.fronts.board import render as svg
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import flow
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import play, refresh
from .test_great_ship_fronts import _text
from .test_pirates_rules import at_the_treasure, table

IDS = re.compile(r"\b(?:C\d|O\d+|I\d-\d+)\b")  # data ids a label must not show


def test_the_treasure_options_read_in_words_without_data_ids():
    s, me = at_the_treasure()
    d = GAME.pending(s)
    labels = GAME.option_labels(GAME.view(s, me), d.options)
    assert labels[0] == "take the treasure (+3 coins now; a raid costs 2 more per treasure)"
    assert "move the pirate ship to region 2 (Ocean spaces 2-5)" in labels
    assert labels[-1] == "leave the pirate ship in the supply"
    assert not [x for x in labels if IDS.search(x)]
    words = GAME.option_labels(
        GAME.view(s, me),
        (
            "do pirate-ship",
            "complete crew P2",
            "run the actions of C2",
            "bring worker 2 home from special-top-left",
        ),
    )
    assert words[0] == "you may move the pirate ship"
    assert words[1].startswith("complete crew card P2 (")
    assert words[2].startswith("run the actions of campsite 2 (")
    assert words[3] == "bring worker 2 home from Special Action top left"


def test_narration_tells_the_treasure_and_the_raid():
    s, me = at_the_treasure()
    before = GAME.view(s, me)
    play(s, "take the treasure")
    lines = GAME.narrate(before, GAME.view(s, me), me)
    assert any("takes the treasure of campsite 4: +3 coins" in x for x in lines)
    assert any("Treasure token" in x for x in lines)
    s.pirate = 1
    s.ship[me] = 2  # Ocean space 2: region 2
    s.tasks.clear()
    s.phase, s.step = "reward", flow.ENVELOPES + 1
    refresh(s)
    before = GAME.view(s, me)
    flow.advance(s)
    lines = GAME.narrate(before, GAME.view(s, me), me)
    assert any("pirate raid on" in x and "owes 4" in x for x in lines)


def test_terminal_and_svg_show_the_ship_the_treasures_and_the_regions():
    s, me = at_the_treasure()
    s.hoard = replaced(s.hoard, me, 2)
    config = s.ctx.config
    d = GAME.pending(s)
    v = GAME.view(s, me)
    text = _text(v)
    assert "pirate ship" in text and "in the supply" in text and "campsite 9" in text
    board = svg(v, list(d.options), me, config)
    assert 'data-option="pirate ship to region 6"' in board
    assert board.count("a Treasure: 3 coins") == 9
    assert "treasures held: 2" in board
    plain = svg(GAME.view(table(), None), [], None, config)
    assert 'data-option="pirate ship' not in plain  # nobody deciding: nothing clickable
    base = GAME.configure({"players": 3})
    s0 = GAME.setup(base, 1)
    assert "region 1" not in svg(GAME.view(s0, None), [], None, base)
    assert "pirate ship" not in _text(GAME.view(s0, None))


def test_the_view_says_the_ship_the_treasures_and_each_seats_raid_cost():
    s = table()
    v = GAME.view(s, 0)
    assert v["pirates"] == {
        "ship_region": None,
        "regions": list(s.ctx.regions.names),
        "treasures": [f"C{k}" for k in range(1, 10)],
        "card": None,  # no scenario card P1 (test_pirates_scenario.py)
    }
    s.pirate = 0
    s.ship[0] = 1
    s.hoard = replaced(s.hoard, 0, 1)
    refresh(s)
    v = GAME.view(s, 1)
    assert v["pirates"]["ship_region"] == 1
    assert [e["raid_cost"] for e in v["seats"]] == [4, 0, 0]
    assert [e["treasures"] for e in v["seats"]] == [1, 0, 0]


def test_the_glossary_explains_the_pieces_and_cards():
    for ref in ("P1", "P4", "treasure", "pirate ship", "pirate raid", "pirate tile"):
        got = GAME.explain(ref)
        assert got and got["text"], ref
    assert GAME.explain("P2")["reconstructed"]  # its seals are ours (digest 10.7)
