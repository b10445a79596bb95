"""Unlocking (T9, L600-L626), Correspondence (L716-L736, L879, L936), Special Action tiles
and seals (L803-L885)."""

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.darwins_journey.rules import effects, placement, unlock
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, set_row, space, start


def _run(s, seat, effect, flags=0):
    effects.run(s, seat, effect, flags)
    s.decision = None


def _tile_space(s, tile_id):
    return next(
        i for i in s.ctx.comp.diaries.special_slots if s.ctx.comp.specials[s.tile[i]].id == tile_id
    )


def test_t9_unlock_a_special_tile_for_four_coins():
    s = start(3)
    me = s.active
    s.coins[me] = 5
    i = _tile_space(s, 1)  # middle left in the first game (L256)
    _run(s, me, ("unlock", 0, ()))
    assert "unlock explore-3" not in options(s)  # a Main page unlocks top to bottom (L618)
    play(s, f"unlock {s.ctx.comp.diaries.spaces[i].id}")
    assert s.coins[me] == 1 and s.lens[i] == me and s.lenses[me] == 5
    # Its actions run at once, with no worker and no seal check (L610): tile 1 gains an
    # objective and auto-completes one.
    assert s.tasks[-1][0] == "bundle"
    assert s.tasks[-1][2] == s.ctx.comp.specials[s.tile[i]].actions
    # The space now takes one worker.
    assert placement.is_open(s, i)


def test_main_pages_unlock_in_order():
    s = start(3)
    d = s.ctx.comp.diaries
    names = {d.spaces[i].id for i in unlock.unlockable(s)}
    assert {"explore-2", "navigate-2", "correspond-2", "academy-2"} <= names
    assert not names & {"explore-3", "navigate-3", "correspond-3", "academy-3"}
    s.lens[space(s, "explore-2")] = 0
    assert "explore-3" in {d.spaces[i].id for i in unlock.unlockable(s)}


def test_special_tile_requirement_comes_from_the_tile():
    s = start(3)
    me = s.active
    i = _tile_space(s, 7)  # top left, neutral lens; red 2 + blue 1 (reconstructed)
    assert placement.requirement(s, i) == (0, 2, 1, 0)
    for w in (1, 2, 3):
        set_row(s, me, w, "yellow")
    s.tk[me] = 0
    assert placement.workers_for(s, me, i) == []
    set_row(s, me, 1, "red", "red", "blue")
    assert placement.workers_for(s, me, i) == [1]


def test_correspondence_places_up_to_n_on_one_envelope_and_empties_stacks():
    s = start(3)
    me = s.active
    s.stacks[me] = (1, 4, 4)
    n = s.ctx.players
    _run(s, me, ("stamps", 3, ()))
    assert "stop" not in options(s)  # at least one stamp
    play(s, "stack 1 to envelope 2")
    assert all(o == "stop" or o.endswith("envelope 2") for o in options(s))  # one envelope
    play(s, "stack 2 to envelope 2", "stop")
    assert s.stamps_on[1 * n + me] == 2 and s.stacks[me] == (0, 3, 4)
    # Stack 1 emptied: its action (reconstructed: explore 2) is offered (L726).
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == s.ctx.comp.board.stacks[0][1]


def test_gold_correspondence_splits_and_the_cup_tops_up():
    s = start(3)
    me = s.active
    n = s.ctx.players
    s.stacks[me] = (0, 0, 1)
    s.cup = replaced(s.cup, me, 2)
    _run(s, me, ("stamps", 3, ()), effects.SPLIT)
    assert "the cup to envelope 1" in options(s)  # fewer on the board than to place (L734)
    play(s, "stack 3 to envelope 1", "the cup to envelope 3", "the cup to envelope 2")
    assert [s.stamps_on[e * n + me] for e in range(3)] == [1, 1, 1]
    assert s.cup[me] == 0


def test_distribute_four():
    s = start(3)
    me = s.active
    _run(s, me, ("distribute", 4, ()))
    play(s, "stack 1 to envelope 1", "stack 1 to envelope 3", "stack 2 to envelope 2")
    play(s, "stack 3 to envelope 1")
    assert not any(t[0] == "stamps" for t in s.tasks)


def test_special_seal_supply_runs_out():
    s = start(3)
    me = s.active
    s.specials = 1
    _run(s, me, ("special-seal", 0, ()))
    play(s, "special seal to worker 2")
    assert s.specials == 0 and s.rows[me][1][-1] == 4
    assert not effects.usable(s, me, ("special-seal", 0, ()))


def test_locked_space_runs_without_unlocking():
    s = start(3)
    me = s.active
    _run(s, me, ("locked-space", 0, ()))
    assert "execute explore-3" in options(s)
    assert f"execute {s.ctx.comp.diaries.spaces[_tile_space(s, 9)].id}" not in options(s)
    play(s, "execute explore-3")
    assert s.lens[space(s, "explore-3")] == -1
    assert s.tasks[-1][2] == (("explore", 4, ()),)


def test_unlock_with_no_coins_is_refused():
    s = start(3)
    me = s.active
    s.coins[me] = 3
    assert not effects.usable(s, me, ("unlock", 0, ()))
    assert effects.usable(s, me, ("free-unlock", 0, ()))
    _run(s, me, ("free-unlock", 0, ()))
    with pytest.raises(IllegalOption):
        play(s, "unlock explore-3")


def _crew(s, number):
    return next(c for c, k in enumerate(s.ctx.comp.crew) if k.id == number)


def test_copy_crew_runs_an_uncompleted_card_but_never_a_copy():
    s = start(3)
    me, other, third = s.order
    s.crew[third] = ()
    s.crew[other] = (_crew(s, 14), _crew(s, 7))  # 8 VP; copy
    s.crew[me] = (_crew(s, 1),)
    s.crew_done = replaced(s.crew_done, me, ((_crew(s, 1), 1),))  # completed: not copyable
    _run(s, me, ("copy-crew", 0, ()))
    assert options(s) == ("copy crew 14",)  # L885; crew 7 is a Copy (ruling R14)
    vp = s.vp[me]
    play(s, "copy crew 14", "do vp 8")
    assert s.vp[me] == vp + 8


def test_reactivate_a_tent_runs_campsite_and_row_again_for_free():
    s = start(3)
    me = s.active
    geo = s.ctx.comp.geo
    c1 = next(i for i, c in enumerate(geo.campsites) if c.id == "C1")  # coins 3
    s.camps = replaced(s.camps, c1, (me, -1))
    s.tents = replaced(s.tents, me, ((c1, 0), (c1, 1)))  # the 2nd tent came from row 2: coins 2
    coins = s.coins[me]
    _run(s, me, ("reactivate-tent", 0, ()))
    play(s, "re-activate the tent at C1")
    assert set(options(s)) == {"do coins 3", "skip the rest"}  # first tent: row 1 is empty
    play(s, "do coins 3")
    assert s.coins[me] == coins + 3


def test_island_research_takes_a_specimen_of_an_island_with_an_explorer():
    from ludotheque.games.darwins_journey.rules import movement

    s = start(4)
    me = s.active
    s.research[me] = 0
    on_i1 = {x for x in s.flags[1] if x >= 0}
    assert set(movement.island_specimens(s, me)) == on_i1
    _run(s, me, ("island-research", 0, ()))
    play(s, options(s)[0])
    assert bin(s.research[me]).count("1") == 1
