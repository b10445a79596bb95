"""Campsites on Fireland's side (ruling FL-R16, brief fl35): the base side's 9 campsites
beside spaces of the ocean and land tracks. A tent is pitched there with its costs and
actions, Camp anywhere reaches them, the tents count at the end, and with the Pirates a
ship or explorer entering a campsite's space finds its Treasure."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest
from rich.console import Console

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import (
    LAND,
    OCEAN,
    build_fireland_map,
)
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.datafiles import DATA
from ludotheque.games.darwins_journey.fronts.board import render as board
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import camp, effects, objectives
from ludotheque.games.darwins_journey.rules.fireland import moves
from ludotheque.games.darwins_journey.rules.pirates import raid
from ludotheque.games.darwins_journey.scoring import board_parts
from ludotheque.games.darwins_journey.state import replaced

MAP = fireland_data().map
TRACK = {t.id: i for i, t in enumerate(MAP.tracks)}


def fire_game(players: int = 2, seed: int = 3, modules=()):
    config = GAME.configure({"players": players, "modules": list(modules)})
    config["fireland"] = True
    s = GAME._setup(config, Rng(seed))
    s.fire = replace(s.fire, tokens=())  # no Adventure on the way
    return s


def _options(s):
    s.decision = None
    return list(GAME.pending(s).options)


def _walk(s, *opts):
    for opt in opts:
        assert opt in _options(s), (opt, _options(s))
        GAME.apply(s, opt)


def _explorer_at(s, seat, tid, x):
    row = list(s.pawns.at[seat])
    row[TRACK[tid]] = x
    at = list(s.pawns.at)
    at[seat] = tuple(row)
    s.pawns = replace(s.pawns, at=tuple(at))


def _camp_index(s, cid):
    return [c.id for c in s.ctx.comp.geo.campsites].index(cid)


def test_the_nine_base_campsites_lie_beside_fireland_spaces_with_the_camp_action():
    where = {c: (t.kind, t.ids[x]) for t in MAP.tracks for x, c in enumerate(t.camp) if c}
    base = [c["id"] for c in DATA.json("map.json")["campsites"]]
    assert sorted(where) == sorted(base)  # each of the 9 once
    assert sum(k == OCEAN for k, _ in where.values()) == 3
    assert sum(k == LAND for k, _ in where.values()) == 6
    for t in MAP.tracks:
        for x, c in enumerate(t.camp):
            assert (c is not None) == any(a[0] == "camp" for a in t.actions[x])


def test_a_campsite_without_its_camp_action_is_refused_by_the_data_check():
    data = copy.deepcopy(DATA.json("fireland_map.json"))
    space = next(sp for sp in data["land"][0]["spaces"] if sp.get("camp"))
    space["actions"] = ["coins 2"]
    with pytest.raises(Exception, match="camp action needs a campsite"):
        build_fireland_map(data)
    del space["camp"]
    with pytest.raises(Exception, match="6 campsites by the land tracks"):
        build_fireland_map(data)


def test_an_exploration_onto_a_land_campsite_pitches_a_tent_and_runs_its_actions():
    s = fire_game()
    _explorer_at(s, 0, "FL1", 4)  # one step before FL1-5, campsite C4 (costs 0 and 1)
    c4 = _camp_index(s, "C4")
    s.camps = replaced(s.camps, c4, (1, -1))  # the free space is the other seat's
    s.coins[0] = 1
    moves.start_move(s, 0, LAND, 1, 0)
    _walk(s, "to FL1-5")
    assert "do camp" in _options(s)
    _walk(s, "do camp")  # its one tent space (1 coin) is taken by itself
    assert s.coins[0] == 0 and s.tents[0] == ((c4, 1),) and s.camps[c4] == (1, 0)
    assert "do stamps 2" in _options(s)  # C4's action (the first tent row has none)


def test_a_ship_stopping_on_an_ocean_campsite_it_cannot_pay_for_offers_no_tent():
    s = fire_game()
    _explorer_at(s, 0, "FO1", 4)  # FO1-5: campsite C1, costs 0 and 1
    c1 = _camp_index(s, "C1")
    s.camps = replaced(s.camps, c1, (1, -1))
    s.coins[0] = 0
    moves.start_move(s, 0, OCEAN, 1, 0)
    _walk(s, "to FO1-5")
    assert "do camp" not in _options(s)
    assert s.tents[0] == ()


def test_camp_anywhere_offers_every_fireland_campsite_the_seat_can_pay():
    s = fire_game()
    s.coins[0] = 0
    effects.run(s, 0, ("camp-anywhere", 0, ()))
    free = [c.id for c in s.ctx.comp.geo.campsites if 0 in c.costs]
    assert {o.split()[2] for o in _options(s)} == set(free)
    _walk(s, f"tent on {free[0]} space 1 (0 coins)")
    assert len(s.tents[0]) == 1


def test_five_tents_on_fireland_campsites_score_the_end_line_and_count_for_the_beagle():
    s = fire_game()
    s.coins[0] = 20
    for cid in ("C1", "C4", "C6", "C8", "C3"):
        camp.pitch(s, 0, _camp_index(s, cid), 0)
        s.tasks.clear()
    assert camp.tents_left(s, 0) == 0
    assert objectives.tents_placed(s, 0) == 5  # what objectives and Beagle tile 11 read
    line = board_parts(s, 0)["all tents"]
    assert line == s.ctx.comp.board.all_tents_vp > 0
    assert board_parts(s, 1)["all tents"] == 0


def test_with_the_pirates_an_explorer_passing_a_campsite_finds_its_treasure():
    s = fire_game(modules=("pirates",))
    c4 = _camp_index(s, "C4")
    assert s.treasures >> c4 & 1
    _explorer_at(s, 0, "FL1", 4)
    coins = s.coins[0]
    moves.start_move(s, 0, LAND, 2, 0)
    _walk(s, "to FL1-5")
    assert s.tasks[-1] == ("treasure", 0, c4)
    _walk(s, "take the treasure")
    assert s.coins[0] == coins + 3 and s.hoard[0] == 1 and not s.treasures >> c4 & 1
    assert "to FL1-6" in _options(s)  # the move goes on


def test_with_the_pirates_a_ship_on_an_ocean_campsite_may_move_the_pirate_ship():
    s = fire_game(modules=("pirates",))
    c2 = _camp_index(s, "C2")
    _explorer_at(s, 0, "FO2", 4)
    moves.start_move(s, 0, OCEAN, 1, 0)
    _walk(s, "ship on FO2")  # its one step plays by itself
    opts = _options(s)
    assert opts[0] == "take the treasure" and "leave the pirate ship" in opts
    _walk(s, "pirate ship to region 2")
    assert s.pirate == 1 and s.treasures >> c2 & 1
    steps = [st for k, st in enumerate(s.ctx.comp.geo.ocean.step) if s.ctx.regions.of[k] == 1]
    words = f"steps {min(steps)}-{max(steps)} of every ocean track"
    assert f"({words})" in s.log[-1]
    view = GAME.view(s, 0)
    assert view["pirates"]["regions"][1] == words
    assert GAME.option_label(view, "leave the pirate ship").endswith(f"region 2 ({words})")


def test_catching_up_with_the_beagle_finds_no_treasure_on_fireland():
    s = fire_game(modules=("pirates",))
    _explorer_at(s, 0, "FO1", 4)
    moves.start_move(s, 0, OCEAN, 1, moves.CATCH)
    _walk(s, "to FO1-5")
    assert not any(t[0] == "treasure" for t in s.tasks)


def test_the_pirate_ship_raids_a_seat_with_any_ship_in_its_region_of_steps():
    s = fire_game(modules=("pirates",))
    ocean = s.ctx.comp.geo.ocean
    region = {st: s.ctx.regions.of[k] for k, st in enumerate(ocean.step)}
    assert region[0] == -1 and region[1] == 0 and region[5] != region[1]
    _explorer_at(s, 0, "FO1", 1)  # step 1: the first region
    _explorer_at(s, 0, "FO2", 5)
    _explorer_at(s, 1, "FO1", 0)  # at the start: in none (L2200)
    s.hoard = (1, 0)
    s.pirate = region[5]
    per = pirate_data()
    assert raid.cost(s, 0) == per.raid_base + per.raid_per_treasure  # once, for its ship
    assert raid.cost(s, 1) == 0
    s.pirate = 0
    assert raid.cost(s, 0) > 0 and raid.cost(s, 1) == 0
    s.coins[0], vp = 10, s.vp[0]
    raid.raid(s)
    assert s.coins[0] == 10 - per.raid_base - per.raid_per_treasure and s.vp[0] == vp
    assert s.hoard[0] == 0


def test_the_terminal_svg_and_labels_show_the_fireland_campsites_and_their_tents():
    s = fire_game()
    camp.pitch(s, 1, _camp_index(s, "C4"), 0)
    s.tasks.clear()
    view = GAME.view(s, 0)
    console = Console(width=140, record=True)
    console.print(render(view))
    text = " ".join(console.export_text().split())
    assert "C4@5 [2 -]" in text and "C1@5 [- -]" in text
    assert "campsite 4 beside it" in GAME.option_label(view, "to FL1-5")
    svg = board(view, [], 0, {})
    assert "seat 2 tent on C4</title>" in svg and ">C1</text>" in svg


def test_gs6_a_tent_pitched_on_a_fireland_campsite_may_also_deliver():
    s = fire_game(modules=("great_ship",))
    s.ships = replaced(s.ships, 0, great_ship_data().index("GS6"))
    cell = next(c for c in range(len(s.museum)) if not s.museum[c])
    s.research[0] = 1 << cell
    s.coins[0] = 20
    _explorer_at(s, 0, "FL3", 2)  # one step before FL3-3, campsite C6
    moves.start_move(s, 0, LAND, 1, 0)
    _walk(s, "explorer on FL3", "do camp", "tent on C6 space 1 (0 coins)")
    assert s.tents[0] == ((_camp_index(s, "C6"), 0),)
    assert "do deliver-one" in _options(s)


def test_the_svg_shows_the_treasures_and_the_pirate_region_on_fireland_rows():
    s = fire_game(modules=("pirates",))
    s.pirate = 0
    svg = board(GAME.view(s, 0), [], 0, {})
    assert "ocean track 1 space 1: " in svg and "; pirate region 1</title>" in svg
    assert "☠" in svg and "a Treasure: 3 coins" in svg
    plain = board(GAME.view(fire_game(), 0), [], 0, {})
    assert "pirate region" not in plain and "a Treasure" not in plain
