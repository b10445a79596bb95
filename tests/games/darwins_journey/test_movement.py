"""Exploration, Navigation and campsites (digest T10-T13; L642-L714)."""

from ludotheque.games.darwins_journey.rules import effects, movement
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, start


def _idx(s, t, sid):
    return s.ctx.comp.geo.track(t).index(sid)


def _run(s, seat, effect, flags=0):
    effects.run(s, seat, effect, flags)
    s.decision = None


def test_t10_exploration_jumps_an_opponents_explorer():
    s = start(3)
    yellow, green = s.active, s.order[1]
    s.explorers[yellow] = (_idx(s, 1, "I1-1"), -1, -1)
    s.explorers[green] = (_idx(s, 1, "I1-2"), -1, -1)
    _run(s, yellow, ("explore", 2, ()))
    # I1-2 is not counted: one step reaches I1-3 (L676).
    assert options(s) == ("to I1-3",)
    play(s, "to I1-3")
    # Second step: the fork after I1-4 is not reached; I1-4 only.
    assert options(s) == ("to I1-4", "stop here")
    play(s, "to I1-4")
    assert s.explorers[yellow][0] == _idx(s, 1, "I1-4")


def test_fork_offers_both_branches():
    s = start(3)
    me = s.active
    s.explorers[me] = (_idx(s, 1, "I1-4"), -1, -1)
    s.banked = replaced(s.banked, 1, s.banked[1] | 1 << _idx(s, 1, "I1-4"))
    _run(s, me, ("explore", 1, ()))
    assert options(s) == ("to I1-5a", "to I1-5b")


def test_t11_gold_banner_and_final_space_pay_the_first_only():
    s = start(3)
    blue, red = s.active, s.order[1]
    s.explorers[blue] = (_idx(s, 1, "I1-3"), -1, -1)
    vp = s.vp[blue]
    _run(s, blue, ("explore", 1, ()))
    play(s, "to I1-4")  # crosses the 2-VP gold banner and lands on a flag
    assert s.vp[blue] == vp + 2
    s.explorers[red] = (_idx(s, 1, "I1-3"), -1, -1)
    s.explorers[blue] = (_idx(s, 1, "I1-5a"), -1, -1)
    vp = s.vp[red]
    _run(s, red, ("explore", 1, ()))
    play(s, "to I1-4")
    assert s.vp[red] == vp  # later explorers gain nothing (L660)
    # First ship on the final Ocean space: +3 VP (L666), plus that space's own action.
    s.ship[blue] = _idx(s, 0, "O19")
    vp = s.vp[blue]
    _run(s, blue, ("navigate", 1, ()))
    play(s, "to O20")
    while s.tasks:
        play(s, [o for o in options(s) if o.startswith("do")][0])
    assert s.vp[blue] == vp + 3 + 3
    s.ship[red] = _idx(s, 0, "O19")
    vp = s.vp[red]
    _run(s, red, ("navigate", 1, ()))
    play(s, "to O20")
    while s.tasks:
        play(s, [o for o in options(s) if o.startswith("do")][0])
    assert s.vp[red] == vp + 3  # only the space's action


def test_t12_silver_banner_places_an_explorer():
    s = start(3)
    me = s.active
    s.ship[me] = _idx(s, 0, "O4b")
    _run(s, me, ("navigate", 2, ()))
    play(s, "to O5")  # crosses the circle banner
    circle = next(i for i, isl in enumerate(s.ctx.comp.geo.islands) if isl.symbol == "circle")
    assert s.explorers[me][circle] == 0  # on the circle Island's start (L652)


def test_t13_beagle_space_does_nothing():
    s = start(3)
    me = s.active
    s.ship[me] = _idx(s, 0, "O1")
    before = (s.coins[me], s.vp[me], s.tk[me], s.theory[me])
    _run(s, me, ("navigate", 1, ()))
    play(s, "to O2")
    assert not s.tasks
    assert (s.coins[me], s.vp[me], s.tk[me], s.theory[me]) == before


