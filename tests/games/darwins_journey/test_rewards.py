"""Turn Order, Reward and Cleanup phases (digest T23-T27; L1075-L1163)."""

from ludotheque.games.darwins_journey.rules import cleanup, rewards, turn_order
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import occupy, options, play, set_row, start


def test_t23_turn_order_phase():
    s = start(4)
    g, b, r, y = 0, 1, 2, 3
    s.order = [g, b, r, y]
    occupy(s, "turn-order", y, 1)
    occupy(s, "turn-order", b, 1)
    turn_order.reorder(s)
    assert s.order == (y, b, g, r)
    s.at = [()] * len(s.at)
    turn_order.reorder(s)
    assert s.order == (y, b, g, r)  # nobody there: unchanged


def test_turn_order_seat_with_two_workers_moves_by_its_first():
    s = start(3)
    s.order = [0, 1, 2]
    occupy(s, "turn-order", 2, 1)
    occupy(s, "turn-order", 1, 1)
    occupy(s, "turn-order", 2, 2)
    turn_order.reorder(s)
    assert s.order == (2, 1, 0)


def test_t24_correspondence_majorities():
    s = start(4)
    blue, yellow, green, red = 0, 1, 2, 3
    s.letters = replaced(
        s.letters, 0, next(i for i, t in enumerate(s.ctx.comp.letters) if t.id == 1)
    )
    n = 4
    for p, k in ((blue, 3), (yellow, 3), (green, 2), (red, 1)):
        s.stamps_on[p] = k
    coins, tk = s.coins[:], s.tk[:]
    rewards.envelope(s, 0)
    s.decision = None
    while s.tasks:  # each rewarded seat runs its bundle fully
        opts = [o for o in options(s) if o.startswith("do ")]
        play(s, opts[0] if opts else options(s)[0])
    assert (s.coins[blue] - coins[blue], s.tk[blue] - tk[blue]) == (2, 1)
    assert (s.coins[yellow] - coins[yellow], s.tk[yellow] - tk[yellow]) == (2, 1)
    assert (s.coins[green] - coins[green], s.tk[green] - tk[green]) == (2, 0)
    assert (s.coins[red], s.tk[red]) == (coins[red], tk[red])
    assert s.stamps_on[0:n] == [1, 1, 1, 1]  # 3-2, 3-2, 2-1, 1 kept (L1095)
    assert s.cup[:4] == (2, 2, 1, 0)


def test_majorities_tie_for_first_leaves_second_to_next_count():
    assert rewards.majorities([4, 4, 2, 1]) == ([0, 1], [2])
    assert rewards.majorities([0, 3, 0, 0]) == ([1], [])
    assert rewards.majorities([0, 0, 0]) == ([], [])


def _beagle(s, tile_id):
    s.beagles = replaced(
        s.beagles, s.beagle, next(i for i, t in enumerate(s.ctx.comp.beagles) if t.id == tile_id)
    )


def test_t25_beagle_goal_with_delay():
    s = start(3)
    green = 0
    s.beagle = 2  # the Beagle on its 3rd space: O10, behind it thresholds 3 (O6) and 4 (O10)
    s.ship[green] = s.ctx.comp.geo.ocean.index("O5")
    set_row(s, green, 1, "red", "red")
    set_row(s, green, 2, "red", "special")
    set_row(s, green, 3, "yellow")
    s.rows[green] = ((4,),) + s.rows[green][1:]
    _beagle(s, 2)  # 4 VP per red standard seal
    assert rewards.delay(s, green) == 7
    vp = s.vp[green]
    gains = rewards.beagle_goal(s)
    assert gains[green] == 5 and s.vp[green] == vp + 5  # 12 - 7 (L1143)
    assert s.beagles[2] == -1  # flipped (L1137)
    # One red seal: max(0, 4 - 7) = 0.
    s2 = start(3)
    s2.beagle = 2
    s2.ship[green] = s2.ctx.comp.geo.ocean.index("O5")
    for w in (1, 2, 3):
        set_row(s2, green, w, "yellow")
    set_row(s2, green, 1, "red")
    _beagle(s2, 2)
    assert rewards.beagle_goal(s2)[green] == 0
    # With the gold slot's cap (L1050): 3 + 4 become 2 + 2, so 12 - 4 = 8.
    s.beagle = 2
    _beagle(s, 2)
    s.done[green] |= 1 << 8  # gold slot 4: beagle-cap
    assert rewards.delay(s, green) == 4
    assert rewards.beagle_goal(s)[green] == 8


def test_t26_other_beagle_conditions():
    s = start(3)
    p = 0
    s.ship[p] = s.ctx.comp.geo.ocean.beagle[s.beagle]  # no delay
    comp = s.ctx.comp
    birds = [i for i, sp in enumerate(comp.geo.specimens) if sp.kind == 2][:2]
    s.research[p] = sum(1 << i for i in birds)
    for sid in ("explore-2", "navigate-2", "academy-2"):
        s.lens[comp.diaries.index(sid)] = p
    s.stacks[p] = (0, 0, 4)  # 2 empty stamp spaces: two stacks gone (R38)
    s.camps = [(p, -1)] * 4 + [(-1, -1)] * 5
    s.done[p] = 0b11111
    expected = {7: 12, 9: 15, 10: 16, 11: 16, 12: 15}
    for tile_id, vp in expected.items():
        _beagle(s, tile_id)
        before = s.vp[p]
        rewards.beagle_goal(s)
        assert s.vp[p] - before == vp, tile_id


def test_t27_cleanup():
    s = start(3)
    s.round = 2
    s.beagle = 1
    occupy(s, "explore-1", 0, 1)
    shown = [list(x) for x in s.display]
    second, third, fourth = s.academy[3:6], s.academy[6:9], s.academy[9:12]
    s.academy = replaced(s.academy, 4, -1)  # a seal taken from the second scroll
    cleanup.cleanup(s)
    assert s.beagle == 2
    assert all(not a for a in s.at) and s.free[0] == 0b01111
    assert all(o in s.discard for o in shown[0] + shown[1])
    assert [len(x) for x in s.display] == [2, 2]
    # The top scroll's seals are gone; each column slides up (L1161, ruling R25).
    assert [s.academy[i] for i in (0, 3, 6)] == [second[0], third[0], fourth[0]]
    assert [s.academy[i] for i in (1, 4)] == [third[1], fourth[1]]
    assert [s.academy[i] for i in (2, 5, 8)] == [second[2], third[2], fourth[2]]
    assert all(c >= 0 for c in s.academy)  # gaps refilled from the pile


def test_round_five_skips_cleanup_and_scores():
    s = start(2)
    s.round = 5
    s.free = [0, 0]
    s.active = s.order[-1]
    s.placed = True
    from ludotheque.games.darwins_journey.rules import flow

    beagle = s.beagle
    flow.end_turn(s)
    flow.settle(s)
    assert s.phase == "over" and s.final is not None
    assert s.beagle == beagle  # no Cleanup in round 5 (L1149)
