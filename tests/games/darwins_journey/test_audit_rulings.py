"""Readings the audit of issue 13 settled (RULINGS.md R30-R35), each played through the
game's own `apply` from a seeded position."""

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import flow, objectives, rewards
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh, set_row, start


def _not_ending(opts):
    return [o for o in opts if o not in ("end turn", "go on") and not o.startswith("complete ")]


def _take_yellow_to_worker_2(s):
    if "take yellow from scroll 1" in options(s):  # a single option plays itself
        play(s, "take yellow from scroll 1")
    play(s, "to worker 2")


def test_r30_a_fourth_seal_won_in_the_action_gives_no_silver_bonus_in_it():
    """L893: the bonus goes to a worker that *has* the distinction when placed. A worker
    placed with 3 seals that takes its 4th in that Academy action does not get the silver
    extra seal (L909) in the same action."""
    s = start(2)
    me = s.active
    set_row(s, me, 1, "red", "red", "red")
    s.free[me] = 1 << 1  # only worker 2 (row 1) on the board
    s.academy = [0, 0, -1] + [-1] * 9  # two yellows on scroll 1 (no cost)
    s.coins[me] = 10
    play(s, "place on academy-1")
    (act,) = _not_ending(options(s))
    play(s, act)
    _take_yellow_to_worker_2(s)
    assert len(s.rows[me][1]) == 4  # silver now (L889) ...
    assert s.academy[:3] == (-1, 0, -1)  # ... but only one seal was taken
    assert s.active != me or not _not_ending(options(s))  # no extra seal on offer


def test_r30_a_worker_placed_with_four_seals_gets_the_extra_seal():
    """The other side of R30: placed silver, the same space gives two Academy actions."""
    s = start(2)
    me = s.active
    set_row(s, me, 1, "red", "red", "red", "red")
    s.free[me] = 1 << 1
    s.academy = [0, 0, -1] + [-1] * 9
    s.coins[me] = 10
    play(s, "place on academy-1")
    for _ in range(2):
        act = _not_ending(options(s))[0]
        play(s, act)
        _take_yellow_to_worker_2(s)
    assert s.academy[:3] == (-1, -1, -1) and len(s.rows[me][1]) == 6


def _stamps_task(s, me, n):
    s.tasks.append(("stamps", me, n, -1, 0, False, ()))
    refresh(s)


def test_r31_the_cup_only_makes_up_a_shortfall():
    """L734: stamps come from the used-stamp cup only when the board holds too few for the
    action; with enough on the board the cup is not a source."""
    s = start(2)
    me = s.active
    s.stacks[me] = (0, 1, 2)
    s.cup = replaced(s.cup, me, 2)
    _stamps_task(s, me, 3)
    assert not any("the cup" in o for o in options(s))  # 3 on the board for 3 stamps
    s.tasks.pop()
    _stamps_task(s, me, 4)  # one short: the cup makes it up
    assert any(o.startswith("the cup") for o in options(s))


def _satisfy(s, me, obj):
    """Make every requirement of `obj` true (as test_t21 does)."""
    for kind, what, n in s.ctx.comp.objectives[obj].requires:
        if kind == "theory":
            s.theory[me] = n
        elif kind == "tents":
            s.camps = [(me,) * 2] * n + list(s.camps[n:])
        elif kind == "lenses":
            s.lens[s.ctx.comp.diaries.index("explore-2")] = me
        elif kind == "empty-stamps":  # n stamp spaces emptied (R38)
            s.stacks[me] = tuple(0 if i < n else 4 for i in range(3))
        elif kind == "beagle":
            s.ship[me] = s.ctx.comp.geo.ocean.beagle[s.beagle]
        elif kind in ("kind", "colour"):
            s.research[me] = 0xFFFF
        elif kind == "seals":
            s.rows[me] = (s.rows[me][0], tuple([what] * n), *s.rows[me][2:])
    assert objectives.meets(s, me, obj)
    refresh(s)


