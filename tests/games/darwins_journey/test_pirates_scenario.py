"""The Pirate scenario card P1 (L2171-L2177, rulings PI-R1 and PI-R10): the setup lays the
card's Special Action, Correspondence and Beagle tiles and starts the pirate ship on its
X at 1-4 players, on either side of the board; the first raid comes after the first
Reward phase; the bad combinations are refused with their reason; the card in the view,
terminal, SVG board, glossary, lobby and data check; and seeded games with it under every
mix of the other modules, with replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.darwins_journey import datacheck
from ludotheque.games.darwins_journey.components import FILES
from ludotheque.games.darwins_journey.components.pirates import pirate_card
from ludotheque.games.darwins_journey.config_words import config_words
from ludotheque.games.darwins_journey.fronts.board import render as svg
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.glossary import explain
from ludotheque.games.darwins_journey.rules.pirates import raid

from .fixtures import refresh
from .test_great_ship_fronts import _text
from .test_great_ship_sweep import _play
from .test_pirates_sweep import pirate_pieces

CARD = {"modules": ["pirates"], "pirate_scenario": True}
DATA_DIR = Path(datacheck.__file__).parent / "data"


def _config(players: int, **extra) -> dict:
    if players == 1:
        extra.setdefault("automas", {"1": "alfred/blue"})
    return GAME.configure({"players": players, **CARD, **extra})


def _ids(s, pile, indexes) -> list[str]:
    return [str(pile[i].id) for i in indexes]


# ----- the setup (L2171-L2177) -----------------------------------------------------------
@pytest.mark.parametrize("fireland", [False, True], ids=["base", "fireland"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_setup_lays_the_cards_tiles_and_the_ship_on_its_x(players, fireland):
    card = pirate_card()
    for seed in (0, 5):
        s = GAME.setup(_config(players, fireland=fireland), seed)
        comp = s.ctx.comp
        shown = [s.tile[i] for i in comp.diaries.special_slots]
        k = 4 if players == 1 else 6  # solo shows 4 tiles (L1257)
        assert _ids(s, comp.specials, shown[:k]) == list(card.layout.specials[:k])
        assert shown[k:] == [-1] * (6 - k)
        assert "P" in _ids(s, comp.specials, shown[:k])  # the Pirate tile, even solo
        assert [comp.letters[i].id for i in s.letters] == list(card.layout.letters)
        assert _ids(s, comp.beagles, s.beagles) == list(card.layout.beagles)
        assert s.pirate == card.ship_region == 1  # on the Ocean from the start (L2173)
        assert bin(s.treasures).count("1") == 9  # step 1 of the setup still holds (L2165)
        log = GAME.view(s, 0)["log"]
        assert any("Pirate scenario card P1" in x and "region 2" in x for x in log)


def test_every_piece_of_the_card_is_marked_reconstructed():
    data = json.loads((DATA_DIR / "pirates.json").read_text())["scenario"]
    assert data["source"].startswith("reconstructed") and "PI-R1" in data["source"]
    assert explain("scenario card P1")["reconstructed"]
    assert explain("pirate scenario")["kind"] == "scenario card"
    assert explain("P1")["kind"] == "Pirate crew card"  # the bare id stays the crew card's


def test_the_first_raid_comes_after_the_first_reward_phase():
    """Without the card the ship waits beside the board (no raid until moved, PI-R3); with
    it a ship that sailed into region 2 (O2-O5) pays at the first raid."""
    s = GAME.setup(_config(3), 1)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    ocean = s.ctx.comp.geo.ocean
    s.ship[0] = ocean.ids.index("O3")
    s.ship[1] = ocean.ids.index("O7")
    s.coins[0], s.coins[1] = 5, 5
    refresh(s)
    assert [raid.cost(s, p) for p in range(3)] == [2, 0, 0]  # seat 3 is still at the start
    raid.raid(s)
    assert s.coins[:2] == [3, 5]
    plain = GAME.setup(GAME.configure({"players": 3, "modules": ["pirates"]}), 1)
    assert plain.pirate == -1


# ----- bad combinations (ruling PI-R10) --------------------------------------------------
@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"pirate_scenario": True}, "pirate_scenario is an option of the pirates module"),
        ({**CARD, "first_game": True}, "P1 and first_game both set the tiles.*PI-R10"),
        ({**CARD, "pirate_tile_top": True}, "places the Pirate tile itself.*drop pirate_tile_top"),
        (
            {**CARD, "modules": ["pirates", "scenarios"], "scenario": "B2"},
            "P1 and scenario card B2 both set the tiles",
        ),
        ({**CARD, "pirate_scenario": "yes"}, "pirate_scenario must be true or false"),
    ],
)
def test_bad_combinations_are_refused_with_the_reason(config, words):
    before = json.dumps(config)
    with pytest.raises(ConfigError, match=words):
        GAME.configure({"players": 3, **config})
    assert json.dumps(config) == before


def test_the_card_goes_with_the_other_modules_and_alfred():
    for modules in (["pirates", "scenarios"], ["pirates", "great_ship", "animal_companion"]):
        c = _config(1, modules=modules)
        assert c["pirate_scenario"] and GAME.setup(c, 2).pirate == 1


# ----- in words and pictures -------------------------------------------------------------
def test_the_view_terminal_svg_and_lobby_show_the_card():
    s = GAME.setup(_config(3), 1)
    view = GAME.view(s, 0)
    assert view["pirates"]["card"] == {"id": "P1", "focus": pirate_card().layout.focus}
    assert view["pirates"]["ship_region"] == 2
    assert "card P1, gold in plenty" in _text(view)
    assert "· scenario P1" in svg(view, [], 0, s.ctx.config)
    plain = GAME.view(GAME.setup(GAME.configure({"players": 3, "modules": ["pirates"]}), 1), 0)
    assert plain["pirates"]["card"] is None and "scenario P1" not in _text(plain)
    assert "not playable" not in config_words()["pirate_scenario"]["help"]


def test_a_data_pack_check_reports_a_bad_pirate_card():
    docs = {n: json.loads((DATA_DIR / n).read_text()) for n in ("pirates.json", *FILES)}
    assert datacheck.check(docs) == []
    docs["pirates.json"]["scenario"]["ship_region"] = 9
    docs["pirates.json"]["scenario"]["specials"] = ["2", "10", "7", "5", "4", "P"]
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("ship_region must be an Ocean region from 1 to 6" in p for p in problems)
    assert any("Pirate tile P among its first 4" in p for p in problems), problems


# ----- seeded games ----------------------------------------------------------------------
SWEEP = [
    (1, []),
    (2, ["great_ship"]),
    (3, ["scenarios"]),
    (4, ["animal_companion", "great_ship"]),
]


@pytest.mark.parametrize("fireland", [False, True], ids=["base", "fireland"])
@pytest.mark.parametrize(("players", "others"), SWEEP)
def test_random_games_with_the_card_and_replay(players, others, fireland):
    """The big sweep's checks and replay (test_great_ship_sweep._play), the Pirates'
    invariants after each move, and raids from the first round's end."""
    if fireland and "scenarios" in others:
        others = ["great_ship"]  # the Scenarios module with Fireland: test_scenarios_fireland
    config = _config(players, modules=["pirates", *others], fireland=fireland)
    seed = 40 + players + 10 * fireland
    _play(config, seed, after=lambda s, d: pirate_pieces(s))
    start = GAME.setup(config, seed)
    assert start.pirate == 1 and "P1" in " ".join(GAME.view(start, 0)["log"])
