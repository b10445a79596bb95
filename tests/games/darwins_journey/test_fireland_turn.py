"""Fireland's pawns in the game's turn (brief fl34 step 2): a Navigation moves one ship of
the seat's choice, an Exploration one explorer; a silver banner opens the other kind's
track, a gold banner holding a token starts an Adventure offering the options the seat can
pay, a track's end gives its Viewpoint; the Beagle reads the fleet's steps (FL-R12); the
Time penalties on Navigation and Exploration take their steps. Moves are started straight
on a Fireland game's task stack."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules.fireland import moves
from ludotheque.games.darwins_journey.rules.fireland.fleet import fleet_steps

FIRE = fireland_data()
MAP = FIRE.map
TRACK = {t.id: i for i, t in enumerate(MAP.tracks)}


def fire_game(players: int = 2, seed: int = 3):
    config = GAME.configure({"players": players})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


def _options(s):
    s.decision = None
    return list(GAME.pending(s).options)


def _move(s, seat, kind, n, flags=0):
    moves.start_move(s, seat, kind, n, flags)
    s.decision = None


def _walk(s, *opts):
    for opt in opts:
        assert opt in _options(s), (opt, _options(s))
        GAME.apply(s, opt)


def _clear_tokens(s):
    s.fire = replace(s.fire, tokens=())


def test_a_navigation_moves_the_only_ship_and_crossing_a_silver_banner_opens_a_land_track():
    s = fire_game()
    _clear_tokens(s)
    _move(s, 0, OCEAN, 4)
    assert _options(s) == ["to FO1-1"]  # one ship: no choice asked
    _walk(s, "to FO1-1", "to FO1-2", "to FO1-3", "to FO1-4")
    at = s.pawns.at[0]
    assert at[TRACK["FO1"]] == 4 and at[TRACK["FL2"]] == 0  # FO1-4's silver banner: FL2
    assert any("opens track FL2" in x for x in s.log)
    assert s.pawns.at[1][TRACK["FO1"]] == 0  # the other seat's ship did not move


def test_with_two_ships_the_seat_chooses_which_sails_and_the_move_is_not_split():
    s = fire_game()
    _clear_tokens(s)
    row = list(s.pawns.at[0])
    row[TRACK["FO2"]] = 0
    s.pawns = replace(s.pawns, at=(tuple(row), s.pawns.at[1]))
    _move(s, 0, OCEAN, 2)
    assert _options(s) == ["ship on FO1", "ship on FO2"]
    _walk(s, "ship on FO2")  # its only first step plays by itself (settle)
    assert s.pawns.at[0][TRACK["FO2"]] == 1
    assert _options(s) == ["to FO2-2", "stop here"]  # the same ship goes on


def test_crossing_a_gold_banner_with_its_token_starts_an_adventure():
    s = fire_game()
    assert ("FO1", 2) in s.fire.tokens
    ocean = s.fire.decks[0]
    ocean = (*(c for c in ocean if c != 0), 0)  # card 0 on top
    s.fire = replace(s.fire, decks=(ocean, s.fire.decks[1]))
    _move(s, 0, OCEAN, 2)
    _walk(s, "to FO1-1", "to FO1-2")
    assert s.tasks[-1] == ("fire-adventure", 0, OCEAN, 0, ("FO1", 2))
    assert _options(s) == ["option A", "option B"]  # both cost 3 Time only
    assert GAME.view(s, 1)["fireland"]["deck_sizes"][0] == len(ocean) - 1
    _walk(s, "option A")
    option = FIRE.adventures[OCEAN][0].options[0]
    assert s.fire.discards[0] == (0,) and s.fire.time[0] == option.cost.time == 3
    assert (("FO1", 2) in s.fire.tokens) != option.token
    assert s.fire.held[0] == ((1, 0) if option.token else (0, 0))


def test_an_option_the_seat_cannot_pay_is_not_offered():
    """Ocean card 2: A costs 3 Time, B moves Evolution back 3 (ruling FL-R3)."""
    s = fire_game()
    assert FIRE.adventures[OCEAN][2].options[1].cost.theory == 3
    s.tasks.append(("fire-adventure", 0, OCEAN, 2, ("FO1", 2)))
    s.theory[0] = 2
    assert _options(s) == ["option A"]
    s.theory[0] = 3
    assert _options(s) == ["option A", "option B"]
    _walk(s, "option B")
    assert s.theory[0] == 0 and s.fire.time[0] == 0


def test_the_first_explorer_at_a_track_end_takes_its_viewpoint():
    s = fire_game()
    _clear_tokens(s)
    i = TRACK["FL1"]
    end = MAP.tracks[i].ends[0]
    row = list(s.pawns.at[0])
    row[i] = end - 1
    s.pawns = replace(s.pawns, at=(tuple(row), s.pawns.at[1]))
    slot = MAP.tracks[i].viewpoint[end]
    token = dict(s.fire.slots)[slot]
    _move(s, 0, LAND, 3)
    _walk(s, f"to {MAP.tracks[i].ids[end]}")
    assert dict(s.fire.slots)[slot] == -1 and s.fire.views[0] == (token,)


def test_the_beagle_reads_the_fleets_steps_and_catch_up_sails_the_missing_ones():
    s = fire_game()
    _clear_tokens(s)
    ocean = s.ctx.comp.geo.ocean
    _move(s, 0, OCEAN, 3)
    _walk(s, "to FO1-1", "to FO1-2", "to FO1-3")
    assert fleet_steps(s, 0) == 3 and ocean.step[s.ship[0]] == 3  # mirrored
    s.beagle = 1  # the Beagle on its second space
    missing = ocean.step[ocean.beagle[1]] - 3
    assert moves.behind(s, 0) == missing > 0
    moves.catch_up(s, 0)
    for _ in range(missing):
        opts = _options(s)
        assert "stop here" not in opts  # every missing step is sailed
        GAME.apply(s, opts[0])
    assert fleet_steps(s, 0) == 3 + missing and moves.behind(s, 0) == 0


def test_the_time_penalty_on_navigation_takes_a_step():
    s = fire_game()
    _clear_tokens(s)
    t7 = next(k for k, p in enumerate(FIRE.penalties) if p.hook == "navigate")
    s.fire = replace(s.fire, drawn=(t7, *s.fire.drawn[1:]), time=(FIRE.time.rows[0], 0))
    _move(s, 0, OCEAN, 2)
    GAME.apply(s, "to FO1-1")
    assert s.tasks[-1][0] != "fire-move" or "to FO1-2" not in _options(s)
    _move(s, 1, OCEAN, 2)  # the other seat, above the row: both steps
    GAME.apply(s, "to FO1-1")
    assert "to FO1-2" in _options(s)


def test_place_an_explorer_offers_the_land_tracks_without_one_of_the_seats():
    """Ruling FL-R13: any land track where the seat has no explorer, while it has one left."""
    s = fire_game()
    s.tasks.append(("place-explorer", 0))
    assert _options(s) == [
        "explorer to FL2",
        "explorer to FL3",
        "explorer to FL4",
        "explorer to FL5",
    ]
    _walk(s, "explorer to FL4")
    assert s.pawns.at[0][TRACK["FL4"]] == 0 and moves.free_land(s, 0) == [
        TRACK["FL2"],
        TRACK["FL3"],
        TRACK["FL5"],
    ]
    for t in ("FL2", "FL3"):
        moves.place_explorer(s, 0, TRACK[t])
    assert moves.free_land(s, 0) == []  # 4 explorers out


def test_with_the_great_ship_gs8_doubles_a_land_spaces_bonus():
    config = GAME.configure({"players": 2, "modules": ["great_ship"]})
    config["fireland"] = True
    s = GAME._setup(config, Rng(3))
    s.fire = replace(s.fire, tokens=())
    s.ships = (7, -1)  # GS8, the exploration trade
    _move(s, 0, LAND, 2)
    _walk(s, "to FL1-1", "stop here")  # FL1-1: 2 coins
    assert s.pawns.at[0][TRACK["FL1"]] == 1
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == (("coins", 4, ()),)
