"""The evaluation among players counts a zone officer's later scorings too: influence
stays on the officer for every later assembly of its zone, so it is worth its condition
by rank (full, half) times `outlook.OFFICER_FUTURE` per turn left, in every zone, dice
or not; presence is not counted so."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3 import outlook
from ludotheque.games.perseverance_ep3.rules import assemblies
from ludotheque.games.perseverance_ep3.state import TTH

from .fixtures import clear_board, started
from .test_outlook import SUSTENANCE, _coming, _with_die


def _captain_position():
    """2 players, an empty board; Sustenance's officer is the Captain and each seat holds
    3 trained thunderhorns (2 followers each); seat 0 leads its influence, seat 1 second."""
    s = started(2)
    clear_board(s)
    o = s.officer_at[SUSTENANCE]
    assert s.ctx.comp.players.officers[o].id == "captain"
    for p in s.players:
        p.home[TTH] += 3
    s.influence[o][:] = [3, 1, 0]
    cond = s.ctx.comp.players.officers[o].scoring
    full = [assemblies.points(s, seat, cond) for seat in (0, 1)]
    assert min(full) >= 6
    return s, full


def _left(s) -> int:
    return s.ctx.turns * s.ctx.players - s.step - 1


def test_influence_in_a_zone_without_dice_counts_for_the_turns_left():
    s, full = _captain_position()
    later = outlook.OFFICER_FUTURE * _left(s)
    assert later > 0
    assert _coming(s) == [later * full[0], later * (full[1] // 2)]


def test_the_later_scorings_add_to_a_coming_assembly_and_fade_with_the_turns():
    s, full = _captain_position()
    _with_die(s, SUSTENANCE, -1)  # a neutral die: half the assembly, no presence
    w = 0.5 + outlook.OFFICER_FUTURE * _left(s)
    assert _coming(s) == [w * full[0], w * (full[1] // 2)]
    s.step = s.ctx.turns * s.ctx.players - 2  # one turn left after this one
    w = 0.5 + outlook.OFFICER_FUTURE
    assert _coming(s) == [w * full[0], w * (full[1] // 2)]


def test_a_seat_without_influence_gains_nothing_later():
    s, full = _captain_position()
    s.influence[s.officer_at[SUSTENANCE]][:] = [0, 0, 2]  # the dissident alone
    assert _coming(s) == [0, 0]
