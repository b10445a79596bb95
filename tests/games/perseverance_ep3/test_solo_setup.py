"""Solo setup (L2069-L2139) and the solo data file (data/solo.json)."""

from __future__ import annotations

import copy
import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.perseverance_ep3.components import DATA, load_json
from ludotheque.games.perseverance_ep3.datacheck import check
from ludotheque.games.perseverance_ep3.solo.data import build_solo, solo_data
from ludotheque.games.perseverance_ep3.solo.setup import card_zone
from ludotheque.games.perseverance_ep3.state import NEUTRAL, WILD

from .fixtures import GAME
from .solo_kit import solo, solo_started


def test_every_solo_item_names_its_source():
    raw = json.loads((DATA / "solo.json").read_text())
    for k, c in enumerate(raw["action_cards"]):
        assert c["source"], k
    for p in raw["programmes"]:
        assert p["source"], p["id"]
    for key in ("goal_decks", "reserve_track"):
        assert raw[key]["source"], key
    for lv in raw["levels"]:
        assert lv["source"] == "L2969-L2974"


def test_solo_data_reads_the_booklet():
    data = solo_data()
    assert len(data.cards) == 12 and data.cards[data.reshuffle].number == 12
    assert [c.zone for c in data.cards[:4]] == [
        "sustenance",
        "military",
        "expansion",
        "construction",
    ]
    assert [c.arrow for c in data.cards[4:7]] == ["up", "down", "up"]  # L2982-L2984
    assert dict(data.levels) == {
        "citizen": 0,
        "ranger": 20,
        "tamer": 40,
        "leader": 60,
        "dino-expert": 80,
    }
    assert {p.id: p.officer for p in data.programmes}["rider"] == "captain"
    assert data.track_spaces == 6 and data.crates_by_pairs == (0, 1, 2, 3, 4)  # L2630


def test_datacheck_names_every_solo_problem():
    raw = copy.deepcopy(load_json("solo.json"))
    raw["action_cards"][0]["zone"] = "moon"
    raw["action_cards"][1]["selection"] = ["narek", "narek", "x"]
    raw["programmes"][0]["primary"] = [["fly"]]
    problems = check({"solo.json": raw})
    text = " ".join(str(p) for p in problems)
    assert "moon" in text and "selection" in text and "fly" in text
    with pytest.raises(ConfigError):
        build_solo(raw)


def test_setup_is_a_three_player_area_with_ten_dice():
    s = solo(3)
    assert s.ctx.players == 3 and s.ctx.side == "2-3"
    owners = sorted(d[0] for d in s.pool)
    assert owners.count(NEUTRAL) == 4 and owners.count(1) == 2 and owners.count(2) == 2
    assert len(s.pool) == 10  # L2075: a 3-player main area


def test_goal_cards_and_programmes_show_five_officers():
    for seed in range(20):
        s = solo(seed)
        comp = s.ctx.comp
        data = solo_data()
        letters = [
            next(k for k, deck in enumerate(data.goal_decks) if comp.goals[g].id in deck)
            for g in s.solo.goals
        ]
        assert letters == [0, 1, 2]  # one card from each of A, B, C (L2098-L2103)
        officers = [comp.goals[g].officer for g in s.solo.goals]
        officers += [data.programmes[p].officer for p in s.solo.programmes]
        assert len(set(officers)) == 5  # L2107


def test_action_deck_keeps_the_reshuffle_card_in_the_bottom_three():
    for seed in range(20):
        s = solo(seed)
        so = s.solo
        assert len(so.row) == 3 and len(so.deck) == 9  # 3 revealed (L2127)
        assert solo_data().reshuffle in so.deck[-3:]  # L2119-L2123


def test_dissidents_supplies_and_start_zones():
    for seed in range(20):
        s = solo(seed)
        so = s.solo
        narek = card_zone(s, so.row[0], 0)
        camilla = card_zone(s, so.row[2], 1)
        if camilla == narek:
            order = solo_data().start_order
            camilla = order[(order.index(narek) + 1) % 5]
        assert s.players[1].start_zone == narek and s.players[2].start_zone == camilla
        for seat, z in ((1, narek), (2, camilla)):
            p = s.players[seat]
            assert p.home == [0, 1, 1, 0, 0] and p.rangers_out == 8  # L2090, L2113
            cubes = [row[seat] for row in s.influence]
            assert cubes[s.officer_at[z]] == 2 and sum(cubes) == 6  # L2131
            if z == WILD:
                assert seat in s.outpost[0]
            else:
                assert s.zone_shelters[z][0] == seat
        assert so.marker == [1, 1] and so.followers == 0  # start space (reconstructed)


def test_you_choose_among_the_three_zones_left():
    s = solo(4)
    d = GAME.pending(s)
    assert d.seat == 0 and d.kind == "start-zone"
    taken = {s.players[1].start_zone, s.players[2].start_zone}
    assert len(d.options) == 5 - len(taken)
    s = solo_started(4)
    assert s.phase == "turn" and s.players[0].goal == -1  # no goal card (L2081)
    assert sum(row[0] for row in s.influence) == 6


@pytest.mark.parametrize("level", ["citizen", "ranger", "tamer", "leader", "dino-expert"])
def test_levels_set_the_dissidents_followers(level):
    s = solo(1, level)
    assert s.solo.followers == dict(solo_data().levels)[level]


def test_easier_and_harder():
    easy = solo(1, "ranger+easier")
    assert easy.solo.marker == [0, 0] and easy.solo.easier  # L2960
    hard = solo(1, "tamer+harder")
    assert hard.solo.crates == [1, 1]  # a crate on space 5 (L2966)


@pytest.mark.parametrize(
    "config",
    [
        {"players": 3, "dissidents": "citizen"},
        {"players": 2, "dissidents": "mayor"},
        {"players": 2, "dissidents": "ranger+lazy"},
        {"players": 2, "dissidents": "citizen", "leaders": ["jack", "keoni"]},
        {"players": 2, "dissidents": "citizen", "first_player": 1},
    ],
)
def test_bad_solo_configurations_are_refused(config):
    with pytest.raises(ConfigError):
        GAME.configure(config)
