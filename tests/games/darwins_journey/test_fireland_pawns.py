"""Ships and explorers on the Fireland board (L1741, L1864-L1882): the starting pawns,
steps along one track (forks, jumps, the Viewpoint end), silver banners opening the other
kind's tracks while pawns remain, gold banners starting an Adventure only with a token,
and a ship sent back."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules.fireland import pawns, table

MAP = fireland_data().map
T = {t.id: i for i, t in enumerate(MAP.tracks)}


def _table(players=3):
    return table.setup(fireland_data(), players, Rng(1))


def _walk(p, t, seat, i):
    """Step the seat's pawn on track i to its (first) end, collecting what it set off."""
    seen = []
    while pawns.steps(MAP, p, seat, i):
        y, _ = pawns.steps(MAP, p, seat, i)[0]
        p, e = pawns.enter(MAP, p, t, seat, i, y)
        seen.append(e)
    return p, seen


def test_each_seat_starts_with_a_ship_and_an_explorer_on_the_first_tracks():
    p = pawns.start(MAP, 3)
    assert all(row[T["FO1"]] == 0 and row[T["FL1"]] == 0 for row in p.at)
    assert sum(x >= 0 for x in p.at[0]) == 2
    assert pawns.left(MAP, p, 0, LAND) == 3 and pawns.left(MAP, p, 0, OCEAN) == 2  # L1741
    assert pawns.movable(MAP, p, 0, OCEAN) == (T["FO1"],)


def test_a_ships_silver_banner_opens_a_land_track_and_an_explorers_an_ocean_track():
    t = _table()
    p, seen = _walk(pawns.start(MAP, 3), t, 0, T["FO1"])
    opened = [j for e in seen for j in e.opened]
    assert opened == [T["FL2"], T["FL3"]]  # L1868: a ship crossing a silver banner
    assert p.at[0][T["FL2"]] == 0 and p.at[1][T["FL2"]] == -1  # only for the mover
    assert seen[-1].viewpoint and not pawns.steps(MAP, p, 0, T["FO1"])  # stops at its end
    p, seen = _walk(p, t, 0, T["FL1"])
    assert [j for e in seen for j in e.opened] == [T["FO2"]]  # L1878: an explorer's banner
    assert pawns.left(MAP, p, 0, LAND) == 1 and pawns.left(MAP, p, 0, OCEAN) == 1


def test_no_pawn_left_no_track_opened():
    t = _table()
    p = pawns.start(MAP, 2)
    row = list(p.at[0])
    for tid in ("FL3", "FL4", "FL5"):  # with FL1's, all 4 explorers out (L1741)
        row[T[tid]] = 0
    p = replace(p, at=table.with_seat(p.at, 0, tuple(row)))
    assert pawns.left(MAP, p, 0, LAND) == 0
    p, seen = _walk(p, t, 0, T["FO1"])  # crosses FL2's silver banner
    assert p.at[0][T["FL2"]] == -1 and not any(e.opened for e in seen)


def test_a_gold_banner_starts_an_adventure_only_while_its_token_is_there():
    t = _table(2)
    p, seen = _walk(pawns.start(MAP, 2), t, 0, T["FL1"])
    banners = [e.adventure for e in seen if e.adventure]
    assert banners and all(b in t.tokens for b in banners)
    gone = replace(t, tokens=tuple(b for b in t.tokens if b not in banners))
    _, seen = _walk(pawns.start(MAP, 2), gone, 0, T["FL1"])
    assert not any(e.adventure for e in seen)
    _, seen = _walk(pawns.start(MAP, 2), t, 1, T["FL1"])  # the other seat: same tokens
    assert [e.adventure for e in seen if e.adventure] == banners


def test_the_fork_offers_both_viewpoints_and_explorers_jump_opponents():
    p = pawns.start(MAP, 2)
    i = T["FL3"]
    fork = next(x for x, n in enumerate(MAP.tracks[i].next) if len(n) == 2)
    at = [list(r) for r in p.at]
    at[0][i], at[1][i] = fork, fork + 1  # the opponent on the first branch's space
    p = pawns.Pawns(tuple(map(tuple, at)))
    got = pawns.steps(MAP, p, 0, i)
    nxt = MAP.tracks[i].next
    assert {y for y, _ in got} == {nxt[fork + 1][0], nxt[fork][1]}  # jumped, and the other
    jumped = next(via for y, via in got if len(via) == 2)
    assert jumped[0] == fork + 1
    ships = [list(r) for r in pawns.start(MAP, 2).at]
    ships[1][T["FO1"]] = 1
    assert pawns.steps(MAP, pawns.Pawns(tuple(map(tuple, ships))), 0, T["FO1"]) == ((1, (1,)),)


def test_a_ship_sent_back_and_the_purse_it_fills():
    p = pawns.start(MAP, 2)
    assert pawns.ship_back(MAP, p, 0) == 0
    row = list(p.at[0])
    row[T["FO1"]] = 5
    p = replace(p, at=table.with_seat(p.at, 0, tuple(row)))
    assert pawns.ship_back(MAP, p, 0) == 5
    assert pawns.back(MAP, p, 0, T["FO1"], 3).at[0][T["FO1"]] == 2
    assert pawns.back(MAP, p, 0, T["FO1"], 9).at[0][T["FO1"]] == 0
