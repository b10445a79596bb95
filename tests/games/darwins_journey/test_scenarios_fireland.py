"""The Scenarios module with Fireland (L2257, L2301; ruling SC-R9): the shuffled pieces
played on Fireland's side, objectives S1 and S4 met and not met through its land tracks,
crew B1 and Special B2 on its campsites, crew B2 sailing a Fireland ship; the red-flag
cards refused with it; seeded games at 1-4 players under every mix of the other modules,
with replay."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.darwins_journey import datacheck
from ludotheque.games.darwins_journey.components import FILES
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.option_words import objective_needs
from ludotheque.games.darwins_journey.rules import camp, effects, objectives
from ludotheque.games.darwins_journey.rules.fireland import moves
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh
from .test_great_ship_sweep import _play
from .test_pirates_rules import _run
from .test_scenarios_rules import _agree, _index

MAP = fireland_data().map
TRACK = {t.id: i for i, t in enumerate(MAP.tracks)}
DATA_DIR = Path(datacheck.__file__).parent / "data"


def table(players: int = 3, seed: int = 1, **extra):
    """A Fireland table with the module at its first placement, no Adventure token on the
    way (the draft and pairs: first options)."""
    config = GAME.configure(
        {"players": players, "modules": ["scenarios"], "fireland": True, **extra}
    )
    s = GAME.setup(config, seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    s.fire = replace(s.fire, tokens=())
    return s


def _explorer_at(s, seat, tid, x):
    at = list(s.pawns.at)
    row = list(at[seat])
    row[TRACK[tid]] = x
    at[seat] = tuple(row)
    s.pawns = replace(s.pawns, at=tuple(at))
    refresh(s)


# ----- the objectives on Fireland's side (L2339, L2351) ----------------------------------
def test_s1_an_explorer_on_land_track_2_the_first_silver_banners():
    s = table()
    me = s.active
    assert not _agree(s, me, "S1")  # every seat starts on land track 1 only
    _explorer_at(s, me, "FL3", 0)
    assert not _agree(s, me, "S1")  # land track 3 is the second banner's, the cross's
    _explorer_at(s, me, "FL2", 0)  # its start counts, as an Island's does
    assert _agree(s, me, "S1")
    assert not _agree(s, (me + 1) % 3, "S1")
    assert MAP.tracks[TRACK["FO1"]].silver[4] == "FL2"  # FO1-4 opens it, as O5 the circle


def test_s4_an_explorer_on_a_land_tracks_last_space():
    s = table()
    me = s.active
    fl1 = MAP.tracks[TRACK["FL1"]]
    _explorer_at(s, me, "FL1", len(fl1.ids) - 2)
    assert not _agree(s, me, "S4")  # one step short
    _explorer_at(s, me, "FL1", len(fl1.ids) - 1)
    assert _agree(s, me, "S4")
    _explorer_at(s, me, "FL1", 3)
    fl3 = MAP.tracks[TRACK["FL3"]]
    _explorer_at(s, me, "FL3", fl3.ids.index("FL3-6b"))  # the fork's second end
    assert _agree(s, me, "S4")
    _explorer_at(s, me, "FL3", fl3.ids.index("FL3-5b"))
    assert not _agree(s, me, "S4")


def test_the_base_side_keeps_the_islands_reading():
    s = GAME.setup(GAME.configure({"players": 3, "modules": ["scenarios"]}), 1)
    reqs = {o.id: o.requires for o in s.ctx.comp.objectives if o.id in ("S1", "S4")}
    assert reqs == {"S1": (("island", 1, 1),), "S4": (("island-end", -1, 1),)}
    fire = table().ctx.comp.objectives
    assert {o.id: o.requires[0][0] for o in fire if o.id in ("S1", "S4")} == {
        "S1": "land-track",
        "S4": "land-end",
    }
    assert "on Fireland's side, an explorer on land track 2" in objective_needs("S1")


def test_an_explorer_placed_or_moved_meets_the_objective_at_once():
    """S1 and S4 read the explorers: after Place an Explorer or a Fireland move the seat's
    completions offer them (on this side completions are never kept, Fireland's T5 reading
    the VP: `objectives.completions`)."""
    s = table()
    me = s.active
    s.coins[me] = 20
    s.reserve = replaced(s.reserve, me, (_index(s.ctx.comp.objectives, "S1"),))
    refresh(s)
    assert not any("S1" in o for o in objectives.completions(s, me))
    moves.place_explorer(s, me, TRACK["FL2"])
    assert objectives.completions(s, me) == objectives.fresh_completions(s, me)
    assert any("S1" in o for o in objectives.completions(s, me))
    s = table()
    me = s.active
    s.coins[me] = 20
    s.reserve = replaced(s.reserve, me, (_index(s.ctx.comp.objectives, "S4"),))
    fl1 = MAP.tracks[TRACK["FL1"]]
    _explorer_at(s, me, "FL1", len(fl1.ids) - 2)
    assert not any("S4" in o for o in objectives.completions(s, me))
    moves.start_move(s, me, LAND, 1, 0)
    play(s, f"to {fl1.ids[-1]}")
    assert objectives.completions(s, me) == objectives.fresh_completions(s, me)
    assert any("S4" in o for o in objectives.fresh_completions(s, me))


# ----- crew and Special tiles on Fireland's campsites and ships --------------------------
def test_crew_b1_runs_a_tent_on_a_fireland_campsite_again():
    s = table()
    me = s.active
    card = s.ctx.comp.crew[_index(s.ctx.comp.crew, "B1")]
    assert not effects.usable(s, me, card.actions[0])
    c4 = [c.id for c in s.ctx.comp.geo.campsites].index("C4")  # beside FL1-5 (FL-R16)
    s.coins[me] = 5
    camp.pitch(s, me, c4, 0)
    s.tasks.clear()
    s.decision = None
    coins = s.coins[me]
    assert effects.usable(s, me, card.actions[0])
    _run(s, me, card.actions[0])
    assert options(s) == ("run tent 1 at C4 again",)
    play(s, "run tent 1 at C4 again")
    camp_actions = s.ctx.comp.geo.campsites[c4].actions
    assert s.tasks[-1] == ("bundle", me, camp_actions + s.ctx.comp.board.tent_rows[0], 0)
    assert s.coins[me] == coins  # nothing paid again


def test_special_b2_counts_tents_on_fireland_campsites():
    s = table()
    me = s.active
    s.coins[me] = 20
    for cid in ("C1", "C6"):
        camp.pitch(s, me, [c.id for c in s.ctx.comp.geo.campsites].index(cid), 0)
        s.tasks.clear()
    vp = s.vp[me]
    _run(s, me, ("vp-per-tent", 0, ()))
    assert s.vp[me] == vp + 4


def test_crew_b2_sails_a_fireland_ship_5_steps():
    s = table()
    me = s.active
    card = s.ctx.comp.crew[_index(s.ctx.comp.crew, "B2")]
    _run(s, me, card.actions[0])
    for _ in range(5):  # one ship, step by step, every step taken
        opts = [o for o in options(s) if o.startswith("to ")]
        play(s, opts[0])
    assert s.pawns.at[me][TRACK["FO1"]] == 5


# ----- options ---------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["B1", "B2", "B3", "B4"])
def test_the_red_flag_cards_are_refused_with_fireland(card):
    with pytest.raises(ConfigError, match=f"scenario card {card} does not go with fireland"):
        GAME.configure({"players": 3, "modules": ["scenarios"], "fireland": True, "scenario": card})


# ----- seeded games ----------------------------------------------------------------------
OTHERS = ("great_ship", "pirates", "animal_companion")
COMBINATIONS = [list(c) for k in range(4) for c in combinations(OTHERS, k)]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "alone")
def test_random_games_with_scenarios_on_fireland_under_each_combination(modules, players):
    """The big sweep's checks and replay; with the Pirates, the card P1 every other
    table; the module's pieces read through Fireland's side."""
    seed = 1300 + players + 7 * COMBINATIONS.index(modules)
    extra = {"automas": {str(seed % 2): "alfred/blue"}} if players == 1 else {}
    if "pirates" in modules and seed % 2:
        extra["pirate_scenario"] = True
    config = GAME.configure(
        {"players": players, "modules": [*modules, "scenarios"], "fireland": True, **extra}
    )
    s, _ = _play(config, seed, after=lambda s, d: None)
    assert s.ctx.fireland and s.ctx.scenarios
    kinds = {o.requires[0][0] for o in s.ctx.comp.objectives if o.id in ("S1", "S4")}
    assert kinds == {"land-track", "land-end"}


def test_an_adventures_time_spent_past_the_bottom_leaves_0_vp_not_less():
    """Found by the sweep above (3 players, Pirates with P1): an Adventure's Time spend
    past the track's bottom costs 3 VP (L1779), never below 0 (ruling FL-R23), as
    `spend_time` already kept; the Adventure's own path took the 3 whole."""
    s = table()
    me = s.active
    fire = fireland_data()
    card = next(i for i, c in enumerate(fire.adventures["ocean"]) if c.name == "Seasickness")
    s.fire = replace(s.fire, time=replaced(s.fire.time, me, fire.time.last))
    s.vp = replaced(s.vp, me, 1)
    s.tasks.append(("fire-adventure", me, "ocean", card, None))
    s.decision = None
    play(s, "option A")  # 3 Time, nothing else (L1779: the marker stays at the bottom)
    assert s.vp[me] == 0


def test_a_data_pack_check_reports_a_missing_or_bad_fireland_reading():
    docs = {n: json.loads((DATA_DIR / n).read_text()) for n in ("scenarios.json", *FILES)}
    assert datacheck.check(docs) == []
    s1, s4 = docs["scenarios.json"]["objectives"][0], docs["scenarios.json"]["objectives"][3]
    s1["fireland"]["requires"] = ["land-track FL9"]
    del s4["fireland"]
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("'land-track' needs a land track (FL1, FL2" in p for p in problems), problems
    assert any("S4 reads the base side's Islands: give its fireland reading" in p for p in problems)
