"""Fireland's Special Action tiles for people: option labels, the view's Stolen Time tokens,
the terminal and SVG pictures of a tile on the Special Action Diary and of a token held,
the narration's lines, the glossary, and a data pack's tiles checked."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from rich.console import Console

from ludotheque.games.darwins_journey import datacheck, narration
from ludotheque.games.darwins_journey.fronts.board import render as board
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME

from .fixtures import field_at
from .test_fireland_specials import _resolve, _setup, _tile, _use

DATA_DIR = Path(datacheck.__file__).parent / "data"


def _text(view) -> str:
    console = Console(width=110, record=True)
    console.print(render(view))
    return console.export_text()


def _with_tile(s, tid: str, slot: int = 0):
    space = s.ctx.comp.diaries.special_slots[slot]
    s.tile = (*s.tile[:space], _tile(s, tid), *s.tile[space + 1 :])
    return s


def test_the_tiles_options_read_in_words():
    s = _setup(1)
    s.letters = (1, 0, 2)  # tiles 2, 1, 3: envelope 1 gives 4 coins first
    view = GAME.view(s, 0)
    said = {
        o: GAME.option_label(view, o)
        for o in (
            "do adventure-land",
            "do stolen-time",
            "do explore-split",
            "do move-each",
            "first reward of envelope 1",
            "ship on FO2 moves up to 3",
        )
    }
    assert said["do adventure-land"] == "a Land Adventure, no Time spent"
    assert "no Time penalty this round" in said["do stolen-time"]
    assert "split over 2 explorers" in said["do explore-split"]
    assert said["do move-each"] == "2 explorers and 2 ships 1 space each"
    assert said["first reward of envelope 1"] == "envelope 1's first-place reward (gain 4 coins)"
    assert said["ship on FO2 moves up to 3"] == "your ship on ocean track 2 moves up to 3"


def test_a_drawn_tile_shows_where_the_base_tiles_do():
    s = _with_tile(_setup(1), "F3")
    view = GAME.view(s, 0)
    assert view["board"]["spaces"]["special-top-left"]["tile"] == "F3"
    assert view["fireland"]["stolen_supply"] == 4  # by the board once drawn (L1977)
    for seed in range(1, 6):  # without F3 drawn, no token by the board
        t = _setup(seed)
        drawn = any(t.ctx.comp.specials[x].id == "F3" for x in t.tile if x >= 0)
        assert ("stolen_supply" in GAME.view(t, 0)["fireland"]) == drawn
    label = GAME.option_label(view, "place on special-top-left")
    assert "needs 2 yellow 2 red" in label and "Stolen Time" in label
    assert "Stolen Time" in _text(view)
    svg = board(view, ["place on special-top-left"], 0, {})
    assert "Stolen Time" in svg


def test_a_stolen_time_token_held_is_seen_by_every_seat_told_and_drawn():
    s = _with_tile(_setup(2), "F3")
    before = GAME.view(s, 1)
    _use(s, "F3")
    _resolve(s, "do stolen-time")
    view = GAME.view(s, 1)
    assert view["fireland"]["stolen"] == [1, 0, 0] and view["fireland"]["stolen_supply"] == 3
    assert "3 by the board" in _text(view)
    assert "a Stolen Time token (no Time penalty)" in _text(view)
    assert "a Stolen Time token: no Time penalty" in board(view, [], 1, {})
    told = " ".join(narration.narrate(before, view, 1))
    assert "Stolen Time token" in told and "spend 1 Time (Stolen Time)" in told


def test_the_glossary_explains_the_tiles_and_the_token():
    got = GAME.explain("special tile F7")
    assert got["kind"] == "special tile" and "each of the 3 envelopes" in got["text"]
    assert "reconstructed" in got["source"]
    assert GAME.explain("stolen time token")["source"] == "L1977-L1979"


def test_a_data_pack_check_reports_a_bad_fireland_special_tile():
    docs = {"fireland_specials.json": json.loads((DATA_DIR / "fireland_specials.json").read_text())}
    assert datacheck.check(docs) == []
    docs["fireland_specials.json"]["tiles"][5]["actions"] = ["letter-top 2"]
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("F6" in p and "letter-top" in p for p in problems), problems


def test_the_view_says_nothing_of_the_adventure_decks_order():
    s = _setup(3)
    _use(s, "F2")
    _resolve(s, "do adventure-ocean")
    seen = GAME.view(s, 2)
    k = GAME.view(s, 2)["fireland"]
    assert "decks" not in k and seen["fireland"]["adventure"]["kind"] == "ocean"
    s.fire = replace(s.fire, decks=(tuple(reversed(s.fire.decks[0])), s.fire.decks[1]))
    assert GAME.view(s, 2) == seen


def test_the_tensor_ends_with_who_holds_a_stolen_time_token():
    s = _setup(2)
    _use(s, "F3", seat=1)
    _resolve(s, "do stolen-time")
    size = GAME.encoding_size(s.ctx.config)
    at = field_at(s.ctx.config, "fireland_stolen")
    for seat, tail in ((0, [0, 1, 0, 0]), (1, [1, 0, 0, 0]), (2, [0, 0, 1, 0])):
        code = GAME.encode(GAME.view(s, seat), seat)
        assert len(code) == size and code[at : at + 4] == tail  # seat-relative
    plain = GAME.setup(GAME.configure({"players": 3}), 2)
    assert GAME.encoding_size(plain.ctx.config) < size
