"""The evaluation among players counts the town assemblies under way (outlook.py): a zone
holding some of the dice that set off its assembly pays each seat the scoring tile's
reward for its presence rank and the zone's officer's condition for its influence rank,
weighted by the share of the dice already there; a zone without dice counts nothing yet.
The officers' later scorings (`outlook.OFFICER_FUTURE`) are set aside here and tested in
test_outlook_later.py."""

from __future__ import annotations

import pytest

from ludotheque.games.perseverance_ep3 import outlook
from ludotheque.games.perseverance_ep3.rules import assemblies
from ludotheque.games.perseverance_ep3.state import EMPTY, TTH

from .fixtures import GAME, clear_board, started

SUSTENANCE = 0


@pytest.fixture(autouse=True)
def _this_assembly_only(monkeypatch):
    monkeypatch.setattr(outlook, "OFFICER_FUTURE", 0.0)


def _position():
    """2 players (the dissident is seat 2), an empty board, no influence anywhere."""
    s = started(2)
    clear_board(s)
    GAME.pending(s)
    return s


def _with_die(s, zone: int, owner: int) -> None:
    row = list(s.zone_dice[zone])
    row[row.index(EMPTY)] = (owner, 0)
    s.zone_dice[zone] = tuple(row)
    s.proj = None


def _rewards(s):
    return s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]


def _coming(s):
    out = [0, 0]
    outlook.coming(s, out)
    return out


def test_a_zone_without_dice_pays_nothing_yet():
    s = _position()
    s.zone_shelters[SUSTENANCE] = (0, 0, EMPTY, EMPTY, EMPTY, EMPTY)
    assert _coming(s) == [0, 0]


def test_a_die_in_a_zone_counts_half_its_assembly_for_the_seat_first_in_presence():
    """2 players: one die of the two that set off the assembly. Seat 0's die and shelter
    put it first: half the tile's first reward; seat 1, absent, nothing. Then seat 1's
    shelter makes it second, and two shelters tie it first."""
    s = _position()
    _with_die(s, SUSTENANCE, 0)
    s.zone_shelters[SUSTENANCE] = (0, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY)
    assert _coming(s) == [_rewards(s)[0][0] / 2, 0]
    s.zone_shelters[SUSTENANCE] = (0, 1, EMPTY, EMPTY, EMPTY, EMPTY)
    assert _coming(s) == [_rewards(s)[0][0] / 2, _rewards(s)[1][0] / 2]
    s.zone_shelters[SUSTENANCE] = (0, 1, 1, EMPTY, EMPTY, EMPTY)
    # a tie shares the first rank (L1243-L1247)
    assert _coming(s) == [_rewards(s)[0][0] / 2, _rewards(s)[0][0] / 2]


def test_the_dissident_ranks_among_the_players():
    """The 2-player dissident's shelters take the first rank; the player comes second."""
    s = _position()
    _with_die(s, SUSTENANCE, 0)
    s.zone_shelters[SUSTENANCE] = (2, 2, EMPTY, EMPTY, EMPTY, EMPTY)
    assert _coming(s) == [_rewards(s)[1][0] / 2, 0]


def test_the_zone_officer_pays_its_condition_in_full_to_the_first_and_half_to_the_second():
    s = _position()
    _with_die(s, SUSTENANCE, -1)  # a neutral die: no presence for anybody
    o = s.officer_at[SUSTENANCE]
    cond = s.ctx.comp.players.officers[o].scoring
    assert s.ctx.comp.players.officers[o].id == "captain"  # 2 per trained thunderhorn
    for p in s.players:
        p.home[TTH] += 3
    full = [assemblies.points(s, seat, cond) for seat in (0, 1)]
    assert min(full) >= 6
    s.influence[o][:] = [3, 1, 0]
    assert _coming(s) == [full[0] / 2, (full[1] // 2) / 2]


def test_the_evaluation_counts_who_holds_the_die_of_a_coming_assembly():
    """The same die in the same zone, seat 1's then seat 0's (dice count for presence,
    not for goal cards or the final scoring): seat 0's margin moves by half the first
    reward twice, its own gain and its rival's loss."""
    s = _position()
    _with_die(s, SUSTENANCE, 1)
    behind = GAME.evaluate(s, 0)
    s.zone_dice[SUSTENANCE] = tuple(EMPTY if d == (1, 0) else d for d in s.zone_dice[SUSTENANCE])
    _with_die(s, SUSTENANCE, 0)
    ahead = GAME.evaluate(s, 0)
    assert ahead - behind == _rewards(s)[0][0] > 0


def test_a_full_zone_counts_its_assembly_in_full_until_the_turn_ends():
    """Both dice in place: the assembly is held at the end of the turn, so a search leaf
    cut before then sees all of it (not less than a zone one die short)."""
    s = _position()
    _with_die(s, SUSTENANCE, 0)
    _with_die(s, SUSTENANCE, -1)
    assert _coming(s) == [_rewards(s)[0][0], 0]


def test_a_die_the_turns_left_cannot_follow_counts_nothing():
    """On the game's last turn, a zone one die short will never hold its assembly."""
    s = _position()
    _with_die(s, SUSTENANCE, 0)
    s.step = s.ctx.turns * s.ctx.players - 1
    assert _coming(s) == [0, 0]
    s.step -= 1  # one turn after this one: the rival may still fill it
    assert _coming(s) == [_rewards(s)[0][0] / 2, 0]