def test_r32_the_fifth_worker_won_with_the_last_worker_is_placed_this_round():
    """L534 vs L1042: a seat passes when its turn comes with no worker. One whose last
    worker unlocks the 5th has not passed: it places the 5th later in this Action phase."""
    s = start(2)
    me, other = s.active, s.order[1]
    gold = next(o for o in s.ctx.comp.objectives if o.tier == 1)
    g = s.ctx.comp.objectives.index(gold)
    s.reserve[me] = (g,)
    s.free[me] = 1 << 3  # the last worker on the board
    s.free[other] = 1 << 3
    _satisfy(s, me, g)
    play(s, "place on turn-order")
    play(s, f"complete objective {gold.id}")
    if "gold slot 1" in options(s):
        play(s, "gold slot 1")
    assert s.fifth[me] and s.free[me] == 1 << 4
    while s.active == me and s.tasks:
        play(s, "end turn" if "end turn" in options(s) else options(s)[0])
    # The other seat plays its last worker; then the 5th worker's turn comes.
    play(s, "place on navigate-1")
    while s.active == other and s.phase == "action":
        play(s, "end turn" if "end turn" in options(s) else _not_ending(options(s))[0])
    assert s.phase == "action" and s.active == me and s.round == 1
    assert any(o.startswith("place on") for o in options(s))


def test_r33_vp_past_fifty_keep_counting():
    """L586-L590: past 50 the marker laps and a cube counts the laps; the engine keeps one
    integer, so a lap loses nothing and the final score is the full sum."""
    s = start(2)
    me = s.active
    s.vp = replaced(s.vp, me, 49)
    from ludotheque.games.darwins_journey.rules import economy

    economy.gain_vp(s, me, 7)
    economy.gain_vp(s, me, 50)
    assert s.vp[me] == 106
    parts = scoring.breakdown(s)["seats"][me]
    assert parts["total"] >= 106


def test_r34_one_explorer_per_inner_space_by_jumping():
    """L658: an inner space holds one explorer, so a move never ends on an opponent's
    space: it is jumped and not counted (L676); first and last spaces hold any number."""
    from ludotheque.games.darwins_journey.rules import effects

    s = start(3)
    me, other = s.active, s.order[1]
    track = s.ctx.comp.geo.track(1)
    s.explorers[me] = (track.index("I1-1"), -1, -1)
    s.explorers[other] = (track.index("I1-2"), -1, -1)
    effects.run(s, me, ("explore", 1, ()))
    refresh(s)
    assert options(s) == ("to I1-3",)  # never "to I1-2"
    s2 = start(3)
    me2, o2 = s2.active, s2.order[1]
    s2.explorers[me2] = (track.index("I1-11"), -1, -1)
    s2.explorers[o2] = (track.final, -1, -1)
    effects.run(s2, me2, ("explore", 1, ()))
    s2.decision = None
    assert options(s2) == ("to I1-12",)  # the final space takes several (L658)


def _silver_objective(s, me):
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.tier == 0)
    s.reserve[me] = (obj,)
    _satisfy(s, me, obj)
    return obj


def test_r35_a_completion_is_offered_inside_an_action_and_the_action_resumes():
    """L944: at any time. Mid-move (after one step), the completion is offered; its slot
    action resolves and the move goes on where it was."""
    from ludotheque.games.darwins_journey.rules import effects

    s = start(3)
    me = s.active
    track = s.ctx.comp.geo.track(1)
    s.explorers[me] = (track.index("I1-1"), -1, -1)
    effects.run(s, me, ("explore", 3, ()))
    refresh(s)
    play(s, "to I1-2")
    obj = _silver_objective(s, me)
    oid = s.ctx.comp.objectives[obj].id
    assert f"complete objective {oid}" in options(s)
    play(s, f"complete objective {oid}")
    while not any(o.startswith("to I1-") for o in options(s)):
        play(s, _not_ending(options(s))[0])  # the slot choice and the slot's action
    assert s.done[me] and "stop here" in options(s)
    assert s.explorers[me][0] == track.index("I1-2")


def test_r35_an_action_left_with_nothing_to_do_lapses():
    """The completion pays a slot's cost (L952) with the coin the seal needed: the Academy
    action in progress has no affordable row any more and lapses."""
    s = start(3)
    me = s.active
    silver = [k for k in range(10) if s.ctx.comp.board.slots[k].tier == 0]
    cheap = [k for k in silver if s.ctx.comp.board.slots[k].cost == 0]
    slots = list(s.slots[me])
    other = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.tier == 0)
    for k in cheap:
        slots[k] = other
    s.slots[me] = tuple(slots)
    obj = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.tier == 0 and i != other)
    s.reserve[me] = (obj,)
    _satisfy(s, me, obj)
    set_row(s, me, 1, "red")  # next space costs 0 (reconstructed costs)
    s.academy = [-1] * 3 + [0, -1, -1] + [-1] * 6  # a yellow on scroll 2: 1 coin
    s.coins[me] = 1
    s.tasks[:] = [("space", me, (), 0), ("academy-row", me, 1, 0, 0)]
    refresh(s)
    assert "to worker 2" in options(s)
    oid = s.ctx.comp.objectives[obj].id
    play(s, f"complete objective {oid}")
    if any(o.startswith("silver slot") for o in options(s)):
        play(s, next(o for o in options(s) if o.startswith("silver slot")))
    assert s.coins[me] == 0 and s.academy[3] == 0  # paid the slot, took no seal
    assert any("nothing left to do in this academy-row" in line for line in s.log)
    assert not any(o.startswith("to worker") for o in options(s))


