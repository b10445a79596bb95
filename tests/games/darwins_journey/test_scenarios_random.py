"""`scenario: "random"` (L1763, L2261; ruling FL-R49): one card drawn at setup among those
the table allows (B1-B4 with the Scenarios module, F1-F4 with Fireland), at 2-4 players
and solo, the same for the same seed; the table is the one the drawn card chosen by name
lays, so every other draw is that of the table without a card; the card is public (view,
log, terminal, board, lobby); tables with no card to draw, `first_game` or P1 are refused;
a seeded game replays from its record."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from ludotheque.core.errors import ConfigError
from ludotheque.core.record import Record, replay
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.fronts import board
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules.scenarios.config import draw_card

RED, GOLD = ["B1", "B2", "B3", "B4"], ["F1", "F2", "F3", "F4"]
# Every draw of the setup other than the three kinds of tile a card lays.
OTHER_DRAWS = ("academy", "pile", "decks", "display", "order", "hands", "flags")


def _config(kind: str, players: int, **extra) -> dict:
    table = {"fireland": True} if kind == "gold" else {"modules": ["scenarios"]}
    solo = {"automas": {"1": "alfred/white"}} if players == 1 else {}
    return GAME.configure({"players": players, **table, **solo, **extra})


def _tiles(s) -> tuple:
    drawn = s.fire.drawn if s.ctx.fireland else None
    return (s.tile, s.letters, s.beagles, drawn)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("kind", ["red", "gold"])
def test_a_drawn_card_lays_the_table_its_name_would(kind, players):
    seed = 7 + players
    config = _config(kind, players, scenario="random")
    s = GAME.setup(config, seed)
    card = s.ctx.scenario
    assert card in (GOLD if kind == "gold" else RED) and s.ctx.scenario_drawn
    named = GAME.setup(_config(kind, players, scenario=card), seed)
    plain = GAME.setup(_config(kind, players), seed)
    assert _tiles(s) == _tiles(named) and not named.ctx.scenario_drawn
    for x in OTHER_DRAWS:
        assert getattr(s, x) == getattr(named, x) == getattr(plain, x), x
    if kind == "gold":
        assert s.fire.tokens == plain.fire.tokens and s.fire.decks == plain.fire.decks
    view = GAME.view(s, 0)
    shown = view["fireland_scenario"] if kind == "gold" else view["scenarios"]
    assert shown["card"] == card and shown["drawn"] is True
    assert any(f"card {card} (" in x and "drawn at random" in x for x in view["log"])


@pytest.mark.parametrize("kind", ["red", "gold"])
def test_the_draw_follows_the_seed_and_reaches_every_card(kind):
    config = _config(kind, 3, scenario="random")
    cards = [draw_card(config, Rng(seed)) for seed in range(40)]
    assert cards == [draw_card(config, Rng(seed)) for seed in range(40)]
    assert sorted(set(cards)) == (GOLD if kind == "gold" else RED)
    rng = Rng(11)
    before = rng.state
    assert draw_card(config, rng) and rng.state == before  # the stream itself never moves
    assert draw_card(_config(kind, 3, scenario=cards[0]), rng) == ""  # a named card: no draw
    assert GAME.setup(config, 3).ctx.scenario == GAME.setup(config, 3).ctx.scenario


def test_fireland_with_the_scenarios_module_draws_a_gold_flag_card():
    config = _config("gold", 3, scenario="random", modules=["scenarios"])
    assert {draw_card(config, Rng(seed)) for seed in range(30)} <= set(GOLD)
    s = GAME.setup(config, 2)
    assert s.ctx.scenario in GOLD and GAME.view(s, 0)["fireland_scenario"]["drawn"]


@pytest.mark.parametrize(
    ("config", "says"),
    [
        ({"players": 3, "scenario": "random"}, "none to draw: add the scenarios module"),
        ({"players": 1, "scenario": "random"}, "none to draw"),
        (
            {"players": 3, "modules": ["scenarios"], "scenario": "random", "first_game": True},
            "drawn at random and first_game both set the tiles",
        ),
        (
            {"players": 3, "fireland": True, "scenario": "random", "first_game": True},
            "ruling FL-R49",
        ),
        (
            {
                "players": 3,
                "modules": ["scenarios", "pirates"],
                "pirate_scenario": True,
                "scenario": "random",
            },
            "P1 and a scenario card drawn at random both set the tiles",
        ),
        ({"players": 3, "scenario": "rand"}, "or random"),
    ],
)
def test_tables_with_no_card_to_draw_or_another_layout_are_refused(config, says):
    with pytest.raises(ConfigError, match=says):
        GAME.configure(config)


def test_the_terminal_board_and_lobby_say_the_card_was_drawn():
    config = _config("gold", 2, scenario="random")
    s = GAME.setup(config, 4)
    view = GAME.view(s, 0)
    console = Console(file=io.StringIO(), width=120)
    console.print(render(view))
    assert f"Fireland card {s.ctx.scenario} (drawn at random)" in console.file.getvalue()
    svg = board.render(view, list(GAME.pending(s).options), 0, config)
    assert f"scenario {s.ctx.scenario} (drawn at random)" in svg
    assert "random" in board.config_choices()["scenario"]
    assert "random" in GAME.config_words()["scenario"]["values"]


@pytest.mark.parametrize("kind", ["red", "gold"])
def test_a_seeded_game_replays_from_its_record(kind):
    config = _config(kind, 3, scenario="random")
    s, r, moves = GAME.setup(config, 21), random.Random(kind), []
    while len(moves) < 60 and not GAME.is_over(s):
        move = r.choice(GAME.pending(s).options)
        GAME.apply(s, move)
        moves.append(move)
    record = Record.from_json(Record("darwins-journey", config, 21, moves).to_json())
    _, again = replay(record)
    assert again.ctx.scenario == s.ctx.scenario and again.ctx.scenario_drawn
    assert GAME.fingerprint(again) == GAME.fingerprint(s)
