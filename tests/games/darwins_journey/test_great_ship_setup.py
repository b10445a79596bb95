"""The Great Ship module's configuration, data and setup draft (L2077-L2094; rulings
GS-R1, GS-R2)."""

import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.great_ship import (
    build_great_ship,
    great_ship_data,
)
from ludotheque.games.darwins_journey.components.names import VERBS
from ludotheque.games.darwins_journey.datacheck import check
from ludotheque.games.darwins_journey.datafiles import DATA
from ludotheque.games.darwins_journey.game import GAME

MODULE = {"modules": ["great_ship"]}


def _to_ship_draft(config: dict, seed: int):
    s = GAME.setup(GAME.configure(config), seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def test_modules_option_accepts_great_ship_as_a_list_or_a_text():
    assert GAME.configure({"players": 2, **MODULE})["modules"] == ["great_ship"]
    assert GAME.configure({"players": 2, "modules": "great_ship"})["modules"] == ["great_ship"]
    assert GAME.configure({"players": 2})["modules"] == []
    assert "modules" in GAME.config_words()
    assert GAME.config_words()["modules"]["values"] == {
        "great_ship": "Great Ship",
        "pirates": "Pirates",
        "animal_companion": "Animal Companion",
        "scenarios": "Scenarios",
    }


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (["fireland"], "its own option: fireland=true"),
        (["great-ship"], "unknown Darwin's Journey module 'great-ship'; allowed: great_ship, pir"),
        (3, "modules must be a list drawn from great_ship, pirates"),
        ([1], "modules must be a list"),
    ],
)
def test_bad_modules_are_refused_with_what_is_allowed_changing_nothing(value, words):
    config = {"players": 3, "modules": value}
    before = json.dumps(config)
    with pytest.raises(ConfigError, match=words):
        GAME.configure(config)
    assert json.dumps(config) == before


def test_data_has_eleven_cards_with_sources_and_our_words():
    raw = DATA.json("great_ship.json")
    assert [c["id"] for c in raw["cards"]] == [f"GS{k}" for k in range(1, 12)]
    assert all(c["source"] for c in raw["cards"])
    assert "reconstructed" in raw["cards"][8]["source"]  # GS9's lens actions
    data = great_ship_data()
    assert [c.id for c in data.cards if c.fireland] == ["GS1", "GS10"]
    assert len(data.cards[8].lens_actions) == 6
    for c in data.cards:  # effects parse into the base vocabulary or the module's verb
        for acts in (c.actions, *c.lens_actions, *c.bonus, *(a for _, a in c.column_actions)):
            for verb, _, _alts in acts:
                assert verb in VERBS | {"or", "deliver-one"}


def test_datacheck_names_a_broken_great_ship_file():
    raw = json.loads(json.dumps(DATA.json("great_ship.json")))
    assert check({"great_ship.json": raw}) == []
    raw["cards"][1]["rule"] = "fly"
    raw["cards"][8]["lens_actions"] = [["coins 2"]]
    problems = check({"great_ship.json": raw})
    text = " ".join(p.message for p in problems)
    assert "unknown rule 'fly'" in text and "6 Lens tokens" in text
    with pytest.raises(ConfigError):
        build_great_ship(raw)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_draft_reveals_players_plus_one_and_goes_right_to_left(players):
    s = _to_ship_draft({"players": players, **MODULE}, 5)
    assert s.phase == "ships"
    assert len(s.offer) == players + 1
    seen = []
    while s.phase == "ships":
        d = GAME.pending(s)
        assert d.kind == "great-ship" and not d.private  # a public choice
        assert len(d.options) == players + 1 - len(seen)
        seen.append(d.seat)
        GAME.apply(s, len(d.options) - 1)
    assert seen == list(reversed(s.order))  # right to left on the Turn Order track (L2094)
    assert s.phase == "action" and s.offer == ()  # the rest leave the game
    assert len(set(s.ships)) == players and min(s.ships) >= 0


def test_fireland_cards_are_never_revealed():
    fireland = {great_ship_data().index("GS1"), great_ship_data().index("GS10")}
    for seed in range(30):
        s = _to_ship_draft({"players": 4, **MODULE}, seed)
        assert not fireland & set(s.offer)


def test_solo_reveals_two_the_player_takes_one_alfred_none():
    for alfred in (0, 1):
        s = _to_ship_draft({"players": 1, "automas": {str(alfred): "alfred/blue"}, **MODULE}, 3)
        assert len(s.offer) == 2
        d = GAME.pending(s)
        assert d.seat == 1 - alfred and d.kind == "great-ship"
        GAME.apply(s, 0)
        assert s.phase == "action"
        assert s.ships[alfred] == -1 and s.ships[1 - alfred] >= 0


def test_without_the_module_there_is_no_draft_and_no_card():
    s = _to_ship_draft({"players": 3}, 5)
    assert s.phase == "action" and s.ships == (-1, -1, -1)
    v = GAME.view(s, 0)
    assert "great_ship" not in v and "great_ship" not in v["seats"][0]


def test_view_shows_the_offer_and_every_seats_card_to_everyone():
    s = _to_ship_draft({"players": 2, **MODULE}, 2)
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        assert [c["id"] for c in v["great_ship"]["offer"]] == [
            great_ship_data().cards[c].id for c in s.offer
        ]
    while s.phase == "ships":
        GAME.apply(s, 0)
    v = GAME.view(s, None)
    for p in (0, 1):
        card = great_ship_data().cards[s.ships[p]]
        assert v["great_ship"]["cards"][p]["name"] == card.name
        assert v["seats"][p]["great_ship"] == card.id
    assert any("takes Great Ship" in line for line in v["log"])


def test_replay_and_fingerprint_carry_the_module():
    config = GAME.configure({"players": 3, **MODULE})
    s = GAME.setup(config, 11)
    r = Rng(4)
    moves = []
    for _ in range(60):
        d = GAME.pending(s)
        i = r.below(len(d.options))
        moves.append(i)
        GAME.apply(s, i)
    again = GAME.setup(config, 11)
    for i in moves:
        GAME.apply(again, i)
    assert GAME.fingerprint(again) == GAME.fingerprint(s)
    assert GAME.snapshot(s)["great_ship"]["cards"] == GAME.snapshot(again)["great_ship"]["cards"]
    other = GAME.copy(s)
    other.ships = tuple(reversed(other.ships))
    assert GAME.fingerprint(other) != GAME.fingerprint(s)