def test_moves_are_up_to_n_and_flags_give_research():
    s = start(3)
    me = s.active
    s.ship[me] = _idx(s, 0, "O2")
    _run(s, me, ("navigate", 3, ()))
    play(s, "to O3")
    assert "stop here" in options(s)
    play(s, "stop here")
    token = s.flags[0][_idx(s, 0, "O3")]
    assert token >= 0 and s.research[me] >> token & 1


def test_t15_gold_extra_stop_runs_a_space_on_the_way():
    s = start(3)
    me = s.active
    s.ship[me] = _idx(s, 0, "O0")
    coins = s.coins[me]
    _run(s, me, ("navigate", 3, ()), effects.EXTRA_STOP)
    play(s, "to O1")
    play(s, "stop here and go on")  # O1: 2 coins
    play(s, "do coins 2")
    assert s.coins[me] == coins + 2
    assert "stop here and go on" not in options(s)  # only one extra stop
    play(s, "to O2", "to O3")
    assert s.ship[me] == _idx(s, 0, "O3")


def test_camp_pitches_the_top_tent_and_runs_both_actions():
    s = start(3)
    me = s.active
    s.explorers[me] = (_idx(s, 1, "I1-2"), -1, -1)
    s.coins[me] = 1
    _run(s, me, ("explore", 1, ()))
    play(s, "to I1-3")
    play(s, "do camp")
    # C4 (reconstructed): tent spaces cost 0 and 1.
    assert options(s) == ("tent on C4 space 1 (0 coins)", "tent on C4 space 2 (1 coins)")
    play(s, "tent on C4 space 2 (1 coins)")
    assert s.coins[me] == 0 and s.tents[me] == ((3, 1),)
    # The campsite's action (stamps 2); the first tent row has no action.
    assert options(s)[0] == "do stamps 2"


def test_place_explorer_and_catch_beagle():
    s = start(3)
    me = s.active
    _run(s, me, ("place-explorer", 0, ()))
    assert options(s) == ("explorer to I2", "explorer to I3")
    play(s, "explorer to I3")
    assert s.explorers[me][2] == 0
    s.beagle = 2
    s.ship[me] = 0
    _run(s, me, ("catch-beagle", 0, ()))
    ocean = s.ctx.comp.geo.ocean
    assert s.ship[me] == ocean.beagle[2]
    assert s.explorers[me][1] == 0  # the circle banner crossed on the way (ruling R19)
    assert movement.position(s, me, 0) == ocean.beagle[2]
    # No explorer left: a silver banner does nothing (ruling R18).
    s.explorers[me] = (0, -1, 0)
    s.explorers[s.order[1]] = (0, 0, 0)
    other = s.order[1]
    s.ship[other] = ocean.index("O4b")
    _run(s, other, ("navigate", 1, ()))
    play(s, "to O5")
    assert s.explorers[other] == (0, 0, 0)


def test_two_jumped_branches_to_one_space_are_two_distinct_options():
    """Found by the wide sweep: with opponents on both I1-5a and I1-5b, one counted step
    from I1-4 reaches I1-6 by either branch (L664, L676). The branches cross different
    spaces (and banners), so they are two options with distinct names."""
    s = start(3)
    me, a, b = s.active, s.order[1], s.order[2]
    s.explorers[me] = (_idx(s, 1, "I1-4"), -1, -1)
    s.explorers[a] = (_idx(s, 1, "I1-5a"), -1, -1)
    s.explorers[b] = (_idx(s, 1, "I1-5b"), -1, -1)
    _run(s, me, ("explore", 1, ()))
    opts = options(s)
    assert len(set(opts)) == len(opts) == 2
    assert opts == ("to I1-6 via I1-5a", "to I1-6 via I1-5b")
    play(s, "to I1-6 via I1-5b")
    assert s.explorers[me][0] == _idx(s, 1, "I1-6")