def _settled_yellow_row_choice(academy: list[int], coins: int):
    """A seat choosing the row of a yellow seal from scroll 2, inside a completion made
    inside another (two "recheck" markers), with `academy` and `coins` as given; settled.
    Returns (state, seat)."""
    s = start(3)
    me = s.active
    set_row(s, me, 1, "red")
    s.academy = academy
    s.coins[me] = coins
    s.tasks[:] = [
        ("space", me, (), 0),
        ("recheck", me),
        ("academy-row", me, 1, 0, 0),
        ("recheck", me),
    ]
    refresh(s)
    flow.settle(s)
    return s, me


def test_r35_a_lapse_under_an_earlier_completion_stops_at_its_marker():
    """A completion made inside what an earlier completion pushed leaves two "recheck"
    markers: when the inner action lapses, the outer marker comes back on top and is taken
    off in its turn (a search's sampled game once stopped there on a KeyError)."""
    # A yellow on scroll 2 (1 coin), but no coin left: the Academy row can no longer be paid.
    s, _ = _settled_yellow_row_choice([-1] * 3 + [0, -1, -1] + [-1] * 6, coins=0)
    assert any("nothing left to do in this academy-row" in line for line in s.log)
    assert all(t[0] != "recheck" for t in s.tasks)
    assert s.decision is not None and s.decision.options


def test_r35_a_seal_taken_by_a_completion_lapses_its_row_choice():
    """A seal chosen, its row still to choose, and a completion made meanwhile whose own
    Academy action took that very seal: the row choice lapses instead of placing a seal
    that is no longer there (a search against Alfred stopped on a StopIteration there)."""
    # Scroll 2 holds a red, its yellow gone; every row affordable: only the missing seal
    # makes the row choice lapse.
    s, me = _settled_yellow_row_choice([-1] * 3 + [1, -1, -1] + [-1] * 6, coins=5)
    assert any("nothing left to do in this academy-row" in line for line in s.log)
    assert not any(t[0] == "academy-row" for t in s.tasks)
    assert s.decision is not None and not any(o.startswith("to worker") for o in s.decision.options)
    assert s.academy[3] == 1 and s.coins[me] == 5  # nothing taken, nothing paid


def test_r38_an_empty_stamp_space_is_a_whole_stack_gone():
    """L330, L971, L1119: 3 stamp spaces, one per stack; only an emptied stack counts."""
    s = start(2)
    me = s.active
    for stacks, empty in (((4, 4, 4), 0), ((1, 1, 1), 0), ((0, 4, 4), 1), ((1, 0, 0), 2)):
        s.stacks[me] = stacks
        assert objectives.empty_stamp_spaces(s, me) == empty
    s.stacks[me] = (0, 0, 0)
    assert objectives.empty_stamp_spaces(s, me) == 3


def test_r38_the_beagle_goal_pays_8_per_emptied_stack_not_per_stamp():
    s = start(2)
    me = s.active
    tile = next(t for t in s.ctx.comp.beagles if t.condition == "empty-stamps")
    assert tile.vp == 8  # L1119
    s.stacks[me] = (1, 1, 2)  # 8 stamps sent, no space empty
    assert rewards.beagle_count(s, me, tile) * tile.vp == 0
    s.stacks[me] = (0, 0, 3)  # 9 sent, two spaces empty
    assert rewards.beagle_count(s, me, tile) * tile.vp == 16


def test_r38_every_objective_asking_for_empty_stamp_spaces_can_be_met():
    """The board has 3 spaces: no objective may ask for more (the data once asked for 8)."""
    s = start(2)
    asks = [n for o in s.ctx.comp.objectives for kind, _, n in o.requires if kind == "empty-stamps"]
    assert asks and all(1 <= n <= len(s.ctx.comp.board.stacks) == 3 for n in asks)
