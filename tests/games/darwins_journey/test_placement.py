"""Worker placement (digest T1-T8, L414-L524)."""

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import placement, seals

from .fixtures import occupy, options, play, set_row, space, start


@pytest.mark.parametrize(("players", "cost"), [(2, 3), (3, 2), (4, 2)])
def test_t1_penalty_in_an_occupied_section(players, cost):
    s = start(players)
    me = s.active
    other = s.order[1]
    occupy(s, "navigate-1", other, 1)  # same Main Diary as Exploration
    set_row(s, me, 1, "green")
    s.coins[me] = 5
    expected = 0 if players == 4 else cost  # 4 players: each page is a Section (L424)
    assert placement.penalty(s, me, space(s, "explore-1")) == expected
    occupy(s, "explore-1", other, 2)
    assert placement.penalty(s, me, space(s, "explore-1")) == cost
    play(s, "place on explore-1")
    if "worker 2" in options(s):
        play(s, "worker 2")
    assert s.coins[me] == 5 - cost


def test_t2_first_in_section_pays_nothing():
    s = start(3)
    me = s.active
    assert placement.penalty(s, me, space(s, "navigate-1")) == 0


def test_t3_own_worker_counts():
    s = start(3)
    me = s.active
    occupy(s, "explore-1", me, 1)
    assert placement.penalty(s, me, space(s, "navigate-1")) == 2


def test_t4_lens_owner_gets_a_coin_but_not_from_itself():
    s = start(3)
    me, yellow = s.active, s.order[1]
    i = space(s, "navigate-2")
    s.lens[i] = yellow
    set_row(s, me, 1, "blue", "blue")
    coins = s.coins[yellow]
    play(s, "place on navigate-2")
    if "worker 2" in options(s):
        play(s, "worker 2")
    assert s.coins[yellow] == coins + 1
    # Own lens: nothing.
    s2 = start(3)
    me = s2.active
    i = space(s2, "navigate-2")
    s2.lens[i] = me
    set_row(s2, me, 1, "blue", "blue")
    before = s2.coins[me]
    play(s2, "place on navigate-2")
    if "worker 2" in options(s2):
        play(s2, "worker 2")
    assert s2.coins[me] == before  # no penalty (empty Section), no lens coin
    # A lens holds one worker (L480).
    assert not placement.is_open(s2, i)


def test_t5_square_space_never_costs_and_pays_turn_order_coins():
    s = start(3)
    me = s.active
    for p in range(3):
        occupy(s, "turn-order", p, 3)
    assert placement.penalty(s, me, space(s, "turn-order")) == 0
    coins = s.coins[me]
    play(s, "place on turn-order")
    while "do turn-order" not in options(s):
        play(s, options(s)[0])
    play(s, "do turn-order")
    assert s.coins[me] == coins + 2
    s2 = start(2)
    me = s2.active
    coins = s2.coins[me]
    play(s2, "place on turn-order")
    while "do turn-order" not in options(s2):
        play(s2, options(s2)[0])
    play(s2, "do turn-order")
    assert s2.coins[me] == coins + 3  # the 2-player token (L781)


def test_t6_temporary_knowledge_replaces_a_missing_seal():
    s = start(3)
    me = s.active
    i = space(s, "explore-2")
    s.lens[i] = -2
    set_row(s, me, 1, "green", "yellow", "yellow")  # L514: 1 green, 2 yellow
    assert seals.tk_needed(s, me, 1, (0, 0, 0, 2)) == 1
    s.tk[me] = 1
    assert 1 in placement.workers_for(s, me, i)
    play(s, "place on explore-2")
    if "worker 2" in options(s):
        play(s, "worker 2")
    assert s.tk[me] == 0
    s2 = start(3)
    me = s2.active
    s2.lens[space(s2, "explore-2")] = -2
    set_row(s2, me, 1, "green", "yellow", "yellow")
    s2.tk[me] = 0
    assert 1 not in placement.workers_for(s2, me, space(s2, "explore-2"))


def test_t7_special_seal_is_wild():
    s = start(3)
    me = s.active
    s.tk[me] = 0
    for sid in ("explore-1", "navigate-1", "correspond-1", "academy-1"):
        assert 0 in placement.workers_for(s, me, space(s, sid))  # top worker, 1 Special seal


def test_t8_no_tk_for_crew_or_objective_seals():
    from ludotheque.games.darwins_journey.rules import crew, objectives

    s = start(3)
    me = s.active
    for w in (1, 2, 3):
        set_row(s, me, w, "yellow")
    s.tk[me] = 3
    card = next(c for c, k in enumerate(s.ctx.comp.crew) if k.id == 11)  # green 1, red 4
    s.crew[me] = (card,)
    set_row(s, me, 1, "red", "red", "red", "special")
    # The Special seal covers one missing seal; TK may not cover the other (L1065).
    assert crew.workers_for(s, me, card) == []
    set_row(s, me, 1, "red", "red", "red", "red", "special")
    assert crew.workers_for(s, me, card) == [1]
    # An objective asking 3 red seals: a Special seal and TK do not count (L1003).
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.id == "start-8")
    set_row(s, me, 1, "red", "red", "special")
    research = next(i for i, sp in enumerate(s.ctx.comp.geo.specimens) if sp.id == "red-bird")
    s.research[me] = 1 << research
    assert not objectives.meets(s, me, obj)
    set_row(s, me, 2, "yellow", "red")
    assert objectives.meets(s, me, obj)


def test_an_illegal_placement_changes_nothing():
    s = start(3)
    fp = GAME.fingerprint(s)
    with pytest.raises(IllegalOption):
        play(s, "place on explore-3")  # locked
    assert GAME.fingerprint(s) == fp


def test_alike_workers_are_offered_once():
    s = start(3)
    me = s.active
    set_row(s, me, 1, "blue", "green")
    set_row(s, me, 2, "green", "blue")
    set_row(s, me, 3, "yellow")
    s.tk[me] = 0
    play(s, "place on navigate-1")
    assert options(s) == ("worker 1", "worker 2")  # 2 and 3 play alike; 4 lacks blue
