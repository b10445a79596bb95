"""Fireland's scenario cards F1-F4 (L1743-L1765, ruling FL-R30): with fireland=true a card
sets the Special Action, Correspondence, Beagle and Time Penalty tiles in place of the
draws, every other draw left as without a card; the red-flag cards B1-B4 are refused with
Fireland and F1-F4 without it; the card shows in the view, terminal, board, glossary and
tensor; a pack's bad card is reported; a game with each card plays to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import datacheck
from ludotheque.games.darwins_journey.components import FILES
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_scenarios import fireland_scenarios
from ludotheque.games.darwins_journey.fronts.board import config_choices
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME

from .fixtures import field_at

FIRE = fireland_data()
DATA_DIR = Path(datacheck.__file__).parent / "data"


def _setup(card: str, players: int = 3, seed: int = 1, **extra):
    config = {"players": players, "fireland": True, "scenario": card, **extra}
    return GAME.setup(GAME.configure(config), seed)


def _ids(s):
    comp = s.ctx.comp
    return (
        [str(comp.specials[t].id) for t in s.tile if t >= 0],
        [str(comp.letters[t].id) for t in s.letters],
        [str(comp.beagles[t].id) for t in s.beagles],
        [FIRE.penalties[k].id for k in s.fire.drawn],
    )


@pytest.mark.parametrize("card", fireland_scenarios(), ids=lambda c: c.id)
def test_a_card_sets_the_four_kinds_of_tile_and_leaves_the_other_draws(card):
    s = _setup(card.id)
    specials, letters, beagles, penalties = _ids(s)
    assert specials == list(card.specials) and letters == list(card.letters)
    assert beagles == list(card.beagles) and penalties == list(card.penalties)
    assert f"Fireland scenario card {card.id}" in " ".join(s.log)
    assert GAME.view(s, 0)["fireland_scenario"] == {"card": card.id, "focus": card.focus}
    plain = GAME.setup(GAME.configure({"players": 3, "fireland": True}), 1)
    for x in ("academy", "pile", "decks", "display", "order", "hands", "flags"):
        assert getattr(s, x) == getattr(plain, x), x
    assert s.fire.tokens == plain.fire.tokens and s.fire.decks == plain.fire.decks


def test_solo_shows_the_cards_first_four_tiles_and_the_pirates_add_theirs():
    card = fireland_scenarios()[1]
    solo = _setup(card.id, players=1, automas={"1": "alfred/white"})
    assert _ids(solo)[0] == list(card.specials[:4])
    pirates = _setup(card.id, modules=["pirates"])
    got = _ids(pirates)[0]
    assert sorted(got) == sorted([*card.specials[:5], "P"])


@pytest.mark.parametrize(
    ("config", "says"),
    [
        ({"players": 3, "scenario": "F1"}, "gold-flag cards .* set fireland=true"),
        ({"players": 3, "fireland": True, "scenario": "B2"}, "red-flag card .* not compatible"),
        (
            {
                "players": 3,
                "fireland": True,
                "scenario": "F2",
                "modules": ["pirates"],
                "pirate_scenario": True,
            },
            "both set the tiles",
        ),
        ({"players": 3, "fireland": True, "scenario": "F3", "first_game": True}, "choose one"),
        ({"players": 3, "fireland": True, "scenario": "F5"}, "F1, F2, F3, F4"),
    ],
)
def test_cards_out_of_place_are_refused_with_the_reason(config, says):
    with pytest.raises(ConfigError, match=says):
        GAME.configure(config)


def test_a_fireland_card_with_the_scenarios_module_sets_the_tiles_and_shuffles_its_pieces():
    """SC-R9 and FL-R30: the card sets the tiles; the module's crew cards and objectives join
    their piles, as they do with Fireland and no card."""
    card = fireland_scenarios()[1]
    s = _setup(card.id, modules=["scenarios"])
    assert _ids(s)[0] == list(card.specials[: len(_ids(s)[0])])
    assert {"B1", "B2", "B3", "B4"} <= {c.id for c in s.ctx.comp.crew}
    assert {"S1", "S2", "S3", "S4"} <= {o.id for o in s.ctx.comp.objectives}


def test_each_layout_serves_its_focus():
    """The reconstructions' own claims (FL-R30), so a data change that breaks one fails."""
    f1, f2, f3, f4 = fireland_scenarios()
    assert {"F3", "F4", "F5"} <= set(f1.specials) and {"F1", "F2"} == set(f1.letters) - {"7"}
    assert {"F8", "F9", "F1", "F2"} <= set(f2.specials) and {"T7", "T8"} <= set(f2.penalties)
    assert {"F1", "F2", "F3"} <= set(f3.beagles)
    s = _setup("F4")
    comp = s.ctx.comp
    verbs = [e[0] for t in s.tile if t >= 0 for e in comp.specials[t].actions]
    verbs += [e[0] for t in s.letters for e in comp.letters[t].first + comp.letters[t].second]
    assert "coins" not in verbs  # coins scarce (L1759)
    assert {FIRE.penalties[k].hook for k in s.fire.drawn} <= {"deliver", "academy", "diary"}


def test_the_card_is_shown_to_people_and_in_the_tensor():
    s = _setup("F2")
    view = GAME.view(s, 0)
    console = Console(width=110, record=True)
    console.print(render(view))
    assert "Fireland card F2, exploration and navigation" in console.export_text()
    assert "F4" in config_choices()["scenario"]
    got = GAME.explain("scenario card F2")
    assert got["kind"] == "scenario card" and "reconstructed" in got["source"]
    code = GAME.encode(view, 0)
    at = field_at(s.ctx.config, "fireland_scenario")
    assert code[at : at + 4] == [0, 1, 0, 0] and len(code) == GAME.encoding_size(s.ctx.config)
    plain = GAME.setup(GAME.configure({"players": 3, "fireland": True}), 1)
    at = field_at(plain.ctx.config, "fireland_scenario")
    assert GAME.encode(GAME.view(plain, 0), 0)[at : at + 4] == [0, 0, 0, 0]


def test_a_data_pack_check_reports_a_bad_card():
    names = ("fireland_scenarios.json", "fireland_map.json", "fireland.json")
    names += ("fireland_specials.json", *FILES)
    docs = {n: json.loads((DATA_DIR / n).read_text()) for n in names}
    assert datacheck.check(docs) == []
    docs["fireland_scenarios.json"]["cards"][0]["specials"][0] = "F10"
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("card F1: specials must be 6 different ids" in p for p in problems), problems


@pytest.mark.parametrize("card", ["F1", "F2", "F3", "F4"])
def test_a_game_with_each_card_plays_to_its_end(card):
    players = 2 + int(card[1]) % 3
    s = _setup(card, players=players, seed=int(card[1]))
    rng = Rng(int(card[1]) * 7)
    for _ in range(4000):
        if GAME.is_over(s):
            break
        d = GAME.pending(s)
        GAME.apply(s, d.options[rng.below(len(d.options))])
    assert GAME.is_over(s) and min(s.vp) >= 0
